import Foundation

/// Where a search field goes (accepted; it is drawn above the searchable view here).
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

extension View {
    /// Adds a search field for `text` (SwiftUI's `searchable(text:placement:prompt:)`): here a
    /// rounded field with a magnifying glass and the prompt ("Search" by default) in an inset at the
    /// top of the view, 16 pt in from its sides; what is typed goes to `text`; while the field is
    /// in use a Cancel button ends the search (docs/semantics.md §23.11).
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _SearchableView(content: self, text: text, prompt: prompt?.string ?? "Search")
    }
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        _SearchableView(content: self, text: text, prompt: Text(prompt).string)
    }
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        _SearchableView(content: self, text: text, prompt: String(prompt))
    }
    /// A search field with `suggestions` shown under it while it is in use (iOS 15's form of
    /// `searchSuggestions(_:)`).
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                                @ViewBuilder suggestions: () -> S) -> some View {
        _SearchableView(content: self, text: text, prompt: prompt?.string ?? "Search").searchSuggestions(suggestions)
    }
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                                @ViewBuilder suggestions: () -> S) -> some View {
        _SearchableView(content: self, text: text, prompt: Text(prompt).string).searchSuggestions(suggestions)
    }
    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                                                  prompt: S, @ViewBuilder suggestions: () -> V) -> some View {
        _SearchableView(content: self, text: text, prompt: String(prompt)).searchSuggestions(suggestions)
    }

    /// Views the search field of the searchable view inside offers while it is in use (iOS 16):
    /// shown in a list under the field, over the view; a suggestion with a `searchCompletion(_:)`
    /// puts its text in the field when tapped. Applied outside `searchable` (the usual place).
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        nonisolated(unsafe) let view = AnyView(suggestions())
        return modifier(_EnvironmentModifier { $0[SearchSuggestionsKey.self] = SearchSuggestions(view: view) })
    }

    /// The text this suggestion puts in the search field when tapped (iOS 15).
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        _SearchCompletion(content: self, completion: completion)
    }

    /// Scopes for the search of the searchable view inside (iOS 16): a segmented control of the
    /// `scopes` views, each tagged with its value, under the search field once something is typed
    /// in it (`.automatic` activation), writing the chosen one to `scope`. Applied outside
    /// `searchable`, as suggestions are.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes shown as `activation` says (iOS 16.4): `.onTextEntry` (and `.automatic`, on iOS)
    /// once something is typed, `.onSearchPresentation` as soon as the search is in use.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                               @ViewBuilder _ scopes: () -> S) -> some View {
        nonisolated(unsafe) let content = scopes()
        nonisolated(unsafe) let scope = scope
        let bar = SearchScopes(activation: activation, view: AnyView(
            Picker("Scope", selection: scope) { content }
                .pickerStyle(.segmented)
                .labelsHidden()))
        return modifier(_EnvironmentModifier { $0[SearchScopesKey.self] = bar })
    }
}

extension View {
    /// How the navigation bar behaves while the search of a searchable view inside is in use
    /// (iOS 17.1): by default it hides to give the search the room; `.avoidHidingContent` keeps it.
    nonisolated public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        modifier(_EnvironmentModifier { $0[SearchToolbarBehaviorKey.self] = behavior })
    }
}

/// What the navigation bar does while a search is in use (`searchPresentationToolbarBehavior`).
public struct SearchPresentationToolbarBehavior: Sendable, Equatable {
    let hides: Bool
    /// On iOS the bar hides while searching.
    public static let automatic = SearchPresentationToolbarBehavior(hides: true)
    /// The bar, its title and its items stay while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(hides: false)
}

struct SearchToolbarBehaviorKey: EnvironmentKey { static let defaultValue = SearchPresentationToolbarBehavior.automatic }

/// A search in use hides the navigation bar around it (§23.11); when it is not in use it edits
/// nothing, so the program's own `navigationBarHidden` or `toolbar(.hidden, …)` holds.
enum _SearchHidesNavigationBarEdit: _PreferenceEdit {
    typealias Key = _NavigationBarLayoutKey
    static func apply(_ value: inout _NavigationBarLayout, _ input: Bool) { if input { value.barHidden = true } }
}

/// When a search's scopes show (`searchScopes(_:activation:_:)`).
public struct SearchScopeActivation: Sendable, Equatable {
    let onTextEntry: Bool
    /// The platform's choice: on iOS once something is typed (Apple: "automatic").
    public static let automatic = SearchScopeActivation(onTextEntry: true)
    /// Once something is typed in the search field.
    public static let onTextEntry = SearchScopeActivation(onTextEntry: true)
    /// As soon as the search is in use.
    public static let onSearchPresentation = SearchScopeActivation(onTextEntry: false)
}

extension EnvironmentValues {
    /// Whether the search field of the searchable view this is in is in use: from when it is
    /// first focused until the search ends (Cancel, `dismissSearch`).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
    /// Ends the search of the searchable view this is in: its field is emptied and let go, and
    /// `isSearching` turns false (nothing outside a searchable view).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// Ends a search (`@Environment(\.dismissSearch)`; call it as a function).
public struct DismissSearchAction: Equatable, @unchecked Sendable {
    let action: (@MainActor () -> Void)?
    let token: ObjectIdentifier?
    @MainActor public func callAsFunction() { action?() }
    public static func == (a: DismissSearchAction, b: DismissSearchAction) -> Bool { a.token == b.token }
}

extension EnvironmentValues {
    var _searchSuggestions: SearchSuggestions? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }
    var _searchToolbarBehavior: SearchPresentationToolbarBehavior {
        get { self[SearchToolbarBehaviorKey.self] }
        set { self[SearchToolbarBehaviorKey.self] = newValue }
    }
    var _searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }
    var _searchComplete: ((String) -> Void)? {
        get { self[SearchCompleteKey.self] }
        set { self[SearchCompleteKey.self] = newValue }
    }
    var _searchSubmitActions: [() -> Void] {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction(action: nil, token: nil) }
/// The suggestions applied around a searchable view (a new value at each build of the view
/// that applies them).
struct SearchSuggestions: @unchecked Sendable { let view: AnyView }
struct SearchSuggestionsKey: EnvironmentKey { static let defaultValue: SearchSuggestions? = nil }
/// The scope bar applied around a searchable view, and when it shows.
struct SearchScopes: @unchecked Sendable {
    let activation: SearchScopeActivation
    let view: AnyView
}
struct SearchScopesKey: EnvironmentKey { static let defaultValue: SearchScopes? = nil }
/// What a tapped `searchCompletion` does: puts its text in the field.
struct SearchCompleteKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: ((String) -> Void)? = nil }
/// The `onSubmit(of: .search)` actions around a searchable view.
struct SearchSubmitActionsKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: [() -> Void] = [] }

/// Whether the search is on, kept by the searchable view (a reference, so that the dismiss
/// action keeps one identity).
final class SearchSession: @unchecked Sendable {
    var end: @MainActor () -> Void = {}
}

/// A view with a search field above it (engine detail).
package struct _SearchableView<Content: View> {
    let content: Content
    let text: Binding<String>
    let prompt: String
    @FocusState private var focused: Bool
    @State private var searching = false
    /// Set when a completion was taken: the suggestions hide until the text changes.
    @State private var completed: String?
    @State private var session = SearchSession()
    @Environment(\._searchSuggestions) private var suggestions
    @Environment(\._searchScopes) private var scopes
    @Environment(\._searchToolbarBehavior) private var toolbarBehavior
    @Environment(\._searchSubmitActions) private var submitActions

    init(content: Content, text: Binding<String>, prompt: String) {
        self.content = content; self.text = text; self.prompt = prompt
    }
}

extension _SearchableView: View {
    public var body: some View {
        let active = searching || focused
        session.end = { [text, _focused, _searching] in
            text.wrappedValue = ""
            _focused.wrappedValue = false
            _searching.wrappedValue = false
        }
        let session = self.session
        let dismiss = DismissSearchAction(action: { session.end() }, token: ObjectIdentifier(session))
        let showsSuggestions = active && suggestions != nil && completed != text.wrappedValue
        // An inset at the top of the view's safe area: a list's background reaches under it, as
        // it reaches under a navigation bar's search field on iOS.
        // The suggestions cover the whole searchable area, in a plain list.
        return ZStack {
            content
                .environment(\._searchQuery, text.wrappedValue)
                .environment(\.isSearching, active)
                .environment(\.dismissSearch, dismiss)
            if showsSuggestions, let suggestions {
                List { suggestions.view }
                    .listStyle(.plain)
                    .environment(\._searchComplete, { completion in
                        completed = completion
                        text.wrappedValue = completion
                    })
            }
        }
            .safeAreaInset(edge: .top, spacing: 0) {
                VStack(spacing: 8) {
                    HStack(spacing: 8) {
                        field
                        if active {
                            Button("Cancel") { session.end() }
                                .buttonStyle(.borderless)
                        }
                    }
                    if active, let scopes, !scopes.activation.onTextEntry || !text.wrappedValue.isEmpty {
                        scopes.view
                    }
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .libraryViewBoundary()
            }
            .onChange(of: focused) { _, now in if now { searching = true } }
            // iOS hides the navigation bar while the search is in use (UIKit's search controller
            // `hidesNavigationBarDuringPresentation`), unless told to avoid hiding content.
            .modifier(_PreferenceEditModifier<_SearchHidesNavigationBarEdit>(input: active && toolbarBehavior.hides))
    }

    @MainActor private var field: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundColor(.secondary)
            TextField(prompt, text: text)
                .focused($focused)
                .onSubmit { for action in submitActions { action() } }
            if !text.wrappedValue.isEmpty {
                Button { text.wrappedValue = "" } label: {
                    Image(systemName: "xmark.circle.fill").foregroundColor(.secondary)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Clear text")
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(Color(118, 118, 128, 0.12), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}

/// A suggestion that puts `completion` in the search field when tapped.
struct _SearchCompletion<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let completion: String
    nonisolated init(content: Content, completion: String) { self.content = content; self.completion = completion }
    @Environment(\._searchComplete) private var complete
    var body: some View {
        Button { complete?(completion) } label: { content.frame(maxWidth: .infinity, alignment: .leading) }
            .buttonStyle(.plain)
    }
}
