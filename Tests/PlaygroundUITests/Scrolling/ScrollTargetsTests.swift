import Foundation
import Testing
@testable import PlaygroundUI

/// iOS 17's scroll targets, `scrollClipDisabled` and `headerProminence` move no view at rest
/// (docs/semantics.md §14.6): the same frames with and without them.
@MainActor
@Suite struct ScrollTargetsTests {
    struct Pages: View {
        let modified: Bool
        var body: some View {
            VStack {
                List {
                    if modified {
                        Section("Big") { Text("row") }.headerProminence(.increased)
                    } else {
                        Section("Big") { Text("row") }
                    }
                }
                .frame(height: 200)
                if modified {
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(0..<3) { Text("Page \($0)").frame(width: 300) } }.scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
                    .scrollClipDisabled()
                } else {
                    ScrollView(.horizontal) {
                        LazyHStack { ForEach(0..<3) { Text("Page \($0)").frame(width: 300) } }
                    }
                }
            }
        }
    }

    @Test func scrollTargetsAndProminenceChangeNothing() {
        let plain = ViewHost(rootView: Pages(modified: false), size: CGSize(width: 393, height: 500))
        let modified = ViewHost(rootView: Pages(modified: true), size: CGSize(width: 393, height: 500))
        let frames = { (h: ViewHost) in h.textDrawings.map { "\($0.string) \($0.rect)" } }
        #expect(!frames(plain).isEmpty && frames(plain) == frames(modified))
    }
}
