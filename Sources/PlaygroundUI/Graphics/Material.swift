import Foundation

/// A translucent material: what lies beneath, blurred and washed with a light tint (light mode).
/// The blur radii and tints are approximations chosen to look like iOS's materials side by
/// side; Apple does not publish their recipe (docs/semantics.md §17.3).
public struct Material: Hashable, Sendable {
    /// Blur radius in points.
    let blurRadius: CGFloat
    /// The wash laid over the blurred backdrop.
    let tint: ResolvedColor
    /// Multiplies the material (`.opacity` on the style).
    var opacity: Double = 1

    init(blurRadius: CGFloat, white: Double, alpha: Double) {
        self.blurRadius = blurRadius
        tint = ResolvedColor(red: white, green: white, blue: white, opacity: alpha)
    }

    /// A material washed with `tint` (the glass of `glassEffect`, Glass.swift).
    init(blurRadius: CGFloat, tint: ResolvedColor) {
        self.blurRadius = blurRadius
        self.tint = tint
    }

    public static let ultraThinMaterial = Material(blurRadius: 12, white: 0.97, alpha: 0.35)
    public static let thinMaterial = Material(blurRadius: 16, white: 0.97, alpha: 0.55)
    public static let regularMaterial = Material(blurRadius: 20, white: 0.97, alpha: 0.7)
    public static let thickMaterial = Material(blurRadius: 24, white: 0.96, alpha: 0.82)
    public static let ultraThickMaterial = Material(blurRadius: 28, white: 0.96, alpha: 0.92)
    /// The material of bars (navigation and tab bars).
    public static let bar = Material(blurRadius: 20, white: 0.98, alpha: 0.8)

    /// The display list's paint for this material.
    var paint: MaterialPaint { MaterialPaint(blurRadius: blurRadius, tint: tint, opacity: opacity) }
}

extension Material: ShapeStyle {
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle { .material(self) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
