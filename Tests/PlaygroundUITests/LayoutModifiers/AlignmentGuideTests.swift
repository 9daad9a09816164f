import Foundation
import Testing
@testable import PlaygroundUI

// Alignment guides, custom AlignmentIDs and baselines (docs/semantics.md §26.1, §26.2).

extension VerticalAlignment {
    fileprivate enum MidAccount: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

@MainActor
@Suite struct AlignmentGuideTests {
    private func box(_ c: Color, _ w: CGFloat, _ h: CGFloat) -> some View { c.frame(width: w, height: h) }

    // §26.1: a child's explicit leading guide (its trailing edge) lines it up on the others' leading
    // edges, so it hangs to the left; the stack grows to the union (150 = 50 + 100).
    @Test func vstackLinesChildrenUpOnAnExplicitLeadingGuide() {
        let h = makeHost(VStack(alignment: .leading, spacing: 0) {
            box(.red, 100, 20)
            box(.blue, 50, 20).alignmentGuide(.leading) { d in d[.trailing] }
        }.background(Color.green))
        h.advance()
        let red = h.rect(filled: .red)!, blue = h.rect(filled: .blue)!, green = h.rect(filled: .green)!
        expectEqual(blue.maxX, red.minX)
        expectEqual(green.size, CGSize(width: 150, height: 40))
        expectEqual(blue.minX, green.minX)
    }

    // §26.1, cost: a guide other than a baseline is asked only of subtrees that hold an
    // `alignmentGuide` or a custom `Layout`; a stack with neither below answers the default without
    // asking its children. Found in `make bench`: a process-wide "a guide was ever built" flag,
    // once set by any host, made every later layout ask every subtree at every level (a leaf
    // moving among 10,000 went from 1.5 ms to 563 ms a frame).
    @Test func onlySubtreesWithAGuideAreAskedForIt() {
        let other = makeHost(VStack(alignment: .leading) { box(.red, 10, 10).alignmentGuide(.leading) { _ in 5 } })
        other.advance()
        #expect(other.graph.explicitAlignmentCount > 0)
        func rows() -> some View {
            VStack(spacing: 0) {
                ForEach(0..<50) { _ in HStack(spacing: 0) { ForEach(0..<4) { _ in box(.red, 10, 10).padding(1) } } }
            }
        }
        let plain = makeHost(rows())
        plain.advance()
        expectEqual(plain.graph.explicitAlignmentCount, 0)
        // Beside a guided column only that column is asked, and the guide still lines up.
        let mixed = makeHost(HStack(alignment: .midAccount, spacing: 0) {
            rows()
            VStack(spacing: 0) {
                box(.blue, 20, 20)
                box(.green, 20, 20).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
            }
        })
        mixed.advance()
        let asked = mixed.graph.explicitAlignmentCount
        #expect(asked > 0 && asked < 20, "\(asked) nodes asked for the guide")
        let green = mixed.rect(filled: .green)!
        let lowestRed = mixed.shapeDrawings.filter { $0.paint == .fill(Color.red.resolved) }.map(\.rect.maxY).max()!
        // The rows' guide is their default (their bottom, 50 rows of 12 pt), the green square's its centre.
        #expect(green.midY - lowestRed == 1)   // the last row's padding: 1 pt below its square
    }

    // §26.1: a fixed value; the closure sees the view's own dimensions.
    @Test func hstackTopGuideMovesAChildDown() {
        let seen = Box<CGSize>(.zero)
        let h = makeHost(HStack(alignment: .top, spacing: 0) {
            box(.red, 40, 40)
            box(.blue, 30, 30).alignmentGuide(.top) { d in seen.set(CGSize(width: d.width, height: d.height)); return -10 }
        }.background(Color.green))
        h.advance()
        let red = h.rect(filled: .red)!, blue = h.rect(filled: .blue)!, green = h.rect(filled: .green)!
        expectEqual(seen.value, CGSize(width: 30, height: 30))
        expectEqual(blue.minY - red.minY, 10)
        #expect(green.height == 40)   // union: 0…40 and 10…40
    }

    // §26.1: a custom guide crosses a nested VStack: the VStack's guide is its child's explicit
    // value plus where the child sits (the green square's centre), so yellow lines up with green.
    @Test func customAlignmentAcrossNestedStacks() {
        let h = makeHost(HStack(alignment: .midAccount, spacing: 0) {
            VStack(spacing: 0) {
                box(.red, 40, 40)
                box(.green, 40, 40).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
                box(.blue, 40, 40)
            }
            box(.yellow, 40, 40).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
        })
        h.advance()
        let green = h.rect(filled: .green)!, yellow = h.rect(filled: .yellow)!
        expectEqual(yellow.minY, green.minY)
        expectEqual(yellow.minX, green.maxX)
    }

    // §26.1: without explicit values the custom guide's default (the bottom) applies.
    @Test func customAlignmentDefaultValue() {
        let h = makeHost(HStack(alignment: .midAccount, spacing: 0) {
            box(.red, 40, 40)
            box(.blue, 40, 20)
        })
        h.advance()
        expectEqual(h.rect(filled: .red)!.maxY, h.rect(filled: .blue)!.maxY)
    }

    // §26.1: in a ZStack the union of the aligned children is the stack's size.
    @Test func zstackGrowsToTheAlignedUnion() {
        let h = makeHost(ZStack(alignment: .topLeading) {
            box(.red, 100, 100)
            box(.blue, 20, 20).alignmentGuide(.top) { d in d[.bottom] }.alignmentGuide(.leading) { d in d[.trailing] }
        }.background(Color.green))
        h.advance()
        let red = h.rect(filled: .red)!, blue = h.rect(filled: .blue)!, green = h.rect(filled: .green)!
        #expect(blue.maxY == red.minY && blue.maxX == red.minX)
        expectEqual(green.size, CGSize(width: 120, height: 120))
    }

    /// The published tag-cloud layout (a ZStack whose children's `.leading`/`.top` guides move a
    /// running x and y along, wrapping at the width, and reset them at the last child).
    private struct TagCloud: View {
        let widths: [CGFloat]
        let limit: CGFloat
        var body: some View {
            var x: CGFloat = 0, y: CGFloat = 0
            return ZStack(alignment: .topLeading) {
                ForEach(widths.indices, id: \.self) { i in
                    Color.blue.frame(width: widths[i], height: 30)
                        .alignmentGuide(.leading) { d in
                            if abs(x - d.width) > limit { x = 0; y -= d.height }
                            let result = x
                            if i == widths.count - 1 { x = 0 } else { x -= d.width }
                            return result
                        }
                        .alignmentGuide(.top) { _ in
                            let result = y
                            if i == widths.count - 1 { y = 0 }
                            return result
                        }
                }
            }
            .background(Color.green)
        }
    }

    // §26.1: a ZStack asks each child for its two guides together (horizontal, then vertical),
    // child after child, once per pass, so the tag cloud wraps: four 120-pt tags in 300 pt are two
    // rows of two, and the stack is as tall as both.
    @Test func zstackAsksEachChildsGuidesInOrder() {
        let h = makeHost(TagCloud(widths: [120, 120, 120, 80], limit: 300).frame(width: 300, height: 200, alignment: .topLeading))
        h.advance()
        let tags = h.shapeDrawings.filter { $0.paint == .fill(Color.blue.resolved) }.map(\.rect)
        let green = h.rect(filled: .green) ?? .zero
        #expect(tags.map { CGPoint(x: $0.minX - green.minX, y: $0.minY - green.minY) }
                == [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 120, y: 30)])
        expectEqual(green.size, CGSize(width: 240, height: 60))
    }

    // §26.1: an overlay lines its content's guides up with the base's: a badge centred on the
    // top-trailing corner.
    @Test func overlayBadgeOnTheCorner() {
        let h = makeHost(box(.red, 100, 50).overlay(alignment: .topTrailing) {
            box(.blue, 20, 20)
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        })
        h.advance()
        let red = h.rect(filled: .red)!, blue = h.rect(filled: .blue)!
        #expect(blue.midX == red.maxX && blue.midY == red.minY)
    }

    // §26.1: explicit guides pass through padding and frames, moved by them.
    @Test func guidesPassThroughPaddingAndFrames() {
        let h = makeHost(VStack(alignment: .leading, spacing: 0) {
            box(.red, 100, 20)
            box(.blue, 20, 20).alignmentGuide(.leading) { _ in 5 }.padding(.leading, 10).frame(width: 60, alignment: .leading)
        })
        h.advance()
        let red = h.rect(filled: .red)!, blue = h.rect(filled: .blue)!
        // blue's guide: 5 in itself, 15 in the padding, 15 in the frame: the frame's leading edge
        // sits 15 left of red's; blue itself sits 10 right of that.
        expectEqual(blue.minX, red.minX - 15 + 10)
    }

    // §26.1: the built-in edges and centres are frame alignments: a stack lines its own children
    // up by their explicit values, but its own value stays its default (SwiftUI's FrameAlignment
    // merges nothing, OpenSwiftUI's reading of it), so guides that change nothing in the stack
    // (the tag-cloud idiom's `$0[.leading]`, `$0[.top]`) do not move it in its padding and frame.
    // It moved up and left by its padding and more (the header off screen) when they were averaged.
    @Test func aStacksBuiltInGuidesAreItsDefaultsWhateverItsChildrenSet() {
        let h = makeHost(VStack(alignment: .leading, spacing: 0) {
            box(.red, 100, 20)
            box(.blue, 50, 50).alignmentGuide(.top) { $0[.top] }.alignmentGuide(.leading) { $0[.leading] }
        }
        .padding(30)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        h.advance()
        expectEqual(h.rect(filled: .red)?.origin, CGPoint(x: 30, y: 30))
        expectEqual(h.rect(filled: .blue)?.origin, CGPoint(x: 30, y: 50))
        // Inside the stack the child's value still counts, and `[explicit:]` of the stack is nil.
        let seen = Box<[CGFloat?]>([])
        let g = makeHost(HStack(alignment: .top, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                box(.red, 40, 20)
                box(.blue, 20, 20).alignmentGuide(.leading) { _ in 10 }
            }
            .alignmentGuide(.top) { d in seen.set([d[explicit: HorizontalAlignment.leading], d[explicit: VerticalAlignment.top]]); return 0 }
        })
        g.advance()
        expectEqual(g.rect(filled: .blue)!.minX, g.rect(filled: .red)!.minX - 10)
        expectEqual(seen.value, [nil, nil])
    }

    // §26.1: `[explicit:]` is nil for a guide nobody set, the value for one that was.
    @Test func explicitSubscript() {
        let seen = Box<[CGFloat?]>([])
        let h = makeHost(HStack(alignment: .top) {
            box(.red, 40, 40)
                .alignmentGuide(.leading) { _ in 7 }
                .alignmentGuide(.top) { d in seen.set([d[explicit: HorizontalAlignment.leading], d[explicit: HorizontalAlignment.trailing]]); return 0 }
        })
        h.advance()
        _ = h
        expectEqual(seen.value, [7, nil])
    }

    // §26.2: first-text-baseline alignment lines up the baselines of different font sizes
    // (the ascent is 0.8 of the line height): the small text's top is 40·1.2·0.8 − 12·1.2·0.8 lower.
    @Test func firstTextBaselineLinesUpTexts() {
        let h = makeHost(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 40))
            Text("small").font(.system(size: 12))
        })
        h.advance()
        let big = h.frame(ofText: "Big")!, small = h.frame(ofText: "small")!
        #expect(abs((small.minY - big.minY) - (38.4 - 11.52)) < 0.001)
    }

    // §26.2: a view without text has its baseline at its bottom edge.
    @Test func baselineOfAShapeIsItsBottom() {
        let h = makeHost(HStack(alignment: .firstTextBaseline) {
            Text("Label").font(.system(size: 20))
            box(.red, 10, 10)
        })
        h.advance()
        let t = h.frame(ofText: "Label")!, red = h.rect(filled: .red)!
        #expect(abs(red.maxY - (t.minY + 24 * 0.8)) < 0.001)
    }

    // §26.2: a VStack's last baseline is its last text's; lastTextBaseline uses it.
    @Test func lastTextBaselineThroughAVStack() {
        let h = makeHost(HStack(alignment: .lastTextBaseline, spacing: 0) {
            VStack(spacing: 0) { Text("one").font(.system(size: 10)); Text("two").font(.system(size: 20)) }
            Text("three").font(.system(size: 10))
        })
        h.advance()
        let two = h.frame(ofText: "two")!, three = h.frame(ofText: "three")!
        #expect(abs((two.minY + 24 * 0.8) - (three.minY + 12 * 0.8)) < 0.001)
    }

    // §26.1: an overlay aligned on `.firstTextBaseline` meets the text's baseline (0.8 of the
    // 24-pt line below its top), not its bottom edge; `.lastTextBaseline` meets a VStack's last.
    @Test func overlayOnTheBaselineOfItsText() {
        let h = makeHost(Text("Label").font(.system(size: 20))
            .overlay(alignment: .leadingFirstTextBaseline) { box(.red, 10, 4) })
        h.advance()
        let t = h.frame(ofText: "Label")!, red = h.rect(filled: .red)!
        #expect(abs(red.maxY - (t.minY + 24 * 0.8)) < 0.001)
        #expect(red.maxY < t.maxY - 1)

        let v = makeHost(VStack(spacing: 0) { Text("one").font(.system(size: 10)); Text("two").font(.system(size: 20)) }
            .background(alignment: .centerLastTextBaseline) { box(.blue, 10, 2) })
        v.advance()
        let two = v.frame(ofText: "two")!, blue = v.rect(filled: .blue)!
        #expect(abs(blue.maxY - (two.minY + 24 * 0.8)) < 0.001)
    }
}
