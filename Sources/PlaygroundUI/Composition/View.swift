import Foundation

/// A piece of user interface, described by its `body` (SwiftUI's `View`).
///
/// Primitive views (Text, shapes, stacks, modifiers) have `Body == Never` and build engine nodes
/// directly through `_makeNode`; every other view is evaluated through its `body`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Engine entry point (not SwiftUI API): builds or updates the node for this view in `slot`.
    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?)

    /// Engine entry point (not SwiftUI API): the elements a lazy stack may build one at a time.
    static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment])

    /// Engine entry point (not SwiftUI API): whether this view is a list of views (§31).
    static func _isViewList(_ graph: _ViewGraph) -> Bool

    /// Engine entry point (not SwiftUI API): true when `_makeNode` builds exactly one shape node
    /// into its slot (shapes, colours, gradients, and those under environment modifiers). A
    /// `frame(width:height:)` or an `ignoresSafeArea` applied to such a view is kept by that node as
    /// its own attribute, and an environment modifier builds it in the changed environment, instead
    /// of making a node around it (docs/engine.md, "Modifiers kept as attributes").
    static var _buildsShapeNode: Bool { get }

    /// Engine entry point (not SwiftUI API): true when `_makeNode` builds exactly one node with no
    /// children into its slot, a node that only its parent's build ever builds again (shapes,
    /// colours, gradients, `Text`, `Image`, and those under environment modifiers). An environment
    /// modifier applied to such a view builds it in the changed environment with no node of its
    /// own, and a preference writer or a tap gesture applied to it is kept by its `LeafNode`
    /// (docs/engine.md, "Modifiers kept as attributes").
    static var _buildsLeafNode: Bool { get }

    /// Engine entry point (not SwiftUI API): when `_buildsLeafNode` is true, the attributes
    /// (`ViewModifier._leafAttribute` bits) that the leaf keeps from this view's own modifiers:
    /// a modifier of a kind already kept is not kept again, it makes its node around the leaf.
    static var _leafKeeps: UInt8 { get }

    /// Engine entry point (not SwiftUI API): when this view is a `padding` applied to a view that
    /// is not a list, builds that view into `slot` and returns the padding's insets, for the
    /// overlay or background applied to the padded view to keep (docs/engine.md, "Modifiers kept
    /// as attributes"); otherwise builds nothing and returns nil.
    static func _makeNodeKeepingPadding(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) -> EdgeInsets?

    /// Engine entry point (not SwiftUI API): whether this view may carry container values
    /// (`containerValue(_:_:)` applied to it), so that a `Subview` of it reads them
    /// (`_readContainerValues`); false for every view but a modified one.
    static var _hasContainerValues: Bool { get }

    /// Engine entry point (not SwiftUI API): writes the container values this view carries into
    /// `values`, inner modifiers first.
    static func _readContainerValues(_ view: Self, _ values: inout ContainerValues)
}

extension View {
    /// Most views build other nodes (see `View._buildsShapeNode`).
    @inlinable public static var _buildsShapeNode: Bool { false }
    /// A view that builds one shape node builds a leaf; most others build more (see
    /// `View._buildsLeafNode`).
    @inlinable public static var _buildsLeafNode: Bool { _buildsShapeNode }
    /// A leaf keeps no attribute of its own views' making unless a modifier gave it one (see
    /// `View._leafKeeps`).
    @inlinable public static var _leafKeeps: UInt8 { 0 }
    /// Most views are not a padding (see `View._makeNodeKeepingPadding`).
    @inlinable public static func _makeNodeKeepingPadding(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) -> EdgeInsets? { nil }
    /// Most views carry no container values (see `View._hasContainerValues`).
    @inlinable public static var _hasContainerValues: Bool { false }
    public static func _readContainerValues(_ view: Self, _ values: inout ContainerValues) {}

    /// A view with a body: inlinable, so that the module defining the view builds its body with
    /// the body's type known (no generic witnesses, metadata lookups or value-witness copies for
    /// the views the body makes; docs/engine.md "User code builds its views specialised").
    @inlinable
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // The node comes unretained; `slot` holds it while it evaluates (node-model step 59).
        if let node = graph.compositeToEvaluate(view, &slot) { withGuaranteed(node) { $0.evaluate(view, graph) } }
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
    public static func _makeNode(_ view: Never, _ graph: _ViewGraph, _ slot: inout _Node?) {}
}

/// A view that the engine builds directly; its `body` is never called.
@MainActor
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
