import Foundation

/// A thin line separating content (SwiftUI's `Divider`): horizontal across a VStack (or outside
/// any stack), vertical in an HStack; 0.5 pt thick in the separator colour (docs/semantics.md §9.1).
public struct Divider: Sendable {
    public init() {}
}

extension Divider: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.withReused(&slot, { DividerNode() }) { node in graph.update(node, \.colorScheme, graph.env.colorScheme) }
    }
}

@MainActor
final class DividerNode: _Node {
    static let thickness: CGFloat = 0.5
    @exclusivity(unchecked) var colorScheme = ColorScheme.light

    /// The axis of the nearest enclosing stack (through views without geometry of their own).
    private var stackAxis: Axis {
        var p = parent
        while let n = p {
            if let s = n as? StackNode { return s.axis }
            if let l = n as? LazyStackNode { return l.axis }
            guard n.isTransparent || n is ModifierNode else { break }
            p = n.parent
        }
        return .vertical
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        if stackAxis == .horizontal {
            return CGSize(width: Self.thickness, height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
        }
        return CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: Self.thickness)
    }

    override func emitContent(_ ctx: inout EmitContext) {
        ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: presentedFrame, paint: .fill(Color(UIColor.separator).resolved(in: colorScheme)))))
    }
}
