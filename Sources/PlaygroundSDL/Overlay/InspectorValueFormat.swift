import Foundation

/// Makes a preference value's `String(describing:)` short enough to read in the inspector panel:
/// drops module and type qualifiers (`Foundation.`, `PlaygroundScenes.LabPart1.`), writes
/// `CGRect(origin: CGPoint(x: 1.0, y: 2.0), size: CGSize(width: 3.0, height: 4.0))` as
/// `(1, 2, 3×4)` and a `CGPoint` as `(1, 2)`, unwraps `Optional(…)`, and rounds numbers to one
/// decimal.
enum InspectorValueFormat {
    static func condensed(_ value: String) -> String {
        var s = unwrapOptionals(roundNumbers(value))
        s.replace(/\b(?:[A-Za-z_][A-Za-z0-9_]*\.)+(?=[A-Za-z_])/, with: "")
        s.replace(/CGRect\(origin: CGPoint\(x: ([^,()]+), y: ([^,()]+)\), size: CGSize\(width: ([^,()]+), height: ([^,()]+)\)\)/) {
            "(\($0.1), \($0.2), \($0.3)×\($0.4))"
        }
        s.replace(/CGPoint\(x: ([^,()]+), y: ([^,()]+)\)/) { "(\($0.1), \($0.2))" }
        s.replace(/CGSize\(width: ([^,()]+), height: ([^,()]+)\)/) { "\($0.1)×\($0.2)" }
        s.replace(/Anchor\(\(([^()]*)\)\)/) { "Anchor(\($0.1))" }
        return s
    }

    /// `Optional(x)` becomes `x` (balanced parentheses).
    static func unwrapOptionals(_ s: String) -> String {
        var chars = Array(s)
        let marker = Array("Optional(")
        var i = 0
        while i + marker.count <= chars.count {
            guard Array(chars[i..<(i + marker.count)]) == marker else { i += 1; continue }
            var depth = 1, j = i + marker.count
            while j < chars.count, depth > 0 {
                if chars[j] == "(" { depth += 1 } else if chars[j] == ")" { depth -= 1 }
                j += 1
            }
            guard depth == 0 else { break }
            chars.remove(at: j - 1)
            chars.removeSubrange(i..<(i + marker.count))
        }
        return String(chars)
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
