import Foundation

// View lists (docs/semantics.md §31). Multi-view content — a tuple from a view builder, `Group`,
// `ForEach`, `if`/`else`, optional content, `AnyView`, a view whose body is one of these — is a
// list of views, not one view. A modifier applied to a list applies to each of its views, so the
// stack or layout around it still receives each view as its own subview, and each view's
// preferences are folded as a separate child.
//
// How the engine does it: when a `ModifiedContent` whose modifier applies per element wraps a
// list, the modifier is not built around the list. It is pushed on the graph's stack of element
// modifiers (`elementModifiers`, outermost first) and the list is built in its place; each list
// builder builds its elements through `buildElement`, which wraps every element that is not a
// list itself in the modifiers on the stack, outermost first, and builds the element with the
// stack empty (what is inside one view is not part of the list). A view with a body that is a list
// keeps the stack it was evaluated under, to be evaluated again on its own (a state change).
// All of this is in a list context; in a slot that holds one view the list is one view instead and
// a modifier wraps it once (§31.6, OneViewSlot.swift).

/// How a modifier treats multi-view content (engine detail of `ViewModifier`, public because the
/// protocol requirement is).
/// Public because `ViewModifier`'s requirement returns it.
public enum _ViewListBehavior: Sendable {
    /// Applied to each view of the list (padding, frames, backgrounds, preference writers, …):
    /// the result is a list when the content is one.
    case eachElement
    /// Built once around the list without geometry of its own (environment writers): the result
    /// is a list when the content is one.
    case passThrough
    /// Makes the list one view (readers of the combined preferences, presentations).
    case unary
    /// A custom `ViewModifier`: its `body(content:)` is evaluated once with the whole list as
    /// `content`, and the result is a list when that body is.
    case body
}

extension View {
    /// Engine entry point (not SwiftUI API): whether this view may be other than exactly one
    /// view — several, none, or as many as it holds when built. A view with a body is a list
    /// when its body is.
    ///
    /// A view type that contains itself (`if n == 0 { Text("") } else { Nest(n - 1).padding() }`)
    /// would ask itself forever: past a depth the answer is "one view", which is what such a cycle
    /// through single views comes to (its count is the count of the branch that ends it).
    ///
    /// Inlinable, with the answers of the lists and of `ModifiedContent` below: asked on every
    /// build of a modified view (`ModifiedContent._makeNode`) and of a list's element, the
    /// question follows the body's type down through one witness call per level in the library's
    /// unspecialised code; specialised in the view's module it comes to a few direct calls
    /// (node-model step 29).
    @inlinable @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool {
        guard graph.listQueryDepth < 24 else { return false }
        graph.listQueryDepth += 1
        defer { graph.listQueryDepth -= 1 }
        return Body._isViewList(graph)
    }
}

extension PrimitiveView {
    @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { false }
}

extension Never {
    @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { false }
}

extension TupleView { @inlinable @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { true } }
extension Group { @inlinable @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { Content._isViewList(graph) } }
extension ForEach { @inlinable @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { true } }
extension EmptyView { @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { true } }
extension AnyView { @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { true } }
extension _ConditionalContent {
    /// `if`/`else` of two single views is always one view: it needs no distributing.
    @inlinable @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool {
        TrueContent._isViewList(graph) || FalseContent._isViewList(graph)
    }
}
extension Optional where Wrapped: View {
    @inlinable @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { true }
}

extension ViewModifier {
    /// Custom modifiers: body-determined (`_ViewListBehavior.body`).
    public static var _viewListBehavior: _ViewListBehavior { .body }
}

extension PrimitiveModifier {
    /// Built-in modifiers apply to each element unless they say otherwise.
    public static var _viewListBehavior: _ViewListBehavior { .eachElement }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    @inlinable @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool {
        switch Modifier._viewListBehavior {
        case .eachElement, .passThrough: return Content._isViewList(graph)
        case .unary: return false
        case .body: return graph.isCustomModifierBodyList(Modifier.self, contentIsList: Content._isViewList(graph))
        }
    }
}

extension _ViewGraph {
    /// Whether custom modifier `M`'s body is a view list when the content it gets is one or not.
    @usableFromInline
    func isCustomModifierBodyList<M: ViewModifier>(_ modifier: M.Type, contentIsList: Bool) -> Bool {
        // The body's `content` is this content: a list when it is.
        modifierContents.append(.init(isList: contentIsList) { _, _ in })
        defer { modifierContents.removeLast() }
        return M.Body._isViewList(self)
    }
}

extension _ViewModifier_Content {
    /// The content of the custom modifier being built: a list when the modified view is.
    @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { graph.modifierContentIsList }
}

extension _ViewGraph {
    /// Builds the content of the custom modifier or style whose body is being built (the
    /// innermost `ModifierContent`), outside its own scope, so a modifier or style inside that
    /// content sees the enclosing one's. Nothing when none is in scope.
    func buildModifierContent(_ slot: inout _Node?) {
        guard let content = modifierContents.popLast() else { slot = nil; return }
        content.build(self, &slot)
        modifierContents.append(content)
    }

    /// Whether that content is a view list.
    var modifierContentIsList: Bool { modifierContents.last?.isList ?? false }
}

/// What a custom modifier's (or a button style's) content builds, and whether it is a view list.
@usableFromInline
struct ModifierContent {
    let isList: Bool
    let build: (_ViewGraph, inout _Node?) -> Void
    /// Lists the content's views (a control's label, for its label group, §24.4); nil: the
    /// content is one element.
    var list: (@MainActor (inout [_LazySegment]) -> Void)?
    @usableFromInline
    init(isList: Bool, _ build: @escaping (_ViewGraph, inout _Node?) -> Void) {
        self.isList = isList
        self.build = build
    }
}

extension _ViewGraph {
    /// Lists the views of the content being styled (a style's label), each built outside the
    /// content's scope as `buildModifierContent` builds it; false when that content cannot list
    /// its views.
    func listModifierContent(_ segments: inout [_LazySegment]) -> Bool {
        guard let top = modifierContents.last, let list = top.list else { return false }
        modifierContents.removeLast()
        let start = segments.count
        list(&segments)
        modifierContents.append(top)
        Self.buildOutsideContentScope(&segments, from: start)
        return true
    }

    /// Makes `segments[start...]` build outside the innermost content scope, where the content
    /// they list was written (a style's label, a custom modifier's content).
    static func buildOutsideContentScope(_ segments: inout [_LazySegment], from start: Int) {
        for k in start..<segments.count {
            let inner = segments[k]
            segments[k] = inner.building { i, g, slot in
                let scoped = g.modifierContents.popLast()
                inner.build(i, g, &slot)
                if let scoped { g.modifierContents.append(scoped) }
            }
        }
    }
}

/// A modifier applied to each element of a list, type-erased (one per `ModifiedContent` that
/// distributes, made when it is built).
@MainActor @usableFromInline
class ElementModifier {
    /// The modifier's type, to compare without asking the runtime.
    let type: ObjectIdentifier
    init(type: ObjectIdentifier) { self.type = type }
    /// Builds `content` modified by this modifier into `slot` (overridden by the typed class).
    func apply<V: View>(_ content: V, _ graph: _ViewGraph, _ slot: inout _Node?) {}
    /// Whether `other` is the same modifier type with the same stored values (bit for bit).
    func isSame(as other: ElementModifier) -> Bool { false }
}

@MainActor
final class TypedElementModifier<M: ViewModifier>: ElementModifier {
    let modifier: M
    init(_ modifier: M) {
        self.modifier = modifier
        super.init(type: ObjectIdentifier(M.self))
    }
    override func isSame(as other: ElementModifier) -> Bool {
        guard other.type == type else { return false }
        let o = unsafeDowncast(other, to: TypedElementModifier<M>.self)
        let layout = ComparedBytes.layout(of: M.self)
        return sameBytes(modifier, o.modifier, layout)
    }
    override func apply<V: View>(_ content: V, _ graph: _ViewGraph, _ slot: inout _Node?) {
        M._makeModifiedNode(modifier, content, graph, &slot)
    }
}

/// One element of a list, wrapped in the element modifiers from `index` on (engine detail).
struct _ModifiedElement<Element: View>: View, PrimitiveView {
    let element: Element
    let modifiers: [ElementModifier]
    let index: Int

    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if view.index == view.modifiers.count {
            Element._makeNode(view.element, graph, &slot)
        } else {
            view.modifiers[view.index].apply(_ModifiedElement(element: view.element, modifiers: view.modifiers, index: view.index + 1), graph, &slot)
        }
    }
}

/// Helpers over stacks of element modifiers.
enum ElementModifiers {
    /// Whether two stacks of element modifiers are the same modifiers with the same values.
    @MainActor static func same(_ a: [ElementModifier], _ b: [ElementModifier]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i] !== b[i] && !a[i].isSame(as: b[i]) { return false }
        return true
    }
}

extension _ViewGraph {
    /// Builds one element of a view list into `slot`: wrapped in the element modifiers in force,
    /// unless it is a list itself (then its own elements are).
    @inline(__always)
    @inlinable
    func buildElement<V: View>(_ view: V, _ slot: inout _Node?) {
        elementBuildCount &+= 1
        if elementModifiers.isEmpty || V._isViewList(self) {
            V._makeNode(view, self, &slot)
        } else {
            buildModifiedElement(view, &slot)
        }
    }

    /// `buildElement` for element `index` of an array of slots whose last index is `last`, asking
    /// first for what the next two elements' builds will touch (`prefetchElements`, node-model
    /// steps 60–61): their lines arrive while this one builds.
    @inline(__always)
    @inlinable
    func buildElement<V: View>(_ view: V, _ slot: inout _Node?, index: Int, last: Int) {
        #if !DEBUG
        if index < last { prefetchElements(after: &slot, remaining: last - index, first: index == 0) }
        evaluationAskedSlot = index >= 2 ? withMutablePointer(to: &slot) { UnsafeMutableRawPointer($0) } : nil
        buildElement(view, &slot)
        evaluationAskedSlot = nil
        #else
        buildElement(view, &slot)
        #endif
    }

    /// Builds the element of type `V` of the block of views at `tuple` (`TupleView`, from
    /// `ViewBuilder.buildBlock`'s builds) that follows the elements ending at byte `end` (0 for the
    /// first), in place (`buildElement(at:_:_:)`); returns where it ends, for the next one.
    @inline(__always)
    @inlinable @discardableResult
    func buildElement<V: View>(in tuple: UnsafeRawPointer, after end: Int, _ type: V.Type, _ slot: inout _Node?) -> Int {
        let start = tupleElementStart(after: end, V.self)
        buildElement(at: tuple + start, V.self, &slot)
        return start + MemoryLayout<V>.size
    }

    /// `buildElement` for the view of type `V` stored at `address`, an element of a block of views,
    /// without copying it. Passed as `tuple.pointee.0`, an element was copied before the build (the
    /// compiler cannot know that nothing writes to the tuple's memory while the build borrows it)
    /// and destroyed after: for a row of text, an image and a button, retains and releases of every
    /// string, array and closure in it, through the runtime's value witnesses (node-model step 64).
    /// Here the element's bytes are duplicated into a temporary that the build borrows, and the
    /// temporary is dropped without destroying them: the duplicate owns nothing, the block still
    /// does, and the block outlives the build. Only for types whose values may be moved by copying
    /// their bytes (every view but one holding a `weak` reference or a C++ value); others are
    /// copied as before.
    @inline(__always)
    @inlinable
    func buildElement<V: View>(at address: UnsafeRawPointer, _ type: V.Type, _ slot: inout _Node?) {
        guard _isBitwiseTakable(V.self) else {
            buildElement(address.assumingMemoryBound(to: V.self).pointee, &slot)
            return
        }
        withTemporary(of: V.self) { bytes in
            UnsafeMutableRawPointer(bytes).copyMemory(from: address, byteCount: MemoryLayout<V>.size)
            let view = bytes.move()
            buildElement(view, &slot)
            // `consume`: moved back bit for bit. Without it the optimiser copied the element back
            // through its type's value witness and destroyed the original (retains and releases of
            // every reference in it) for elements whose build it did not see through: three of a
            // real-screen row's five (node-model step 84).
            bytes.initialize(to: consume view)
        }
    }

    @usableFromInline
    func buildModifiedElement<V: View>(_ view: V, _ slot: inout _Node?) {
        let modifiers = elementModifiers
        elementModifiers = []
        _ModifiedElement._makeNode(_ModifiedElement(element: view, modifiers: modifiers, index: 0), self, &slot)
        elementModifiers = modifiers
    }

    /// Builds `content`, a view list, with `modifier` applied to each of its elements.
    @usableFromInline
    func buildEachElement<M: ViewModifier, C: View>(_ modifier: M, _ content: C, _ slot: inout _Node?) {
        elementModifiers.append(TypedElementModifier(modifier))
        C._makeNode(content, self, &slot)
        elementModifiers.removeLast()
    }

    /// Runs `body` with `modifier` added to the element modifiers (a lazy container building one
    /// element of a modified list).
    func withElementModifier(_ modifier: ElementModifier, _ body: () -> Void) {
        elementModifiers.append(modifier)
        body()
        elementModifiers.removeLast()
    }
}
