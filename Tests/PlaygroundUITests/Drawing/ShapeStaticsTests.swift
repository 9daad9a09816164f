import Foundation
import Testing
@testable import PlaygroundUI

// The shapes by their short names and `colorScheme(_:)` (docs/semantics.md §4).

@MainActor
@Suite struct ShapeStaticsTests {
    private func clip<S: Shape>(_ shape: S) -> [DisplayItem] {
        ViewHost(rootView: Color.orange.frame(width: 80, height: 40).clipShape(shape), size: CGSize(width: 80, height: 40)).displayList.items
    }

    @Test func shortNamesDrawTheSameShapes() {
        expectEqual(clip(.rect(cornerRadius: 12)), clip(RoundedRectangle(cornerRadius: 12)))
        #expect(clip(.rect(cornerSize: CGSize(width: 6, height: 9), style: .circular))
                == clip(RoundedRectangle(cornerSize: CGSize(width: 6, height: 9), style: .circular)))
        expectEqual(clip(.rect), clip(Rectangle()))
        expectEqual(clip(.circle), clip(Circle()))
        expectEqual(clip(.capsule), clip(Capsule()))
        expectEqual(clip(.ellipse), clip(Ellipse()))
        #expect(clip(.circle) != clip(.rect))
    }

    @Test func colorSchemeSetsTheViewsSchemeNotTheWindows() {
        let h = ViewHost(rootView: HStack(spacing: 0) {
            Color(.systemBackground).frame(width: 20, height: 20).colorScheme(.dark)
            Color(.systemBackground).frame(width: 20, height: 20)
        }, size: CGSize(width: 40, height: 20))
        let fills = h.shapeDrawings.map(\.paint)
        #expect(fills.contains(.fill(Color.black.resolved)), "\(fills)")
        #expect(fills.contains(.fill(Color.white.resolved)), "\(fills)")
    }
}
