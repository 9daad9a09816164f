import Foundation

// SwiftUI's first drag and drop (iOS 13.4–15; docs/semantics.md §25.12): `onDrag` makes a view a
// drag source that carries an `NSItemProvider`, `onDrop(of:…)` a destination for the providers
// whose items conform to the types it names, told through a closure or a `DropDelegate`. They use
// the same drag session as `draggable`/`dropDestination` (§25.11), and each side understands the
// other's text.

extension View {
    /// Lets this view be dragged: a long press lifts it and `data` gives the provider the drag
    /// carries (asked at the lift, as on iOS, where the closure runs when the drag begins).
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(_DraggableModifier<EmptyView>(payload: { ItemProviderDrop.carried(data()) }, preview: nil))
    }

    /// Lets this view be dragged with `preview` following the pointer (iOS 15).
    nonisolated public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        nonisolated(unsafe) let preview = preview()
        return modifier(_DraggableModifier<V>(payload: { ItemProviderDrop.carried(data()) }, preview: preview))
    }

    /// Takes drops of items conforming to one of `supportedContentTypes`: `action` gets their
    /// providers and returns whether it took them; `isTargeted` is true while such a drag is over
    /// the view.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items conforming to one of `supportedContentTypes`, with the drop's
    /// location in this view's space.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        let types = supportedContentTypes
        nonisolated(unsafe) let isTargeted = isTargeted
        return modifier(_DropDestinationModifier(
            accepts: { items, _ in ItemProviderDrop.info(items, .zero).hasItemsConforming(to: types) },
            perform: { items, location in action(ItemProviderDrop.info(items, location).itemProviders(for: types), location) },
            isTargeted: { on in MainActor.assumeIsolated { if isTargeted?.wrappedValue != on { isTargeted?.wrappedValue = on } } }))
    }

    /// Takes drops of items conforming to one of `supportedContentTypes`, told to `delegate`: it
    /// validates the drop, hears it enter, move over and leave the view, proposes an operation,
    /// and performs it.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        let types = supportedContentTypes
        nonisolated(unsafe) let delegate = delegate
        return modifier(_DropDestinationModifier(
            accepts: { items, location in
                let info = ItemProviderDrop.info(items, location)
                return info.hasItemsConforming(to: types) && MainActor.assumeIsolated { delegate.validateDrop(info: info) }
            },
            perform: { items, location in
                let info = ItemProviderDrop.info(items, location)
                return MainActor.assumeIsolated { delegate.performDrop(info: info) }
            },
            isTargeted: { _ in },
            entered: { items, location in
                let info = ItemProviderDrop.info(items, location)
                MainActor.assumeIsolated { delegate.dropEntered(info: info) }
            },
            updated: { items, location in
                let info = ItemProviderDrop.info(items, location)
                return MainActor.assumeIsolated { delegate.dropUpdated(info: info)?.operation }
            },
            exited: { items, location in
                let info = ItemProviderDrop.info(items, location)
                MainActor.assumeIsolated { delegate.dropExited(info: info) }
            }))
    }

    /// `onDrop(of:isTargeted:perform:)` with type identifiers (iOS 13.4).
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(ItemProviderDrop.type), isTargeted: isTargeted, perform: action)
    }

    /// `onDrop(of:isTargeted:perform:)` with type identifiers and the drop's location.
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        onDrop(of: supportedTypes.map(ItemProviderDrop.type), isTargeted: isTargeted, perform: action)
    }

    /// `onDrop(of:delegate:)` with type identifiers.
    nonisolated public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.map(ItemProviderDrop.type), delegate: delegate)
    }
}

/// What a drop destination is told about a drag over it or dropped on it.
public struct DropInfo: Sendable {
    /// Where the pointer is, in the destination's space.
    public var location: CGPoint
    let providers: [NSItemProvider]

    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The providers of the items conforming to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { p in contentTypes.contains { p.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// Whether an item conforms to one of the type identifiers.
    public func hasItemsConforming(to types: [String]) -> Bool { hasItemsConforming(to: types.map(ItemProviderDrop.type)) }

    /// The providers of the items conforming to one of the type identifiers.
    public func itemProviders(for types: [String]) -> [NSItemProvider] { itemProviders(for: types.map(ItemProviderDrop.type)) }
}

/// What a drop would do, as a destination proposes it while a drag moves over it.
public enum DropOperation: Sendable, Hashable {
    /// Nothing is dropped here, and the drag ends if released.
    case cancel
    /// A drop here is not allowed.
    case forbidden
    case copy
    case move
}

/// A destination's answer to a drag moving over it.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// What `onDrop(of:delegate:)` tells about a drag (SwiftUI's `DropDelegate`). Only
/// `performDrop(info:)` must be written: a drop is valid, its moves and exits need nothing and it
/// proposes no operation (a copy) unless the delegate says otherwise.
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether a drag of items of the destination's types may drop here (the default: true).
    func validateDrop(info: DropInfo) -> Bool
    /// The drag was released over the view: take its items; whether they were taken.
    func performDrop(info: DropInfo) -> Bool
    /// A valid drag came over the view.
    func dropEntered(info: DropInfo)
    /// The drag moved over the view: what a drop here would do (nil: as before).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// The drag left the view without dropping.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

/// How the item-provider drag and drop rides on the drag session.
enum ItemProviderDrop {
    /// What a lift carries for `provider`: the provider itself, and its text for a
    /// `dropDestination(for: String.self)`.
    static func carried(_ provider: NSItemProvider) -> [Any] {
        if let text = provider.carriedText { return [provider, text] }
        return [provider]
    }

    /// A dragged item as a provider: the one `onDrag` gave, or one made from what `draggable`
    /// carries (a string, a URL or data); nil when the item is none of these.
    static func provider(of item: [Any]) -> NSItemProvider? {
        for v in item { if let p = v as? NSItemProvider { return p } }
        for v in item {
            if let s = v as? String { return NSItemProvider(object: s as NSString) }
            if let u = v as? URL { return NSItemProvider(object: u as NSURL) }
            if let d = v as? Data { return NSItemProvider(item: d as NSData, typeIdentifier: UTType.data.identifier) }
        }
        return nil
    }

    /// The drop's information for the destination: its items as providers at `location`.
    static func info(_ items: [[Any]], _ location: CGPoint) -> DropInfo {
        DropInfo(location: location, providers: items.compactMap(provider(of:)))
    }

    /// A type identifier as a type (an unknown one as itself, with no parents).
    static func type(_ identifier: String) -> UTType { UTType(identifier) ?? UTType(exportedAs: identifier) }
}
