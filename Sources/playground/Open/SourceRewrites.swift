import Foundation

/// What the copy of a user's file the compiler gets says differently, on the same line so line
/// numbers stay the user's: two spellings that need the Objective-C runtime, which Swift on
/// Linux does not have.
///
/// `#selector(…)` (docs/semantics.md §34): `#selector` needs the Objective-C runtime, which Swift on Linux does not have: the compiler
/// refuses it even where the selector is only passed along, as in the common way SwiftUI code
/// dismisses the keyboard, `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder),
/// to: nil, from: nil, for: nil)`. The copy says `Selector("resignFirstResponder")` instead — a
/// value of this package's `Selector`.
///
/// `@UIApplicationDelegateAdaptor(AppDelegate.self)` (§33.2): UIKit makes the delegate from its
/// class through the Objective-C runtime; the copy passes `make: { AppDelegate() }` too.
///
/// An `override` inside an `extension` (§34: `extension UINavigationController { override open
/// func viewDidLoad() … }`, the usual way to keep the swipe back with a hidden bar): Swift allows
/// it only for an Objective-C method; without that runtime the compiler refuses it. The copy
/// drops `override` and `open` (blanked, so the line keeps its columns up to there) and renames
/// the member `__playgroundUnusedOverride_name`: it compiles and is never called, as nothing here
/// calls the UIKit method it overrode.
enum SourceRewrites {
    /// `source` with each `#selector(…)` outside comments and strings replaced by
    /// `Selector("name")`: the method's name, with a `:` per argument (`bar(_:with:)` → `bar:with:`).
    static func apply(_ source: String) -> String {
        guard source.contains("#selector") || source.contains("@UIApplicationDelegateAdaptor") || source.contains("override") else { return source }
        let tokens = SwiftTokenizer(source).tokens()
        var scalars = Array(source.unicodeScalars)
        var replacements: [(range: Range<Int>, text: String)] = extensionOverrides(tokens)
        var i = 0
        while i < tokens.count {
            if tokens[i].text == "@UIApplicationDelegateAdaptor", let insert = delegateMaker(tokens, at: i) {
                replacements.append(insert)
                i += 1
                continue
            }
            guard tokens[i].text == "#selector", i + 1 < tokens.count, tokens[i + 1].text == "(" else { i += 1; continue }
            var depth = 0
            var j = i + 1
            var inner: [SwiftToken] = []
            while j < tokens.count {
                let t = tokens[j]
                if t.text == "(" { depth += 1; if depth == 1 { j += 1; continue } }
                if t.text == ")" { depth -= 1; if depth == 0 { break } }
                inner.append(t)
                j += 1
            }
            guard j < tokens.count else { break }
            replacements.append((tokens[i].range.lowerBound..<tokens[j].range.upperBound, "Selector(\"\(selectorName(inner))\")"))
            i = j + 1
        }
        for r in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }).reversed() {
            scalars.replaceSubrange(r.range, with: Array(r.text.unicodeScalars))
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// For `@UIApplicationDelegateAdaptor(Type.self)` at `i`: `, make: { Type() }` inserted before
    /// its `)`.
    private static func delegateMaker(_ tokens: [SwiftToken], at i: Int) -> (range: Range<Int>, text: String)? {
        guard i + 1 < tokens.count, tokens[i + 1].text == "(" else { return nil }
        var j = i + 2
        var type = ""
        while j + 1 < tokens.count, tokens[j].kind == .word, tokens[j + 1].text == "." {
            if j + 2 < tokens.count, tokens[j + 2].text == "self" {
                type += tokens[j].text
                j += 3
                break
            }
            type += tokens[j].text + "."
            j += 2
        }
        guard !type.isEmpty, j < tokens.count, tokens[j].text == ")" else { return nil }
        let at = tokens[j].range.lowerBound
        return (at..<at, ", make: { \(type)() }")
    }

    /// The replacements that turn each `override` member of a file-scope `extension` into a
    /// plain member under another name (see above).
    private static func extensionOverrides(_ tokens: [SwiftToken]) -> [(range: Range<Int>, text: String)] {
        var out: [(range: Range<Int>, text: String)] = []
        var depth = 0
        var extensionBody = false   // inside a file-scope extension's braces
        var pendingExtension = false
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            switch t.text {
            case "{", "(", "[":
                if t.text == "{" && depth == 0 && pendingExtension { extensionBody = true; pendingExtension = false }
                depth += 1
            case "}", ")", "]":
                depth -= 1
                if depth == 0 { extensionBody = false }
            case "extension" where depth == 0 && t.kind == .word:
                pendingExtension = true
            case "override" where depth == 1 && extensionBody && t.kind == .word:
                // The member's modifiers on either side of `override`, up to `func` or `var`.
                var start = i
                while start > 0, ["open", "public", "final", "internal", "@MainActor"].contains(tokens[start - 1].text) { start -= 1 }
                var k = start
                while k < tokens.count, tokens[k].text != "func" && tokens[k].text != "var" {
                    if ["override", "open"].contains(tokens[k].text) {
                        out.append((tokens[k].range, String(repeating: " ", count: tokens[k].range.count)))
                    }
                    k += 1
                    if k - start > 6 { break }
                }
                if k + 1 < tokens.count, tokens[k].text == "func" || tokens[k].text == "var", tokens[k + 1].kind == .word {
                    out.append((tokens[k + 1].range, "__playgroundUnusedOverride_" + tokens[k + 1].text))
                }
                i = k
            default: break
            }
            i += 1
        }
        return out
    }

    /// The selector's text for the tokens inside `#selector(…)`.
    private static func selectorName(_ tokens: [SwiftToken]) -> String {
        var tokens = tokens
        // `getter: X.y` / `setter: X.y`.
        if tokens.count > 1, tokens[0].text == "getter" || tokens[0].text == "setter", tokens[1].text == ":" {
            tokens.removeFirst(2)
        }
        // The name is the last word before an argument list, or the last word.
        let open = tokens.firstIndex { $0.text == "(" } ?? tokens.count
        let name = tokens[..<open].last { $0.kind == .word }?.text ?? "selector"
        guard open < tokens.count else { return name }
        let colons = tokens[open...].filter { $0.text == ":" }.count
        let labels = tokens[open...].enumerated().compactMap { k, t -> String? in
            let index = open + k
            guard t.kind == .word, index + 1 < tokens.count, tokens[index + 1].text == ":" else { return nil }
            return t.text
        }
        if colons == 0 { return name }
        // Objective-C's form: the first argument after the name, the others by their labels.
        var parts = [name + ":"]
        for label in labels.dropFirst() { parts.append(label + ":") }
        while parts.count < colons { parts.append(":") }
        return parts.joined()
    }
}
