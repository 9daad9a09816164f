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

    /// The start of the word before the caret (option+left) or the end of the next (option+right).
    func wordBoundary(from index: Int, forward: Bool) -> Int {
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var i = index
        if forward {
            while i < chars.count && !isWord(chars[i]) { i += 1 }
            while i < chars.count && isWord(chars[i]) { i += 1 }
        } else {
            while i > 0 && !isWord(chars[i - 1]) { i -= 1 }
            while i > 0 && isWord(chars[i - 1]) { i -= 1 }
        }
        return i
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
}
