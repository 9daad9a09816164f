import Foundation

extension View {
    /// On iOS 26, mirrors and blurs copies of this view into the safe area around it (under a
    /// sidebar or an inspector, docs/semantics.md §17.10). Does nothing here: the view is drawn as
    /// it is (README, differences).
    nonisolated public func backgroundExtensionEffect() -> some View { self }
    /// `backgroundExtensionEffect()` when `isEnabled` (iOS 26). Does nothing here.
    nonisolated public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}
