import Foundation
import Testing
@testable import PlaygroundUI

// A shape that is filled (or stroked) and then stroked again draws both, the stroke on top
// (iOS 17's ShapeView chains, docs/semantics.md §17.7).

@MainActor
@Suite struct ShapeViewChainTests {
    private func host<V: View>(_ v: V) -> ViewHost {
        ViewHost(rootView: v.frame(width: 40, height: 40).position(x: 50, y: 50), size: CGSize(width: 100, height: 100))
    }

    @Test func fillThenStrokeBorderDrawsTheDiscAndARingInsideIt() {
        let h = host(Circle().fill(.red).strokeBorder(.blue, lineWidth: 4))
        let shapes = h.shapeDrawings
        expectEqual(shapes.count, 2)
        // The fill first, across the whole frame; the ring over it, inset by half its width.
        expectEqual(shapes.first?.paint, .fill(Color.red.resolved))
        expectEqual(shapes.first?.rect, CGRect(x: 30, y: 30, width: 40, height: 40))
        expectEqual(shapes.last?.paint, .stroke(Color.blue.resolved, StrokeStyle(lineWidth: 4)))
        expectEqual(shapes.last?.rect, CGRect(x: 32, y: 32, width: 36, height: 36))
        #expect(shapes.allSatisfy { $0.outline == .ellipse })
    }

    @Test func fillThenStrokeDrawsTheOutlineCentredOnTheEdge() {
        let h = host(RoundedRectangle(cornerRadius: 8).fill(.yellow).stroke(.black, lineWidth: 2))
        let shapes = h.shapeDrawings
        expectEqual(shapes.count, 2)
        expectEqual(shapes.first?.paint, .fill(Color.yellow.resolved))
        expectEqual(shapes.last?.paint, .stroke(Color.black.resolved, StrokeStyle(lineWidth: 2)))
        // Both on the same outline: the stroke is centred on the frame's edge.
        expectEqual(shapes.first?.rect, CGRect(x: 30, y: 30, width: 40, height: 40))
        expectEqual(shapes.last?.rect, shapes.first?.rect)
        // The chain keeps the size the fill had.
        #expect(ViewHost(rootView: Circle().fill(.red).stroke(.blue, lineWidth: 4)).sizeThatFits(ProposedViewSize(width: 30, height: 20))
                == CGSize(width: 30, height: 20))
    }

    @Test func aStrokeOverAStrokeKeepsBoth() {
        let h = host(Circle().stroke(.red, lineWidth: 10).stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4])))
        let paints = h.shapeDrawings.map(\.paint)
        #expect(paints == [.stroke(Color.red.resolved, StrokeStyle(lineWidth: 10)),
                           .stroke(Color.blue.resolved, StrokeStyle(lineWidth: 2, dash: [4]))])
    }

    // §10: a filled or stroked shape is a view in SwiftUI, so `.offset` moves it as a view and it
    // keeps its colour and stroke (it was made a shape again and filled black: a blue ring drew
    // as a black disc).
    @Test func anOffsetStrokedOrFilledShapeKeepsItsPaint() {
        let ring = host(Circle().stroke(Color.blue, lineWidth: 4).offset(x: 20))
        expectEqual(ring.shapeDrawings.count, 1)
        expectEqual(ring.shapeDrawings.first?.paint, .stroke(Color.blue.resolved, StrokeStyle(lineWidth: 4)))
        expectEqual(ring.shapeDrawings.first?.rect, CGRect(x: 50, y: 30, width: 40, height: 40))
        let disc = host(Circle().fill(.red).offset(y: -10))
        expectEqual(disc.shapeDrawings.first?.paint, .fill(Color.red.resolved))
        expectEqual(disc.shapeDrawings.first?.rect, CGRect(x: 30, y: 20, width: 40, height: 40))
    }

    // §10: iOS 17's `stroke(lineWidth:)` is a shape of the stroke's outline, so a shape made from
    // it (`rotation`, `scale`) draws that outline, not the filled interior.
    @Test func aShapeMadeFromAStrokeIsTheStrokesOutline() throws {
        let h = host(Circle().stroke(lineWidth: 2).rotation(.degrees(30)))
        let d = try #require(h.shapeDrawings.first)
        guard case .path(let p, _) = d.outline else { Issue.record("not a path: \(d.outline)"); return }
        // The centre of the circle is not inside; a point on the circle's edge is (the path is
        // in the window's points).
        let centre = p.contains(CGPoint(x: 50, y: 50)), edge = p.contains(CGPoint(x: 70, y: 50))
        #expect(!centre && edge)
    }
}
