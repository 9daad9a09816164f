import Foundation

extension View {
    /// Shows values of type `D` pushed on the stack around this view with the view
    /// `destination` makes (§27.3). Declared in the root or in any pushed view.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationRegistrar(make: destination))
    }

    /// Pushes the view `destination` makes while `isPresented` is true; Back sets it false
    /// (iOS 16).
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(_NavigationDestinationPresenter(isActive: isPresented, destination: destination()))
    }

    /// Pushes the view `destination` makes for `item` while it is not nil; Back sets it nil
    /// (iOS 17).
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let active = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_NavigationItemPresenter(item: item.wrappedValue, isActive: active, make: destination))
    }
}

/// Registers a destination with the stack each time it is built.
struct _NavigationDestinationRegistrar<D: Hashable, C: View> {
    let make: (D) -> C
    @Environment(\._navigation) private var navigation
}

extension _NavigationDestinationRegistrar: ViewModifier {
    func body(content: Content) -> some View {
        if let navigation {
            let make = make
            navigation.model.register(ObjectIdentifier(D.self), from: navigation.level) { value in
                guard let d = value as? D else { return AnyView(EmptyView()) }
                return AnyView(make(d))
            }
        }
        return content
    }
}

/// `navigationDestination(isPresented:)`: a programmatic push with its own slot.
struct _NavigationDestinationPresenter<V: View> {
    let isActive: Binding<Bool>
    let destination: V
    @Environment(\._navigation) private var navigation
    @State private var slot: _PushedViewSlot?
}

extension _NavigationDestinationPresenter: ViewModifier {
    func body(content: Content) -> some View {
        if let slot, slot.isOnStack { slot.refresh(AnyView(destination)) }
        let destination = destination
        return content.modifier(_ActiveLinkWatcher(isActive: isActive, navigation: navigation, slot: $slot,
                                                   makeView: { AnyView(destination) }))
    }
}

/// `navigationDestination(item:)`: pushes for a non-nil item.
struct _NavigationItemPresenter<D: Hashable, C: View> {
    let item: D?
    let isActive: Binding<Bool>
    let make: (D) -> C
    @Environment(\._navigation) private var navigation
    @State private var slot: _PushedViewSlot?
}

extension _NavigationItemPresenter: ViewModifier {
    func body(content: Content) -> some View {
        let item = item, make = make
        let view: () -> AnyView? = { item.map { AnyView(make($0)) } }
        if let slot, slot.isOnStack, let v = view() { slot.refresh(v) }
        return content.modifier(_ActiveLinkWatcher(isActive: isActive, navigation: navigation, slot: $slot, makeView: view))
    }
}
