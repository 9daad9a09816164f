import Foundation
import Testing
@testable import PlaygroundUI

/// A hit test skips every subtree whose hit bounds miss the point (`_Node.currentHitBounds()`,
/// made again where the subtree was drawn anew; docs/engine.md, "Between frames: input"). These check the bounds, and the
/// hits that lie outside a view's layout frame, which the bounds must still reach (docs/semantics.md
/// §8: shapes are hit over their path, offsets and transforms move the hit area with the drawing).
@MainActor
struct HitBoundsTests {
    /// The root's bounds are the union of what was drawn; a row's are its own frame, so a tap in a
    /// long stack goes down one row only.
    @Test func boundsAreTheDrawnFramesOfTheSubtree() {
        let taps = CallCounter()
        let host = makeHost(topLeading(VStack(spacing: 0) {
            ForEach(0..<200, id: \.self) { i in
                Color.blue.frame(width: 40 + CGFloat(i % 3), height: 2).onTapGesture { taps.hit() }
            }
        }))
        let root = try! #require(host.graph.root)
        #expect(root.currentHitBounds().contains(CGPoint(x: 10, y: 10)))
        // Every row's node below the stack carries its own drawn frame, 2 pt tall, grown by the
        // point of margin a shape's bounds keep (`ShapeNode.ownHitBounds`). The row is the colour's
        // node, which keeps the tap gesture applied to it (`LeafNode.keptTap`).
        var rows: [CGRect] = []
        func visit(_ n: _Node) {
            if let leaf = n as? LeafNode, leaf.keptTap != nil { rows.append(n.currentHitBounds()); return }
            n.forEachChild(visit)
        }
        visit(root)
        expectEqual(rows.count, 200)
        #expect(rows.allSatisfy { $0.height == 4 })
        #expect(rows[150] == CGRect(x: 0, y: 299, width: 42, height: 4))   // 40 wide, centred in the 42-pt stack
        host.tap(at: CGPoint(x: 20, y: 301))
        expectEqual(taps.count, 1)
        host.tap(at: CGPoint(x: 300, y: 301))   // beside the rows: nothing
        expectEqual(taps.count, 1)
    }

    /// Bounds follow what is drawn: a view pushed down by a taller one above it is hit where it is
    /// drawn now, not where the bounds made before the change had it.
    @Test func boundsFollowAViewThatMoved() {
        struct Moving: View {
            @State var tall = false
            let taps: CallCounter
            var body: some View {
                VStack(spacing: 0) {
                    Color.gray.frame(width: 40, height: tall ? 100 : 10).onTapGesture { tall = true }
                    ForEach(0..<50, id: \.self) { _ in Color.blue.frame(width: 40, height: 10) }
                    // Raised: the stack draws its items itself, past the list between them.
                    Color.red.frame(width: 40, height: 10).onTapGesture { taps.hit() }.zIndex(1)
                }
            }
        }
        let taps = CallCounter()
        let host = makeHost(topLeading(Moving(taps: taps)))
        host.tap(at: CGPoint(x: 20, y: 515))   // the red row, under 10 + 500 pt
        expectEqual(taps.count, 1)
        host.tap(at: CGPoint(x: 20, y: 5))     // the grey row grows to 100 pt
        host.advance()
        host.tap(at: CGPoint(x: 20, y: 515))   // a blue row now
        expectEqual(taps.count, 1)
        host.tap(at: CGPoint(x: 20, y: 605))   // the red row, 90 pt lower
        expectEqual(taps.count, 2)
    }

    /// A stroke reaches half its width past the shape's frame, and is hit there.
    @Test func aStrokeIsHitPastItsFrame() {
        let taps = CallCounter()
        let host = makeHost(topLeading(Circle().stroke(lineWidth: 20).frame(width: 100, height: 100)
            .onTapGesture { taps.hit() }.padding(100)))
        host.tap(at: CGPoint(x: 206, y: 150))   // 6 pt right of the frame, inside the band
        expectEqual(taps.count, 1)
        host.tap(at: CGPoint(x: 214, y: 150))   // past the band
        expectEqual(taps.count, 1)
    }

    /// A scaled view is hit where it is drawn, outside its layout frame.
    @Test func aScaledViewIsHitWhereItIsDrawn() {
        let taps = CallCounter()
        let host = makeHost(topLeading(Color.red.frame(width: 20, height: 20).onTapGesture { taps.hit() }
            .scaleEffect(3).padding(100)))
        host.tap(at: CGPoint(x: 110 + 25, y: 110))   // 25 pt right of the centre: the 60-pt drawing
        expectEqual(taps.count, 1)
    }

    /// An offset view is hit where it was moved to.
    @Test func anOffsetViewIsHitWhereItMoved() {
        let taps = CallCounter()
        let host = makeHost(topLeading(HStack {
            Color.green.frame(width: 30, height: 30).onTapGesture { taps.hit() }.offset(x: 300, y: 200)
        }))
        host.tap(at: CGPoint(x: 315, y: 215))
        expectEqual(taps.count, 1)
        host.tap(at: CGPoint(x: 15, y: 15))   // where it was laid out
        expectEqual(taps.count, 1)
    }

    /// A custom shape's path may leave its frame; it is hit over the path there too.
    @Test func aPathOutsideItsFrameIsHit() {
        struct Outside: Shape {
            func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.maxX + 10, y: rect.minY, width: 30, height: 30)) }
        }
        let taps = CallCounter()
        let host = makeHost(topLeading(Outside().frame(width: 20, height: 20).onTapGesture { taps.hit() }.padding(50)))
        host.tap(at: CGPoint(x: 50 + 20 + 10 + 15, y: 60))   // inside the path, 25 pt right of the frame
        expectEqual(taps.count, 1)
    }
}
