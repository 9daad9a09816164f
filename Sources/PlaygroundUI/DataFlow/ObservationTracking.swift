@_spi(Reflection) import Swift
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
        graph.observedChanges.add(node, Transaction.current?.withoutCompletions)
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
    /// `body()` under `withObservationTracking`, firing this node's observation token on a change:
    /// how a body (a view's, a modifier's `body(content:)`, a button style's, an app's) records
    /// the observable properties it reads for its node; only the body itself, not the building
    /// of its content, whose views track their own reads (§21.4). Called only when
    /// `tracksObservation` is set: each caller writes `tracksObservation ? evaluateTracked(b) {
    /// … } : …` itself. A generic helper returning the closure's value (the test and this call)
    /// moved a large body twice more on its way out (node-model steps 19 and 22).
    @usableFromInline
    func evaluateTracked<T>(_ b: _ViewGraph, _ body: () -> T) -> T {
        withObservationTracking(body, onChange: changeCallback(b))
    }

    /// What queues this view for evaluation when something it observes changes (an `@Observable`
    /// property its body read, an `ObservableObject` it subscribes to): made once per node.
    func changeCallback(_ b: _ViewGraph) -> @Sendable () -> Void {
        if let callback = observationChange { return callback }
        let token = ObservationToken(graph: b.handle, node: handle)
        let callback: @Sendable () -> Void = { token.fire() }
        observationChange = callback
        return callback
    }
}

/// Which view types can read an observable object in their body (§21.4). A view whose stored
/// properties are plain data — numbers, strings' inline storage, structs and enums of them — has
/// no way to an object except a global, so its body is evaluated without tracking, which costs
/// some 700 instructions a body. Anything holding a class reference, a closure (it may capture
/// a model), an existential or a dynamic property is tracked. Found once per type.
enum ObservationGate {
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: Bool] = [:]

    @MainActor
    static func mayObserve(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        let result = holdsReference(type, depth: 0)
        cache[key] = result
        return result
    }

    private static func holdsReference(_ type: Any.Type, depth: Int) -> Bool {
        if depth > 8 { return true }
        if type is any _DynamicPropertyBinder.Type { return true }
        if let o = type as? any _ComparableOptional.Type { return holdsReference(o._wrappedType, depth: depth + 1) }
        if type is AnyClass { return true }
        if type == String.self || type == Substring.self { return false }
        var found = false
        var sawField = false
        let ok = _forEachField(of: type, options: []) { _, _, fieldType, kind in
            sawField = true
            switch kind {
            case .class, .function, .existential, .existentialMetatype, .foreignClass, .objcClassWrapper, .opaque:
                found = true
            default:
                found = holdsReference(fieldType, depth: depth + 1)
            }
            return !found
        }
        if !ok { return !isTrivial(type) }   // enums, tuples: by layout
        return found || (!sawField && !isTrivial(type))
    }

    /// Whether values of `type` are plain bytes (no references to retain).
    private static func isTrivial(_ type: Any.Type) -> Bool {
        func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: check)
    }
}
