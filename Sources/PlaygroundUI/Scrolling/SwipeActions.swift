import Foundation

extension View {
    /// Buttons revealed by swiping a list row (SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`).
    /// Accepted: rows cannot be swiped here yet, so the buttons are never shown or run
    /// (docs/semantics.md §14.11).
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View {
        self
    }
}
