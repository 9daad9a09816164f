import Foundation

/// A modifier that you apply to a view, producing a different version of it (SwiftUI's
/// `ViewModifier`). Built-in modifiers build engine nodes directly; yours go through `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// Engine entry point (not SwiftUI API): builds `content` modified by `modifier` into `slot`.
    static func _makeModifiedNode<C: View>(_ modifier: Self, _ content: C, _ graph: _ViewGraph, _ slot: inout _Node?)

    /// Engine entry point (not SwiftUI API): how this modifier treats multi-view content (§31).
    static var _viewListBehavior: _ViewListBehavior { get }

    /// Engine entry point (not SwiftUI API): the attribute a leaf's node keeps this modifier as
    /// when it is applied straight to the leaf (`LeafNode`; docs/engine.md, "Modifiers kept as
    /// attributes"): 1 a preference writer, 2 a tap gesture, 0 (every other modifier) none. A leaf
    /// keeps one of each; a second of a kind makes its node around the leaf.
    static var _leafAttribute: UInt8 { get }

    /// Engine entry point (not SwiftUI API): whether this modifier only changes the environment
    /// of its content (`_EnvironmentModifier`, `_EnvironmentWriteModifier`), so that a leaf under
    /// it is still built alone (`View._buildsLeafNode`).
    static var _changesEnvironmentOnly: Bool { get }

    /// Engine entry point (not SwiftUI API): whether this modifier writes container values
    /// (`containerValue(_:_:)`), which `_writeContainerValues` writes.
    static var _writesContainerValues: Bool { get }

    /// Engine entry point (not SwiftUI API): writes this modifier's container values.
    static func _writeContainerValues(_ modifier: Self, _ values: inout ContainerValues)
}

extension ViewModifier {
    /// Most modifiers are not kept by a leaf (see `ViewModifier._leafAttribute`).
    @inlinable public static var _leafAttribute: UInt8 { 0 }
    /// Most modifiers make or change a node of their own.
    @inlinable public static var _changesEnvironmentOnly: Bool { false }
    /// Most modifiers write no container values.
    @inlinable public static var _writesContainerValues: Bool { false }
    public static func _writeContainerValues(_ modifier: Self, _ values: inout ContainerValues) {}

    public static func _makeModifiedNode<C: View>(_ modifier: Self, _ content: C, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.buildCustomModifier(modifier, content, &slot)
    }
}

/// A built-in modifier: the engine builds it; `body(content:)` is never called.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {}

extension PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a custom modifier's `body(content:)` receives: the view it modifies.
/// Public because it is `ViewModifier.Content` (SwiftUI's name).
public struct _ViewModifier_Content<Modifier: ViewModifier> {
}

extension _ViewModifier_Content: View, PrimitiveView {
    @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.buildModifierContent(&slot)
    }
    /// In a lazy container listing the modifier's body: the content's views (§31.4); else one
    /// element.
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        if LazyBodyHosts.listModifierContent(Modifier.self, &segments) { return }
        segments.append(_LazySegment(count: 1, id: { AnyHashable($0) }, build: { _, g, slot in g.buildSegmentElement(view, &slot) }))
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is a primitive view") }
    /// An environment modifier (`foregroundColor`, `foregroundStyle`, `tint`, `font`…) on a view
    /// that builds one shape node builds that node alone, so a frame around both is kept by it
    /// too (`View._buildsShapeNode`). Every other modifier makes or changes a node of its own.
    @inlinable public static var _buildsShapeNode: Bool {
        Modifier._changesEnvironmentOnly && Content._buildsShapeNode
    }
    /// An environment modifier on a view that builds one leaf node builds that node alone
    /// (`View._buildsLeafNode`), so a chain of them (`.lineLimit(1).foregroundStyle(.red)` on a
    /// `Text`) is one node; so does a frame on a view that builds one shape node, which that node
    /// keeps, and a preference writer or a tap gesture the leaf keeps (one of each kind:
    /// `ViewModifier._leafAttribute`). (Not an `ignoresSafeArea` the shape keeps: the shape's
    /// frame is then the rect grown into the safe area, not the rect it was offered, so a writer
    /// kept by it could not tell from that frame whether it moved.)
    @inlinable public static var _buildsLeafNode: Bool {
        Modifier._changesEnvironmentOnly ? Content._buildsLeafNode
            : Modifier.self == _FrameLayout.self ? Content._buildsShapeNode
            : Modifier._leafAttribute != 0 && Content._buildsLeafNode && Content._leafKeeps & Modifier._leafAttribute == 0
    }
    /// The attributes the leaf keeps from this chain: its content's, and this modifier's when
    /// the leaf keeps it.
    @inlinable public static var _leafKeeps: UInt8 {
        Modifier._changesEnvironmentOnly ? Content._leafKeeps
            : Modifier._leafAttribute != 0 && _buildsLeafNode ? Content._leafKeeps | Modifier._leafAttribute : 0
    }
    /// A padding whose content is one view builds that view alone and hands its insets to the
    /// overlay or background applied to it (`View._makeNodeKeepingPadding`): in the places where
    /// `_makeNode` below would make the padding's node (not armed, the content not a list).
    @inlinable public static func _makeNodeKeepingPadding(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) -> EdgeInsets? {
        guard Modifier.self == _PaddingLayout.self, graph.oneViewRoot == .inList, !Content._isViewList(graph) else { return nil }
        let padding = unsafeBitCast(view.modifier, to: _PaddingLayout.self)
        Content._makeNode(view.content, graph, &slot)
        return padding.insets ?? EdgeInsets(padding.edges, 16)
    }
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // Armed: this modified view is a list in a one-view slot, so the modifier wraps the list
        // once, the list being that slot's one view (§31.6). A custom modifier takes the slot
        // itself (its body is built there).
        if graph.oneViewRoot != .inList && Modifier._viewListBehavior != .body {
            graph.buildWrappingOnce(view.modifier, view.content, graph.takeOneViewRoot(), &slot)
            return
        }
        switch Modifier._viewListBehavior {
        case .eachElement where Content._isViewList(graph):
            // On a view list, a modifier that applies per element is applied to each view (§31).
            graph.buildEachElement(view.modifier, view.content, &slot)
        case .unary where Content._isViewList(graph):
            // A modifier that makes its content one view: a list there is an implicit VStack (§31.6).
            graph.buildWrappingOnce(view.modifier, view.content, .vstack, &slot)
        default:
            Modifier._makeModifiedNode(view.modifier, view.content, graph, &slot)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("ModifiedContent is primitive") }
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ graph: _ViewGraph, _ slot: inout _Node?) {
        Content._makeModifiedNode(m.content, ModifiedContent<C, Modifier>(content: content, modifier: m.modifier), graph, &slot)
    }
}

extension View {
    /// Applies `modifier` to this view. The modifier is taken, not borrowed (`consuming`, as the
    /// view is): a modifier made in the call is moved into the result instead of copied there
    /// (for a modifier holding a view with references, such as a background, a copy through its
    /// type's value witness and a destroy of the original; node-model step 83).
    @inlinable nonisolated public consuming func modifier<T>(_ modifier: consuming T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines this modifier with another (`a.concat(b)` applies a, then b).
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A node for a custom modifier: its state and its body's node. Like a view with a body, its
/// state is owned here, and a change re-evaluates just this modifier's body.
@MainActor
final class CustomModifierNode<M: ViewModifier>: CompositeNodeBase {
    @exclusivity(unchecked) var lastModifier: M?
    /// Builds the modified content (what `_ViewModifier_Content` stands for in the body).
    @exclusivity(unchecked) var content: ModifierContent?

    init() {
        super.init(fields: DynamicPropertyField.fields(of: M.self))
        tracksObservation = ObservationGate.mayObserve(M.self)
        animatable = AnimatableBodyDriver.make(for: M.self)
    }

    func evaluate(_ modifier: M, content: ModifierContent, _ b: _ViewGraph) {
        lastModifier = modifier
        self.content = content
        evaluating(b) {
            var m = modifier
            if bindsValue {
                applyAnimatableData(&m, b)
                bind(&m, b)
            }
            b.modifierContents.append(content)
            let body = tracksObservation ? evaluateTracked(b) { m.body(content: _ViewModifier_Content<M>()) }
                                         : m.body(content: _ViewModifier_Content<M>())
            M.Body._makeNode(body, b, &child)
            b.modifierContents.removeLast()
        }
    }

    override func evaluateAgain(_ b: _ViewGraph) {
        if let m = lastModifier, let c = content { evaluate(m, content: c, b) }
    }

    override func withLastValue(_ body: (UnsafeRawPointer) -> Void) {
        guard let m = lastModifier else { return }
        withPointer(to: m) { body(UnsafeRawPointer($0)) }
    }
}

