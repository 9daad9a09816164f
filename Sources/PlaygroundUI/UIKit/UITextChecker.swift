import Foundation
import Synchronization

/// UIKit's spell checker, as word games use it to accept only real words (docs/semantics.md §34):
/// `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` returns the first word (a run of
/// letters and apostrophes) not in the system's English word list, `/usr/share/dict/words`
/// (Debian's `wamerican`, 104,000 words: `make demo` and `make test` install it), compared
/// without case; `NSNotFound` when every word is known. Languages other than English, and a
/// machine without the list, check nothing (every word is known). `guesses` and `completions`
/// come from the same list: words one edit away, and words that start with the fragment.
open class UITextChecker {
    public init() {}

    /// The word list, read once: lowercased words, or nil when there is none.
    private static let words: Set<String>? = {
        guard let text = try? String(contentsOfFile: "/usr/share/dict/words",
                                     encoding: .utf8) else { return nil }
        return Set(text.split(separator: "\n").map { $0.lowercased() })
    }()
    private static let learned = Mutex(Set<String>())

    /// The languages it checks: English when the word list is there.
    public static var availableLanguages: [String] { words == nil ? [] : ["en", "en_US"] }

    private func checks(_ language: String) -> Bool { Self.words != nil && language.lowercased().hasPrefix("en") }

    private func known(_ word: String) -> Bool {
        let w = word.lowercased()
        return Self.words?.contains(w) != false || Self.learned.withLock { $0.contains(w) }
    }

    /// The first misspelled word in `range` of `stringToCheck`, from `startingAt` (wrapping to the
    /// range's start when `wrapFlag`); `NSRange(location: NSNotFound, length: 0)` when none.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                                    language: String) -> NSRange {
        let none = NSRange(location: NSNotFound, length: 0)
        guard checks(language) else { return none }
        let units = Array(stringToCheck.utf16)
        let lower = max(0, min(range.location, units.count)), upper = max(lower, min(range.location + range.length, units.count))
        let words = Self.wordRanges(units, lower..<upper)
        let start = max(startingOffset, lower)
        let order = words.filter { $0.lowerBound >= start } + (wrapFlag ? words.filter { $0.lowerBound < start } : [])
        for r in order where !known(String(decoding: units[r], as: UTF16.self)) {
            return NSRange(location: r.lowerBound, length: r.count)
        }
        return none
    }

    /// Known words one letter's change, insertion, deletion or swap away from the word in `range`.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard checks(language), let words = Self.words else { return nil }
        let units = Array(string.utf16)
        guard range.location >= 0, range.location + range.length <= units.count else { return nil }
        let word = String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self).lowercased()
        let letters = "abcdefghijklmnopqrstuvwxyz"
        let chars = Array(word)
        var out = Set<String>()
        for i in 0...chars.count {
            if i < chars.count { out.insert(String(chars[..<i] + chars[(i + 1)...])) }
            if i + 1 < chars.count { var c = chars; c.swapAt(i, i + 1); out.insert(String(c)) }
            for l in letters {
                out.insert(String(chars[..<i] + [l] + chars[i...]))
                if i < chars.count { var c = chars; c[i] = l; out.insert(String(c)) }
            }
        }
        out.remove(word)
        return out.filter { words.contains($0) }.sorted()
    }

    /// Known words that start with the fragment in `range`, shortest first.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard checks(language), let words = Self.words else { return nil }
        let units = Array(string.utf16)
        guard range.location >= 0, range.location + range.length <= units.count, range.length > 0 else { return nil }
        let prefix = String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self).lowercased()
        return words.filter { $0.hasPrefix(prefix) && $0 != prefix && !$0.contains("'") }
            .sorted { ($0.count, $0) < ($1.count, $1) }.prefix(20).map { $0 }
    }

    /// Adds a word to the known ones for the run (UIKit keeps learned words across launches).
    public static func learnWord(_ word: String) { _ = learned.withLock { $0.insert(word.lowercased()) } }
    public static func unlearnWord(_ word: String) { _ = learned.withLock { $0.remove(word.lowercased()) } }
    public static func hasLearnedWord(_ word: String) -> Bool { learned.withLock { $0.contains(word.lowercased()) } }
    open func ignoreWord(_ wordToIgnore: String) { Self.learnWord(wordToIgnore) }

    /// The ranges of words (letters and apostrophes inside them) in `units[bounds]`.
    private static func wordRanges(_ units: [UInt16], _ bounds: Range<Int>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int?
        func isLetter(_ u: UInt16) -> Bool {
            guard let s = Unicode.Scalar(u) else { return true }  // a surrogate: part of a word
            return s.properties.isAlphabetic
        }
        var i = bounds.lowerBound
        while i < bounds.upperBound {
            let u = units[i]
            let apostropheInside = (u == 0x27 || u == 0x2019) && start != nil && i + 1 < bounds.upperBound && isLetter(units[i + 1])
            if isLetter(u) || apostropheInside {
                if start == nil { start = i }
            } else if let s = start {
                out.append(s..<i); start = nil
            }
            i += 1
        }
        if let s = start { out.append(s..<bounds.upperBound) }
        return out
    }
}
