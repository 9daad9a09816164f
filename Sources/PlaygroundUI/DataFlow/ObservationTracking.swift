import Foundation
import Observation

/// Connects `@Observable` objects and `ObservableObject`s to the views that read them (§21.4):
/// a body runs inside `withObservationTracking`, so the properties it reads are recorded by their
/// objects' registrars; the first change of any of them queues that view (only that view) for
/// evaluation. Changes may come from any thread: they are queued, with the transaction in force
/// (`withAnimation`), and taken up at the start of the next frame on the main actor.
final class ObservationToken: @unchecked Sendable {
    private let graph: GraphHandle
    private let node: NodeHandle

    @MainActor init(graph: GraphHandle, node: NodeHandle) {
        self.graph = graph
        self.node = node
    }

    /// Called as a tracked property is about to change (on the changing thread).
    func fire() {
        graph.observedChanges.add(node, Transaction.current)
    }
}

/// Views whose observed objects changed, waiting for the next frame (thread-safe).
final class ObservedChangeQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [(node: NodeHandle, transaction: Transaction?)] = []
    /// Read without the lock as a hint (`isIdle`); the frame takes the queue under the lock.
    private(set) var isEmpty = true

    func add(_ node: NodeHandle, _ transaction: Transaction?) {
        lock.lock()
        changes.append((node, transaction))
        isEmpty = false
        lock.unlock()
    }

    func take() -> [(node: NodeHandle, transaction: Transaction?)] {
        lock.lock()
        defer { lock.unlock() }
        let taken = changes
        changes = []
        isEmpty = true
        return taken
    }
}

extension _ViewGraph {
    /// Marks the views whose observed objects changed since the last frame (§21.4).
    func takeObservedChanges() {
        guard !handle.observedChanges.isEmpty else { return }
        for change in handle.observedChanges.take() {
            guard let node = change.node.node else { continue }
            if let t = change.transaction {
                withTransaction(t) { stateDidChange(owner: node) }
            } else {
                stateDidChange(owner: node)
            }
        }
    }
}

extension CompositeNodeBase {
    /// Runs `body`, recording the observable properties it reads for this view.
    @inline(__always)
    func trackingObservation(_ b: _ViewGraph, _ body: () -> Void) {
        let token = ObservationToken(graph: b.handle, node: handle)
        withObservationTracking(body, onChange: { token.fire() })
    }
}
