import Foundation

/// The lengths of a lazy stack's rows, measured or not: where row i starts and which row lies at
/// a position, in O(log n) (Fenwick trees over the measured lengths and their count). Unmeasured
/// rows count as the average measured length.
struct SizeIndex {
    private(set) var count = 0
    private var lengths: [Double] = []        // NaN: not measured yet
    private var sums: [Double] = [0]          // Fenwick tree, 1-based
    private var known: [Int] = [0]
    /// Fenwick tree of the rows measured empty (holding no view): no spacing after them.
    private var empties: [Int] = [0]
    private var emptyFlags: [Bool] = []
    /// How many rows are measured empty.
    private(set) var emptyCount = 0
    var hasEmptyRows: Bool { emptyCount > 0 }
    private(set) var knownCount = 0
    private(set) var knownSum = 0.0

    /// Forgets every length and holds `count` rows.
    mutating func reset(count: Int) {
        self.count = count
        lengths = Array(repeating: .nan, count: count)
        sums = Array(repeating: 0, count: count + 1)
        known = Array(repeating: 0, count: count + 1)
        empties = Array(repeating: 0, count: count + 1)
        emptyFlags = Array(repeating: false, count: count)
        emptyCount = 0
        knownCount = 0
        knownSum = 0
    }

    /// The measured length of row `i` (nil when not measured).
    func length(_ i: Int) -> Double? { lengths[i].isNaN ? nil : lengths[i] }

    /// Records row `i`'s length, and whether it holds no view (then it takes no spacing either);
    /// true when either changed.
    @discardableResult
    mutating func set(_ i: Int, _ length: Double, empty: Bool = false) -> Bool {
        let old = lengths[i]
        if emptyFlags[i] != empty {
            emptyFlags[i] = empty
            emptyCount += empty ? 1 : -1
            var k = i + 1
            let d = empty ? 1 : -1
            while k <= count { empties[k] += d; k += k & -k }
            if old == length { return true }
        }
        if old == length { return false }
        var dSum = length, dKnown = 1
        if !old.isNaN { dSum -= old; dKnown = 0 } else { knownCount += 1 }
        knownSum += dSum
        lengths[i] = length
        var k = i + 1
        while k <= count { sums[k] += dSum; known[k] += dKnown; k += k & -k }
        return true
    }

    /// The length an unmeasured row is taken to have.
    func estimate(default value: Double) -> Double {
        // Rows measured empty (no view: no room) say nothing of the rows not measured yet.
        let rows = knownCount - emptyCount
        return rows > 0 ? knownSum / Double(rows) : value
    }

    /// Sum and number of measured lengths of rows 0..<i, and how many of them are empty.
    private func prefix(_ i: Int) -> (sum: Double, known: Int, empty: Int) {
        var s = 0.0, n = 0, e = 0, k = i
        while k > 0 { s += sums[k]; n += known[k]; e += empties[k]; k -= k & -k }
        return (s, n, e)
    }

    /// Where row `i` starts (row `count` is the end), with `spacing` after every row that is not
    /// empty.
    func start(of i: Int, estimate: Double, spacing: Double) -> Double {
        let p = prefix(i)
        return p.sum + Double(i - p.known) * estimate + Double(max(i - p.empty, 0)) * spacing
    }

    /// The whole length.
    func total(estimate: Double, spacing: Double) -> Double {
        count == 0 ? 0 : max(start(of: count, estimate: estimate, spacing: spacing) - spacing, 0)
    }

    /// The row whose span (with the spacing after it) holds `position` (clamped to the rows).
    func index(at position: Double, estimate: Double, spacing: Double) -> Int {
        guard count > 0 else { return 0 }
        var lo = 0, hi = count - 1
        while lo < hi {            // the last row starting at or before `position`
            let mid = (lo + hi + 1) / 2
            if start(of: mid, estimate: estimate, spacing: spacing) <= position { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
