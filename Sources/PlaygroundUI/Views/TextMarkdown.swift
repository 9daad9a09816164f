import Foundation

/// The inline Markdown SwiftUI reads in a `Text`'s localized key (docs/semantics.md §20.7):
/// `**bold**`/`__bold__`, `*italic*`/`_italic_`, `~~strikethrough~~`, `` `code` `` (monospaced),
/// `[link](url)` (in the tint), backslash escapes, and `^[text](inflect: true)`
/// (English plural agreement of a noun after a number). Anything else stays as written.
enum TextMarkdown {
    /// The runs `string` makes, or nil when it has no Markdown (the common case, checked first).
    static func runs(_ string: String) -> [Text.Run]? {
        // A byte scan: most keys have none of `* _ ~ ` [ \ ^` and cost only this.
        guard mayHaveMarkdown(string) else { return nil }
        var parser = Parser(chars: Array(string))
        var out: [Text.Run] = []
        parser.parse(0, parser.chars.count, Text.RunStyle(), into: &out)
        // Plain text after all (markers without partners): one run, as written.
        if out.count == 1, out[0].style == Text.RunStyle() { return out[0].string == string ? nil : out }
        return out.isEmpty ? nil : out
    }

    /// Whether `string` has a byte of `* _ ~ ` [ \ ^`: one test of a bit mask a byte, over the
    /// string's contiguous UTF-8 (`utf8.contains(where:)` cost about 15 instructions a byte, 4 % of
    /// the real-screen bench's frame, whose rows make their texts from keys).
    static func mayHaveMarkdown(_ string: String) -> Bool {
        // Bits 0x2A `*`, 0x5B `[`, 0x5C `\`, 0x5E `^`, 0x5F `_` (low word 0x00–0x3F: `*`; high
        // word 0x40–0x7F: the rest), 0x60 `` ` ``, 0x7E `~`.
        let low: UInt64 = 1 << 0x2A
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5E - 64) | 1 << (0x5F - 64) | 1 << (0x60 - 64) | 1 << (0x7E - 64)
        func isMarker(_ b: UInt8) -> Bool { b < 128 && ((b < 64 ? low : high) >> UInt64(b & 63)) & 1 != 0 }
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for b in bytes where isMarker(b) { return true }
            return false
        }
        // A string without contiguous UTF-8 (none is on Linux, but the API allows it) byte by byte.
        return string.utf8.withContiguousStorageIfAvailable(scan) ?? string.utf8.contains(where: isMarker)
    }

    private struct Parser {
        let chars: [Character]

        func isAlnum(_ i: Int) -> Bool { i >= 0 && i < chars.count && (chars[i].isLetter || chars[i].isNumber) }

        /// Where `delimiter` closes after `from` (before `end`), or nil.
        func closing(_ delimiter: [Character], from: Int, end: Int, wordBound: Bool) -> Int? {
            var i = from
            while i + delimiter.count <= end {
                if chars[i] == "\\" { i += 2; continue }
                if chars[i] == "`", let close = chars[(i + 1)..<end].firstIndex(of: "`") { i = close + 1; continue }
                if Array(chars[i..<(i + delimiter.count)]) == delimiter, i > from, chars[i - 1] != " " {
                    // In a run of three (`***`) a double delimiter closes at the run's end, so
                    // `***both***` is bold around italic.
                    var i = i
                    while delimiter.count == 2, i + 2 < end, chars[i + 2] == delimiter[0] { i += 1 }
                    let after = i + delimiter.count
                    // A single `*` must not be half of a `**`.
                    let doubled = delimiter.count == 1 && after < end && chars[after] == delimiter[0]
                    if !doubled && (!wordBound || !isAlnum(after)) { return i }
                    if doubled { i += 2; continue }
                }
                i += 1
            }
            return nil
        }

        mutating func parse(_ start: Int, _ end: Int, _ style: Text.RunStyle, into out: inout [Text.Run]) {
            var text = ""
            func flush() {
                guard !text.isEmpty else { return }
                if let last = out.last, last.style == style, last.font == nil {
                    out[out.count - 1].string += text
                } else {
                    var run = Text.Run(string: text)
                    run.style = style
                    out.append(run)
                }
                text = ""
            }
            var i = start
            while i < end {
                let c = chars[i]
                if c == "\\", i + 1 < end, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                    text.append(chars[i + 1]); i += 2; continue
                }
                if c == "`", let close = chars[(i + 1)..<end].firstIndex(of: "`"), close > i + 1 {
                    flush()
                    var s = style; s.isMonospaced = true
                    var run = Text.Run(string: String(chars[(i + 1)..<close])); run.style = s
                    out.append(run)
                    i = close + 1; continue
                }
                if let span = span(at: i, end: end) {
                    flush()
                    var s = style; span.apply(&s)
                    parse(span.from, span.close, s, into: &out)
                    i = span.close + span.length
                    continue
                }
                if c == "[" || (c == "^" && i + 1 < end && chars[i + 1] == "["), let link = self.link(at: c == "^" ? i + 1 : i, end: end) {
                    flush()
                    if c == "^" {
                        // `^[0 attempt](inflect: true)`: the words agree with the number.
                        let inner = String(chars[link.textStart..<link.textEnd])
                        let inflected = link.target.replacingOccurrences(of: " ", with: "").lowercased() == "inflect:true" ? Self.inflect(inner) : inner
                        var inner2 = Parser(chars: Array(inflected))
                        inner2.parse(0, inner2.chars.count, style, into: &out)
                    } else {
                        var s = style; s.isLink = true
                        parse(link.textStart, link.textEnd, s, into: &out)
                    }
                    i = link.end
                    continue
                }
                text.append(c)
                i += 1
            }
            flush()
        }

        /// An emphasis span opening at `i`: where its content starts and ends, its delimiter's
        /// length and the style it adds.
        func span(at i: Int, end: Int) -> (from: Int, close: Int, length: Int, apply: (inout Text.RunStyle) -> Void)? {
            for (delimiter, apply) in Self.spans {
                guard i + delimiter.count <= end, Array(chars[i..<(i + delimiter.count)]) == delimiter else { continue }
                let underscore = delimiter[0] == "_"
                // `_` only at a word's edge (snake_case stays as written).
                if underscore && isAlnum(i - 1) { continue }
                let from = i + delimiter.count
                guard from < end, chars[from] != " ",
                      let close = closing(delimiter, from: from, end: end, wordBound: underscore) else { continue }
                return (from, close, delimiter.count, apply)
            }
            return nil
        }

        /// `[text](target)` starting at `i`: the text's range, the target and the end.
        func link(at i: Int, end: Int) -> (textStart: Int, textEnd: Int, target: String, end: Int)? {
            guard i < end, chars[i] == "[" else { return nil }
            var depth = 0
            var j = i
            while j < end {
                if chars[j] == "[" { depth += 1 } else if chars[j] == "]" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            guard j + 1 < end, chars[j] == "]", chars[j + 1] == "(", let close = chars[(j + 2)..<end].firstIndex(of: ")") else { return nil }
            return (i + 1, j, String(chars[(j + 2)..<close]), close + 1)
        }

        nonisolated(unsafe) static let spans: [([Character], (inout Text.RunStyle) -> Void)] = [
            (["*", "*"], { $0.isBold = true }),
            (["_", "_"], { $0.isBold = true }),
            (["~", "~"], { $0.strikethrough = Text.Decoration(isActive: true, color: nil) }),
            (["*"], { $0.isItalic = true }),
            (["_"], { $0.isItalic = true }),
        ]

        /// English agreement: a noun after a number takes its plural unless the number is 1
        /// ("0 attempts", "1 attempt", "2 attempts"); words after it are left alone.
        static func inflect(_ text: String) -> String {
            var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard let n = words.firstIndex(where: { Double($0.replacingOccurrences(of: ",", with: "")) != nil }),
                  let value = Double(words[n].replacingOccurrences(of: ",", with: "")),
                  let last = words.indices.last(where: { $0 > n && words[$0].contains(where: \.isLetter) }) else { return text }
            // The noun is the span's last word ("2 new message" → "2 new messages"); Markdown
            // marks around it stay where they are.
            let word = words[last]
            guard let start = word.firstIndex(where: \.isLetter), let end = word.lastIndex(where: \.isLetter) else { return text }
            let core = String(word[start...end])
            words[last] = String(word[..<start]) + (value == 1 ? singular(core) : plural(core)) + String(word[word.index(after: end)...])
            return words.joined(separator: " ")
        }

        static let irregular = ["person": "people", "man": "men", "woman": "women", "child": "children", "mouse": "mice",
                                "foot": "feet", "tooth": "teeth", "goose": "geese", "fish": "fish", "sheep": "sheep"]

        static func plural(_ word: String) -> String {
            let lower = word.lowercased()
            if let p = irregular[lower] { return p }
            if irregular.values.contains(lower) { return word }
            if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
                return lower.hasSuffix("ss") || !lower.hasSuffix("s") ? word + "es" : word
            }
            if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
            return word + "s"
        }

        static func singular(_ word: String) -> String {
            let lower = word.lowercased()
            if let s = irregular.first(where: { $0.value == lower && $0.key != $0.value })?.key { return s }
            if lower.hasSuffix("ies") { return word.dropLast(3) + "y" }
            if lower.hasSuffix("ches") || lower.hasSuffix("shes") || lower.hasSuffix("xes") || lower.hasSuffix("sses") { return String(word.dropLast(2)) }
            if lower.hasSuffix("s") && !lower.hasSuffix("ss") { return String(word.dropLast()) }
            return word
        }
    }
}
