import Foundation
import Observation
import Testing
@testable import PlaygroundUI

// Views whose body is several views or a section, inside lazy containers (docs/semantics.md
// §31.2, §31.5): the container gets the body's views, and the view keeps its state.

/// A section made by a view of its own, with state of its own.
private struct CounterSection: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Section(name) {
            Text("\(name) count \(count)")
            Button("Add to \(name)") { count += 1 }
        }
    }
}

/// Three rows made by a view's body.
private struct ThreeRows: View {
    var body: some View {
        ForEach(1..<4) { i in Text("Row \(i)") }
    }
}

/// A disclosure group made by a view of its own, its expansion its own state.
private struct MoreRow: View {
    @State private var open = true
    var body: some View {
        DisclosureGroup("More", isExpanded: $open) {
            Text("Alpha")
            Text("Beta")
        }
    }
}

extension EnvironmentValues {
    @Entry var rowPrefix: String = "-"
}

/// Rows that read an environment value in their body.
private struct PrefixedRows: View {
    @Environment(\.rowPrefix) private var prefix
    var body: some View {
        ForEach(["a", "b"], id: \.self) { Text("\(prefix) \($0)") }
    }
}

@Observable private final class Tally { var value = 0 }

/// Rows that read an observable object in their body.
private struct TallyRows: View {
    let tally: Tally
    var body: some View {
        Text("tally \(tally.value)")
        Button("Bump") { tally.value += 1 }
    }
}

/// A custom modifier whose body applies built-in modifiers to its content, with state of its own.
private struct Carded: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
        content
            .padding(.vertical, 4)
            .background(Color.yellow)
            .overlay(alignment: .trailing) { Text("taps \(taps)") }
            .onTapGesture { taps += 1 }
    }
}

/// A custom modifier whose body makes its content one view.
private struct Stacked: ViewModifier {
    func body(content: Content) -> some View { VStack(spacing: 0) { content } }
}

extension Fidelity {
    @MainActor
    struct ListedBodyTests {
        // §31.5: a view whose body is a `Section` is a section of the `Form` (its header above
        // its own card, each view a 44-pt row), and a view whose body is a `ForEach` gives a
        // row per element — as the same content written inline does. (They were one row each,
        // the section's header and rows stacked and centred in it.)
        @Test func aViewWhoseBodyIsASectionIsASectionOfTheForm() throws {
            let host = makeHost(Form {
                CounterSection(name: "A")
                Section("More") { ThreeRows() }
            })
            let header = try #require(host.frame(ofText: "A"))
            let first = try #require(host.frame(ofText: "A count 0"))
            let button = try #require(host.frame(ofText: "Add to A"))
            let rows = (1..<4).compactMap { host.frame(ofText: "Row \($0)") }
            expectEqual(rows.count, 3)
            #expect(header.maxY < first.minY)
            expectEqual(button.midY - first.midY, 44)
            #expect(first.minX == button.minX && first.minX == header.minX)
            for k in 1..<rows.count { #expect(rows[k].midY - rows[k - 1].midY == 44) }
            #expect(rows.allSatisfy { $0.minX == first.minX })

            let inline = makeHost(Form {
                Section("A") { Text("A count 0"); Button("Add to A") {} }
                Section("More") { ForEach(1..<4) { i in Text("Row \(i)") } }
            })
            expectEqual(inline.frame(ofText: "A count 0"), first)
            expectEqual(inline.frame(ofText: "Row 3"), rows.last)
        }

        // §31.5: such a view keeps its state while the container lists it again, and each
        // `ForEach` element's view keeps its own, staying with its element when one before it
        // goes.
        @Test func aListedBodyKeepsItsState() {
            struct Screen: View {
                @State var names = ["X", "Y"]
                var body: some View {
                    List {
                        Button("Drop") { names.removeFirst() }
                        ForEach(names, id: \.self) { CounterSection(name: $0) }
                    }
                }
            }
            let host = makeHost(Screen())
            #expect(host.tap(onText: "Add to Y"))
            host.advance(frames: 1)
            #expect(host.tap(onText: "Add to Y"))
            host.advance(frames: 1)
            #expect(host.tap(onText: "Add to X"))
            host.advance(frames: 1)
            #expect(host.exists(text: "X count 1") && host.exists(text: "Y count 2"))
            #expect(host.tap(onText: "Drop"))
            host.advance(frames: 40)
            #expect(!host.exists(text: "X count 1"))
            #expect(host.exists(text: "Y count 2"))

            // Taken out of the content and put back, such a view starts afresh (§13).
            struct Flipping: View {
                @State var shown = true
                var body: some View {
                    List {
                        Button("Flip") { shown.toggle() }
                        if shown { CounterSection(name: "Z") }
                    }
                }
            }
            let flipping = makeHost(Flipping())
            #expect(flipping.tap(onText: "Add to Z"))
            flipping.advance(frames: 1)
            #expect(flipping.exists(text: "Z count 1"))
            for _ in 0..<2 {
                #expect(flipping.tap(onText: "Flip"))
                flipping.advance(frames: 40)
            }
            #expect(flipping.exists(text: "Z count 0"))
        }

        // §31.5: an observable object read in such a body draws its change.
        @Test func aListedBodyObservesWhatItReads() {
            let tally = Tally()
            let host = makeHost(List { TallyRows(tally: tally) })
            let text = host.frame(ofText: "tally 0"), button = host.frame(ofText: "Bump")
            #expect(text != nil && button != nil)
            if let text, let button { #expect(button.midY - text.midY == 44) }
            #expect(host.tap(onText: "Bump"))
            host.advance(frames: 1)
            #expect(host.exists(text: "tally 1"))
        }

        // §31.5, §31.8: a lazy stack and a custom container get the views of such a body too.
        @Test func lazyStacksAndCustomContainersGetTheBodysViews() {
            struct Count<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { Group(subviews: content) { Text("\($0.count) subviews") } }
            }
            #expect(makeHost(Count { ThreeRows(); Text("last") }).exists(text: "4 subviews"))
            let host = makeHost(topLeading(ScrollView { LazyVStack(spacing: 5) { ThreeRows() } }))
            let rows = (1..<4).compactMap { host.frame(ofText: "Row \($0)") }
            expectEqual(rows.count, 3)
            for k in 1..<rows.count { #expect(abs(rows[k].minY - rows[k - 1].maxY - 5) < 0.01, "\(rows)") }
        }
    
        // §31.4: a custom modifier applied to a `ForEach` in a `List` has its body evaluated
        // once, with the whole list as its content; the built-in modifiers in the body apply to
        // each view, so there is a row per element, as with the same modifiers written inline.
        // Its state is one for the list: every row shows the same count. (It made one row of
        // the whole ForEach.) A body that makes its content one view (`VStack { content }`)
        // stays one row.
        @Test func aCustomModifierOnAListInAListGivesItsBodysRows() {
            let host = makeHost(List { ForEach(1..<4) { Text("Item \($0)") }.modifier(Carded()) })
            let inline = makeHost(List {
                ForEach(1..<4) { Text("Item \($0)") }.padding(.vertical, 4).background(Color.yellow)
            })
            let rows = (1..<4).compactMap { host.frame(ofText: "Item \($0)") }
            expectEqual(rows.count, 3)
            expectEqual(rows, (1..<4).compactMap { inline.frame(ofText: "Item \($0)") })
            let yellow = { (h: ViewHost) in h.shapeDrawings.filter { $0.paint == .fill(Color.yellow.resolved) }.map(\.rect) }
            expectEqual(yellow(host).count, 3)
            expectEqual(yellow(host), yellow(inline))
            expectEqual(host.textDrawings.filter { $0.string == "taps 0" }.count, 3)
            #expect(host.tap(onText: "Item 2"))
            host.advance(frames: 1)
            expectEqual(host.textDrawings.filter { $0.string == "taps 1" }.count, 3)

            let stacked = makeHost(List { ForEach(1..<4) { Text("Item \($0)") }.modifier(Stacked()) })
            let lines = (1..<4).compactMap { stacked.frame(ofText: "Item \($0)") }
            expectEqual(lines.count, 3)
            if lines.count == 3 { #expect(lines[1].minY - lines[0].maxY < 1) }
        }
    
        // §14.12, §31.5: a disclosure group in a view of one's own is rows of the list, as one
        // written in the list's content: its label, then its content's views, each a 44-pt row
        // (it was one row holding them); its chevron collapses it through the view's state.
        @Test func aDisclosureGroupInAViewOfItsOwnIsRows() throws {
            let host = ViewHost(rootView: List { MoreRow(); Text("After") }, size: CGSize(width: 390, height: 600))
            host.printsWarnings = false
            let label = try #require(host.frame(ofText: "More"))
            let alpha = try #require(host.frame(ofText: "Alpha"))
            let beta = try #require(host.frame(ofText: "Beta"))
            #expect(abs(alpha.midY - label.midY - 44) < 0.01 && abs(beta.midY - alpha.midY - 44) < 0.01, "\(label) \(alpha) \(beta)")
            let chevron = try #require(host.shapeDrawings.filter { $0.paint == .fill(Color.accentColor.resolved) }.first?.rect)
            host.tap(at: CGPoint(x: chevron.midX, y: chevron.midY))
            host.advance(frames: 30)
            #expect(!host.exists(text: "Alpha"))
            let after = try #require(host.frame(ofText: "After"))
            #expect(abs(after.midY - label.midY - 44) < 0.01)
        }
    
        // §31.5: an environment modifier applied to such a view inside the container reaches
        // its body's `@Environment` reads, as it does outside the container.
        @Test func aListedBodyReadsTheEnvironmentAroundIt() {
            let host = makeHost(List {
                PrefixedRows().environment(\.rowPrefix, ">")
                PrefixedRows()
            }.environment(\.rowPrefix, "="))
            #expect(host.exists(text: "> a") && host.exists(text: "> b"))
            #expect(host.exists(text: "= a") && host.exists(text: "= b"))
        }
    }
}
