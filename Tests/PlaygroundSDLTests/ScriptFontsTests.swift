import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Text people paste (issue 11, item 10): Arabic, Hebrew, Devanagari, Thai and emoji draw with
/// bundled fonts instead of boxes, Arabic letters join, and right-to-left runs appear in visual
/// order (the Unicode bidirectional algorithm through GNU FriBidi, overrides included).
@Suite(.serialized) @MainActor
struct ScriptFontsTests {
    /// The mask of a string no bundled face has (a private-use character): the .notdef box.
    func box(_ engine: TTFTextEngine) throws -> GlyphMask {
        try #require(engine.mask(for: "\u{E000}", font: .body, scale: 2))
    }

    @Test(arguments: ["مرحبا", "שלום", "नमस्ते", "สวัสดี", "👍", "★☺✈"])
    func scriptsDrawWithRealGlyphs(_ text: String) throws {
        let engine = try TTFTextEngine()
        #expect(engine.fontWarnings.isEmpty, "\(engine.fontWarnings)")
        let mask = try #require(engine.mask(for: text, font: .body, scale: 2))
        #expect(mask.coverage.contains { $0 > 200 })
        // Not a row of .notdef boxes: each character alone differs from the box.
        let tofu = try box(engine)
        for scalar in text.unicodeScalars {
            let one = try #require(engine.mask(for: String(scalar), font: .body, scale: 2))
            #expect(one.coverage != tofu.coverage, "U+\(String(scalar.value, radix: 16, uppercase: true)) draws as a box")
        }
        // What layout measures is what is drawn (within a pixel at 1×).
        let width = engine.measure(text, font: .body).width
        let drawn = try #require(engine.mask(for: text, font: .body, scale: 1))
        // (Each run's advance is rounded to whole pixels when drawn.)
        #expect(abs(Double(width) - Double(drawn.width)) <= 2, "\(text): measured \(width), drawn \(drawn.width)")
    }

    /// Arabic letters are shaped into their joined forms: the word is narrower than its letters
    /// measured one by one (each alone takes its wider isolated form).
    @Test func arabicLettersJoin() throws {
        let engine = try TTFTextEngine()
        let word = "مرحبا"
        let joined = engine.measure(word, font: .body).width
        let isolated = word.map { engine.measure(String($0), font: .body).width }.reduce(0, +)
        #expect(joined < isolated - 2, "joined \(joined), isolated letters \(isolated)")
    }

    /// How different two masks are: the mean absolute coverage difference per pixel (0–255),
    /// over the common area, after the best vertical shift (masks of different fonts differ in
    /// height).
    func difference(_ a: GlyphMask, _ b: GlyphMask, xFromA: Int = 0, xFromB: Int = 0, width: Int? = nil) -> Double {
        let w = width ?? min(a.width - xFromA, b.width - xFromB)
        var best = Double.infinity
        let reach = abs(a.height - b.height) + 2
        for shift in -reach...reach {
            var total = 0, count = 0
            for y in 0..<a.height where y + shift >= 0 && y + shift < b.height {
                for x in 0..<w {
                    total += abs(Int(a.coverage[y * a.width + xFromA + x]) - Int(b.coverage[(y + shift) * b.width + xFromB + x]))
                    count += 1
                }
            }
            if count > 0 { best = min(best, Double(total) / Double(count)) }
        }
        return best
    }

    /// U+202E (RIGHT-TO-LEFT OVERRIDE) shows what follows reversed: "abc ‮def" looks like
    /// "abc fed" (up to kerning), not like "abc def".
    @Test func overrideReversesWhatFollows() throws {
        let engine = try TTFTextEngine()
        let overridden = try #require(engine.mask(for: "abc \u{202E}def", font: .body, scale: 2))
        let reversed = try #require(engine.mask(for: "abc fed", font: .body, scale: 2))
        let forward = try #require(engine.mask(for: "abc def", font: .body, scale: 2))
        #expect(abs(overridden.width - reversed.width) <= 2)
        let toReversed = difference(overridden, reversed), toForward = difference(overridden, forward)
        #expect(toForward > 2 * toReversed, "to \"abc fed\": \(toReversed), to \"abc def\": \(toForward)")
    }

    /// A line that starts with Hebrew is right-to-left: its Latin word goes to the left, as in
    /// the left-to-right line that names them the other way round; and a Hebrew word reads right
    /// to left (its first letter, ש, at the right end).
    @Test func rightToLeftLinesAreInVisualOrder() throws {
        let engine = try TTFTextEngine()
        let rtl = try #require(engine.mask(for: "שלום world", font: .body, scale: 2))
        let ltr = try #require(engine.mask(for: "world שלום", font: .body, scale: 2))
        // Forced left to right (U+202D): the Hebrew word first, its letters reversed.
        let forced = try #require(engine.mask(for: "\u{202D}שלום world", font: .body, scale: 2))
        #expect(abs(rtl.width - ltr.width) <= 2)
        // (The same words in another order differ about half as much as the reversed Hebrew word
        // does: a space joins the run before it, Latin and tracked or Hebrew, so the words sit a
        // pixel apart between the two lines.)
        #expect(difference(rtl, forced) > 1.5 * difference(rtl, ltr), "\(difference(rtl, ltr)) vs \(difference(rtl, forced))")
        let shin = try #require(engine.mask(for: "ש", font: .body, scale: 2))
        let word = try #require(engine.mask(for: "שלום", font: .body, scale: 2))
        // (Best over a few pixels of horizontal shift: side bearings differ inside a word.)
        func best(_ x: Int) -> Double {
            (-3...3).map { dx in
                let from = min(max(0, x + dx), word.width - shin.width)
                return difference(word, shin, xFromA: from, width: shin.width)
            }.min()!
        }
        let atRight = best(word.width - shin.width), atLeft = best(0)
        #expect(atLeft > 2 * atRight, "ש at the right: \(atRight), at the left: \(atLeft)")
    }

    /// One line of each script, drawn by the real renderer at 2× (looked at when it was made).
    @Test func scriptsGolden() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("مرحبا بالعالم")
            Text("שלום world 123")
            Text("नमस्ते दुनिया")
            Text("สวัสดีชาวโลก")
            Text("👍 ★ ☺ ✈ abc \u{202E}def")
        }
        let image = try renderImage(view, size: CGSize(width: 220, height: 150), scale: 2)
        try assertGolden(image, "text-scripts")
    }
}
