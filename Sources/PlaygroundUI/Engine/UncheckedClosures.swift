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

/// `withUnsafeTemporaryAllocation(of:capacity:)` for one uninitialised value of type `T`.
@inlinable @inline(__always)
func withTemporary<T, R>(of type: T.Type, _ body: (UnsafeMutablePointer<T>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { body($0.baseAddress.unsafelyUnwrapped) }
}

/// Runs `body`, main-actor code, where the caller knows it runs on the main actor but is not
/// isolated to it (`StateBox.set`, on the main queue), without `MainActor.assumeIsolated`'s
/// executor checks. It still allocates `body`'s context (`withoutActuallyEscaping`): keep it off
/// paths taken for every view (a state's read does its bookkeeping unisolated instead).
@inline(__always)
func assumingMainActor(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Void).self)() }
}

/// `assumingMainActor` for a body with a result (what a nonisolated API over main-actor state
/// returns, as `LayoutSubview`'s members do).
@inline(__always)
func assumingMainActor<R>(_ body: @MainActor () -> R) -> R {
    withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> R).self)() }
}

@inlinable @inline(__always)
func withMutablePointer<T, R>(to value: inout T, _ body: (UnsafeMutablePointer<T>) -> R) -> R {
    withUnsafeMutablePointer(to: &value) { body($0) }
}

/// Runs `body` with the object `reference` points to, without retaining it
/// (`_withUnsafeGuaranteedRef`); the caller knows something else holds it meanwhile.
/// Unoptimised, the closure that takes is a call with a context of its own, which costs more
/// than the retain it saves, so a debug build passes the object as usual.
@inlinable @inline(__always)
func withGuaranteed<T: AnyObject, R>(_ reference: Unmanaged<T>, _ body: (T) -> R) -> R {
    #if DEBUG
    body(reference.takeUnretainedValue())
    #else
    reference._withUnsafeGuaranteedRef { body($0) }
    #endif
}

/// The node in `slot`, not retained (see `withUnretained`).
@inlinable @inline(__always)
func unretainedNode(_ slot: inout _Node?) -> Unmanaged<_Node>? {
    #if DEBUG
    guard let node = slot else { return nil }
    return Unmanaged.passUnretained(node)
    #else
    withMutablePointer(to: &slot) { UnsafeMutableRawPointer($0).load(as: Unmanaged<_Node>?.self) }
    #endif
}

/// Whether the bytes of `a` and `b` are equal where `layout` compares them.
@inline(__always)
func sameBytes<T>(_ a: T, _ b: T, _ layout: ComparedLayout) -> Bool {
    withUnsafePointer(to: a) { p in
        withUnsafePointer(to: b) { q in layout.equal(UnsafeRawPointer(p), UnsafeRawPointer(q)) }
    }
}

// MARK: Children without a retain

/// Runs `body` on the node in `slot`, if any, without retaining it (node-model step 28).
///
/// Reading a node's child from a class's stored property to call a method on it retains it and
/// releases it after (Swift cannot prove the call leaves the property alone): about 40
/// instructions a child on every visit of every pass. This reads the slot's reference as an
/// `Unmanaged` value and calls `body` with it guaranteed, as the standard library's
/// `_withUnsafeGuaranteedRef` does. Only for visits that do not replace the node in `slot`
/// while `body` runs (layout, drawing, hit testing, the stamp walk, collecting items): the
/// child may change its own children, never its parent's slot.
@inline(__always)
func withUnretained<R>(_ slot: inout _Node?, _ body: (_Node) -> R) -> R? {
    guard let reference = unretainedNode(&slot) else { return nil }
    return withGuaranteed(reference, body)
}

/// Runs `body` on each node of `slots`, first to last (or last to first when `reversed`),
/// without retaining each. The array is held for the loop, and with it every node it holds, so
/// `body` may change the array it was read from.
@inline(__always)
func forEachUnretained(_ slots: [_Node?], reversed: Bool = false, _ body: (_Node) -> Void) {
    slots.withUnsafeBufferPointer { forEachUnretained(UnsafeRawPointer($0.baseAddress), $0.count, reversed, body) }
}

/// `forEachUnretained` over nodes that are all there (layout items).
@inline(__always)
func forEachUnretained(_ items: [_Node], reversed: Bool = false, _ body: (_Node) -> Void) {
    items.withUnsafeBufferPointer { forEachUnretained(UnsafeRawPointer($0.baseAddress), $0.count, reversed, body) }
}

/// The loop of both: `count` references from `base`, each read as `Unmanaged<_Node>?` (a node
/// reference and an optional one have the same layout; a missing one is null).
@inline(__always)
private func forEachUnretained(_ base: UnsafeRawPointer?, _ count: Int, _ reversed: Bool, _ body: (_Node) -> Void) {
    guard let base else { return }
    let references = base.assumingMemoryBound(to: Unmanaged<_Node>?.self)
    if reversed {
        var i = count
        while i > 0 { i -= 1; if let r = references[i] { r._withUnsafeGuaranteedRef { body($0) } } }
    } else {
        var i = 0
        while i < count { if let r = references[i] { r._withUnsafeGuaranteedRef { body($0) } }; i += 1 }
    }
}
