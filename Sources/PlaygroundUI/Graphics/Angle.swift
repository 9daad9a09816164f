import Foundation

/// A geometric angle (SwiftUI's `Angle`), stored in radians.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    // The compound forms SwiftUI's angle gets from its vector arithmetic
    // (`finalAmount += currentAmount` in rotation-gesture code).
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    public static func *= (a: inout Angle, k: Double) { a.radians *= k }
    public static func /= (a: inout Angle, k: Double) { a.radians /= k }
}
