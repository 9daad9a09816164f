import Foundation

/// The activity spinner both `ProgressView()` and pull-to-refresh draw: dots on a circle, the
/// newest darkest, turning one dot per step.
enum SpinnerDots {
    static let count = 8
    static let stepsPerSecond = 12.0

    /// Appends the first `shown` dots around `center`; `step` is how far the spinner has turned
    /// (nil: not turning, every dot half-strength); `color` tints the dots (nil: dark grey).
    static func emit(center: CGPoint, radius: CGFloat, dotSize d: CGFloat, shown: Int = count, step: Int?,
                     color: ResolvedColor? = nil, into list: inout some DisplayItemSink) {
        let n = count
        for k in 0..<min(shown, n) {
            let angle = Double(k) / Double(n) * 2 * .pi - .pi / 2
            let alpha: Double
            if let step {
                let age = ((step - k) % n + n) % n   // 0: the newest (darkest) dot
                alpha = 0.85 - 0.09 * Double(age)
            } else {
                alpha = 0.5
            }
            let p = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            list.append(.shape(ShapeDrawing(outline: .ellipse, rect: CGRect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d),
                                            paint: .fill(dot(color, alpha)))))
        }
    }

    private static func dot(_ color: ResolvedColor?, _ alpha: Double) -> ResolvedColor {
        guard var c = color else { return Color(white: 0.25, opacity: alpha).resolved }
        c.opacity *= alpha / 0.85   // the newest dot in the full colour
        return c
    }
}
