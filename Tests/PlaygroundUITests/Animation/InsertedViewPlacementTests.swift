import Testing
@testable import PlaygroundUI

/// Two squares side by side, the second inserted by a tap (linear 1 s): the stack grows from 60
/// to 128 pt, so, centred in the 390-pt window, it moves 34 pt toward the leading edge.
private struct GrowingRow: View {
    @State private var shown = false
    let transition: AnyTransition
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            HStack(spacing: 8) {
                Text("A").frame(width: 60, height: 60)
                if shown { Text("B").frame(width: 60, height: 60).transition(transition) }
            }
        }
    }
}

/// The same insertion inside an `offset` that the same tap animates by 100 pt.
private struct InsertedUnderAnOffset: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            HStack(spacing: 8) {
                Text("A").frame(width: 60, height: 60)
                if shown { Text("B").frame(width: 60, height: 60) }
            }
            .frame(width: 200)
            .offset(x: shown ? 100 : 0)
        }
    }
}

/// `GrowingRow`'s row in a geometry group.
private struct GroupedRow: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            HStack(spacing: 8) {
                Text("A").frame(width: 60, height: 60)
                if shown { Text("B").frame(width: 60, height: 60) }
            }
            .geometryGroup()
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
        #expect(host.presentedFrame(ofText: "A")?.midX == 195)
        host.tap(onText: "toggle")
        host.advance(frames: 16)   // 0.25 s
        let a = try #require(host.presentedFrame(ofText: "A"))
        let b = try #require(host.presentedFrame(ofText: "B"))
        #expect(abs(a.midX - 186.5) < 0.01)   // its square 165 → 131, a quarter of the way
        #expect(b.midX == 229)                // its square at 131 + 60 + 8, from the first frame
        host.advance(frames: 15)
        #expect(host.presentedFrame(ofText: "B")?.midX == 229)
    }

    // A scale transition grows the view about its own centre where it goes (§7.6).
    @Test func aScaledInViewGrowsAboutWhereItGoes() throws {
        let host = ViewHost(rootView: GrowingRow(transition: .scale), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        host.advance(frames: 16)
        let b = try #require(host.presentedFrame(ofText: "B"))
        #expect(b.midX == 229)
        let anchors = host.displayList.items.compactMap { item -> CGPoint? in
            if case .beginGroup(.scale(_, let anchor)) = item { return anchor } else { return nil }
        }
        #expect(anchors.map(\.x) == [229])
    }

    // An offset is the position's container: what is inserted inside it moves with it.
    @Test func anInsertedViewFollowsTheOffsetItIsIn() throws {
        let host = ViewHost(rootView: InsertedUnderAnOffset(), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        host.advance(frames: 31)   // 0.5 s: the offset is 50
        let b = try #require(host.presentedFrame(ofText: "B"))
        // The 200-pt frame is centred at 95…295; the row (128 pt) at 131…259; B's square at
        // 199…259, its centre 229; + 50.
        #expect(abs(b.midX - 279) < 0.01)
        host.advance(frames: 30)
        #expect(host.presentedFrame(ofText: "B")?.midX == 329)
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
        let host = ViewHost(rootView: GroupedRow(), size: CGSize(width: 390, height: 844))
        host.advance(frames: 2)
        host.tap(onText: "toggle")
        host.advance(frames: 16)   // 0.25 s: the row's origin 165 → 131, at 156.5
        let a = try #require(host.presentedFrame(ofText: "A"))
        let b = try #require(host.presentedFrame(ofText: "B"))
        #expect(abs(a.midX - 186.5) < 0.01)
        #expect(abs(b.midX - 254.5) < 0.01)   // 156.5 + 68 + 30
        host.advance(frames: 60)
        #expect(host.presentedFrame(ofText: "B")?.midX == 229)
    }
}
