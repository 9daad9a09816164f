import Foundation

/// One gesture taking part in one interaction.
@MainActor
class GestureParticipant {
    let node: _Node
    var priority = GesturePriority.normal
    /// True once this gesture was recognized (it took the pointer from the competing gestures).
    var claimed = false
    weak var dispatcher: GestureDispatcher?

    init(node: _Node) { self.node = node }

    var isDone: Bool { true }
    var isWaiting: Bool { false }
    var wantsTicks: Bool { false }
    func attach(_ space: GestureSpace) {}
    func handle(_ input: GestureInput) {}
    func cancel() {}
}

/// A gesture modifier's recognizer in an interaction.
@MainActor
final class RecognizerParticipant<V>: GestureParticipant {
    let recognizer: _GestureRecognizer<V>
    init(_ r: _GestureRecognizer<V>, node: _Node) {
        recognizer = r
        super.init(node: node)
        r.sink = { [unowned self] o in
            switch o {
            case .changed(_, let claims): if claims { self.dispatcher?.claim(self) }
            case .ended: self.dispatcher?.claim(self)
            case .failed: break
            }
        }
    }
    override var isDone: Bool { recognizer.isDone }
    override var isWaiting: Bool { recognizer.isWaiting }
    override var wantsTicks: Bool { recognizer.wantsTicks }
    override func attach(_ space: GestureSpace) { recognizer.attach(space) }
    override func handle(_ input: GestureInput) { if !recognizer.isDone { recognizer.handle(input) } }
    override func cancel() { recognizer.cancel() }
}

/// A `Button` or `onTapGesture` (a `TapGestureNode`): taps on release inside the view. The node
/// counts taps for `count` itself, so a release inside always ends (and claims) this participant.
@MainActor
final class TapNodeParticipant: GestureParticipant {
    private var done = false
    private var space: GestureSpace?
    override var isDone: Bool { done }
    override func attach(_ space: GestureSpace) { self.space = space }
    override func handle(_ input: GestureInput) {
        guard !done else { return }
        switch input.kind {
        case .up:
            done = true
            // The innermost tap handler decides, as before gestures: a release outside it taps
            // nothing, not even an enclosing tap handler.
            dispatcher?.claim(self)
            if space?.contains(input.location) ?? false, case .tapHandler(let t) = node.nodeRole { t.tap(at: input.time) }
        case .magnify, .magnifyEnd: done = true
        default: break
        }
    }
    override func cancel() { done = true }
}

/// Arbitrates the gestures on the path from the hit view to the root (§25.2): high-priority
/// gestures first (outermost first), then the others innermost first; the first to be recognized
/// cancels the rest, except simultaneous gestures, which always run. Scroll views come after all
/// gestures: a recognized gesture keeps its scroll view still.
@MainActor
final class GestureDispatcher {
    /// The participants of the current interaction, in priority order.
    private(set) var participants: [GestureParticipant] = []
    /// Participants from earlier interactions still waiting (multi-taps).
    private var waiting: [GestureParticipant] = []
    /// True when a non-simultaneous gesture was recognized in this interaction.
    private(set) var hasClaim = false
    /// The nodes on the hit path of the current release (what "inside" means for taps).
    private var releasePath: Set<ObjectIdentifier> = []
    private var magnifying = false
    private var lastMagnify = 0.0
    private var lastPoint = CGPoint.zero
    /// The root's coordinate space, what `.global` gestures report in (set by the host).
    var globalSpace = SpaceFrame.root

    var isActive: Bool { !participants.isEmpty || !waiting.isEmpty || magnifying }
    /// Whether the clock must run for gestures (a long press's timer, a pending double tap).
    var wantsTicks: Bool {
        magnifying || participants.contains { $0.wantsTicks } || waiting.contains { $0.wantsTicks }
    }

    /// Whether `node` takes part in the current interaction and has not been cancelled or failed.
    func isLive(_ node: _Node) -> Bool {
        participants.contains { $0.node === node && !$0.isDone }
    }

    /// The gesture nodes from `leaf` up to the root (a tap kept by the leaf among them), as
    /// participants in priority order.
    private func collect(from leaf: _Node?, pointer: Bool) -> [GestureParticipant] {
        var high: [GestureParticipant] = [], normal: [GestureParticipant] = [], simultaneous: [GestureParticipant] = []
        leaf?.forEachOnHitPath { node in
            switch node.nodeRole {
            case .gesture(let g):
                if !g.mask.contains(.subviews) { high.removeAll(); normal.removeAll(); simultaneous.removeAll() }
                if g.mask.contains(.gesture), let p = participant(for: g) {
                    switch g.priority {
                    case .high: high.append(p)
                    case .normal: normal.append(p)
                    case .simultaneous: simultaneous.append(p)
                    }
                }
            case .tapHandler where pointer:
                let p = TapNodeParticipant(node: node)
                let space = GestureSpace(node: node)
                space.global = globalSpace
                space.containsPoint = { [unowned self, unowned node] _ in self.releasePath.contains(ObjectIdentifier(node)) }
                p.attach(space)
                normal.append(p)
            default: break
            }
        }
        let ordered = Array(high.reversed()) + normal + simultaneous
        for p in ordered { p.dispatcher = self }
        return ordered
    }

    private func participant(for g: GestureNode) -> GestureParticipant? {
        if let w = g.waiting, w.isWaiting, let i = waiting.firstIndex(where: { $0 === w }) {
            waiting.remove(at: i)
            g.waiting = nil
            return w
        }
        guard let p = g.make?(g) else { return nil }
        p.priority = g.priority
        let space = GestureSpace(node: g, spaces: { [weak g] in g?.spaces })
        space.global = globalSpace
        space.containsPoint = { [unowned self, unowned g] _ in self.releasePath.contains(ObjectIdentifier(g)) }
        p.attach(space)
        return p
    }

    /// A participant was recognized: it takes the pointer from every other non-simultaneous one.
    func claim(_ p: GestureParticipant) {
        guard p.priority != .simultaneous, !p.claimed else { return }
        p.claimed = true
        hasClaim = true
        for other in participants where other !== p && other.priority != .simultaneous && !other.isDone {
            other.cancel()
        }
    }

    /// Stops every non-simultaneous gesture not yet recognized (a scroll view took the drag).
    func yieldToScroll() {
        for p in participants where p.priority != .simultaneous && !p.claimed && !p.isDone { p.cancel() }
    }

    private func deliver(_ input: GestureInput, to list: [GestureParticipant]) {
        for p in list where !p.isDone { p.handle(input) }
    }

    // MARK: Pointer

    /// The pointer went down on the path from `leaf` to the root.
    func pointerDown(at point: CGPoint, time: Double, leaf: _Node?) {
        cancelInteraction()
        endMagnify(time: time)
        let path = pathSet(from: leaf)
        // Waiting multi-taps elsewhere are over.
        for w in waiting where !path.contains(ObjectIdentifier(w.node)) { w.cancel() }
        waiting.removeAll { $0.isDone }
        hasClaim = false
        lastPoint = point
        participants = collect(from: leaf, pointer: true)
        deliver(GestureInput(kind: .down, location: point, time: time), to: participants)
    }

    func pointerMoved(to point: CGPoint, time: Double) {
        lastPoint = point
        deliver(GestureInput(kind: .move, location: point, time: time), to: participants)
    }

    /// The pointer went up; `leaf` is what is under it now.
    func pointerUp(at point: CGPoint, time: Double, leaf: _Node?) {
        releasePath = pathSet(from: leaf)
        deliver(GestureInput(kind: .up, location: point, time: time), to: participants)
        releasePath = []
        for p in participants where !p.isDone {
            if p.isWaiting, case .gesture(let g) = p.node.nodeRole {
                g.waiting = p
                waiting.append(p)
            } else {
                p.cancel()
            }
        }
        participants = []
    }

    /// Cancels the current interaction (gesture states reset; no `onEnded`).
    func cancelInteraction() {
        for p in participants where !p.isDone { p.cancel() }
        participants = []
    }

    /// The clock advanced to `time`: long presses fire, waiting multi-taps time out, a pinch
    /// with no step for 0.3 s ends.
    func tick(time: Double) {
        let input = GestureInput(kind: .tick, location: lastPoint, time: time)
        deliver(input, to: participants)
        deliver(input, to: waiting)
        waiting.removeAll { $0.isDone }
        if magnifying && time - lastMagnify > 0.3 - 1e-9 { endMagnify(time: time) }
    }

    // MARK: Pinch

    /// One pinch step scaling by `factor` at `point`; the first step of a pinch picks the gestures
    /// on the path from `leaf`.
    func magnify(at point: CGPoint, by factor: CGFloat, time: Double, leaf: _Node?) {
        if !magnifying {
            cancelInteraction()
            hasClaim = false
            participants = collect(from: leaf, pointer: false)
            magnifying = true
        }
        lastMagnify = time
        lastPoint = point
        deliver(GestureInput(kind: .magnify(factor), location: point, time: time), to: participants)
    }

    private func endMagnify(time: Double) {
        guard magnifying else { return }
        magnifying = false
        deliver(GestureInput(kind: .magnifyEnd, location: lastPoint, time: time), to: participants)
        cancelInteraction()
    }

    private func pathSet(from leaf: _Node?) -> Set<ObjectIdentifier> {
        var s = Set<ObjectIdentifier>()
        leaf?.forEachOnHitPath { s.insert(ObjectIdentifier($0)) }
        return s
    }
}
