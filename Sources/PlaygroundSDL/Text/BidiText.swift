import CFriBidi

/// Right-to-left text: the embedding level of each character (the Unicode bidirectional
/// algorithm, UAX #9, through GNU FriBidi) and the visual order of a line's runs (rule L2).
/// A line's base direction comes from its first strong character, as a `Text` with natural
/// alignment has it; U+202A–202E and U+2066–2069 embed, override and isolate as Unicode says.
enum BidiText {
    /// Whether `scalars` need the algorithm at all: right-to-left letters or explicit controls.
    /// Latin and CJK lines skip it.
    static func needsBidi(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.contains { s in
            let v = s.value
            return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
                || isControl(s)
        }
    }

    /// The explicit direction marks, embeddings, overrides and isolates: they steer the order
    /// and draw nothing.
    static func isControl(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// One embedding level per scalar (even: left to right, odd: right to left).
    static func levels(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var levels = [UInt8](repeating: 0, count: scalars.count)
        guard needsBidi(scalars), scalars.count < Int(Int32.max) else { return levels }
        let chars = scalars.map(\.value)
        let ok = chars.withUnsafeBufferPointer { c in
            levels.withUnsafeMutableBufferPointer { l in
                playground_bidi_levels(c.baseAddress, Int32(c.count), l.baseAddress)
            }
        }
        if ok == 0 { return [UInt8](repeating: 0, count: scalars.count) }
        return levels
    }

    /// The order in which runs of the given levels appear from left to right: from the highest
    /// level down to the lowest odd one, every maximal sequence of runs at that level or higher
    /// is reversed (UAX #9, rule L2).
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? highest
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j + 1 < order.count && levels[order[j + 1]] >= level { j += 1 }
                    order[i...j].reverse()
                    i = j + 1
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
