import Testing
@testable import PlaygroundUI

/// Two squares side by side, the second inserted by a tap (linear 1 s): the stack grows from 60
/// to 128 pt, so, centred in the 390-pt window, it moves 34 pt toward the leading edge. `around`
/// puts the row in an `offset` the same tap animates by 100 pt (in a 200-pt frame), in a geometry
/// group, or under an `.animation(_:value:)` of another curve; `animatesB: false` gives the
/// inserted square no animation of its own.
private struct GrowingRow: View {
    enum Around { case nothing, offset, group, ownAnimation }
    var transition: AnyTransition = .opacity
    var around = Around.nothing
    var animatesB = true
    @State private var shown = false
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            switch around {
            case .nothing: row
            case .offset: row.frame(width: 200).offset(x: shown ? 100 : 0)
            case .group: row.geometryGroup()
            case .ownAnimation: row.animation(.linear(duration: 2), value: shown)
            }
        }
    }
    private var row: some View {
        HStack(spacing: 8) {
            Text("A").frame(width: 60, height: 60)
            if shown {
                if animatesB {
                    Text("B").frame(width: 60, height: 60).transition(transition)
                } else {
                    Text("B").frame(width: 60, height: 60).transaction { $0.animation = nil }.transition(transition)
                }
            }
        }
    }
}

/// A row that slides down as the space above it grows ("move", with `animation`), and a square
/// inserted into it by another change ("insert") that moves nothing else.
private struct RowMovedFromAbove: View {
    let animation: Animation
    @State private var tall = false
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            Text("move").onTapGesture { withAnimation(animation) { tall.toggle() } }
            Text("insert").onTapGesture { withAnimation(animation) { shown.toggle() } }
            Color.clear.frame(width: 10, height: tall ? 200 : 0)
            HStack(spacing: 8) {
                Text("A").frame(width: 60, height: 60)
                if shown { Text("B").frame(width: 60, height: 60) }
            }
            .frame(width: 200)
        }
    }
}

/// A hero inserted into a stack under an `offset` that the same change animates.
private struct HeroIntoOffset: View {
    let moves: Bool
    @Namespace var ns
    @State private var expanded = false
    var body: some View {
        VStack(spacing: 0) {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
            if !expanded { Text("A").frame(width: 80, height: 40).matchedGeometryEffect(id: "h", in: ns) }
            VStack(spacing: 0) {
                if expanded { HStack { Text("B").frame(width: 80, height: 40).matchedGeometryEffect(id: "h", in: ns) } }
                Color.gray.frame(width: 100, height: 10)
            }
            .offset(y: moves && expanded ? 100 : 0)
        }
    }
}

/// A framed, padded view scaled into an overlay, with a button after it.
private struct ScaledIn: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            Color.clear.frame(height: 200).overlay {
                if shown { Rectangle().fill(Color.blue).frame(width: 120, height: 40).padding(4).transition(.scale) }
            }
            Button("after") {}.padding().background(Color.green)
        }
    }
}

/// Where views inserted while their parent moves are drawn (docs/semantics.md §7.5): SwiftUI
/// animates each view's position in its container, and an inserted view has no old position, so
/// it is drawn where the layout puts it at once while its siblings move.
@MainActor
struct InsertedViewPlacementTests {
    @Test func anInsertedViewIsDrawnWhereItGoesWhileItsSiblingMoves() throws {
        let host = ViewHost(rootView: GrowingRow(transition: .opacity), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        expectEqual(host.presentedFrame(ofText: "A")?.midX, 195)
        host.tap(onText: "toggle")
        host.advance(frames: 16)   // 0.25 s
        let a = try #require(host.presentedFrame(ofText: "A"))
        let b = try #require(host.presentedFrame(ofText: "B"))
        #expect(abs(a.midX - 186.5) < 0.01)   // its square 165 → 131, a quarter of the way
        #expect(b.midX == 229)                // its square at 131 + 60 + 8, from the first frame
        host.advance(frames: 15)
        expectEqual(host.presentedFrame(ofText: "B")?.midX, 229)
    }

    // A scale transition grows the view about its own centre where it goes (§7.6).
    @Test func aScaledInViewGrowsAboutWhereItGoes() throws {
        let host = ViewHost(rootView: GrowingRow(transition: .scale), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        host.advance(frames: 16)
        let b = try #require(host.presentedFrame(ofText: "B"))
        expectEqual(b.midX, 229)
        let anchors = host.displayList.items.compactMap { item -> CGPoint? in
            if case .beginGroup(.scale(_, let anchor)) = item { return anchor } else { return nil }
        }
        expectEqual(anchors.map(\.x), [229])
    }

    // An offset is the position's container: what is inserted inside it moves with it.
    @Test func anInsertedViewFollowsTheOffsetItIsIn() throws {
        let host = ViewHost(rootView: GrowingRow(around: .offset), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        host.advance(frames: 31)   // 0.5 s: the offset is 50
        let b = try #require(host.presentedFrame(ofText: "B"))
        // The 200-pt frame is centred at 95…295; the row (128 pt) at 131…259; B's square at
        // 199…259, its centre 229; + 50.
        #expect(abs(b.midX - 279) < 0.01)
        host.advance(frames: 30)
        expectEqual(host.presentedFrame(ofText: "B")?.midX, 329)
    }

    // The scale group begins before the inserted view's items: every frame of the transition
    // draws the blue view inside it and the green button after it outside (the group was put in
    // front of items already recorded, so the next frame copied the wrong ones: the button was
    // scaled and the view never drawn).
    @Test func aScaleTransitionDrawsTheViewInsideItsGroupEveryFrame() {
        let host = ViewHost(rootView: ScaledIn())
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        for _ in 0..<40 {
            host.advance(frames: 1)
            var depth = 0, scaleDepth: Int?
            var blueScaled = false, greenScaled = false
            for item in host.displayList.items {
                switch item {
                case .beginGroup(let g):
                    depth += 1
                    if case .scale = g, scaleDepth == nil { scaleDepth = depth }
                case .endGroup:
                    if depth == scaleDepth { scaleDepth = nil }
                    depth -= 1
                case .shape(let s):
                    if case .fill(let c) = s.paint {
                        if c == Color.blue.resolved { blueScaled = scaleDepth != nil }
                        if c == Color.green.resolved { greenScaled = scaleDepth != nil }
                    }
                default: break
                }
            }
            #expect(blueScaled)
            #expect(!greenScaled)
        }
    }

    // `geometryGroup()` makes the row the container of its members' positions: the inserted
    // square moves with the row (locked to the square beside it) while the row moves (§7.5).
    @Test func aGeometryGroupCarriesWhatIsInsertedInIt() throws {
        let host = ViewHost(rootView: GrowingRow(around: .group), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        host.advance(frames: 16)   // 0.25 s: the row's origin 165 → 131, at 156.5
        let a = try #require(host.presentedFrame(ofText: "A"))
        let b = try #require(host.presentedFrame(ofText: "B"))
        #expect(abs(a.midX - 186.5) < 0.01)
        #expect(abs(b.midX - 254.5) < 0.01)   // 156.5 + 68 + 30
        host.advance(frames: 60)
        expectEqual(host.presentedFrame(ofText: "B")?.midX, 229)
    }

    /// B's centre (x or y) every `step` frames, `count` times, after `tap`.
    private func track(_ host: ViewHost, _ count: Int, every step: Int, _ axis: KeyPath<CGRect, CGFloat>) throws -> [CGFloat] {
        var seen: [CGFloat] = []
        for _ in 0..<count {
            host.advance(frames: step)
            seen.append(try #require(host.presentedFrame(ofText: "B"))[keyPath: axis])
        }
        return seen
    }

    // Whatever animation the inserted view itself has — another curve from an `.animation`
    // modifier, or none — it stays where it goes while the row moves with the transaction's.
    @Test func anInsertedViewStaysWhereItGoesWhateverItsOwnAnimation() throws {
        let own = ViewHost(rootView: GrowingRow(around: .ownAnimation), size: CGSize(width: 390, height: 844))
        own.advance(frames: 2)
        own.tap(onText: "toggle")
        let a = try track(own, 8, every: 16, \.midX)
        #expect(a.allSatisfy { abs($0 - 229) < 0.01 }, "\(a)")
        let none = ViewHost(rootView: GrowingRow(animatesB: false), size: CGSize(width: 390, height: 844))
        none.advance(frames: 2)
        none.tap(onText: "toggle")
        let b = try track(none, 4, every: 16, \.midX)
        #expect(b.allSatisfy { abs($0 - 229) < 0.01 }, "\(b)")
    }

    // Inserted while the row still moves from an earlier change: drawn where it goes too.
    @Test func anInsertedViewStaysWhereItGoesDuringAnEarlierMotion() throws {
        let host = ViewHost(rootView: RowMovedFromAbove(animation: .linear(duration: 1)), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "move")
        host.advance(frames: 30)
        host.tap(onText: "insert")
        let seen = try track(host, 6, every: 10, \.midY)
        host.advance(frames: 120)
        let settled = try #require(host.presentedFrame(ofText: "B")).midY
        #expect(seen.allSatisfy { abs($0 - settled) < 0.01 }, "\(seen), settled \(settled)")
    }

    // A hero inserted under an offset that moves in the same change starts at its source: the
    // offset's motion is its container's, and the hero is drawn from where the offset is drawn.
    @Test(arguments: [false, true]) func aNewHeroUnderAMovingOffsetStartsAtItsSource(moves: Bool) throws {
        let host = ViewHost(rootView: HeroIntoOffset(moves: moves), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        let a = try #require(host.presentedFrame(ofText: "A"))
        host.tap(onText: "toggle")
        host.advance(frames: 1)
        let b = try #require(host.presentedFrame(ofText: "B"))
        #expect(abs(b.midY - a.midY) < 0.5 && abs(b.midX - a.midX) < 0.5, "A \(a), B \(b)")
    }

    // Once what moved the inserted view gets a new target (the spring retargeted by a second
    // change), the view has a place of its own and moves with its row like the square beside it.
    @Test func anInsertedViewMovesWithItsRowAtTheNextChange() throws {
        let host = ViewHost(rootView: RowMovedFromAbove(animation: .spring()), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "move")
        host.advance(frames: 10)
        host.tap(onText: "insert")
        host.advance(frames: 10)
        host.tap(onText: "move")
        // A was moving when B came and keeps its speed; B starts from rest: they differ by a
        // little while the row moves back 200 pt, and end together.
        var travelled: CGFloat = 0, last = try #require(host.presentedFrame(ofText: "A")).midY
        for _ in 0..<6 {
            host.advance(frames: 8)
            let a = try #require(host.presentedFrame(ofText: "A")), b = try #require(host.presentedFrame(ofText: "B"))
            #expect(abs(a.midY - b.midY) < 2, "A \(a.midY), B \(b.midY)")
            travelled += abs(a.midY - last); last = a.midY
        }
        #expect(travelled > 50)
        host.advance(frames: 120)
        expectEqual(host.presentedFrame(ofText: "A")?.midY, host.presentedFrame(ofText: "B")?.midY)
    }

    // A view that leaves stays where it was while its siblings close the gap: SwiftUI keeps its
    // position in its container (§7.5). B fades out at 199…259 while A goes back to the middle.
    @Test func aRemovedViewStaysWhereItWasWhileItLeaves() throws {
        let host = ViewHost(rootView: GrowingRow(transition: .opacity), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        host.advance(frames: 90)
        expectEqual(host.presentedFrame(ofText: "B")?.midX, 229)
        host.tap(onText: "toggle")
        host.advance(frames: 16)   // 0.25 s
        // B is no longer in the tree: where it is drawn is read from the display list.
        func drawn(_ string: String) -> CGRect? {
            for item in host.displayList.items { if case .text(let t) = item, t.string == string { return t.rect } }
            return nil
        }
        let a = try #require(drawn("A")), b = try #require(drawn("B"))
        #expect(abs(a.midX - 169.5) < 0.01)   // 161 → 195, a quarter of the way
        #expect(abs(b.midX - 229) < 0.01)
    }
}
