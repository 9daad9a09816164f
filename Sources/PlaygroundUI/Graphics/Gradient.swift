import Foundation

/// Colour stops along a line from 0 to 1 (docs/semantics.md §17.1).
public struct Gradient: Hashable, Sendable {
    /// A colour at a location from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    /// The stops resolved, ordered by location (a stable sort: equal locations keep their order,
    /// giving a hard edge).
    /// (Written out step by step: as one chain of `map`/`sorted` closures it took the type
    /// checker 28 s, a tenth of the library's debug build.)
    var resolvedStops: [_ResolvedGradient.Stop] {
        var ordered: [(offset: Int, stop: _ResolvedGradient.Stop)] = []
        ordered.reserveCapacity(stops.count)
        for (offset, stop) in stops.enumerated() {
            ordered.append((offset, _ResolvedGradient.Stop(location: Double(stop.location), color: stop.color.resolved)))
        }
        ordered.sort { (a: (offset: Int, stop: _ResolvedGradient.Stop), b: (offset: Int, stop: _ResolvedGradient.Stop)) -> Bool in
            a.stop.location != b.stop.location ? a.stop.location < b.stop.location : a.offset < b.offset
        }
        return ordered.map { (entry: (offset: Int, stop: _ResolvedGradient.Stop)) -> _ResolvedGradient.Stop in entry.stop }
    }
}

/// A gradient resolved for painting: its stops and its geometry in unit coordinates of the
/// painted view's bounds (radii of radial gradients in points).
/// Public because `_ResolvedStyle` (a `ShapeStyle` requirement's result) holds it.
public struct _ResolvedGradient: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var location: Double
        public var color: ResolvedColor
    }
    public enum Geometry: Equatable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }
    public var stops: [Stop]
    public var geometry: Geometry

    /// The display list's paint for a view whose bounds are `rect` (root coordinates).
    func paint(in rect: CGRect) -> GradientPaint {
        func point(_ u: UnitPoint) -> CGPoint { CGPoint(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
        let g: GradientPaint.Geometry
        switch geometry {
        case let .linear(s, e): g = .linear(start: point(s), end: point(e))
        case let .radial(c, r0, r1): g = .radial(center: point(c), startRadius: r0, endRadius: r1)
        case let .elliptical(c, f0, f1):
            g = .elliptical(center: point(c), radii: rect.size, startFraction: f0, endFraction: f1)
        case let .angular(c, a0, a1): g = .angular(center: point(c), startAngle: a0.radians, endAngle: a1.radians)
        }
        return GradientPaint(geometry: g, stops: stops.map { GradientPaint.Stop(location: $0.location, color: $0.color) })
    }
}

/// A linear gradient between two unit points of the painted view's bounds.
public struct LinearGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        .gradient(_ResolvedGradient(stops: gradient.resolvedStops, geometry: .linear(start: startPoint, end: endPoint)))
    }
}

/// A radial gradient: colour by distance (points) from a centre, from `startRadius` to `endRadius`.
public struct RadialGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        .gradient(_ResolvedGradient(stops: gradient.resolvedStops, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }
}

/// A radial gradient whose ellipse fits the painted view's bounds: radius fraction 0.5 reaches
/// the edges.
public struct EllipticalGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        .gradient(_ResolvedGradient(stops: gradient.resolvedStops,
                                    geometry: .elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)))
    }
}

/// An angular (conic) gradient: colour by angle around a centre, clockwise from `startAngle`
/// (0 = pointing right) to `endAngle`. Equal angles make one full turn; a shorter span fills the
/// gap with the end colours, switching halfway across it.
public struct AngularGradient: ShapeStyle, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        var end = endAngle
        if end == startAngle { end = startAngle + .degrees(360) }
        return .gradient(_ResolvedGradient(stops: gradient.resolvedStops, geometry: .angular(center: center, start: startAngle, end: end)))
    }
}

/// A gradient made from a colour (`Color.red.gradient`): drawn top to bottom, from a lighter
/// version of the colour to the colour itself (§17.1).
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._resolveStyle(in: environment)
    }
}

extension Gradient: ShapeStyle {
    /// A gradient used directly as a style is drawn top to bottom.
    public func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._resolveStyle(in: environment)
    }
}

extension Color {
    /// A top-to-bottom gradient from a lighter version of this colour to the colour.
    public var gradient: AnyGradient {
        let c = resolved
        func mix(_ v: Double) -> Double { v + (1 - v) * 0.2 }
        let light = Color(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), opacity: c.opacity)
        return AnyGradient(Gradient(colors: [light, self]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}
extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

// Gradients are views too: they fill the space offered, like a colour.
/// A style that is also a view filling its frame with itself (not SwiftUI API).
package protocol _StyleFillingView: ShapeStyle, View where Body == Never {}
extension _StyleFillingView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        ShapeNode.build(Rectangle(), style: view._resolveStyle(in: graph.env), stroke: nil, inset: 0, graph, &slot)
    }
    /// A gradient builds one shape node (`View._buildsShapeNode`).
    public static var _buildsShapeNode: Bool { true }
}
extension LinearGradient: _StyleFillingView {}
extension RadialGradient: _StyleFillingView {}
extension EllipticalGradient: _StyleFillingView {}
extension AngularGradient: _StyleFillingView {}
