import Foundation

/// A drawing effect applied to a group: opacity, shadow or clip. No effect on layout.
package struct _RenderEffectModifier {
    enum Effect: Equatable { case opacity(Double), shadow(Color, CGFloat, CGSize), clip(cornerRadius: CGFloat) }
    let effect: Effect
}

extension _RenderEffectModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { RenderEffectNode() }) { b.update($0, \.effect, m.effect) }
    }
}

@MainActor
final class RenderEffectNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // an effect: its content's positions are its own (§7.5)
    @exclusivity(unchecked) var effect = _RenderEffectModifier.Effect.opacity(1)
    @exclusivity(unchecked) private var animatedOpacity = AnimatedValue()
    private var opacityVector: SIMD4<Double> {
        if case .opacity(let o) = effect { return SIMD4(o * 128, 0, 0, 0) }
        return .zero
    }
    override func commitValues(time: Double, animation: Animation?) {
        if case .opacity = effect { animatedOpacity.commit(opacityVector, animation, time: time) }
    }
    override func emitContent(_ ctx: inout EmitContext) {
        let group: GroupEffect
        switch effect {
        case .opacity:
            let o = (animatedOpacity.presented(time: ctx.graph.time, ctx.graph.animator) ?? opacityVector).x / 128
            if o >= 1 { content?.emit(&ctx); return }
            group = .opacity(max(o, 0))
        case .shadow(let c, let r, let off):
            group = .shadow(color: c.resolved, radius: r, offset: off)
        case .clip(let radius) where radius > 0 && radius.isFinite:
            // Circular corners, like `clipShape(RoundedRectangle(cornerRadius:style: .circular))`.
            let corner = CGSize(width: radius, height: radius)
            group = .clipShape(.roundedRectangle(cornerSize: corner, style: .circular), in: presentedFrame)
        case .clip:
            group = .clip(presentedFrame)
        }
        ctx.group(group, content)
    }
    override func hitTest(_ point: CGPoint) -> HitResult? {
        if case .opacity(let o) = effect, o <= 0 { return nil }
        return content?.hitTest(point)
    }
}

extension View {
    /// Multiplies the opacity of the rendered view.
    nonisolated public func opacity(_ opacity: Double) -> some View { modifier(_RenderEffectModifier(effect: .opacity(opacity))) }
    /// Draws a blurred, offset copy of the rendered content beneath it (default colour: 33 % black, §6.6).
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_RenderEffectModifier(effect: .shadow(color, radius, CGSize(width: x, height: y))))
    }
    /// Clips drawing to the bounds (hit testing is unaffected, §8).
    nonisolated public func clipped(antialiased: Bool = false) -> some View { modifier(_RenderEffectModifier(effect: .clip(cornerRadius: 0))) }
    /// Clips drawing to the bounds with circular corners of `radius` (hit testing is unaffected).
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_RenderEffectModifier(effect: .clip(cornerRadius: radius)))
    }
}
