import Foundation

/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the
/// last one when none fits (docs/semantics.md §26.5). Only the chosen view is drawn, hit and
/// contributes preferences.
public struct ViewThatFits<Content: View> {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
}

extension ViewThatFits: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { ViewThatFitsNode() }
        graph.update(node, \.horizontal, view.axes.contains(.horizontal))
        graph.update(node, \.vertical, view.axes.contains(.vertical))
        Content._makeNode(view.content, graph, &node.content)
    }
}

@MainActor
final class ViewThatFitsNode: ContainerNode {
    override var foldsChosenChildren: Bool { true }
    @exclusivity(unchecked) var horizontal = true, vertical = true
    /// The item shown after the last placement.
    @exclusivity(unchecked) private(set) weak var chosen: _Node?

    /// The first item whose ideal size (unspecified proposal on the fitting axes) fits `p`.
    func choice(_ p: ProposedViewSize, _ b: _ViewGraph) -> _Node? {
        let items = layoutItems()
        let probe = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for item in items {
            SpacerNode.setAxis(of: item, nil)
            let s = item.measure(probe, b)
            let fitsW = !horizontal || p.width == nil || s.width <= p.width! + 0.0001
            let fitsH = !vertical || p.height == nil || s.height <= p.height! + 0.0001
            if fitsW && fitsH { return item }
        }
        return items.last
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        choice(p, b)?.measure(p, b) ?? .zero
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let c = choice(ProposedViewSize(rect.size), ctx.graph)
        chosen = c
        guard let c else { return }
        let s = c.measure(ProposedViewSize(rect.size), ctx.graph)
        c.place(CGRect(origin: Alignment.center.origin(of: s, in: rect), size: s), ctx)
    }
    override func emitContent(_ ctx: inout EmitContext) { chosen?.emit(&ctx) }
    override func hitTest(_ point: CGPoint) -> HitResult? { chosen?.hitTest(point) }
    override var cachesFolds: Bool { false }
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        guard let chosen else { return false }
        return chosen.fold(K.self, into: &value)
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        choice(ProposedViewSize(size), b)?.explicitAlignment(key, size: size, b)
    }
}
