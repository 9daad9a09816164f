import Foundation

/// Several views built by a `@ViewBuilder` block.
///
/// Its `View` conformance is declared in an extension, as in SwiftUI, so the type itself is not
/// main-actor isolated: view builders make TupleViews from any context.
public struct TupleView<T> {
    // `value` is stored last, so the fields a build reads first sit at fixed offsets.
    /// Counts the elements of `value` and makes their lazy segments; builds them when
    /// `buildElements` has no function (a metatype: storing it allocates nothing).
    @usableFromInline let elements: any _TupleElements.Type
    /// Builds the elements of `value` into their slots, specialised for their types: made by
    /// `ViewBuilder.buildBlock`'s overloads for two to ten views, where the types are known (a
    /// function that captures nothing there). No function for a block made over a parameter pack, built
    /// through `elements`: a conformance of the generic `_PackElements` runs its unspecialised
    /// implementation, and Swift 6.3.1 does not specialise a call on a pack's element even when
    /// the pack is known (node-model step 26).
    @usableFromInline let buildElements: _TupleBuild
    public var value: T

    /// Inlinable, so that a body makes its TupleView specialised: in the library's generic code
    /// each TupleView made asked the runtime's cache for `_PackElements<…>`'s and the TupleView's
    /// types (about 500 instructions; in the real-screen bench, 1,759 a frame).
    @inlinable
    public init<each V: View>(_ value: repeat each V) where T == (repeat each V) {
        self.value = (repeat each value)
        elements = _PackElements<repeat each V>.self
        buildElements = _TupleBuild(nil)
    }

    /// A block of views of known types (`ViewBuilder.buildBlock`'s fixed-arity overloads).
    @inlinable
    init(value: consuming T, elements: any _TupleElements.Type,
         build: @escaping @MainActor (UnsafeRawPointer, _ViewGraph, inout [_Node?]) -> Void) {
        self.value = value
        self.elements = elements
        buildElements = _TupleBuild(build)
    }
}

/// Where in a tuple an element of type `V` starts when the elements before it end at byte `end`:
/// a tuple's elements are laid out in order, each at the next multiple of its alignment (engine
/// detail of `ViewBuilder.buildBlock`'s builds).
@inlinable @inline(__always)
func tupleElementStart<V>(after end: Int, _: V.Type) -> Int {
    let alignment = MemoryLayout<V>.alignment
    return (end + alignment - 1) / alignment * alignment
}

/// `TupleView.buildElements`: a function, or nil. A struct of its own so that comparing view
/// values leaves it out (`ComparedBytes`): it follows from the views' types, so two TupleViews of
/// one type build alike, and one made in unspecialised code (a debug build, a generic context)
/// captures the types' metadata in a new context each time, which a comparison of bytes would
/// take for a change.
@usableFromInline
struct _TupleBuild {
    @usableFromInline let run: (@MainActor (UnsafeRawPointer, _ViewGraph, inout [_Node?]) -> Void)?
    @inlinable init(_ run: (@MainActor (UnsafeRawPointer, _ViewGraph, inout [_Node?]) -> Void)?) { self.run = run }
}

extension TupleView: View, PrimitiveView {
    /// Inlinable, so that a body builds its TupleView specialised: the library's generic copy
    /// asked the runtime's cache for `TupleView<T>`'s metadata at every build, to find `value`
    /// (about 330 instructions; 889 times a frame in the real-screen bench, 2.5 % of it). The
    /// elements' work is in `buildElements`, made in the body's module too.
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // The node unretained: `slot` holds it (`_ViewGraph.withReused`, node-model step 59).
        graph.withReused(&slot, { StaticListNode() }) { node in
            _ = graph.takeOneViewRoot(for: node)   // its elements are in a list context (§31.6)
            let count = view.elements.count
            if node.slots.count != count { node.slots = Array(repeating: nil, count: count); graph.changed(node) }
            let build = view.buildElements.run, elements = view.elements
            withPointer(to: view.value) { p in
                if let build {
                    build(UnsafeRawPointer(p), graph, &node.slots)
                } else {
                    elements.build(UnsafeRawPointer(p), graph, &node.slots)
                }
            }
        }
    }
}

/// Builds the elements of a tuple of views stored at a pointer (engine detail of `TupleView`).
@usableFromInline
package protocol _TupleElements {
    static var count: Int { get }
    @MainActor static func build(_ tuple: UnsafeRawPointer, _ graph: _ViewGraph, _ slots: inout [_Node?])
    @MainActor static func lazySegments(_ tuple: UnsafeRawPointer, _ segments: inout [_LazySegment])
}

/// `_TupleElements` for a tuple `(repeat each V)`.
@usableFromInline
package struct _PackElements<each V: View>: _TupleElements {
    public static var count: Int {
        var n = 0
        for _ in repeat (each V).self { n += 1 }
        return n
    }
    @MainActor
    public static func build(_ tuple: UnsafeRawPointer, _ graph: _ViewGraph, _ slots: inout [_Node?]) {
        let value = tuple.assumingMemoryBound(to: (repeat each V).self).pointee
        var i = 0
        for v in repeat each value {
            graph.buildElement(v, &slots[i])
            i += 1
        }
    }
    @MainActor
    public static func lazySegments(_ tuple: UnsafeRawPointer, _ segments: inout [_LazySegment]) {
        let value = tuple.assumingMemoryBound(to: (repeat each V).self).pointee
        for v in repeat each value {
            lazySegmentsOf(v, &segments)
        }
    }
}

@MainActor private func lazySegmentsOf<V: View>(_ v: V, _ segments: inout [_LazySegment]) {
    V._makeLazySegments(v, &segments)
}

/// A view that draws nothing and takes no space.
public struct EmptyView: Sendable {
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        _ = graph.takeOneViewRoot(for: graph.reuse(&slot) { StaticListNode() })
    }
}

/// Groups views without laying them out; a stack lays out its children as its own.
public struct Group<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: View, PrimitiveView {
    @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { StaticListNode() }
        let root = graph.takeOneViewRoot(for: node)
        if node.slots.count != 1 { node.slots = [nil] }
        graph.buildOnlyChild(view.content, root, &node.slots[0])
    }
}

/// Optional content (`if` without `else`, `Optional.map`) is a view; nil draws nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional is a primitive view") }
    @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { DynamicListNode() }
        let root = graph.takeOneViewRoot(for: node)
        if node.slots.count != 1 { node.slots = [nil] }
        let old = node.slots[0]
        if let v = view {
            graph.buildOnlyChild(v, root, &node.slots[0])
        } else {
            node.slots[0] = nil
        }
        if node.slots[0] !== old { node.finishUpdate(old: [old], graph) } else { node.markBuilt() }
    }
}
