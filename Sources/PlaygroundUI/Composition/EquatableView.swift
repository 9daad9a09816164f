import Foundation

/// A view that is built again only when its content is not equal (`==`) to the content it was
/// last built with (docs/semantics.md §21.10): SwiftUI's way to let a view's own `==` decide
/// whether its body runs again, instead of comparing its stored properties one by one.
/// A change of state the content itself owns, or of an environment value, still updates it.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    /// The view compared with `==`.
    nonisolated(unsafe) public var content: Content

    /// Wraps `content`, which is built again only when it changes by `==`.
    nonisolated public init(content: Content) { self.content = content }

    public static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { EquatableViewNode<Content>() }
        let root = b.takeOneViewRoot()
        if let last = node.last, node.content != nil, root == node.root, !b.forceFullRebuild,
           b.modifierContents.isEmpty, b.elementModifiers.isEmpty,
           node.environment.map({ $0.sameInputs(as: b.env) }) == true, last == view.content {
            return   // equal: its last build stands
        }
        node.last = view.content
        node.root = root
        node.environment = b.env
        b.oneViewRoot = root   // the content takes the slot's root, as it would without the wrapper
        Content._makeNode(view.content, b, &node.content)
    }

    @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { Content._isViewList(graph) }
}

/// The node of an `EquatableView`: the content and what it was last built with.
@MainActor
final class EquatableViewNode<Content: View & Equatable>: PassthroughNode {
    @exclusivity(unchecked) var last: Content?
    @exclusivity(unchecked) var root = ImplicitRoot.inList
    @exclusivity(unchecked) var environment: EnvironmentValues?
}

extension View where Self: Equatable {
    /// Builds this view again only when it is not equal (`==`) to the view it was last built as
    /// (`EquatableView`, §21.10).
    nonisolated public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

extension View {
    /// SwiftUI's debugging aid, called from `body`: prints the view's type and what made its body
    /// run again. Here it prints `TypeName: @self changed.` on every evaluation — this package
    /// does not work out which input (`@self`, `@identity`, a `_state` or `@dependencies`) changed
    /// (README, "Differences from SwiftUI"), so it says that the body ran, not why.
    public static func _printChanges() {
        print("\(Self.self): @self changed.")
    }
}
