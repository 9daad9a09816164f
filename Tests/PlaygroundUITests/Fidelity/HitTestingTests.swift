import Foundation
import Testing
@testable import PlaygroundUI

/// Hit testing (docs/semantics.md §8, §6.5, §12.11). Taps are in window (root) coordinates.
extension Fidelity {
    @MainActor
    struct HitTestingTests {
        // Text("abcd") = 34 × 20.4; `.padding()` puts it at (16, 16) in a 66 × 52.4 view.

        // §8: only leaf content is tappable — the padding ring of a padded Text is not.
        @Test func paddingRingNotTappable() {
            let taps = CallCounter()
            let host = makeHost(topLeading(Text("abcd").padding().onTapGesture { taps.hit() }))
            host.tap(at: CGPoint(x: 5, y: 5))          // in the padding ring
            host.tap(at: CGPoint(x: 60, y: 45))        // still in the ring
            expectEqual(taps.count, 0)
            host.tap(at: CGPoint(x: 20, y: 20))        // on the text
            expectEqual(taps.count, 1)
        }

        // §8: `.contentShape(Rectangle())` after the padding makes the whole padded rect tappable.
        @Test func contentShapeMakesRingTappable() {
            let taps = CallCounter()
            let host = makeHost(topLeading(
                Text("abcd").padding().contentShape(Rectangle()).onTapGesture { taps.hit() }
            ))
            host.tap(at: CGPoint(x: 5, y: 5))
            host.tap(at: CGPoint(x: 60, y: 45))
            expectEqual(taps.count, 2)
            host.tap(at: CGPoint(x: 70, y: 5))         // outside the view
            expectEqual(taps.count, 2)
        }

        // §8: contentShape placed before the padding only covers the text rect.
        @Test func contentShapeBeforePaddingDoesNotCoverRing() {
            let taps = CallCounter()
            let host = makeHost(topLeading(
                Text("abcd").contentShape(Rectangle()).padding().onTapGesture { taps.hit() }
            ))
            host.tap(at: CGPoint(x: 5, y: 5))
            expectEqual(taps.count, 0)
        }

        // §8: a gesture inside a contentShape still gets taps on its own content first.
        @Test func innerGestureWinsInsideContentShape() {
            let outer = CallCounter(), inner = CallCounter()
            let host = makeHost(topLeading(
                Text("abcd").onTapGesture { inner.hit() }
                    .padding().contentShape(Rectangle()).onTapGesture { outer.hit() }
            ))
            host.tap(at: CGPoint(x: 20, y: 20))
            expectEqual(inner.count, 1)
            expectEqual(outer.count, 0)
            host.tap(at: CGPoint(x: 5, y: 5))
            expectEqual(outer.count, 1)
            expectEqual(inner.count, 1)
        }

        // §8: Spacer areas and stack gaps are not tappable.
        @Test func spacerAndGapsNotTappable() {
            let taps = CallCounter()
            let host = makeHost(topLeading(
                HStack { Text("ab"); Spacer(); Text("cd") }.frame(width: 200).onTapGesture { taps.hit() }
            ))
            host.tap(at: CGPoint(x: 100, y: 10))
            expectEqual(taps.count, 0)
            host.tap(onText: "cd")
            expectEqual(taps.count, 1)
        }

        // §8 / §6.5: an offset moves the hit area with the content.
        @Test func offsetMovesHitArea() {
            let taps = CallCounter()
            let host = makeHost(topLeading(
                Color.red.frame(width: 20, height: 20).offset(x: 100, y: 50).onTapGesture { taps.hit() }
            ))
            host.tap(at: CGPoint(x: 10, y: 10))        // the layout rect: nothing drawn there
            expectEqual(taps.count, 0)
            host.tap(at: CGPoint(x: 110, y: 60))       // the drawn rect
            expectEqual(taps.count, 1)
        }

        // §8: a Button's whole label (including padding inside the label) is tappable; padding applied
        // outside the Button is not.
        @Test func buttonWholeLabelTappable() {
            let taps = CallCounter()
            let host = makeHost(topLeading(
                Button(action: { taps.hit() }) { Text("abcd").padding() }
                    .padding(20)
            ))
            // Label at (20, 20) size 66 × 52.4; text at (36, 36).
            host.tap(at: CGPoint(x: 23, y: 23))        // label padding (inside the label)
            expectEqual(taps.count, 1)
            host.tap(at: CGPoint(x: 40, y: 40))        // the text
            expectEqual(taps.count, 2)
            host.tap(at: CGPoint(x: 10, y: 10))        // padding outside the Button
            expectEqual(taps.count, 2)
        }

        // §8: shapes are hit over their path — a Circle's frame corners are not tappable.
        @Test func shapesHitOverTheirPath() {
            let taps = CallCounter()
            let host = makeHost(topLeading(Circle().fill(Color.red).frame(width: 100, height: 100).onTapGesture { taps.hit() }))
            host.tap(at: CGPoint(x: 5, y: 5))
            expectEqual(taps.count, 0)
            host.tap(at: CGPoint(x: 50, y: 50))
            expectEqual(taps.count, 1)
        }

        // §8: `allowsHitTesting(false)` removes a view: the tap reaches the view beneath.
        @Test func allowsHitTestingFalsePassesThrough() {
            let bottom = CallCounter(), top = CallCounter()
            let host = makeHost(topLeading(ZStack {
                Color.red.frame(width: 50, height: 50).onTapGesture { bottom.hit() }
                Color.blue.frame(width: 50, height: 50).onTapGesture { top.hit() }.allowsHitTesting(false)
            }))
            host.tap(at: CGPoint(x: 25, y: 25))
            expectEqual(top.count, 0)
            expectEqual(bottom.count, 1)
        }

        // §8: the front-most view gets the tap (later ZStack children are in front).
        @Test func frontMostWins() {
            let bottom = CallCounter(), top = CallCounter()
            let host = makeHost(topLeading(ZStack {
                Color.red.frame(width: 50, height: 50).onTapGesture { bottom.hit() }
                Color.blue.frame(width: 50, height: 50).onTapGesture { top.hit() }
            }))
            host.tap(at: CGPoint(x: 25, y: 25))
            expectEqual(top.count, 1)
            expectEqual(bottom.count, 0)
        }

        // §8: clipped() does not restrict hit testing.
        @Test func clippedDoesNotRestrictHitTesting() {
            let taps = CallCounter()
            let host = makeHost(topLeading(
                Color.red.frame(width: 100, height: 20).frame(width: 40, height: 20, alignment: .leading)
                    .clipped().onTapGesture { taps.hit() }
            ))
            host.tap(at: CGPoint(x: 80, y: 10))        // drawn clipped away, still hit
            expectEqual(taps.count, 1)
        }

        // §8: an overlay in front receives taps before the primary view.
        @Test func overlayInFrontOfPrimary() {
            let primary = CallCounter(), over = CallCounter()
            let host = makeHost(topLeading(
                Color.red.frame(width: 50, height: 50).onTapGesture { primary.hit() }
                    .overlay(Color.blue.frame(width: 20, height: 20).onTapGesture { over.hit() })
            ))
            host.tap(at: CGPoint(x: 25, y: 25))
            expectEqual(over.count, 1)
            host.tap(at: CGPoint(x: 5, y: 5))
            expectEqual(primary.count, 1)
        }
    }
}
