import Foundation

/// An opaque value derived from an anchor source and a particular view: geometry captured in the
/// root's coordinate space, resolved into a reader's space by `GeometryProxy[anchor]` (§4).
public struct Anchor<Value> {
    /// The captured value in root coordinates. How it converts into a reader's space follows from
    /// its type alone (`AnchorGeometry`): an anchor keeps no closure, so an array of anchors of
    /// rects or points is plain bytes, copied wholesale when preferences fold (step 34 of
    /// docs/performance-profile.md).
    @usableFromInline var rootValue: Value
    /// The serial number of the host whose layout captured this anchor (0: unknown). Serials are
    /// never reused, so once that host is gone no proxy owns the anchor, not even one of a new host
    /// allocated at the freed address.
    @usableFromInline var owner: UInt64 = 0

    /// A description of what to capture from a view's bounds.
    public struct Source {
        /// Captures the anchor from the writer's root-space bounds; `flipped` when the writer is
        /// right-to-left (its local x then runs leftward from its right edge, §21.7).
        @usableFromInline let capture: (CGRect, Bool) -> Anchor<Value>
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when their captured geometry is (docs/semantics.md §4). Inlinable, so that
    /// a rebuilt anchor writer compares its values in the caller's specialised code; a rect is
    /// compared field by field there (what Foundation's `==` does, without the call into it).
    @inlinable public static func == (a: Anchor, b: Anchor) -> Bool {
        if Value.self == CGRect.self {
            return sameRect(unsafeBitCast(a.rootValue, to: CGRect.self), unsafeBitCast(b.rootValue, to: CGRect.self))
        }
        return a.rootValue == b.rootValue
    }
}
extension Anchor: Hashable where Value: Hashable {
    public func hash(into h: inout Hasher) { h.combine(rootValue) }
}
extension Anchor: CustomStringConvertible {
    public var description: String { "Anchor(\(rootValue))" }
}

/// A point of a view's local space (bounds `b`) in root space.
private func rootPoint(_ p: CGPoint, _ b: CGRect, _ flipped: Bool) -> CGPoint {
    CGPoint(x: flipped ? b.maxX - p.x : b.minX + p.x, y: b.minY + p.y)
}

extension Anchor.Source where Value == CGRect {
    /// The whole view rect.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { b, _ in Anchor(rootValue: b) }
    }
    /// A rect in the view's local space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { b, flipped in
            let x = flipped ? b.maxX - r.maxX : b.minX + r.minX
            return Anchor(rootValue: CGRect(x: x, y: b.minY + r.minY, width: r.width, height: r.height))
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's local space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { b, flipped in Anchor(rootValue: rootPoint(p, b, flipped)) }
    }
    /// A unit point of the view's bounds: (x·width, y·height) from its origin.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { b, flipped in
            Anchor(rootValue: rootPoint(CGPoint(x: p.x * b.width, y: p.y * b.height), b, flipped))
        }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// An array of sources captured together: `Anchor<[T]>`.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        capture = { b, flipped in Anchor<[T]>(rootValue: array.map { $0.capture(b, flipped).rootValue }) }
    }
    /// An optional source: nil resolves to nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        capture = { b, flipped in Anchor<T?>(rootValue: anchor?.capture(b, flipped).rootValue) }
    }
}

extension Anchor {
    /// The anchor where the geometry effects `t` draw its view: a rect becomes the box around its
    /// transformed corners, a point moves (§5).
    @usableFromInline func transformed(by t: GeometryTransform) -> Anchor {
        var a = self
        a.rootValue = AnchorGeometry.transform(rootValue, by: t)
        return a
    }
    /// The value in the space `space` (a reader's local space).
    func converted(into space: SpaceFrame) -> Value { AnchorGeometry.convert(rootValue, into: space) }
    /// What a proxy of another host reads: the value's shape with zero geometry.
    var fallback: Value { AnchorGeometry.zero(rootValue) }
}

/// How an anchor's root-space value converts into another space, decided by its type: a rect or
/// a point (what `Anchor.Source` captures) moves by the space's origin (mirrored in a
/// right-to-left space); an array or an optional of them (the composite sources) converts element
/// by element. Resolving compares the type once per `proxy[anchor]`; an array or optional anchor
/// also asks whether its type is composite (a conformance check), which only those pay.
enum AnchorGeometry {
    static func convert<V>(_ value: V, into space: SpaceFrame) -> V {
        if V.self == CGRect.self { return sameType(space.convert(sameType(value, as: CGRect.self)), as: V.self) }
        if V.self == CGPoint.self { return sameType(space.convert(sameType(value, as: CGPoint.self)), as: V.self) }
        if let composite = V.self as? any AnchorCompositeValue.Type { return composite.converting(value, into: space) }
        return value
    }

    /// A root-space value where the geometry effects `t` draw it.
    static func transform<V>(_ value: V, by t: GeometryTransform) -> V {
        if V.self == CGRect.self { return sameType(t.box(sameType(value, as: CGRect.self)), as: V.self) }
        if V.self == CGPoint.self { return sameType(t.apply(sameType(value, as: CGPoint.self)), as: V.self) }
        if let composite = V.self as? any AnchorCompositeValue.Type { return composite.transforming(value, by: t) }
        return value
    }

    static func zero<V>(_ value: V) -> V {
        if V.self == CGRect.self { return sameType(CGRect.zero, as: V.self) }
        if V.self == CGPoint.self { return sameType(CGPoint.zero, as: V.self) }
        if let composite = V.self as? any AnchorCompositeValue.Type { return composite.zeroing(value) }
        return value
    }
}

/// The composite anchor values: an `Anchor<[T]>` converts each element, an `Anchor<T?>` its
/// wrapped value; with zero geometry an array keeps its count and an optional becomes nil.
/// `V` is always `Self` (the caller found the conformance on `V.self`).
protocol AnchorCompositeValue {
    static func converting<V>(_ value: V, into space: SpaceFrame) -> V
    static func zeroing<V>(_ value: V) -> V
    static func transforming<V>(_ value: V, by t: GeometryTransform) -> V
}

extension Array: AnchorCompositeValue {
    static func transforming<V>(_ value: V, by t: GeometryTransform) -> V {
        sameType(sameType(value, as: Array.self).map { AnchorGeometry.transform($0, by: t) }, as: V.self)
    }
    static func converting<V>(_ value: V, into space: SpaceFrame) -> V {
        sameType(sameType(value, as: Array.self).map { AnchorGeometry.convert($0, into: space) }, as: V.self)
    }
    static func zeroing<V>(_ value: V) -> V {
        sameType(sameType(value, as: Array.self).map { AnchorGeometry.zero($0) }, as: V.self)
    }
}

extension Optional: AnchorCompositeValue {
    static func transforming<V>(_ value: V, by t: GeometryTransform) -> V {
        sameType(sameType(value, as: Optional.self).map { AnchorGeometry.transform($0, by: t) }, as: V.self)
    }
    static func converting<V>(_ value: V, into space: SpaceFrame) -> V {
        sameType(sameType(value, as: Optional.self).map { AnchorGeometry.convert($0, into: space) }, as: V.self)
    }
    static func zeroing<V>(_ value: V) -> V { sameType(Optional.none, as: V.self) }
}
