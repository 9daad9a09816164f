import Foundation

// iOS 26's glass button styles (docs/semantics.md §24.15).

/// The label on glass in the button's border shape (a capsule unless `buttonBorderShape` says
/// otherwise), padded by the control size as a bordered button is: the label in the primary
/// colour (red for a destructive button), a `.tint(_:)` staining the glass. Pressed, the glass
/// grows and brightens.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    /// Regular glass.
    nonisolated public init() { glass = .regular }
    /// `glass` (iOS 26.1), for example `.clear` over a photo.
    nonisolated public init(_ glass: Glass) { self.glass = glass }
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .glass, glass: glass)
    }
}

/// A white label on glass filled with the tint (the accent colour unless `.tint(_:)` sets
/// another; red for a destructive button), in the button's border shape, padded as a bordered
/// button is. Pressed, the glass grows and brightens.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .glassProminent, glass: .regular)
    }
}

extension GlassButtonStyle: _BuiltInPrimitiveButtonStyle {}
extension GlassProminentButtonStyle: _BuiltInPrimitiveButtonStyle {}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label on regular glass (iOS 26).
    nonisolated public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// The label on `glass` (iOS 26.1).
    nonisolated public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A white label on glass filled with the tint (iOS 26).
    nonisolated public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

extension _BuiltInButtonLook {
    /// The glass styles' look around `label` (the label as it is, or widened by a flexible
    /// `buttonSizing`).
    func glassBody<L: View>(_ label: L) -> some View {
        let (h, v) = ButtonMetrics.padding(size)
        let pressed = isPressed
        let border: ButtonBorderShape = shape == .automatic ? .capsule : shape
        return label
            .foregroundStyle(glassLabelStyle)
            .padding(.horizontal, h)
            .padding(.vertical, v)
            .background {
                GlassShape(glass: isEnabled ? glass : .regular, shape: _ButtonBorder(shape: border, size: size).builtIn,
                           isPressed: pressed, stain: glassStain)
            }
            .glassPressGrowth(pressed)
    }

    private var glassLabelStyle: ButtonLabelStyle {
        if !isEnabled { return .color(ButtonMetrics.disabledLabel) }
        if kind == .glassProminent { return hasForeground && role == nil ? .foreground : .color(.white) }
        return role == .destructive ? .color(.red) : .foreground
    }

    private var glassStain: GlassStain {
        if !isEnabled { return .none }
        if kind == .glassProminent { return .prominent(role == .destructive ? .red : nil) }
        return hasTint ? .environmentTint : .none
    }
}
