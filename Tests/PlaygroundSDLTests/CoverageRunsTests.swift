import Foundation
@testable import PlaygroundRender
import Testing

/// The rasteriser gives a row as runs of one coverage between the columns edges cross
/// (docs/rendering.md, "Coverage rows and runs"). These tests hold the runs to the coverage a
/// column-by-column sum gives, bit for bit: a rasteriser told to keep no spans sums every row
/// column by column, as it did before runs.
struct CoverageRunsTests {
    /// Every row `rasterize` reports, expanded to one coverage per column of `clip`.
    private func rows(_ contours: [[SIMD2<Double>]], clip: PixelRect, evenOdd: Bool, spansPerRow: Int,
                      band: Range<Int>? = nil, rasterizer given: CoverageRasterizer? = nil) -> [Int: [UInt32]] {
        let rasterizer = given ?? CoverageRasterizer(spansPerRow: spansPerRow)
        var out: [Int: [UInt32]] = [:]
        rasterizer.rasterize(contours, within: clip, rows: band, evenOdd: evenOdd) { row in
            var columns = [Float](repeating: 0, count: clip.width)
            for k in 0..<row.segmentCount {
                let s = row.segments[k]
                for i in s.start..<(s.start + s.count) {
                    columns[row.x0 - clip.x0 + i] = s.constant >= 0 ? s.constant : row.values[i]
                }
            }
            out[row.y] = columns.map(\.bitPattern)
        }
        return out
    }

    /// A rectangle with fractional sides: its inside is one run of exactly 1 on every full row,
    /// and only the two cells each side writes are summed (the left side at 10.25 writes columns
    /// 10 and 11: coverage 0.75 and 1; the right side at 50.75 column 50, 0.75, and column 51,
    /// which is outside the shape's box and so not in the row).
    @Test func aRectanglesInsideIsOneRun() {
        let rect: [SIMD2<Double>] = [[10.25, 2.5], [50.75, 2.5], [50.75, 8], [10.25, 8]]
        let rasterizer = CoverageRasterizer()
        var checked = 0
        rasterizer.rasterize([rect], within: PixelRect(x0: 0, y0: 0, x1: 64, y1: 16)) { row in
            guard row.y == 5 else { return }
            let runs = (0..<row.segmentCount).map { row.segments[$0] }
            let inside = runs.filter { $0.constant == 1 }
            #expect(inside.count == 1)
            #expect(inside.first.map { row.x0 + $0.start } == 12)
            #expect(inside.first.map { row.x0 + $0.start + $0.count } == 50)
            let summed = runs.filter { $0.constant < 0 }
            #expect(summed.map { row.x0 + $0.start } == [10, 50])
            #expect(summed.map(\.count) == [2, 1])
            #expect(row.x0 == 10 && row.count == 41)
            #expect(row.values[10 - row.x0] == 0.75 && row.values[11 - row.x0] == 1 && row.values[50 - row.x0] == 0.75)
            checked += 1
        }
        #expect(checked == 1)
    }

    /// Seeded random outlines — convex and concave polygons, several contours, combs whose rows
    /// cross more edges than a row keeps spans for, fractional and off-canvas points — by both
    /// rules and in bands: the runs give the same bits as the column-by-column sum.
    @Test func runsGiveTheColumnByColumnCoverage() {
        var rng = SplitMix(seed: 0x5EED_C0DE)
        func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
        let clip = PixelRect(x0: 3, y0: 2, x1: 97, y1: 71)
        for shape in 0..<120 {
            var contours: [[SIMD2<Double>]] = []
            let kind = shape % 4
            for _ in 0..<(kind == 2 ? 3 : 1) {
                let cx = -10 + 120 * unit(), cy = -10 + 90 * unit(), r = 4 + 40 * unit()
                let n = kind == 0 ? 3 + Int(unit() * 5) : 5 + Int(unit() * 20)
                contours.append((0..<n).map { i in
                    let a = Double(i) / Double(n) * 2 * .pi
                    let rr = kind == 0 ? r : r * (0.3 + 0.7 * unit())
                    return [cx + rr * cos(a), cy + rr * sin(a)]
                })
            }
            if kind == 3 {   // a comb: nine teeth, 18 edges across every row of its teeth
                let x0 = 5 + 10 * unit(), y0 = 5 + 10 * unit()
                var comb: [SIMD2<Double>] = [[x0, y0 + 40]]
                for t in 0..<9 {
                    let x = x0 + Double(t) * 8.3
                    comb += [[x, y0], [x + 4.1, y0], [x + 4.1, y0 + 30], [x + 8.3, y0 + 30]]
                }
                comb.append([x0 + 9 * 8.3, y0 + 40])
                contours.append(comb)
            }
            for evenOdd in [false, true] {
                let band: Range<Int>? = shape % 3 == 0 ? (20 + shape % 17)..<(40 + shape % 23) : nil
                let dense = rows(contours, clip: clip, evenOdd: evenOdd, spansPerRow: 0, band: band)
                let runs = rows(contours, clip: clip, evenOdd: evenOdd, spansPerRow: 6, band: band)
                let sameRows = dense.keys.sorted() == runs.keys.sorted()
                #expect(sameRows, "shape \(shape), evenOdd \(evenOdd): other rows are reported")
                for (y, columns) in dense where runs[y] != columns {
                    Issue.record("shape \(shape), evenOdd \(evenOdd), row \(y): the runs' coverage differs from the column-by-column sum")
                    break
                }
            }
        }
    }

    /// The accumulator is left cleared after every shape (each row clears what its edges wrote):
    /// a shape drawn after a larger one, in the memory that one used, has the coverage it has
    /// when drawn alone.
    @Test func aShapeAfterAnotherIsUnchanged() {
        let clip = PixelRect(x0: 0, y0: 0, x1: 80, y1: 60)
        let big: [SIMD2<Double>] = [[1.5, 1.5], [78.3, 4.2], [70.1, 58.9], [3.3, 50.2]]
        let small: [SIMD2<Double>] = [[20.2, 20.7], [40.9, 22.1], [30.4, 41.3]]
        for evenOdd in [false, true] {
            let alone = rows([small], clip: clip, evenOdd: evenOdd, spansPerRow: 6)
            let rasterizer = CoverageRasterizer()
            rasterizer.rasterize([big, small], within: clip, evenOdd: evenOdd) { _ in }
            rasterizer.rasterize([big], within: clip, evenOdd: evenOdd) { _ in }
            let after = rows([small], clip: clip, evenOdd: evenOdd, spansPerRow: 6, rasterizer: rasterizer)
            #expect(!alone.isEmpty)
            let same = after == alone   // compared whole; the tables are too long to print
            #expect(same, "evenOdd \(evenOdd): a shape drawn after another has other coverages than alone")
        }
    }
}
