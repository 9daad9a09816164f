import Foundation

// MARK: alert

extension View {
    /// Presents an alert titled `titleKey` with `actions` (its buttons) while `isPresented` is
    /// true (§28.6). Any button dismisses it; with no buttons it has an OK button.
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           @ViewBuilder actions: @escaping () -> A) -> some View {
        _alert(Text(titleKey), isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                              @ViewBuilder actions: @escaping () -> A) -> some View {
        _alert(Text(title), isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                           @ViewBuilder actions: @escaping () -> A) -> some View {
        _alert(title, isPresented: isPresented, actions: actions, message: nil as (() -> EmptyView)?)
    }
    /// An alert with a message below its title.
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View {
        _alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View {
        _alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View {
        _alert(title, isPresented: isPresented, actions: actions, message: message)
    }
    /// An alert about `data`: shown while `isPresented` is true and `data` is not nil.
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                              @ViewBuilder actions: @escaping (T) -> A) -> some View {
        _alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                 @ViewBuilder actions: @escaping (T) -> A) -> some View {
        _alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: nil as ((T) -> EmptyView)?)
    }
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                                       @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View {
        _alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                          @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View {
        _alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// The older alert: `Alert(title:message:dismissButton:)` or with two buttons (§28.6).
    nonisolated public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        let u = _Unchecked(content)
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, item: nil, kind: .alert,
                                       content: { ctx in AnyView(u.value()._card(context: ctx)) },
                                       dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }
    /// The older alert for `item`, shown while it is not nil.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        let value = item.wrappedValue
        let u = _Unchecked((value, content))
        return modifier(_PresentationModifier(isPresented: value != nil, item: value.map { AnyHashable($0.id) }, kind: .alert,
                                              content: { ctx in u.value.0.map { AnyView(u.value.1($0)._card(context: ctx)) } ?? AnyView(EmptyView()) },
                                              dismiss: { item.wrappedValue = nil }, onDismiss: nil))
    }

    nonisolated func _alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, actions: @escaping () -> A,
                                              message: (() -> M)?) -> some View {
        let u = _Unchecked((title, message, actions))
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, item: nil, kind: .alert,
                                       content: { ctx in
                                           AnyView(_AlertCard(title: u.value.0, message: u.value.1.map { m in AnyView(m()) },
                                                              actions: AnyView(u.value.2()), context: ctx))
                                       },
                                       dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    nonisolated func _alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                                 actions: @escaping (T) -> A, message: ((T) -> M)?) -> some View {
        let u = _Unchecked((title, message, actions, data))
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue && data != nil, item: nil, kind: .alert,
                                       content: { ctx in
                                           guard let data = u.value.3 else { return AnyView(EmptyView()) }
                                           return AnyView(_AlertCard(title: u.value.0, message: u.value.1.map { m in AnyView(m(data)) },
                                                                     actions: AnyView(u.value.2(data)), context: ctx))
                                       },
                                       dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }
}

/// The older alert value (`.alert(isPresented:) { Alert(…) }`).
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }
    /// An alert with two buttons side by side.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of the older alert.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel, action: action) }
        /// A Cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel, action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive, action: action) }
    }

    @MainActor func _card(context: _PresentationContext) -> some View {
        let buttons = self.buttons
        return _AlertCard(title: title, message: message.map { AnyView($0) }, actions: AnyView(ForEach(buttons.indices, id: \.self) { i in
            PlaygroundUI.Button(role: buttons[i].role, action: { buttons[i].action?() }) { buttons[i].label }
        }), context: context)
    }
}

// MARK: The alert card

/// iOS's alert: a 270 pt card, title and message centred, buttons side by side when there are
/// two, else stacked (§28.6).
struct _AlertCard: View {
    let title: Text
    let message: AnyView?
    let actions: AnyView
    let context: _PresentationContext

    var body: some View {
        let dismiss = context.entry.request.dismiss
        _CollectedActions(actions: actions) { entries in
            _AlertLayout(title: title, message: message, fields: entries.hasFields ? actions : nil,
                         items: Self.ordered(entries.actionItems), dismiss: dismiss)
        }
    }

    /// With two buttons the cancel one goes left; with more it goes last. None: an OK button.
    static func ordered(_ items: [_ActionItem]) -> [_ActionItem] {
        if items.isEmpty { return [_ActionItem(title: "OK", systemImage: nil, role: nil, isEnabled: true, trigger: {})] }
        let cancel = items.filter { $0.role == .cancel }
        let rest = items.filter { $0.role != .cancel }
        return items.count == 2 ? cancel + rest : rest + cancel
    }
}

struct _AlertLayout: View {
    let title: Text
    let message: AnyView?
    /// The actions again, drawn for their text fields (iOS 16's alerts with fields).
    let fields: AnyView?
    let items: [_ActionItem]
    let dismiss: () -> Void

    var body: some View {
        let m = _PresentationMetrics.self
        VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline)
                if let message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .fixedSize(horizontal: false, vertical: true)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 16)
            .padding(.top, 19)
            .padding(.bottom, fields == nil ? 19 : 12)
            if let fields {
                VStack(spacing: 8) { fields }
                    .buttonStyle(_HiddenButtonStyle())
                    .textFieldStyle(.roundedBorder)
                    .padding(.horizontal, 16)
                    .padding(.bottom, 16)
            }
            Divider()
            if items.count == 2 {
                HStack(spacing: 0) {
                    button(items[0])
                    Divider()
                    button(items[1])
                }
                .frame(height: m.alertButtonHeight)
            } else {
                ForEach(items.indices, id: \.self) { i in
                    if i > 0 { Divider() }
                    button(items[i]).frame(height: m.alertButtonHeight)
                }
            }
        }
        .frame(width: m.alertWidth)
        .background(RoundedRectangle(cornerRadius: m.alertCornerRadius, style: .continuous).fill(m.cardFill))
        .clipShape(RoundedRectangle(cornerRadius: m.alertCornerRadius, style: .continuous))
    }

    private func button(_ item: _ActionItem) -> some View {
        Button {
            guard item.isEnabled else { return }
            dismiss()
            item.trigger()
        } label: {
            Text(item.title)
                .font(item.role == .cancel ? .body.weight(.semibold) : .body)
                .foregroundColor(item.role == .destructive ? .red : (item.isEnabled ? .accentColor : .secondary))
                .lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}
