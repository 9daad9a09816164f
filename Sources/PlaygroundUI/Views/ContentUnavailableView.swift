import Foundation

/// What a view shows when its content is unavailable (iOS 17's `ContentUnavailableView`,
/// docs/semantics.md §20.9): its label (a `Label`'s icon above its title), a description below,
/// and actions below that, centred in all the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == PlaygroundUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { PlaygroundUI.Label(titleKey, systemImage: name) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { PlaygroundUI.Label(title, systemImage: name) }, description: { description })
    }
    /// With an image file from the asset folders.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { PlaygroundUI.Label(titleKey, image: name) }, description: { description })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { PlaygroundUI.Label(title, image: name) }, description: { description })
    }
}

extension ContentUnavailableView: View {
    @MainActor public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.actionsGap) {
            VStack(spacing: ContentUnavailableMetrics.descriptionGap) {
                label.modifier(_EnvironmentModifier { $0.labelStyle = ContentUnavailableMetrics.labelStyle })
                description
                    .font(ContentUnavailableMetrics.descriptionFont)
                    .foregroundStyle(.secondary)
            }
            VStack(spacing: ContentUnavailableMetrics.actionSpacing) { actions }
                .font(ContentUnavailableMetrics.descriptionFont)
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

// MARK: Search

/// The parts of `ContentUnavailableView.search`: "No Results for “query”" under a magnifying
/// glass, and a hint to check the spelling (SwiftUI's `SearchUnavailableContent`).
public struct SearchUnavailableContent {
    /// The search's label: its query read from `text`, else from the enclosing `searchable`.
    public struct Label: View {
        let text: String?
        @Environment(\._searchQuery) private var query
        public var body: some View {
            let words = text ?? query ?? ""
            PlaygroundUI.Label(words.isEmpty ? "No Results" : "No Results for “\(words)”", systemImage: "magnifyingglass")
        }
    }
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }
    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// No results for the query of the enclosing `searchable` ("No Results" while it is empty).
    @MainActor public static var search: Self { search(nil) }
    /// No results for `text`.
    @MainActor public static func search(text: String) -> Self { search(Optional(text)) }
    @MainActor private static func search(_ text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}

private struct SearchQueryKey: EnvironmentKey { static let defaultValue: String? = nil }
extension EnvironmentValues {
    /// The text of the nearest enclosing `searchable` (what `ContentUnavailableView.search` shows).
    var _searchQuery: String? {
        get { self[SearchQueryKey.self] }
        set { self[SearchQueryKey.self] = newValue }
    }
}

// MARK: Metrics

/// The look of a content-unavailable view. Apple publishes no metrics and no reference here
/// shows one: not measured (docs/semantics.md §20.9 [I] says where the values come from).
enum ContentUnavailableMetrics {
    static let labelStyle = LabelStyleKind(showsTitle: true, showsIcon: true, isStacked: true)
    static let iconGap: CGFloat = 10
    static let descriptionGap: CGFloat = 8
    static let actionsGap: CGFloat = 20
    static let actionSpacing: CGFloat = 15
    static let descriptionFont = Font.subheadline

    /// The icon (large-title symbol at the large image scale, secondary) above the title (title 2, bold).
    @MainActor @ViewBuilder static func stackedLabel<I: View, T: View>(icon: I, title: T) -> some View {
        VStack(spacing: iconGap) {
            icon.font(.largeTitle.weight(.medium)).imageScale(.large).foregroundStyle(.secondary)
            title.font(.title2.bold())
        }
    }
}
