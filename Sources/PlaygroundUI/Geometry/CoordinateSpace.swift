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
}

/// The named spaces enclosing a view during placement, innermost first.
final class CoordinateSpaceChain {
    let name: AnyHashable
    /// `name` when it is a String (nearly always): compared directly, since comparing two
    /// `AnyHashable`s asks the runtime to cast both (about 2,000 instructions).
    let stringName: String?
    let origin: CGPoint
    let next: CoordinateSpaceChain?
    init(name: AnyHashable, origin: CGPoint, next: CoordinateSpaceChain?) {
        self.name = name; self.origin = origin; self.next = next
        stringName = name.base as? String
    }
    /// The root-space origin of the nearest space called `name`; nil (= global) when unknown.
    func origin(of name: AnyHashable) -> CGPoint? {
        var c: CoordinateSpaceChain? = self
        if let wanted = name.base as? String {
            while let s = c {
                if let n = s.stringName { if n == wanted { return s.origin } } else if s.name == name { return s.origin }
                c = s.next
            }
            return nil
        }
        while let s = c { if s.name == name { return s.origin }; c = s.next }
        return nil
    }
}
