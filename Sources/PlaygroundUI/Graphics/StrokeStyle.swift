import Foundation

/// How a stroke's ends are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How a stroke's corners are drawn.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// The characteristics of a stroke (docs/semantics.md §10 for the defaults).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// The corner style of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous

    /// The era-dependent default: `.circular` for the iOS 13/14 era the seeds target, `.continuous`
    /// in the modern era (docs/semantics.md §10, trap 18).
    public static var eraDefault: RoundedCornerStyle { (AnimationEra.current == .modern) ? .continuous : .circular }
}

