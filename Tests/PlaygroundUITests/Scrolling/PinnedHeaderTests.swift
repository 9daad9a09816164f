import Foundation
import Testing
@testable import PlaygroundUI

// Pinned section headers in a lazy stack (docs/semantics.md §14.7).

@MainActor
@Suite struct PinnedHeaderTests {
    /// Counts a view's appearances and disappearances.
    private final class Visibility { var appeared = 0, disappeared = 0 }

    /// Five sections of a 30-pt header and ten 40-pt rows; `header0` counts the first header's
    /// appearances.
    private struct Sections: View {
        var header0 = Visibility()
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<5, id: \.self) { s in
                        Section {
                            ForEach(0..<10, id: \.self) { r in Text("S\(s) R\(r)").frame(height: 40) }
                        } header: {
                            Text("Header \(s)").frame(maxWidth: .infinity).frame(height: 30).background(Color.yellow)
                                .onAppear { if s == 0 { header0.appeared += 1 } }
                                .onDisappear { if s == 0 { header0.disappeared += 1 } }
                        }
                    }
                }
            }
        }
    }

    @Test func aSectionsHeaderSticksToTheTopUntilTheNextPushesItAway() {
        let h = ViewHost(rootView: Sections(), size: CGSize(width: 300, height: 300))
        // Each section is a 30-pt header and 10 rows of 40 pt: 430 pt.
        #expect(abs((h.frame(ofText: "Header 0")?.midY ?? -1) - 15) < 0.5)
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 200))
        h.advance()
        #expect(abs((h.frame(ofText: "Header 0")?.midY ?? -1) - 15) < 0.5, "pinned at the top while section 0 passes")
        #expect(h.frame(ofText: "S0 R0") == nil || h.frame(ofText: "S0 R0")!.maxY <= 30)
        // 420 pt down: section 0 ends at 430, so its header is being pushed up by 20 pt…
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 220))
        h.advance()
        #expect(abs((h.frame(ofText: "Header 0")?.midY ?? 99) + 5) < 0.5)   // its top at −20
        #expect(abs((h.frame(ofText: "Header 1")?.midY ?? -1) - 25) < 0.5)
        // …and once past it, the next header is pinned.
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 100))
        h.advance()
        #expect(abs((h.frame(ofText: "Header 1")?.midY ?? -1) - 15) < 0.5)
        expectEqual(h.frame(ofText: "Header 0"), nil)
        // The pinned header is drawn over the rows and takes the taps there.
        let header = h.displayList.items.lastIndex { if case .text(let t) = $0 { return t.string == "Header 1" } else { return false } }
        let row = h.displayList.items.lastIndex { if case .text(let t) = $0 { return t.string.hasPrefix("S1 R") } else { return false } }
        #expect((header ?? -1) > (row ?? Int.max) || row == nil)
    }

    /// A pinned header stays in view while its rows scroll under it, so it does not disappear
    /// then (its own row left the range long before); it disappears once the next header has
    /// pushed it out (docs/semantics.md §14.7, §22.1).
    @Test func aPinnedHeaderDisappearsOnlyWhenPushedOut() {
        let header0 = Visibility()
        let h = ViewHost(rootView: Sections(header0: header0), size: CGSize(width: 300, height: 300))
        #expect(header0.appeared == 1 && header0.disappeared == 0)
        for _ in 0..<4 {   // 4 × 100 pt: rows 0–9 of section 0 scroll under the pinned header
            h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 100))
            h.advance()
            #expect(abs((h.frame(ofText: "Header 0")?.midY ?? -1) - 15) < 0.5 || h.frame(ofText: "Header 1") != nil)
        }
        #expect(header0.disappeared == 0, "pinned and in view: no onDisappear")
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 200))
        h.advance()
        expectEqual(h.frame(ofText: "Header 0"), nil)
        #expect(header0.disappeared == 1, "pushed out by Header 1: onDisappear once")
    }
}

// A header pins below the safe area the scroll view extends under (§14.7): UIKit pins at the
// adjusted content inset, under the status bar or a navigation bar, not at the window's top.
@MainActor
@Suite struct PinnedHeaderSafeAreaTests {
    @Test func aPinnedHeaderSticksBelowTheStatusBar() throws {
        struct Sections: View {
            var body: some View {
                ScrollView {
                    LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                        ForEach(0..<3, id: \.self) { s in
                            Section {
                                ForEach(0..<10, id: \.self) { r in Text("S\(s) R\(r)").frame(height: 40) }
                            } header: {
                                Text("Header \(s)").frame(maxWidth: .infinity).frame(height: 30)
                            }
                        }
                    }
                }
            }
        }
        let h = ViewHost(rootView: Sections(), size: CGSize(width: 300, height: 600))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        #expect(abs((h.frame(ofText: "Header 0")?.midY ?? -1) - 74) < 0.5)   // 59 + 15
        h.scroll(at: CGPoint(x: 150, y: 300), by: CGSize(width: 0, height: 200))
        h.advance()
        let header = try #require(h.frame(ofText: "Header 0"))
        #expect(abs(header.midY - 74) < 0.5, "\(header)")
    }
}

// `pinnedViews: .sectionFooters` (§14.7): the footer of the section under the visible region's end
// sticks there until its section scrolls past; a footer already in view stays at its own place.
@MainActor
@Suite struct PinnedFooterTests {
    struct Sections: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionFooters]) {
                    ForEach(0..<4, id: \.self) { s in
                        Section {
                            ForEach(0..<10, id: \.self) { r in Text("S\(s) R\(r)").frame(height: 40) }
                        } footer: {
                            Text("Footer \(s)").frame(maxWidth: .infinity).frame(height: 30).background(Color.yellow)
                        }
                    }
                }
            }
        }
    }

    @Test func aSectionsFooterSticksToTheBottom() throws {
        // Each section is 10 rows of 40 pt and a 30-pt footer: 430 pt; the view is 300 pt.
        let h = ViewHost(rootView: Sections(), size: CGSize(width: 300, height: 300))
        h.advance()
        #expect(abs((h.frame(ofText: "Footer 0")?.midY ?? -1) - 285) < 0.5, "pinned at the bottom, over row 6")
        // 200 pt down: section 0's footer is at its own place (400 − 200), section 1's pinned.
        h.scroll(at: CGPoint(x: 150, y: 150), by: CGSize(width: 0, height: 200))
        h.advance()
        #expect(abs((h.frame(ofText: "Footer 0")?.midY ?? -1) - 215) < 0.5)
        #expect(abs((h.frame(ofText: "Footer 1")?.midY ?? -1) - 285) < 0.5)
        // The pinned footer is drawn over the rows.
        let footer = h.displayList.items.lastIndex { if case .text(let t) = $0 { return t.string == "Footer 1" } else { return false } }
        let row = h.displayList.items.lastIndex { if case .text(let t) = $0 { return t.string.hasPrefix("S1 R") } else { return false } }
        #expect((footer ?? -1) > (row ?? Int.max))
    }
}
