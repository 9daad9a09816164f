import Foundation

/// A shadow a shape style draws with (`style.shadow(_:)`, docs/semantics.md §17.6): a drop
/// shadow beneath what is painted, or an inner shadow inside its edges.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat, y: CGFloat

    /// A shadow beneath what the style paints, blurred by `radius` and offset by (`x`, `y`);
    /// 33 % black by default, as `View.shadow`.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow cast inside a filled shape by its edge, blurred by `radius` and offset by (`x`,
    /// `y`); 55 % black by default.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A shadow as resolved for drawing.
/// Public because `_ResolvedStyle` (a `ShapeStyle` requirement's result) holds it.
public struct _ResolvedShadow: Equatable, Sendable {
    var inner: Bool
    var color: ResolvedColor
    var radius: CGFloat
    var offset: CGSize
}

/// A style drawn with a shadow (`style.shadow(_:)`).
package struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        let s = shadow
        let resolved = _ResolvedShadow(inner: s.kind == .inner, color: s.color.resolved(in: environment.colorScheme),
                                       radius: s.radius.isFinite ? max(s.radius, 0) : 0,
                                       offset: CGSize(width: s.x.isFinite ? s.x : 0, height: s.y.isFinite ? s.y : 0))
        return .shadowed(base._resolveStyle(in: environment), resolved)
    }
}

extension ShapeStyle {
    /// This style with a drop or inner shadow: `.fill(.blue.shadow(.drop(radius: 4)))`,
    /// `.foregroundStyle(.white.shadow(.inner(radius: 2)))` (docs/semantics.md §17.6).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

extension _ResolvedStyle {
    /// The style without its shadows, and its shadows, innermost first.
    var withoutShadows: (base: _ResolvedStyle, shadows: [_ResolvedShadow]) {
        var base = self
        var shadows: [_ResolvedShadow] = []
        while case .shadowed(let b, let s) = base {
            shadows.insert(s, at: 0)
            base = b
        }
        return (base, shadows)
    }
}

extension EmitContext {
    /// Appends `items` (one view's drawing — a shape, a text, a symbol and its bold stroke —
    /// covering `bounds`) inside a shadow group for each drop shadow of `shadows`, then each
    /// inner shadow on top of them: the shadow of their inverse (a rect around them with them
    /// knocked out), seen through their own coverage: an inner shadow is made from the drawing's
    /// alpha turned inside out, then blurred, tinted and offset (Apple's documentation of
    /// `ShadowStyle.inner`).
    mutating func append(_ items: [DisplayItem], shadows: [_ResolvedShadow], bounds: CGRect) {
        if shadows.isEmpty { list.append(contentsOf: items); return }
        let drops = shadows.filter { !$0.inner }
        for s in drops { list.append(.beginGroup(.shadow(color: s.color, radius: s.radius, offset: s.offset))) }
        list.append(contentsOf: items)
        for _ in drops { list.append(.endGroup) }
        // (Knocked out and masked by the items' coverage, whatever their own opacity: the
        // shadow's colour carries the style's opacity.)
        let coverage = items.map(Self.opaque)
        for s in shadows where s.inner && s.color.opacity > 0 {
            let reach = 3 * s.radius + max(abs(s.offset.width), abs(s.offset.height)) + 2
            let around = bounds.insetBy(dx: -reach, dy: -reach)
            list.append(.beginGroup(.masked))
            list.append(.beginGroup(.shadow(color: s.color, radius: s.radius, offset: s.offset)))
            list.append(.beginGroup(.isolate))
            var solid = s.color
            solid.opacity = 1
            list.append(.shape(ShapeDrawing(outline: .rectangle, rect: around, paint: .fill(solid))))
            list.append(.beginGroup(.blend(.destinationOut)))
            list.append(contentsOf: coverage)
            list.append(.endGroup)
            list.append(.endGroup)
            list.append(.endGroup)
            list.append(.beginGroup(.maskContent))
            list.append(contentsOf: coverage)
            list.append(.endGroup)
            list.append(.endGroup)
        }
    }

    /// One item with its style's shadows (no array built when there are none: every shape and
    /// text of every frame comes through here).
    @inline(__always) mutating func append(_ item: DisplayItem, shadows: [_ResolvedShadow], bounds: CGRect) {
        if shadows.isEmpty { list.append(item) } else { append([item], shadows: shadows, bounds: bounds) }
    }

    /// `item` painted in opaque black: its coverage.
    private static func opaque(_ item: DisplayItem) -> DisplayItem {
        let black = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)
        switch item {
        case .shape(let d):
            var copy = ShapeDrawing(outline: d.outline, rect: d.rect, paint: .fill(black))
            if case .stroke(_, let style) = d.paint { copy.paint = .stroke(black, style) }
            return .shape(copy)
        case .text(var t):
            t.color = black
            t.gradient = nil
            return .text(t)
        default:
            return item
        }
    }
}
