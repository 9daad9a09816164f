import Testing
@testable import PlaygroundUI

// The navigation bar's background reaches up under the status bar (docs/semantics.md §27.4): with
// a 59-pt top safe area, a visible blue bar is filled from the window's top to the row's bottom.
@MainActor
@Suite struct NavigationBarBackgroundTests {
    struct Inbox: View {
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color.blue, for: .navigationBar)
                    .toolbarBackground(.visible, for: .navigationBar)
            }
        }
    }

    @Test func theBarBackgroundCoversTheStatusBar() throws {
        let h = ViewHost(rootView: Inbox(), size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        // The blue fill as drawn: its rect inside the clips around it (the bar's row was clipped).
        var clips: [CGRect] = []
        var blue: [CGRect] = []
        for item in h.displayList.items {
            switch item {
            case .beginGroup(let g):
                if case .clip(let r) = g { clips.append(r.intersection(clips.last ?? .infinite)) } else { clips.append(clips.last ?? .infinite) }
            case .endGroup: clips.removeLast()
            case .shape(let s):
                if case .fill(let c) = s.paint, c == Color.blue.resolved { blue.append(s.rect.intersection(clips.last ?? .infinite)) }
            default: break
            }
        }
        let bar = try #require(blue.first)
        #expect(bar.minY == 0 && bar.maxY == 103 && bar.width == 390, "\(bar)")
    }

    /// A bar background that changes with state is drawn in its new colour (only whether a
    /// background was set used to be compared, so the first colour stayed).
    @Test func aChangedBarBackgroundIsDrawn() {
        struct Toggle: View {
            @State var red = false
            var body: some View {
                NavigationStack {
                    Button("Switch") { red.toggle() }
                        .navigationTitle("Bar")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbarBackground(red ? Color.red : Color.blue, for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                }
            }
        }
        let h = ViewHost(rootView: Toggle(), size: CGSize(width: 390, height: 600))
        h.advance()
        func drawn(_ c: Color) -> Bool {
            h.displayList.items.contains { if case .shape(let s) = $0, case .fill(let f) = s.paint { return f == c.resolved } else { return false } }
        }
        #expect(drawn(.blue) && !drawn(.red))
        #expect(h.tap(onText: "Switch"))
        h.advance(frames: 2)
        #expect(drawn(.red) && !drawn(.blue))
    }
}
