import Foundation

// UIKit's Bézier path and Core Graphics' path as SwiftUI code reaches for them (docs/semantics.md
// §34): above all the published `RoundedCorner` shape, which rounds some corners with
// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` and hands `Path(path.cgPath)` back.

/// Corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A Core Graphics path (`CGPath`), here a box around a SwiftUI `Path`.
public final class CGPath: @unchecked Sendable, Equatable {
    let path: Path
    init(_ path: Path) { self.path = path }
    /// The smallest rectangle holding the path's points, control points included.
    public var boundingBox: CGRect { path.boundingRect }
    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
}

extension Path {
    /// The path a Core Graphics path holds (`Path(uiBezierPath.cgPath)`).
    public init(_ path: CGPath) { self = path.path }
    /// This path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(self) }
}

/// A path of lines and curves built in UIKit's way (`UIBezierPath`): y grows downward and
/// `clockwise` means clockwise on screen. Only building it and reading its `cgPath` and
/// `bounds` work here; UIKit's drawing (`fill()`, `stroke()`) draws nothing.
open class UIBezierPath: @unchecked Sendable {
    private var storage = Path()
    open var lineWidth: CGFloat = 1

    public init() {}
    public convenience init(rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }
    /// A rounded rectangle with UIKit's continuous corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        storage.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }
    /// A rectangle with the given corners rounded by circular arcs; a radius is limited to half
    /// the rectangle's shorter side (so `.infinity` gives a capsule's ends).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = Swift.max(0, Swift.min(cornerRadii.width, cornerRadii.height, Swift.min(rect.width, rect.height) / 2))
        func radius(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
        let radii = RectangleCornerRadii(topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
                                         bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight))
        storage = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        storage = cgPath.path
    }

    /// The path built so far.
    open var cgPath: CGPath { CGPath(storage) }
    open var bounds: CGRect { storage.boundingRect }
    open var isEmpty: Bool { storage.isEmpty }

    open func move(to point: CGPoint) { storage.move(to: point) }
    open func addLine(to point: CGPoint) { storage.addLine(to: point) }
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { storage.addQuadCurve(to: point, control: controlPoint) }
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc in UIKit's sense of `clockwise` (on screen), which is SwiftUI `Path`'s opposite.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                       endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    open func close() { storage.closeSubpath() }
    open func append(_ other: UIBezierPath) { storage.addPath(other.storage) }
    open func apply(_ transform: CGAffineTransform) { storage = storage.applying(transform) }
    /// UIKit draws into the current graphics context; there is none here.
    open func fill() {}
    /// UIKit draws into the current graphics context; there is none here.
    open func stroke() {}
}
