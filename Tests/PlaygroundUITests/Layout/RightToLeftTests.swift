import Foundation
import Testing
@testable import PlaygroundUI

// §21.7: right-to-left layout. SwiftUI flips each view's x position within its parent, and moves
// a view's origin to its right edge with x growing leftward, so the same layout code reads the
// same numbers and draws mirrored.

@MainActor
@Suite struct RightToLeftTests {
    private static let size = CGSize(width: 300, height: 200)

    private func host<V: View>(_ view: V, rtl: Bool = true) -> ViewHost {
        let h = ViewHost(rootView: view, size: Self.size)
        if rtl { h.layoutDirection = .rightToLeft }
        h.advance(frames: 1)
        return h
    }

    /// §21.7: an HStack's first child is at the trailing (right) end; a leading-aligned frame
    /// puts the stack against the right edge.
    @Test func stackOrderAndAlignmentMirror() throws {
        let view = HStack(spacing: 10) {
            Text("one").frame(width: 50, height: 20)
            Text("two").frame(width: 60, height: 20)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let ltr = host(view, rtl: false)
        expectEqual(try #require(ltr.frame(ofText: "one")).midX, 25)
        expectEqual(try #require(ltr.frame(ofText: "two")).midX, 90)
        let rtl = host(view)
        expectEqual(try #require(rtl.frame(ofText: "one")).midX, 275)
        expectEqual(try #require(rtl.frame(ofText: "two")).midX, 210)
    }

    /// §21.7: leading padding is on the right; a positive x offset moves left; `position(x:)`
    /// counts from the right edge.
    @Test func paddingOffsetAndPositionMirror() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("padded").frame(width: 40, height: 20).padding(.leading, 30)
            Text("offset").frame(width: 40, height: 20).offset(x: 15)
            Color.clear.frame(height: 40).overlay(Text("placed").frame(width: 20, height: 20).position(x: 10, y: 20))
        }
        .frame(width: 100)
        let h = host(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        // The 100-pt column hugs the right edge: it spans 200…300. Texts are centred in their
        // 40-pt frames.
        expectEqual(try #require(h.frame(ofText: "padded")).midX, 300 - 30 - 20)
        expectEqual(try #require(h.frame(ofText: "offset")).midX, 300 - 20 - 15)
        expectEqual(try #require(h.frame(ofText: "placed")).midX, 300 - 10)
    }

    /// §21.7: a GeometryReader in a right-to-left view reads frames measured from the right
    /// edge of the space, as the left-to-right layout reads them from the left.
    @Test func geometryReadsTheFlippedSpace() throws {
        nonisolated(unsafe) var readings: [CGFloat] = []
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 30)
            GeometryReader { proxy in
                Color.blue.onAppear { readings = [proxy.frame(in: .named("row")).minX, proxy.frame(in: .global).minX] }
            }
            .frame(width: 50)
        }
        .frame(height: 20)
        .coordinateSpace(name: "row")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        _ = host(view, rtl: false)
        expectEqual(readings, [30, 30])
        readings = []
        _ = host(view)
        expectEqual(readings, [30, 30])
    }

    /// §21.7, §4: an anchor resolved in a right-to-left overlay gives the flipped coordinates, so
    /// the published "underline follows the selected tab" code draws under the tab in both directions.
    @Test func anchoredUnderlineFollowsTheTab() throws {
        struct TabAnchorKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? { nil }
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        let view = HStack(spacing: 20) {
            Text("All").frame(width: 40, height: 20)
            Text("Starred").frame(width: 70, height: 20)
                .anchorPreference(key: TabAnchorKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(TabAnchorKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Text("underline").frame(width: proxy[anchor].width, height: 2)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        for rtl in [false, true] {
            let h = host(view, rtl: rtl)
            let tab = try #require(h.frame(ofText: "Starred"))
            let line = try #require(h.frame(ofText: "underline"))
            // The tab's 70-pt frame spans 60…130 from its leading edge.
            #expect(abs(line.midX - tab.midX) < 0.01, "rtl \(rtl)")
            #expect(abs(tab.midX - (rtl ? 300 - 95 : 95)) < 0.01)
        }
    }

    /// §21.7: a drag's translation is in the view's flipped space: moving the pointer 50 pt right
    /// is a translation of −50, so `.offset(x: translation.width)` follows the finger.
    @Test func dragTranslationIsFlipped() throws {
        struct Draggable: View {
            @State var dx: CGFloat = 0
            @State var predicted: CGFloat = 0
            var body: some View {
                VStack {
                    Text("knob").frame(width: 40, height: 40)
                        .offset(x: dx)
                        .gesture(DragGesture().onChanged { dx = $0.translation.width; predicted = $0.predictedEndTranslation.width })
                    Text("predicted \(predicted < dx ? "further" : "back")")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        let h = host(Draggable())
        let start = try #require(h.frame(ofText: "knob"))
        h.press(at: CGPoint(x: start.midX, y: start.midY))
        h.advance(frames: 1)
        for step in 1...5 {
            h.move(to: CGPoint(x: start.midX + CGFloat(step) * 10, y: start.midY))
            h.advance(frames: 1)
        }
        let moved = try #require(h.frame(ofText: "knob"))
        expectEqual(moved.midX, start.midX + 50)
        // The velocity is in the flipped space too: the predicted end lies further along.
        #expect(h.frame(ofText: "predicted further") != nil)
        h.release(at: CGPoint(x: start.midX + 50, y: start.midY))
    }

    /// §21.7: `.environment(\.layoutDirection, .rightToLeft)` mirrors only the views inside;
    /// the view itself is placed by its left-to-right parent.
    @Test func environmentMirrorsASubtreeOnly() throws {
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) { Text("a").frame(width: 20, height: 20); Text("b").frame(width: 20, height: 20) }
            HStack(spacing: 0) { Text("c").frame(width: 20, height: 20); Text("d").frame(width: 20, height: 20) }
                .environment(\.layoutDirection, .rightToLeft)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let h = host(view, rtl: false)
        expectEqual(try #require(h.frame(ofText: "a")).midX, 10)
        expectEqual(try #require(h.frame(ofText: "b")).midX, 30)
        // The inner stack is at the left (its parent is left-to-right) with its children swapped.
        expectEqual(try #require(h.frame(ofText: "c")).midX, 30)
        expectEqual(try #require(h.frame(ofText: "d")).midX, 10)
    }

    /// §21.7: switching the direction at run time mirrors views whose own frames do not move.
    @Test func switchingDirectionRelaysOut() throws {
        struct Switcher: View {
            @State var rtl = false
            var body: some View {
                HStack(spacing: 0) {
                    Text("first").frame(width: 50, height: 20)
                    Spacer()
                    Text("flip").frame(width: 50, height: 20).onTapGesture { rtl.toggle() }
                }
                .environment(\.layoutDirection, rtl ? .rightToLeft : .leftToRight)
            }
        }
        let h = host(Switcher(), rtl: false)
        expectEqual(try #require(h.frame(ofText: "first")).midX, 25)
        h.tap(onText: "flip")
        h.advance(frames: 1)
        expectEqual(try #require(h.frame(ofText: "first")).midX, 275)
        expectEqual(try #require(h.frame(ofText: "flip")).midX, 25)
    }

    /// §21.7: a horizontal scroll view starts at its right edge, and dragging right reveals the
    /// items further along.
    @Test func horizontalScrollStartsAtTheRight() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<10) { Text("item \($0)").frame(width: 100, height: 40) } }
        }
        let h = host(view)
        expectEqual(try #require(h.frame(ofText: "item 0")).midX, 250)
        h.press(at: CGPoint(x: 100, y: 100))
        for step in 1...10 { h.move(to: CGPoint(x: 100 + CGFloat(step) * 10, y: 100)); h.advance(frames: 1) }
        h.release(at: CGPoint(x: 200, y: 100))
        h.advance(frames: 1)
        #expect(try #require(h.frame(ofText: "item 0")).midX >= 340)
    }

    /// §21.7: the leading edge of a multi-line text's lines is the right edge.
    @Test func multilineTextAlignsToTheRight() throws {
        let view = Text("a short line\nand a much longer second line").frame(width: 280)
        let h = host(view)
        let lines = h.displayList.items.compactMap { item -> TextDrawing? in
            if case .text(let t) = item { return t } else { return nil }
        }
        try #require(lines.count == 2)
        #expect(abs(lines[0].rect.maxX - lines[1].rect.maxX) < 0.5)
        #expect(lines[0].rect.minX > lines[1].rect.minX)
    }

    /// §21.7: the host's direction is what `@Environment(\.layoutDirection)` reads.
    @Test func environmentReadsTheHostDirection() {
        struct Reader: View {
            @Environment(\.layoutDirection) var direction
            var body: some View { Text(direction == .rightToLeft ? "rtl" : "ltr") }
        }
        #expect(host(Reader()).frame(ofText: "rtl") != nil)
        #expect(host(Reader(), rtl: false).frame(ofText: "ltr") != nil)
    }
}
