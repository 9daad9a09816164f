// `scrollBounceBehavior(_:axes:)` (iOS 16.4): whether a scroll view goes past the ends of its
// content — dragged (the rubber band) and flung (the bounce) — along each axis (docs/semantics.md
// §14.2).

/// The ways a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Sendable, Hashable {
    let raw: UInt8

    /// The platform's choice: on iOS, `always`.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(raw: 0) }
    /// Always bounces along the axis, whatever the size of the content (a vertical scroll view
    /// whose content fits still follows a drag with the rubber band).
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(raw: 1) }
    /// Bounces along the axis only when the content is longer than the view there: content that
    /// fits does not move at all.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(raw: 2) }
}

/// The two axes' behaviours, as the environment holds them.
struct ScrollBounceBehaviors: Equatable {
    var vertical = ScrollBounceBehavior.automatic
    var horizontal = ScrollBounceBehavior.automatic
}

struct ScrollBounceBehaviorsKey: EnvironmentKey { static var defaultValue: ScrollBounceBehaviors { ScrollBounceBehaviors() } }

extension EnvironmentValues {
    /// The bounce behaviour of the scroll views inside along the vertical axis.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[ScrollBounceBehaviorsKey.self].vertical }
        set { self[ScrollBounceBehaviorsKey.self].vertical = newValue }
    }
    /// The bounce behaviour of the scroll views inside along the horizontal axis.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[ScrollBounceBehaviorsKey.self].horizontal }
        set { self[ScrollBounceBehaviorsKey.self].horizontal = newValue }
    }
}

extension View {
    /// Whether scroll views inside bounce at the ends of their content along `axes` (a `List`
    /// too): `.basedOnSize` keeps content that fits still.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(_EnvironmentModifier { env in
            if axes.contains(.vertical) { env.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { env.horizontalScrollBounceBehavior = behavior }
        })
    }
}

extension ScrollNode {
    /// Whether the content may go past its ends along `axis`: always, unless the behaviour is
    /// `.basedOnSize` and the content fits (a refreshable view always bounces at the top, where
    /// its spinner is pulled down).
    func bounces(_ axis: Axis) -> Bool {
        if axis == .vertical {
            return bounceBehaviors.vertical != .basedOnSize || maxOffset.y > 0 || refresh != nil
        }
        return bounceBehaviors.horizontal != .basedOnSize || maxOffset.x > 0
    }
}
