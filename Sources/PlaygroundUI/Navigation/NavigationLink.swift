import Foundation

/// A button that pushes onto the `NavigationStack` around it: a value (shown by the
/// `navigationDestination(for:)` for its type) or a destination view (SwiftUI's
/// `NavigationLink`, §27.3). In a `List` the row shows a chevron; elsewhere it looks like a
/// button. Outside a stack it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(_NavigationValue?)
        case destination(Destination)
        case active(Binding<Bool>, Destination)
    }
    let target: Target
    let label: Label
    @Environment(\._navigation) private var navigation
    @Environment(\.isListRow) private var isListRow
    @Environment(\._listSelection) private var listSelection
    @State private var slot: _PushedViewSlot?

    public var body: some View {
        let navigation = navigation, listSelection = listSelection
        refreshPushedView()
        return _NavigationLinkButton(isListRow: isListRow, action: { activate(navigation, listSelection) }, label: label)
            .modifier(_ActiveLinkWatcher(isActive: activeBinding, navigation: navigation, slot: $slot, makeView: makeSlotView))
            .modifier(_TagModifier(tag: selectionTag))
    }

    /// In a selectable list whose selection holds values of this link's type, the link's value
    /// is its row's tag: the row shows as selected when the selection holds it (§14.13).
    private var selectionTag: AnyHashable? {
        guard let listSelection, case .value(let v?) = target, listSelection.accepts(v.value) else { return nil }
        return v.value
    }

    private var activeBinding: Binding<Bool>? {
        if case .active(let b, _) = target { return b }
        return nil
    }

    private func makeSlotView() -> AnyView? {
        switch target {
        case .destination(let d), .active(_, let d): return AnyView(d)
        case .value: return nil
        }
    }

    /// A destination pushed from here follows this link's current destination view.
    private func refreshPushedView() {
        guard let slot, slot.isOnStack, let view = makeSlotView() else { return }
        slot.refresh(view)
    }

    private func activate(_ navigation: _NavigationContext?, _ listSelection: _ListSelection?) {
        // In a list whose selection holds values of the link's type, the value becomes the
        // selection instead of being pushed (§14.13); a split view shows it in the next column.
        if case .value(let v?) = target, let listSelection, listSelection.accepts(v.value) {
            listSelection.choose(v.value)
            return
        }
        guard let navigation else { return }
        switch target {
        case .value(let v):
            if let v { navigation.model.pushValue(v) }
        case .destination(let d):
            let s = _PushedViewSlot(AnyView(d))
            slot = s
            navigation.model.pushView(s)
        case .active(let binding, _):
            binding.wrappedValue = true
        }
    }
}

/// Pushes a link's destination while its `isActive` binding is true and pops it when the
/// binding goes false; popping with Back sets the binding false.
struct _ActiveLinkWatcher: ViewModifier {
    let isActive: Binding<Bool>?
    let navigation: _NavigationContext?
    let slot: Binding<_PushedViewSlot?>
    let makeView: () -> AnyView?

    func body(content: Content) -> some View {
        if let isActive {
            let navigation = navigation, slot = slot, makeView = makeView
            content.onChange(of: isActive.wrappedValue, initial: true) { _, active in
                _PushedViewSlot.sync(active: active, isActive: isActive, navigation: navigation, slot: slot, makeView: makeView)
            }
        } else {
            content
        }
    }
}

extension _PushedViewSlot {
    /// Brings the stack in line with an `isActive` binding.
    static func sync(active: Bool, isActive: Binding<Bool>, navigation: _NavigationContext?, slot: Binding<_PushedViewSlot?>,
                     makeView: () -> AnyView?) {
        guard let navigation else { return }
        if active {
            if let s = slot.wrappedValue, s.isOnStack { return }
            guard let view = makeView() else { return }
            let s = _PushedViewSlot(view)
            s.onPop = { if isActive.wrappedValue { isActive.wrappedValue = false } }
            slot.wrappedValue = s
            navigation.model.pushView(s)
        } else if let s = slot.wrappedValue, s.isOnStack, let level = navigation.model.level(of: s) {
            s.onPop = {}
            navigation.model.popTo(level - 1)
        }
    }
}

/// A link's button: in a list row, the row with a chevron (drawn by `_NavigationLinkButtonStyle`);
/// elsewhere a plain `Button`, so a `.buttonStyle` around the link applies to it.
struct _NavigationLinkButton<Label: View>: View {
    let isListRow: Bool
    let action: () -> Void
    let label: Label
    /// The row's `.badge`, drawn before the chevron (§14.9).
    @Environment(\.listRowBadge) private var badge
    /// A disabled link's row is dimmed as a disabled button's label is (§27.3).
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if isListRow {
            Button(action: action) {
                HStack(spacing: 8) {
                    label.environment(\.listRowBadge, nil)
                    Spacer(minLength: 0)
                    if let badge { Text(badge).foregroundStyle(.secondary) }
                    Image(systemName: "chevron.forward")._chromeSymbols()
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundColor(Color(UIColor.tertiaryLabel))
                }
                .foregroundColor(isEnabled ? .primary : ButtonMetrics.disabledLabel)
                .contentShape(Rectangle())
            }
            .buttonStyle(_NavigationLinkButtonStyle())
            .modifier(_ListRowTraitModifier(change: { $0.badgeIsDrawn = badge != nil }, background: nil))
        } else {
            Button(action: action) { label }
        }
    }
}

/// The look of a link in a list row: primary text, the row highlighted while pressed.
struct _NavigationLinkButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .background(Color(UIColor.systemGray4).opacity(configuration.isPressed ? 1 : 0).padding(-20))
    }
}

// MARK: Initialisers

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; nil makes a disabled link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { _NavigationValue($0) })
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// A link that pushes the view `destination` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .destination(destination())
        self.label = label()
    }
    /// The older form with the destination as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .destination(destination)
        self.label = label()
    }
    /// Pushes `destination` while `isActive` is true (iOS 13–15 programmatic navigation).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        target = .active(isActive, destination)
        self.label = label()
    }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .active(isActive, destination())
        self.label = label()
    }
    /// Pushes `destination` while `selection` equals `tag`.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let active = Binding<Bool>(get: { selection.wrappedValue == tag }, set: { on in
            if on { selection.wrappedValue = tag } else if selection.wrappedValue == tag { selection.wrappedValue = nil }
        })
        target = .active(active, destination())
        self.label = label()
    }
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(tag: tag, selection: selection, destination: { destination }, label: label)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }
}
