import Foundation

/// Animates a custom shape's `animatableData` (docs/semantics.md §16.2): when the data changes in
/// an animated transaction, each frame draws the shape with the data interpolated from the value
/// on screen to the new one, by the animation's progress (a spring's overshoot carries through).
@MainActor
class ShapeMorphing {
    func commit(time: Double, animation: Animation?) {}
    /// The outline to draw at `time` in `rect`, or nil when not animating.
    func outline(in rect: CGRect, time: Double, _ animator: PresentationAnimator) -> (ShapeOutline, CGRect)? { nil }
}

@MainActor
final class ShapeMorph<S: Shape>: ShapeMorphing {
    var target: S
    private var from: S.AnimatableData
    private var to: S.AnimatableData
    private var committed: S.AnimatableData?
    /// Progress 0 → 128 (scaled like the other animated values, §7.3).
    private var progress = AnimatedValue()
    private var lastProgress = 128.0
    private var running = false

    init(_ shape: S) {
        target = shape
        from = shape.animatableData
        to = from
    }

    private func data(at p: Double) -> S.AnimatableData {
        from + (to - from)._scaled(by: p / 128)
    }

    override func commit(time: Double, animation: Animation?) {
        let next = target.animatableData
        defer { committed = next }
        guard let last = committed, last != next else { return }
        if let animation {
            // From what is on screen now, to the new value.
            from = running ? data(at: lastProgress) : last
            to = next
            progress = AnimatedValue()
            progress.commit(.zero, nil, time: time)
            progress.commit(SIMD4(128, 0, 0, 0), animation, time: time)
            running = true
        } else {
            from = next; to = next
            progress = AnimatedValue()
            running = false
        }
    }

    override func outline(in rect: CGRect, time: Double, _ animator: PresentationAnimator) -> (ShapeOutline, CGRect)? {
        guard running else { return nil }
        guard let p = progress.presented(time: time, animator) else { running = false; lastProgress = 128; return nil }
        lastProgress = p.x
        var shape = target
        shape.animatableData = data(at: p.x)
        return shape._outline(in: rect)
    }
}
