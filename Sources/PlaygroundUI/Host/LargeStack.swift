import Foundation

// The C side (target CLargeStack) through Swift-convention entry points, not `import CLargeStack`:
// a module that imports a C module can only be imported where that C module is visible, and the
// `SwiftUI` module re-exporting this one must import anywhere (docs/snapshot-testing.md).
@_silgen_name("pp_large_stack_run")
private func large_stack_run(_ size: Int, _ body: @convention(c) (UnsafeMutableRawPointer?) -> Void, _ context: UnsafeMutableRawPointer?) -> Int
@_silgen_name("pp_large_stack_remaining")
private func large_stack_remaining() -> Int
@_silgen_name("pp_large_stack_set_overflow_handler")
private func large_stack_set_overflow_handler(_ handler: @convention(c) () -> Void)
@_silgen_name("pp_large_stack_size")
private func large_stack_size() -> Int
/// About where the stack pointer is (the frame of a call made from here).
@_silgen_name("pp_large_stack_pointer")
private func large_stack_pointer() -> Int

/// Ours (not SwiftUI): room for deeply nested views.
///
/// The engine walks the view tree recursively (build, layout, preferences, drawing), a few hundred
/// bytes of stack per nesting level and walk. The main thread's 8 MB stack ends near 8,000 levels,
/// so the hosts run a view on a large stack (`run(_:)`, 1 GiB reserved, committed only as deep as
/// it is used) on the same thread — main-thread checks keep working. Every walk checks the stack
/// left: when a tree is nested deeper than the stack allows, `onOverflow` is called with a one-line
/// message instead of the process crashing.
public enum LargeStack {
    /// The stack reserved by `run(_:)` when the address space allows: 1 GiB, about 590,000 levels
    /// of a simple nested view with the release library (300,000 with the debug one).
    public static let defaultSize = 1 << 30

    /// Called on the main thread when a walk finds the stack nearly used up; must not return.
    /// The default prints the message to stderr and exits with code 2. Hosts set it to finish
    /// what they were writing first.
    @MainActor public static var onOverflow: (String) -> Never = { message in
        // The prefix of `PlaygroundError.report` (a module this one cannot see).
        FileHandle.standardError.write(Data("playground: error: \(message)\n".utf8))
        exit(2)
    }

    /// Runs `body` on a stack of `size` bytes (less when the address-space limit is tight; on the
    /// current stack when no large stack can be mapped) and returns its result.
    public static func run<T, E: Error>(size: Int = defaultSize, _ body: () throws(E) -> T) throws(E) -> T {
        let result: Result<T, E> = withoutActuallyEscaping(body) { body in
            let box = Box(body)
            let unmanaged = Unmanaged.passRetained(box)
            defer { unmanaged.release() }
            let saved = StackGuard.limit
            // Code that recurses outside the walks (a user's function called from a body) runs
            // into the stack's guard region: the fault ends the run with one line too.
            large_stack_set_overflow_handler(stackRanOut)
            var ran = false
            for bytes in candidateSizes(size) {
                let started = large_stack_run(bytes, { context in
                    StackGuard.resetLimit()
                    Unmanaged<Runnable>.fromOpaque(context!).takeUnretainedValue().run()
                }, unmanaged.toOpaque())
                if started == 0 { ran = true; break }
            }
            StackGuard.limit = saved
            if !ran { box.run() }
            return box.result!
        }
        return try result.get()
    }

    /// `size`, then smaller sizes: at most an eighth of the address-space limit, never below 64 MB.
    private static func candidateSizes(_ size: Int) -> [Int] {
        var cap = size
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            cap = min(cap, Int(clamping: limit.rlim_cur / 8))
        }
        return [cap, cap / 4, 64 << 20].filter { $0 >= 64 << 20 && $0 <= size }
    }

    /// What the C side calls back (not generic: a C function pointer cannot capture generics).
    private class Runnable {
        func run() {}
    }

    private final class Box<T, E: Error>: Runnable {
        let body: () throws(E) -> T
        var result: Result<T, E>?
        init(_ body: @escaping () throws(E) -> T) { self.body = body }
        override func run() {
            do throws(E) { result = .success(try body()) } catch { result = .failure(error) }
        }
    }
}

/// Called by the C side, on a spare stack of the same thread, when code on the large stack ran into
/// its guard region: the large stack is abandoned and the run ends through `onOverflow`.
private let stackRanOut: @convention(c) () -> Void = { () -> Void in
    MainActor.assumeIsolated { () -> Void in StackGuard.ranOut() }
}

/// The stack check of every recursive walk (see `LargeStack`).
enum StackGuard {
    /// Stack kept free below the deepest view: text measurement, drawing and the overflow
    /// handler itself run there.
    static let reserve = 1 << 20
    /// The lowest stack address a walk may reach (0 until known: no check).
    nonisolated(unsafe) static var limit = 0
    /// How many views deep the current build or measurement is.
    nonisolated(unsafe) static var depth = 0
    /// The deepest `depth` seen (for the message when a walk without a count runs out).
    nonisolated(unsafe) static var deepest = 0

    /// Sets `limit` from the stack in use (the large stack, or the thread's own).
    static func resetLimit() {
        let remaining = large_stack_remaining()
        let here = large_stack_pointer()
        limit = remaining < 2 * reserve ? 0 : here - remaining + reserve   // SIZE_MAX (unknown) is -1 here
    }

    /// Crashing is not an option: past the limit the host's handler ends the run with one line.
    @inline(__always) @MainActor static func check() {
        if large_stack_pointer() < limit { overflow() }
    }

    @MainActor static func enter() {
        depth += 1
        if depth > deepest { deepest = depth }
        check()
    }

    @inline(__always) static func leave() { depth -= 1 }

    /// The stack ran out in code that is no walk (a fault in the guard region, see `LargeStack`).
    @MainActor static func ranOut() -> Never {
        let mb = max(1, (large_stack_size() + (1 << 19)) >> 20)
        limit = 0   // the handler runs on a small spare stack; no check may trip there
        LargeStack.onOverflow("the \(mb) MB stack ran out (a recursion that never ends, or views nested too deeply)")
    }

    @MainActor private static func overflow() {
        // The limit is one number for the thread that set it; main-actor code can run on another
        // thread (a test runner's), whose stack lies elsewhere: ask the stack really in use.
        let remaining = large_stack_remaining()
        if remaining < 0 || remaining > 2 * reserve {   // SIZE_MAX (unknown) is -1 here
            resetLimit()
            return
        }
        let mb = max(1, (large_stack_size() + (1 << 19)) >> 20)
        let levels = max(depth, deepest)
        limit = 0   // the handler may draw or measure; it must not trip the check again
        LargeStack.onOverflow("views nested too deeply: the \(mb) MB stack ran out \(levels) levels deep")
    }
}
