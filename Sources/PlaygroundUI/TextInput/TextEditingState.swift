import Foundation

/// The editing state of one text input (§23.2): the text as grapheme clusters (so a caret never
/// lands inside an emoji or between a letter and its combining mark), the caret and the other end
/// of the selection, and the input method's uncommitted composition ("marked text", §23.3).
///
/// Positions are indices into `chars` (0…count). Edits replace a range and re-split only the
/// graphemes at its two edges, so inserting a combining mark merges it with the letter before
/// it, and a 1 MB paste costs one pass over the pasted text.
struct TextEditingState: Equatable {
    private(set) var chars: [Character] = []
    /// The insertion point: the moving end of the selection.
    var caret = 0
    /// The fixed end of the selection (equal to `caret` when nothing is selected).
    var anchor = 0
    /// The input method's composition, shown at the caret, underlined; not yet in the text.
    var marked = ""

    init(_ text: String = "") { setText(text) }

    var count: Int { chars.count }
    var string: String { String(chars) }
    var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }
    var hasSelection: Bool { caret != anchor }
    var selectedText: String { String(chars[selection]) }

    /// Replaces the whole text (the binding changed from outside): the caret goes to the end.
    mutating func setText(_ text: String) {
        chars = Array(text)
        caret = chars.count
        anchor = caret
        marked = ""
    }

    /// Replaces the selection with `text` (typing, pasting); the caret ends after it.
    mutating func insert(_ text: String) {
        marked = ""
        replace(selection, with: text)
    }

    /// Replaces `range` with `text`, merging graphemes across both edges as Unicode says.
    mutating func replace(_ range: Range<Int>, with text: String) {
        let lo = min(max(range.lowerBound, 0), chars.count), hi = min(max(range.upperBound, lo), chars.count)
        let l = lo > 0 ? lo - 1 : lo
        let r = hi < chars.count ? hi + 1 : hi
        var left = String(chars[l..<lo])
        left += text
        let leftCount = left.count
        var combined = left
        combined += String(chars[hi..<r])
        let fresh = Array(combined)
        chars.replaceSubrange(l..<r, with: fresh)
        caret = l + min(leftCount, fresh.count)
        anchor = caret
    }

    mutating func deleteBackward() {
        marked = ""
        if hasSelection { replace(selection, with: ""); return }
        guard caret > 0 else { return }
        replace((caret - 1)..<caret, with: "")
    }

    mutating func deleteForward() {
        marked = ""
        if hasSelection { replace(selection, with: ""); return }
        guard caret < chars.count else { return }
        replace(caret..<(caret + 1), with: "")
    }

    mutating func selectAll() { anchor = 0; caret = chars.count }

    /// Moves the caret to `index`; with `extend` the selection's other end stays.
    mutating func moveCaret(to index: Int, extend: Bool) {
        caret = min(max(index, 0), chars.count)
        if !extend { anchor = caret }
    }

    /// One character left or right; without `extend`, a selection collapses to its edge instead.
    mutating func moveHorizontally(by delta: Int, extend: Bool) {
        if !extend && hasSelection {
            let edge = delta < 0 ? selection.lowerBound : selection.upperBound
            moveCaret(to: edge, extend: false)
        } else {
            moveCaret(to: caret + delta, extend: extend)
        }
    }

    /// The start of the paragraph holding `index` (after the previous newline).
    func paragraphStart(_ index: Int) -> Int {
        var i = min(index, chars.count)
        while i > 0 && !chars[i - 1].isNewline { i -= 1 }
        return i
    }

    /// The end of the paragraph holding `index` (before the next newline).
    func paragraphEnd(_ index: Int) -> Int {
        var i = max(index, 0)
        while i < chars.count && !chars[i].isNewline { i += 1 }
        return i
    }

    subscript(_ r: Range<Int>) -> ArraySlice<Character> { chars[r] }

    // MARK: Undo (§23.9)

    /// The text with its selection, as undo keeps it.
    struct Snapshot: Equatable {
        var chars: [Character]
        var caret: Int
        var anchor: Int
    }
    var snapshot: Snapshot { Snapshot(chars: chars, caret: caret, anchor: anchor) }
    mutating func restore(_ s: Snapshot) {
        chars = s.chars
        caret = min(s.caret, chars.count)
        anchor = min(s.anchor, chars.count)
        marked = ""
    }

    // MARK: Words and paragraphs (§23.10)

    /// The words of `lo..<hi` (character positions), by the rules of Unicode word segmentation
    /// (UAX #29) applied to grapheme clusters, so a word never splits a cluster: letters, digits
    /// and `_` join; an apostrophe, `.`, `:` or `·` between letters and `,`, `.` or `;` between
    /// digits stay inside the word; a run of katakana is one word. Runs of Han ideographs and of
    /// hiragana count as one word each (ICU uses a dictionary there). Spaces, punctuation and emoji
    /// are not words.
    func words(_ lo: Int, _ hi: Int) -> [Range<Int>] {
        enum Kind { case letter, number, connector, katakana, ideograph, hiragana, midLetter, midNum, midNumLet, other }
        func kind(_ c: Character) -> Kind {
            guard let u = c.unicodeScalars.first else { return .other }
            let v = u.value
            if c.isWhitespace { return .other }
            switch c {
            case "'", "\u{2019}", ".", "\u{FE52}", "\u{FF07}", "\u{FF0E}": return .midNumLet
            case ":", "\u{00B7}", "\u{0387}", "\u{05F4}", "\u{2027}", "\u{FE13}", "\u{FE55}", "\u{FF1A}": return .midLetter
            case ",", ";", "\u{037E}", "\u{0589}", "\u{060C}", "\u{066C}", "\u{FE10}", "\u{FE14}", "\u{FE50}", "\u{FE54}", "\u{FF0C}", "\u{FF1B}": return .midNum
            default: break
            }
            if (0x30A0...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v) || (0xFF66...0xFF9F).contains(v) { return .katakana }
            if (0x3040...0x309F).contains(v) { return .hiragana }
            if u.properties.isIdeographic { return .ideograph }
            if u.properties.numericType == .decimal { return .number }
            if u.properties.generalCategory == .connectorPunctuation { return .connector }
            if u.properties.isAlphabetic { return .letter }
            return .other
        }
        func joins(_ a: Kind, _ b: Kind) -> Bool {
            switch (a, b) {
            case (.letter, .letter), (.letter, .number), (.number, .letter), (.number, .number),
                 (.letter, .connector), (.number, .connector), (.katakana, .connector),
                 (.connector, .letter), (.connector, .number), (.connector, .katakana), (.connector, .connector),
                 (.katakana, .katakana), (.ideograph, .ideograph), (.hiragana, .hiragana):
                return true
            default: return false
            }
        }
        var out: [Range<Int>] = []
        var i = lo
        while i < hi {
            var a = kind(chars[i])
            guard [.letter, .number, .connector, .katakana, .ideograph, .hiragana].contains(a) else { i += 1; continue }
            let start = i
            i += 1
            while i < hi {
                let b = kind(chars[i])
                if joins(a, b) { a = b; i += 1; continue }
                // A middle character between two letters (or two digits) stays in the word.
                if i + 1 < hi {
                    let c = kind(chars[i + 1])
                    if a == .letter && c == .letter && (b == .midLetter || b == .midNumLet) { a = c; i += 2; continue }
                    if a == .number && c == .number && (b == .midNum || b == .midNumLet) { a = c; i += 2; continue }
                }
                break
            }
            out.append(start..<i)
        }
        return out
    }

    /// What a double-click on the character at `index` selects: the word holding it (at the end
    /// of a paragraph, the word before); else a run of spaces, or the one punctuation character
    /// or emoji there. Only the run of non-spaces around `index` is examined (a word never holds
    /// a space), so a click in a long text costs the length of one token.
    func wordRange(at index: Int) -> Range<Int> {
        guard !chars.isEmpty else { return 0..<0 }
        let i = min(max(index, 0), chars.count)
        let p = paragraphStart(i), e = paragraphEnd(i)
        var a = i, b = i
        while a > p && !chars[a - 1].isWhitespace { a -= 1 }
        while b < e && !chars[b].isWhitespace { b += 1 }
        let ws = words(a, b)
        if let w = ws.first(where: { $0.contains(i) }) { return w }
        guard i < e else { return ws.last(where: { $0.upperBound == i }) ?? i..<i }
        if chars[i].isWhitespace {
            var a = i, b = i
            while a > p && chars[a - 1].isWhitespace && !chars[a - 1].isNewline { a -= 1 }
            while b < e && chars[b].isWhitespace && !chars[b].isNewline { b += 1 }
            return a..<b
        }
        return i..<(i + 1)
    }

    /// The paragraph holding `index` without its newline: what a triple-click selects.
    func paragraphRange(at index: Int) -> Range<Int> {
        let i = min(max(index, 0), chars.count)
        return paragraphStart(i)..<paragraphEnd(i)
    }

    /// The start of the word before `index` (option/ctrl+left) or the end of the word after it
    /// (option/ctrl+right), by `words`: spaces and punctuation are skipped, across paragraphs.
    /// The text is examined a token (a run of non-spaces) at a time from `index`, so a step in a
    /// long text costs what it passes over.
    func wordBoundary(from index: Int, forward: Bool) -> Int {
        var i = min(max(index, 0), chars.count)
        if forward {
            while i < chars.count {
                let p = paragraphStart(i), e = paragraphEnd(i)
                var a = i
                while a > p && !chars[a - 1].isWhitespace { a -= 1 }
                var b = i
                while b < e {
                    while b < e && chars[b].isWhitespace { b += 1 }
                    while b < e && !chars[b].isWhitespace { b += 1 }
                    if let w = words(a, b).first(where: { $0.upperBound > i }) { return w.upperBound }
                }
                if e >= chars.count { return chars.count }
                i = e + 1
            }
            return chars.count
        }
        while i > 0 {
            let p = paragraphStart(i), e = paragraphEnd(i)
            var b = i
            while b < e && !chars[b].isWhitespace { b += 1 }
            var a = i
            while a > p {
                while a > p && chars[a - 1].isWhitespace { a -= 1 }
                while a > p && !chars[a - 1].isWhitespace { a -= 1 }
                if let w = words(a, b).last(where: { $0.lowerBound < i }) { return w.lowerBound }
            }
            if p == 0 { return 0 }
            i = p - 1
        }
        return 0
    }
}
