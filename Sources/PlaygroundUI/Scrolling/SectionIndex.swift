import Foundation

// iOS 26's section index (docs/semantics.md §14.12): a list shows its sections' index labels as a
// column of letters along its trailing edge, and tapping one scrolls to its section. Here both
// modifiers compile and change nothing: no index is drawn.

extension View {
    /// The label for this section in its list's section index, usually one letter (SwiftUI's
    /// `sectionIndexLabel(_:)`). Accepted and inert: no section index is drawn here (§14.12).
    nonisolated public func sectionIndexLabel(_ label: Text?) -> some View { self }
    /// The label for this section in its list's section index. Accepted and inert (§14.12).
    nonisolated public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { self }
    /// The label for this section in its list's section index. Accepted and inert (§14.12).
    @_disfavoredOverload
    nonisolated public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Whether the lists inside show their section index (SwiftUI's
    /// `listSectionIndexVisibility(_:)`). Accepted and inert: no section index is drawn here (§14.12).
    nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { self }
}
