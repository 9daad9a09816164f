import Foundation
import Testing
@testable import PlaygroundUI

// A stack offered the size it answered keeps the layout it answered it with (docs/semantics.md §6.1).

@MainActor
struct StackPlacementProposalTests {
    /// A view 35 pt wide at least and 60 at most (25 pt of give) beside one of 13 to 47 (34): the
    /// first is the less flexible and is shared first. At the stack's ideal width, 115, an equal
    /// share is 53.5, less than the first one's 60 — as a large number beside a small label.
    private func stack() -> some View {
        HStack(spacing: 8) {
            Color.red.frame(minWidth: 35, maxWidth: 60)
            Color.blue.frame(minWidth: 13, maxWidth: 47)
        }
    }

    private func fills(_ h: ViewHost) -> [CGRect] {
        h.shapeDrawings.filter { $0.paint == .fill(Color.red.resolved) || $0.paint == .fill(Color.blue.resolved) }
            .map(\.rect).sorted { $0.minX < $1.minX }
    }

    @Test func aStackPlacedAtItsOwnSizeGivesEachChildWhatItGaveWhenSized() {
        // The window proposes 390; the stack answers 115 (the two at their widest and the gap).
        // Placed at 115 — bare, in a frame that fixes its height, padded, in a VStack — it was
        // shared again at 115, which gave the red view 53.5 and left 7.5 pt empty.
        let views: [AnyView] = [
            AnyView(stack().frame(height: 20)),
            AnyView(stack().frame(height: 20).padding()),
            AnyView(VStack { stack().frame(height: 20).padding(4).background(.gray) }),
        ]
        for v in views {
            let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 200))
            let r = fills(h)
            expectEqual(r.map(\.width), [60, 47])
            #expect(r.count == 2 && r[1].minX - r[0].maxX == 8)
        }
    }

    @Test func aStackOfferedAnotherSizeSharesThatSize() {
        // A frame of 100 proposes 100: shared at 100, the red view gets (100 − 8) / 2 = 46 and the
        // blue one the remaining 46.
        let h = ViewHost(rootView: stack().frame(width: 100, height: 20), size: CGSize(width: 390, height: 200))
        expectEqual(fills(h).map(\.width), [46, 46])
    }

    @Test func theItemsOfAFixedSizeStackTakeItsWidthAcross() {
        // Across, the stack proposes its own size when placing: the equal-width idiom.
        let h = ViewHost(rootView: VStack {
            Color.red.frame(width: 50, height: 10).frame(maxWidth: .infinity)
            Color.blue.frame(width: 120, height: 10).frame(maxWidth: .infinity).background(Color.green)
        }.fixedSize(), size: CGSize(width: 390, height: 200))
        let green = h.shapeDrawings.first { $0.paint == .fill(Color.green.resolved) }?.rect
        expectEqual(green?.width, 120)
    }

    private func rect(_ h: ViewHost, _ color: Color) -> CGRect? {
        h.shapeDrawings.first { $0.paint == .fill(color.resolved) }?.rect
    }

    @Test func aStackWiderThanItsProposalProposesItsOtherItemsTheProposal() {
        // A 500-pt banner in a 394-pt window: the VStack is 500 wide, centred (x −53 … 447).
        // iOS proposes the other items the stack's own proposal across, 394: the padded red view
        // is 394 − 120 = 274 wide, at x 60 … 334 (it was proposed 500: 380 wide, at 7 … 387).
        let h = ViewHost(rootView: VStack(spacing: 10) {
            Color.blue.frame(width: 500, height: 40)
            Color.red.frame(height: 40).padding(.horizontal, 60)
        }, size: CGSize(width: 394, height: 300))
        expectEqual(rect(h, .red)?.minX, 60)
        expectEqual(rect(h, .red)?.width, 274)
        expectEqual(rect(h, .blue)?.minX, -53)
    }

    @Test func anHStackTallerThanItsProposalProposesItsOtherItemsTheProposal() {
        // The same across an HStack: a 900-pt column in an 852-pt window; the padded red column
        // is proposed 852 − 120 = 732 tall.
        let h = ViewHost(rootView: HStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 900)
            Color.red.frame(width: 40).padding(.vertical, 60)
        }, size: CGSize(width: 393, height: 852))
        expectEqual(rect(h, .red)?.height, 732)
        expectEqual(rect(h, .red)?.minY, 60)
    }

    @Test func aZStackWiderThanItsProposalProposesItsOtherLayersTheProposal() {
        let h = ViewHost(rootView: ZStack {
            Color.blue.frame(width: 500, height: 40)
            Color.red.frame(height: 20).padding(.horizontal, 60)
        }, size: CGSize(width: 394, height: 300))
        expectEqual(rect(h, .red)?.width, 274)
        expectEqual(rect(h, .red)?.minX, 60)
    }

    // §6.1, §26.1: two bar columns bottom-aligned in an HStack. The shorter column's answer to a
    // zero-width probe (its labels wrapped a character a line) equals the taller column's height;
    // offered that height it was taken for "asked again for its own answer", answered it, and was
    // drawn top-aligned. iOS lines the bottoms up.
    @Test func bottomAlignedColumnsLineUpTheirBottoms() throws {
        func column(_ top: String, _ height: CGFloat, _ bottom: String) -> some View {
            VStack {
                Text(top).font(.caption2)
                Color.blue.frame(height: height)
                Text(bottom).font(.caption)
            }
        }
        let h = ViewHost(rootView: HStack(alignment: .bottom, spacing: 10) {
            column("100", 150, "Thu")
            column("70", 105, "Fri")
        }, size: CGSize(width: 393, height: 852))
        let thu = try #require(h.frame(ofText: "Thu")), fri = try #require(h.frame(ofText: "Fri"))
        #expect(abs(thu.maxY - fri.maxY) < 0.01)
        let top100 = try #require(h.frame(ofText: "100")), top70 = try #require(h.frame(ofText: "70"))
        #expect(abs((top70.minY - top100.minY) - 45) < 0.01)
    }

    // §6.1: a stack that overflows its proposal keeps, placed at its answer, the layout it
    // answered with: objc.io's example ("How an HStack Lays out Its Children", 2020; its picture
    // shows 75 and 100) — a colour at most 100 wide and one at least 100, no spacing, in a 150-pt
    // frame — is 175 wide, centred over the frame, red 75 and green 100 (it was red 87.5, green
    // 100, 12.5 pt past the stack's bounds).
    @Test func anOverflowingStackKeepsItsLayout() {
        let h = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }.frame(width: 150, height: 100), size: CGSize(width: 390, height: 300))
        let red = h.rect(filled: .red), green = h.rect(filled: .green)
        #expect(red == CGRect(x: 107.5, y: 100, width: 75, height: 100), "\(String(describing: red))")
        #expect(green == CGRect(x: 182.5, y: 100, width: 100, height: 100), "\(String(describing: green))")
    }
}
