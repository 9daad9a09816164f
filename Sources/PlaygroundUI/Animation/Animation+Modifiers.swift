import Foundation

/// Modifiers applied on top of an animation (docs/semantics.md §7). Each wraps everything applied
/// before it, so `.easeInOut.delay(1).speed(2)` waits 0.5 s and then runs 0.175 s.
extension Animation {
    /// Holds the start value for `delay` seconds before starting.
    public func delay(_ delay: Double) -> Animation {
        adding(.delay(delay))
    }

    /// Runs `speed` times faster (time is multiplied by `speed`).
    public func speed(_ speed: Double) -> Animation {
        adding(.speed(speed))
    }

    /// Plays the animation `repeatCount` times; with `autoreverses`, every other play runs
    /// backwards (reversals count towards `repeatCount`). When done the value jumps to its target,
    /// as in SwiftUI (so an even count with autoreverse ends with a jump).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for ever (it never finishes); with `autoreverses`, every other play
    /// runs backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: nil, autoreverses: autoreverses))
    }

    private func adding(_ modifier: Modifier) -> Animation {
        Animation(Storage(base: base, modifiers: modifiers + [modifier], isDefault: isDefault))
    }
}
