import Foundation

/// Lifecycle actions waiting for their moment in the frame (§22.1): `onAppear`, `onDisappear` and
/// `onChange` actions run after layout and before drawing, deepest views first, the modifiers of
/// one view in the order they are written; `task` actions start after all of them. State they
/// change is taken up by another round of the same frame, like an `onPreferenceChange` action's.
@MainActor
final class LifecycleQueue {
    private(set) var actions: [() -> Void] = []
    private(set) var tasks: [() -> Void] = []

    var isEmpty: Bool { actions.isEmpty && tasks.isEmpty }

    func add(_ action: @escaping () -> Void) { actions.append(action) }
    func addTask(_ start: @escaping () -> Void) { tasks.append(start) }

    /// What a build queued, taken back to be queued later (`withhold`, `release`).
    struct Withheld { var actions: [() -> Void]; var tasks: [() -> Void] }

    /// Runs `body` and takes back the actions and task starts it queued: a navigation level built
    /// while it is covered appears only when it is first shown (§27.6).
    func withhold(_ body: () -> Void) -> Withheld {
        let a = actions.count, t = tasks.count
        body()
        let held = Withheld(actions: Array(actions[a...]), tasks: Array(tasks[t...]))
        actions.removeSubrange(a...)
        tasks.removeSubrange(t...)
        return held
    }

    /// Queues what `withhold` took back.
    func release(_ held: Withheld) {
        actions += held.actions
        tasks += held.tasks
    }

    /// The queued actions then the task starts, emptying the queue.
    func take() -> [() -> Void] {
        let all = actions + tasks
        actions.removeAll()
        tasks.removeAll()
        return all
    }
}

/// What a lifecycle node needs to queue work on its graph after it has gone (`onDisappear`).
@MainActor
final class LifecycleHandle {
    private let graph: GraphHandle
    init(_ graph: _ViewGraph) { self.graph = graph.handle }
    /// Queues `action` on the graph, if it is still there.
    func add(_ action: @escaping () -> Void) {
        guard let g = graph.graph else { return }
        g.lifecycle.add(action)
        g.lifecyclePending = true
    }
}
