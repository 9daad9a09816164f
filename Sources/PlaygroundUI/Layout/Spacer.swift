import Foundation

/// Flexible space that expands along its stack's axis (both axes outside a stack).
/// The minimum defaults to 8 points; stacks add no spacing next to it (docs/semantics.md §6.2).
public struct Spacer {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.withReused(&slot, { SpacerNode() }) { node in graph.update(node, \.minLength, view.minLength ?? 8) }
    }
}

@MainActor
final class SpacerNode: _Node {
    @exclusivity(unchecked) var minLength: CGFloat = 8
    /// Set by the enclosing stack before measuring: the axis the spacer expands along (nil = both).
    @exclusivity(unchecked) var axis: Axis?
    override var isSpacer: Bool { true }
    override var layoutPriority: Double { -.infinity }

    /// Tells the Spacer at the bottom of `item`'s modifier chain (`Spacer().frame(height: 20)`,
    /// `Spacer().background(…)`, a view whose body is a Spacer) which axis its container stacks
    /// along (nil = both), as SwiftUI passes the stack orientation down through modifiers.
    static func setAxis(of item: _Node, _ axis: Axis?) {
        item.spineSpacer?.axis = axis
    }
    override var spineSpacer: SpacerNode? { self }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        switch axis {
        case .horizontal: return CGSize(width: max(p.width ?? minLength, minLength), height: 0)
        case .vertical: return CGSize(width: 0, height: max(p.height ?? minLength, minLength))
        case nil: return CGSize(width: max(p.width ?? minLength, minLength), height: max(p.height ?? minLength, minLength))
        }
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
