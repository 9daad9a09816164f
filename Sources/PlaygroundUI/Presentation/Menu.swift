import Foundation

/// A button that opens a menu of actions (SwiftUI's `Menu`), §28.8. The menu opens below the
/// button (above when there is no room), on its side of the window; a nested `Menu` opens its
/// entries in place with a back row; `Divider`s separate groups and a `Text` (such as a `Section`'s
/// title) heads one. Choosing an action or tapping outside closes it.
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @Environment(\._collectingActions) private var collecting

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }
    /// A menu whose button runs `primaryAction`; a long press opens the menu.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        if collecting {
            _SubmenuMarker(label: label, content: content)
        } else {
            let open = $isOpen
            let items = AnyView(content)
            Button {
                if let primaryAction { primaryAction() } else { isOpen = true }
            } label: {
                label
            }
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in
                if primaryAction != nil { isOpen = true }
            })
            .modifier(_PresentationModifier(isPresented: isOpen, item: nil, kind: .menu,
                                            content: { ctx in AnyView(_MenuCard(items: items, context: ctx)) },
                                            dismiss: { open.wrappedValue = false }, onDismiss: nil))
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == PlaygroundUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { PlaygroundUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { PlaygroundUI.Label(title, systemImage: systemImage) }
    }
}

// MARK: contextMenu

extension View {
    /// Opens `menuItems` as a menu at this view on a long press (0.5 s) or a secondary click
    /// (right button; `rightclick X,Y` in input scripts), §28.8.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _ContextMenuHost(content: self, items: menuItems())
    }
    /// The same with a preview (the preview is not drawn here: the menu opens at the view).
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        _ContextMenuHost(content: self, items: menuItems())
    }
}

struct _ContextMenuHost<Content: View, Items: View> {
    let content: Content
    let items: Items
    @State private var isOpen = false

    nonisolated init(content: Content, items: Items) {
        self.content = content
        self.items = items
    }
}

extension _ContextMenuHost: View {
    var body: some View {
        let open = $isOpen
        let items = AnyView(self.items)
        content
            .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in isOpen = true })
            .modifier(_ContextMenuMarker(open: { open.wrappedValue = true }))
            .modifier(_PresentationModifier(isPresented: isOpen, item: nil, kind: .menu,
                                            content: { ctx in AnyView(_MenuCard(items: items, context: ctx)) },
                                            dismiss: { open.wrappedValue = false }, onDismiss: nil))
    }
}

/// Marks a view with a context menu: a secondary click inside opens it (`ViewHost.secondaryClick`).
struct _ContextMenuMarker: PrimitiveModifier {
    let open: @MainActor () -> Void
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ContextMenuNode() }
        node.open = m.open
        C._makeNode(content, b, &node.content)
    }
}

@MainActor
final class ContextMenuNode: ModifierNode {
    override var nodeRole: NodeRole { .contextMenu(self) }
    var open: @MainActor () -> Void = {}
}

// MARK: The menu card

/// The open menu: rows on a rounded card with a shadow; a submenu replaces the rows, with a
/// back row on top (§28.8).
struct _MenuCard: View {
    let items: AnyView
    let context: _PresentationContext
    @State private var path: [Int] = []

    var body: some View {
        _CollectedActions(actions: items) { entries in
            rows(entries)
        }
    }

    private func rows(_ all: [_ActionEntry]) -> some View {
        var entries = all
        var titles: [String] = []
        for i in path {
            guard i < entries.count, case .submenu(let title, _, let inner) = entries[i] else { break }
            titles.append(title)
            entries = inner
        }
        let m = _PresentationMetrics.self
        let dismiss = context.entry.request.dismiss
        return VStack(spacing: 0) {
            if let back = titles.last {
                Button {
                    withAnimation(.easeInOut(duration: 0.2)) { _ = path.removeLast() }
                } label: {
                    HStack(spacing: 8) {
                        Image(systemName: "chevron.left")._chromeSymbols().font(.body.weight(.semibold))
                        Text(back).font(.body.weight(.semibold))
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal, 16)
                    .frame(width: m.menuWidth, height: m.menuRowHeight)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                _MenuSeparator()
            }
            ForEach(entries.indices, id: \.self) { i in
                switch entries[i] {
                case .action(let item):
                    if i > 0, case .action = entries[i - 1] { Divider() }
                    if i > 0, case .submenu = entries[i - 1] { Divider() }
                    Button {
                        guard item.isEnabled else { return }
                        dismiss()
                        item.trigger()
                    } label: {
                        row(item.title, systemImage: item.systemImage, trailing: nil,
                            color: item.role == .destructive ? .red : (item.isEnabled ? .primary : .secondary))
                    }
                    .buttonStyle(.plain)
                case .submenu(let title, let image, _):
                    if i > 0, case .divider = entries[i - 1] {} else if i > 0 { Divider() }
                    Button {
                        withAnimation(.easeInOut(duration: 0.2)) { path.append(i) }
                    } label: {
                        row(title, systemImage: image, trailing: "chevron.right", color: .primary)
                    }
                    .buttonStyle(.plain)
                case .divider:
                    if i > 0 { _MenuSeparator() }
                case .header(let title):
                    if i > 0, case .divider = entries[i - 1] {} else if i > 0 {
                        _MenuSeparator()
                    }
                    Text(title)
                        .font(.footnote)
                        .foregroundColor(.secondary)
                        .lineLimit(1)
                        .padding(.horizontal, 16)
                        .frame(width: m.menuWidth, height: 32, alignment: .leading)
                case .field:
                    EmptyView()   // menus have no text fields
                case .group(let items):
                    if i > 0, case .divider = entries[i - 1] {} else if i > 0 { _MenuSeparator() }
                    controlGroupRow(items, dismiss: dismiss)
                }
            }
        }
        .frame(width: m.menuWidth)
        // The system menu's font, whatever font the menu's button was given (it styles the
        // button's label only).
        .font(.body)
        .background(RoundedRectangle(cornerRadius: m.menuCornerRadius, style: .continuous)
            .fill(m.menuFill)
            .shadow(color: Color.black.opacity(0.2), radius: 16, x: 0, y: 6))
    }

    /// A control group in a menu (iOS 16): its buttons side by side in one row, equally wide,
    /// each its symbol above its title in small text, hairlines between them.
    private func controlGroupRow(_ items: [_ActionItem], dismiss: @escaping () -> Void) -> some View {
        let width = _PresentationMetrics.menuWidth / CGFloat(max(items.count, 1))
        return HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { k in
                let item = items[k]
                if k > 0 { Rectangle().fill(Color(.separator)).frame(width: 0.5, height: MenuMetrics.groupRowHeight) }
                Button {
                    guard item.isEnabled else { return }
                    dismiss()
                    item.trigger()
                } label: {
                    VStack(spacing: 4) {
                        if let image = item.systemImage {
                            Image(systemName: image)._chromeSymbols().imageScale(.medium)
                        }
                        Text(item.title).font(.caption).lineLimit(1)
                    }
                    .foregroundColor(item.role == .destructive ? .red : (item.isEnabled ? .primary : .secondary))
                    .frame(width: width - (k > 0 ? 0.5 : 0), height: MenuMetrics.groupRowHeight)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
    }

    private func row(_ title: String, systemImage: String?, trailing: String?, color: Color) -> some View {
        HStack(spacing: 8) {
            Text(title).lineLimit(1)
            Spacer(minLength: 0)
            if let image = trailing ?? systemImage {
                Image(systemName: image)._chromeSymbols().imageScale(.medium)
            }
        }
        .foregroundColor(color)
        .padding(.horizontal, 16)
        .frame(width: _PresentationMetrics.menuWidth, height: _PresentationMetrics.menuRowHeight)
        .contentShape(Rectangle())
    }
}

/// The wide separator between groups of a menu.
struct _MenuSeparator: View {
    static let color = _PresentationMetrics.menuBand
    var body: some View {
        Rectangle().fill(Self.color).frame(height: 8)
    }
}

// MARK: Menu styles

/// How a `Menu`'s button is drawn (SwiftUI's `MenuStyle`). Accepted; it has no effect here: a
/// menu's button is always drawn like a borderless button.
public protocol MenuStyle {}
/// The default menu style (no effect here).
public struct DefaultMenuStyle: MenuStyle { public init() {} }
/// A menu drawn as a button (no effect here).
public struct ButtonMenuStyle: MenuStyle { public init() {} }
/// A menu drawn as a borderless button (what every menu looks like here).
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

extension View {
    /// Sets the style of menus inside. Accepted; it has no effect here (§28.8).
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
