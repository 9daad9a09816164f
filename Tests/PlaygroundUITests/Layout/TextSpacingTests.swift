import Foundation
import Testing
@testable import PlaygroundUI

/// docs/semantics.md §6.1.1: across a vertical stack with nil spacing, text has spacing
/// preferences of its own (OpenSwiftUI's `Spacing.textSpacing`). The test measurer makes a body
/// line 17 × 1.2 = 20.4 pt tall, so: descender 20.4 × 494/2444 = 4.123, cap height
/// 20.4 × 1443/2444 = 12.044, and `defaultTextSpacing` = 2.04 rounded up to 4 pt (before iOS 17)
/// or to the pixel (from iOS 17; 7/3 at @3x). Body's HIG line height is 22, so its leading is 1.6.
@MainActor
@Suite struct TextSpacingTests {
    static let descender: CGFloat = 20.4 * 494 / 2444
    static let cap: CGFloat = 20.4 * 1443 / 2444

    func host<V: View>(_ v: V, scale: CGFloat = 1) -> ViewHost {
        ViewHost(rootView: v, size: CGSize(width: 300, height: 400)) { $0.displayScale = scale }
    }
    /// The gap between the texts `a` and `b` (b below a).
    func gap(_ h: ViewHost, _ a: String, _ b: String) throws -> CGFloat {
        try #require(h.frame(ofText: b)).minY - #require(h.frame(ofText: a)).maxY
    }
    func fill(_ h: ViewHost, _ c: Color) throws -> CGRect {
        try #require(h.shapeDrawings.first { $0.paint == .fill(c.resolved) }).rect
    }
    func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    @Test func beforeIOS17TextsTouchAndPlainViewsKeepTheirDistanceFromText() throws {
        try AnimationEra.withCurrent(.legacy) { () throws -> Void in
            // Text above text: the distance function gives 0 before the feature.
            let texts = host(VStack { Text("one"); Text("two") })
            #expect(try near(gap(texts, "one", "two"), 0))
            // A plain view above text: the text's descender + 4.
            let above = host(VStack { Color.red.frame(width: 10, height: 10); Text("below") })
            let gapAbove = try #require(above.frame(ofText: "below")).minY - fill(above, .red).maxY
            #expect(near(gapAbove, Self.descender + 4), "\(gapAbove)")
            // Text above a plain view: max(line + 4 − cap height, 4 + descender) = 12.36.
            let below = host(VStack { Text("above"); Color.red.frame(width: 10, height: 10) })
            let gapBelow = try fill(below, .red).minY - #require(below.frame(ofText: "above")).maxY
            #expect(near(gapBelow, 20.4 + 4 - Self.cap), "\(gapBelow)")
            // Two plain views: 8.
            let plain = host(VStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) })
            #expect(try near(fill(plain, .blue).minY - fill(plain, .red).maxY, 8))
            // Side by side: 8 as before (text has no side categories in horizontal writing).
            let row = host(HStack { Text("left"); Text("right") })
            #expect(try near(#require(row.frame(ofText: "right")).minX - #require(row.frame(ofText: "left")).maxX, 8))
        }
    }

    @Test func fromIOS17TextToTextIsTheLowerTextsLeadingRoundedUpToThePixel() throws {
        try AnimationEra.withCurrent(.modern) { () throws -> Void in
            let texts = host(VStack { Text("one"); Text("two") }, scale: 3)
            #expect(near(try gap(texts, "one", "two"), 5.0 / 3), "1.6 rounded up to the third of a point")
            let at1x = host(VStack { Text("one"); Text("two") })
            #expect(try near(gap(at1x, "one", "two"), 2))
            // A fixed-size font has no leading: the texts touch.
            let fixed = host(VStack { Text("one"); Text("two") }.font(.system(size: 17)), scale: 3)
            #expect(try near(gap(fixed, "one", "two"), 0))
            // Plain view above text: descender + 7/3; text above a plain view: line + 7/3 − cap height.
            let above = host(VStack { Color.red.frame(width: 10, height: 10); Text("below") }, scale: 3)
            let gapAbove = try #require(above.frame(ofText: "below")).minY - fill(above, .red).maxY
            #expect(near(gapAbove, Self.descender + 7.0 / 3), "\(gapAbove)")
            let below = host(VStack { Text("above"); Color.red.frame(width: 10, height: 10) }, scale: 3)
            let gapBelow = try fill(below, .red).minY - #require(below.frame(ofText: "above")).maxY
            #expect(near(gapBelow, 20.4 + 7.0 / 3 - Self.cap), "\(gapBelow)")
        }
    }

    /// Padding and frames with a height make the edge a plain view's (SpeziViews' iOS 26 list
    /// header: a padded title 5.77 pt above body text, the formula's 5.86).
    @Test func paddingAndFramesResetTheEdge() throws {
        try AnimationEra.withCurrent(.legacy) { () throws -> Void in
            let padded = host(VStack { Text("title").padding(.bottom, 4); Text("body") })
            #expect(try near(gap(padded, "title", "body"), 4 + Self.descender + 4))
            // Padding on the other edges leaves the bottom edge text.
            let sides = host(VStack { Text("title").padding(.horizontal, 4); Text("body") })
            #expect(try near(gap(sides, "title", "body"), 0))
            let framed = host(VStack { Text("title").frame(height: 30); Text("body") })
            let title = try #require(framed.frame(ofText: "title")), body = try #require(framed.frame(ofText: "body"))
            #expect(near(body.minY - (title.midY + 15), Self.descender + 4))
            // Modifiers without layout of their own keep the text's edges.
            let styled = host(VStack { Text("title").background(Color.yellow).foregroundStyle(.red); Text("body") })
            #expect(try near(gap(styled, "title", "body"), 0))
        }
    }

    /// A VStack's top is its first child's and its bottom its last child's; an HStack's edges take
    /// every child's; a symbol image keeps 8 toward anything (not modelled).
    @Test func stacksPassTheirChildrensEdgesOn() throws {
        try AnimationEra.withCurrent(.legacy) { () throws -> Void in
            let nested = host(VStack { VStack { Color.red.frame(width: 10, height: 10); Text("inner") }; Text("outer") })
            #expect(try near(gap(nested, "inner", "outer"), 0))
            // The HStack's bottom has the text's categories and the colour's: text to text gives
            // 0, but the colour's edge-above-text (0) meets the lower text's (descender + 4).
            let row = host(VStack { HStack { Color.red.frame(width: 10, height: 10); Text("row") }; Text("next") })
            #expect(try near(gap(row, "row", "next"), Self.descender + 4))
            let symbol = host(VStack { Text("top"); Image(systemName: "star"); Text("bottom") })
            let eight = host(VStack(spacing: 8) { Text("top"); Image(systemName: "star"); Text("bottom") })
            expectEqual(symbol.frame(ofText: "bottom"), eight.frame(ofText: "bottom"))
        }
    }
}
