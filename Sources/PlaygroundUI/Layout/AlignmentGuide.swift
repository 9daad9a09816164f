import Foundation

/// A view's size and alignment guides, as `alignmentGuide(_:computeValue:)` closures and
/// `Layout` implementations see them (docs/semantics.md §26.1).
public struct ViewDimensions: Equatable, @unchecked Sendable {
    let size: CGSize
    let source: DimensionsSource?
    init(size: CGSize, source: DimensionsSource? = nil) { self.size = size; self.source = source }

    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    /// The value of `guide`: the view's explicit one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.defaultValue(size) }
    /// The value of `guide`: the view's explicit one, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.defaultValue(size) }
    /// The view's explicit value for `guide`, or nil when it sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { source?.explicit(guide.key, size) }
    /// The view's explicit value for `guide`, or nil when it sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { source?.explicit(guide.key, size) }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.size == b.size && a.source === b.source }
}

/// The node a `ViewDimensions` asks for explicit guides (only used during layout, on the main thread).
final class DimensionsSource: @unchecked Sendable {
    let node: _Node
    let graph: _ViewGraph
    init(_ node: _Node, _ graph: _ViewGraph) { self.node = node; self.graph = graph }
    func explicit(_ key: AlignmentKey, _ size: CGSize) -> CGFloat? {
        MainActor.assumeIsolated { node.explicitAlignment(key, size: size, graph) }
    }
}

/// Sets an explicit value for one alignment guide of its content.
package struct _AlignmentWritingModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
}

extension _AlignmentWritingModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { AlignmentGuideNode() }) { n in
            n.key = m.key
            n.compute = m.computeValue
            b.changed(n)   // closures cannot be compared: the guide may differ
        }
    }
}

@MainActor
final class AlignmentGuideNode: ModifierNode {
    @exclusivity(unchecked) var key: AlignmentKey?
    @exclusivity(unchecked) var compute: ((ViewDimensions) -> CGFloat)?
    override init() {
        super.init()
        setsExplicitGuides = true
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        if key == self.key, let compute, let content {
            return compute(ViewDimensions(size: size, source: DimensionsSource(content, b)))
        }
        return content?.explicitAlignment(key, size: size, b)
    }
}

/// Reading guides during layout.
@MainActor
enum AlignmentGuides {
    /// Whether asking `nodes` for `key` can find an explicit value: the text baselines anywhere,
    /// other guides only in a subtree that holds an `alignmentGuide` or a custom `Layout`
    /// (`_Node.containsExplicitGuides`). Elsewhere the question would walk the whole subtree, at
    /// every level, to learn the default.
    /// A built-in edge or centre never is: containers do not pass their children's up.
    @inline(__always)
    static func mayBeExplicit(_ key: AlignmentKey, in nodes: [_Node]) -> Bool {
        key.merge != .none && (key.isTextBaseline || nodes.contains { $0.containsExplicitGuides })
    }

    /// `node`'s explicit value for `key` at `size`, if it has one.
    @inline(__always)
    static func explicitValue(_ node: _Node, _ key: AlignmentKey, _ size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        guard node.containsExplicitGuides || key.isTextBaseline else { return nil }
        b.explicitAlignmentCount += 1
        return node.explicitAlignment(key, size: size, b)
    }

    /// `node`'s value for `key` at `size`: explicit, else the default.
    @inline(__always)
    static func value(_ node: _Node, _ key: AlignmentKey, _ size: CGSize, _ b: _ViewGraph) -> CGFloat {
        explicitValue(node, key, size, b) ?? key.defaultValue(size)
    }

    /// The origin of `node` (of `size`) in `rect` so that its guides meet the rect's default
    /// guides for `alignment` (frames, overlays, backgrounds: §26.1).
    /// With `container`, the rect's guides are that view's (an overlay or background meets the
    /// guides of the view it is attached to: a text's baseline, not the bottom edge).
    static func alignedOrigin(_ node: _Node, _ size: CGSize, in rect: CGRect, _ alignment: Alignment, _ b: _ViewGraph,
                              container: _Node? = nil) -> CGPoint {
        let hk = alignment.horizontal.key, vk = alignment.vertical.key
        // `if let`, not `container.map { … }`: a closure handed to the standard library checks
        // on every call that it runs on the main actor (docs/engine.md, "Rules").
        let cx: CGFloat, cy: CGFloat
        if let container {
            cx = value(container, hk, rect.size, b)
            cy = value(container, vk, rect.size, b)
        } else {
            cx = hk.defaultValue(rect.size)
            cy = vk.defaultValue(rect.size)
        }
        return CGPoint(x: rect.minX + cx - value(node, hk, size, b),
                       y: rect.minY + cy - value(node, vk, size, b))
    }

    /// Merges children's explicit values (in the container's coordinates) as `key` says:
    /// the average, the first (smallest) or the last (largest); none for a built-in edge or
    /// centre (§26.1).
    static func merge(_ key: AlignmentKey, _ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch key.merge {
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .first: return values.min()
        case .last: return values.max()
        case .none: return nil
        }
    }

    /// Where children of `sizes` go along one axis when their `key` guides line up:
    /// each child's offset from the union's start, and the union's length.
    static func line(_ items: [_Node], _ sizes: [CGSize], _ key: AlignmentKey, _ b: _ViewGraph) -> (offsets: [CGFloat], extent: CGFloat) {
        var guides: [CGFloat] = []
        guides.reserveCapacity(items.count)
        for i in items.indices { guides.append(value(items[i], key, sizes[i], b)) }
        return line(guides, sizes, key.axis)
    }

    /// `line` for children whose guide values along `axis` are `guides`.
    static func line(_ guides: [CGFloat], _ sizes: [CGSize], _ axis: Axis) -> (offsets: [CGFloat], extent: CGFloat) {
        let horizontal = axis == .horizontal
        var before: CGFloat = 0, after: CGFloat = 0
        var offsets: [CGFloat] = []   // the guides first, then turned into offsets in place
        offsets.reserveCapacity(guides.count)
        for i in guides.indices {
            let g = guides[i]
            offsets.append(g)
            let len = horizontal ? sizes[i].width : sizes[i].height
            // A child as long as it is offered an unbounded length (a greedy view probed with
            // ∞) makes the union unbounded too, not NaN (∞ − ∞).
            let rest = len.isInfinite ? len : len - g
            if i == 0 { before = g; after = rest } else { before = max(before, g); after = max(after, rest) }
        }
        for i in offsets.indices { offsets[i] = before - offsets[i] }
        return (offsets, guides.isEmpty ? 0 : before + after)
    }

    /// The union's length when the children's `key` guides line up (what sizing needs), and how
    /// far the furthest guide is from the union's start; no arrays (it runs for every stack).
    static func span(_ items: [_Node], _ sizes: [CGSize], _ key: AlignmentKey, _ b: _ViewGraph) -> (before: CGFloat, extent: CGFloat) {
        let horizontal = key.axis == .horizontal
        var before: CGFloat = 0, after: CGFloat = 0
        for i in items.indices {
            let g = value(items[i], key, sizes[i], b)
            let len = horizontal ? sizes[i].width : sizes[i].height
            // A child as long as it is offered an unbounded length (a greedy view probed with
            // ∞) makes the union unbounded too, not NaN (∞ − ∞).
            let rest = len.isInfinite ? len : len - g
            if i == 0 { before = g; after = rest } else { before = max(before, g); after = max(after, rest) }
        }
        return (before, items.isEmpty ? 0 : before + after)
    }
}

extension View {
    /// Sets this view's value for the horizontal guide `g`, computed from its dimensions
    /// (containers aligning by `g` line the views up on it).
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
    /// Sets this view's value for the vertical guide `g`, computed from its dimensions.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}
