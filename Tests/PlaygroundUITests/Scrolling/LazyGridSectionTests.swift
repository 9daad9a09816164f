import Foundation
import Testing
@testable import PlaygroundUI

// Sections in lazy grids (docs/semantics.md §14.8): a header or footer is a row of its own across
// all the lanes, each section's cells start a new row, and `pinnedViews: .sectionHeaders` pins a
// grid's headers as a lazy stack's.
@MainActor
@Suite struct LazyGridSectionTests {
    /// Two sections in three flexible columns of a 300-pt grid, 10 pt between rows: a 30-pt
    /// header, 40-pt cells (five, then four), a 20-pt footer.
    private struct Sections: View {
        var pinned = false
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10,
                          pinnedViews: pinned ? [.sectionHeaders] : []) {
                    ForEach(0..<2, id: \.self) { s in
                        Section {
                            ForEach(0..<(s == 0 ? 5 : 4), id: \.self) { i in Text("c\(s).\(i)").frame(height: 40) }
                        } header: {
                            Text("H\(s)").frame(maxWidth: .infinity).frame(height: 30).background(Color.yellow)
                        } footer: {
                            Text("F\(s)").frame(height: 20)
                        }
                    }
                }
            }
        }
    }

    @Test func headersAndFootersSpanTheGridAndSectionsStartNewRows() throws {
        let h = ViewHost(rootView: Sections(), size: CGSize(width: 300, height: 600))
        let h0 = try #require(h.frame(ofText: "H0"))
        #expect(abs(h0.midY - 15) < 0.5 && abs(h0.midX - 150) < 0.5, "\(h0)")
        // The header's frame is the grid's width (the text's own frame sits in it).
        #expect(h.displayList.items.contains { if case .shape(let s) = $0 { return s.rect == CGRect(x: 0, y: 0, width: 300, height: 30) } else { return false } })
        // Lanes of (300 − 2 × 8) / 3 pt: cells centred at 47.3, 150, 252.7.
        for (i, (x, y)) in [(47.33, 60.0), (150, 60), (252.67, 60), (47.33, 110), (150, 110)].enumerated() {
            let c = try #require(h.frame(ofText: "c0.\(i)"))
            #expect(abs(c.midX - x) < 1 && abs(c.midY - y) < 0.5, "c0.\(i) \(c)")
        }
        // The footer is a row of its own, centred across the grid, then the next header.
        let f0 = try #require(h.frame(ofText: "F0"))
        #expect(abs(f0.midX - 150) <= 0.5 && abs(f0.midY - 150) < 0.5, "\(f0)")
        #expect(abs((h.frame(ofText: "H1")?.midY ?? -1) - 185) < 0.5)
        // Section 1's first cell starts a row in the first lane.
        let c10 = try #require(h.frame(ofText: "c1.0"))
        #expect(abs(c10.midX - 47.33) < 1 && abs(c10.midY - 230) < 0.5, "\(c10)")
        #expect(abs((h.frame(ofText: "c1.3")?.midY ?? -1) - 280) < 0.5)
        #expect(abs((h.frame(ofText: "F1")?.midY ?? -1) - 320) < 0.5)
    }

    @Test func aGridPinsItsSectionHeaders() throws {
        let h = ViewHost(rootView: Sections(pinned: true), size: CGSize(width: 300, height: 200))
        h.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 60))
        h.advance()
        // 60 pt down, the first header stays at the top, drawn over the cells across the grid.
        let h0 = try #require(h.frame(ofText: "H0"))
        #expect(abs(h0.midY - 15) < 0.5 && abs(h0.midX - 150) < 0.5, "\(h0)")
        #expect(abs((h.frame(ofText: "c0.3")?.midY ?? -1) - 50) < 0.5)
    }

    /// A `LazyHGrid`'s header is a column across its rows.
    @Test func aHorizontalGridsHeaderSpansItsRows() throws {
        struct Across: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHGrid(rows: [GridItem(.fixed(50)), GridItem(.fixed(50))], spacing: 10) {
                        Section {
                            ForEach(0..<3, id: \.self) { i in Text("c\(i)").frame(width: 60) }
                        } header: {
                            Text("H").frame(width: 30).frame(maxHeight: .infinity).background(Color.yellow)
                        }
                    }
                }
            }
        }
        let h = ViewHost(rootView: Across(), size: CGSize(width: 300, height: 108))
        #expect(h.displayList.items.contains { if case .shape(let s) = $0 { return s.rect.width == 30 && s.rect.height == 108 } else { return false } })
        // The cells: two in the first column after the header, the third in the next.
        #expect(abs((h.frame(ofText: "c0")?.midX ?? -1) - 70) < 0.5)
        #expect(abs((h.frame(ofText: "c1")?.midX ?? -1) - 70) < 0.5)
        #expect(abs((h.frame(ofText: "c2")?.midX ?? -1) - 140) < 0.5)
    }
}
