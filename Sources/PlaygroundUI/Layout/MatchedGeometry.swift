import Foundation

/// A namespace for `matchedGeometryEffect` ids, stable for the lifetime of the view that
/// declares it (`@Namespace private var animation`).
@propertyWrapper
public struct Namespace: _DynamicPropertyBinder {
    /// The identity of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    var _box: NamespaceBox?
    public init() {}
    /// This namespace's identity (bound by the host before `body` runs).
    public var wrappedValue: ID { ID(value: _box?.id ?? 0) }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: Namespace.self)
        if let s = storage as? NamespaceBox {
            p.pointee._box = s
        } else {
            let box = NamespaceBox()
            storage = box
            p.pointee._box = box
        }
    }
    public static var _size: Int { MemoryLayout<Namespace>.size }
}

/// The storage of one `@Namespace`: a process-wide unique number.
final class NamespaceBox: @unchecked Sendable {
    nonisolated(unsafe) private static var counter = 0
    let id: Int
    init() { NamespaceBox.counter += 1; id = NamespaceBox.counter }
}

/// Which geometry a matched view takes from its source.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `matchedGeometryEffect` (docs/semantics.md §26.7).
package struct _MatchedGeometryModifier {
    let key: MatchKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

struct MatchKey: Hashable, @unchecked Sendable {
    let namespace: Int
    let id: AnyHashable
}

extension _MatchedGeometryModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { MatchedGeometryNode() }) { n in
            b.update(n, \.key, m.key)
            b.update(n, \.properties, m.properties.rawValue)
            b.update(n, \.anchor, m.anchor)
            b.update(n, \.isSource, m.isSource)
        }
    }
}

/// The last frame (root space) of each matched id's source view.
@MainActor
enum MatchedGeometryRegistry {
    struct Entry {
        var frame: CGRect
        weak var node: MatchedGeometryNode?
        var graph: UInt64
        /// The host frame it was last placed in: a view that went is a hero's start only in the
        /// frame right after (the same transaction), never long after.
        var frameNumber: Int
    }
    static var entries: [MatchKey: Entry] = [:]

    /// Records `entry`, dropping the entries of views gone for more than a frame when the table grows.
    static func record(_ entry: Entry, for key: MatchKey) {
        entries[key] = entry
        if entries.count > 256 {
            entries = entries.filter { $0.value.node != nil || entry.frameNumber - $0.value.frameNumber <= 1 }
        }
    }

    /// The views that follow a source, by id (weakly): a source placed at another frame moves
    /// them, whether they come before it in the tree (placed earlier in the same pass, as a view
    /// whose `isSource` just turned false is, before the one that turned true) or are not placed
    /// again in that pass at all (their own rect did not change).
    static var followers: [MatchKey: [WeakFollower]] = [:]
    struct WeakFollower { weak var node: MatchedGeometryNode? }

    /// Notes `node` as a follower of `key` once.
    static func noteFollower(_ node: MatchedGeometryNode, for key: MatchKey) {
        var list = followers[key] ?? []
        list.removeAll { $0.node == nil || $0.node?.key != key }
        if !list.contains(where: { $0.node === node }) { list.append(WeakFollower(node: node)) }
        followers[key] = list
        if followers.count > 256 {
            followers = followers.filter { $0.value.contains { $0.node != nil } }
        }
    }
}

@MainActor
final class MatchedGeometryNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // a geometry effect (§7.5)
    @exclusivity(unchecked) var key: MatchKey?
    @exclusivity(unchecked) var properties: UInt32 = 3
    @exclusivity(unchecked) var anchor = UnitPoint.center
    @exclusivity(unchecked) var isSource = true
    @exclusivity(unchecked) private var placedOnce = false
    /// Where this view, not the source, was last placed: its own rect, the context, and the source
    /// frame it took (nil: there was no live source).
    struct Followed {
        var rect: CGRect
        var context: PlaceContext
        var source: CGRect?
        var graph: UInt64
    }
    @exclusivity(unchecked) private var followed: Followed?

    /// Where the content goes when this view follows a source: the source's size (if matched)
    /// and its `anchor` point at the source's (if matched).
    fileprivate func matched(_ rect: CGRect, to src: CGRect, _ b: _ViewGraph) -> CGRect {
        let props = MatchedGeometryProperties(rawValue: properties)
        let size = props.contains(.size) ? src.size : (content?.measure(ProposedViewSize(rect.size), b) ?? rect.size)
        guard props.contains(.position) else { return CGRect(origin: rect.origin, size: size) }
        let ax = src.minX + anchor.x * src.width, ay = src.minY + anchor.y * src.height
        return CGRect(x: ax - anchor.x * size.width, y: ay - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// The origin a node's committed frame is relative to: its nearest geometric ancestor's.
    fileprivate func ancestorOrigin() -> CGPoint {
        var p = parent
        while let n = p, n.isTransparent { p = n.parent }
        return p?.childOrigin ?? .zero
    }

    /// Where the nearest geometric ancestor's children are drawn at the start of this frame's
    /// animations: a hero's start frame is in root space, and its ancestors may be moving in
    /// the same transaction (a stack that shrank around the inserted view), so its first
    /// relative frame is taken against where they are drawn, not where they are going.
    fileprivate func drawnAncestorOrigin() -> CGPoint {
        var p = parent
        while let n = p, n.isTransparent { p = n.parent }
        guard let a = p else { return .zero }
        return a.childOriginAsDrawn()
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        guard let key, let content else { frame = rect; return }
        let b = ctx.graph
        let entry = MatchedGeometryRegistry.entries[key]
        let other = entry.flatMap { e in
            e.graph == b.serial && e.node !== self && (e.node != nil || b.frameNumber - e.frameNumber <= 1) ? e : nil
        }
        var target = rect
        if !isSource {
            let source = other?.node != nil ? other?.frame : nil
            if let source { target = matched(rect, to: source, b) }   // follows the live source
            followed = Followed(rect: rect, context: ctx, source: source, graph: b.serial)
            MatchedGeometryRegistry.noteFollower(self, for: key)
        } else {
            followed = nil
        }
        if !placedOnce, committedRelativeFrame == nil, let other {
            // Inserted while another view with this id was on screen: lay out at that view's
            // frame first, so that the animation of this insertion starts there (hero).
            let from = matched(target, to: other.frame, b)
            let s = content.measure(ProposedViewSize(from.size), b)
            frame = from
            // Centred in it, as in its own frame: content of a fixed size that ignores the
            // proposal (`.frame(width: 200, …)` before the effect) starts centred on the old view.
            content.place(CGRect(origin: AlignmentGuides.alignedOrigin(content, s, in: from, .center, b), size: s),
                          ctx.unmirrored)   // root-space rects
            b.animator.commit(self, time: b.time, animation: nil, disablesAnimations: true, stamp: b.stamp)
            let o = drawnAncestorOrigin()
            committedRelativeFrame = SIMD4(Double(from.minX - o.x), Double(from.minY - o.y), Double(from.width), Double(from.height))
            if let outgoing = other.node, outgoing.visitedStamp != b.stamp {
                // The view going away (not built in this pass, drawn by its removal transition)
                // moves and resizes toward this one's frame meanwhile, as SwiftUI's does.
                outgoing.place(outgoing.matched(outgoing.frame, to: target, b), ctx.unmirrored)
                outgoing.subtreeStamp = b.stamp   // drawn again, not copied from the last frame
                outgoing.subtreeSizeStamp = b.stamp
                outgoing.propagateUp()
                // Its ancestors keep their places relative to the parent that removed them, and
                // that parent may move in this transaction: aim at the target from where they go.
                // It moves on its removal's animation: the transaction's, or that of an
                // `.animation(_:value:)` above the view that removed it (it is not built, so no
                // modifier of its own is read).
                // An ancestor inside the removed subtree keeps its last layout (relative to where
                // the parent was); the parent itself was laid out again in this pass.
                var base = outgoing.ancestorOrigin()
                var animation = b.transactionAnimation
                if let removal = outgoing.removalOfAncestor() {
                    if removal.ancestorIsRemoved { base.x += removal.shift.x; base.y += removal.shift.y }
                    animation = removal.animation ?? animation
                }
                b.animator.commitDetached(outgoing, parentTarget: base, time: b.time,
                                          animation: animation, stamp: b.stamp)
            }
        }
        placedOnce = true
        frame = target
        let s = content.measure(ProposedViewSize(target.size), b)
        content.place(CGRect(origin: AlignmentGuides.alignedOrigin(content, s, in: target, .center, b), size: s), ctx.unmirrored)
        if isSource {
            MatchedGeometryRegistry.record(.init(frame: target, node: self, graph: b.serial, frameNumber: b.frameNumber), for: key)
            moveFollowersPlacedBefore(to: target, key, b)
        }
    }

    /// Moves the views that follow `key` and took another source frame (or none) when last
    /// placed to follow this one, now at `source`: SwiftUI resolves a matched group after laying it
    /// out, so neither the order of the views in the tree nor whether a follower is laid out again
    /// matters — a view whose `isSource` turned false follows the one that turned true in the
    /// same transaction, though it comes first, and a follower whose own place stood follows a
    /// source that moved (docs/semantics.md §26.7).
    private func moveFollowersPlacedBefore(to source: CGRect, _ key: MatchKey, _ b: _ViewGraph) {
        guard let list = MatchedGeometryRegistry.followers[key] else { return }
        for f in list {
            guard let follower = f.node, follower !== self, !follower.isSource, follower.key == key,
                  let last = follower.followed, last.graph == b.serial,
                  last.source.map({ !sameRect($0, source) }) ?? true,
                  let content = follower.content else { continue }
            let target = follower.matched(last.rect, to: source, b)
            follower.followed?.source = source
            follower.frame = target
            let s = content.measure(ProposedViewSize(target.size), b)
            content.place(CGRect(origin: AlignmentGuides.alignedOrigin(content, s, in: target, .center, b), size: s),
                          last.context.unmirrored)
            // Its ancestors were placed before it moved, or not at all: the commit and emit walks
            // must come down to it again.
            follower.placedStamp = b.stamp
            follower.movedStamp = b.stamp
            follower.subtreeStamp = b.stamp
            follower.contentStamp = b.stamp
            follower.propagateUp()
            var p = follower.parent
            while let n = p { n.contentStamp = max(n.contentStamp, b.stamp); p = n.parent }
        }
    }
}

extension View {
    /// Matches this view's geometry with the other views of `id` in `namespace`: the source
    /// (`isSource`) gives its frame to the others, and a view inserted while another with the
    /// same id goes starts from that view's frame and animates to its own (a hero transition).
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryModifier(key: MatchKey(namespace: namespace.value, id: AnyHashable(id)),
                                          properties: properties, anchor: anchor, isSource: isSource))
    }
}

extension _Node {
    /// The origin this node's children are drawn relative to, as last drawn (a node drawn before)
    /// or as it will be drawn: a node new in this pass is drawn where layout puts it in its
    /// position container (the nearest effect above it, or the window), whatever moves between
    /// (docs/semantics.md §7.5).
    func childOriginAsDrawn() -> CGPoint {
        let shift = CGPoint(x: childOrigin.x - frame.minX, y: childOrigin.y - frame.minY)
        if committedRelativeFrame != nil {
            return CGPoint(x: presentedFrame.minX + shift.x, y: presentedFrame.minY + shift.y)
        }
        // Up to the container; its own child (the highest node with geometry below it) carries
        // the container's effect (an offset's motion), so the new node is drawn from it.
        var p = parent, carrier: _Node?
        while let n = p, n.isTransparent || n.ownFlags & _Node.positionContainerFlag == 0 {
            if !n.isTransparent { carrier = n }
            p = n.parent
        }
        guard p != nil, let from = carrier ?? p else { return childOrigin }
        let base = from.childOriginAsDrawn()
        return CGPoint(x: base.x + childOrigin.x - from.childOrigin.x, y: base.y + childOrigin.y - from.childOrigin.y)
    }
}

extension _Node {
    /// The shift of the parent of the removed subtree this node is in and the animation of its
    /// removal (see `DynamicListNode.shiftOfParent(ofRemoval:)`), or nil when it is in no removal;
    /// `ancestorIsRemoved`: this node's nearest geometric ancestor is inside the removed subtree
    /// (not laid out again), not the parent that removed it or above.
    func removalOfAncestor() -> (shift: CGPoint, animation: Animation?, ancestorIsRemoved: Bool)? {
        var geometric = parent
        while let n = geometric, n.isTransparent { geometric = n.parent }
        var child: _Node = self
        var p = parent
        var passedAncestor = false
        while let n = p {
            if let list = n as? DynamicListNode, let removal = list.shiftOfParent(ofRemoval: child) {
                return (removal.shift, removal.animation, passedAncestor)
            }
            if n === geometric { passedAncestor = true }
            child = n
            p = n.parent
        }
        return nil
    }
}
