import Foundation

/// Which graph's frame (or outside measure), where bodies are evaluated, runs on the calling thread
/// (node-model step 64).
///
/// A `@State` read records the body being evaluated as a reader of the value, which touches the
/// graph and so must run on the main actor; a read elsewhere (a task handed a binding) records
/// nothing. `MainActor.assumeIsolated` answered that at about 1,000 instructions a read (two
/// executor checks and a heap-allocated closure context) and stopped the program off the main
/// actor. The thread's identity cannot answer it: once an asynchronous `main` has handed the main
/// thread to Dispatch, the main actor's jobs run on whichever worker thread drains its queue. So
/// the graph's two ways in that evaluate bodies, a frame (`runFrame`) and a measure from outside
/// (`sizeThatFits`), mark their thread with the graph in a thread-specific slot while they run,
/// and a read asks whether its thread carries the graph it would record in: then it runs inside
/// that graph's work, on the main actor (and records a reader only while a body is evaluated).
/// Marked per frame, not per evaluation: in the evaluation itself, which every view with a body
/// runs, the mark cost a forced tree3 frame 0.6 %.
enum EvaluationThread {
    /// The thread-specific slot (made once; never deleted).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific slot for the evaluating graph")
        return key
    }()

    /// Marks the calling thread as running `graph`'s frame; returns what it carried before, for
    /// `leave` (a frame of another graph run inside a body keeps the outer one's mark after it).
    static func enter(_ graph: _ViewGraph) -> UnsafeMutableRawPointer? {
        let before = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(graph).toOpaque())
        return before
    }

    /// Puts back the mark `enter` found.
    static func leave(_ before: UnsafeMutableRawPointer?) {
        pthread_setspecific(key, before)
    }

    /// Whether the calling thread is running `graph`'s frame: the caller then runs inside it, on
    /// the main actor (whether a body is being evaluated is `_ViewGraph.evaluating`).
    static func isRunningFrame(_ graph: _ViewGraph) -> Bool {
        pthread_getspecific(key) == Unmanaged.passUnretained(graph).toOpaque()
    }

    /// The graph whose frame (or outside measure) the calling thread runs, if any: where a view
    /// value made in a body learns the environment it is built in (`Subview`, §31.8).
    @MainActor static var currentGraph: _ViewGraph? {
        pthread_getspecific(key).map { Unmanaged<_ViewGraph>.fromOpaque($0).takeUnretainedValue() }
    }
}
