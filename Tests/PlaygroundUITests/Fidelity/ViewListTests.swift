import Foundation
import Testing
@testable import PlaygroundUI

/// Counts writers: the sum of every value written.
enum WriterCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// View lists (docs/semantics.md §31): a modifier on multi-view content applies to each view,
/// and the stack around it lays out each view as its own child.
extension Fidelity {
    @MainActor
    struct ViewListTests {
        /// The green rects drawn, left to right.
        private func greens(_ host: ViewHost) -> [CGRect] {
            host.shapeDrawings.filter { $0.paint == .fill(Color.green.resolved) }.map(\.rect).sorted { $0.minX < $1.minX }
        }

        // §31.1: `ForEach { … }.padding(8).background(.green)` in an HStack is two padded boxes
        // side by side, each as wide as its own text plus 16.
        @Test func forEachPaddingAndBackgroundApplyToEachView() {
            let host = makeHost(topLeading(
                HStack(spacing: 0) {
                    ForEach(["C", "D"], id: \.self) { Text($0) }.padding(8).background(Color.green)
                }
            ))
            let boxes = greens(host)
            let c = host.frame(ofText: "C"), d = host.frame(ofText: "D")
            expectEqual(boxes.count, 2)
            guard boxes.count == 2, let c, let d else { return }
            expectEqual(boxes[0].minY, boxes[1].minY)
            #expect(boxes[0].maxX == boxes[1].minX)           // adjacent, spacing 0
            expectEqual(boxes[0].width, c.width + 16)
            expectEqual(boxes[1].width, d.width + 16)
            #expect(c.minY == d.minY)                          // side by side, not stacked
            #expect(c.minX == boxes[0].minX + 8 && d.minX == boxes[1].minX + 8)
        }

        // §31.1, §31.3: `.preference` on a Group writes once per view, and has no layout: the
        // HStack still has two children side by side.
        @Test func preferenceOnGroupWritesPerViewAndKeepsTheList() {
            let host = makeHost(topLeading(
                HStack(spacing: 10) {
                    Group { Text("E"); Text("F") }.preference(key: WriterCountKey.self, value: 1)
                }
            ))
            let e = host.frame(ofText: "E"), f = host.frame(ofText: "F")
            #expect(e != nil && f != nil)
            guard let e, let f else { return }
            expectEqual(e.minY, f.minY)
            expectEqual(f.minX, e.maxX + 10)
            #expect(host.preferenceValue(WriterCountKey.self) == 2)
        }

        /// A container that stores its content and hands it to a layout with a modifier on it
        /// (the shape of SpeziViews' `DynamicHStack`).
        struct Row<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                AnyLayout(HStackLayout(spacing: 4)) {
                    content.preference(key: WriterCountKey.self, value: 1)
                }
            }
        }

        // §31.1: a stored two-view builder with a modifier inside an `AnyLayout(HStackLayout())`
        // gives the layout two subviews.
        @Test func storedContentInCustomLayoutIsTwoSubviews() {
            let host = makeHost(topLeading(Row { Text("left"); Text("right") }))
            let l = host.frame(ofText: "left"), r = host.frame(ofText: "right")
            #expect(l != nil && r != nil)
            guard let l, let r else { return }
            expectEqual(l.minY, r.minY)
            expectEqual(r.minX, l.maxX + 4)
            #expect(host.preferenceValue(WriterCountKey.self) == 2)
        }

        /// A view whose body is two views.
        struct Pair: View {
            var body: some View { Text("P1"); Text("P2") }
        }

        // §31.2: a view whose body is a list is a list: a modifier on it applies to each view.
        @Test func modifierOnViewWithListBodyAppliesToEachView() {
            let host = makeHost(topLeading(HStack(spacing: 0) { Pair().padding(5).background(Color.green) }))
            let boxes = greens(host)
            let p1 = host.frame(ofText: "P1"), p2 = host.frame(ofText: "P2")
            expectEqual(boxes.count, 2)
            guard boxes.count == 2, let p1, let p2 else { return }
            expectEqual(p1.minY, p2.minY)
            #expect(boxes[0].width == p1.width + 10 && boxes[1].width == p2.width + 10)
        }

        /// Pads its content and puts it on green (a list stays a list).
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.padding(6).background(Color.green) }
        }
        /// Stacks its content vertically (the body makes the list one view).
        struct Column: ViewModifier {
            func body(content: Content) -> some View { VStack(spacing: 0) { content }.background(Color.green) }
        }

        // §31.4: a custom modifier's body is evaluated once with the whole list as `content`;
        // `content.padding()` there applies to each view, `VStack { content }` makes one view.
        @Test func customModifierSeesTheWholeList() {
            let each = makeHost(topLeading(HStack(spacing: 0) { Group { Text("G1"); Text("G2") }.modifier(Card()) }))
            expectEqual(greens(each).count, 2)
            expectEqual(each.frame(ofText: "G1")?.minY, each.frame(ofText: "G2")?.minY)

            let one = makeHost(topLeading(HStack(spacing: 0) { Group { Text("H1"); Text("H2") }.modifier(Column()) }))
            expectEqual(greens(one).count, 1)
            let h1 = one.frame(ofText: "H1"), h2 = one.frame(ofText: "H2")
            #expect(h1 != nil && h2 != nil)
            if let h1, let h2 { #expect(h2.minY == h1.maxY) }
        }

        // §31.1: an empty list stays empty: padding on content that is absent takes no space.
        @Test func modifierOnAbsentContentTakesNoSpace() {
            let host = makeHost(topLeading(
                VStack(spacing: 0) {
                    Text("top")
                    Group { if false { Text("never") } }.padding(20).background(Color.green)
                    Text("bottom")
                }
            ))
            #expect(greens(host).isEmpty)
            let top = host.frame(ofText: "top"), bottom = host.frame(ofText: "bottom")
            #expect(top != nil && bottom != nil)
            if let top, let bottom { #expect(bottom.minY == top.maxY) }
        }

        /// A view whose body is a list and whose state changes on its own.
        struct Toggling: View {
            @State var extra = false
            var body: some View {
                Text("T1")
                if extra { Text("T2") }
                Button("more") { extra = true }
            }
        }

        // §31.2: a view with a list body evaluated again on its own (its state changed) keeps
        // the modifiers applied to each of its views.
        @Test func listBodyEvaluatedAloneKeepsElementModifiers() {
            let host = makeHost(topLeading(HStack(spacing: 0) { Toggling().padding(4).background(Color.green) }))
            expectEqual(greens(host).count, 2)
            guard let button = host.frame(ofText: "more") else { Issue.record("no button"); return }
            host.tap(at: CGPoint(x: button.midX, y: button.midY))
            host.advance(frames: 2)
            expectEqual(greens(host).count, 3)
            let t1 = host.frame(ofText: "T1"), t2 = host.frame(ofText: "T2")
            #expect(t1 != nil && t2 != nil)
            if let t1, let t2 { #expect(t1.minY == t2.minY && t2.minX > t1.maxX) }
        }

        // §31.1: in a lazy stack, a modifier on a ForEach applies to each row.
        @Test func lazyStackRowsAreModifiedOneByOne() {
            let host = makeHost(topLeading(
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<3) { i in Text("row \(i)") }.padding(10).background(Color.green)
                    }
                }
            ))
            let boxes = host.shapeDrawings.filter { $0.paint == .fill(Color.green.resolved) }.map(\.rect)
            expectEqual(boxes.count, 3)
            let r0 = host.frame(ofText: "row 0"), r1 = host.frame(ofText: "row 1")
            #expect(r0 != nil && r1 != nil)
            if let r0, let r1 { #expect(r1.minY - r0.maxY == 20) }
        }

        /// Moves its content down (a custom `GeometryEffect`).
        struct Drop: GeometryEffect {
            var y: CGFloat
            var animatableData: CGFloat { get { y } set { y = newValue } }
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(translationX: 0, y: y))
            }
        }

        // §31.1: a custom geometry effect on a Group applies to each view, like the built-in
        // ones: the HStack still lays out two boxes side by side, each drawn through its own
        // transform (before, the Group was one child stacked vertically inside one effect).
        @Test func customGeometryEffectAppliesToEachView() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Group {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }.modifier(Drop(y: 5))
            }))
            let red = host.rect(filled: .red), blue = host.rect(filled: .blue)
            guard let red, let blue else { Issue.record("no boxes"); return }
            #expect(red.minY == blue.minY && blue.minX == red.maxX)
            var drops = 0
            for case .beginGroup(.transform(let m)) in host.displayList.items where m.m32 == 5 { drops += 1 }
            expectEqual(drops, 2)
        }

        // §31.1: environment writers pass the list through (each view still a child).
        @Test func environmentOnGroupKeepsTheList() {
            let host = makeHost(topLeading(HStack(spacing: 0) { Group { Text("a1"); Text("a2") }.foregroundColor(.red).padding(3) }))
            let a1 = host.frame(ofText: "a1"), a2 = host.frame(ofText: "a2")
            #expect(a1 != nil && a2 != nil)
            if let a1, let a2 { #expect(a1.minY == a2.minY && a2.minX == a1.maxX + 6) }
        }
    
        // §31.5: a `ForEach` element of several views is as many rows of a `List`, each with its
        // own row (44 pt apart, leading-aligned), and a custom container sees as many subviews.
        @Test func anElementOfSeveralViewsIsSeveralRows() {
            let host = makeHost(List {
                ForEach(["a", "b"], id: \.self) { s in
                    Text("title \(s)")
                    Text("detail \(s)")
                }
            })
            let rows = ["title a", "detail a", "title b", "detail b"].compactMap { host.frame(ofText: $0) }
            expectEqual(rows.count, 4)
            guard rows.count == 4 else { return }
            for k in 1..<4 { #expect(rows[k].minY - rows[k - 1].minY >= 44) }
            #expect(rows.allSatisfy { $0.minX == rows[0].minX })
            struct Count<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { Group(subviews: content) { Text("\($0.count) subviews") } }
            }
            let counted = makeHost(Count { ForEach(0..<3) { i in Text("x\(i)"); Text("y\(i)") } })
            #expect(counted.exists(text: "6 subviews"))
        }

        // §31.5: those rows are keyed by their element's id, so a row's state stays with its
        // element when an element before it is removed.
        @Test func rowsOfAnElementKeepTheirState() {
            struct Counter: View {
                let name: String
                @State private var taps = 0
                var body: some View { Text("\(name) \(taps)").onTapGesture { taps += 1 } }
            }
            struct Screen: View {
                @State var names = ["x", "y"]
                var body: some View {
                    List {
                        Text("drop").onTapGesture { names.removeFirst() }
                        ForEach(names, id: \.self) { n in
                            Counter(name: n)
                            Text("under \(n)")
                        }
                    }
                }
            }
            let host = makeHost(Screen())
            #expect(host.tap(onText: "y 0"))
            host.advance(frames: 1)
            #expect(host.exists(text: "y 1"))
            #expect(host.tap(onText: "drop"))
            host.advance(frames: 40)
            #expect(!host.exists(text: "x 0") && !host.exists(text: "under x"))
            #expect(host.exists(text: "y 1") && host.exists(text: "under y"))
        }
}
}
