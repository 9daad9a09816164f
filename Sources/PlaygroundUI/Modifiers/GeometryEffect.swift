import Foundation

/// An effect that changes the drawn geometry of its content by a projection transform, computed
/// from the content's size (SwiftUI's `GeometryEffect`). Layout is unaffected; drawing and hit
/// testing follow the transform. It is `Animatable`: when its `animatableData` changes in an
/// animated transaction, every frame draws with the data interpolated (a "shake" effect).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform of the content's drawing, in the content's own coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is drawn by the engine") }

    /// A geometry effect applies to each view of a list, as the built-in ones do (§31.1).
    public static var _viewListBehavior: _ViewListBehavior { .eachElement }

    public static func _makeModifiedNode<C: View>(_ modifier: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { CustomGeometryEffectNode<Self>(modifier) }) { $0.update(modifier, b) }
    }
}

/// A modifier that is `Animatable` (SwiftUI's `AnimatableModifier`, deprecated there in favour of
/// conforming a `ViewModifier` to `Animatable`, which works the same way here, §16.3).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The node of a custom `GeometryEffect`: draws its content through the effect's transform with
/// the animatable data interpolated on the clock (§16.3).
@MainActor
final class CustomGeometryEffectNode<E: GeometryEffect>: ModifierNode {
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    private var effect: E
    private var morph: DataMorph<E.AnimatableData>

    init(_ effect: E) {
        self.effect = effect
        morph = DataMorph(effect.animatableData)
        super.init()
        ownFlags = _Node.positionContainerFlag   // an effect: its content's positions are its own (§7.5)
    }

    func update(_ e: E, _ b: _ViewGraph) {
        effect = e
        builtStamp = b.stamp   // values cannot be compared: drawn again
    }

    override func commitValues(time: Double, animation: Animation?) {
        _ = morph.commit(effect.animatableData, time: time, animation: animation)
    }

    /// The effect's transform in root coordinates for `e`, about the presented frame.
    private func matrix(_ e: E, _ r: CGRect) -> ProjectionTransform {
        let t = e.effectValue(size: r.size)
        if t.isIdentity { return t }
        return ProjectionTransform.translation(-r.minX, -r.minY).concatenating(t).concatenating(.translation(r.minX, r.minY))
    }

    override func emitContent(_ ctx: inout EmitContext) {
        var shown = effect
        if let data = morph.presented(time: ctx.graph.time, ctx.graph.animator) { shown.animatableData = data }
        let m = matrix(shown, presentedFrame)
        if m.isIdentity { content?.emit(&ctx); return }
        ctx.group(.transform(m), content)
    }

    /// Hit testing follows the transform of the final value.
    override func hitTest(_ point: CGPoint) -> HitResult? {
        let m = matrix(effect, frame)
        guard !m.isIdentity else { return content?.hitTest(point) }
        guard let inverse = m.inverted(), let p = inverse.apply(point) else { return nil }
        return content?.hitTest(p)
    }
}
