import Foundation

/// A coordinate space in which `GeometryProxy.frame(in:)` reports geometry.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)
}

/// iOS 17's spelling of a coordinate-space name: `.coordinateSpace(.named("x"))`.
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let name: AnyHashable
}

/// iOS 17's protocol for coordinate spaces (`.global`, `.local`, `.named(_)`).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { self }
}

extension NamedCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The space of the nearest enclosing scroll view (iOS 17): its visible frame, so content
    /// scrolled up reads a negative `minY` (§5).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }
    /// The space of the nearest enclosing scroll view that scrolls along `axis` (iOS 17).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis))) }
}

/// The name a scroll view gives its space (`.scrollView`, `.scrollView(axis:)`): nil for any
/// scroll view, else one that scrolls along `axis`.
struct ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

/// A view's coordinate space as root-space geometry: where its origin lies, whether x grows
/// leftward, and what the geometry effects around it do. A right-to-left view's origin is its
/// top-trailing (right) corner and its x axis is inverted, so geometry read there is what the same
/// layout reads left-to-right (§21.7). Under a scale or rotation effect (`transform`), root-space
/// geometry is first taken back through the effects' inverse, then measured from the origin
/// (§5).
struct SpaceFrame: Equatable {
    var origin: CGPoint
    var flipped = false
    /// The geometry effects around the view (nil: none); `origin` is in the space they transform.
    var transform: GeometryTransform?
    /// The root space of a left-to-right window.
    static let root = SpaceFrame(origin: .zero)
    init(origin: CGPoint, flipped: Bool = false) { self.origin = origin; self.flipped = flipped }
    /// The space of a view placed at root rect `rect` (before `transform`).
    init(of rect: CGRect, flipped: Bool, transform: GeometryTransform? = nil) {
        origin = CGPoint(x: flipped ? rect.maxX : rect.minX, y: rect.minY)
        self.flipped = flipped
        self.transform = transform
    }
    static func == (a: SpaceFrame, b: SpaceFrame) -> Bool {
        a.origin == b.origin && a.flipped == b.flipped && GeometryTransform.same(a.transform, b.transform)
    }
    /// Root-space rect `r` in this space.
    func convert(_ root: CGRect) -> CGRect {
        let r = transform?.unbox(root) ?? root
        return flipped ? CGRect(x: origin.x - r.maxX, y: r.minY - origin.y, width: r.width, height: r.height)
            : r.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    /// Root-space point `p` in this space.
    func convert(_ root: CGPoint) -> CGPoint {
        let p = transform?.unapply(root) ?? root
        return CGPoint(x: flipped ? origin.x - p.x : p.x - origin.x, y: p.y - origin.y)
    }
}

/// The named spaces enclosing a view during placement, innermost first.
final class CoordinateSpaceChain {
    let name: AnyHashable
    /// `name` when it is a String (nearly always): compared directly, since comparing two
    /// `AnyHashable`s asks the runtime to cast both (about 2,000 instructions).
    let stringName: String?
    let space: SpaceFrame
    let next: CoordinateSpaceChain?
    /// The named view's frame (root space, where it is drawn): what `GeometryProxy.bounds(of:)`
    /// reports.
    let rect: CGRect
    /// The space of the view placed at `rect` under the geometry effects `transform`.
    init(name: AnyHashable, rect: CGRect, flipped: Bool, transform: GeometryTransform? = nil, next: CoordinateSpaceChain?) {
        self.name = name; self.next = next
        self.rect = transform?.box(rect) ?? rect
        space = SpaceFrame(of: rect, flipped: flipped, transform: transform)
        stringName = stringValue(of: name)
    }
    /// The nearest space called `name`; nil (= global) when unknown.
    func space(of name: AnyHashable) -> SpaceFrame? { entry(of: name)?.space }
    /// The nearest link called `name`.
    func entry(of name: AnyHashable) -> CoordinateSpaceChain? {
        var c: CoordinateSpaceChain? = self
        if let wanted = stringValue(of: name) {
            // A String name equals only a String name (no bridging here), so the spaces scroll
            // views name (`ScrollViewSpaceName`) are passed over without comparing.
            while let s = c {
                if let n = s.stringName, n == wanted { return s }
                c = s.next
            }
            return nil
        }
        while let s = c { if s.name == name { return s }; c = s.next }
        return nil
    }
}

/// `name`'s value when it is a `String`: its type compared, then a plain copy. (`as? String` asks
/// the runtime's dynamic cast, about 250 instructions; a named space is looked up by every
/// `frame(in: .named(…))` a frame.)
func stringValue(of name: AnyHashable) -> String? {
    func string<T>(_ value: T) -> String? { T.self == String.self ? sameType(value, as: String.self) : nil }
    return _openExistential(name.base, do: string)
}
