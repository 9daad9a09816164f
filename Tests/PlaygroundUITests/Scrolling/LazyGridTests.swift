import Foundation
import Testing
@testable import PlaygroundUI

// Lazy grids and GridItem (docs/semantics.md §14.8).

@MainActor
@Suite struct LazyGridTests {
    @Test func flexibleColumnsShareTheWidth() {
        let l = GridItem.resolve([GridItem(), GridItem(), GridItem()], in: 300)
        expectEqual(l.widths.count, 3)
        #expect(l.widths.allSatisfy { abs($0 - 284.0 / 3) < 1e-9 })   // (300 − 2·8) / 3
        #expect(abs(l.offsets[2] - (2 * 284.0 / 3 + 16)) < 1e-9)
        #expect(abs(l.total - 300) < 1e-9)
    }

    @Test func fixedThenFlexible() {
        let l = GridItem.resolve([GridItem(.fixed(100)), GridItem(.flexible(minimum: 10, maximum: 150))], in: 300)
        #expect(l.widths == [100, 150])     // 192 left, clamped to the maximum
        expectEqual(l.total, 258)
    }

    @Test func adaptiveFitsAsManyColumnsAsItsMinimumAllows() {
        let l = GridItem.resolve([GridItem(.adaptive(minimum: 80))], in: 390)
        #expect(l.widths.count == 4)        // ⌊(390 + 8) / (80 + 8)⌋
        #expect(l.widths.allSatisfy { $0 == 91.5 })   // (390 − 3·8) / 4
        expectEqual(l.total, 390)
        let narrow = GridItem.resolve([GridItem(.adaptive(minimum: 200))], in: 150)
        #expect(narrow.widths == [200])     // at least one lane, never below the minimum
    }

    private final class Counter { var bodies = 0 }

    @Test func aGridOfTenThousandBuildsTheVisibleRows() {
        struct Tiles: View {
            let counter: Counter
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 8) {
                        ForEach(0..<10_000, id: \.self) { i in
                            let _ = counter.bodies += 1
                            Text("\(i)").frame(height: 50)
                        }
                    }
                }
            }
        }
        let c = Counter()
        let h = ViewHost(rootView: Tiles(counter: c), size: CGSize(width: 300, height: 400))
        #expect(c.bodies < 60, "bodies: \(c.bodies)")
        #expect(abs((h.frame(ofText: "0")?.midX ?? 0) - 284.0 / 6) < 1)   // centred in the first column
        let one = h.frame(ofText: "1"), two = h.frame(ofText: "2"), three = h.frame(ofText: "3")
        #expect(abs((one?.midX ?? 0) - 150) < 1)                 // the middle column is centred
        #expect(abs((two?.midX ?? 0) - (300 - 284.0 / 6)) < 1)
        #expect(abs((three?.midY ?? 0) - 83) < 1e-6)             // the second row: 50 + 8 below
        h.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 58 * 200))
        h.advance()
        #expect(abs((h.frame(ofText: "600")?.midY ?? 0) - 25) < 1e-6)   // row 200 at the top
        expectEqual(h.frame(ofText: "3"), nil)
        #expect(c.bodies < 120, "bodies: \(c.bodies)")
    }

    // §14.8: a LazyHGrid of two flexible rows in a VStack fills the height its siblings leave,
    // in a horizontal ScrollView or not (it used to shrink to the rows' 10-pt minima, ~28 pt).
    @Test func flexibleRowsFillTheStacksShare() {
        func grid() -> some View {
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<10) { i in Color.blue.frame(width: 60).overlay(Text("cell \(i)")) }
            }
        }
        for scrolls in [false, true] {
            let content = VStack(spacing: 0) {
                Text("Header")
                if scrolls { ScrollView(.horizontal) { grid() } } else { grid() }
                Text("Footer")
            }
            let h = ViewHost(rootView: content, size: CGSize(width: 393, height: 852))
            h.printsWarnings = false
            let header = h.frame(ofText: "Header"), footer = h.frame(ofText: "Footer")
            let c0 = h.frame(ofText: "cell 0"), c1 = h.frame(ofText: "cell 1")
            #expect(header?.minY == 0 && footer?.maxY == 852, "scrolls: \(scrolls)")
            // Two rows of (852 − 2·20.4 − 8) / 2 each: cell 1's centre a row below cell 0's.
            if let c0, let c1 { #expect(abs((c1.midY - c0.midY) - ((852 - 2 * 20.4 - 8) / 2 + 8)) < 0.01, "scrolls: \(scrolls)") }
        }
    }
}
