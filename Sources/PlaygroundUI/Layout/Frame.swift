import Foundation

/// A fixed-size frame (docs/semantics.md §6.4): a given dimension is reported exactly; a nil one takes
/// the child's answer to the passed-through proposal. The child is aligned inside.
/// Public because the `@inlinable` `frame(width:height:alignment:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _FrameLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
    }
}

extension _FrameLayout: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        // A shape takes exactly the size it is proposed, so a frame around it is the shape
        // proposed the frame's dimensions: its node keeps them.
        if b.buildKeptByShape(content, &slot, { frameShape(m, b, $0) }) { return }
        let node = frameNode(m, b, &slot)
        C._makeNode(content, b, &node.content)
    }

    /// Gives the shape node in `slot` this frame's dimensions (its alignment cannot move a shape that is as
    /// large as the frame).
    @MainActor @usableFromInline static func frameShape(_ m: Self, _ b: _ViewGraph, _ slot: _Node?) {
        let shape = ShapeNode.built(in: slot)
        // The node keeps valid dimensions only, so the same ones as last time need no check.
        if shape.frameWidth == m.width && shape.frameHeight == m.height { return }
        let width = FrameNode.validDimension(m.width, "frame(width:)", b)
        let height = FrameNode.validDimension(m.height, "frame(height:)", b)
        if shape.frameWidth != width || shape.frameHeight != height {
            shape.frameWidth = width
            shape.frameHeight = height
            b.changed(shape)
        }
    }

    /// The frame's node in `slot`, given this modifier's dimensions and alignment.
    @MainActor @usableFromInline static func frameNode(_ m: Self, _ b: _ViewGraph, _ slot: inout _Node?) -> ModifierNode {
        let n = b.reuse(&slot) { FrameNode() }
        b.update(n, \.width, FrameNode.validDimension(m.width, "frame(width:)", b))
        b.update(n, \.height, FrameNode.validDimension(m.height, "frame(height:)", b))
        b.update(n, \.alignment, m.alignment)
        return n
    }
}

extension FrameNode {
    /// A frame dimension, or nil with a one-time warning when negative or not finite (as SwiftUI
    /// does: its runtime issue "Invalid frame dimension (negative or non-finite)." is logged once,
    /// whatever the value or the modifier). `allowsInfinity` admits +∞ (flexible `max` values).
    static func validDimension(_ v: CGFloat?, _ what: String, allowsInfinity: Bool = false, _ graph: _ViewGraph) -> CGFloat? {
        guard let v else { return nil }
        if v >= 0 && (v.isFinite || (allowsInfinity && v == .infinity)) { return v }
        graph.warnOnce("Invalid frame dimension (negative or non-finite).")
        return nil
    }
}

@MainActor
final class FrameNode: ModifierNode {
    /// Frames and padding have geometry of their own (the bounds overlay outlines them).
    override var showsLayoutBounds: Bool { true }
    @exclusivity(unchecked) var width: CGFloat?
    @exclusivity(unchecked) var height: CGFloat?
    @exclusivity(unchecked) var alignment = Alignment.center
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = content?.measure(ProposedViewSize(width: width ?? p.width, height: height ?? p.height), b) ?? .zero
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let s = content.measure(ProposedViewSize(rect.size), ctx.graph)
        content.place(CGRect(origin: AlignmentGuides.alignedOrigin(content, s, in: rect, alignment, ctx.graph), size: s), ctx)
    }
    /// A frame with a height makes its top and bottom a plain view's (§6.1.1).
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        height != nil ? .plain(edge) : content?.stackEdgeSpacing(edge, b) ?? .plain(edge)
    }
    /// The content's explicit guides, moved by where the frame puts it (§26.1).
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        guard let content else { return nil }
        let s = content.measure(ProposedViewSize(size), b)
        guard let v = content.explicitAlignment(key, size: s, b) else { return nil }
        let o = AlignmentGuides.alignedOrigin(content, s, in: CGRect(origin: .zero, size: size), alignment, b)
        return v + (key.axis == .horizontal ? o.x : o.y)
    }
}

/// A flexible frame (docs/semantics.md §6.4).
package struct _FlexFrameLayout {
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment
}

extension _FlexFrameLayout: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { FlexFrameNode() }) { n in
            // Negative or NaN values (and infinite min/ideal) are ignored with the one-time warning.
            b.update(n, \.h, FlexFrameNode.Axis(min: FrameNode.validDimension(m.minWidth, "minWidth", b),
                                     ideal: FrameNode.validDimension(m.idealWidth, "idealWidth", b),
                                     max: FrameNode.validDimension(m.maxWidth, "maxWidth", allowsInfinity: true, b)))
            b.update(n, \.v, FlexFrameNode.Axis(min: FrameNode.validDimension(m.minHeight, "minHeight", b),
                                     ideal: FrameNode.validDimension(m.idealHeight, "idealHeight", b),
                                     max: FrameNode.validDimension(m.maxHeight, "maxHeight", allowsInfinity: true, b)))
            b.update(n, \.alignment, m.alignment)
            if let lo = n.h.min, let hi = n.h.max, lo > hi { b.warnOnce("Contradictory frame constraints specified (minWidth \(lo) > maxWidth \(hi)).") }
            if let lo = n.v.min, let hi = n.v.max, lo > hi { b.warnOnce("Contradictory frame constraints specified (minHeight \(lo) > maxHeight \(hi)).") }
        }
    }
}

@MainActor
final class FlexFrameNode: ModifierNode {
    /// Frames and padding have geometry of their own (the bounds overlay outlines them).
    override var showsLayoutBounds: Bool { true }
    struct Axis: Equatable {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?
        func clamp(_ x: CGFloat) -> CGFloat {
            var v = x
            if let mx = self.max { v = Swift.min(v, mx) }
            if let mn = self.min { v = Swift.max(v, mn) }
            return v
        }
        /// What the child is proposed on this axis.
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            guard let q = p ?? ideal else { return nil }
            return clamp(q)
        }
        /// The frame's size on this axis given the proposal and the child's answer.
        func size(_ p: CGFloat?, child: () -> CGFloat) -> CGFloat {
            guard let p else { return ideal ?? clamp(child()) }
            if let mn = self.min, let mx = self.max { return Swift.max(Swift.min(p, mx), mn) }
            if let mx = self.max { return Swift.min(Swift.max(clamp(p), child()), mx) }
            if let mn = self.min { return Swift.max(Swift.min(clamp(p), child()), mn) }
            return child()
        }
    }
    @exclusivity(unchecked) var h = Axis(), v = Axis()
    @exclusivity(unchecked) var alignment = Alignment.center
    /// A frame with height constraints makes its top and bottom a plain view's (§6.1.1).
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        v != Axis() ? .plain(edge) : content?.stackEdgeSpacing(edge, b) ?? .plain(edge)
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let cp = ProposedViewSize(width: h.childProposal(p.width), height: v.childProposal(p.height))
        var child: CGSize?
        func c() -> CGSize { if let child { return child }; let s = content?.measure(cp, b) ?? .zero; child = s; return s }
        let w = h.size(p.width) { c().width }
        let hh = v.size(p.height) { c().height }
        return CGSize(width: w, height: hh)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let cp = ProposedViewSize(width: h.childProposal(rect.width), height: v.childProposal(rect.height))
        let s = content.measure(cp, ctx.graph)
        content.place(CGRect(origin: AlignmentGuides.alignedOrigin(content, s, in: rect, alignment, ctx.graph), size: s), ctx)
    }
    /// The content's explicit guides, moved by where the frame puts it (§26.1).
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        guard let content else { return nil }
        let s = content.measure(ProposedViewSize(width: h.childProposal(size.width), height: v.childProposal(size.height)), b)
        guard let v = content.explicitAlignment(key, size: s, b) else { return nil }
        let o = AlignmentGuides.alignedOrigin(content, s, in: CGRect(origin: .zero, size: size), alignment, b)
        return v + (key.axis == .horizontal ? o.x : o.y)
    }
}

/// Proposes nil (ideal) on the chosen axes, so the child takes its ideal size there.
package struct _FixedSizeLayout {
    let horizontal: Bool, vertical: Bool
}

extension _FixedSizeLayout: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { FixedSizeNode() }) { n in b.update(n, \.horizontal, m.horizontal); b.update(n, \.vertical, m.vertical) }
    }
}

@MainActor
final class FixedSizeNode: ModifierNode {
    @exclusivity(unchecked) var horizontal = true, vertical = true
    func fixed(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize { content?.measure(fixed(p), b) ?? .zero }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let s = content.measure(fixed(ProposedViewSize(rect.size)), ctx.graph)
        content.place(CGRect(origin: Alignment.center.origin(of: s, in: rect), size: s), ctx)
    }
}

extension View {
    /// A frame of fixed width and/or height.
    @inlinable nonisolated public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
    /// A flexible frame with minimum, ideal and maximum sizes.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
    /// The view at its ideal size in both axes.
    nonisolated public func fixedSize() -> some View { modifier(_FixedSizeLayout(horizontal: true, vertical: true)) }
    /// The view at its ideal size in the chosen axes.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
