import Foundation

extension View {
    /// Lets this view be dragged, carrying `payload` (iOS 16, §25.11): a long press lifts it (its
    /// preview, a copy of the view, follows the pointer above everything) and a release over a
    /// `dropDestination` for the payload's type drops it there. `payload` is asked at the lift.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_DraggableModifier<EmptyView>(payload: { T._carried(payload()) }, preview: nil))
    }

    /// Lets this view be dragged, carrying `payload`, with `preview` as what follows the pointer.
    nonisolated public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                                 @ViewBuilder preview: () -> V) -> some View {
        nonisolated(unsafe) let preview = preview()
        return modifier(_DraggableModifier<V>(payload: { T._carried(payload()) }, preview: preview))
    }
}

/// `draggable`'s modifier: builds its content as a drag source (`_DragSource`).
package struct _DraggableModifier<Preview: View> {
    /// The dragged item as the values it can be taken as (`Transferable._carried`).
    let payload: () -> [Any]
    let preview: Preview?
}

extension _DraggableModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        _DragSource(content: content, preview: m.preview, payload: m.payload, session: b.dragAndDrop)._makeNodeSelf(b, &slot)
    }
}

/// A drag source: its content with the lift gesture, and while lifted its preview presented
/// above the window at the pointer, held where the pointer took it.
struct _DragSource<Content: View, Preview: View>: View {
    let content: Content
    let preview: Preview?
    let payload: () -> [Any]
    let session: DragSession
    /// Where the preview's top-leading corner is while lifted (root space); nil: not lifted.
    @State private var previewOrigin: CGPoint?
    @State private var sourceSize = CGSize.zero
    /// The view as it was when it lifted: the preview shows it so, whatever the drag's start
    /// changes in the source (a tile dimmed while dragged drags an undimmed copy, §25.11).
    @State private var liftedContent: Content?

    var body: some View {
        content
            .modifier(_GestureModifier(gesture: _DragLiftGesture(session: session, payload: payload) { [content] origin, size in
                previewOrigin = origin
                if let size { sourceSize = size; liftedContent = content }
                if origin == nil && size == nil { liftedContent = nil }
            }, mask: .all, priority: .normal))
            .modifier(_PresentationModifier(isPresented: previewOrigin != nil, item: nil, kind: .dragPreview,
                                            content: { [preview, lifted = liftedContent ?? content, sourceSize] _ in
                                                if let preview { return AnyView(preview.allowsHitTesting(false)) }
                                                return AnyView(lifted.frame(width: sourceSize.width, height: sourceSize.height).allowsHitTesting(false))
                                            },
                                            dismiss: {}, onDismiss: nil, origin: previewOrigin))
    }
}

/// The lift: a press held `DragMetrics.liftDelay` without moving more than
/// `DragMetrics.liftSlop` starts a drag session; the session then follows the pointer (the host
/// reports its moves and release with the event's hit test) until the release drops it.
struct _DragLiftGesture: Gesture {
    typealias Value = Void
    typealias Body = Never
    let session: DragSession
    let payload: () -> [Any]
    /// The preview's origin (nil: the drag is over) and, at the lift, the source's size.
    let moved: (CGPoint?, CGSize?) -> Void
    @MainActor static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Void> {
        DragLiftRecognizer(g)
    }
}

@MainActor
final class DragLiftRecognizer: _GestureRecognizer<Void> {
    private let g: _DragLiftGesture
    /// The press that lifts: `LongPressGesture`'s recognizer with the drag's delay and slop.
    private let press = LongPressRecognizer(minimumDuration: DragMetrics.liftDelay, maximumDistance: DragMetrics.liftSlop)
    private var start = CGPoint.zero
    private var lifted = false

    init(_ g: _DragLiftGesture) {
        self.g = g
        super.init()
        press.sink = { [unowned self] output in
            switch output {
            case .ended: self.liftUp()
            case .failed: self.emitFailed()
            case .changed: break
            }
        }
    }

    override var wantsTicks: Bool { !lifted && !isDone && press.wantsTicks }

    override func attach(_ space: GestureSpace) {
        super.attach(space)
        press.attach(space)
    }

    override func handle(_ input: GestureInput) {
        if input.kind == .down { start = input.location }
        guard lifted else {
            press.handle(input)
            // Lifted by the release itself (its time reached the delay): there is nothing to
            // carry, the pointer is already up.
            if lifted && input.kind == .up { g.session.cancel(token: self); emitEnded(()) }
            return
        }
        // Lifted: the session follows the pointer (the host reports it); the release ends it.
        if input.kind == .up { emitEnded(()) }
    }

    private func liftUp() {
        guard !lifted, !isDone else { return }
        lifted = true
        // The preview keeps the pointer where it took the view.
        let source = space.node?.presentedFrame ?? CGRect(origin: start, size: .zero)
        let grab = CGPoint(x: start.x - source.minX, y: start.y - source.minY)
        let moved = g.moved
        moved(nil, source.size)
        g.session.begin(items: [g.payload()], at: start, token: self) { p in
            moved(p.map { CGPoint(x: $0.x - grab.x, y: $0.y - grab.y) }, nil)
        }
        emitChanged((), claims: true)
    }

    override func cancel() {
        if lifted { g.session.cancel(token: self) }
        press.cancel()
        super.cancel()
    }
}

/// The numbers of a drag (§25.11).
enum DragMetrics {
    /// How long a press is held before the view lifts (UIKit's drag interaction on iPhone; the
    /// long-press default).
    static let liftDelay = 0.5
    /// How far the pointer may move before the lift without the press failing.
    static let liftSlop: CGFloat = 10
}
