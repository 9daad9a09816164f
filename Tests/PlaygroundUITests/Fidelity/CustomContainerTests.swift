import Foundation
import Testing
@testable import PlaygroundUI

extension ContainerValues {
    @Entry fileprivate var isPinned: Bool = false
    @Entry fileprivate var weight: Int = 1
}

/// iOS 18's custom containers (docs/semantics.md §31.8): `Group(subviews:)`,
/// `ForEach(subviews:)`, `Group(sections:)`, `ForEach(sections:)`, container values.
extension Fidelity {
    @MainActor
    struct CustomContainerTests {
        /// A container laying its content's views out side by side in 60 × 40 cards, each pinned one
        /// yellow, with a count above (the shape of Apple's "Creating custom container views").
        struct Cards<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Group(subviews: content) { subviews in
                        Text("\(subviews.count) cards")
                        HStack(spacing: 10) {
                            ForEach(subviews) { subview in
                                subview
                                    .frame(width: 60, height: 40)
                                    .background(subview.containerValues.isPinned ? Color.yellow : Color.gray)
                            }
                        }
                    }
                }
            }
        }

        private func fills(_ host: ViewHost, _ color: Color) -> [CGRect] {
            host.shapeDrawings.filter { $0.paint == .fill(color.resolved) }.map(\.rect).sorted { $0.minX < $1.minX }
        }

        // §31.8: the subviews are the content's views — a tuple's views and each element of a
        // ForEach — each laid out as its own view by the container; a container value set on one
        // is read there, and on a ForEach it applies to each element.
        @Test func groupSubviewsAreTheContentsViews() {
            let host = makeHost(topLeading(Cards {
                Text("A")
                Text("B").containerValue(\.isPinned, true)
                ForEach(["C", "D"], id: \.self) { Text($0) }
                ForEach(["E"], id: \.self) { Text($0) }.containerValue(\.isPinned, true)
            }))
            #expect(host.exists(text: "5 cards"))
            let cards = (fills(host, .gray) + fills(host, .yellow)).sorted { $0.minX < $1.minX }
            expectEqual(cards.count, 5)
            #expect(cards.allSatisfy { $0.width == 60 && $0.height == 40 && $0.minY == cards[0].minY })
            expectEqual(cards.map(\.minX), [0, 70, 140, 210, 280])
            #expect(fills(host, .yellow).map(\.minX) == [70, 280])     // B and E
            // Each text centred in its own card.
            for (k, name) in ["A", "B", "C", "D", "E"].enumerated() {
                expectEqual(host.frame(ofText: name)?.midX, cards[k].midX)
            }
        }

        // §31.8: modifiers applied to a view in the content come before the ones the container
        // applies: a 10-pt padding is inside the container's background.
        @Test func contentModifiersComeBeforeTheContainers() {
            struct Boxes<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    HStack(spacing: 0) { ForEach(subviews: content) { $0.background(Color.green) } }
                }
            }
            let host = makeHost(topLeading(Boxes { Text("A").padding(10); Text("B") }))
            let boxes = fills(host, .green)
            let a = host.frame(ofText: "A"), b = host.frame(ofText: "B")
            expectEqual(boxes.count, 2)
            guard boxes.count == 2, let a, let b else { return }
            #expect(boxes[0].width == a.width + 20 && boxes[0].height == a.height + 20)
            expectEqual(boxes[1].width, b.width)
            expectEqual(boxes[1].minX, boxes[0].maxX)
        }

        // §31.8: a subview is built in the environment where its container reads it; an
        // environment modifier applied to the subview does not reach it (Apple's `Subview`
        // page), one applied around the container does.
        @Test func subviewsKeepTheirContainersEnvironment() {
            struct Tinted<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack { ForEach(subviews: content) { $0.foregroundStyle(Color.red) } }
                }
            }
            let host = makeHost(topLeading(VStack {
                Tinted { Text("plain") }
                Tinted { Text("blue") }.foregroundStyle(Color.blue)
            }))
            let plain = host.textDrawings.first { $0.string == "plain" }
            let blue = host.textDrawings.first { $0.string == "blue" }
            expectEqual(plain?.color, Color.primary.resolved)
            expectEqual(blue?.color, Color.blue.resolved)
        }

        // §31.8: a subview keeps its identity, so state inside it, while its ForEach id does:
        // removing the first of three counters keeps the others' counts.
        @Test func subviewsKeepTheirState() {
            struct Counter: View {
                let name: String
                @State private var taps = 0
                var body: some View { Text("\(name) \(taps)").onTapGesture { taps += 1 } }
            }
            struct Row<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { HStack(spacing: 20) { ForEach(subviews: content) { $0.padding(4) } } }
            }
            struct Screen: View {
                @State var names = ["x", "y", "z"]
                var body: some View {
                    VStack {
                        Row { ForEach(names, id: \.self) { Counter(name: $0) } }
                        Text("drop").onTapGesture { names.removeFirst() }
                    }
                }
            }
            let host = makeHost(topLeading(Screen()))
            #expect(host.tap(onText: "y 0"))
            host.advance(frames: 1)
            #expect(host.tap(onText: "z 0"))
            host.advance(frames: 1)
            #expect(host.tap(onText: "z 1"))
            host.advance(frames: 1)
            #expect(host.exists(text: "x 0") && host.exists(text: "y 1") && host.exists(text: "z 2"))
            #expect(host.tap(onText: "drop"))
            host.advance(frames: 1)
            #expect(!host.exists(text: "x 0"))
            #expect(host.exists(text: "y 1") && host.exists(text: "z 2"))
        }

        // §31.8: a slice of the subviews is a view of those subviews; the rest can be counted.
        @Test func aSliceOfSubviewsIsAView() {
            struct FirstTwo<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    Group(subviews: content) { subviews in
                        HStack(spacing: 8) { subviews.prefix(2) }
                        if subviews.count > 2 { Text("and \(subviews.count - 2) more") }
                        subviews[subviews.count - 1]
                    }
                }
            }
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                FirstTwo { Text("one"); Text("two"); Text("three"); Text("four") }
            }))
            let one = host.frame(ofText: "one"), two = host.frame(ofText: "two")
            #expect(one != nil && two != nil && one?.minY == two?.minY)
            if let one, let two { #expect(two.minX == one.maxX + 8) }
            #expect(!host.exists(text: "three"))
            #expect(host.exists(text: "and 2 more") && host.exists(text: "four"))
        }

        // §31.8: `ForEach(sections:)` gives each `Section` with its header, rows and footer, and
        // the views outside any section an implicit section without a header.
        @Test func sectionsWithHeadersAndImplicitSections() {
            struct Columns<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    HStack(alignment: .top, spacing: 30) {
                        ForEach(sections: content) { section in
                            VStack(alignment: .leading, spacing: 4) {
                                Text("[\(section.header.count) \(section.content.count) \(section.footer.count)]")
                                section.header
                                section.content
                            }
                        }
                    }
                }
            }
            let host = makeHost(topLeading(Columns {
                Section { Text("apple"); Text("pear") } header: { Text("Fruit") } footer: { Text("ripe") }
                Section("Veg") { Text("kale") }
                Text("loose")
            }))
            #expect(host.exists(text: "[1 2 1]") && host.exists(text: "[1 1 0]") && host.exists(text: "[0 1 0]"))
            let fruit = host.frame(ofText: "Fruit"), apple = host.frame(ofText: "apple"), pear = host.frame(ofText: "pear")
            let veg = host.frame(ofText: "Veg"), loose = host.frame(ofText: "loose")
            #expect(fruit != nil && apple != nil && pear != nil && veg != nil && loose != nil)
            guard let fruit, let apple, let pear, let veg, let loose else { return }
            #expect(apple.minY > fruit.maxY && pear.minY > apple.maxY && apple.minX == fruit.minX)   // one column
            #expect(veg.minX > pear.maxX && loose.minX > veg.maxX)                                   // three columns
            #expect(!host.exists(text: "ripe"))                                                       // footer not drawn by this container
        }

        // §31.8: a section's container value is the section's; `Group(sections:)` counts them.
        @Test func groupSectionsCountsAndReadsSectionValues() {
            struct Sections<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    Group(sections: content) { sections in
                        Text("\(sections.count) sections, weights \(sections.map { String($0.containerValues.weight) }.joined(separator: ","))")
                    }
                }
            }
            let host = makeHost(topLeading(Sections {
                Section("a") { Text("1") }.containerValue(\.weight, 3)
                Section("b") { Text("2") }
            }))
            #expect(host.exists(text: "2 sections, weights 3,1"))
            let empty = makeHost(topLeading(Sections { EmptyView() }))
            #expect(empty.exists(text: "1 sections, weights 1"))       // at least one section
            struct Count<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { Group(subviews: content) { Text("\($0.count) subviews") } }
            }
            #expect(makeHost(Count { EmptyView() }).exists(text: "0 subviews"))   // an EmptyView is none
            #expect(makeHost(Count { if false { Text("no") }; Text("yes") }).exists(text: "1 subviews"))
        }

        // §31.8: a custom `Layout` reads a subview's container values (iOS 18's
        // `LayoutSubview.containerValues`).
        @Test func aLayoutReadsContainerValues() {
            struct Weighted: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: proposal.width ?? 300, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let total = subviews.reduce(0) { $0 + $1.containerValues.weight }
                    var x = bounds.minX
                    for s in subviews {
                        let w = bounds.width * CGFloat(s.containerValues.weight) / CGFloat(total)
                        s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: 20))
                        x += w
                    }
                }
            }
            let host = makeHost(topLeading(Weighted {
                Color.red.containerValue(\.weight, 3)
                Color.blue
            }.frame(width: 400)))
            expectEqual(host.rect(filled: .red), CGRect(x: 0, y: 0, width: 300, height: 20))
            expectEqual(host.rect(filled: .blue), CGRect(x: 300, y: 0, width: 100, height: 20))
        }

        // §31.5: an environment writer on a ForEach in a List applies to each row, and the
        // ForEach is still a row per element.
        @Test func anEnvironmentWriterOnAForEachKeepsItsRows() {
            let host = makeHost(List {
                ForEach(["r1", "r2", "r3"], id: \.self) { Text($0) }.foregroundStyle(Color.red)
            })
            let rows = ["r1", "r2", "r3"].compactMap { host.frame(ofText: $0) }
            expectEqual(rows.count, 3)
            guard rows.count == 3 else { return }
            expectEqual(rows[1].minY - rows[0].minY, rows[2].minY - rows[1].minY)
            #expect(rows[1].minY - rows[0].minY >= 44)            // a row each, not one stacked row
            #expect(host.textDrawings.filter { $0.string.hasPrefix("r") }.allSatisfy { $0.color == Color.red.resolved })
        }
    }
}
