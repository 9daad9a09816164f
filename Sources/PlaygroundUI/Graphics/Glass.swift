import Foundation

/// iOS 26's Liquid Glass material, as `glassEffect(_:in:)` and the glass button styles take it
/// (docs/semantics.md §17.9). `regular` blurs and lightens what lies behind it, `clear` is
/// nearly transparent (for use over photos, with a dimming layer beneath), `identity` draws no
/// glass at all. `tint(_:)` stains the glass with a colour; `interactive()` makes it grow and
/// brighten while it is pressed.
///
/// Apple publishes no recipe: the blur, the wash, the rim and the shadow here are chosen to look
/// like iOS's glass side by side; the lensing (light bent at the edges) and the highlights that
/// follow the device's motion are not drawn.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The glass of most controls: blurs and lightens the content behind it.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// A highly translucent glass for controls over media; put a dimming layer under it so that
    /// its content stays legible (Apple's example: black at 30 % opacity).
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: the content is drawn as if no glass effect were applied.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass stained with `color` (`nil`: untinted).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }
    /// This glass reacting to touch: while pressed it grows and brightens, as a glass button does.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// Whether this glass draws anything.
    var isVisible: Bool { variant != .identity }
}

/// The fill of a glass shape: the backdrop blurred and washed (white in light mode, dark grey in
/// dark mode), or washed with a stain: the glass's tint, else the one `stain` names.
struct GlassFillStyle: ShapeStyle {
    let glass: Glass
    var stain: GlassStain = .none

    func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        guard glass.isVisible else { return .color(Color.clear.resolved) }
        let dark = environment.colorScheme == .dark
        let clear = glass.variant == .clear
        let blur: CGFloat = clear ? GlassMetrics.clearBlurRadius : GlassMetrics.blurRadius
        var tint: ResolvedColor?
        if let color = glass.tintColor, case .color(let c) = color._resolveStyle(in: environment) { tint = c }
        switch stain {
        case .none: break
        case .environmentTint: tint = tint ?? environment.tintStyle.representativeColor
        case .prominent(let color?): tint = color.resolved(in: environment.colorScheme)
        case .prominent(nil): tint = tint ?? environment.tintStyle.representativeColor
        }
        if var c = tint {
            if case .prominent = stain { c.opacity *= GlassMetrics.prominentTintOpacity }
            else { c.opacity *= clear ? GlassMetrics.clearTintOpacity : GlassMetrics.tintOpacity }
            return .material(Material(blurRadius: blur, tint: c))
        }
        let white = dark ? GlassMetrics.darkWash : GlassMetrics.lightWash
        let alpha = clear ? GlassMetrics.clearWashOpacity : (dark ? GlassMetrics.darkWashOpacity : GlassMetrics.washOpacity)
        return .material(Material(blurRadius: blur, tint: ResolvedColor(red: white, green: white, blue: white, opacity: alpha)))
    }
}

/// What stains glass besides its own tint.
enum GlassStain: Equatable {
    /// Nothing: the glass's tint or none.
    case none
    /// The tint in force, when `.tint(_:)` set one (a `.glass` button).
    case environmentTint
    /// A prominent glass button's fill, nearly opaque: `color` (a destructive button's red), else
    /// the glass's tint, else the tint in force (iOS puts the accent colour in the background of
    /// prominent buttons).
    case prominent(Color?)
}

/// The numbers of the glass as drawn here (chosen by eye against Apple's pictures; none is
/// published, docs/semantics.md §17.9).
enum GlassMetrics {
    static let blurRadius: CGFloat = 10
    static let clearBlurRadius: CGFloat = 3
    static let lightWash = 1.0
    static let darkWash = 0.16
    static let washOpacity = 0.4
    static let darkWashOpacity = 0.5
    static let clearWashOpacity = 0.12
    static let tintOpacity = 0.5
    static let clearTintOpacity = 0.3
    static let prominentTintOpacity = 0.92
    /// The rim: a hairline of light along the shape's edge, brighter at the top.
    static let rimWidth: CGFloat = 1
    static let rimTopOpacity = 0.75
    static let rimMiddleOpacity = 0.15
    static let rimBottomOpacity = 0.3
    /// The soft shadow under the glass.
    static let shadowOpacity = 0.12
    static let shadowRadius: CGFloat = 8
    static let shadowY: CGFloat = 2
    /// Pressed interactive glass grows by about 17 pt along its longest side (a third party's
    /// measurement), at most by a third, and brightens.
    static let pressGrowth: CGFloat = 17
    static let pressMaxScale: CGFloat = 1.3
    static let pressBrightening = 0.08
    /// How pressed glass grows and settles back: a quick spring with a little bounce.
    static let pressAnimation = Animation.spring(duration: 0.3, bounce: 0.35)

    /// The scale of pressed glass of `size`: its longest side grows by `pressGrowth`.
    static func pressScale(for size: CGSize) -> CGFloat {
        let longest = max(size.width, size.height)
        guard longest > 0 else { return 1 }
        return min(1 + pressGrowth / longest, pressMaxScale)
    }
}
