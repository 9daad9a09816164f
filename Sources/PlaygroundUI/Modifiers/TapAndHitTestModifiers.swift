import Foundation

/// Runs an action when its content is tapped `count` times (on release, inside the view that got
/// the press). Only the content's leaves are tappable unless `contentShape` widens it (§8).
/// Public because the `@inlinable` `onTapGesture(count:perform:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _TapGestureModifier {
    @usableFromInline let count: Int
    @usableFromInline let action: () -> Void
    @usableFromInline init(count: Int, action: @escaping () -> Void) { self.count = count; self.action = action }
}

extension _TapGestureModifier: PrimitiveModifier {
    /// Kept by a leaf as its tap gesture (`ViewModifier._leafAttribute`).
    @inlinable public static var _leafAttribute: UInt8 { 2 }

    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        if C._buildsLeafNode && C._leafKeeps & _leafAttribute == 0 {
            // Applied straight to a shape, a text or an image: kept by its node (`LeafNode.keptTap`).
            C._makeNode(content, b, &slot)
            LeafNode.keepTap(count: m.count, action: m.action, in: &slot)
            return
        }
        let node = tapNode(m, b, &slot)
        C._makeNode(content, b, &node.content)
    }

    /// The modifier's node in `slot`, given this modifier's count and action.
    @MainActor @usableFromInline static func tapNode(_ m: Self, _ b: _ViewGraph, _ slot: inout _Node?) -> ModifierNode {
        let n = b.reuse(&slot) { TapGestureNode() }
        n.count = max(m.count, 1)
        n.action = m.action
        n.isButton = false
        return n
    }
}

@MainActor
class TapGestureNode: ModifierNode {
    override var nodeRole: NodeRole { .tapHandler(self) }
    @exclusivity(unchecked) var count = 1
    var action: () -> Void = {}
    @exclusivity(unchecked) var isButton = false
    /// A default-style button in a list row: one of the row's buttons, the whole row its tap
    /// area (`ListRowNode.hitTest`), and whether its row shows it pressed.
    @exclusivity(unchecked) var claimsListRow = false
    @exclusivity(unchecked) var shownPressed = false
    /// A button that runs its action again and again while held (`buttonRepeatBehavior`), and
    /// whether it did in the press going on: its release then runs nothing more.
    @exclusivity(unchecked) var repeats = false
    @exclusivity(unchecked) var repeated = false
    /// Taps counted toward `count` and the time of the last one.
    @exclusivity(unchecked) var taps = 0
    @exclusivity(unchecked) var lastTapTime = -Double.infinity

    override func hitTest(_ point: CGPoint) -> HitResult? {
        guard var r = content?.hitTest(point) else { return nil }
        if r.handler == nil { r.handler = self }
        return r
    }

    /// Registers one tap at `time`; runs the action when `count` taps came within 0.3 s of each other.
    func tap(at time: Double) {
        if repeated { repeated = false; return }   // held and repeated: the release adds nothing
        if time - lastTapTime > 0.3 { taps = 0 }
        taps += 1
        lastTapTime = time
        if taps >= count {
            taps = 0
            // A list row's button runs every button of its row (§14.9).
            if claimsListRow && ListRowNode.runRowButtons(holding: self) { return }
            action()
        }
    }
}

/// Makes the whole shape of the content's frame hit-testable (`contentShape`).
package struct _ContentShapeModifier {
    let outline: @MainActor (CGRect) -> (ShapeOutline, CGRect)
    var passThrough = false
}

/// The kinds of interaction a `contentShape` applies to.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing (taps, gestures, hover).
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension _ContentShapeModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ContentShapeNode() }) { $0.outline = m.outline; $0.passThrough = m.passThrough }
    }
}

@MainActor
final class ContentShapeNode: ModifierNode {
    var outline: @MainActor (CGRect) -> (ShapeOutline, CGRect) = { (.rectangle, $0) }
    /// True for kinds other than `.interaction`: hit testing is the content's.
    @exclusivity(unchecked) var passThrough = false
    override var ownHitBounds: CGRect { passThrough ? presentedFrame : outline(presentedFrame).1.union(presentedFrame) }
    /// The shape is the view's hit area: outside it nothing inside is hit; inside it, a leaf of the
    /// content (and so a gesture on that content) still comes first, else the shape itself (§8).
    override func hitTest(_ point: CGPoint) -> HitResult? {
        if passThrough { return content?.hitTest(point) }
        let (o, r) = outline(presentedFrame)
        guard HitGeometry.contains(o, r, point) else { return nil }
        return content?.hitTest(point) ?? HitResult(leaf: self)
    }
}

/// Removes the content from hit testing when disabled.
package struct _AllowsHitTestingModifier {
    let enabled: Bool
}

extension _AllowsHitTestingModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { AllowsHitTestingNode() }) { b.update($0, \.enabled, m.enabled) }
    }
}

@MainActor
final class AllowsHitTestingNode: ModifierNode {
    @exclusivity(unchecked) var enabled = true
    override func hitTest(_ point: CGPoint) -> HitResult? { enabled ? content?.hitTest(point) : nil }
}

/// Point-in-shape tests for hit testing.
enum HitGeometry {
    static func contains(_ outline: ShapeOutline, _ r: CGRect, _ p: CGPoint) -> Bool {
        if case .path(let path, let eo) = outline { return path.contains(p, eoFill: eo) }
        guard r.contains(p) else { return false }
        switch outline {
        case .path: return false
        case .rectangle: return true
        case .ellipse:
            let dx = (p.x - r.midX) / (r.width / 2), dy = (p.y - r.midY) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case .capsule:
            let rad = min(r.width, r.height) / 2
            return roundedContains(r, CGSize(width: rad, height: rad), p)
        case .roundedRectangle(let c, _):
            return roundedContains(r, c, p)
        }
    }
    static func roundedContains(_ r: CGRect, _ c: CGSize, _ p: CGPoint) -> Bool {
        guard c.width > 0, c.height > 0 else { return true }
        let cx = min(max(p.x, r.minX + c.width), r.maxX - c.width)
        let cy = min(max(p.y, r.minY + c.height), r.maxY - c.height)
        let dx = (p.x - cx) / c.width, dy = (p.y - cy) / c.height
        return dx * dx + dy * dy <= 1
    }
}

extension View {
    /// Runs `action` when this view is tapped `count` times.
    @inlinable nonisolated public consuming func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }
    /// Makes `shape` over this view's frame the hit-testing area.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        // Stored only; the outline is asked for on the main actor, during hit testing.
        nonisolated(unsafe) let shape = shape
        return modifier(_ContentShapeModifier(outline: { shape._outline(in: $0) }))
    }
    /// `contentShape` for some kinds of interaction. Only `.interaction` (the default) affects
    /// hit testing here; the other kinds (drag previews, hover effects, focus rings, context
    /// menus) are accepted without effect, since nothing here draws them.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        nonisolated(unsafe) let shape = shape
        let applies = kind.contains(.interaction)
        return modifier(_ContentShapeModifier(outline: { applies ? shape._outline(in: $0) : (.rectangle, .infinite) }, passThrough: !applies))
    }
    /// Whether this view takes part in hit testing.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_AllowsHitTestingModifier(enabled: enabled)) }
}
