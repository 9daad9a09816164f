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
    /// top of the view, 16 pt in from its sides; what is typed goes to `text` (docs/semantics.md §23.11).
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
}

/// A view with a search field above it (engine detail).
package struct _SearchableView<Content: View> {
    let content: Content
    let text: Binding<String>
    let prompt: String
}

extension _SearchableView: View {
    public var body: some View {
        // An inset at the top of the view's safe area: a list's background reaches under it, as
        // it reaches under a navigation bar's search field on iOS.
        content.environment(\._searchQuery, text.wrappedValue).safeAreaInset(edge: .top, spacing: 0) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundColor(.secondary)
                TextField(prompt, text: text)
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
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .libraryViewBoundary()
        }
    }
}
