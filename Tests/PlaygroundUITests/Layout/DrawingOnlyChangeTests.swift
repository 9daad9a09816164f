import Foundation
import Testing
@testable import PlaygroundUI

// A change that only moves content — an offset (docs/semantics.md §6.5: the parent's layout and
// the view's own frame stay), a scroll position — changes no size, so nothing is measured again
// (`sizeStamp`, docs/engine.md "Change stamps"): the content is placed and drawn again where it
// now is, and anchors follow it. A change that resizes still lays out again.

/// A 40×20 box that a tap offsets by (`dx`, 5) and, with `widens`, makes 60 wide in the same pass.
private struct ShiftingBox: View {
    let dx: CGFloat
    let widens: Bool
    @State private var shifted = false
    var body: some View {
        Color.blue.frame(width: widens && shifted ? 60 : 40, height: 20)
            .anchorPreference(key: BoxAnchorKey.self, value: .bounds) { $0 }
            .offset(x: shifted ? dx : 0, y: shifted ? 5 : 0)
            .onTapGesture { shifted.toggle() }
    }
}

/// A red 120×24 row with a black label; a tap makes it blue with a white label.
private struct RecolouringRow: View {
    @State private var on = false
    var body: some View {
        Text("Recolour").foregroundColor(on ? .white : .black)
            .frame(width: 120, height: 24)
            .background(on ? Color.blue : Color.red)
            .onTapGesture { on.toggle() }
    }
}

private struct BoxAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@MainActor
@Suite struct DrawingOnlyChangeTests {
    /// Three rows in a stack, the middle one shifting; the root reads the box's anchor and
    /// covers it in yellow, drawn over it.
    private func host(dx: CGFloat, widens: Bool) -> ViewHost {
        makeHost(topLeading(VStack(spacing: 4) {
            Color.red.frame(width: 100, height: 10)
            HStack(spacing: 8) {
                Color.green.frame(width: 30, height: 20)
                ShiftingBox(dx: dx, widens: widens)
                Color.gray.frame(width: 30, height: 20)
            }
            Color.red.frame(width: 100, height: 10)
        }.overlayPreferenceValue(BoxAnchorKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.yellow.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                }
            }
            .allowsHitTesting(false)   // the outline lies over the box: taps go through to it
        }))
    }

    private func tap(_ h: ViewHost, _ rect: CGRect) {
        h.tap(at: CGPoint(x: rect.midX, y: rect.midY))
        h.advance()
    }

    // The box moves 12 right and 5 down; nothing is measured again, its siblings stay, and the
    // anchor taken inside the offset outlines the moved box (§6.5).
    @Test func anOffsetThatChangesMeasuresNothing() throws {
        let h = host(dx: 12, widens: false)
        h.advance()
        let box = try #require(h.rect(filled: .blue))
        let green = h.rect(filled: .green), gray = h.rect(filled: .gray)
        expectEqual(h.rect(filled: .yellow), box)
        let measured = h.counters.measurements
        tap(h, box)
        #expect(h.counters.measurements == measured, "measured \(h.counters.measurements - measured) times")
        let moved = try #require(h.rect(filled: .blue))
        expectEqual(moved, box.offsetBy(dx: 12, dy: 5))
        #expect(h.rect(filled: .green) == green && h.rect(filled: .gray) == gray)
        expectEqual(h.rect(filled: .yellow), moved)
        // And back: the tap lands on the moved box.
        tap(h, moved)
        #expect(h.rect(filled: .blue) == box && h.rect(filled: .yellow) == box)
        expectEqual(h.counters.measurements, measured)
    }

    // The same tap also widens the box by 20: the stack lays out again, so the gray box moves 20
    // right, the HStack and the VStack grow to 136 and the red rows, centred in it, move 10 right.
    @Test func anOffsetWithAResizeLaysOutAgain() throws {
        let h = host(dx: 12, widens: true)
        h.advance()
        let box = try #require(h.rect(filled: .blue))
        let gray = try #require(h.rect(filled: .gray))
        let green = try #require(h.rect(filled: .green))
        let red = try #require(h.rect(filled: .red))
        #expect(green.minX == 0 && box.minX == 38 && gray.minX == 86 && red.minX == 8)
        let measured = h.counters.measurements
        tap(h, box)
        #expect(h.counters.measurements > measured)
        let moved = try #require(h.rect(filled: .blue))
        expectEqual(h.rect(filled: .green), green)
        expectEqual(moved, CGRect(x: box.minX + 12, y: box.minY + 5, width: 60, height: 20))
        expectEqual(h.rect(filled: .gray), gray.offsetBy(dx: 20, dy: 0))
        expectEqual(h.rect(filled: .red), red.offsetBy(dx: 10, dy: 0))
        expectEqual(h.rect(filled: .yellow), moved)
    }

    // A row that changes colour, or a text that does (a colour is not part of a text's layout):
    // drawn again in place, nothing measured and no stack item asked again.
    @Test func aRecolourMeasuresNothing() throws {
        let h = makeHost(topLeading(VStack(spacing: 2) {
            ForEach(0..<20) { _ in Color.gray.frame(width: 40, height: 10) }
            RecolouringRow()
            ForEach(0..<20) { _ in Color.gray.frame(width: 40, height: 10) }
        }))
        h.advance()
        let row = try #require(h.rect(filled: .red))
        let text = try #require(h.textDrawings.first { $0.string == "Recolour" })
        let measured = h.counters.measurements, asked = h.graph.stackItemsAsked
        tap(h, row)
        #expect(h.counters.measurements == measured && h.graph.stackItemsAsked == asked)
        #expect(h.rect(filled: .blue) == row && h.rect(filled: .red) == nil)
        let recoloured = try #require(h.textDrawings.first { $0.string == "Recolour" })
        #expect(recoloured.rect == text.rect && recoloured.color != text.color)
        expectEqual(recoloured.color, Color.white.resolved)
    }

    // Scrolling moves the content and measures nothing: 37 points down, every row 37 up.
    @Test func scrollingMeasuresNothing() throws {
        let h = makeHost(topLeading(VStack(spacing: 0) {
            Text("Title")
            ScrollView {
                VStack(spacing: 2) {
                    ForEach(0..<40) { i in Color(white: Double(i) / 40).frame(width: 200, height: 20) }
                    Color.blue.frame(width: 200, height: 20)
                }
            }.frame(height: 300)
        }))
        h.advance()
        let blue = try #require(h.rect(filled: .blue))
        let measured = h.counters.measurements
        h.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 37))
        h.advance()
        #expect(h.counters.measurements == measured, "measured \(h.counters.measurements - measured) times")
        expectEqual(h.rect(filled: .blue), blue.offsetBy(dx: 0, dy: -37))
    }
}
