import Foundation

/// A label with a disclosure chevron that shows or hides its content below it when tapped
/// (SwiftUI's `DisclosureGroup`, docs/semantics.md §14.12). The chevron sits at the trailing edge
/// in the tint colour, pointing right when collapsed and down when expanded; the change is
/// animated. Expanded or not is the `isExpanded` binding's value, else the group's own state
/// (collapsed at first).
public struct DisclosureGroup<Label: View, Content: View> {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    /// A group whose expansion is its own (collapsed at first).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// A group expanded while `isExpanded` is true; tapping it changes the binding.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a title (looked up as a key, §20.6).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group with a title (looked up as a key), expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A group with a title shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }
    /// A group with a title shown as written, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: View {
    public var body: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpanded
        VStack(alignment: .leading, spacing: DisclosureMetrics.contentSpacing) {
            HStack(spacing: 0) {
                label
                Spacer(minLength: 0)
                DisclosureChevron(isExpanded: expanded)
            }
            .contentShape(Rectangle())
            .onTapGesture { toggle(expanded) }
            if expanded { content() }
        }
        .libraryViewBoundary()
    }

    private func toggle(_ expanded: Bool) {
        withAnimation(DisclosureMetrics.animation) {
            if let isExpanded { isExpanded.wrappedValue = !expanded } else { ownExpanded = !expanded }
        }
    }
}

extension DisclosureGroup: _LazyExpandable {
    /// In a list: the label is a row of its own with the chevron, and when expanded each view of
    /// the content is a row of its own below it, 10 pt further in (§14.12). A group without an
    /// `isExpanded` binding keeps its expansion in the list, by its place among the list's groups.
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        guard let store = OutlineExpansion.currentList?.outlineExpansion else {
            nonisolated(unsafe) let view = view
            segments.append(_LazySegment(count: 1, id: { AnyHashable($0) }, build: { _, g, slot in g.buildElement(view, &slot) }))
            return
        }
        let key = OutlineExpansion.nextDisclosureKey()
        let binding = view.isExpanded
        let expanded = binding?.wrappedValue ?? store.expanded.contains(key)
        nonisolated(unsafe) let label = view.label
        segments.append(_LazySegment(count: 1, id: { _ in key }, build: { _, g, slot in
            g.buildElement(DisclosureLabelRow(label: label, isExpanded: expanded, toggle: {
                if let binding {
                    withAnimation(DisclosureMetrics.animation) { binding.wrappedValue = !expanded }
                } else {
                    store.toggle(key)
                }
            }), &slot)
        }))
        let start = segments.count
        OutlineExpansion.withScope(key) { Content._makeLazySegments(view.content(), &segments) }
        guard expanded else {
            // Collapsed, the content keeps its segments, empty: the rows after the group keep
            // their keys (a segment's place among the list's), so they neither take the
            // content's rows nor come in again when it expands.
            for k in start..<segments.count { segments[k] = .empty }
            return
        }
        let indent = _PaddingLayout(edges: .leading, insets: EdgeInsets(top: 0, leading: DisclosureMetrics.indentation, bottom: 0, trailing: 0))
        for k in start..<segments.count where segments[k].kind == .content {
            let inner = segments[k]
            segments[k] = inner.building { i, g, slot in
                g.withElementModifier(TypedElementModifier(indent)) { inner.build(i, g, &slot) }
            }
        }
    }
}

/// A disclosure group's label as a list row: the label, and the chevron at the trailing edge;
/// tapping the row expands or collapses the group (§14.12).
struct DisclosureLabelRow<Label: View>: View {
    let label: Label
    let isExpanded: Bool
    let toggle: () -> Void
    var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: 0)
            DisclosureChevron(isExpanded: isExpanded)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: toggle)
    }
}

/// The numbers of disclosure groups and outline rows (§14.12).
enum DisclosureMetrics {
    /// A chevron's point size (semibold).
    static let chevronSize: CGFloat = 14
    /// The width the chevron is centred in, and can be tapped across.
    static let chevronWidth: CGFloat = 28
    /// How far each level of an outline is indented (UIKit's table cell default).
    static let indentation: CGFloat = 10
    /// Between a disclosure group's label and its content.
    static let contentSpacing: CGFloat = 8
    static let animation = Animation.easeInOut(duration: 0.25)
}

/// The disclosure chevron: `chevron.right` in the tint colour, turned a quarter when expanded.
struct DisclosureChevron: View {
    let isExpanded: Bool
    var body: some View {
        Image(systemName: "chevron.right")
            .font(.system(size: DisclosureMetrics.chevronSize, weight: .semibold))
            .foregroundStyle(.tint)
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
            .frame(width: DisclosureMetrics.chevronWidth)
    }
}
