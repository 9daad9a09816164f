import XCTest
@testable import PlaygroundUI

/// Era switch, docs/semantics.md §7.2 (`Animation.default`), §7.3 (`spring()` defaults), trap 13.
final class AnimationEraTests: XCTestCase {
    private func withEra(_ era: AnimationEra, _ body: () -> Void) {
        let saved = AnimationEra.current
        AnimationEra.current = era
        defer { AnimationEra.current = saved }
        body()
    }

    // §7.2/§7.3: legacy (iOS 13/14): default = easeInOut 0.35 s; spring() = 0.55 / 0.825 / 0.
    func testLegacyDefaults() {
        withEra(.legacy) {
            XCTAssertEqual(Animation.default.base, .bezier(.easeInOut, duration: 0.35))
            XCTAssertEqual(Animation.spring().base, .fluidSpring(response: 0.55, dampingFraction: 0.825, blendDuration: 0))
            XCTAssertEqual(Animation.spring(dampingFraction: 0.7).base,
                           .fluidSpring(response: 0.55, dampingFraction: 0.7, blendDuration: 0))
            XCTAssertFalse(Animation.default.merges)
        }
    }

    // §7.2/§7.3: modern: default = spring(0.55, 1.0) (Apple's docs); spring() = 0.5 / 0.825 / 0.
    func testModernDefaults() {
        withEra(.modern) {
            XCTAssertEqual(Animation.default.base, .fluidSpring(response: 0.55, dampingFraction: 1, blendDuration: 0))
            XCTAssertEqual(Animation.spring().base, .fluidSpring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
            XCTAssertEqual(Animation.spring(response: 0.3, dampingFraction: 0.5).base,
                           .fluidSpring(response: 0.3, dampingFraction: 0.5, blendDuration: 0))
            XCTAssertTrue(Animation.default.merges)
        }
    }

    // §7.2: `default` is only == to itself, even where its parameters equal another animation's.
    func testDefaultEquality() {
        withEra(.legacy) {
            XCTAssertEqual(Animation.default, Animation.default)
            XCTAssertNotEqual(Animation.default, Animation.easeInOut)
            XCTAssertEqual(Animation.default.description, "default(easeInOut(duration: 0.35))")
        }
    }

    // PLAYGROUND_ERA parsing: "modern" / "legacy", case-insensitive; anything else is legacy.
    func testEnvironmentParsing() {
        XCTAssertEqual(AnimationEra(environmentValue: "modern"), .modern)
        XCTAssertEqual(AnimationEra(environmentValue: " Modern\n"), .modern)
        XCTAssertEqual(AnimationEra(environmentValue: "legacy"), .legacy)
        XCTAssertEqual(AnimationEra(environmentValue: "ios17"), .legacy)
        XCTAssertEqual(AnimationEra(environmentValue: nil), .legacy)
        let expected = AnimationEra(environmentValue: ProcessInfo.processInfo.environment["PLAYGROUND_ERA"])
        XCTAssertEqual(AnimationEra.current, expected, "initial value comes from PLAYGROUND_ERA")
    }
}
