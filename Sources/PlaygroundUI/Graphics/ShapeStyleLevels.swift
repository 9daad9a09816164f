import Foundation

// The levels of any shape style (iOS 17's `ShapeStyle.secondary`, `.tertiary`, … instance
// properties, docs/semantics.md §17.2): `Color.red.secondary` is red at the opacity of the
// foreground's second level, and `.background.secondary` is iOS's secondary system background.

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 4) }

    /// Level `level` (0: the style itself) of this style in `environment`: the style made as much
    /// fainter as the foreground's levels are (not SwiftUI API).
    public func _resolveLevel(_ level: Int, in environment: EnvironmentValues) -> _ResolvedStyle {
        let opacities = HierarchicalShapeStyle.levelOpacity
        return _resolveStyle(in: environment).multiplyingOpacity(opacities[max(0, min(level, opacities.count - 1))])
    }
}

extension BackgroundStyle {
    /// The system background's levels: secondary and tertiary system background (the fourth and
    /// fifth levels as the third), unless `backgroundStyle(_:)` set a style, which fades.
    public func _resolveLevel(_ level: Int, in environment: EnvironmentValues) -> _ResolvedStyle {
        if let set = environment.backgroundStyle {
            let opacities = HierarchicalShapeStyle.levelOpacity
            return set.multiplyingOpacity(opacities[max(0, min(level, opacities.count - 1))])
        }
        let colors = [UIColor.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
        return .color(colors[max(0, min(level, colors.count - 1))].color.resolved(in: environment.colorScheme))
    }
}

/// A level of another style.
struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
    func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle { base._resolveLevel(level, in: environment) }
}
