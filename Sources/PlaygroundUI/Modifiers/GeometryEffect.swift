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
    private var effect: E
    private var from: E.AnimatableData
    private var to: E.AnimatableData
    private var committed: E.AnimatableData?
    /// Progress 0 → 128 (scaled like the other animated values, §7.3).
    private var progress = AnimatedValue()
    private var lastProgress = 128.0
    private var running = false

    init(_ effect: E) {
        self.effect = effect
        from = effect.animatableData
        to = from
    }

    func update(_ e: E, _ b: _ViewGraph) {
        effect = e
        builtStamp = b.stamp   // values cannot be compared: drawn again
    }

    private func data(at p: Double) -> E.AnimatableData { from + (to - from)._scaled(by: p / 128) }

    override func commitValues(time: Double, animation: Animation?) {
        let next = effect.animatableData
        defer { committed = next }
        guard let last = committed, last != next else { return }
        if let animation {
            from = running ? data(at: lastProgress) : last
            to = next
            progress = AnimatedValue()
            progress.commit(.zero, nil, time: time)
            progress.commit(SIMD4(128, 0, 0, 0), animation, time: time)
            running = true
        } else {
            running = false
        }
    }

    /// The effect's transform in root coordinates for `e`, about the presented frame.
    private func matrix(_ e: E, _ r: CGRect) -> ProjectionTransform {
        let t = e.effectValue(size: r.size)
        if t.isIdentity { return t }
        return ProjectionTransform.translation(-r.minX, -r.minY).concatenating(t).concatenating(.translation(r.minX, r.minY))
    }

    override func emitContent(_ ctx: inout EmitContext) {
        var shown = effect
        if running {
            if let p = progress.presented(time: ctx.graph.time, ctx.graph.animator) {
                lastProgress = p.x
                shown.animatableData = data(at: p.x)
            } else {
                running = false
                lastProgress = 128
            }
        }
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
