import Foundation

/// Something a shape or text can be painted with: a colour, a gradient, a material, or a style
/// that resolves from the environment (`.primary`, `.secondary`, `.tint`, `.foreground`,
/// `.background`) — docs/semantics.md §17.
public protocol ShapeStyle: Sendable {
    /// What this style paints with in `environment` (not SwiftUI API).
    func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle
    /// Level `level` of this style (`.secondary` of a style, ShapeStyleLevels.swift; not SwiftUI API).
    func _resolveLevel(_ level: Int, in environment: EnvironmentValues) -> _ResolvedStyle
}

/// A style as the engine carries it after resolution: a colour, a gradient whose geometry is in
/// unit coordinates of the painted view's bounds, a material, or one of these with a shadow.
/// Public because `ShapeStyle`'s requirement returns it.
public enum _ResolvedStyle: Equatable, Sendable {
    case color(ResolvedColor)
    case gradient(_ResolvedGradient)
    case material(Material)
    /// (Only this case is boxed: colours stay inline, as they are on every view's hot path.)
    indirect case shadowed(_ResolvedStyle, _ResolvedShadow)

    /// Whether this is `other`: two colours are compared in place, by their components. (The
    /// derived `==` copies both styles into a pair first, through the enum's value witnesses, as
    /// its indirect case makes it non-trivial: a shape's build compares its style every time.)
    @inline(__always)
    func isSame(as other: _ResolvedStyle) -> Bool {
        if case .color(let a) = self {
            if case .color(let b) = other { return a == b }
            return false
        }
        return self == other
    }

    /// One colour that stands for the style where only a colour can be used (the first opaque
    /// gradient stop; a material's tint).
    var representativeColor: ResolvedColor {
        switch self {
        case .color(let c): return c
        case .gradient(let g): return g.stops.first(where: { $0.color.opacity > 0 })?.color ?? g.stops.first?.color ?? Color.clear.resolved
        case .material(let m): return m.tint
        case .shadowed(let base, _): return base.representativeColor
        }
    }

    /// The gradient this style paints over `rect`, when it is one (nil: a flat colour).
    func gradientPaint(in rect: CGRect) -> GradientPaint? {
        if case .gradient(let g) = self { return g.paint(in: rect) }
        return nil
    }

    /// This style with its opacity multiplied by `k`.
    func multiplyingOpacity(_ k: Double) -> _ResolvedStyle {
        if k == 1 { return self }
        switch self {
        case .color(var c): c.opacity *= k; return .color(c)
        case .gradient(var g):
            for i in g.stops.indices { g.stops[i].color.opacity *= k }
            return .gradient(g)
        case .material(var m): m.opacity *= k; return .material(m)
        case .shadowed(let base, var shadow):
            // A drop shadow follows the painted alpha already; an inner one is drawn through
            // the shape's coverage, so its colour takes the opacity.
            if shadow.inner { shadow.color.opacity *= k }
            return .shadowed(base.multiplyingOpacity(k), shadow)
        }
    }

    /// Whether painting with this style leaves no mark.
    var isInvisible: Bool {
        switch self {
        case .color(let c): return c.opacity <= 0
        case .gradient(let g): return g.stops.allSatisfy { $0.color.opacity <= 0 }
        case .material(let m): return m.opacity <= 0
        case .shadowed(let base, _): return base.isInvisible   // (shadows come from what is painted)
        }
    }
}

/// The foreground styles in force: one to three levels set by `foregroundStyle(_:_:_:)`.
struct ForegroundStyles: Equatable {
    var levels: [_ResolvedStyle]
    /// Set by a list's section header and footer for their text (§14.9): a button there keeps
    /// its tint, as it would without a foreground style.
    var isSectionChrome = false
}

extension EnvironmentValues {
    /// Level `level` (0 = primary) of the foreground style: the level set by
    /// `foregroundStyle(_:_:_:)`, else the last level set, made fainter; iOS's label colours when
    /// none was set (§17.2).
    func foregroundStyle(level: Int) -> _ResolvedStyle {
        let level = max(0, min(level, HierarchicalShapeStyle.labelColors.count - 1))
        guard let styles = foregroundStyles, !styles.levels.isEmpty else {
            return .color(HierarchicalShapeStyle.labelColors[level].resolved(in: colorScheme))
        }
        if level < styles.levels.count { return styles.levels[level] }
        let last = styles.levels.count - 1
        return styles.levels[last].multiplyingOpacity(HierarchicalShapeStyle.levelOpacity[level] / HierarchicalShapeStyle.levelOpacity[last])
    }

    /// The tint (`.tint(_:)`), else the accent colour.
    var tintStyle: _ResolvedStyle { tint ?? .color(Color.accentColor.resolved(in: colorScheme)) }
}

/// A level of the foreground style: `.primary` is the foreground style itself, `.secondary`,
/// `.tertiary`, `.quaternary` and `.quinary` fainter versions of it (iOS's label colours by default).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// iOS's label, secondaryLabel, tertiaryLabel, quaternaryLabel (light mode, §9.1) and a
    /// fifth, fainter level.
    static let labelColors: [Color] = [UIColor.label.color, UIColor.secondaryLabel.color, UIColor.tertiaryLabel.color,
                                       UIColor.quaternaryLabel.color, Color(60, 60, 67, 0.1, dark: (235, 235, 245, 0.1))]
    /// The opacity of each level relative to the primary one, for a foreground style that is not
    /// the default: the label colours' opacities.
    static let levelOpacity: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        environment.foregroundStyle(level: level)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground style in force (`.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle { environment.foregroundStyle(level: 0) }
}
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style (`.background`): the system background, white in light mode.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        if let set = environment.backgroundStyle { return set }
        let level = environment._backgroundGroupLevel
        // Inside a group box: a level up (§24.12).
        if level > 0 { return .color(Self.groupLevelColor(level, in: environment)) }
        return .color(UIColor.systemBackground.color.resolved(in: environment.colorScheme))
    }
}
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint (`.tint`): what `.tint(_:)` set, else the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle { environment.tintStyle }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// Any style, type-erased.
public struct AnyShapeStyle: ShapeStyle {
    private let resolve: @Sendable (EnvironmentValues) -> _ResolvedStyle
    public init<S: ShapeStyle>(_ style: S) { resolve = { style._resolveStyle(in: $0) } }
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle { resolve(environment) }
}

/// A style drawn with its opacity multiplied (`style.opacity(_:)`).
package struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        base._resolveStyle(in: environment).multiplyingOpacity(min(max(opacity, 0), 1))
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension Color: ShapeStyle {
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle { .color(resolved(in: environment.colorScheme)) }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}
