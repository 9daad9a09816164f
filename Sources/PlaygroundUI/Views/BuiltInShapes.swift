import Foundation

/// A rectangle filling its frame.
public struct Rectangle {
    public init() {}
}

extension Rectangle: InsettableShape {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { (.rectangle, rect) }
}

/// A rectangle with rounded corners. The default corner style follows the behaviour era:
/// `.circular` for the iOS 13/14 seeds, `.continuous` in the modern era (docs/semantics.md §10).
public struct RoundedRectangle {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .eraDefault) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .eraDefault) {
        self.cornerSize = cornerSize
        self.style = style
    }
}

extension RoundedRectangle: InsettableShape {
    /// Insetting shrinks the corners by the same amount, so a `strokeBorder` follows the outline
    /// at an even distance (as SwiftUI's inset rounded rectangle does).
    public func inset(by amount: CGFloat) -> RoundedRectangle._Inset { _Inset(base: self, amount: amount) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) {
        let w = min(cornerSize.width, rect.width / 2), h = min(cornerSize.height, rect.height / 2)
        return (.roundedRectangle(cornerSize: CGSize(width: max(w, 0), height: max(h, 0)), style: style), rect)
    }
}

/// A rectangle whose corner radius is half its shorter side.
public struct Capsule {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
}

extension Capsule: InsettableShape {
    public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: r, height: r), style: style)
    }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { (.capsule(style: style), rect) }
}

/// The largest circle that fits the frame, centred in it.
public struct Circle {
    public init() {}
}

extension Circle: InsettableShape {
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) {
        let d = min(rect.width, rect.height)
        return (.ellipse, CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse filling its frame.
public struct Ellipse {
    public init() {}
}

extension Ellipse: InsettableShape {
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { (.ellipse, rect) }
}

/// A colour is a view that fills its frame (10×10 when unconstrained).
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError("Color is a primitive view") }
    public static func _makeNode(_ view: Color, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ShapeNode.build(Rectangle(), style: .color(view.resolved(in: graph.env.colorScheme)), stroke: nil, inset: 0, graph, &slot)
    }
    /// A colour builds one shape node (`View._buildsShapeNode`).
    @inlinable public static var _buildsShapeNode: Bool { true }
}

extension RoundedRectangle {
    /// A rounded rectangle inset by `amount`, its corners smaller by as much.
    /// Public because the built-in shapes' `inset(by:)` return it (SwiftUI's name).
    public struct _Inset {
        var base: RoundedRectangle
        var amount: CGFloat
        var shrunk: RoundedRectangle {
            RoundedRectangle(cornerSize: CGSize(width: max(0, base.cornerSize.width - amount), height: max(0, base.cornerSize.height - amount)),
                             style: base.style)
        }
    }
}

extension RoundedRectangle._Inset: InsettableShape {
    public func path(in rect: CGRect) -> Path { shrunk.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { shrunk._outline(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> RoundedRectangle._Inset { RoundedRectangle._Inset(base: base, amount: self.amount + amount) }
}
