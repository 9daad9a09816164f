import Foundation
import Testing
@testable import PlaygroundUI

/// Era switch, docs/semantics.md §7.2 (`Animation.default`), §7.3 (`spring()` defaults), trap 13.
@MainActor
struct AnimationEraTests {
    /// The era for this test's task only: tests of other suites run in parallel and read the
    /// process-wide era (legacy).
    private func withEra(_ era: AnimationEra, _ body: () -> Void) {
        AnimationEra.withCurrent(era, body)
    }

    // §7.2/§7.3: legacy (iOS 13/14): default = easeInOut 0.35 s; spring() = 0.55 / 0.825 / 0.
    @Test func legacyDefaults() {
        withEra(.legacy) {
            expectEqual(Animation.default.base, .bezier(.easeInOut, duration: 0.35))
            expectEqual(Animation.spring().base, .fluidSpring(response: 0.55, dampingFraction: 0.825, blendDuration: 0))
            expectEqual(Animation.spring(dampingFraction: 0.7).base, .fluidSpring(response: 0.55, dampingFraction: 0.7, blendDuration: 0))
            #expect(!Animation.default.merges)
        }
    }

    // §7.2/§7.3: modern: default = spring(0.55, 1.0) (Apple's docs); spring() = 0.5 / 0.825 / 0.
    @Test func modernDefaults() {
        withEra(.modern) {
            expectEqual(Animation.default.base, .fluidSpring(response: 0.55, dampingFraction: 1, blendDuration: 0))
            expectEqual(Animation.spring().base, .fluidSpring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
            expectEqual(Animation.spring(response: 0.3, dampingFraction: 0.5).base, .fluidSpring(response: 0.3, dampingFraction: 0.5, blendDuration: 0))
            #expect(Animation.default.merges)
        }
    }

    // §7.2: `default` is only == to itself, even where its parameters equal another animation's.
    @Test func defaultEquality() {
        withEra(.legacy) {
            expectEqual(Animation.default, Animation.default)
            #expect(Animation.default != Animation.easeInOut)
            expectEqual(Animation.default.description, "default(easeInOut(duration: 0.35))")
        }
    }

    // PLAYGROUND_ERA parsing: "modern" / "legacy", case-insensitive; anything else is legacy.
    @Test func environmentParsing() {
        expectEqual(AnimationEra(environmentValue: "modern"), .modern)
        expectEqual(AnimationEra(environmentValue: " Modern\n"), .modern)
        expectEqual(AnimationEra(environmentValue: "legacy"), .legacy)
        expectEqual(AnimationEra(environmentValue: "ios17"), .legacy)
        expectEqual(AnimationEra(environmentValue: nil), .legacy)
        let expected = AnimationEra(environmentValue: ProcessInfo.processInfo.environment["PLAYGROUND_ERA"])
        #expect(AnimationEra.current == expected, "initial value comes from PLAYGROUND_ERA")
    }
}
