import Foundation

/// A value owned by a view and stored by the host, keyed by the view's structural identity
/// (SwiftUI's `@State`). Writing it rebuilds the views that read it.
@propertyWrapper
public struct State<Value>: _DynamicPropertyBinder {
    // The box first: at a fixed offset, `_bind` (run unspecialised for every `@State` of every
    // body evaluated) stores it without asking the runtime for `State<Value>`'s metadata.
    @usableFromInline var _box: StateBox<Value>?
    @usableFromInline var _initial: Value

    // Inlinable, as the view-making calls are (docs/engine.md, "Rules a change must keep"): in
    // the library's generic code every view made with a `@State` asked the runtime for
    // `State<Value>`'s type, and every read for `Optional<Value>`'s.
    @inlinable public init(wrappedValue value: Value) { _initial = value }
    @inlinable public init(initialValue value: Value) { _initial = value }

    @inlinable public var wrappedValue: Value {
        get { _box?.read() ?? _initial }
        nonmutating set { _box?.set(newValue) }
    }

    /// A binding to the stored value (`$value`).
    public var projectedValue: Binding<Value> {
        Binding(location: _box ?? StateBox(_initial, sink: nil))
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: State<Value>.self)
        p.pointee._box = StateBox.bound(&storage, initial: p.pointee._initial, graph, owner)
    }
    public static var _size: Int { MemoryLayout<State<Value>>.size }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// Where a binding reads and writes (a state box, a pair of closures, a constant, a key path).
@usableFromInline
package class _BindingLocation<Value>: @unchecked Sendable {
    func get() -> Value { fatalError("abstract") }
    @usableFromInline func set(_ value: Value) {}
}

/// The host-side storage of one `@State`.
@usableFromInline
final class StateBox<Value>: _BindingLocation<Value>, @unchecked Sendable {
    @exclusivity(unchecked) var value: Value
    /// The host that builds with this state (nil once it is gone). Handles, not weak references:
    /// see `GraphHandle`.
    private let sinkHandle: GraphHandle?
    var sink: _ViewGraph? { sinkHandle?.graph }
    /// The view or custom-modifier node that owns this state (re-evaluated when it changes).
    @exclusivity(unchecked) var ownerHandle: NodeHandle?
    /// Views whose body read this value (through the `@State` or a `Binding`): re-evaluated when
    /// it changes, as SwiftUI tracks dependencies.
    @exclusivity(unchecked) var readers: [NodeHandle] = []
    /// The values the build still shows, oldest first, while writes made under later
    /// transactions wait for their turn (`PendingTransactions`, §7.1): one for each held group
    /// this state was written in. Empty almost always.
    @exclusivity(unchecked) var shown: [Value] = [] { didSet { showsHeld = !shown.isEmpty } }
    /// Whether `shown` has values: what a read asks, without the array (in the library's generic
    /// `read`, any use of `[Value]` asks the runtime for its metadata: about 180 instructions a
    /// read, 1 % of the real screen's forced frame; node-model step 83).
    @exclusivity(unchecked) private(set) var showsHeld = false

    init(_ value: Value, sink: _ViewGraph?) { self.value = value; self.sinkHandle = sink?.handle }

    /// The box in a view's `storage` slot, made with `initial` on first sight and owned by
    /// `owner` (what `@State` and `@GestureState` bind to). Inlined: a call of a static method of
    /// `StateBox<Value>` passes its metatype, which the library's generic `_bind` would ask the
    /// runtime for on every bind (only a new box needs it).
    @MainActor @inline(__always)
    static func bound(_ storage: inout AnyObject?, initial: @autoclosure () -> Value, _ graph: _ViewGraph, _ owner: _Node) -> StateBox {
        if let s = storage { return unsafeDowncast(s, to: StateBox<Value>.self) }
        let box = StateBox(initial(), sink: graph)
        box.ownerHandle = (owner as? CompositeNodeBase)?.handle
        storage = box
        return box
    }
    override func get() -> Value { read() }

    /// The value, recording the view whose body is being evaluated as a reader. Bodies are
    /// evaluated in a frame, on the main actor: a read on a thread that is not running this
    /// graph's frame (a task handed a binding) records nothing and returns the value
    /// (`EvaluationThread`). The bookkeeping reads the graph's `evaluating` and the node's
    /// `handle`, which are not isolated, with no closure: run through `assumingMainActor`, it
    /// allocated the closure's context on every read (node-model step 68).
    /// While the frame builds, a state written under a transaction still waiting shows the value
    /// it had before (`shown`); the action that wrote it reads the new one.
    @usableFromInline func read() -> Value {
        if let sink, EvaluationThread.isRunningFrame(sink) {
            if let node = sink.evaluating, !isReader(node) {
                readers.removeAll { $0.node == nil }
                readers.append(node.handle)
            }
            if showsHeld, sink.isUpdating { return shown[0] }
        }
        return value
    }

    /// Whether `node` is one of `readers` (a loop: see UncheckedClosures.swift).
    private func isReader(_ node: _Node) -> Bool {
        for r in readers where r.node === node { return true }
        return false
    }

    /// Writes the value and schedules the views that read it. As in SwiftUI, any thread may write
    /// a state: off the main actor the write is made on it, in the order written (§21.9; it
    /// stopped the program before).
    @usableFromInline override func set(_ newValue: Value) {
        guard sink == nil || MainQueue.isCurrent else {
            nonisolated(unsafe) let newValue = newValue
            DispatchQueue.main.async { self.set(newValue) }
            return
        }
        if let unchanged = isSameValue(value, newValue), unchanged { return }
        guard let sink else { value = newValue; return }
        // Held for a later round (§7.1), or scheduled for the next build; then written.
        assumingMainActor {
            let transaction = Transaction.current
            if !sink.isUpdating, let group = sink.pendingTransactions.group(for: transaction) {
                hold(in: group)
            } else {
                sink.pendingTransactions.noteBuilt(transaction)
                scheduleReaders(sink)
            }
        }
        value = newValue
    }

    /// Re-evaluates the owner and the readers in the next build.
    @MainActor private func scheduleReaders(_ sink: _ViewGraph) {
        sink.stateDidChange(owner: ownerHandle?.node)
        for r in readers { if let n = r.node { sink.markDirty(n) } }
    }

    /// Keeps showing the current value to the build until `group`'s turn (once per group).
    @MainActor private func hold(in group: PendingTransactions.Group) {
        let id = ObjectIdentifier(self)
        guard !group.members.contains(id) else { return }
        group.members.append(id)
        shown.append(value)
        group.releases.append { [self] in
            if !shown.isEmpty { shown.removeFirst() }
            if let sink { scheduleReaders(sink) }
        }
    }
}

/// Whether two values are equal, when their type is Equatable (nil when it is not).
func isSameValue<T>(_ a: T, _ b: T) -> Bool? {
    // The same object is the same value (an @Observable model written back through `$model.x`).
    if T.self is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    guard let ea = a as? any Equatable else { return nil }
    return ea.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}

/// What holds on to a view node without a weak reference: the node clears `node` when it goes.
/// (A weak reference gives its object a side table, and every retain and release of an object
/// with a side table takes the runtime's slow path; composite nodes are retained and released on
/// every build.)
/// Not isolated: a state read on the thread running the frame, which is not isolated to the main
/// actor, compares and makes handles (`StateBox.read`).
final class NodeHandle: @unchecked Sendable {
    @exclusivity(unchecked) unowned(unsafe) var node: CompositeNodeBase?
    init(_ node: CompositeNodeBase) { self.node = node }
}

/// What holds on to a host's graph without a weak reference: the graph clears it in deinit.
final class GraphHandle: @unchecked Sendable {
    @exclusivity(unchecked) unowned(unsafe) var graph: _ViewGraph?
    /// Views whose observed objects changed (from any thread), for the next frame.
    let observedChanges = ObservedChangeQueue()
}

