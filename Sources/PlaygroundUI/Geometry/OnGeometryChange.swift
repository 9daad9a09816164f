import Foundation

// `onGeometryChange(for:of:action:)` (iOS 16 back-deployed, WWDC24): a value computed from the
// view's geometry, and an action when it changes (docs/semantics.md §5).

extension View {
    /// Runs `action` with the value `transform` computes from this view's geometry, when the view
    /// is first laid out and whenever that value changes. The proxy is a `GeometryReader`'s of the
    /// view's own frame (a background reader: it changes nothing in the layout). Applied to
    /// several views at once (a `Group`, a `ForEach`), it reads them as one view (§31.6).
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                             action: @escaping (_ newValue: T) -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return modifier(_GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// The iOS 18 form: `action` gets the old and the new value (the same value both times when
    /// the view is first laid out, as `onChange(of:initial: true)` gives it).
    nonisolated public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                             action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }
}

/// `onGeometryChange`: a background `GeometryReader` whose value is watched with
/// `onChange(of:initial: true)`; the content is made one view first.
package struct _GeometryChangeModifier<T: Equatable> {
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void
}

extension _GeometryChangeModifier: PrimitiveModifier {
    /// Makes a list one view (§31.6): the geometry read is the whole content's.
    public static var _viewListBehavior: _ViewListBehavior { .unary }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let transform = m.transform, action = m.action
        let read = content.background(GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { old, new in action(old, new) }
        })
        type(of: read)._makeNode(read, b, &slot)
    }
}
