import Foundation
import Testing
@testable import PlaygroundUI

// iOS 17's `UnevenRoundedRectangle` and `.rect(topLeadingRadius:…)`: each corner its own radius.
@MainActor
struct UnevenRoundedRectangleTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func onlyTheRoundedCornersAreCutAway() {
        let p = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 10, style: .circular).path(in: rect)
        #expect(!p.contains(CGPoint(x: 2, y: 2)))      // top-leading: rounded by 20
        #expect(p.contains(CGPoint(x: 8, y: 8)))       // inside its arc (centre 20,20; 17 pt away)
        #expect(p.contains(CGPoint(x: 99, y: 1)))      // top-trailing: square
        #expect(p.contains(CGPoint(x: 1, y: 59)))      // bottom-leading: square
        #expect(!p.contains(CGPoint(x: 99, y: 59)))    // bottom-trailing: rounded by 10
        expectEqual(p.boundingRect, rect)
    }

    /// Where each piece of `p` ends.
    private func endPoints(_ p: Path) -> [CGPoint] {
        p.elements.compactMap {
            switch $0 {
            case .move(let q), .line(let q), .quadCurve(let q, _), .curve(let q, _, _): return q
            case .closeSubpath: return nil
            }
        }
    }

    @Test func continuousCornersReachFurtherAlongTheEdges() {
        // A continuous corner meets the edges 1.52866 radii from the corner; a circular one 1.
        let continuous = endPoints(UnevenRoundedRectangle(topLeadingRadius: 10).path(in: rect))
        let circular = endPoints(UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).path(in: rect))
        #expect(continuous.contains { abs($0.x - 15.2866483) < 1e-6 && $0.y == 0 })
        #expect(continuous.contains { $0.x == 0 && abs($0.y - 15.2866483) < 1e-6 })
        #expect(circular.contains(CGPoint(x: 10, y: 0)))
        #expect(circular.contains(CGPoint(x: 0, y: 10)))
    }

    @Test func radiiShrinkToFitAndTheShortNameBuildsTheSame() {
        // A 100-pt radius on a 60-pt-tall rect is cut to 30 (circular).
        let big = UnevenRoundedRectangle(topLeadingRadius: 100, style: .circular).path(in: rect)
        #expect(!big.contains(CGPoint(x: 3, y: 3)))
        #expect(big.contains(CGPoint(x: 31, y: 1)))
        let short: UnevenRoundedRectangle = .rect(topLeadingRadius: 12, topTrailingRadius: 12)
        expectEqual(short.cornerRadii, RectangleCornerRadii(topLeading: 12, topTrailing: 12))
        expectEqual(short.style, .continuous)
    }

    @Test func insetShrinksTheCorners() {
        let inset = UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).inset(by: 5)
        expectEqual(inset.cornerRadii.topLeading, 15)
        expectEqual(inset.path(in: rect).boundingRect, rect.insetBy(dx: 5, dy: 5))
    }
}
