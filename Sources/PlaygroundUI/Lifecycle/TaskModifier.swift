import Foundation

/// Starts an async action when its view appears and cancels it when the view goes, or when `id`
/// changes, starting it again (§22.3).
package struct _TaskModifier<ID: Equatable> {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void
}

extension _TaskModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let isNew = !(slot is TaskNode<ID>)
        let node = b.reuse(&slot) { TaskNode<ID>() }
        C._makeNode(content, b, &node.content)
        if isNew {
            node.id = m.id
        } else if let old = node.id, old != m.id {
            node.id = m.id
            node.task?.cancel()
            node.task = nil
        } else {
            return
        }
        node.action = m.action
        node.priority = m.priority
        node.queueStart(b)
    }
}

@MainActor
final class TaskNode<ID: Equatable>: PassthroughNode {
    var id: ID?
    var task: Task<Void, Never>?
    var action: (@MainActor () async -> Void)?
    var priority = TaskPriority.medium
    isolated deinit { task?.cancel() }

    /// Starts the action after the frame's appear actions (unless it runs already).
    func queueStart(_ b: _ViewGraph) {
        guard let action else { return }
        let priority = self.priority
        let clock = b.clock
        b.lifecycle.addTask { [weak self] in
            guard let self, self.task == nil else { return }
            // `Task.sleep` in the action (and in tasks it starts) waits on the host's clock (§30.5).
            self.task = Task(priority: priority) { @MainActor in
                await _HostClock.$bound.withValue(clock) { await action() }
            }
        }
    }

    /// A lazy row scrolled out of range cancels the task; back in range starts it again (§22.3).
    override func lazyVisibilityChanged(_ visible: Bool, _ b: _ViewGraph) {
        super.lazyVisibilityChanged(visible, b)
        if visible { queueStart(b) } else { task?.cancel(); task = nil }
    }
}

extension View {
    /// (SwiftUI declares the action `@isolated(any)`; here it is `@MainActor`, which is what a
    /// closure written in a view's body is, so that it may change the view's state.)
    ///
    /// Runs `action` on the main actor when this view appears, after the frame's `onAppear`
    /// actions; cancels it when the view goes (§22.3).
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }
    /// Runs `action` when this view appears and again, after cancelling the running one, each
    /// time `id` changes.
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
