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
