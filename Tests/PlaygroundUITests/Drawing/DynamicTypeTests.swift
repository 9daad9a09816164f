import Foundation
import Testing
@testable import PlaygroundUI

// Dynamic Type: text styles take Apple's HIG sizes and line heights for the environment's Dynamic
// Type size; custom fonts and @ScaledMetric scale with a style (docs/fonts.md "Dynamic Type" and
// "Line pitch", docs/semantics.md §20.4). Measured with the fixed-width test measurer: a line is
// 1.2 × the size tall, so only the HIG's leading makes lines further apart than that.

@MainActor
@Suite struct DynamicTypeTests {
    private func host<V: View>(_ v: V, _ w: CGFloat = 400, _ h: CGFloat = 400) -> ViewHost {
        ViewHost(rootView: v, size: CGSize(width: w, height: h))
    }
    private func size<V: View>(_ v: V) -> CGFloat? { host(v).textDrawings.first?.font.size }
    private func rects(_ h: ViewHost) -> [CGRect] {
        h.displayList.items.compactMap { if case .shape(let s) = $0 { return s.rect } else { return nil } }
    }

    @Test func mediumBodyIsSixteenPointsAndLargeStaysTheDefault() {
        // What every swift-snapshot-testing device configuration sets, and iOS then draws at 16 pt.
        expectEqual(size(Text("a").dynamicTypeSize(.medium)), 16)
        expectEqual(size(Text("a")), 17)
        expectEqual(size(Text("a").dynamicTypeSize(.large)), 17)
        expectEqual(EnvironmentValues().dynamicTypeSize, .large)
    }

    @Test func everyDynamicTypeSizeGivesTheHIGBodySize() {
        let body: [(DynamicTypeSize, CGFloat)] = [
            (.xSmall, 14), (.small, 15), (.medium, 16), (.large, 17), (.xLarge, 19), (.xxLarge, 21),
            (.xxxLarge, 23), (.accessibility1, 28), (.accessibility2, 33), (.accessibility3, 40),
            (.accessibility4, 47), (.accessibility5, 53),
        ]
        expectEqual(body.count, DynamicTypeSize.allCases.count)
        for (type, points) in body {
            #expect(size(Text("a").font(.body).dynamicTypeSize(type)) == points, "\(type)")
            // headline is body's size in semibold at every size
            let headline = host(Text("a").font(.headline).dynamicTypeSize(type)).textDrawings.first?.font
            #expect(headline?.size == points && headline?.weight == .semibold, "\(type)")
        }
    }

    @Test func otherStylesFollowTheirOwnRows() {
        // A sample of the HIG table away from body: the ends of each row and the rows whose
        // small sizes stop at the 11-pt minimum.
        let cases: [(Font, DynamicTypeSize, CGFloat)] = [
            (.largeTitle, .xSmall, 31), (.largeTitle, .accessibility5, 60), (.title, .medium, 27),
            (.title, .accessibility2, 43), (.title2, .accessibility1, 34), (.title3, .xxLarge, 24),
            (.callout, .accessibility3, 38), (.subheadline, .xxxLarge, 21), (.footnote, .xSmall, 12),
            (.footnote, .medium, 12), (.caption, .medium, 11), (.caption, .xLarge, 14),
            (.caption2, .large, 11), (.caption2, .accessibility5, 40),
        ]
        for (font, type, points) in cases {
            #expect(size(Text("a").font(font).dynamicTypeSize(type)) == points, "\(font.textStyle.map { "\($0)" } ?? "") \(type)")
        }
        // A style keeps its design and weight changes while it scales.
        let serif = host(Text("a").font(.system(.title, design: .serif).weight(.bold)).dynamicTypeSize(.xLarge)).textDrawings[0].font
        #expect(serif.size == 30 && serif.design == .serif && serif.weight == .bold)
    }

    @Test func everyStyleGrowsWithTheSizeAndItsLinesAreApart() {
        // The HIG's rows never shrink from xSmall to AX5, and the leading is more than the size.
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            let leads = DynamicTypeSize.allCases.map { style.lineHeight(at: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 } && zip(leads, leads.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
            #expect(zip(sizes, leads).allSatisfy { $1 > $0 }, "\(style)")
            #expect(style.size(at: .large) == style.defaultSize && style.lineHeight(at: .large) == style.defaultLineHeight)
        }
    }

    @Test func sizeCategoryIsTheSameSetting() {
        let pairs: [(ContentSizeCategory, DynamicTypeSize)] = Array(zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases))
        expectEqual(pairs.count, 12)
        for (category, type) in pairs {
            let a = size(Text("a").font(.title).environment(\.sizeCategory, category))
            let b = size(Text("a").font(.title).dynamicTypeSize(type))
            #expect(a != nil && a == b, "\(category)")
        }
        expectEqual(size(Text("a").environment(\.sizeCategory, .medium)), 16)
        expectEqual(size(Text("a").environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)), 53)
        // Reading one name sees the other.
        struct Reader: View {
            @Environment(\.dynamicTypeSize) var type
            @Environment(\.sizeCategory) var category
            var body: some View { Text("\(type == .xLarge) \(category == .extraLarge)") }
        }
        #expect(host(Reader().environment(\.sizeCategory, .extraLarge)).frame(ofText: "true true") != nil)
        #expect(host(Reader().dynamicTypeSize(.xLarge)).frame(ofText: "true true") != nil)
        #expect(ContentSizeCategory.medium < .large && DynamicTypeSize.accessibility1 > .xxxLarge)
    }

    @Test func theNearestSetWins() {
        expectEqual(size(Text("a").dynamicTypeSize(.xSmall).dynamicTypeSize(.accessibility1)), 14)
        expectEqual(size(VStack { Text("a").dynamicTypeSize(.xxLarge) }.dynamicTypeSize(.small)), 21)
    }

    @Test func aRangeKeepsTheSizeInside() {
        // Capped from above, raised from below, left alone inside.
        expectEqual(size(Text("a").dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)), 17)
        expectEqual(size(Text("a").dynamicTypeSize(DynamicTypeSize.xLarge...)), 19)
        expectEqual(size(Text("a").dynamicTypeSize(DynamicTypeSize.small ..< .xLarge).dynamicTypeSize(.medium)), 16)
        expectEqual(size(Text("a").dynamicTypeSize(DynamicTypeSize.small ..< .xLarge).dynamicTypeSize(.xxLarge)), 17)
    }

    @Test func fixedSizesStayAndCustomFontsScaleWithTheirStyle() {
        // system(size:) and custom(_:fixedSize:) never scale.
        expectEqual(size(Text("a").font(.system(size: 17)).dynamicTypeSize(.accessibility5)), 17)
        expectEqual(size(Text("a").font(.custom("Avenir", fixedSize: 20)).dynamicTypeSize(.xSmall)), 20)
        // custom(_:size:) scales as body: 20 × 16/17 at medium, 20 × 53/17 at AX5.
        let medium = size(Text("a").font(.custom("Avenir", size: 20)).dynamicTypeSize(.medium)) ?? 0
        #expect(abs(medium - 20 * 16 / 17) < 1e-9)
        let ax5 = size(Text("a").font(.custom("Avenir", size: 20)).dynamicTypeSize(.accessibility5)) ?? 0
        #expect(abs(ax5 - 20 * 53 / 17) < 1e-9)
        expectEqual(size(Text("a").font(.custom("Avenir", size: 20))), 20)
        // relativeTo: the style given (title: 28 → 34 at xxxLarge).
        let title = size(Text("a").font(.custom("Georgia", size: 14, relativeTo: .title)).dynamicTypeSize(.xxxLarge)) ?? 0
        #expect(abs(title - 14 * 34 / 28) < 1e-9)
    }

    @Test func scaledMetricScalesByItsStylesRatio() {
        struct Box: View {
            @ScaledMetric var width: CGFloat = 20
            @ScaledMetric(relativeTo: .title) var height = 10.0
            var body: some View { Color.red.frame(width: width, height: CGFloat(height)) }
        }
        func box(_ type: DynamicTypeSize?) -> CGSize? {
            let h = type.map { host(Box().dynamicTypeSize($0)) } ?? host(Box())
            return rects(h).last?.size
        }
        expectEqual(box(nil), CGSize(width: 20, height: 10))
        expectEqual(box(.large), CGSize(width: 20, height: 10))
        let medium = box(.medium)
        #expect(medium.map { abs($0.width - 20 * 16 / 17) < 1e-9 && abs($0.height - 10 * 27 / 28) < 1e-9 } == true)
        let ax5 = box(.accessibility5)
        #expect(ax5.map { abs($0.width - 20 * 53 / 17) < 1e-9 && abs($0.height - 10 * 58 / 28) < 1e-9 } == true)
        // Outside a view the wrapped value is the value given.
        let bare = ScaledMetric(wrappedValue: 12.0, relativeTo: .caption)
        expectEqual(bare.wrappedValue, 12)
    }

    @Test func aChangeOfSizeReachesMetricsAndTexts() {
        struct Box: View {
            @ScaledMetric var side: CGFloat = 17
            var body: some View { HStack { Text("probe"); Color.red.frame(width: side, height: side) } }
        }
        struct Root: View {
            @State var big = false
            var body: some View {
                VStack {
                    Text("toggle").onTapGesture { big.toggle() }
                    Box().dynamicTypeSize(big ? .accessibility1 : .large)
                }
            }
        }
        let h = host(Root())
        func probe() -> CGFloat? { h.textDrawings.first { $0.string == "probe" }?.font.size }
        expectEqual(rects(h).last?.size, CGSize(width: 17, height: 17))
        expectEqual(probe(), 17)
        #expect(h.tap(onText: "toggle"))
        h.advance(frames: 1)
        // The metric and the text beside it both take the new size (AX1: body 28).
        expectEqual(rects(h).last?.size, CGSize(width: 28, height: 28))
        expectEqual(probe(), 28)
    }

    @Test func linesOfAStyleAreItsLeadingApart() {
        // Body at large: 22 pt apart, the text 20.4 + 22 tall; at medium 21 apart (16 × 1.2 = 19.2 tall lines).
        let large = host(Text("a\nb\nc\nd"))
        let t = large.textDrawings
        expectEqual(t.count, 4)
        for (a, b) in zip(t, t.dropFirst()) { #expect(abs(b.rect.minY - a.rect.minY - 22) < 1e-9) }
        #expect(abs((large.frame(ofText: "a\nb\nc\nd")?.height ?? 0) - (20.4 + 3 * 22)) < 1e-9)
        let medium = host(Text("a\nb").dynamicTypeSize(.medium))
        #expect(abs((medium.frame(ofText: "a\nb")?.height ?? 0) - (19.2 + 21)) < 1e-9)
        // One line stays as tall as the font's line.
        #expect(abs((host(Text("a")).frame(ofText: "a")?.height ?? 0) - 20.4) < 1e-9)
        // Title 34 and large title 41 at large; AX5 large title 70.
        for (font, type, pitch) in [(Font.title, DynamicTypeSize.large, 34.0), (.largeTitle, .large, 41), (.largeTitle, .accessibility5, 70)] {
            let d = host(Text("a\nb").font(font).dynamicTypeSize(type)).textDrawings
            #expect(d.count == 2 && abs(d[1].rect.minY - d[0].rect.minY - CGFloat(pitch)) < 1e-9)
        }
        // A font without a style: its lines are as far apart as they are tall.
        let fixed = host(Text("a\nb").font(.system(size: 17))).textDrawings
        #expect(abs(fixed[1].rect.minY - fixed[0].rect.minY - 20.4) < 1e-9)
        // lineSpacing adds to the leading.
        let spaced = host(Text("a\nb").lineSpacing(4)).textDrawings
        #expect(abs(spaced[1].rect.minY - spaced[0].rect.minY - 26) < 1e-9)
    }

    @Test func aShrunkTextShrinksItsLeadingToo() {
        // "aaaaaaaaaa" is 85 pt wide at 17 pt; in 50 pt it shrinks to about 50/85, and its lines
        // come closer by the same factor: 22 × scale.
        let d = host(Text("aaaaaaaaaa\nb").lineLimit(2).minimumScaleFactor(0.5).frame(width: 50)).textDrawings
        expectEqual(d.count, 2)
        if d.count == 2 {
            let scale = d[0].font.size / 17
            #expect(scale < 0.6 && scale > 0.5)
            #expect(abs(d[1].rect.minY - d[0].rect.minY - 22 * scale) < 1e-9)
        }
    }

    @Test func theLastBaselineIsWhollyPitchesBelowTheFirst() {
        // Two texts side by side aligned on their last baselines: the one-line text sits one
        // 22-pt step (not 20.4) lower than the two-line text's top.
        let h = host(HStack(alignment: .lastTextBaseline) { Text("a\nb"); Text("c") })
        let a = h.frame(ofText: "a\nb"), c = h.frame(ofText: "c")
        #expect(a != nil && c != nil)
        if let a, let c { #expect(abs(c.minY - a.minY - 22) < 1e-9) }
    }

    @Test func aHeightFitsTheLinesItCanHold() {
        // 20.4 + 22 = 42.4 fits in 43 (two lines); 42 holds only one.
        expectEqual(host(Text("aaaa bbbb cccc").frame(width: 50, height: 43)).textDrawings.map(\.string), ["aaaa", "bbbb…"])
        expectEqual(host(Text("aaaa bbbb cccc").frame(width: 50, height: 42)).textDrawings.map(\.string), ["aaaa…"])
    }
}
