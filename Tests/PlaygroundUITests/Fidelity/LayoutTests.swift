import Foundation
import Testing
@testable import PlaygroundUI

/// The layout numbers the examples depend on (docs/semantics.md §6, §10, §12.9–12).
/// Text metrics: FixedWidthTextMeasurer, 17 pt → 8.5 pt per character, 20.4 pt line height.
extension Fidelity {
    @MainActor
    struct LayoutTests {
        // §6.3 / §12.11: `.padding()` is 16 pt on every edge.
        @Test func defaultPaddingIs16() {
            let host = makeHost(topLeading(Text("abcd").padding().background(Color.blue)))
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 34 + 32, height: 20.4 + 32))
            expectEqual(host.frame(ofText: "abcd"), CGRect(x: 16, y: 16, width: 34, height: 20.4))
        }

        // §6.3: `.padding(.horizontal)` insets only leading/trailing by 16; `.padding(.top, 5)` one edge.
        @Test func edgePadding() {
            let host = makeHost(topLeading(Text("abcd").padding(.horizontal).padding(.top, 5).background(Color.blue)))
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 66, height: 25.4))
            expectEqual(host.frame(ofText: "abcd")?.origin, CGPoint(x: 16, y: 5))
        }

        // §6.1: spacing nil falls back to 8 pt between non-text children, on both axes.
        @Test func defaultStackSpacingIs8() {
            let host = makeHost(topLeading(VStack(alignment: .leading) {
                HStack {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 10, height: 10)
                }
                Color.green.frame(width: 10, height: 10)
            }))
            expectEqual(host.rect(filled: .red), CGRect(x: 0, y: 0, width: 10, height: 10))
            expectEqual(host.rect(filled: .blue), CGRect(x: 18, y: 0, width: 10, height: 10))
            expectEqual(host.rect(filled: .green), CGRect(x: 0, y: 18, width: 10, height: 10))
        }

        // §6.1: explicit spacing is used as given.
        @Test func explicitSpacing() {
            let host = makeHost(topLeading(HStack(spacing: 3) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }))
            expectEqual(host.rect(filled: .blue)?.minX, 13)
        }

        // §6.1 / §12.10: no default gap is inserted next to a Spacer.
        @Test func noGapBesideSpacer() {
            let host = makeHost(topLeading(HStack {
                Color.red.frame(width: 10, height: 10)
                Spacer()
                Color.blue.frame(width: 10, height: 10)
            }.frame(width: 100)))
            expectEqual(host.rect(filled: .red)?.minX, 0)
            #expect(host.rect(filled: .blue)?.minX == 90)      // the Spacer takes all 80 pt
        }

        // §6.2 / §12.10: a Spacer's default minimum length is 8, even when squeezed…
        @Test func spacerMinimumIs8() {
            let host = makeHost(topLeading(HStack {
                Color.red.frame(width: 50, height: 10)
                Spacer()
                Color.blue.frame(width: 50, height: 10)
            }.frame(width: 100)))
            let red = host.rect(filled: .red)!, blue = host.rect(filled: .blue)!
            expectEqual(blue.minX - red.maxX, 8)
        }

        // §6.2: …and at its ideal size (nil proposal); `minLength:` overrides it.
        @Test func spacerIdealAndMinLength() {
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Color.red.frame(width: 10, height: 10)
                    Spacer()
                    Color.blue.frame(width: 10, height: 10)
                }.fixedSize()
                HStack {
                    Color.green.frame(width: 50, height: 10)
                    Spacer(minLength: 0)
                    Color.yellow.frame(width: 50, height: 10)
                }.frame(width: 60)
            }))
            expectEqual(host.rect(filled: .blue)!.minX - host.rect(filled: .red)!.maxX, 8)
            expectEqual(host.rect(filled: .yellow)!.minX - host.rect(filled: .green)!.maxX, 0)
        }

        // §6.1: the least flexible child is sized first; flexible ones share the rest.
        @Test func leastFlexibleFirst() {
            let host = makeHost(topLeading(HStack {
                Text("abcd")
                Color.red
            }.frame(width: 200, height: 30)))
            expectEqual(host.frame(ofText: "abcd")?.width, 34)
            expectEqual(host.rect(filled: .red), CGRect(x: 42, y: 0, width: 158, height: 30))
        }

        // §6.1: equally flexible children get equal shares of (proposal − spacing).
        @Test func equalShares() {
            let host = makeHost(topLeading(HStack {
                Color.red
                Color.blue
                Color.green
            }.frame(width: 316, height: 10)))
            expectEqual(host.rect(filled: .red), CGRect(x: 0, y: 0, width: 100, height: 10))
            expectEqual(host.rect(filled: .blue), CGRect(x: 108, y: 0, width: 100, height: 10))
            expectEqual(host.rect(filled: .green), CGRect(x: 216, y: 0, width: 100, height: 10))
        }

        // §6.1 step 2: when both are infinitely flexible, the one with the larger minimum goes first,
        // so the stack fits its proposal.
        @Test func largerMinimumFirstAmongInfinitelyFlexible() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Color.blue
                Color.red.frame(minWidth: 100)
            }.frame(width: 150, height: 10)))
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 50, height: 10))
            expectEqual(host.rect(filled: .red), CGRect(x: 50, y: 0, width: 100, height: 10))
        }

        // §6.1 steps 2–3: higher layoutPriority first, after reserving lower groups' minimum sizes.
        @Test func layoutPriorityReservesLowerMinimums() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Color.blue.frame(minWidth: 30)
                Color.red.layoutPriority(1)
            }.frame(width: 200, height: 10)))
            expectEqual(host.rect(filled: .red)?.width, 170)
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 30, height: 10))
        }

        // §6.1: ZStack takes the largest child and aligns children inside.
        @Test func zStackSizeAndAlignment() {
            let host = makeHost(topLeading(ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 100, height: 40)
                Color.blue.frame(width: 20, height: 60)
            }.background(Color.green)))
            expectEqual(host.rect(filled: .green), CGRect(x: 0, y: 0, width: 100, height: 60))
            expectEqual(host.rect(filled: .red), CGRect(x: 0, y: 20, width: 100, height: 40))
            expectEqual(host.rect(filled: .blue), CGRect(x: 80, y: 0, width: 20, height: 60))
        }

        // §6.1: ZStack's size is that of its highest-priority children; the others are placed in
        // it (and may overflow) without growing it.
        @Test func zStackSizedByHighestPriority() {
            let host = makeHost(topLeading(ZStack {
                Color.red.frame(width: 300, height: 200)
                Color.blue.frame(width: 40, height: 30).layoutPriority(1)
            }.background(Color.green)))
            expectEqual(host.rect(filled: .green), CGRect(x: 0, y: 0, width: 40, height: 30))
            expectEqual(host.rect(filled: .red), CGRect(x: -130, y: -85, width: 300, height: 200))
        }

        // §6.2: a Spacer expands only along its stack's axis, also when modified
        // (`Spacer().frame(height:)` in a VStack must not widen the stack to the offer).
        @Test func modifiedSpacerKeepsStackAxis() {
            let host = makeHost(topLeading(VStack(spacing: 0) {
                Color.red.frame(width: 30, height: 10)
                Spacer().frame(height: 20)
                Color.blue.frame(width: 30, height: 10)
                HStack(spacing: 0) {
                    Color.green.frame(width: 10, height: 10)
                    Spacer().frame(minWidth: 5).background(Color.yellow)
                    Color.green.frame(width: 10, height: 10)
                }
                .frame(width: 30)
            }.background(Color.gray)))
            expectEqual(host.rect(filled: .gray)?.size, CGSize(width: 30, height: 50))
            expectEqual(host.rect(filled: .blue)?.minY, 30)
            // The horizontal Spacer is 0 high, centred in the 10-high HStack at y 40.
            expectEqual(host.rect(filled: .yellow), CGRect(x: 10, y: 45, width: 10, height: 0))
        }

        // §6.8: shapes/colours with a nil proposal take 10×10.
        @Test func colorIdealIs10() {
            let host = makeHost(topLeading(Color.red.fixedSize()))
            expectEqual(host.rect(filled: .red), CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        // §6.4: a fixed frame reports exactly its size; the child is aligned inside and may overflow.
        @Test func fixedFrame() {
            let host = makeHost(topLeading(
                Color.red.frame(width: 30, height: 30).frame(width: 100, height: 50, alignment: .bottomTrailing).background(Color.blue)
            ))
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 100, height: 50))
            expectEqual(host.rect(filled: .red), CGRect(x: 70, y: 20, width: 30, height: 30))
        }

        // §6.4: `maxWidth: .infinity` makes the frame as wide as offered even when the child is narrower.
        @Test func maxWidthInfinityTakesProposal() {
            let host = makeHost(topLeading(
                Text("abcd").frame(maxWidth: .infinity).background(Color.blue).frame(width: 300, height: 30)
            ))
            expectEqual(host.rect(filled: .blue)?.width, 300)
            #expect(host.frame(ofText: "abcd")?.minX == 133)        // centred: (300 − 34) / 2
        }

        // §6.4: only max: min(max(p', child), max) — a wide offer is capped.
        @Test func onlyMaxCaps() {
            let host = makeHost(topLeading(
                Text("abcd").frame(maxWidth: 20).background(Color.blue).frame(width: 300, height: 30)
            ))
            expectEqual(host.rect(filled: .blue)?.width, 20)
        }

        // §6.4: only min: max(min(p', child), min).
        @Test func onlyMin() {
            let host = makeHost(topLeading(VStack(spacing: 0) {
                Text("abcd").frame(minWidth: 100).background(Color.blue)
                Color.red.frame(minWidth: 100).frame(height: 10)
            }.frame(width: 300, alignment: .leading)))
            #expect(host.rect(filled: .blue)?.width == 100)     // child (34) < min
            #expect(host.rect(filled: .red)?.width == 300)      // child takes the clamped proposal
        }

        // §6.4: both min and max: clamp(p, min, max) without asking the child; the child is
        // proposed the clamped value.
        @Test func minAndMaxClampProposal() {
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                Text("abcd").frame(minWidth: 50, maxWidth: 120).background(Color.blue).frame(width: 300)
                Color.red.frame(minWidth: 50, maxWidth: 120).frame(width: 30, height: 10)
            }))
            expectEqual(host.rect(filled: .blue)?.width, 120)
            expectEqual(host.rect(filled: .red)?.width, 50)
        }

        // §6.4: nil proposal → ideal if given, else the child's ideal clamped to min/max.
        @Test func nilProposalUsesIdealOrClampedChild() {
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(idealWidth: 77, idealHeight: 5).fixedSize()
                Text("abcd").frame(minWidth: 50, maxWidth: 120).background(Color.blue).fixedSize()
                Text("abcdefghijklmnopqrst").frame(maxWidth: 60).background(Color.green).fixedSize()
            }))
            expectEqual(host.rect(filled: .red)?.size, CGSize(width: 77, height: 5))
            expectEqual(host.rect(filled: .blue)?.width, 50)
            expectEqual(host.rect(filled: .green)?.width, 60)
        }

        // §6.4: fixedSize proposes nil, so the child takes its ideal size regardless of the offer.
        @Test func fixedSizeIgnoresOffer() {
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                Text("aaaa bbbb").frame(width: 40)
                Text("cccc dddd").fixedSize().frame(width: 40)
            }))
            let wrapped = host.frame(ofText: "aaaa bbbb")!
            // Wraps to "aaaa" / "bbbb": 34 wide plus the 8.5-pt space it broke at, within the 40
            // offered (§20.5).
            expectEqual(wrapped.width, 40)
            #expect(abs(wrapped.height - 42.4) < 1e-9)   // a 20.4-pt line and body's 22-pt step
            let fixed = host.frame(ofText: "cccc dddd")!
            expectEqual(fixed.size, CGSize(width: 76.5, height: 20.4))
            #expect(fixed.minX == -18.25)            // centred in the 40-wide frame, overflowing
        }

        // §6.4: fixedSize on one axis only.
        @Test func fixedSizeOneAxis() {
            let host = makeHost(topLeading(
                Color.red.fixedSize(horizontal: true, vertical: false).frame(width: 200, height: 50)
            ))
            expectEqual(host.rect(filled: .red), CGRect(x: 95, y: 0, width: 10, height: 50))
        }

        // §6.6 / §10 / §12.12: `border` is drawn entirely inside the bounds (strokeBorder: inset by
        // half the line width); `stroke` is centred on the outline (half outside).
        @Test func borderInsideStrokeCentred() {
            let host = makeHost(topLeading(VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(width: 100, height: 50).border(Color.red, width: 4)
                Rectangle().stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 50)
                Rectangle().strokeBorder(Color.green, lineWidth: 6).frame(width: 100, height: 50)
            }))
            let border = host.stroke(.red)!
            expectEqual(border.lineWidth, 4)
            #expect(border.rect == CGRect(x: 2, y: 2, width: 96, height: 46))      // outer edge = bounds
            let stroke = host.stroke(.blue)!
            expectEqual(stroke.lineWidth, 4)
            #expect(stroke.rect == CGRect(x: 0, y: 50, width: 100, height: 50))    // 2 pt lie outside
            let sb = host.stroke(.green)!
            expectEqual(sb.rect, CGRect(x: 3, y: 103, width: 94, height: 44))
        }

        // §6.6: border width defaults to 1.
        @Test func borderDefaultWidth() {
            let host = makeHost(topLeading(Color.clear.frame(width: 10, height: 10).border(Color.red)))
            expectEqual(host.stroke(.red)?.lineWidth, 1)
            expectEqual(host.stroke(.red)?.rect, CGRect(x: 0.5, y: 0.5, width: 9, height: 9))
        }

        // §6.5 / §12.8: offset moves drawing but not layout: the parent still lays the view out at
        // its original place (siblings and the modifier after the offset — background — stay),
        // while the content, and the root-space geometry it reports, move.
        @Test func offsetMovesDrawingNotLayout() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Text("ab").offset(x: 30, y: 5).background(Color.blue)
                Text("cd")
            }.background(Color.green)))
            expectEqual(host.rect(filled: .blue), CGRect(x: 0, y: 0, width: 17, height: 20.4))
            expectEqual(host.rect(filled: .green), CGRect(x: 0, y: 0, width: 34, height: 20.4))
            expectEqual(host.frame(ofText: "cd")?.minX, 17)
            expectEqual(host.textDrawings.first { $0.string == "ab" }?.rect.origin, CGPoint(x: 30, y: 5))
            expectEqual(host.presentedFrame(ofText: "ab"), CGRect(x: 30, y: 5, width: 17, height: 20.4))
            expectEqual(host.frame(ofText: "ab"), CGRect(x: 30, y: 5, width: 17, height: 20.4))
        }

        // §6.5: a background applied before the offset moves with it.
        @Test func backgroundInsideOffsetMoves() {
            let host = makeHost(topLeading(Text("ab").background(Color.blue).offset(x: 30)))
            expectEqual(host.rect(filled: .blue), CGRect(x: 30, y: 0, width: 17, height: 20.4))
        }

        // §6.6: overlay/background are proposed the primary's size and never change it.
        @Test func secondaryDoesNotChangePrimarySize() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Color.red.frame(width: 40, height: 20)
                    .overlay(Color.blue.frame(width: 100, height: 100))
                Color.green.frame(width: 10, height: 10)
            }))
            expectEqual(host.rect(filled: .green)?.minX, 40)
            expectEqual(host.rect(filled: .blue), CGRect(x: -30, y: -40, width: 100, height: 100))
        }
    }
}
