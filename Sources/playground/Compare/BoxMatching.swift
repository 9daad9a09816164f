import Foundation

/// Reference boxes paired with rendered ones, nearest centre first.
struct BoxMatching {
    struct Pair {
        var level: Int
        var reference: CGRect
        var rendered: CGRect
        /// The largest distance between corresponding edges, in points.
        var difference: Double {
            max(abs(reference.minX - rendered.minX), abs(reference.minY - rendered.minY),
                abs(reference.maxX - rendered.maxX), abs(reference.maxY - rendered.maxY))
        }
    }
    var pairs: [Pair]
    var onlyInReference: [InkBoxes.Box]
    var onlyRendered: [InkBoxes.Box]

    /// Greedy, level by level: the closest pair of centres is matched first. Inside matched
    /// containers, centres are compared relative to the containers (a row whose card moved keeps
    /// its texts paired with the card's). Two boxes are only paired when their centres are within
    /// 20 pt plus half the larger box's longer side — farther apart, they are different things,
    /// and the structure differs.
    init(reference: [InkBoxes.Box], rendered: [InkBoxes.Box]) {
        var partner: [Int: Int] = [:]   // reference index → rendered index
        var usedB = Set<Int>()
        let levels = Set(reference.map(\.level)).union(rendered.map(\.level)).sorted()
        for level in levels {
            var candidates: [(d: Double, i: Int, j: Int)] = []
            for (i, a) in reference.enumerated() where a.level == level {
                // Where the box would be in the rendering if it moved with its container.
                var shift = CGPoint.zero
                if let p = a.parent, let q = partner[p] {
                    shift = CGPoint(x: rendered[q].rect.minX - reference[p].rect.minX, y: rendered[q].rect.minY - reference[p].rect.minY)
                }
                for (j, b) in rendered.enumerated() where b.level == level && !usedB.contains(j) {
                    if let p = a.parent, let q = b.parent, let mine = partner[p], mine != q { continue }
                    let d = hypot(a.rect.midX + shift.x - b.rect.midX, a.rect.midY + shift.y - b.rect.midY)
                    let limit = 20 + 0.5 * max(a.rect.width, a.rect.height, b.rect.width, b.rect.height)
                    if d <= limit { candidates.append((d, i, j)) }
                }
            }
            candidates.sort { ($0.d, $0.i, $0.j) < ($1.d, $1.i, $1.j) }
            for c in candidates where partner[c.i] == nil && !usedB.contains(c.j) {
                partner[c.i] = c.j; usedB.insert(c.j)
            }
        }
        pairs = partner.keys.sorted().map {
            Pair(level: reference[$0].level, reference: reference[$0].rect, rendered: rendered[partner[$0]!].rect)
        }
        onlyInReference = reference.indices.filter { partner[$0] == nil }.map { reference[$0] }
        onlyRendered = rendered.indices.filter { !usedB.contains($0) }.map { rendered[$0] }
    }

    /// The largest edge difference over the pairs, in points.
    var largestDifference: Double { pairs.map(\.difference).max() ?? 0 }

    /// "same" (every box within 1 pt), "off by N pt", or "wrong" (boxes without a partner).
    var verdict: String {
        if !onlyInReference.isEmpty || !onlyRendered.isEmpty {
            return "wrong"
        }
        let d = largestDifference
        return d <= 1 ? "same" : "off by \(String(format: "%.1f", d)) pt"
    }
}
