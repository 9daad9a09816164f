// Pointer and focus effects of iPadOS and tvOS (docs/semantics.md §35.4): a view lifts or is
// highlighted under an iPad's pointer, and a focused view on tvOS draws a focus effect. An iPhone
// shows neither, and neither is drawn here: these compile and change nothing.

/// How a view reacts when a pointer hovers over it (iPadOS).
public struct HoverEffect: Sendable, Equatable {
    let raw: UInt8
    /// The system's choice for the view.
    public static let automatic = HoverEffect(raw: 0)
    /// A platter behind the view under the pointer.
    public static let highlight = HoverEffect(raw: 1)
    /// The view lifts and casts a shadow under the pointer.
    public static let lift = HoverEffect(raw: 2)
}

extension View {
    /// The effect under an iPad's pointer (none here; accepted and inert).
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Turns the platform's focus effect off (none is drawn here; accepted and inert).
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
