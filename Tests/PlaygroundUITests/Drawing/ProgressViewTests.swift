import Foundation
import Testing
@testable import PlaygroundUI

// ProgressView (docs/semantics.md §16.1).

@MainActor
@Suite struct ProgressViewTests {
    @Test func aBarFillsToItsFraction() {
        let h = ViewHost(rootView: ProgressView(value: 30, total: 120).frame(width: 200), size: CGSize(width: 300, height: 100))
        let fill = h.shapeDrawings.first { $0.paint == .fill(Color.accentColor.resolved) }?.rect
        let track = h.shapeDrawings.first { $0.paint == .fill(ProgressMetrics.track.resolved) }?.rect
        #expect(track?.width == 200 && track?.height == 4)
        #expect(fill?.width == 50)
        #expect(h.isIdle)
    }

    @Test func aSpinnerTurnsAndKeepsTheHostAwake() {
        let h = ViewHost(rootView: ProgressView("Loading"), size: CGSize(width: 300, height: 100))
        func darkest() -> CGRect? {
            h.shapeDrawings.filter { $0.outline == .ellipse }.max { $0.paint.opacity < $1.paint.opacity }?.rect
        }
        let first = darkest()
        h.advance(frames: 10)
        #expect(darkest() != first, "the spinner turned")
        #expect(!h.isIdle)
        let label = h.frame(ofText: "Loading")!, dots = h.shapeDrawings.filter { $0.outline == .ellipse }.map(\.rect)
        #expect(dots.count == 8 && label.minY > dots.map(\.maxY).max()!)   // the title below the spinner
    }
}

private extension ShapePaint {
    var opacity: Double { if case .fill(let c) = self { return c.opacity } else { return 0 } }
}
