import Foundation

/// Interpolates `animatableData` (§16.2, §16.3): when the data changes in an animated
/// transaction it goes from the value on screen to the new one by the animation's progress (a
/// spring's overshoot carries through; a change mid-animation restarts from what is shown).
/// Shapes, `Animatable` views and modifiers, and geometry effects share it.
@MainActor
struct DataMorph<Data: VectorArithmetic> {
    private var from: Data
    private var to: Data
    private var committed: Data?
    /// Progress 0 → 128 (scaled like the other animated values, §7.3).
    private var progress = AnimatedValue()
    private var lastProgress = 128.0
    private(set) var isRunning = false

    init(_ data: Data) { from = data; to = data }

    private func data(at p: Double) -> Data { from + (to - from).scaled(by: p / 128) }

    /// Records the data of a build; true when that started an animation or stopped one (what
    /// is shown changes without one).
    mutating func commit(_ next: Data, time: Double, animation: Animation?) -> Bool {
        defer { committed = next }
        guard let last = committed, last != next else { return false }
        if let animation {
            from = isRunning ? data(at: lastProgress) : last
            to = next
            progress = AnimatedValue()
            progress.commit(.zero, nil, time: time)
            progress.commit(SIMD4(128, 0, 0, 0), animation, time: time)
            lastProgress = 0
            isRunning = true
            return true
        }
        from = next
        to = next
        let wasRunning = isRunning
        isRunning = false
        return wasRunning
    }

    /// The data to show at `time`, or nil when nothing animates (show the target as it is).
    mutating func presented(time: Double, _ animator: PresentationAnimator) -> Data? {
        guard isRunning else { return nil }
        guard let p = progress.presented(time: time, animator) else { isRunning = false; lastProgress = 128; return nil }
        lastProgress = p.x
        return data(at: p.x)
    }
}
