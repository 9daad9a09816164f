import Foundation

/// An opaque value derived from an anchor source and a particular view: geometry captured in the
/// root's coordinate space, resolved into a reader's space by `GeometryProxy[anchor]` (§4).
public struct Anchor<Value> {
    /// The captured value in root coordinates.
    let rootValue: Value
    /// Converts the root value into a view's space.
    let convert: (Value, SpaceFrame) -> Value
    /// What a proxy of another host (one that did not lay this anchor out) reads: zero geometry.
    let fallback: Value
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
    /// Anchors are equal when their captured geometry is (docs/semantics.md §4).
    public static func == (a: Anchor, b: Anchor) -> Bool { a.rootValue == b.rootValue }
}
extension Anchor: Hashable where Value: Hashable {
    public func hash(into h: inout Hasher) { h.combine(rootValue) }
}
extension Anchor: CustomStringConvertible {
    public var description: String { "Anchor(\(rootValue))" }
}

private func shift(_ r: CGRect, _ s: SpaceFrame) -> CGRect { s.convert(r) }
private func shift(_ p: CGPoint, _ s: SpaceFrame) -> CGPoint { s.convert(p) }
/// A point of a view's local space (bounds `b`) in root space.
private func rootPoint(_ p: CGPoint, _ b: CGRect, _ flipped: Bool) -> CGPoint {
    CGPoint(x: flipped ? b.maxX - p.x : b.minX + p.x, y: b.minY + p.y)
}

extension Anchor.Source where Value == CGRect {
    /// The whole view rect.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { b, _ in Anchor(rootValue: b, convert: { shift($0, $1) }, fallback: .zero) }
    }
    /// A rect in the view's local space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { b, flipped in
            let x = flipped ? b.maxX - r.maxX : b.minX + r.minX
            return Anchor(rootValue: CGRect(x: x, y: b.minY + r.minY, width: r.width, height: r.height),
                          convert: { shift($0, $1) }, fallback: .zero)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's local space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { b, flipped in Anchor(rootValue: rootPoint(p, b, flipped), convert: { shift($0, $1) }, fallback: .zero) }
    }
    /// A unit point of the view's bounds: (x·width, y·height) from its origin.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { b, flipped in
            Anchor(rootValue: rootPoint(CGPoint(x: p.x * b.width, y: p.y * b.height), b, flipped), convert: { shift($0, $1) }, fallback: .zero)
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
        capture = { b, flipped in
            let parts = array.map { $0.capture(b, flipped) }
            return Anchor<[T]>(rootValue: parts.map(\.rootValue), convert: { values, o in
                zip(parts, values).map { $0.convert($1, o) }
            }, fallback: parts.map(\.fallback))
        }
    }
    /// An optional source: nil resolves to nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        capture = { b, flipped in
            guard let a = anchor?.capture(b, flipped) else { return Anchor<T?>(rootValue: nil, convert: { v, _ in v }, fallback: nil) }
            return Anchor<T?>(rootValue: a.rootValue, convert: { v, o in v.map { a.convert($0, o) } }, fallback: nil)
        }
    }
}
