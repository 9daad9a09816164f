import Foundation
import Testing
@testable import PlaygroundUI

// Identity through the engine's fast paths (docs/semantics.md §13: state belongs to a view's
// identity): ForEach ids compared as typed values, `ForEach(identifiableItems)` with its key path
// made once per element type, AnyView recognised by the wrapped type, and named coordinate spaces
// matched by String or by any other Hashable name.

extension Fidelity {
    @MainActor
    @Suite struct IdentityTests {
        struct Fruit: Identifiable { let id: Int; let name: String }
        struct Tool: Identifiable { let id: String }

        /// A row with its own counter, shown in its label.
        struct Counter: View {
            let name: String
            @State private var taps = 0
            var body: some View { Text("\(name) \(taps)").onTapGesture { taps += 1 } }
        }

        final class Model {
            var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "fig")]
            var tools = [Tool(id: "saw"), Tool(id: "awl")]
        }

        struct Lists: View {
            let model: Model
            @State private var generation = 0
            var body: some View {
                VStack {
                    Text("again \(generation)").onTapGesture { generation += 1 }
                    ForEach(model.fruits) { Counter(name: $0.name) }
                    ForEach(model.tools) { Counter(name: $0.id) }
                }
            }
        }

        // Rebuilding with the same ids keeps each row's state; reordered ids carry it along; a new id
        // starts fresh. Two Identifiable element types in one view each get their own key path.
        @Test func forEachStateFollowsIDsAcrossRebuilds() {
            let model = Model()
            let host = makeHost(Lists(model: model))
            host.tap(onText: "pear 0"); host.advance()
            host.tap(onText: "awl 0"); host.advance()
            #expect(host.drawsText("pear 1") && host.drawsText("awl 1"))
            host.tap(onText: "again 0"); host.advance()   // same ids: rows untouched
            #expect(host.drawsText("pear 1") && host.drawsText("awl 1") && host.drawsText("apple 0"))
            model.fruits.reverse()
            model.fruits.append(Fruit(id: 4, name: "kiwi"))
            model.tools.removeFirst()
            host.tap(onText: "again 1"); host.advance()
            #expect(host.drawsText("pear 1") && host.drawsText("awl 1"))
            #expect(host.drawsText("kiwi 0") && host.drawsText("fig 0") && !host.drawsText("saw 0"))
            let order = host.textDrawings.map(\.string)
            expectEqual(order, ["again 2", "fig 0", "pear 1", "apple 0", "kiwi 0", "awl 1"])
        }

        struct Erased: View {
            @State private var asText = true
            var body: some View {
                VStack {
                    Text("switch").onTapGesture { asText.toggle() }
                    asText ? AnyView(Counter(name: "one")) : AnyView(Counter(name: "two").padding(1))
                }
            }
        }

        // AnyView keeps the subtree (and its state) while the wrapped type stays, and replaces it when
        // the type changes (docs/semantics.md §13).
        @Test func anyViewKeepsStateOnlyForTheSameType() {
            let host = makeHost(Erased())
            host.tap(onText: "one 0"); host.advance()
            #expect(host.drawsText("one 1"))
            host.invalidate(); host.advance()
            #expect(host.drawsText("one 1"))
            host.tap(onText: "switch"); host.advance()
            #expect(host.drawsText("two 0"))
            host.tap(onText: "switch"); host.advance()
            #expect(host.drawsText("one 0"))
        }

        enum Space: Hashable { case outer, inner }

        // A GeometryReader finds the nearest enclosing space of the name it asks for, whether the
        // names are Strings or other Hashable values, mixed in one chain (docs/semantics.md §5).
        @Test func namedSpacesMatchByStringAndByOtherNames() {
            let seen = Box<[CGPoint]>([])
            let host = makeHost(topLeading(
                GeometryReader { g in
                    Color.clear.onAppearOfFrame {
                        seen.set([g.frame(in: .named(Space.outer)).origin, g.frame(in: .named("middle")).origin,
                                  g.frame(in: .named(Space.inner)).origin, g.frame(in: .named("nowhere")).origin])
                    }
                }
                .frame(width: 10, height: 10)
                .padding(3).coordinateSpace(name: Space.inner)
                .padding(5).coordinateSpace(name: "middle")
                .padding(7).coordinateSpace(name: Space.outer)
            ))
            host.advance()
            expectEqual(seen.value, [CGPoint(x: 15, y: 15), CGPoint(x: 8, y: 8), CGPoint(x: 3, y: 3), CGPoint(x: 15, y: 15)])
        }
    }
}

private extension View {
    /// Runs `action` whenever the body holding this view is evaluated (geometry readers re-run
    /// their content when their size or position changes).
    func onAppearOfFrame(_ action: () -> Void) -> Self { action(); return self }
}
