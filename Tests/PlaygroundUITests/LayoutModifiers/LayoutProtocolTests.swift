import Foundation
import Testing
@testable import PlaygroundUI

// The Layout protocol, position, hidden, ViewThatFits, Grid, matched geometry
// (docs/semantics.md §26.3–§26.7).

struct Rank: LayoutValueKey { static let defaultValue: CGFloat = 0 }
extension LayoutSubview {
    /// A published style of helper: nonisolated, reading a layout value.
    var rank: CGFloat { self[Rank.self] }
}
/// A nonisolated free function over the subviews.
func totalHeight(_ subviews: LayoutSubviews) -> CGFloat {
    subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).height }
}
/// Subviews stacked top to bottom by rank.
struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 60, height: totalHeight(subviews))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews.sorted(by: { $0.rank < $1.rank }) {
            let size = s.dimensions(in: .unspecified)
            s.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: size.height))
            y += size.height
        }
    }
}

/// A flow layout as it is usually published: rows filled left to right, wrapping when the next
/// view does not fit the proposed width.
struct TestFlowLayout: Layout {
    var spacing: CGFloat = 10
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(proposal: proposal, subviews: subviews)
        return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.last.map { $0.y + $0.height } ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in arrange(proposal: proposal, subviews: subviews) {
            var x = bounds.minX
            for i in row.indices {
                let size = subviews[i].sizeThatFits(.unspecified)
                subviews[i].place(at: CGPoint(x: x, y: bounds.minY + row.y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
        }
    }
    struct Row { var indices: [Int] = []; var y: CGFloat = 0; var width: CGFloat = 0; var height: CGFloat = 0 }
    func arrange(proposal: ProposedViewSize, subviews: Subviews) -> [Row] {
        let maxWidth = proposal.width ?? .infinity
        var rows = [Row()]
        for (i, v) in subviews.enumerated() {
            let s = v.sizeThatFits(.unspecified)
            if !rows[rows.count - 1].indices.isEmpty && rows[rows.count - 1].width + spacing + s.width > maxWidth {
                let last = rows[rows.count - 1]
                rows.append(Row(y: last.y + last.height + spacing))
            }
            let extra = rows[rows.count - 1].indices.isEmpty ? 0 : spacing
            rows[rows.count - 1].indices.append(i)
            rows[rows.count - 1].width += extra + s.width
            rows[rows.count - 1].height = max(rows[rows.count - 1].height, s.height)
        }
        return rows
    }
}

private struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }

/// Splits the width by each subview's `Weight`.
private struct WeightedHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Weight.self] }.reduce(0, +)
        var x = bounds.minX
        for v in subviews {
            let w = bounds.width * v[Weight.self] / total
            v.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: w, height: bounds.height))
            x += w
        }
    }
}

private struct CountingCache: Layout {
    final class Calls { var make = 0; var update = 0 }
    let calls: Calls
    func makeCache(subviews: Subviews) -> Int { calls.make += 1; return subviews.count }
    func updateCache(_ cache: inout Int, subviews: Subviews) { calls.update += 1; cache = subviews.count }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: CGFloat(cache) * 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (i, v) in subviews.enumerated() {
            v.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 10, y: bounds.minY), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

@MainActor
@Suite struct LayoutProtocolTests {
    private func box(_ c: Color, _ w: CGFloat, _ h: CGFloat) -> some View { c.frame(width: w, height: h) }

    // §26.3: a published-style flow layout wraps at the proposed width.
    @Test func flowLayoutWraps() {
        let h = makeHost(TestFlowLayout(spacing: 10) {
            box(.red, 100, 20); box(.green, 100, 20); box(.blue, 100, 30)
        }.frame(width: 250).background(Color.yellow))
        h.advance()
        let red = h.rect(filled: .red)!, green = h.rect(filled: .green)!, blue = h.rect(filled: .blue)!
        #expect(green.minX - red.minX == 110 && green.minY == red.minY)
        #expect(blue.minX == red.minX && blue.minY - red.minY == 30)
        // The yellow frame: 250 wide; the flow is 210 × 60, centred in it.
        expectEqual(h.rect(filled: .yellow)!.size, CGSize(width: 250, height: 60))
        expectEqual(red.minX - h.rect(filled: .yellow)!.minX, 20)
    }

    // §26.3: layout values reach the container; `place(at:anchor:proposal:)` with an anchor.
    @Test func layoutValuesAndAnchors() {
        let h = makeHost(WeightedHStack {
            Color.red.layoutValue(key: Weight.self, value: 1)
            Color.blue.layoutValue(key: Weight.self, value: 3)
        }.frame(width: 400, height: 100))
        h.advance()
        let red = h.rect(filled: .red)!, blue = h.rect(filled: .blue)!
        #expect(red.width == 100 && blue.width == 300 && blue.minX == red.maxX && red.height == 100)
    }

    // §26.3: `LayoutSubview`'s members are not main-actor isolated, as SwiftUI's are not, so the
    // published helpers compile: a computed property in an extension reading a layout value, and
    // a free function measuring the subviews (both nonisolated here). They failed to compile.
    @Test func subviewHelpersOutsideTheLayoutCompileAndRead() {
        let h = makeHost(RankedColumn {
            Color.red.layoutValue(key: Rank.self, value: 2).frame(height: 30)
            Color.green.layoutValue(key: Rank.self, value: 1).frame(height: 20)
        }.frame(width: 60))
        h.advance()
        let red = h.rect(filled: .red)!, green = h.rect(filled: .green)!
        #expect(green.minY < red.minY && red.minY == green.maxY)   // ranked: green first
        #expect(red.height == 30 && green.height == 20)
    }

    // §26.3: makeCache once, updateCache when the subviews change.
    @Test func cacheIsMadeOnceAndUpdated() {
        let calls = CountingCache.Calls()
        struct Root: View {
            let calls: CountingCache.Calls
            @State var n = 2
            var body: some View {
                VStack {
                    CountingCache(calls: calls) { ForEach(0..<n, id: \.self) { _ in Color.red } }.background(Color.blue)
                    Button("more") { n += 1 }
                }
            }
        }
        let h = makeHost(Root(calls: calls))
        h.advance()
        expectEqual(calls.make, 1)
        expectEqual(h.rect(filled: .blue)!.width, 20)
        #expect(h.tap(onText: "more"))
        h.advance()
        #expect(calls.make == 1 && calls.update >= 1)
        expectEqual(h.rect(filled: .blue)!.width, 30)
    }

    // §26.3: HStackLayout / VStackLayout through AnyLayout switch while keeping the children.
    @Test func anyLayoutSwitchesStacks() {
        struct Root: View {
            @State var vertical = false
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                return VStack {
                    layout { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 20, height: 20) }
                    Button("flip") { vertical.toggle() }
                }
            }
        }
        let h = makeHost(Root())
        h.advance()
        expectEqual(h.rect(filled: .blue)!.minX - h.rect(filled: .red)!.minX, 20)
        #expect(h.tap(onText: "flip"))
        h.advance()
        expectEqual(h.rect(filled: .blue)!.minY - h.rect(filled: .red)!.minY, 20)
        expectEqual(h.rect(filled: .blue)!.minX, h.rect(filled: .red)!.minX)
    }

    // §26.3: a Spacer inside AnyLayout(HStackLayout()) grows along the stack only, as in an HStack.
    @Test func spacerInAnyLayoutFollowsTheWrappedAxis() {
        let h = makeHost(AnyLayout(HStackLayout(spacing: 0)) {
            Color.red.frame(width: 20, height: 20)
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }.frame(width: 200, height: 100).fixedSize(horizontal: false, vertical: true))
        h.advance()
        expectEqual(h.rect(filled: .blue)!.minX - h.rect(filled: .red)!.minX, 180)
        let plain = makeHost(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Spacer()
            Color.blue.frame(width: 20, height: 20)
        }.frame(width: 200, height: 100).fixedSize(horizontal: false, vertical: true))
        plain.advance()
        expectEqual(h.rect(filled: .red), plain.rect(filled: .red))
    }

    // §26.3: each subview is measured a bounded number of times in a pass (the flow asks the same
    // proposal repeatedly; measurements are cached per proposal).
    @Test func subviewsAreMeasuredOncePerProposal() {
        let h = makeHost(TestFlowLayout { ForEach(0..<20) { i in Text("tag \(i)") } }.frame(width: 300))
        h.advance()
        // 20 texts + the flow + the frame, each with at most two distinct proposals.
        #expect(h.counters.measurements <= 2 * 22 + 4)
    }

    // §26.4: position centres the child at the point and takes all the space offered.
    @Test func positionCentresAtThePoint() {
        let h = makeHost(topLeading(box(.red, 20, 20).position(x: 50, y: 60).background(Color.blue)))
        h.advance()
        expectEqual(h.rect(filled: .red), CGRect(x: 40, y: 50, width: 20, height: 20))
        expectEqual(h.rect(filled: .blue), CGRect(x: 0, y: 0, width: 800, height: 600))
        let p = makeHost(topLeading(box(.red, 20, 20).position(CGPoint(x: 10, y: 10))))
        p.advance()
        expectEqual(p.rect(filled: .red), CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    // §26.4: a hidden view keeps its space but is neither drawn nor hit.
    @Test func hiddenKeepsItsSpace() {
        let taps = Box(0)
        let h = makeHost(HStack(spacing: 0) {
            box(.red, 30, 20).onTapGesture { taps.value += 1 }.hidden()
            box(.blue, 30, 20)
        })
        h.advance()
        expectEqual(h.rect(filled: .red), nil)
        let blue = h.rect(filled: .blue)!
        h.tap(at: CGPoint(x: blue.minX - 15, y: blue.midY))
        h.advance()
        expectEqual(taps.value, 0)
        #expect(blue.minX == 400)   // the pair is 60 wide, centred in 800
    }

    // §26.5: ViewThatFits shows the first view whose ideal width fits, else the last.
    @Test func viewThatFitsChoosesTheFirstThatFits() {
        func host(_ width: CGFloat) -> ViewHost {
            let h = makeHost(ViewThatFits(in: .horizontal) {
                box(.red, 300, 20)
                box(.green, 200, 20)
                box(.blue, 100, 20)
            }.frame(width: width))
            h.advance()
            return h
        }
        let wide = host(350), mid = host(250), narrow = host(50)
        #expect(wide.rect(filled: .red) != nil && wide.rect(filled: .green) == nil)
        #expect(mid.rect(filled: .red) == nil && mid.rect(filled: .green) != nil)
        #expect(narrow.rect(filled: .blue) != nil && narrow.rect(filled: .green) == nil)
    }

    // §26.6: Grid columns are as wide as their widest cell; rows as tall as the tallest.
    /// §26.6: a row inside modifiers keeps its cells in the grid's columns; the modifiers cover
    /// the cells' rectangle (a clip there, not a blank grid).
    @Test func aModifiedGridRowKeepsItsColumns() {
        struct Cells: View {
            var body: some View {
                Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                    ForEach(0..<2) { r in
                        GridRow {
                            Color.red.frame(width: 20, height: 10)
                            Color.blue.frame(width: 30, height: 10)
                        }
                    }
                    .cornerRadius(3)
                }
            }
        }
        let h = ViewHost(rootView: Cells(), size: CGSize(width: 100, height: 100))
        let reds = h.shapeDrawings.filter { $0.paint == .fill(Color.red.resolved) }.map(\.rect)
        let blues = h.shapeDrawings.filter { $0.paint == .fill(Color.blue.resolved) }.map(\.rect)
        // Grid of 54 × 24 centred in 100 × 100: origin (23, 38).
        #expect(reds == [CGRect(x: 23, y: 38, width: 20, height: 10), CGRect(x: 23, y: 52, width: 20, height: 10)], "\(reds)")
        #expect(blues == [CGRect(x: 47, y: 38, width: 30, height: 10), CGRect(x: 47, y: 52, width: 30, height: 10)], "\(blues)")
        let clips = h.displayList.items.compactMap { item -> CGRect? in
            if case .beginGroup(.clipShape(_, let r)) = item { return r } else { return nil }
        }
        #expect(clips == [CGRect(x: 23, y: 38, width: 54, height: 10), CGRect(x: 23, y: 52, width: 54, height: 10)], "\(clips)")
    }

    @Test func gridColumnWidths() {
        let h = makeHost(topLeading(Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow { box(.red, 50, 20); box(.green, 30, 40) }
            GridRow { box(.blue, 80, 10); box(.yellow, 20, 20) }
        }))
        h.advance()
        let red = h.rect(filled: .red)!, green = h.rect(filled: .green)!, blue = h.rect(filled: .blue)!, yellow = h.rect(filled: .yellow)!
        #expect(green.minX == 90 && yellow.minX == 90)       // column 0 is 80 wide, then 10
        #expect(blue.minY == 45 && red.minY == 0)             // row 0 is 40 tall, then 5
    }

    // §26.6: column alignment, cells spanning columns, and views outside rows spanning all.
    @Test func gridSpansAndColumnAlignment() {
        let h = makeHost(topLeading(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { box(.red, 50, 20).gridColumnAlignment(.trailing); box(.green, 50, 20) }
            GridRow { box(.blue, 20, 20); box(.yellow, 10, 20) }
            // Unsized across, a colour spanning columns takes their width (sized, it would widen
            // them to what the grid is offered: `aSpanningCellWidensItsColumns`).
            GridRow { Color.orange.frame(height: 10).gridCellColumns(2).gridCellUnsizedAxes(.horizontal) }
            Color.purple.frame(height: 10).gridCellUnsizedAxes(.horizontal)
        }))
        h.advance()
        #expect(h.rect(filled: .blue)!.maxX == 50)              // trailing in a 50-wide column
        #expect(h.rect(filled: .yellow)!.midX == 75)            // centred in the second column
        expectEqual(h.rect(filled: .orange)!.width, 100)
        expectEqual(h.rect(filled: .purple)!.width, 100)
    }

    // §26.6: GridLayout lays out like Grid, and through AnyLayout a grid and a stack switch
    // while the cells keep their identity (their frames animate from one to the other).
    @Test func gridLayoutAndAnyLayoutSwitch() {
        struct Root: View {
            @State var asGrid = true
            var body: some View {
                let layout = asGrid ? AnyLayout(GridLayout(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 5))
                    : AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
                return VStack(alignment: .leading, spacing: 0) {
                    layout {
                        GridRow { Color.red.frame(width: 50, height: 20); Color.green.frame(width: 30, height: 40) }
                        GridRow { Color.blue.frame(width: 80, height: 10); Color.yellow.frame(width: 20, height: 20) }
                    }
                    Button("switch") { withAnimation(.linear(duration: 1)) { asGrid.toggle() } }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let h = makeHost(Root())
        h.advance()
        // The same numbers as Grid's (gridColumnWidths).
        #expect(h.rect(filled: .green)!.minX == 90 && h.rect(filled: .yellow)!.minX == 90)
        #expect(h.rect(filled: .blue)!.minY == 45 && h.rect(filled: .red)!.minY == 0)
        let greenInGrid = h.rect(filled: .green)!
        #expect(h.tap(onText: "switch"))
        h.advance(frames: 1)
        // Outside a grid layout a GridRow is a group: the four cells stack, each animating from
        // its grid frame (a linear second: at the start it is still in the grid).
        expectEqual(h.rect(filled: .green)!.minX, greenInGrid.minX)
        h.advance(frames: 90)
        #expect(h.rect(filled: .green)!.minX == 0 && h.rect(filled: .green)!.minY == 20)
        #expect(h.rect(filled: .yellow)!.minY == 70)   // 20 + 40 + 10
    }

    // §26.7: a view inserted as another with the same id goes starts at that view's frame and
    // animates to its own (sampled on the virtual clock).
    @Test func matchedGeometryHero() {
        struct Root: View {
            @Namespace var ns
            @State var expanded = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    Color.clear
                    if expanded {
                        Color.blue.matchedGeometryEffect(id: "card", in: ns).frame(width: 400, height: 300).offset(x: 200, y: 100)
                    } else {
                        Color.blue.matchedGeometryEffect(id: "card", in: ns).frame(width: 100, height: 50)
                    }
                }
                .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
            }
        }
        let h = makeHost(Root())
        h.advance()
        expectEqual(h.rect(filled: .blue), CGRect(x: 0, y: 0, width: 100, height: 50))
        h.tap(at: CGPoint(x: 50, y: 25))
        h.advance()
        let start = h.shapeDrawings.filter { $0.paint == .fill(Color.blue.resolved) }.map(\.rect)
        #expect(start.contains(CGRect(x: 0, y: 0, width: 100, height: 50)))
        h.advance(frames: 30)
        let mid = h.shapeDrawings.filter { $0.paint == .fill(Color.blue.resolved) }.map(\.rect)
        #expect(mid.contains { abs($0.width - 250) < 6 && abs($0.height - 175) < 6 })
        // The outgoing view moves and resizes with it while it fades: both are drawn halfway.
        #expect(mid.filter { abs($0.width - 250) < 6 && abs($0.height - 175) < 6 && abs($0.minX - 100) < 6 }.count == 2, "\(mid)")
        h.advance(frames: 40)
        #expect(h.rect(filled: .blue) == CGRect(x: 0, y: 0, width: 400, height: 300).offsetBy(dx: 0, dy: 0) ||
                h.shapeDrawings.contains { $0.rect.size == CGSize(width: 400, height: 300) })
    }

    // §26.7: a hero whose container moves in the same transaction (a VStack that shrinks from a
    // Spacer-and-card column to the big card): both cards start at the small card's own place
    // and move together (the outgoing one used to jump by the container's move in the first
    // animation frame, the incoming one too).
    @Test func matchedGeometryHeroInAMovingContainer() {
        struct Root: View {
            @Namespace var ns
            @State var expanded = false
            var body: some View {
                VStack {
                    if expanded {
                        card(.red).frame(width: 300, height: 400)
                    } else {
                        Spacer()
                        card(.orange).frame(width: 100, height: 60)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            func card(_ c: Color) -> some View {
                RoundedRectangle(cornerRadius: 10).fill(c)
                    .matchedGeometryEffect(id: "card", in: ns)
                    .onTapGesture { withAnimation(.easeInOut(duration: 1)) { expanded.toggle() } }
            }
        }
        let h = ViewHost(rootView: Root(), size: CGSize(width: 393, height: 852))
        let small = CGRect(x: 146.5, y: 792, width: 100, height: 60)
        expectEqual(h.rect(filled: .orange), small)
        h.tap(at: CGPoint(x: 196, y: 820)); h.advance()
        #expect(h.rect(filled: .orange) == small)   // outgoing: where it was
        #expect(h.rect(filled: .red) == small)      // incoming: starts there
        h.advance(frames: 30)
        let out = h.rect(filled: .orange), inc = h.rect(filled: .red)
        #expect(out != nil && inc != nil)
        if let out, let inc {
            #expect(abs(out.minX - inc.minX) < 0.01 && abs(out.minY - inc.minY) < 0.01 && abs(out.width - inc.width) < 0.01)
            #expect(out.minY < 700 && out.width > 150)   // well on its way to the centre
        }
        h.advance(frames: 40)
        expectEqual(h.rect(filled: .red), CGRect(x: 46.5, y: 226, width: 300, height: 400))
    }

    // §26.7: a hero driven by an `.animation(_:value:)` above the two views (no withAnimation):
    // the outgoing view glides toward the incoming one's frame on that animation too (it jumped
    // there at once and faded in place).
    @Test func matchedGeometryHeroOnAnImplicitAnimation() {
        struct Root: View {
            @Namespace var ns
            @State var topLeft = true
            var body: some View {
                Color.clear.frame(width: 300, height: 300)
                    .overlay(alignment: .topLeading) {
                        if topLeft { Color.blue.matchedGeometryEffect(id: "r", in: ns).frame(width: 100, height: 80) }
                    }
                    .overlay(alignment: .bottomTrailing) {
                        if !topLeft { Color.red.matchedGeometryEffect(id: "r", in: ns).frame(width: 60, height: 100) }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { topLeft.toggle() }
                    .animation(.linear(duration: 1), value: topLeft)
            }
        }
        let h = ViewHost(rootView: Root(), size: CGSize(width: 300, height: 300))
        expectEqual(h.rect(filled: .blue), CGRect(x: 0, y: 0, width: 100, height: 80))
        h.tap(at: CGPoint(x: 150, y: 150)); h.advance()
        #expect(h.rect(filled: .blue) == CGRect(x: 0, y: 0, width: 100, height: 80))   // outgoing: where it was
        #expect(h.rect(filled: .red) == CGRect(x: 0, y: 0, width: 100, height: 80))    // incoming: starts there
        h.advance(frames: 30)   // half way (1 s at 60 frames/s, linear)
        let out = h.rect(filled: .blue), inc = h.rect(filled: .red)
        let half = CGRect(x: 120, y: 100, width: 80, height: 90)   // between (0,0,100,80) and (240,200,60,100)
        for r in [out, inc] {
            #expect(r.map { abs($0.minX - half.minX) < 1 && abs($0.minY - half.minY) < 1 && abs($0.width - half.width) < 1
                               && abs($0.height - half.height) < 1 } == true, "\(String(describing: r))")
        }
        h.advance(frames: 40)
        expectEqual(h.rect(filled: .red), CGRect(x: 240, y: 200, width: 60, height: 100))
        expectEqual(h.rect(filled: .blue), nil)
    }

    // §26.7: the incoming view's own fixed frame, written before the effect, ignores the size the
    // effect proposes: it starts centred on the outgoing view (the effect's default anchor), not
    // at its top-left corner.
    @Test func matchedGeometryHeroOfAFixedSizeStartsCentred() {
        struct Root: View {
            @Namespace var ns
            @State var big = false
            var body: some View {
                ZStack {
                    if big {
                        Color.blue.frame(width: 200, height: 200).matchedGeometryEffect(id: "c", in: ns)
                    } else {
                        Color.red.frame(width: 100, height: 100).matchedGeometryEffect(id: "c", in: ns)
                    }
                }
                .frame(width: 400, height: 400)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { big.toggle() } }
            }
        }
        let h = ViewHost(rootView: Root(), size: CGSize(width: 400, height: 400))
        expectEqual(h.rect(filled: .red), CGRect(x: 150, y: 150, width: 100, height: 100))
        h.tap(at: CGPoint(x: 200, y: 200)); h.advance()
        expectEqual(h.rect(filled: .blue), CGRect(x: 100, y: 100, width: 200, height: 200))
        h.advance(frames: 30)
        expectEqual(h.rect(filled: .blue), CGRect(x: 100, y: 100, width: 200, height: 200))
    }

    // §13: a new explicit id makes a new view: its state starts again.
    @Test func idResetsState() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        struct Root: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Counter().id(generation)
                    Button("reset") { generation += 1 }
                }
            }
        }
        let h = makeHost(Root())
        h.advance()
        #expect(h.tap(onText: "count 0"))
        h.advance()
        #expect(h.frame(ofText: "count 1") != nil)
        #expect(h.tap(onText: "reset"))
        h.advance()
        #expect(h.frame(ofText: "count 0") != nil)
    }

    // §26.7: the custom tab bar idiom — a highlight in each tab's background, matched across
    // tabs, in a bar given a `@Binding` that its parent got as a binding too. Both the outgoing
    // and the incoming highlight glide together (the outgoing one lagged and rose, aimed from
    // where its emptied background went twice over; with the binding passed on, the bar's body
    // was evaluated alone, without the tap's animation, and the highlight jumped).
    @Test func matchedGeometryHighlightInATabBarGivenABinding() {
        struct Bar: View {
            @Binding var selection: Int
            @Namespace private var ns
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { i in
                        Text("Tab \(i)").frame(width: 100, height: 40)
                            .background(ZStack { if selection == i { Color.orange.matchedGeometryEffect(id: "bg", in: ns) } })
                            .onTapGesture { withAnimation(.linear(duration: 1)) { selection = i } }
                    }
                }
            }
        }
        struct Owner: View {
            @State var selection = 0
            var body: some View { Bar(selection: $selection) }
        }
        struct PassesItOn: View {
            @Binding var selection: Int
            var body: some View { VStack { Text("title"); Bar(selection: $selection) } }
        }
        struct Outer: View {
            @State var selection = 0
            var body: some View { PassesItOn(selection: $selection) }
        }
        for passed in [false, true] {
            let h = ViewHost(rootView: passed ? AnyView(Outer()) : AnyView(Owner()), size: CGSize(width: 300, height: 200))
            h.advance(frames: 2)
            let start = try! #require(h.rect(filled: .orange))
            h.tap(onText: "Tab 2")
            h.advance(frames: 30)   // half of linear 1 s, from the frame after the tap
            let highlights = h.shapeDrawings.filter { $0.paint == .fill(Color.orange.resolved) }.map(\.rect)
            #expect(highlights.count == 2, "passed on: \(passed)")   // the outgoing one fades, the incoming one appears
            for r in highlights {
                #expect(abs(r.minX - 100 * 29 / 30) < 0.5 && r.minY == start.minY && r.size == start.size,
                        "passed on: \(passed), \(r)")
            }
            h.advance(frames: 40)
            #expect(h.shapeDrawings.filter { $0.paint == .fill(Color.orange.resolved) }.map(\.rect)
                    == [start.offsetBy(dx: 200, dy: 0)], "passed on: \(passed)")
        }
    }

    // §26.7: when `isSource` moves from one view of an id to another in an animated transaction,
    // the view that stopped being the source follows the new one, though it comes first in the
    // tree (it kept its own place: the blue square stayed on the left while the orange one grew on
    // the right). Both glide on the transaction's animation.
    @Test func matchedGeometryFollowsASourceThatComesLaterInTheTree() {
        struct Flip: View {
            @Namespace private var ns
            @State var onLeft = true
            var body: some View {
                HStack(spacing: 0) {
                    Color.blue.matchedGeometryEffect(id: "box", in: ns, isSource: onLeft).frame(width: 80, height: 80)
                    Spacer()
                    Color.orange.matchedGeometryEffect(id: "box", in: ns, isSource: !onLeft).frame(width: 140, height: 140)
                }
                .frame(width: 300, height: 200)
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 1)) { onLeft.toggle() } }
            }
        }
        let h = ViewHost(rootView: Flip(), size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        let left = CGRect(x: 0, y: 60, width: 80, height: 80), right = CGRect(x: 160, y: 30, width: 140, height: 140)
        expectEqual(h.rect(filled: .blue), left)
        #expect(h.rect(filled: .orange) == left)   // follows the blue source
        h.tap(at: CGPoint(x: 150, y: 190))
        h.advance(frames: 30)   // half of linear 1 s, from the frame after the tap
        let blue = try! #require(h.rect(filled: .blue)), orange = try! #require(h.rect(filled: .orange))
        // Half way, both between the left square and the right one, on the same curve.
        let t = 29.0 / 60
        func between(_ a: CGRect, _ b: CGRect) -> CGRect {
            CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                   width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
        }
        for r in [blue, orange] {
            let e = between(left, right)
            #expect(abs(r.minX - e.minX) < 0.5 && abs(r.minY - e.minY) < 0.5 && abs(r.width - e.width) < 0.5, "\(r) vs \(e)")
        }
        h.advance(frames: 40)
        expectEqual(h.rect(filled: .blue), right)
        expectEqual(h.rect(filled: .orange), right)
        // And back: the orange square, now first to stop being the source, is read after the
        // blue one; both return to the left.
        h.tap(at: CGPoint(x: 150, y: 190))
        h.advance(frames: 70)
        expectEqual(h.rect(filled: .blue), left)
        expectEqual(h.rect(filled: .orange), left)
    }

    // §26.7: a view placed before its source in the tree follows where the source is placed in the
    // same pass, not where it was in the last one (it lagged a layout behind, for good when
    // nothing placed it again).
    @Test func matchedGeometryFollowerBeforeItsSourceTakesItsNewPlace() {
        struct Late: View {
            @Namespace private var ns
            @State var wide = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.orange.matchedGeometryEffect(id: "m", in: ns, isSource: false).frame(width: 20, height: 20)
                    Color.blue.frame(width: 40, height: 40).matchedGeometryEffect(id: "m", in: ns)
                        .padding(.leading, wide ? 200 : 0)
                }
                .frame(width: 300, height: 200)
                .contentShape(Rectangle())
                .onTapGesture { wide.toggle() }
            }
        }
        let h = ViewHost(rootView: Late(), size: CGSize(width: 300, height: 200))
        h.advance(frames: 2)
        expectEqual(h.rect(filled: .orange), h.rect(filled: .blue))
        let before = try! #require(h.rect(filled: .blue))
        h.tap(at: CGPoint(x: 150, y: 190))
        h.advance(frames: 2)
        let blue = try! #require(h.rect(filled: .blue))
        #expect(blue.minX == before.minX + 100)   // the column, centred, grew by 200
        expectEqual(h.rect(filled: .orange), blue)
    }

    // §26.3: a subview the layout does not place is centred and sized for the container's
    // proposal (Apple, `LayoutSubview.place(at:anchor:proposal:)`): a colour fills the 200 × 100
    // container (it was 10 × 10, its ideal size), a fixed 40-pt square is centred.
    @Test func anUnplacedSubviewTakesTheContainersProposal() {
        let h = ViewHost(rootView: PlacesNothing { Color.red; Color.blue.frame(width: 40, height: 40) }.frame(width: 200, height: 100),
                         size: CGSize(width: 400, height: 300))
        let red = h.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) }?.rect
        let blue = h.shapeDrawings.first { $0.paint == .fill(Color.blue.resolved) }?.rect
        #expect(red == CGRect(x: 100, y: 100, width: 200, height: 100), "\(String(describing: red))")
        #expect(blue == CGRect(x: 180, y: 130, width: 40, height: 40), "\(String(describing: blue))")
    }

    // §26.3: `placeSubviews` gets the proposal the layout answered the bounds' size to (Apple,
    // `Layout.placeSubviews`): 300 across in a 300-wide frame, unspecified under `fixedSize`
    // (the bar falls back to 10); both were the 100-pt bounds.
    @Test func placeSubviewsGetsTheProposalItAnswered() {
        let h = ViewHost(rootView: VStack(spacing: 20) {
            AnswersHundred { Color.red }.frame(width: 300)
            AnswersHundred { Color.blue }.fixedSize()
        }, size: CGSize(width: 400, height: 400))
        let red = h.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) }?.rect
        let blue = h.shapeDrawings.first { $0.paint == .fill(Color.blue.resolved) }?.rect
        #expect(red?.width == 300 && blue?.width == 10, "\(String(describing: red)) \(String(describing: blue))")
    }
    // §26.4: a cell spanning columns widens them when it needs more: a 250-pt bar under a row of
    // a 40- and a 60-pt cell (10-pt spacing) makes the columns 110 and 130 (it overflowed the
    // 110-pt grid); a bar spanning two of three columns ends before the third. A `Divider`
    // between rows takes the width offered unless it is unsized (Apple,
    // `gridCellUnsizedAxes(_:)`).
    @Test func aSpanningCellWidensItsColumns() {
        let h = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 20); Color.green.frame(width: 60, height: 20) }
            Color.gray.frame(width: 250, height: 20)
        }, size: CGSize(width: 400, height: 300))
        #expect(h.rect(filled: .gray)?.minX == 75 && h.rect(filled: .red)?.minX == 110 && h.rect(filled: .green)?.minX == 230,
                "\(String(describing: h.rect(filled: .gray))) \(String(describing: h.rect(filled: .red))) \(String(describing: h.rect(filled: .green)))")
        let two = ViewHost(rootView: Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow { Color.red.frame(width: 40, height: 20); Color.green.frame(width: 60, height: 20); Color.blue.frame(width: 20, height: 20) }
            GridRow { Color.orange.frame(width: 250, height: 20).gridCellColumns(2); Color.purple.frame(width: 20, height: 20) }
        }, size: CGSize(width: 400, height: 300))
        let orange = two.rect(filled: .orange), purple = two.rect(filled: .purple)
        #expect(orange?.width == 250 && (orange?.maxX ?? 999) + 10 == purple?.minX, "\(String(describing: orange)) \(String(describing: purple))")
        func width(unsized: Bool) -> CGFloat? {
            let g = ViewHost(rootView: Grid {
                GridRow { Color.red.frame(width: 40, height: 20); Color.green.frame(width: 60, height: 20) }
                if unsized { Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal) } else { Color.gray.frame(height: 1) }
                GridRow { Color.red.frame(width: 40, height: 20); Color.green.frame(width: 60, height: 20) }
            }, size: CGSize(width: 400, height: 300))
            return g.rect(filled: .gray)?.width
        }
        #expect(width(unsized: false) == 400 && width(unsized: true) == 108, "\(String(describing: width(unsized: false))) \(String(describing: width(unsized: true)))")
    }
    // §26.3: `LayoutSubview.spacing` carries the spacing the stacks use, so a custom column that
    // spaces its subviews by `spacing.distance(to:along:)` (WWDC22, "Compose custom layouts with
    // SwiftUI") puts two texts and a square where a `VStack` does (it put 8 pt between the texts).
    @Test func aCustomColumnSpacesTextsAsAVStack() {
        func frames<V: View>(_ v: V) -> [CGFloat] {
            let h = ViewHost(rootView: v, size: CGSize(width: 300, height: 400))
            return [h.frame(ofText: "First")?.minY, h.frame(ofText: "Second")?.minY, h.rect(filled: .red)?.minY].map { $0 ?? -1 }
        }
        let stack = frames(VStack(alignment: .leading) { Text("First"); Text("Second"); Color.red.frame(width: 30, height: 30) })
        let custom = frames(SpacedColumn { Text("First"); Text("Second"); Color.red.frame(width: 30, height: 30) })
        #expect(stack == custom, "VStack \(stack), custom \(custom)")
    }
    // §26.6: a `GridRow` aligned on a guide is as tall as its cells lined up on it: a 40-pt cell
    // marked at its bottom and a 60-pt one marked 10 from its top make a 90-pt row, the second
    // 30 below the first, and the next row starts under it (the row was 60 tall, the second
    // cell 30 pt into the next row).
    @Test func aRowAlignedOnAGuideHoldsItsCells() {
        let h = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: VerticalAlignment(MarkID.self)) {
                Color.red.frame(width: 40, height: 40)
                Color.green.frame(width: 40, height: 60).alignmentGuide(VerticalAlignment(MarkID.self)) { _ in 10 }
            }
            GridRow { Color.blue.frame(width: 80, height: 20).gridCellColumns(2) }
        }, size: CGSize(width: 400, height: 400))
        let red = h.rect(filled: .red), green = h.rect(filled: .green), blue = h.rect(filled: .blue)
        #expect(red?.minY == 145 && green?.minY == 175 && blue?.minY == 235,
                "\(String(describing: red)) \(String(describing: green)) \(String(describing: blue))")
    }
    // §26.6: a `Grid` column aligned on a custom guide (`gridColumnAlignment`) is as wide as its
    // cells lined up on it: 40-pt cells marked 10 and 30 from their leading edges make a 60-pt
    // column, the first 20 right of the second (the column was 40 wide, the first cell 20 pt past
    // it), and the column after it starts at 60.
    @Test func aColumnAlignedOnAGuideHoldsItsCells() {
        let mark = HorizontalAlignment(ColumnMarkID.self)
        let h = ViewHost(rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10).alignmentGuide(mark) { _ in 10 }.gridColumnAlignment(mark)
                Color.yellow.frame(width: 10, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 40, height: 10).alignmentGuide(mark) { _ in 30 }
                Color.green.frame(width: 10, height: 10)
            }
        }, size: CGSize(width: 400, height: 400))
        let red = h.rect(filled: .red), blue = h.rect(filled: .blue), yellow = h.rect(filled: .yellow)
        #expect(red != nil && blue != nil && yellow != nil)
        guard let red, let blue, let yellow else { return }
        #expect(red.minX - blue.minX == 20, "\(red) \(blue)")
        #expect(yellow.minX - blue.minX == 60, "\(yellow) \(blue)")
        #expect(red.maxX <= yellow.minX)
    }
}

/// A guide at a view's leading edge unless set.
private enum ColumnMarkID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

/// A guide at a view's bottom unless set.
private enum MarkID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}

/// A column that spaces its subviews by their spacing preferences.
private struct SpacedColumn: Layout {
    func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { i in i == 0 ? 0 : subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: .vertical) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps(subviews).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (i, gap) in gaps(subviews).enumerated() {
            y += gap
            subviews[i].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subviews[i].sizeThatFits(.unspecified).height
        }
    }
}

/// Fills its proposal and places nothing.
private struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Answers 100 × 100 whatever it is offered, and places its one subview as wide as the width it
/// was proposed (10 when none), 20 tall.
private struct AnswersHundred: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: proposal.width ?? 10, height: 20))
    }
}
