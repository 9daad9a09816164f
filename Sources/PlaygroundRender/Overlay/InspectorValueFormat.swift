import Foundation

/// Makes a preference value's `String(describing:)` short enough to read in the inspector panel:
/// drops module and type qualifiers (`Foundation.`, `PlaygroundScenes.LabPart1.`), writes
/// `CGRect(origin: CGPoint(x: 1.0, y: 2.0), size: CGSize(width: 3.0, height: 4.0))` as
/// `(1, 2, 3×4)` and a `CGPoint` as `(1, 2)`, unwraps `Optional(…)`, and rounds numbers to one
/// decimal.
///
/// Linear in a bounded prefix: the panel shows at most three lines, so only the first
/// `inputLimit` characters are condensed (a longer value ends with "…"), however large the value.
enum InspectorValueFormat {
    /// Characters of a description that are condensed; far more than three panel lines hold.
    static let inputLimit = 4096

    static func condensed(_ value: String) -> String {
        var prefix = Substring(value)
        var cut = false
        if let end = value.index(value.startIndex, offsetBy: inputLimit, limitedBy: value.endIndex), end < value.endIndex {
            prefix = value[..<end]; cut = true
        }
        var s = unwrapOptionals(roundNumbers(String(prefix)))
        s.replace(/\b(?:[A-Za-z_][A-Za-z0-9_]*\.)+(?=[A-Za-z_])/, with: "")
        s.replace(/CGRect\(origin: CGPoint\(x: ([^,()]+), y: ([^,()]+)\), size: CGSize\(width: ([^,()]+), height: ([^,()]+)\)\)/) {
            "(\($0.1), \($0.2), \($0.3)×\($0.4))"
        }
        s.replace(/CGPoint\(x: ([^,()]+), y: ([^,()]+)\)/) { "(\($0.1), \($0.2))" }
        s.replace(/CGSize\(width: ([^,()]+), height: ([^,()]+)\)/) { "\($0.1)×\($0.2)" }
        s.replace(/Anchor\(\(([^()]*)\)\)/) { "Anchor(\($0.1))" }
        return cut ? s + "…" : s
    }

    /// `Optional(x)` becomes `x` (balanced parentheses), in one pass: a stack remembers which
    /// open parentheses belong to an `Optional(`, whose closing one is then dropped too.
    static func unwrapOptionals(_ s: String) -> String {
        let chars = Array(s)
        let marker = Array("Optional(")
        var out = ""
        out.reserveCapacity(chars.count)
        var optionalParens: [Bool] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "O", i + marker.count <= chars.count, chars[i..<(i + marker.count)].elementsEqual(marker) {
                optionalParens.append(true)
                i += marker.count
                continue
            }
            if c == "(" { optionalParens.append(false) }
            if c == ")", let isOptional = optionalParens.popLast(), isOptional { i += 1; continue }
            out.append(c)
            i += 1
        }
        return out
    }

    /// Numbers like `32.625` become `32.6`, `58.0` becomes `58` (digits inside names are left alone).
    static func roundNumbers(_ s: String) -> String {
        var out = "", number = "", previous: Character = " "
        func flush() {
            guard !number.isEmpty else { return }
            if number.contains("."), let v = Double(number), v.isFinite {
                let r = (v * 10).rounded() / 10
                out += r == r.rounded() ? String(Int(r)) : String(format: "%.1f", r)
            } else { out += number }
            number = ""
        }
        for c in s {
            if c.isASCII, c.isNumber || (c == "." && !number.isEmpty) {
                if number.isEmpty, previous.isLetter || previous == "_" { out.append(c) } else { number.append(c) }
            } else {
                flush(); out.append(c)
            }
            previous = c
        }
        flush()
        return out
    }
}
