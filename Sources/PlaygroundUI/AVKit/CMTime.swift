import Foundation

/// A time as a rational number of seconds (Core Media's `CMTime`), for the players' `seek(to:)`
/// and `currentTime()` (docs/semantics.md §34.1).
public struct CMTime: Hashable, Comparable, Sendable {
    public var value: Int64
    public var timescale: Int32

    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    /// `seconds` rounded to the nearest `1 / preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    public static let zero = CMTime(value: 0, timescale: 1)
    /// The time in seconds (0 for a time without a timescale).
    public var seconds: Double { timescale == 0 ? 0 : Double(value) / Double(timescale) }

    public static func == (a: CMTime, b: CMTime) -> Bool { a.seconds == b.seconds }
    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }
    public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
}
