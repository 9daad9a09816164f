// What the system draws around an app — the status bar, the home indicator — and the edge gestures
// it answers first (docs/semantics.md §35.3). The window here draws none of them and has no
// system edge gestures, so these compile and change nothing.

extension View {
    /// Hides the status bar (none is drawn here; accepted and inert).
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Shows or hides the home indicator and other persistent overlays (none is drawn here;
    /// accepted and inert).
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Lets the app's gestures near `edges` win over the system's (there are none here; accepted
    /// and inert).
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}
