import Foundation

/// A control that selects one of a set of tagged options (SwiftUI's `Picker`): each option is a
/// view with `.tag(value)`; the option whose tag equals `selection` is selected (§24.5). Drawn by
/// `.pickerStyle(_:)`: `.segmented` (iOS's segmented control), `.menu` (a button showing the
/// selection that opens the list of options below it; the label leading in a list or form row,
/// not drawn elsewhere); `.automatic`, `.wheel`, `.inline`,
/// `.navigationLink` and `.palette` show as `.menu` here.
///
/// Options are read from the content's `.tag`s in order; what an option shows is its text (the
/// first `Text` inside it), or its tag's description when it has none.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, renamed: "init(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == PlaygroundUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { PlaygroundUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { PlaygroundUI.Label(title, systemImage: systemImage) }
    }
}

/// The tag of a picker option written without `.tag`: equal to no selection.
struct UntaggedPickerOption: Hashable { let index: Int }

/// One option of a picker: its tag and what it shows.
struct _PickerOption: Equatable {
    let tag: AnyHashable
    let title: String
    /// The option's symbol when it shows one and no text (`Image(systemName: "sun.max").tag(…)`).
    var symbol: String? = nil

    /// The option as its tagged view shows it: its first text, else its first symbol, else its tag.
    @MainActor init(tag: AnyHashable, node: _Node) {
        self.tag = tag
        if let text = PickerNode.firstText(node) {
            title = text
        } else if let name = PickerNode.firstSymbol(node) {
            title = ""; symbol = name
        } else {
            title = "\(tag.base)"
        }
    }

    init(tag: AnyHashable, title: String) { self.tag = tag; self.title = title }
}

extension Picker: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        graph.buildInLibraryBoundary(&slot) { build(view, graph, &$0) }
    }

    @MainActor private static func build(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { PickerNode() }
        // The options are built aside (never laid out or drawn) to read their tags and texts
        // (their labels whole in a toolbar too, §20.3).
        if graph.env.labelStyle == .automaticInToolbar {
            graph.withEnvironment({ $0.labelStyle.outOfToolbar() }, view.content, &node.options)
        } else {
            Content._makeNode(view.content, graph, &node.options)
        }
        var options: [_PickerOption] = []
        if let o = node.options { PickerNode.collect(o, into: &options) }
        let selection = view.selection
        let current = _TagValue.normalized(selection.wrappedValue)
        let index = options.firstIndex { $0.tag == current }
        let choose: (AnyHashable) -> Void = { tag in _TagValue.assign(tag, to: selection) }
        if graph.env._collectingActions {
            // Inside a Menu: the options become the menu's rows, the chosen one checked (§28.8).
            _PickerMenuRows(options: options, selectedIndex: index, choose: choose)._makeNodeSelf(graph, &node.content)
            return
        }
        let kind = graph.env.pickerStyle
        node.isSegmented = kind.segmented
        // A menu picker shows its label in a list or form row (and a toolbar), not on its own.
        let showsLabel = graph.env.isListRow || graph.env.labelStyle == .automaticInToolbar
        let look = _PickerLook(kind: kind, options: options, selectedIndex: index, choose: choose, label: view.label,
                               showsLabel: showsLabel)
        _PickerLook<Label>._makeNode(look, graph, &node.content)
    }
}

@MainActor
final class PickerNode: ModifierNode {
    /// The content built aside: its `.tag`s are the options.
    @exclusivity(unchecked) var options: _Node?
    /// Drawn as a segmented control: its segments' titles are the control's (UIKit's), not texts
    /// a list row's separator starts at (§14.9).
    @exclusivity(unchecked) var isSegmented = false

    /// The tagged views under `node`, in order, with their first text.
    /// A `ForEach`'s views without a `.tag` of their own are tagged with their id, as SwiftUI
    /// tags each view of a ForEach (§24.5): `ForEach(0..<3) { Text(names[$0]) }` offers 0, 1, 2.
    /// A view of the content without a tag is an option too, which no selection matches: SwiftUI
    /// draws it (a segment, a menu row) and selects nothing with it (its console warns that the
    /// selection "does not have an associated tag"); a view without text or symbol (a `Divider`)
    /// is not an option.
    static func collect(_ node: _Node, into result: inout [_PickerOption]) {
        if node is TagNode || node is DynamicListNode {
            collectTagged(node, into: &result)
        } else if node.isTransparent {
            node.forEachChild { collect($0, into: &result) }
        } else {
            // One view of the content: its tags, or an option without one.
            let before = result.count
            collectTagged(node, into: &result)
            if result.count == before, firstText(node) != nil || firstSymbol(node) != nil {
                result.append(_PickerOption(tag: AnyHashable(UntaggedPickerOption(index: result.count)), node: node))
            }
        }
    }

    /// The tagged views under `node`, as `collect` reads them, and the views of a `ForEach`.
    static func collectTagged(_ node: _Node, into result: inout [_PickerOption]) {
        if let t = node as? TagNode, let tag = t.tag {
            result.append(_PickerOption(tag: tag, node: t))
            return
        }
        if let list = node as? DynamicListNode, !list.ids.isEmpty, list.ids.count == list.slots.count {
            for (id, slot) in zip(list.ids, list.slots) {
                guard let child = slot else { continue }
                let before = result.count
                collectTagged(child, into: &result)
                if result.count == before { result.append(_PickerOption(tag: id, node: child)) }
            }
            return
        }
        node.forEachChild { collectTagged($0, into: &result) }
    }

    /// The name of the first symbol image under `node` (tab items, menu rows).
    static func firstSymbol(_ node: _Node) -> String? {
        if let i = node as? ImageNode, case .symbol(let name, _, _, _, _) = i.content { return name }
        var found: String?
        node.forEachChild { c in if found == nil { found = firstSymbol(c) } }
        return found
    }

    static func firstText(_ node: _Node) -> String? { firstTextNode(node)?.displayedText }

    /// The first node under `node` (itself included, tree order) that shows text: a picker's or
    /// tab's title, where a list row's separator starts (§14.9) — with `forRowSeparator`, not
    /// inside a segmented control, whose titles are the control's.
    static func firstTextNode(_ node: _Node, forRowSeparator: Bool = false) -> _Node? {
        if node.displayedText != nil { return node }
        if forRowSeparator, let p = node as? PickerNode, p.isSegmented { return nil }
        var found: _Node?
        node.forEachChild { c in if found == nil { found = firstTextNode(c, forRowSeparator: forRowSeparator) } }
        return found
    }
}

// MARK: Styles

/// How a picker is drawn (SwiftUI's `PickerStyle`; the built-in styles only).
public protocol PickerStyle { var _kind: PickerStyleKind { get } }
/// Public because `PickerStyle`'s requirement returns it.
public struct PickerStyleKind: Hashable, Sendable {
    let segmented: Bool
}
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .init(segmented: false) } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .init(segmented: true) } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .init(segmented: false) } }
/// Shown as `.menu` here.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .init(segmented: false) } }
/// Shown as `.menu` here.
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .init(segmented: false) } }
/// Shown as `.menu` here (there is no navigation stack to push onto).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .init(segmented: false) } }
/// Shown as `.menu` here.
public struct PalettePickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .init(segmented: false) } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

struct PickerStyleKey: EnvironmentKey { static var defaultValue: PickerStyleKind { .init(segmented: false) } }
extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Styles every `Picker` inside (§24.5).
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(_EnvironmentWriteModifier<PickerStyleWrite>(kind))
    }
}

// MARK: Looks

enum SegmentedMetrics {
    /// UISegmentedControl's height since iOS 13 (§24.5).
    static let height: CGFloat = 32
    static let cornerRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static let thumbRadius: CGFloat = 7
    static let track = Color(.tertiarySystemFill)
    static let thumb = Color(.white)
    static let separator = Color(.separator)
    static let labelPadding: CGFloat = 12
    static let animation = Animation.easeInOut(duration: 0.2)
}

enum MenuMetrics {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13
    static let background = Color(.secondarySystemGroupedBackground)
    static let gap: CGFloat = 6
    /// A control group's row in a menu: its symbols above their titles (not measured on iOS).
    static let groupRowHeight: CGFloat = 64
}

struct _PickerLook<Label: View>: View {
    let kind: PickerStyleKind
    let options: [_PickerOption]
    let selectedIndex: Int?
    let choose: (AnyHashable) -> Void
    let label: Label
    /// In a list or form row: the label leading, the button trailing. Elsewhere a menu picker is
    /// only its button, sized to fit (iOS 16 and later).
    let showsLabel: Bool
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if kind.segmented {
            // iOS shows a segmented picker without its label.
            _SegmentedControl(options: options, selectedIndex: selectedIndex, choose: choose)
        } else if !showsLabel {
            _MenuPickerButton(options: options, selectedIndex: selectedIndex, choose: choose)
        } else {
            HStack {
                if !labelsHidden {
                    _LabelGroup(content: label)
                    Spacer(minLength: 0)
                }
                _MenuPickerButton(options: options, selectedIndex: selectedIndex, choose: choose)
            }
        }
    }
}

/// iOS's segmented control: equal segments on a gray track, the selected one on a white thumb
/// that slides to it.
struct _SegmentedControl: View {
    let options: [_PickerOption]
    let selectedIndex: Int?
    let choose: (AnyHashable) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let n = max(options.count, 1)
        // `UISegmentedControl.appearance()`, as set by the program before this build (§34).
        let look = UISegmentedControl.current
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { i in
                let text = i == selectedIndex ? look.selected : look.normal
                _PickerOptionLabel(option: options[i])
                    .font(text.1 ?? look.normal.1 ?? .subheadline.weight(i == selectedIndex ? .semibold : .medium))
                    .modifier(_UIKitTitleColor(color: text.0 ?? look.normal.0))
                    .lineLimit(1)
                    .padding(.horizontal, SegmentedMetrics.labelPadding)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        guard isEnabled else { return }
                        withAnimation(SegmentedMetrics.animation) { choose(options[i].tag) }
                    }
            }
        }
        .frame(height: SegmentedMetrics.height)
        .background {
            GeometryReader { proxy in
                let w = proxy.size.width / CGFloat(n)
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: SegmentedMetrics.cornerRadius, style: .continuous)
                        .fill(look.track ?? SegmentedMetrics.track)
                    if let i = selectedIndex {
                        RoundedRectangle(cornerRadius: SegmentedMetrics.thumbRadius, style: .continuous)
                            .fill(look.selectedTint ?? SegmentedMetrics.thumb)
                            .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
                            .frame(width: max(w - 2 * SegmentedMetrics.thumbInset, 0),
                                   height: max(proxy.size.height - 2 * SegmentedMetrics.thumbInset, 0))
                            .offset(x: w * CGFloat(i) + SegmentedMetrics.thumbInset, y: SegmentedMetrics.thumbInset)
                    }
                }
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// An option as a segment or a menu row shows it: its text, or its symbol (§24.5).
struct _PickerOptionLabel: View {
    let option: _PickerOption
    var body: some View {
        if let symbol = option.symbol { Image(systemName: symbol) } else { Text(option.title) }
    }
}

/// A title's colour from a UIKit appearance proxy (`UISegmentedControl`, `UINavigationBar`), when
/// it sets one (§34).
struct _UIKitTitleColor: ViewModifier {
    let color: Color?
    func body(content: Content) -> some View {
        if let color { content.foregroundStyle(color) } else { content }
    }
}

/// The menu picker: the selected option in the tint with ⌃⌄, opening the options below it in
/// the presentation layer (§28.8), above everything else; a tap outside closes the list.
struct _MenuPickerButton: View {
    let options: [_PickerOption]
    let selectedIndex: Int?
    let choose: (AnyHashable) -> Void
    @State private var isOpen = false
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let open = $isOpen
        let options = self.options, selectedIndex = self.selectedIndex, choose = self.choose
        Button {
            isOpen.toggle()
        } label: {
            HStack(spacing: 4) {
                if let i = selectedIndex { _PickerOptionLabel(option: options[i]) } else { Text("") }
                Image(systemName: "chevron.up.chevron.down")._chromeSymbols()
                    .imageScale(.small)
            }
        }
        .modifier(_PresentationModifier(isPresented: isOpen, item: nil, kind: .menu,
                                        content: { _ in
                                            AnyView(_MenuList(options: options, selectedIndex: selectedIndex) { tag in
                                                open.wrappedValue = false
                                                choose(tag)
                                            })
                                        },
                                        dismiss: { open.wrappedValue = false }, onDismiss: nil))
    }
}

/// The open menu: a rounded card of rows, a checkmark by the selected one.
struct _MenuList: View {
    let options: [_PickerOption]
    let selectedIndex: Int?
    let choose: (AnyHashable) -> Void

    var body: some View {
        VStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { i in
                if i > 0 { Divider() }
                Button {
                    choose(options[i].tag)
                } label: {
                    HStack(spacing: 8) {
                        Image(systemName: "checkmark")._chromeSymbols()
                            .font(.body.weight(.semibold))
                            .opacity(i == selectedIndex ? 1 : 0)
                        _PickerOptionLabel(option: options[i])
                        Spacer(minLength: 0)
                    }
                    .padding(.horizontal, 16)
                    .frame(width: MenuMetrics.width, height: MenuMetrics.rowHeight)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
        .background(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
            .fill(MenuMetrics.background)
            .shadow(color: Color.black.opacity(0.2), radius: 16, x: 0, y: 6))
    }
}

/// A picker inside a `Menu`: one row per option, a checkmark on the selected one (§28.8).
struct _PickerMenuRows: View {
    let options: [_PickerOption]
    let selectedIndex: Int?
    let choose: (AnyHashable) -> Void

    var body: some View {
        ForEach(options.indices, id: \.self) { i in
            if i == selectedIndex {
                Button(options[i].title, systemImage: "checkmark") { choose(options[i].tag) }
            } else {
                Button(options[i].title) { choose(options[i].tag) }
            }
        }
    }
}

/// `pickerStyle(_:)`'s write (`_EnvironmentWrite`).
enum PickerStyleWrite: _EnvironmentWrite { static func write(_ v: PickerStyleKind, to e: inout EnvironmentValues) { e.pickerStyle = v } }
