import Foundation

/// Closed-form solution of the damped oscillator m·x″ + c·x′ + k·x = 0 (docs/semantics.md §7.3),
/// where x is the distance still to travel (target − position).
///
/// For initial conditions x(0) = x0, x′(0) = v0 the solution is linear in them:
/// x(τ) = a(τ)·x0 + b(τ)·v0 and x′(τ) = ȧ(τ)·x0 + ḃ(τ)·v0, so one scalar evaluation serves every
/// lane of a vector value. Under-, critically and over-damped cases are handled separately.
struct SpringSolver: Equatable, Sendable {
    /// Largest stiffness used, as in SwiftUI's fluid spring; also stands in for "infinitely stiff".
    static let maxStiffness = 45_000.0

    let mass: Double
    let stiffness: Double
    let damping: Double

    /// The physical spring for SwiftUI's `response` / `dampingFraction` (mass 1):
    /// k = (2π / response)² (capped at 45 000; response ≤ 0 means infinitely stiff), c = 2ζ√k.
    init(response: Double, dampingFraction: Double) {
        let k = response > 0 ? min(pow(2 * Double.pi / response, 2), Self.maxStiffness) : Self.maxStiffness
        self.init(mass: 1, stiffness: k, damping: 2 * dampingFraction * k.squareRoot())
    }

    init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Whether the parameters describe a spring that moves (positive mass and stiffness).
    var isValid: Bool { mass > 0 && stiffness > 0 && mass.isFinite && stiffness.isFinite }
    /// Undamped angular frequency ω0 = √(k/m).
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)).
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Coefficients of the solution at local time τ: x = a·x0 + b·v0, x′ = da·x0 + db·v0.
    struct Coefficients {
        var a: Double, b: Double, da: Double, db: Double
    }

    func coefficients(at tau: Double) -> Coefficients {
        let w0 = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-6 {
            // Critically damped: x = e^(−ω0τ)·(x0 + (v0 + ω0·x0)·τ).
            let e = exp(-w0 * tau)
            return Coefficients(a: e * (1 + w0 * tau), b: e * tau, da: -e * w0 * w0 * tau, db: e * (1 - w0 * tau))
        }
        if zeta < 1 {
            // Under-damped: decay α = ζω0, damped frequency ωd = ω0√(1 − ζ²).
            let alpha = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-alpha * tau), c = cos(wd * tau), s = sin(wd * tau)
            return Coefficients(a: e * (c + alpha / wd * s), b: e * s / wd,
                                da: -e * w0 * w0 / wd * s, db: e * (c - alpha / wd * s))
        }
        // Over-damped: two real roots r1 > r2 (both negative).
        let root = w0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root, span = r1 - r2
        let e1 = exp(r1 * tau), e2 = exp(r2 * tau)
        return Coefficients(a: (r1 * e2 - r2 * e1) / span, b: (e1 - e2) / span,
                            da: r1 * r2 * (e2 - e1) / span, db: (r1 * e1 - r2 * e2) / span)
    }

    /// SwiftUI's fluid-spring completion rule (docs/semantics.md §7.3), found on the 1/300 s grid of its
    /// integrator: the first τ at which |x′|² ≤ 0.0036 and |x″|² ≤ 0.0036 and the remaining
    /// distance is ≤ `tolerance` (1 % of the animated delta; a zero tolerance only needs the first
    /// two). Thresholds are absolute, in the value's units: the engine passes points (frames,
    /// offsets) and colour channels scaled by 128. Returns `.infinity` if not settled in 120 s.
    func settlingTime(x0: SIMD4<Double>, v0: SIMD4<Double>, tolerance: SIMD4<Double>) -> Double {
        guard isValid else { return 0 }
        let tolerance2 = (tolerance * tolerance).sum()
        for n in 0...(120 * 300) {
            let tau = Double(n) / 300
            let k = coefficients(at: tau)
            let x = k.a * x0 + k.b * v0
            let v = k.da * x0 + k.db * v0
            let force = -(stiffness * x + damping * v) / mass
            let x2 = (x * x).sum()
            if max((v * v).sum(), (force * force).sum()) <= 0.0036, tolerance2 == 0 || x2 <= tolerance2 {
                return tau
            }
        }
        return .infinity
    }

    /// `interpolatingSpring`'s duration with SwiftUI's ε = 0.001 rule (docs/semantics.md §7.3) for the
    /// unit motion x0 = 1, x′(0) = −`initialVelocity`. Critically and over-damped: step τ by 0.1 s
    /// until |x| has stayed below ε for over 1 s and return the first τ of that run. Under-damped:
    /// the time the envelope (1 + |adjusted frequency|)·e^(−ζω0τ) takes to fall to ε, at least
    /// 1 s. (OpenSwiftUI divides by ζ/ω0 where the envelope needs ζ·ω0; we use the physical rate.)
    func interpolatingDuration(initialVelocity: Double, epsilon: Double = 0.001) -> Double {
        guard isValid else { return 0 }
        let epsilon = max(1e-6, epsilon), zeta = dampingRatio, w0 = naturalFrequency
        guard zeta > 0 else { return .infinity }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let adjusted = (zeta * w0 - initialVelocity) / wd
            return max(-log(epsilon / (1 + abs(adjusted))) / (zeta * w0), 1)
        }
        var belowSince: Double?
        for n in 0..<1024 {
            let tau = Double(n) * 0.1
            let k = coefficients(at: tau)
            if abs(k.a - k.b * initialVelocity) < epsilon {
                let start = belowSince ?? tau
                if tau - start > 1 { return start }
                belowSince = start
            } else {
                belowSince = nil
            }
        }
        return belowSince ?? 102.4
    }
}
