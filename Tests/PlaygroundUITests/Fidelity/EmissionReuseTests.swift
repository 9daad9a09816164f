import Foundation
import Testing
@testable import PlaygroundUI

/// A subtree copied whole from the last frame must not leave its children pointing at their old
/// places: when the list before it changed length, a later frame that re-emits the subtree used
/// to copy its children's commands from the wrong place (seen as tiles drawn inside another
/// tile's rotation group in the icon-grid scene).
private struct Shifting: View {
    @State private var extra = false
    @State private var flag = false
    var body: some View {
        ZStack {
            if extra { Color.red.frame(width: 5, height: 5).offset(x: -100, y: -100) }
            VStack {
                Color.blue.frame(width: 20, height: 20).rotationEffect(.degrees(10))
                Color.green.frame(width: 20, height: 20)
                Text(flag ? "x" : "y")
            }
            VStack(spacing: 40) {
                Text("extra").onTapGesture { extra.toggle() }
                Text("flag").onTapGesture { flag.toggle() }
            }
            .offset(x: 120)
        }
    }
}

@MainActor
@Suite struct EmissionReuseTests {
    @Test func reusedSubtreesKeepTheirChildrenInPlace() {
        let h = ViewHost(rootView: Shifting(), size: CGSize(width: 400, height: 300))
        h.advance()
        _ = h.tap(onText: "extra")   // items before the middle VStack grow; the VStack is copied whole
        h.advance(); h.advance()
        _ = h.tap(onText: "flag")    // the VStack is drawn again; its coloured squares are copied
        h.advance(); h.advance()
        _ = h.tap(onText: "extra")   // and shrink back
        h.advance(); h.advance()
        _ = h.tap(onText: "flag")
        h.advance(); h.advance()
        // The same state drawn from scratch.
        let fresh = ViewHost(rootView: Shifting(), size: CGSize(width: 400, height: 300))
        fresh.advance()
        let same = h.displayList == fresh.displayList   // a Bool, so a failure does not print both lists
        #expect(same)
    }
}
