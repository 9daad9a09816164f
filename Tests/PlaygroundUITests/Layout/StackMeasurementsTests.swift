import Foundation
import Testing
@testable import PlaygroundUI

// A stack keeps its items' answers per proposal and asks again only the items whose subtrees
// changed (StackMeasurements; docs/engine.md, "Layout"). What it draws must be what a stack that
// asked every item would draw (docs/semantics.md §6.1): these tests change one item in each way
// that can move the others.

/// A colour behind a body: a frame around it is a frame node (a frame applied straight to a colour
/// is the colour's own attribute, where an alignment cannot move it: `FramedShapeTests`).
private struct Filled: View {
    let color: Color
    var body: some View { color }
}

/// A 20×10 box that a tap turns blue (the same size) or, with `grows`, 30 tall. The tap also
/// changes the frame's alignment, which the box fills either way: a change a layout must ask
/// about (a colour alone is drawn, not measured: `DrawingOnlyChangeTests`).
private struct TapBox: View {
    let grows: Bool
    @State private var tapped = false
    var body: some View {
        Filled(color: tapped ? .blue : .red)
            .frame(width: 20, height: grows && tapped ? 30 : 10, alignment: tapped ? .leading : .center)
            .onTapGesture { tapped.toggle() }
    }
}

/// A box whose leading guide a tap moves 30 points in, its size unchanged.
private struct GuideBox: View {
    @State private var shifted = false
    var body: some View {
        Color.blue.frame(width: 50, height: 20)
            .alignmentGuide(.leading) { _ in shifted ? 30 : 0 }
            .onTapGesture { shifted.toggle() }
    }
}

/// A box that a tap widens from 20 to 60.
private struct WideningBox: View {
    @State private var wide = false
    var body: some View {
        Color.blue.frame(width: wide ? 60 : 20, height: 10).onTapGesture { wide.toggle() }
    }
}

@MainActor
@Suite struct StackMeasurementsTests {
    private func rows(grow: Bool) -> some View {
        topLeading(VStack(spacing: 2) {
            ForEach(0..<50) { _ in TapBox(grows: grow) }
        }.background(Color.green))
    }

    /// Taps the middle of `rect` and draws the frame after.
    private func tap(_ h: ViewHost, _ rect: CGRect) {
        h.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        h.advance()
    }

    private func redRects(_ h: ViewHost) -> [CGRect] {
        h.shapeDrawings.filter { $0.paint == .fill(Color.red.resolved) }.map(\.rect)
    }

    // A row that changes colour, not size: the stack asks that row again and no other (a
    // proposal's answers are kept per proposal: at most one question per proposal it is given),
    // and every row stays where it was.
    @Test func onlyTheChangedItemIsAskedAgain() {
        let h = makeHost(rows(grow: false))
        h.advance()
        let before = redRects(h)
        expectEqual(before.count, 50)
        let asked = h.graph.stackItemsAsked
        tap(h, before[10])
        let again = h.graph.stackItemsAsked - asked
        #expect(again >= 1 && again <= StackMeasurements.capacity, "asked \(again) items again")
        expectEqual(h.rect(filled: .blue), before[10])
        var after = redRects(h)
        after.insert(before[10], at: 10)
        expectEqual(after, before)
    }

    // A row that grows by 20 moves every row after it down by 20 and the stack grows by 20;
    // the rows before it stay.
    @Test func anItemThatGrowsMovesTheOnesAfterIt() {
        let h = makeHost(rows(grow: true))
        h.advance()
        let before = redRects(h)
        let height = h.rect(filled: .green)!.height
        #expect(height == 598, "\(height.bitPattern)")   // 50 rows of 10 and 49 gaps of 2
        tap(h, before[10])
        let after = redRects(h)
        expectEqual(h.rect(filled: .blue)!.size, CGSize(width: 20, height: 30))
        expectEqual(Array(after[0..<10]), Array(before[0..<10]))
        for i in 10..<49 { #expect(after[i] == before[i + 1].offsetBy(dx: 0, dy: 20)) }
        expectEqual(h.rect(filled: .green)!.height, height + 20)
    }

    // A flexible item shares what a rigid sibling leaves: when the sibling widens by 40, the
    // flexible one is offered, and takes, 40 less (§6.1).
    @Test func aFlexibleItemIsOfferedItsNewShare() {
        let h = makeHost(topLeading(HStack(spacing: 0) {
            Color.green.frame(maxWidth: .infinity).frame(height: 10)
            WideningBox()
        }.frame(width: 200)))
        h.advance()
        expectEqual(h.rect(filled: .green)!.width, 180)
        let blue = h.rect(filled: .blue)!
        tap(h, blue)
        expectEqual(h.rect(filled: .green)!.width, 140)
        expectEqual(h.rect(filled: .blue)!, CGRect(x: 140, y: blue.minY, width: 60, height: 10))
    }

    // §26.1: a guide that moves while the size stays moves the item and grows the stack to the
    // new union (30 + 100), though no size changed.
    @Test func aGuideThatMovesAtTheSameSizeResizesTheStack() {
        let h = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            GuideBox()
        }.background(Color.green)))
        h.advance()
        expectEqual(h.rect(filled: .green)!.width, 100)
        let blue = h.rect(filled: .blue)!
        tap(h, blue)
        expectEqual(h.rect(filled: .green)!.width, 130)
        expectEqual(h.rect(filled: .blue)!.minX, h.rect(filled: .red)!.minX - 30)
    }
}
