import Foundation

// One-view slots (docs/semantics.md §31.6). A view list is distributed over only where it is
// in a list context: an element of another list, or a layout's content. In a slot that holds one
// view — the root, an overlay's or background's content, a unary modifier's content, a scroll
// view's, a sheet's or a navigation level's content — the list is first made one view, its
// *implicit root* (a VStack; a centred ZStack in overlays, backgrounds and `safeAreaInset`'s inset,
// which the overlay's alignment places as one view), and the modifiers applied to
// the list wrap that view once: `overlay { Group { A; B }.background(.red) }` is one red rectangle
// behind a ZStack of A and B.
//
// How the engine does it: the slot's owner builds its content through `buildOneView`, which, when
// the content is a list, *arms* the graph with the implicit root (`_ViewGraph.oneViewRoot`). The
// views that a list can be made of take it as they are built:
// - a modifier (`ModifiedContent`) is built around its content once, the content again in the
//   same one-view slot (`_OneView`);
// - a view with a body, or a custom modifier, keeps it and builds its body armed (also when the
//   body is evaluated again on its own);
// - `Group`, `if`/`else`, optional content and `AnyView` pass it to their one child when that is
//   a list;
// - the list node that ends the chain (`TupleView`, `ForEach`, …) records it as the layout it
//   takes when laid out as one view (`ListNode.implicitRoot`), and builds its elements unarmed,
//   in a list context.
// Only lists are armed and every kind of list takes it, so a view that is not a list (a
// `ScrollView`, a `Text`) never sees it, nor does anything built below it.

/// How a view list in a one-view slot is laid out as that one view (§31.6).
/// Not an optional (`.inList` is "none"): in debug builds every comparison of an optional with
/// nil asks the runtime for the optional's metadata, and these are read for every view built.
@usableFromInline
enum ImplicitRoot: UInt8, Sendable {
    /// No one-view slot: a list context, or not a list.
    case inList
    /// A VStack with default spacing, centred: the root, a unary modifier's content, a scroll
    /// view's, a sheet's and a navigation level's content.
    case vstack
    /// A ZStack, centred: an overlay's or background's content (the overlay's alignment places
    /// the ZStack as one view), `safeAreaInset`'s inset.
    case zstack
    /// A row of a `LazyVStack` or `LazyHStack` made of several views (a `ForEach` element
    /// `{ Row(); Divider() }`): laid out along the lazy stack's axis with its spacing and
    /// alignment (`_ViewGraph.lazyRowLayout`), as SwiftUI lays each of the views out as a row of
    /// its own (§31.5).
    case lazyRow
}

/// How a lazy stack's row made of several views lays them out (`ImplicitRoot.lazyRow`).
struct LazyRowLayout: Equatable {
    var axis: Axis = .vertical
    var spacing: CGFloat = 8
    var alignmentFraction: CGFloat = 0.5
}

/// `Content` built in a one-view slot whose implicit root is `root`: not a list, whatever
/// `Content` is (engine detail: the content of a modifier that wraps a list once, and the
/// content a sheet or a navigation level places under its own modifiers).
@usableFromInline
struct _OneView<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let root: ImplicitRoot
    @usableFromInline init(content: Content, root: ImplicitRoot) { self.content = content; self.root = root }
    @usableFromInline var body: Never { fatalError("_OneView is a primitive view") }

    @usableFromInline static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.buildOneView(view.content, view.root, &slot)
    }
    @usableFromInline static func _isViewList(_ graph: _ViewGraph) -> Bool { false }
}

extension _ViewGraph {
    /// Builds `view` into `slot`, a slot that holds one view laid out as `root` when `view` is a
    /// list (§31.6).
    /// Inlined: an overlay's or background's content is built through it, and an unspecialised
    /// copy would build everything below through witnesses (docs/engine.md, "Rules").
    @inlinable @inline(__always)
    func buildOneView<V: View>(_ view: V, _ root: ImplicitRoot, _ slot: inout _Node?) {
        if root != .inList && V._isViewList(self) {
            oneViewRoot = root
            V._makeNode(view, self, &slot)
            oneViewRoot = .inList
        } else {
            V._makeNode(view, self, &slot)
        }
    }

    /// Builds `modifier` once around `content`, a list made one view laid out as `root` (§31.6).
    /// Not inlined: the rare path stays out of `ModifiedContent`'s build (whose debug code would
    /// otherwise look `_OneView`'s metadata up on every call).
    @usableFromInline
    func buildWrappingOnce<M: ViewModifier, C: View>(_ modifier: M, _ content: C, _ root: ImplicitRoot, _ slot: inout _Node?) {
        M._makeModifiedNode(modifier, _OneView(content: content, root: root), self, &slot)
    }

    /// Takes the implicit root the graph is armed with (`.inList` in a list context): what a
    /// list builder does first.
    @inlinable @inline(__always)
    func takeOneViewRoot() -> ImplicitRoot {
        let r = oneViewRoot
        oneViewRoot = .inList
        return r
    }

    /// Takes the implicit root for `node`, the list node a list builder builds into, and records
    /// it there (how the node is laid out as one view).
    @inlinable @inline(__always)
    func takeOneViewRoot(for node: ListNode) -> ImplicitRoot {
        let r = takeOneViewRoot()
        if r != node.implicitRoot || r == .lazyRow { node.setImplicitRoot(r, self) }
        return r
    }

    /// Builds `view`, an element of a lazy container's segment (`_LazySegment`): when a lazy
    /// stack armed the graph for its row (`lazyRowArmed`) and `view` is several views, they
    /// are laid out as the stack's rows are (`ImplicitRoot.lazyRow`); otherwise as
    /// `buildElement`. The arming is taken first, so nothing built inside sees it.
    @inlinable @inline(__always)
    func buildSegmentElement<V: View>(_ view: V, _ slot: inout _Node?) {
        if lazyRowArmed {
            lazyRowArmed = false
            if V._isViewList(self) {   // its views take any element modifiers, as in `buildElement`
                oneViewRoot = .lazyRow
                V._makeNode(view, self, &slot)
                oneViewRoot = .inList
                return
            }
        }
        buildElement(view, &slot)
    }

    /// Builds `view`, the one child of a `Group`, `if`/`else`, optional content or `AnyView`
    /// whose list was armed with `root`: armed again when `view` is a list itself, else as an
    /// element of the list.
    @inlinable @inline(__always)
    func buildOnlyChild<V: View>(_ view: V, _ root: ImplicitRoot, _ slot: inout _Node?) {
        if root != .inList {
            buildOneView(view, root, &slot)
        } else {
            buildElement(view, &slot)
        }
    }
}
