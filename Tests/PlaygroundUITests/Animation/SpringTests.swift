import Foundation
import Testing
@testable import PlaygroundUI

/// Springs, docs/semantics.md §7.3.
@MainActor
struct SpringTests {
    private typealias Ref = AnimationReference

    private func animator(_ animation: Animation, delta: Double = 100, at start: Double = 0) -> VectorAnimator {
        VectorAnimator(from: .zero, to: SIMD4(delta, 0, 0, 0), animation: animation, time: start)
    }

    // §7.3: response/damping → k = (2π/response)², c = 4πζ/response; the five listed examples.
    @Test func stiffnessAndDampingExamples() {
        let cases: [(Double, Double, Double, Double)] = [
            (0.5, 1.0, 157.91, 25.13), (0.55, 1.0, 130.51, 22.85), (0.55, 0.825, 130.51, 18.85),
            (0.5, 0.825, 157.91, 20.74), (0.15, 0.86, 1754.6, 72.05),
        ]
        for (response, zeta, k, c) in cases {
            let solver = SpringSolver(response: response, dampingFraction: zeta)
            #expect(abs(solver.stiffness - (k)) <= 0.01, "k for (\(response), \(zeta))")
            #expect(abs(solver.damping - (c)) <= 0.01, "c for (\(response), \(zeta))")
            expectEqual(solver.mass, 1)
        }
        #expect(SpringSolver(response: 0, dampingFraction: 1).stiffness == 45_000, "response 0: stiffest")
    }

    // §7.3: spring(0.55, 0.825) is at 34.7 %, 74.5 %, 94.1 % 0.1, 0.2, 0.3 s after the change
    // (frames 6, 12, 18 after it on the 60 fps clock).
    @Test func legacySpringFractions() {
        let start = Ref.frame(60)
        let a = animator(.spring(response: 0.55, dampingFraction: 0.825), at: start)
        for (frames, expected) in [(6, 0.347), (12, 0.745), (18, 0.941)] {
            let t = Ref.frame(60 + frames)
            let fraction = a.value(at: t).x / 100
            #expect(abs(fraction - (expected)) <= 0.003, "\(frames) frames")
            #expect(abs(fraction - (Ref.springFraction(response: 0.55, zeta: 0.825, t: t - start))) <= 1e-9, "\(fraction) vs \(Ref.springFraction(response: 0.55, zeta: 0.825, t: t - start))")
        }
    }

    // §7.3: peak overshoot e^(−ζπ/√(1−ζ²)): 1.0 % for ζ = 0.825, 16.3 % for (0.3, 0.5).
    @Test func overshoot() {
        for (animation, expected) in [(Animation.spring(response: 0.55, dampingFraction: 0.825), 0.0102),
                                      (.spring(response: 0.3, dampingFraction: 0.5), 0.163)] {
            let a = animator(animation)
            let framePeak = (0...120).map { a.value(at: Ref.frame($0)).x / 100 }.max()!
            let finePeak = (0...1200).map { a.value(at: Double($0) / 600).x / 100 }.max()!
            #expect(abs(framePeak - 1 - (expected)) <= 0.003, "\(animation) on frames")
            #expect(abs(finePeak - 1 - (expected)) <= 0.0005, "\(animation) on a 1/600 s clock")
        }
    }

    // §7.3: critically damped (bounce 0) never overshoots; over-damped (bounce < 0) is slower.
    @Test func criticalAndOverdamped() {
        let critical = animator(.spring(duration: 0.5, bounce: 0))
        let over = animator(.spring(duration: 0.5, bounce: -0.5))
        var previous = 0.0
        for n in 1...120 {
            let c = critical.value(at: Ref.frame(n)).x
            #expect(c <= 100 + 1e-9)
            #expect(c >= previous)
            #expect(over.value(at: Ref.frame(n)).x < c + 1e-9)
            previous = c
        }
        // Critically damped closed form: x = e^(−ω0 t)(1 + ω0 t), ω0 = 2π/0.5.
        let w0 = 4 * Double.pi, t = 0.2
        #expect(abs(critical.value(at: t).x - (100 * (1 - exp(-w0 * t) * (1 + w0 * t)))) <= 1e-9, "\(critical.value(at: t).x) vs \(100 * (1 - exp(-w0 * t) * (1 + w0 * t)))")
        // Over-damped, ζ = 2: x = (r1 e^(r2 t) − r2 e^(r1 t)) / (r1 − r2).
        let r1 = -2 * w0 + w0 * 3.0.squareRoot(), r2 = -2 * w0 - w0 * 3.0.squareRoot()
        let x = (r1 * exp(r2 * t) - r2 * exp(r1 * t)) / (r1 - r2)
        #expect(abs(over.value(at: t).x - (100 * (1 - x))) <= 1e-9, "\(over.value(at: t).x) vs \(100 * (1 - x))")
    }

    // §7.3: a fluid spring finishes when |v|² ≤ 0.0036, |force|² ≤ 0.0036 (points) and the
    // remaining distance ≤ 1 % of the delta; then it presents the target exactly.
    @Test func fluidSpringCompletionRule() {
        let a = animator(.spring(response: 0.55, dampingFraction: 0.825))
        let k = 130.5124, c = 18.8496
        let first = (0...600).first { a.isFinished(at: Ref.frame($0)) }!
        func settled(_ t: Double) -> Bool {
            let s = AnimationReference.underdamped(response: 0.55, zeta: 0.825, x0: 100, v0: 0, t: t)
            let force = k * s.x + c * s.v
            return s.v * s.v <= 0.0036 && force * force <= 0.0036 && abs(s.x) <= 1
        }
        #expect(settled(Ref.frame(first)))
        #expect(!(settled(Ref.frame(first - 1))))
        expectEqual(a.value(at: Ref.frame(first)), SIMD4(100, 0, 0, 0))
        #expect(Ref.frame(first) > 1.0)
        #expect(Ref.frame(first) < 2.0)
    }

    // §7.3: spring(duration:bounce:) → response = duration, ζ = 1 − bounce (bounce ≥ 0),
    // 1/(1 + bounce) (bounce < 0); smooth/snappy/bouncy are bounce 0/0.15/0.3 at 0.5 s.
    @Test func durationBounceMapping() {
        expectEqual(Animation.spring(duration: 0.4, bounce: 0.3).base, .fluidSpring(response: 0.4, dampingFraction: 0.7, blendDuration: 0))
        expectEqual(Animation.spring(duration: 0.4, bounce: -0.5).base, .fluidSpring(response: 0.4, dampingFraction: 2, blendDuration: 0))
        expectEqual(Animation.smooth, .spring(duration: 0.5, bounce: 0))
        expectEqual(Animation.snappy, .spring(duration: 0.5, bounce: 0.15))
        expectEqual(Animation.bouncy, .spring(duration: 0.5, bounce: 0.3))
        expectEqual(Animation.bouncy(duration: 0.3, extraBounce: 0.1), .spring(duration: 0.3, bounce: 0.4))
        expectEqual(Animation.spring, .spring(response: 0.5, dampingFraction: 1))
        expectEqual(Animation.interactiveSpring(), Animation(.fluidSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)))
        expectEqual(Animation.interactiveSpring.base, .fluidSpring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
    }

    // §7.3: interpolatingSpring uses its physical parameters directly (closed form on [0, 1]).
    @Test func interpolatingSpringClosedForm() {
        let a = animator(.interpolatingSpring(stiffness: 170, damping: 15))
        let w0 = 170.0.squareRoot(), zeta = 15 / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
        for n in [3, 10, 25, 40] {
            let t = Ref.frame(n)
            let x = exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
            #expect(abs(a.value(at: t).x - (100 * (1 - x))) <= 1e-9, "\(a.value(at: t).x) vs \(100 * (1 - x))")
        }
        // mass 2: ω0 = √(k/m).
        let heavy = animator(.interpolatingSpring(mass: 2, stiffness: 200, damping: 40))  // critical, ω0 = 10
        #expect(abs(heavy.value(at: 0.1).x - (100 * (1 - exp(-1.0) * 2))) <= 1e-9, "\(heavy.value(at: 0.1).x) vs \(100 * (1 - exp(-1.0) * 2))")
    }

    // §7.3: interpolatingSpring's ε = 0.001 duration: under-damped from the envelope (≥ 1 s),
    // critically damped from a 0.1 s scan (first time |1 − x| stays < ε for over 1 s).
    @Test func interpolatingSpringDuration() {
        // k 170, c 10: ζ ≈ 0.38, the envelope estimate (≈ 1.45 s) decides.
        let w0 = 170.0.squareRoot(), zeta = 10 / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
        let envelope = -log(0.001 / (1 + zeta * w0 / wd)) / (zeta * w0)
        #expect(envelope > 1.4)
        let under = animator(.interpolatingSpring(stiffness: 170, damping: 10))
        #expect(!(under.isFinished(at: envelope - 1e-6)))
        #expect(under.isFinished(at: envelope + 1e-6))
        #expect(abs(under.value(at: envelope - 1e-6).x - (100)) <= 0.1, "within ε of the target")
        expectEqual(under.value(at: envelope + 1e-6), SIMD4(100, 0, 0, 0))
        // k 170, c 15: the estimate (0.99 s) is below the 1 s minimum.
        let quick = animator(.interpolatingSpring(stiffness: 170, damping: 15))
        #expect(!(quick.isFinished(at: 0.999)))
        #expect(quick.isFinished(at: 1.0))
        // k 100, c 20: e^(−10t)(1 + 10t) is 0.00123 at 0.9 s and 0.0005 at 1.0 s.
        let critical = animator(.interpolatingSpring(stiffness: 100, damping: 20))
        #expect(!(critical.isFinished(at: 0.999)))
        #expect(critical.isFinished(at: 1.0))
    }

    // §7.3: initialVelocity is in fractions of the change per second.
    @Test func interpolatingSpringInitialVelocity() {
        let a = animator(.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 5))
        #expect(abs(a.velocity(at: 0).x - (500)) <= 0.01, "\(a.velocity(at: 0).x) vs \(500)")
        // x = e^(−10t)(1 + (10 − 5)t)
        #expect(abs(a.value(at: 0.1).x - (100 * (1 - exp(-1.0) * 1.5))) <= 1e-9, "\(a.value(at: 0.1).x) vs \(100 * (1 - exp(-1.0) * 1.5))")
    }
}
