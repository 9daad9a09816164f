import Foundation
import Testing
@testable import PlaygroundUI

// InsettableShape and strokeBorder (docs/semantics.md §10, §16).

/// A diamond that insets itself by pulling its corners in along the axes.
private struct Diamond: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        var p = Path()
        p.move(to: CGPoint(x: r.midX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
        p.addLine(to: CGPoint(x: r.midX, y: r.maxY)); p.addLine(to: CGPoint(x: r.minX, y: r.midY))
        p.closeSubpath()
        return p
    }
    func inset(by amount: CGFloat) -> Diamond { Diamond(inset: inset + amount) }
}

@MainActor
@Suite struct InsettableShapeTests {
    @Test func builtInShapesInsetTheirFrame() {
        let p = Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(p.boundingRect.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 10, y: 10, width: 80, height: 80)))
        #expect(abs(p.boundingRect.width - 80) < 1e-6)
        // Insets add up.
        #expect(abs(RoundedRectangle(cornerRadius: 5).inset(by: 4).inset(by: 6).path(in: CGRect(x: 0, y: 0, width: 100, height: 60)).boundingRect.width - 80) < 1e-6)
    }

    @Test func strokeBorderStrokesTheShapesOwnInset() {
        // A custom inset is used by strokeBorder: the stroke's centre line is the diamond inset by 2.
        let h = ViewHost(rootView: Diamond().strokeBorder(Color.red, lineWidth: 4).frame(width: 100, height: 100),
                         size: CGSize(width: 100, height: 100))
        guard case .path(let p, _)? = h.shapeDrawings.first?.outline else { Issue.record("no path"); return }
        expectEqual(p.boundingRect, CGRect(x: 2, y: 2, width: 96, height: 96))
        // Built-in shapes keep their analytic outline, inset by half the line width.
        let r = ViewHost(rootView: RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 6).frame(width: 100, height: 50),
                         size: CGSize(width: 100, height: 50))
        expectEqual(r.shapeDrawings.first?.rect, CGRect(x: 3, y: 3, width: 94, height: 44))
    }
}
