import Foundation

/// One gesture, then another once the first ended (`sequenced(before:)`, §25.8). The second
/// starts where the pointer is when the first ends (a drag after a long press starts there).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first gesture ended with its value; the second's value once it reported one.
        case second(First.Value, Second.Value?)
    }
    nonisolated(unsafe) public var first: First
    nonisolated(unsafe) public var second: Second
    nonisolated public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        SequenceRecognizer<First, Second>(First._makeRecognizer(g.first), Second._makeRecognizer(g.second))
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor
final class SequenceRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SequenceGesture<First, Second>.Value> {
    let a: _GestureRecognizer<First.Value>
    let b: _GestureRecognizer<Second.Value>
    private var firstValue: First.Value?
    private var secondValue: Second.Value?
    private var pointerDown = false
    private var last = GestureInput(kind: .tick, location: .zero, time: 0)

    init(_ a: _GestureRecognizer<First.Value>, _ b: _GestureRecognizer<Second.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.sink = { [unowned self] o in
            switch o {
            case .changed(let v, let claims): self.emitChanged(.first(v), claims: claims)
            case .ended(let v):
                self.firstValue = v
                self.emitChanged(.second(v, nil), claims: true)
                if self.pointerDown {
                    self.b.handle(GestureInput(kind: .down, location: self.last.location, time: self.last.time))
                }
            case .failed: self.emitFailed()
            }
        }
        b.sink = { [unowned self] o in
            guard let fv = self.firstValue else { return }
            switch o {
            case .changed(let v, _):
                self.secondValue = v
                self.emitChanged(.second(fv, v), claims: true)
            case .ended(let v): self.emitEnded(.second(fv, v))
            case .failed: self.emitEnded(.second(fv, self.secondValue))
            }
        }
    }

    override var isWaiting: Bool { firstValue == nil ? a.isWaiting : b.isWaiting }
    override var wantsTicks: Bool { !isDone && (firstValue == nil ? a.wantsTicks : b.wantsTicks) }
    override func attach(_ space: GestureSpace) { super.attach(space); a.attach(space); b.attach(space) }

    override func handle(_ input: GestureInput) {
        switch input.kind {
        case .down: pointerDown = true; last = input
        case .move: last = input
        case .up: pointerDown = false; last = input
        default: break
        }
        if firstValue == nil {
            if !a.isDone { a.handle(input) }
        } else if !b.isDone {
            b.handle(input)
            // The pointer went up before the second gesture got going: the sequence ends with
            // the first gesture's value alone.
            if input.kind == .up, !b.isDone, !b.isWaiting { b.cancel(); emitEnded(.second(firstValue!, secondValue)) }
        }
    }

    override func cancel() {
        guard !isDone else { return }
        a.cancel(); b.cancel()
        state = .failed
    }
}

/// Two gestures at once (`simultaneously(with:)`, §25.8): reports both values (nil for one that
/// has not reported yet); ends when both finished and at least one ended.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    nonisolated(unsafe) public var first: First
    nonisolated(unsafe) public var second: Second
    nonisolated public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        SimultaneousRecognizer<First, Second>(First._makeRecognizer(g.first), Second._makeRecognizer(g.second))
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<SimultaneousGesture<First, Second>.Value> {
    let a: _GestureRecognizer<First.Value>
    let b: _GestureRecognizer<Second.Value>
    private var value = SimultaneousGesture<First, Second>.Value(first: nil, second: nil)
    private var anyEnded = false

    init(_ a: _GestureRecognizer<First.Value>, _ b: _GestureRecognizer<Second.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.sink = { [unowned self] o in
            switch o {
            case .changed(let v, let claims): self.value.first = v; self.emitChanged(self.value, claims: claims)
            case .ended(let v): self.value.first = v; self.anyEnded = true; self.finishIfDone()
            case .failed: self.finishIfDone()
            }
        }
        b.sink = { [unowned self] o in
            switch o {
            case .changed(let v, let claims): self.value.second = v; self.emitChanged(self.value, claims: claims)
            case .ended(let v): self.value.second = v; self.anyEnded = true; self.finishIfDone()
            case .failed: self.finishIfDone()
            }
        }
    }

    private func finishIfDone() {
        guard a.isDone && b.isDone else { return }
        if anyEnded { emitEnded(value) } else { emitFailed() }
    }

    override var isWaiting: Bool { a.isWaiting || b.isWaiting }
    override var wantsTicks: Bool { !isDone && (a.wantsTicks || b.wantsTicks) }
    override func attach(_ space: GestureSpace) { super.attach(space); a.attach(space); b.attach(space) }
    override func handle(_ input: GestureInput) {
        if !a.isDone { a.handle(input) }
        if !b.isDone { b.handle(input) }
    }
    override func cancel() {
        guard !isDone else { return }
        a.cancel(); b.cancel()
        state = .failed
    }
}

/// One of two gestures (`exclusively(before:)`, §25.8): the first has precedence; the second is
/// recognized only once the first failed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    nonisolated(unsafe) public var first: First
    nonisolated(unsafe) public var second: Second
    nonisolated public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    @MainActor public static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<Value> {
        ExclusiveRecognizer<First, Second>(First._makeRecognizer(g.first), Second._makeRecognizer(g.second))
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<ExclusiveGesture<First, Second>.Value> {
    let a: _GestureRecognizer<First.Value>
    let b: _GestureRecognizer<Second.Value>
    /// What the second gesture reported while the first could still win.
    private var heldChange: Second.Value?
    private var heldEnd: Second.Value?
    private var secondFailed = false

    init(_ a: _GestureRecognizer<First.Value>, _ b: _GestureRecognizer<Second.Value>) {
        self.a = a
        self.b = b
        super.init()
        a.sink = { [unowned self] o in
            switch o {
            case .changed(let v, let claims):
                if claims { self.b.cancel() }
                self.emitChanged(.first(v), claims: claims)
            case .ended(let v):
                self.b.cancel()
                self.emitEnded(.first(v))
            case .failed:
                if let v = self.heldChange { self.emitChanged(.second(v), claims: true) }
                if let v = self.heldEnd { self.emitEnded(.second(v)) } else if self.secondFailed { self.emitFailed() }
            }
        }
        b.sink = { [unowned self] o in
            let firstOut = self.a.state == .failed
            switch o {
            case .changed(let v, let claims):
                if firstOut { self.emitChanged(.second(v), claims: claims) } else { self.heldChange = v }
            case .ended(let v):
                if firstOut { self.emitEnded(.second(v)) } else { self.heldEnd = v }
            case .failed:
                if firstOut { self.emitFailed() } else { self.secondFailed = true }
            }
        }
    }

    override var isWaiting: Bool { a.isWaiting || b.isWaiting || (!isDone && heldEnd != nil) }
    override var wantsTicks: Bool { !isDone && (a.wantsTicks || b.wantsTicks) }
    override func attach(_ space: GestureSpace) { super.attach(space); a.attach(space); b.attach(space) }
    override func handle(_ input: GestureInput) {
        if !a.isDone { a.handle(input) }
        if !b.isDone { b.handle(input) }
    }
    override func cancel() {
        guard !isDone else { return }
        a.cancel(); b.cancel()
        state = .failed
    }
}
