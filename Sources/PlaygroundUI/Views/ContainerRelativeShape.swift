import Foundation

// Container shapes (docs/semantics.md §16.5): `containerShape(_:)` names the shape of a
// container, and `ContainerRelativeShape` and `ConcentricRectangle` inside it take the
// container's corners, less the distance from them.

/// A shape that is the container's shape, inset to this view's frame: the container's corner
/// radius less the view's distance from that corner. Without a container shape (set by
/// `containerShape(_:)`), a rectangle.
public struct ContainerRelativeShape: Sendable {
    nonisolated public init() {}
}

extension ContainerRelativeShape: InsettableShape, _ContainerRelativeOutline {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { (.rectangle, rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(shape: self, amount: amount) }
    nonisolated public static var _isContainerRelative: Bool { true }

    func _outline(in rect: CGRect, container: ContainerShapeContext?) -> (ShapeOutline, CGRect) {
        guard let container, let c = container.rect else { return (.rectangle, rect) }
        switch container.kind {
        case .rectangle: return (.rectangle, rect)
        case .round: return (.capsule(style: .continuous), rect)
        case .corners(let radii):
            let r = ContainerShapeContext.concentricRadii(of: rect, in: c, radii: radii)
            return UnevenRoundedRectangle(cornerRadii: r, style: .continuous)._outline(in: rect)
        }
    }
}

/// The container shape in force: what the shape is (its corner radii, or round) and where the
/// container was placed (root coordinates, written when it is laid out and read when a
/// container-relative shape inside is drawn).
final class ContainerShapeContext: @unchecked Sendable {
    enum Kind: Equatable {
        case rectangle
        /// A capsule, circle or ellipse: a shape inside is round as well.
        case round
        case corners(RectangleCornerRadii)
    }
    @exclusivity(unchecked) var rect: CGRect?
    /// The shape, kept to learn its corners where it is placed.
    @exclusivity(unchecked) var outline: ((CGRect) -> (ShapeOutline, CGRect))?
    /// An uneven rounded rectangle's corners, which its outline does not name.
    @exclusivity(unchecked) var fixedRadii: RectangleCornerRadii?

    /// Records the container's placement.
    func place(_ r: CGRect) { rect = r }

    /// The container's corners where it was placed.
    var kind: Kind {
        if let fixedRadii { return .corners(fixedRadii) }
        guard let outline, let rect else { return .rectangle }
        switch outline(rect).0 {
        case .rectangle, .path: return .rectangle
        case .roundedRectangle(let c, _):
            let k = min(c.width, c.height)
            return .corners(.uniform(k))
        case .capsule, .ellipse: return .round
        }
    }

    /// The radius of each corner of `rect` concentric with `container`'s corners of `radii`: each
    /// corner's radius less the distance of `rect`'s corner from it (the larger of the two
    /// distances along the edges), not below zero.
    static func concentricRadii(of rect: CGRect, in container: CGRect, radii: RectangleCornerRadii) -> RectangleCornerRadii {
        func r(_ radius: CGFloat, _ dx: CGFloat, _ dy: CGFloat) -> CGFloat { max(radius - max(dx, dy, 0), 0) }
        return RectangleCornerRadii(
            topLeading: r(radii.topLeading, rect.minX - container.minX, rect.minY - container.minY),
            bottomLeading: r(radii.bottomLeading, rect.minX - container.minX, container.maxY - rect.maxY),
            bottomTrailing: r(radii.bottomTrailing, container.maxX - rect.maxX, container.maxY - rect.maxY),
            topTrailing: r(radii.topTrailing, container.maxX - rect.maxX, rect.minY - container.minY))
    }

    /// The outline function a shape node or a clip draws `shape` with: a container-relative
    /// shape's takes the container in force (asked only of such shapes: `Shape._isContainerRelative`).
    static func outline<S: Shape>(of shape: S, in environment: EnvironmentValues) -> (CGRect) -> (ShapeOutline, CGRect) {
        if S._isContainerRelative, let relative = shape as? _ContainerRelativeOutline {
            let container = environment.containerShape
            return { rect in relative._outline(in: rect, container: container) }
        }
        return { rect in shape._outline(in: rect) }
    }
}

extension RectangleCornerRadii {
    /// Every corner `radius`.
    static func uniform(_ radius: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }
}

/// A shape whose outline depends on the container shape in force.
protocol _ContainerRelativeOutline {
    func _outline(in rect: CGRect, container: ContainerShapeContext?) -> (ShapeOutline, CGRect)
}

// A filled, stroked or inset container-relative shape is one too.
extension _ShapeView: _ContainerRelativeOutline {
    func _outline(in rect: CGRect, container: ContainerShapeContext?) -> (ShapeOutline, CGRect) {
        guard let relative = shape as? _ContainerRelativeOutline else { return _outline(in: rect) }
        let (o, r) = relative._outline(in: rect, container: container)
        if case .path(let p, _) = o, eoFill { return (.path(p, eoFill: true), r) }
        return (o, r)
    }
}
extension _InsetShape: _ContainerRelativeOutline {
    func _outline(in rect: CGRect, container: ContainerShapeContext?) -> (ShapeOutline, CGRect) {
        guard let relative = shape as? _ContainerRelativeOutline else { return _outline(in: rect) }
        return relative._outline(in: rect.insetBy(dx: amount, dy: amount), container: container)
    }
}

struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: ContainerShapeContext? = nil
}

extension EnvironmentValues {
    /// The container shape set by the nearest `containerShape(_:)` above.
    var containerShape: ContainerShapeContext? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Makes `shape`, in this view's bounds, the container shape of the views inside: a
    /// `ContainerRelativeShape` or `ConcentricRectangle` among them follows its corners.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}

/// `containerShape(_:)`: a context for the views inside, placed where this view is.
struct ContainerShapeModifier<T: InsettableShape> {
    let shape: T
    @State private var context = ContainerShapeContext()
}

extension ContainerShapeModifier: ViewModifier {
    func body(content: Content) -> some View {
        let context = self.context
        let shape = self.shape
        context.outline = { shape._outline(in: $0) }
        context.fixedRadii = (shape as? UnevenRoundedRectangle)?.cornerRadii
        return content
            .environment(\.containerShape, context)
            .background {
                GeometryReader { proxy in
                    let _ = context.place(proxy.frame(in: .global))
                    Color.clear
                }
            }
    }
}
