import Foundation

/// Subscribes an action to a publisher while its view is in the tree (§22.4, §30.4).
package struct _ReceiveModifier<Output> {
    let subscribe: (@escaping (Output) -> Void) -> AnyCancellable
    let action: (Output) -> Void
}

extension _ReceiveModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own and runs its action once: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let isNew = !(slot is ReceiveNode<Output>)
        let node = b.reuse(&slot) { ReceiveNode<Output>() }
        node.action = m.action
        C._makeNode(content, b, &node.content)
        guard isNew else { return }
        // The subscription starts when the view appears: after layout, with the frame's other
        // appear actions, so values sent at once (a current-value subject, `$published`) update
        // state in that frame.
        let subscribe = m.subscribe
        let clock = b.clock
        b.lifecycle.add { [weak node] in
            guard let node, node.cancellable == nil else { return }
            // A value sent while subscribing (a current-value subject, `$published`) arrives in
            // this call, on the main actor, whatever thread runs it: delivered at once, so it
            // shows in this frame. Asking which thread this is answered wrongly at times on a
            // loaded test machine (the first frame then missed the value).
            nonisolated(unsafe) var subscribing = true
            let subscriber = pthread_self()
            node.cancellable = subscribe { [weak node] value in
                if (subscribing && pthread_equal(pthread_self(), subscriber) != 0) || MainQueue.isCurrent {
                    MainActor.assumeIsolated { node?.action(value) }
                } else {
                    // Sent from another thread: delivered on the main thread before the next frame.
                    nonisolated(unsafe) let value = value
                    clock.schedule(at: clock.now) { MainActor.assumeIsolated { node?.action(value) } }
                }
            }
            subscribing = false
        }
    }
}

/// The view receiving from a publisher: the latest action (a view's body gives a new closure at
/// each evaluation) and the subscription, cancelled when the node goes.
@MainActor
final class ReceiveNode<Output>: PassthroughNode {
    var action: (Output) -> Void = { _ in }
    var cancellable: AnyCancellable?
    isolated deinit { cancellable?.cancel() }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is in the tree: it subscribes
    /// when the view appears and cancels when the view goes (§22.4, §30.4). Values sent on the main
    /// thread are delivered at once; from other threads, before the next frame. The subscription
    /// made first is kept while the view stays (a new publisher value in a later body is not
    /// subscribed to again); the action is always the latest one.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let publisher = publisher
        return modifier(_ReceiveModifier<P.Output>(subscribe: { deliver in publisher.sink(receiveValue: deliver) }, action: action))
    }
}

