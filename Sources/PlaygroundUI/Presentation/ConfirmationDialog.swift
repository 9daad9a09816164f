import Foundation

extension View {
    /// Presents `actions` as iOS's action sheet at the bottom of the window while `isPresented`
    /// is true (§28.7). A Cancel button is added when none has `role: .cancel`; a tap outside
    /// cancels. The title shows only with `titleVisibility: .visible`, as on iPhone.
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: @escaping () -> A) -> some View {
        _dialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: nil as (() -> EmptyView)?)
    }
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           @ViewBuilder actions: @escaping () -> A) -> some View {
        _dialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: nil as (() -> EmptyView)?)
    }
    nonisolated public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic,
                                                        @ViewBuilder actions: @escaping () -> A) -> some View {
        _dialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: nil as (() -> EmptyView)?)
    }
    /// A dialog with a message under its title (the message shows even when the title is hidden).
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                                 titleVisibility: Visibility = .automatic,
                                                                 @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View {
        _dialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                                    titleVisibility: Visibility = .automatic,
                                                                                    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View {
        _dialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    nonisolated public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                                 titleVisibility: Visibility = .automatic,
                                                                 @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View {
        _dialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    /// A dialog about `data`: shown while `isPresented` is true and `data` is not nil.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                              titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                              @ViewBuilder actions: @escaping (T) -> A) -> some View {
        _dialog(Text(title), isPresented: Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 }),
                titleVisibility: titleVisibility, actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
                message: nil as (() -> EmptyView)?)
    }

    nonisolated func _dialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                               actions: @escaping () -> A, message: (() -> M)?) -> some View {
        let u = _Unchecked((title, message, actions))
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, item: nil, kind: .confirmationDialog,
                                       content: { ctx in
                                           AnyView(_CollectedActions(actions: AnyView(u.value.2())) { entries in
                                               _DialogLayout(title: titleVisibility == .visible ? u.value.0 : nil,
                                                             message: u.value.1.map { m in AnyView(m()) },
                                                             items: entries.actionItems, context: ctx)
                                           })
                                       },
                                       dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }
}

/// The action sheet: a rounded group of rows (header first) and the Cancel button below it.
struct _DialogLayout: View {
    let title: Text?
    let message: AnyView?
    let items: [_ActionItem]
    let context: _PresentationContext

    var body: some View {
        let m = _PresentationMetrics.self
        let rest = items.filter { $0.role != .cancel }
        let cancel = items.first { $0.role == .cancel }
            ?? _ActionItem(title: "Cancel", systemImage: nil, role: .cancel, isEnabled: true, trigger: {})
        let fill = m.cardFill
        VStack(spacing: m.dialogMargin) {
            VStack(spacing: 0) {
                if title != nil || message != nil {
                    VStack(spacing: 4) {
                        if let title { title.font(.footnote.weight(.semibold)) }
                        if let message { message.font(.footnote) }
                    }
                    .foregroundColor(.secondary)
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(maxWidth: .infinity)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 14)
                    Divider()
                }
                ForEach(rest.indices, id: \.self) { i in
                    if i > 0 { Divider() }
                    row(rest[i], bold: false)
                }
            }
            .background(RoundedRectangle(cornerRadius: m.dialogCornerRadius, style: .continuous).fill(fill))
            .clipShape(RoundedRectangle(cornerRadius: m.dialogCornerRadius, style: .continuous))
            row(cancel, bold: true)
                .background(RoundedRectangle(cornerRadius: m.dialogCornerRadius, style: .continuous).fill(m.cancelFill))
        }
        .padding(.horizontal, m.dialogMargin)
        .padding(.bottom, m.dialogMargin + context.safeArea.bottom)
        .frame(width: context.window.width)
    }

    private func row(_ item: _ActionItem, bold: Bool) -> some View {
        let dismiss = context.entry.request.dismiss
        return Button {
            guard item.isEnabled else { return }
            dismiss()
            item.trigger()
        } label: {
            Text(item.title)
                .font(.title3.weight(bold ? .semibold : .regular))
                .foregroundColor(item.role == .destructive ? .red : (item.isEnabled ? .accentColor : .secondary))
                .lineLimit(1)
                .frame(maxWidth: .infinity)
                .frame(height: _PresentationMetrics.dialogRowHeight)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

// MARK: The older action sheet

/// The older action sheet value (`.actionSheet(isPresented:) { ActionSheet(…) }`), drawn as a
/// confirmation dialog with its title shown (§28.7).
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    /// Presents the older `ActionSheet` while `isPresented` is true.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
        let u = _Unchecked(content)
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, item: nil, kind: .confirmationDialog,
                                              content: { ctx in AnyView(u.value()._dialog(context: ctx)) },
                                              dismiss: { isPresented.wrappedValue = false }, onDismiss: nil))
    }
    /// Presents the older `ActionSheet` for `item` while it is not nil.
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet) -> some View {
        let value = item.wrappedValue
        let u = _Unchecked((value, content))
        return modifier(_PresentationModifier(isPresented: value != nil, item: value.map { AnyHashable($0.id) }, kind: .confirmationDialog,
                                              content: { ctx in u.value.0.map { AnyView(u.value.1($0)._dialog(context: ctx)) } ?? AnyView(EmptyView()) },
                                              dismiss: { item.wrappedValue = nil }, onDismiss: nil))
    }
}

extension ActionSheet {
    @MainActor func _dialog(context: _PresentationContext) -> some View {
        let buttons = self.buttons
        return _CollectedActions(actions: AnyView(ForEach(buttons.indices, id: \.self) { i in
            PlaygroundUI.Button(role: buttons[i].role, action: { buttons[i].action?() }) { buttons[i].label }
        })) { entries in
            _DialogLayout(title: title, message: message.map { AnyView($0) }, items: entries.actionItems, context: context)
        }
    }
}
