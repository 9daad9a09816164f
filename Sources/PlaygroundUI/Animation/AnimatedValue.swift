import Foundation

/// One animatable value of a node besides its frame: a colour, an opacity, shape parameters
/// (docs/semantics.md §7.5). Committed after each layout round like frames; read when drawing.
/// Colours are animated in linear RGB, and colours and opacities are scaled by 128 so the spring
/// settle thresholds (in points) mean the same for them (§7.3).
@MainActor
struct AnimatedValue {
    private var committed: SIMD4<Double>?
    private var animator: VectorAnimator?

    /// Records `target`; a change under `animation` starts or retargets the animator.
    mutating func commit(_ target: SIMD4<Double>, _ animation: Animation?, time: Double) {
        if let last = committed, last != target {
            if let animation {
                if let a = animator, !a.isFinished(at: time) {
                    a.retarget(to: target, animation: animation, time: time)
                } else {
                    animator = VectorAnimator(from: last, to: target, animation: animation, time: time)
                }
            } else {
                animator = nil
            }
        }
        committed = target
    }

    /// The value to draw at `time`, or nil when nothing animates (draw the target as it is).
    mutating func presented(time: Double, _ tracker: PresentationAnimator) -> SIMD4<Double>? {
        guard let a = animator else { return nil }
        if a.isFinished(at: time) { animator = nil; return nil }
        tracker.noteRunning()
        return a.value(at: time)
    }

    /// A colour as an animatable vector (linear RGB and opacity, × 128).
    static func vector(_ c: ResolvedColor) -> SIMD4<Double> { c.linear * 128 }
    static func color(_ v: SIMD4<Double>) -> ResolvedColor { ResolvedColor(linear: v / 128) }
}
