import Foundation
import Testing
@testable import PlaygroundUI

// iOS 26's Liquid Glass: `glassEffect(_:in:)`, its container and unions, and the glass button
// styles (docs/semantics.md §17.9, §24.15).

@MainActor
@Suite struct GlassEffectTests {
    private func host<V: View>(_ v: V, _ w: CGFloat = 300, _ h: CGFloat = 300) -> ViewHost {
        ViewHost(rootView: v, size: CGSize(width: w, height: h))
    }
    private func glassDrawings(_ h: ViewHost) -> [ShapeDrawing] { h.shapeDrawings.filter { $0.material != nil } }
    private let white = ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1)
    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }
    /// The scale the display list draws some content at (1 when no group scales anything).
    private func drawnScale(_ h: ViewHost) -> CGFloat {
        for item in h.displayList.items {
            if case .beginGroup(.scale(let f, _)) = item, f != 1 { return f }
            if case .beginGroup(.transform(let t)) = item, t.m11 != 1 { return t.m11 }
        }
        return 1
    }

    @Test func glassGoesBehindTheContentInACapsule() throws {
        // Apple: the glass is anchored behind the view and fills its bounds, padding included;
        // its default shape is a capsule (DefaultGlassEffectShape).
        let h = host(Text("Hi").padding().glassEffect())
        let text = try #require(h.frame(ofText: "Hi"))
        let glass = try #require(glassDrawings(h).first)
        expectEqual(glassDrawings(h).count, 1)
        #expect(near(glass.rect, text.insetBy(dx: -16, dy: -16)))
        expectEqual(glass.outline, .capsule(style: .circular))
        #expect(glass.material == MaterialPaint(blurRadius: GlassMetrics.blurRadius,
                                                tint: ResolvedColor(red: 1, green: 1, blue: 1, opacity: GlassMetrics.washOpacity)))
        // Behind the text: drawn before it.
        let items = h.displayList.items
        let glassAt = try #require(items.firstIndex { if case .shape(let d) = $0 { d.material != nil } else { false } })
        let textAt = try #require(items.firstIndex { if case .text(let t) = $0 { t.string == "Hi" } else { false } })
        #expect(glassAt < textAt)
        // A rim of light along the edge: a white gradient stroke in the same rect.
        #expect(h.shapeDrawings.contains { $0.rect == glass.rect && $0.gradient != nil && { if case .stroke = $0.paint { true } else { false } }($0) })
    }

    @Test func theShapeAndTheVariantAreTheOnesGiven() throws {
        let h = host(VStack {
            Text("A").padding().glassEffect(.regular, in: .rect(cornerRadius: 12))
            Text("B").padding().glassEffect(.clear)
            Text("C").padding().glassEffect(.regular.tint(.red))
            Text("D").padding().glassEffect(.clear.tint(.blue))
        })
        let g = glassDrawings(h)
        try #require(g.count == 4)
        expectEqual(g[0].outline, .roundedRectangle(cornerSize: CGSize(width: 12, height: 12), style: .eraDefault))
        expectEqual(g[1].material?.blurRadius, GlassMetrics.clearBlurRadius)
        expectEqual(g[1].material?.tint.opacity, GlassMetrics.clearWashOpacity)
        // A tint stains the glass: the colour washes the blurred backdrop, not an opaque fill.
        var red = Color.red.resolved
        red.opacity = GlassMetrics.tintOpacity
        expectEqual(g[2].material?.tint, red)
        var blue = Color.blue.resolved
        blue.opacity = GlassMetrics.clearTintOpacity
        expectEqual(g[3].material?.tint, blue)
    }

    @Test func identityGlassDrawsNothing() {
        // Apple: with `.identity` the content is unaffected, as if no glass effect were applied.
        let h = host(Text("Hi").padding().glassEffect(.identity))
        #expect(glassDrawings(h).isEmpty)
        #expect(h.shapeDrawings.allSatisfy { d in
            if case .fill(let c) = d.paint, d.gradient == nil { return c.opacity == 0 }
            return d.gradient?.stops.allSatisfy { $0.color.opacity == 0 } ?? false
        })
        #expect(h.exists(text: "Hi"))
    }

    @Test func darkGlassIsWashedDark() throws {
        let h = host(Text("Hi").padding().glassEffect().environment(\.colorScheme, .dark))
        let tint = try #require(glassDrawings(h).first?.material?.tint)
        #expect(tint.red == GlassMetrics.darkWash && tint.opacity == GlassMetrics.darkWashOpacity)
    }

    @Test func interactiveGlassGrowsWhilePressedAndLetsItsButtonTap() throws {
        // A third party's measurement: pressed glass grows about 17 pt along its longest side.
        var taps = 0
        let h = host(Button { taps += 1 } label: { Text("Go").frame(width: 100, height: 40) }
                        .glassEffect(.regular.interactive()))
        let rest = try #require(glassDrawings(h).first?.rect)
        expectEqual(rest.size, CGSize(width: 100, height: 40))
        expectEqual(drawnScale(h), 1)
        let center = CGPoint(x: rest.midX, y: rest.midY)
        h.press(at: center)
        h.advance(seconds: 1)
        #expect(abs(drawnScale(h) - 1.17) < 0.001)
        h.release(at: center)
        h.advance(seconds: 1)
        expectEqual(drawnScale(h), 1)
        expectEqual(taps, 1)
        // Glass that is not interactive does not grow.
        let still = host(Text("Go").frame(width: 100, height: 40).glassEffect())
        still.press(at: CGPoint(x: 150, y: 150))
        still.advance(seconds: 1)
        expectEqual(drawnScale(still), 1)
    }

    @Test func glassLetGoByAScrollThatTakesThePressShrinksBack() {
        // The press ends when the scroll view takes the drag (a cancelled gesture resets).
        let h = host(ScrollView {
            VStack(spacing: 10) {
                ForEach(0..<12) { i in
                    Text("Card \(i)").frame(width: 200, height: 80).glassEffect(.regular.interactive())
                }
            }
        })
        let before = h.frame(ofText: "Card 0")
        h.press(at: CGPoint(x: 150, y: 220))
        h.advance(seconds: 0.5)
        #expect(drawnScale(h) > 1)
        for y in stride(from: 190.0, through: 40, by: -30) {
            h.move(to: CGPoint(x: 150, y: y))
            h.advance(seconds: 1.0 / 60)
        }
        h.release(at: CGPoint(x: 150, y: 40))
        h.advance(seconds: 2)
        expectEqual(drawnScale(h), 1)
        // (It did scroll: the first card moved up.)
        #expect(h.frame(ofText: "Card 0").map { $0.midY } ?? -.infinity < (before?.midY ?? 0) - 100)
    }

    private struct Unions: View {
        var inContainer: Bool
        @Namespace private var ns
        var body: some View {
            let row = HStack(spacing: 40) {
                Text("A").frame(width: 50, height: 50).glassEffect().glassEffectUnion(id: 1, namespace: ns)
                Text("B").frame(width: 50, height: 50).glassEffect().glassEffectUnion(id: 1, namespace: ns)
                Text("C").frame(width: 50, height: 50).glassEffect()
            }
            if inContainer { GlassEffectContainer(spacing: 10) { row } } else { row }
        }
    }

    @Test func aUnionIsOneGlassInItsContainer() throws {
        // Apple: views with the same union id, shape and glass take one glass shape, even apart.
        let h = host(Unions(inContainer: true))
        let a = try #require(h.frame(ofText: "A")), b = try #require(h.frame(ofText: "B")), c = try #require(h.frame(ofText: "C"))
        let g = glassDrawings(h)
        try #require(g.count == 2)
        let union = try #require(g.first { $0.rect.width > 100 })
        #expect(abs(union.rect.minX - (a.midX - 25)) < 0.01 && abs(union.rect.maxX - (b.midX + 25)) < 0.01)
        #expect(union.rect.height == 50 && union.outline == .capsule(style: .circular))
        #expect(g.contains { abs($0.rect.midX - c.midX) < 0.01 && $0.rect.width == 50 })
        // Without a container each keeps its own glass.
        expectEqual(glassDrawings(host(Unions(inContainer: false))).count, 3)
    }

    @Test func glassButtonsArePaddedCapsulesOnGlass() throws {
        let h = host(VStack {
            Button("Like") {}.buttonStyle(.glass)
            Button("Share") {}.buttonStyle(.glassProminent)
            Button("Delete", role: .destructive) {}.buttonStyle(.glass)
            Button("Green") {}.buttonStyle(.glassProminent).tint(.green)
            Button("Off") {}.buttonStyle(.glass).disabled(true)
            Button("Square") {}.buttonStyle(.glass(.clear)).buttonBorderShape(.roundedRectangle(radius: 6))
        })
        let g = glassDrawings(h)
        try #require(g.count == 6)
        let like = try #require(h.frame(ofText: "Like"))
        // Padded as a bordered button of the regular size (12 by 7), in a capsule.
        #expect(near(g[0].rect, like.insetBy(dx: -12, dy: -7)))
        expectEqual(g[0].outline, .capsule(style: .circular))
        let colour = { (s: String) in h.textDrawings.first { $0.string == s }?.color }
        expectEqual(colour("Like"), Color.primary.resolved)
        // Prominent: the accent colour fills the glass, the label white.
        expectEqual(colour("Share"), white)
        var accent = Color.accentColor.resolved
        accent.opacity = GlassMetrics.prominentTintOpacity
        expectEqual(g[1].material?.tint, accent)
        expectEqual(colour("Delete"), Color.red.resolved)
        var green = Color.green.resolved
        green.opacity = GlassMetrics.prominentTintOpacity
        expectEqual(g[3].material?.tint, green)
        expectEqual(colour("Off"), ButtonMetrics.disabledLabel.resolved)
        expectEqual(g[5].outline, .roundedRectangle(cornerSize: CGSize(width: 6, height: 6), style: .continuous))
        expectEqual(g[5].material?.blurRadius, GlassMetrics.clearBlurRadius)
    }

    @Test func aPressedGlassButtonGrows() throws {
        var taps = 0
        let h = host(Button("Like") { taps += 1 }.buttonStyle(.glass))
        let rest = try #require(glassDrawings(h).first?.rect)
        h.press(at: CGPoint(x: rest.midX, y: rest.midY))
        h.advance(seconds: 1)
        #expect(abs(drawnScale(h) - (rest.width + 17) / rest.width) < 0.001)
        h.release(at: CGPoint(x: rest.midX, y: rest.midY))
        h.advance(seconds: 1)
        expectEqual(drawnScale(h), 1)
        expectEqual(taps, 1)
    }

    @Test func anyShapeDrawsTheShapeItWasMadeFrom() {
        let h = host(AnyShape(Circle()).fill(Color.red).frame(width: 40, height: 40))
        expectEqual(h.shapeDrawings.first?.outline, .ellipse)
        expectEqual(h.shapeDrawings.first?.rect, CGRect(x: 130, y: 130, width: 40, height: 40))
    }
}
