import Foundation

/// Effects on the rendered pixels of a view: blur, colour adjustments, blend modes and
/// compositing groups (docs/semantics.md §18). Layout and hit testing are unaffected.
package struct _VisualEffectModifier: Equatable {
    enum Kind: Equatable {
        case blur(radius: CGFloat, opaque: Bool)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(Angle)
        case colorInvert
        case colorMultiply(ResolvedColor)
        case luminanceToAlpha
        case blendMode(BlendMode)
        case compositingGroup
    }
    let kind: Kind
}

extension _VisualEffectModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { VisualEffectNode() }) { b.update($0, \.effect, m.kind) }
    }
}

@MainActor
final class VisualEffectNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // an effect: its content's positions are its own (§7.5)
    @exclusivity(unchecked) var effect = _VisualEffectModifier.Kind.compositingGroup
    @exclusivity(unchecked) private var animated = AnimatedValue()

    /// The animatable amount (×128 as the other animated vectors are).
    private var vector: SIMD4<Double> {
        switch effect {
        case .blur(let r, _): return SIMD4(Double(r), 0, 0, 0) * 128
        case .brightness(let v), .contrast(let v), .saturation(let v), .grayscale(let v): return SIMD4(v, 0, 0, 0) * 128
        case .hueRotation(let a): return SIMD4(a.radians, 0, 0, 0) * 128
        case .colorMultiply(let c): return AnimatedValue.vector(c)
        default: return .zero
        }
    }

    override func commitValues(time: Double, animation: Animation?) {
        animated.commit(vector, animation, time: time)
    }

    /// The group effect for the presented amount (nil: nothing to do).
    private func groupEffect(_ v: SIMD4<Double>) -> GroupEffect? {
        let amount = v.x / 128
        switch effect {
        case .blur(_, let opaque): return amount > 0 ? .blur(radius: CGFloat(amount), opaque: opaque) : nil
        case .brightness: return .colorMatrix(ColorEffects.brightness(amount))
        case .contrast: return .colorMatrix(ColorEffects.contrast(amount))
        case .saturation: return .colorMatrix(ColorEffects.saturation(amount))
        case .grayscale: return .colorMatrix(ColorEffects.saturation(1 - min(max(amount, 0), 1)))
        case .hueRotation: return .colorMatrix(ColorEffects.hueRotation(amount))
        case .colorInvert: return .colorMatrix(ColorEffects.invert)
        case .colorMultiply: return .colorMatrix(ColorEffects.multiply(AnimatedValue.color(v)))
        case .luminanceToAlpha: return .colorMatrix(ColorEffects.luminanceToAlpha)
        case .blendMode(let m): return m == .normal ? .isolate : .blend(m)
        case .compositingGroup: return .isolate
        }
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let v = animated.presented(time: ctx.graph.time, ctx.graph.animator) ?? vector
        guard let e = groupEffect(v) else { content?.emit(&ctx); return }
        ctx.group(e, content)
    }
}

/// The colour matrices of SwiftUI's colour effects (SVG feColorMatrix's formulas, §18.3).
enum ColorEffects {
    static func brightness(_ b: Double) -> ColorMatrix {
        let f = Float(b)
        return ColorMatrix(r: [1, 0, 0, 0, f, 0, 0, 0], g: [0, 1, 0, 0, f, 0, 0, 0], b: [0, 0, 1, 0, f, 0, 0, 0], a: [0, 0, 0, 1, 0, 0, 0, 0])
    }
    static func contrast(_ c: Double) -> ColorMatrix {
        let f = Float(c), o = Float(0.5 * (1 - c))
        return ColorMatrix(r: [f, 0, 0, 0, o, 0, 0, 0], g: [0, f, 0, 0, o, 0, 0, 0], b: [0, 0, f, 0, o, 0, 0, 0], a: [0, 0, 0, 1, 0, 0, 0, 0])
    }
    /// Luminance weights of SVG's saturate and hueRotate.
    private static let lr: Float = 0.213, lg: Float = 0.715, lb: Float = 0.072
    static func saturation(_ s: Double) -> ColorMatrix {
        let s = Float(s)
        return ColorMatrix(r: [lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0, 0, 0, 0],
                           g: [lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0, 0, 0, 0],
                           b: [lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0, 0, 0, 0],
                           a: [0, 0, 0, 1, 0, 0, 0, 0])
    }
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = Float(cos(radians)), s = Float(sin(radians))
        return ColorMatrix(r: [lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0, 0, 0, 0, 0],
                           g: [lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0, 0, 0, 0, 0],
                           b: [lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0, 0, 0, 0],
                           a: [0, 0, 0, 1, 0, 0, 0, 0])
    }
    static let invert = ColorMatrix(r: [-1, 0, 0, 0, 1, 0, 0, 0], g: [0, -1, 0, 0, 1, 0, 0, 0], b: [0, 0, -1, 0, 1, 0, 0, 0], a: [0, 0, 0, 1, 0, 0, 0, 0])
    static func multiply(_ c: ResolvedColor) -> ColorMatrix {
        ColorMatrix(r: [Float(c.red), 0, 0, 0, 0, 0, 0, 0], g: [0, Float(c.green), 0, 0, 0, 0, 0, 0],
                    b: [0, 0, Float(c.blue), 0, 0, 0, 0, 0], a: [0, 0, 0, Float(c.opacity), 0, 0, 0, 0])
    }
    static let luminanceToAlpha = ColorMatrix(r: [0, 0, 0, 0, 0, 0, 0, 0], g: [0, 0, 0, 0, 0, 0, 0, 0], b: [0, 0, 0, 0, 0, 0, 0, 0],
                                              a: [0.2125, 0.7154, 0.0721, 0, 0, 0, 0, 0])
}

extension View {
    /// Blurs the rendered view: a Gaussian whose standard deviation is half of `radius`.
    /// `opaque` is accepted; the edges fade as with `opaque: false`.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_VisualEffectModifier(kind: .blur(radius: radius, opaque: opaque)))
    }
    /// Adds `amount` to each colour channel (−1…1).
    nonisolated public func brightness(_ amount: Double) -> some View { modifier(_VisualEffectModifier(kind: .brightness(amount))) }
    /// Scales colours away from (amount > 1) or towards (amount < 1) middle grey.
    nonisolated public func contrast(_ amount: Double) -> some View { modifier(_VisualEffectModifier(kind: .contrast(amount))) }
    /// Scales the colour saturation (0 grey, 1 unchanged).
    nonisolated public func saturation(_ amount: Double) -> some View { modifier(_VisualEffectModifier(kind: .saturation(amount))) }
    /// Removes `amount` (0…1) of the colour.
    nonisolated public func grayscale(_ amount: Double) -> some View { modifier(_VisualEffectModifier(kind: .grayscale(amount))) }
    /// Rotates the hue of every colour by `angle`.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { modifier(_VisualEffectModifier(kind: .hueRotation(angle))) }
    /// Inverts the colours.
    nonisolated public func colorInvert() -> some View { modifier(_VisualEffectModifier(kind: .colorInvert)) }
    /// Multiplies every colour by `color`.
    nonisolated public func colorMultiply(_ color: Color) -> some View { modifier(_VisualEffectModifier(kind: .colorMultiply(color.resolved))) }
    /// Makes the view a mask: black, with the alpha of its luminance.
    nonisolated public func luminanceToAlpha() -> some View { modifier(_VisualEffectModifier(kind: .luminanceToAlpha)) }
    /// Blends the view with what lies beneath it in the enclosing compositing group.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { modifier(_VisualEffectModifier(kind: .blendMode(blendMode))) }
    /// Renders the view into one layer first, so effects outside it (opacity, blend mode) apply to
    /// the layer rather than to each view inside (§18.1).
    nonisolated public func compositingGroup() -> some View { modifier(_VisualEffectModifier(kind: .compositingGroup)) }
    /// Renders the view offscreen as one image (a compositing group here: the software renderer
    /// already draws everything offscreen). `opaque` and `colorMode` are accepted.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_VisualEffectModifier(kind: .compositingGroup))
    }
}

/// The working colour space of `drawingGroup` (accepted; drawing is always in sRGB).
public enum ColorRenderingMode: Sendable, Equatable, Hashable { case nonLinear, linear, extendedLinear }
