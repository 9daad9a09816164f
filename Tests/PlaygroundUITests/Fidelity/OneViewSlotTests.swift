import Foundation
import Testing
@testable import PlaygroundUI

/// View lists in one-view slots (docs/semantics.md §31.6): at the root, in an overlay's or
/// background's content and in a unary modifier's content, a list is first made one view (its
/// implicit root: a VStack, or a ZStack in overlays and backgrounds), and the modifiers applied to
/// it wrap that view once, where in a stack they apply to each view (§31.1).
extension Fidelity {
    @MainActor
    struct OneViewSlotTests {
        /// The green rects drawn, top to bottom then left to right.
        private func greens(_ host: ViewHost) -> [CGRect] {
            host.shapeDrawings.filter { $0.paint == .fill(Color.green.resolved) }.map(\.rect)
                .sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        }

        private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

        /// Expects one green rect, `inset` larger than the views from the text `top` down to the
        /// text `bottom`, stacked in that order (one implicit VStack wrapped once).
        private func expectOneBox(_ host: ViewHost, from top: String, to bottom: String, inset: CGFloat,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
            let boxes = greens(host)
            let t = host.frame(ofText: top), b = host.frame(ofText: bottom)
            #expect(boxes.count == 1, sourceLocation: sourceLocation)
            guard boxes.count == 1, let t, let b else { Issue.record("no box or texts", sourceLocation: sourceLocation); return }
            #expect(b.minY >= t.maxY, sourceLocation: sourceLocation)
            #expect(near(boxes[0].minY, t.minY - inset), sourceLocation: sourceLocation)
            #expect(near(boxes[0].maxY, b.maxY + inset), sourceLocation: sourceLocation)
        }

        /// Two texts of different widths.
        @ViewBuilder private var twoTexts: some View {
            Text("A")
            Text("Bbbbbbbb")
        }

        // At the root, `Group { A; B }.padding(10).background(.green)` pads and backs one
        // implicit VStack: one green rect 20 pt larger than the two texts stacked, the texts
        // centred on each other (in an HStack it is two rects, §31.1).
        @Test func rootModifiersWrapTheImplicitVStackOnce() {
            let host = makeHost(Group { twoTexts }.padding(10).background(Color.green))
            expectOneBox(host, from: "A", to: "Bbbbbbbb", inset: 10)
            let a = host.frame(ofText: "A"), b = host.frame(ofText: "Bbbbbbbb"), box = greens(host).first
            guard let a, let b, let box else { return }
            #expect(near(a.midX, b.midX))                             // centred on each other
            #expect(near(box.minX, b.minX - 10) && near(box.maxX, b.maxX + 10))
        }

        // The same list in an HStack still gets a box per view (§31.1): the rule is where the
        // list is, not what it is.
        @Test func theSameListInAStackIsModifiedPerView() {
            let host = makeHost(topLeading(HStack(spacing: 0) { Group { twoTexts }.padding(10).background(Color.green) }))
            expectEqual(greens(host).count, 2)
        }

        // A writer at the root writes once for the whole list (one view); in an HStack once per
        // view (§31.3).
        @Test func rootPreferenceWriterWritesOnce() {
            let root = makeHost(Group { Text("E"); Text("F") }.preference(key: WriterCountKey.self, value: 1))
            #expect(root.preferenceValue(WriterCountKey.self) == 1)
            let stacked = makeHost(HStack { Group { Text("E"); Text("F") }.preference(key: WriterCountKey.self, value: 1) })
            #expect(stacked.preferenceValue(WriterCountKey.self) == 2)
        }

        // In an overlay's content the implicit root is a ZStack: `.background(.green)` on two
        // texts there is one rect as large as the wider text, behind both texts drawn over each
        // other, centred on it.
        @Test func overlayContentModifiersWrapTheImplicitZStackOnce() {
            let host = makeHost(topLeading(
                Color.clear.frame(width: 300, height: 100).overlay { Group { twoTexts }.background(Color.green) }
            ))
            let boxes = greens(host)
            let a = host.frame(ofText: "A"), b = host.frame(ofText: "Bbbbbbbb")
            expectEqual(boxes.count, 1)
            guard boxes.count == 1, let a, let b else { Issue.record("no box or texts"); return }
            #expect(boxes[0] == b)                                    // the union is the wider text
            #expect(abs(a.midX - b.midX) < 0.01 && abs(a.midY - b.midY) < 0.01)
            #expect(abs(b.midX - 150) < 0.01 && abs(b.midY - 50) < 0.01)
        }

        // The overlay's alignment places the implicit ZStack as one view, whose views are centred
        // on each other: at `.topLeading` the wider text is in the corner and the narrower one is
        // centred on it, not in the corner too.
        @Test func overlayAlignmentPlacesTheImplicitZStackAsOneView() {
            let host = makeHost(topLeading(
                Color.clear.frame(width: 300, height: 100).overlay(alignment: .topLeading) { twoTexts }
            ))
            let a = host.frame(ofText: "A"), b = host.frame(ofText: "Bbbbbbbb")
            guard let a, let b else { Issue.record("no texts"); return }
            #expect(near(b.minX, 0) && near(b.minY, 0))
            #expect(near(a.midX, b.midX) && near(a.midY, b.midY))
            #expect(a.minX > 1)
        }

        /// A view whose body is a list.
        struct Pair: View {
            var body: some View { Text("P1"); Text("P2") }
        }

        // A view whose body is a list, at the root: the modifier on it wraps its implicit VStack.
        @Test func viewWithListBodyAtTheRootIsOneView() {
            expectOneBox(makeHost(Pair().padding(5).background(Color.green)), from: "P1", to: "P2", inset: 5)
        }

        // Evaluated again on its own (its state changed), a list body at the root stays one view
        // under the modifiers outside it.
        @Test func listBodyEvaluatedAloneStaysOneView() {
            // `Toggling`: "T1", then "T2" once the button "more" is tapped.
            let host = makeHost(ViewListTests.Toggling().padding(4).background(Color.green))
            expectOneBox(host, from: "T1", to: "more", inset: 4)
            guard let button = host.frame(ofText: "more") else { Issue.record("no button"); return }
            host.tap(at: CGPoint(x: button.midX, y: button.midY))
            host.advance(frames: 2)
            expectOneBox(host, from: "T1", to: "more", inset: 4)
            let t1 = host.frame(ofText: "T1"), t2 = host.frame(ofText: "T2"), more = host.frame(ofText: "more")
            guard let t1, let t2, let more else { Issue.record("no texts"); return }
            #expect(t1.maxY <= t2.minY && t2.maxY <= more.minY)
        }

        /// Pads its content and puts it on green.
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(6).background(Color.green) }
        }

        // A custom modifier at the root: its body is built in the one-view slot, so
        // `content.padding().background()` there wraps the list once (in an HStack: twice, §31.4).
        @Test func customModifierAtTheRootWrapsOnce() {
            let root = makeHost(Group { twoTexts }.modifier(Card()))
            expectEqual(greens(root).count, 1)
            let stacked = makeHost(topLeading(HStack(spacing: 0) { Group { twoTexts }.modifier(Card()) }))
            expectEqual(greens(stacked).count, 2)
        }

        // A modifier that makes its content one view (a preference reader) holds the list as an
        // implicit VStack, and the modifiers inside it wrap that once, also in an HStack.
        @Test func unaryModifierContentIsOneView() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Group { twoTexts }.padding(3).background(Color.green)
                    .overlayPreferenceValue(WriterCountKey.self) { _ in EmptyView() }
            }))
            expectOneBox(host, from: "A", to: "Bbbbbbbb", inset: 3)
        }

        // `if` at the root passes the slot to its branch: a modifier on a list inside it wraps once.
        struct Shown: View {
            var show = true
            var body: some View {
                if show { Group { Text("S1"); Text("S2") }.background(Color.green) }
            }
        }
        @Test func conditionalPassesTheSlotOn() {
            let host = makeHost(Shown())
            expectEqual(greens(host).count, 1)
        }

        // A view that is not a list ends the slot: a scroll view's content (a one-view slot of its
        // own) that is an `HStack` passes nothing on, so a list inside that stack is still
        // modified per view.
        @Test func nothingBelowAViewThatIsNotAListSeesTheSlot() {
            let host = makeHost(ScrollView { HStack(spacing: 0) { Group { twoTexts }.background(Color.green) } })
            expectEqual(greens(host).count, 2)
        }

        // MARK: Containers that hold one view (§31.6, "Which containers")

        /// The two texts' frames, or a recorded issue.
        private func pair(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) -> (a: CGRect, b: CGRect)? {
            guard let a = host.frame(ofText: "A"), let b = host.frame(ofText: "Bbbbbbbb") else {
                Issue.record("no texts", sourceLocation: sourceLocation); return nil
            }
            return (a, b)
        }

        // A scroll view's content is one view whose implicit root is a VStack whatever the axes:
        // a horizontal-only scroll view stacks two views vertically, centred on each other, 8 pt
        // apart at most (text to text, §6.1.1), and a modifier on them wraps that VStack once.
        @Test func scrollViewContentIsOneImplicitVStack() {
            let horizontal = makeHost(topLeading(ScrollView(.horizontal) { twoTexts }))
            if let (a, b) = pair(horizontal) {
                #expect(b.minY >= a.maxY && b.minY - a.maxY <= 8)
                #expect(near(a.midX, b.midX))
            }
            let wrapped = makeHost(topLeading(ScrollView { Group { twoTexts }.padding(10).background(Color.green) }))
            expectOneBox(wrapped, from: "A", to: "Bbbbbbbb", inset: 10)
        }

        // A geometry reader lays its content out as a list, not as one view: each view is
        // offered the reader's size and placed at its top-leading corner, so two views overlap
        // there, and a modifier on them applies to each (two boxes, both at the origin).
        @Test func geometryReaderContentIsAListAtTheOrigin() {
            let host = makeHost(topLeading(GeometryReader { _ in Group { twoTexts }.background(Color.green) }
                .frame(width: 300, height: 100)))
            let boxes = greens(host)
            expectEqual(boxes.count, 2)
            #expect(boxes.allSatisfy { near($0.minX, 0) && near($0.minY, 0) })
            if let (a, b) = pair(host) { #expect(near(a.minX, 0) && near(b.minX, 0) && near(a.minY, b.minY)) }
        }

        // `safeAreaInset`'s inset content is one view with a centred ZStack root, as an
        // overlay's: a background on two texts there is one rect as large as the wider text,
        // with both texts centred on it, below the content.
        @Test func safeAreaInsetContentIsOneImplicitZStack() {
            let host = makeHost(topLeading(Color.clear.frame(width: 300, height: 200)
                .safeAreaInset(edge: .bottom) { Group { twoTexts }.background(Color.green) }))
            let boxes = greens(host)
            expectEqual(boxes.count, 1)
            guard boxes.count == 1, let (a, b) = pair(host) else { return }
            expectEqual(boxes[0], b)
            #expect(near(a.midX, b.midX) && near(a.midY, b.midY))
            #expect(boxes[0].minY >= 200 - 0.01)                     // below the 200-pt content
        }

        // A sheet's content is one view (a VStack root): two texts stacked and centred together
        // in the sheet, not each given the sheet's whole frame and drawn over each other.
        @Test func sheetContentIsOneImplicitVStack() {
            let host = ViewHost(rootView: Color.clear.sheet(isPresented: .constant(true)) { twoTexts },
                                size: CGSize(width: 390, height: 844))
            host.printsWarnings = false
            host.advance(seconds: 1)
            guard let (a, b) = pair(host), let sheet = host.sheetRect else { Issue.record("no sheet"); return }
            #expect(b.minY >= a.maxY && b.minY - a.maxY <= 8)
            #expect(near(a.midX, b.midX))
            #expect(sheet.contains(a) && sheet.contains(b))
        }

        // A navigation stack's root content is one view (a VStack root): two texts stacked and
        // centred together in the page, not each given the page's whole height.
        @Test func navigationStackContentIsOneImplicitVStack() {
            let host = ViewHost(rootView: NavigationStack { twoTexts }, size: CGSize(width: 390, height: 844))
            host.printsWarnings = false
            guard let (a, b) = pair(host) else { return }
            #expect(b.minY >= a.maxY && b.minY - a.maxY <= 8)
            #expect(near(a.midX, b.midX))
        }

        // A button's label under a built-in style is one view (the style modifies it): two views
        // are stacked vertically, centred on each other.
        @Test func buttonLabelUnderABuiltInStyleIsOneImplicitVStack() {
            let host = makeHost(topLeading(Button {} label: { twoTexts }))
            guard let (a, b) = pair(host) else { return }
            #expect(b.minY >= a.maxY && b.minY - a.maxY <= 8)
            #expect(near(a.midX, b.midX))
        }

        // A custom style that puts `configuration.label` in an HStack lays the label's views out
        // side by side, and a modifier on the label there applies to each view: two green boxes
        // each 10 pt larger than its text, the second starting where the first ends (§31.6).
        @Test func labelInACustomButtonStylesStackIsAList() {
            let host = makeHost(topLeading(Button {} label: { twoTexts }.buttonStyle(SideBySideButtonStyle())))
            let boxes = greens(host)
            let a = host.frame(ofText: "A"), b = host.frame(ofText: "Bbbbbbbb")
            expectEqual(boxes.count, 2)
            guard boxes.count == 2, let a, let b else { Issue.record("no boxes or texts"); return }
            #expect(near(a.midY, b.midY))                             // side by side
            #expect(near(boxes[0].minX, a.minX - 10) && near(boxes[0].maxX, a.maxX + 10))
            #expect(near(boxes[1].minX, b.minX - 10) && near(boxes[1].maxX, b.maxX + 10))
            #expect(near(boxes[1].minX, boxes[0].maxX))               // spacing 0
        }

        // The same for a toggle's label in a custom toggle style's HStack.
        @Test func labelInACustomToggleStylesStackIsAList() {
            let host = makeHost(topLeading(Toggle(isOn: .constant(true)) { twoTexts }.toggleStyle(SideBySideToggleStyle())))
            let a = host.frame(ofText: "A"), b = host.frame(ofText: "Bbbbbbbb")
            expectEqual(greens(host).count, 2)
            guard let a, let b else { Issue.record("no texts"); return }
            #expect(near(a.midY, b.midY) && b.minX >= a.maxX)
        }

        // A button is one view in its container whatever its style: in an HStack beside a text,
        // a custom style whose body is the label modified wraps the label's two views once (one
        // green box round A stacked over B), and the text "C" comes after it.
        @Test func aStyledButtonIsOneViewInAStack() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Button {} label: { twoTexts }.buttonStyle(GreenLabelButtonStyle())
                Text("C")
            }))
            let a = host.frame(ofText: "A"), b = host.frame(ofText: "Bbbbbbbb"), c = host.frame(ofText: "C")
            expectEqual(greens(host).count, 1)
            guard let a, let b, let c else { Issue.record("no texts"); return }
            #expect(b.minY >= a.maxY && near(a.midX, b.midX))
            #expect(c.minX >= b.maxX)
        }
    }
}

/// A button style that lays the label's views out in a row, each padded and backed in green.
private struct SideBySideButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.label.padding(10).background(Color.green) }
    }
}

/// A toggle style that lays the label's views out in a row, each backed in green.
private struct SideBySideToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) { configuration.label.background(Color.green) }
    }
}

/// A button style whose body is the label backed in green.
private struct GreenLabelButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.background(Color.green)
    }
}
