import Foundation

// MARK: .tag

/// Tags the content with a value (SwiftUI's `tag(_:)`): a `Picker` selects the option whose tag
/// equals its selection (§24.5), a `TabView` the tab (§29.3). Transparent to layout and drawing.
/// A nil tag (a `Tab` without a value) still makes the node, so identity does not depend on it.
package struct _TagModifier {
    let tag: AnyHashable?
}

extension _TagModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { TagNode() }
        if node.tag != m.tag { node.tag = m.tag; b.changed(node) }
        C._makeNode(content, b, &node.content)
    }
}

@MainActor
final class TagNode: PassthroughNode {
    @exclusivity(unchecked) var tag: AnyHashable?
}

extension View {
    /// Sets the tag of this view: the value a `Picker` option stands for (§24.5).
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: _TagValue.normalized(tag)))
    }
    /// `tag(_:includeOptional:)` (iOS 17): the tag also matches an optional selection. Tags here
    /// always match optional selections, so `includeOptional` has no further effect.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        modifier(_TagModifier(tag: _TagValue.normalized(tag)))
    }
}

/// Tags and selections compared with optionals unwrapped: a `String?` selection matches a
/// `String` tag, as SwiftUI matches tags against optional selections.
enum _TagValue {
    /// Writes the value `tag` stands for into `binding` (a nil tag into an optional selection);
    /// a tag of another type is ignored, as SwiftUI ignores it.
    static func assign<V>(_ tag: AnyHashable, to binding: Binding<V>) {
        if let v = tag.base as? V { binding.wrappedValue = v }
        else if tag.base is _NilTag, let v = Optional<Int>.none as Any as? V { binding.wrappedValue = v }
    }

    static func normalized<V: Hashable>(_ v: V) -> AnyHashable {
        if let o = v as? any _OptionalTagUnwrapping { return o._unwrappedTag ?? AnyHashable(_NilTag()) }
        return AnyHashable(v)
    }
}

struct _NilTag: Hashable {}

protocol _OptionalTagUnwrapping { var _unwrappedTag: AnyHashable? { get } }
extension Optional: _OptionalTagUnwrapping where Wrapped: Hashable {
    var _unwrappedTag: AnyHashable? { self.map { _TagValue.normalized($0) } }
}
