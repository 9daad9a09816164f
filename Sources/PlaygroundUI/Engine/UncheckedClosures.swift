/// The standard library's pointer scopes for the engine's main-actor code, without a run-time
/// isolation check on every call.
///
/// In Swift 6 language mode, a closure written in main-actor code and passed to a function of a
/// module built without strict concurrency checking (the standard library's `withUnsafePointer`,
/// `first(where:)`, `filter`, `sort(by:)`, `MainActor.assumeIsolated`…) begins with a check that
/// it runs on the main actor's executor (`swift_task_isCurrentExecutor`, about 80 instructions).
/// In the real-screen bench that was 4.9 % of a forced frame. The closures passed to these
/// functions go to a function of this module, so they are not checked; the one closure handed on
/// to the standard library is written here, outside any actor, so it is not checked either.
///
/// Hot loops of the engine use these, or plain `for` loops, instead of the standard library's
/// closure-taking functions (docs/performance-profile.md, step 20).

@inlinable @inline(__always)
func withPointer<T, R>(to value: T, _ body: (UnsafePointer<T>) -> R) -> R {
    withUnsafePointer(to: value) { body($0) }
}

@inlinable @inline(__always)
func withMutablePointer<T, R>(to value: inout T, _ body: (UnsafeMutablePointer<T>) -> R) -> R {
    withUnsafeMutablePointer(to: &value) { body($0) }
}

/// Whether the bytes of `a` and `b` are equal where `layout` compares them.
@inline(__always)
func sameBytes<T>(_ a: T, _ b: T, _ layout: ComparedLayout) -> Bool {
    withUnsafePointer(to: a) { p in
        withUnsafePointer(to: b) { q in layout.equal(UnsafeRawPointer(p), UnsafeRawPointer(q)) }
    }
}
