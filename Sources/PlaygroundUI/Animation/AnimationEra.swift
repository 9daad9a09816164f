import Foundation

/// Which SwiftUI SDK's defaults the playground imitates — animations, corner style and the look
/// of lists (docs/semantics.md §7.2, §7.3, §14.9, trap 13).
///
/// - `legacy` (the default): the iOS 13/14 SDK the seed code was written for.
///   `Animation.default` is `easeInOut` 0.35 s; `spring()` is response 0.55, damping 0.825;
///   lists are iOS 14–18's.
/// - `modern`: today's SDK. `Animation.default` is `spring(response: 0.55, dampingFraction: 1.0)`
///   (Apple's documented value; OpenSwiftUI's reverse-engineered `DefaultAnimation` uses response
///   0.5); `spring()` is response 0.5, damping 0.825; lists are iOS 26's.
///
/// The initial value of ``current`` comes from the environment variable `PLAYGROUND_ERA`
/// (`modern` or `legacy`, case-insensitive; anything else or unset means `legacy`).
/// Defaults are resolved when an `Animation` value is created, so set ``current`` before
/// building animations. Reads and writes are lock-protected.
public enum AnimationEra: String, Sendable, CaseIterable {
    /// The iOS 13/14 SDK defaults.
    case legacy
    /// Today's SDK defaults.
    case modern

    /// The era used to resolve `Animation.default` and `Animation.spring()`'s defaults.
    public static var current: AnimationEra {
        get { scoped ?? eraStorage.get() }
        set { eraStorage.set(newValue) }
    }

    /// Ours: runs `body` with ``current`` reading `era` in this task only (other tasks, and the
    /// process-wide value, are unchanged) — to compare eras side by side, or in parallel tests.
    public static func withCurrent<T>(_ era: AnimationEra, _ body: () throws -> T) rethrows -> T {
        try $scoped.withValue(era) { try body() }
    }

    @TaskLocal private static var scoped: AnimationEra?

    /// Parses a `PLAYGROUND_ERA` value: `"modern"` or `"legacy"` (case-insensitive, surrounding
    /// whitespace ignored); `nil` or anything else gives `legacy`.
    public init(environmentValue: String?) {
        let text = environmentValue?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        self = text == "modern" ? .modern : .legacy
    }
}

/// Lock-protected storage for `AnimationEra.current`.
private final class EraStorage: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var value: AnimationEra

    init(_ value: AnimationEra) { self.value = value }

    func get() -> AnimationEra {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set(_ newValue: AnimationEra) {
        lock.lock()
        value = newValue
        lock.unlock()
    }
}

private let eraStorage = EraStorage(
    AnimationEra(environmentValue: ProcessInfo.processInfo.environment["PLAYGROUND_ERA"]))
