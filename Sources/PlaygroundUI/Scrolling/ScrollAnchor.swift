import Foundation

// `defaultScrollAnchor` (iOS 17, and iOS 18's roles; docs/semantics.md §14.21): which part of a
// scroll view's content shows first, which part stays in view when the content or the scroll
// view changes size, and where content shorter than the scroll view sits.

/// What a default scroll anchor is for (SwiftUI's `ScrollAnchorRole`, iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let raw: Int
    /// Where the scroll view is first scrolled to.
    public static let initialOffset = ScrollAnchorRole(raw: 0)
    /// Which part of the content stays in view when the content or the scroll view changes size.
    public static let sizeChanges = ScrollAnchorRole(raw: 1)
    /// Where content smaller than the scroll view sits.
    public static let alignment = ScrollAnchorRole(raw: 2)
}

/// The anchors set for each role (nil: the top-leading default).
struct ScrollAnchors: Equatable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?
}

struct ScrollAnchorsKey: EnvironmentKey { static var defaultValue: ScrollAnchors { ScrollAnchors() } }

extension View {
    /// The part of the content scroll views inside show first, keep in view as sizes change, and
    /// align content shorter than themselves to (`.bottom` for a chat; iOS 17, §14.21).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_EnvironmentModifier { $0[ScrollAnchorsKey.self] = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor) })
    }
    /// The anchor scroll views inside use for one `role` (iOS 18, §14.21).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(_EnvironmentModifier { env in
            var a = env[ScrollAnchorsKey.self]
            switch role.raw {
            case 0: a.initialOffset = anchor
            case 1: a.sizeChanges = anchor
            default: a.alignment = anchor
            }
            env[ScrollAnchorsKey.self] = a
        })
    }
}

extension ScrollNode {
    /// The offset to rest at once the content is measured: the initial anchor's point of the
    /// scrollable range the first time; after a size change, the size-change anchor's point of
    /// the new range when the content was at that anchor's point of the old one (a chat scrolled
    /// to its newest message stays there as messages come); otherwise `current`.
    func anchoredOffset(_ current: CGPoint, oldMax: CGPoint, firstPlacement: Bool) -> CGPoint {
        let newMax = maxOffset
        var p = current
        if firstPlacement {
            guard let a = anchors.initialOffset else { return p }
            if axes.contains(.horizontal) { p.x = a.x * newMax.x }
            if axes.contains(.vertical) { p.y = a.y * newMax.y }
            return p
        }
        guard let a = anchors.sizeChanges, newMax != oldMax else { return p }
        if axes.contains(.horizontal), abs(p.x - a.x * oldMax.x) <= 0.5 { p.x = a.x * newMax.x }
        if axes.contains(.vertical), abs(p.y - a.y * oldMax.y) <= 0.5 { p.y = a.y * newMax.y }
        return p
    }

    /// Where content shorter than the room inside the insets sits along a scrolled axis: that
    /// share of the room left (the alignment anchor's; 0, the top or leading edge, by default).
    func alignmentSlack(_ axis: Axis) -> CGFloat {
        guard let a = anchors.alignment else { return 0 }
        let i = contentInsets
        if axis == .vertical {
            let room = frame.height - i.top - i.bottom - contentSize.height
            return room > 0 ? (room * a.y).rounded() : 0
        }
        let room = frame.width - i.leading - i.trailing - contentSize.width
        return room > 0 ? (room * a.x).rounded() : 0
    }
}
