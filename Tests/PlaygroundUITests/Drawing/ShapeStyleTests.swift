import Foundation
import Testing
@testable import PlaygroundUI

// Shape styles in the display list (docs/semantics.md §17).

@MainActor
@Suite struct ShapeStyleTests {
    private func host<V: View>(_ v: V, _ w: CGFloat = 300, _ h: CGFloat = 300) -> ViewHost {
        ViewHost(rootView: v, size: CGSize(width: w, height: h))
    }

    @Test func linearGradientMapsUnitPointsIntoEachShapesBounds() {
        let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let h = host(HStack(spacing: 0) {
            Rectangle().fill(g).frame(width: 100, height: 50)
            Circle().fill(g).frame(width: 60, height: 60)
        })
        let paints = h.shapeDrawings.compactMap(\.gradient)
        expectEqual(paints.count, 2)
        guard paints.count == 2, case let .linear(s0, e0) = paints[0].geometry, case let .linear(s1, e1) = paints[1].geometry else { return }
        // §17.1: each shape gets the whole gradient over its own bounds.
        #expect(s0 == CGPoint(x: 70, y: 150) && e0 == CGPoint(x: 170, y: 150))
        #expect(s1 == CGPoint(x: 170, y: 150) && e1 == CGPoint(x: 230, y: 150))
        expectEqual(paints[0].stops.map(\.color), [Color.red.resolved, Color.blue.resolved])
        expectEqual(paints[0].stops.map(\.location), [0, 1])
    }

    @Test func gradientStopsAreOrderedStably() {
        let g = Gradient(stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0.5), .init(color: .green, location: 0.5)])
        expectEqual(g.resolvedStops.map(\.color), [Color.red.resolved, Color.green.resolved, Color.blue.resolved])
        expectEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
    }

    @Test func angularGradientWithEqualAnglesIsAFullTurn() {
        let style = AngularGradient(colors: [.red, .blue], center: .center)._resolveStyle(in: EnvironmentValues())
        guard case .gradient(let g) = style, case let .angular(_, a0, a1) = g.geometry else { Issue.record("not angular"); return }
        #expect(a0 == .zero && a1.degrees == 360)
        let conic = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))._resolveStyle(in: EnvironmentValues())
        guard case .gradient(let c) = conic, case let .angular(_, b0, b1) = c.geometry else { Issue.record("not angular"); return }
        #expect(b0.degrees == 90 && b1.degrees == 450)
    }

    @Test func ellipticalGradientSpansTheBounds() {
        let h = host(Rectangle().fill(EllipticalGradient(colors: [.white, .black])).frame(width: 200, height: 100))
        guard case let .elliptical(c, radii, f0, f1)? = h.shapeDrawings.first?.gradient?.geometry else { Issue.record("no gradient"); return }
        #expect(c == CGPoint(x: 150, y: 150) && radii == CGSize(width: 200, height: 100) && f0 == 0 && f1 == 0.5)
    }

    // §17.2: any style has levels (iOS 17): `.background.secondary` and `.tertiary` are iOS's
    // secondary and tertiary system backgrounds (dark ones in dark mode); a colour's levels are
    // the colour at the foreground levels' opacities.
    @Test func levelsOfAnyStyle() {
        let h = host(VStack(spacing: 0) {
            Rectangle().fill(.background.secondary).frame(width: 10, height: 10)
            Rectangle().fill(.background.tertiary).frame(width: 10, height: 10)
            Rectangle().fill(Color.red.secondary).frame(width: 10, height: 10)
            Rectangle().fill(Color.red.quaternary).frame(width: 10, height: 10)
        })
        #expect(h.shapeDrawings.map(\.paint) == [
            .fill(UIColor.secondarySystemBackground.color.resolved),   // 242, 242, 247
            .fill(UIColor.tertiarySystemBackground.color.resolved),    // white in light mode
            .fill(Color.red.opacity(0.6).resolved),
            .fill(Color.red.opacity(0.18).resolved),
        ])
        let dark = host(Rectangle().fill(.background.secondary).frame(width: 10, height: 10).preferredColorScheme(.dark))
        expectEqual(dark.shapeDrawings.first { $0.rect.width == 10 }?.paint, .fill(ResolvedColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1)))
    }

    // §17.5: `Color(.mint)` takes a colour style (iOS 17's `Color(_:)` for a style that resolves
    // to a colour), with modifiers: `Color(.mint.opacity(0.2))`.
    @Test func colorFromAColourStyle() {
        expectEqual(Color(.mint), Color.mint)
        expectEqual(Color(.mint.opacity(0.2)), Color.mint.opacity(0.2))
        #expect(Color(.red) == Color(UIColor.red))   // UIColor's red still, as on iOS
    }

    @Test func hierarchicalLevelsAreLabelColoursByDefault() {
        let h = host(VStack {
            Text("a")
            Text("b").foregroundStyle(.secondary)
            Text("c").foregroundStyle(.tertiary)
            Text("d").foregroundStyle(.quaternary)
        })
        // §17.2 / §9.1: label, secondaryLabel, tertiaryLabel, quaternaryLabel.
        expectEqual(h.textDrawings.map(\.color), [UIColor.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel].map { $0.color.resolved })
    }

    @Test func hierarchicalLevelsFadeACustomForeground() {
        let h = host(VStack {
            Text("a")
            Text("b").foregroundStyle(.secondary)
        }.foregroundStyle(.red))
        var faded = Color.red.resolved
        faded.opacity = 0.6
        expectEqual(h.textDrawings.map(\.color), [Color.red.resolved, faded])
        // Explicit levels win.
        let two = host(VStack {
            Text("a")
            Text("b").foregroundStyle(.secondary)
        }.foregroundStyle(.red, .green))
        expectEqual(two.textDrawings.map(\.color), [Color.red.resolved, Color.green.resolved])
    }

    @Test func tintStyleAndButtons() {
        let h = host(VStack {
            Button("Tap") {}
            Circle().fill(.tint).frame(width: 10, height: 10)
        }.tint(.pink))
        expectEqual(h.textDrawings.first?.color, Color.pink.resolved)
        expectEqual(h.shapeDrawings.first?.paint, .fill(Color.pink.resolved))
        let plain = host(Button("Tap") {})
        expectEqual(plain.textDrawings.first?.color, Color.accentColor.resolved)
    }

    @Test func backgroundInShapeFillsTheShapeBehind() {
        let h = host(Text("Hi").padding(10).background(.yellow, in: Capsule()))
        let capsule = h.shapeDrawings.first
        expectEqual(capsule?.paint, .fill(Color.yellow.resolved))
        if case .capsule? = capsule?.outline {} else { Issue.record("expected a capsule, got \(String(describing: capsule?.outline))") }
        let text = h.textDrawings.first?.rect
        expectEqual(capsule.map { $0.rect.insetBy(dx: 10, dy: 10) }, text.map { CGRect(origin: $0.origin, size: $0.size) })
        // `.background(in:)` uses the background style: white.
        let b = host(Text("Hi").background(in: RoundedRectangle(cornerRadius: 4)))
        expectEqual(b.shapeDrawings.first?.paint, .fill(Color.white.resolved))
    }

    @Test func backgroundColourReachesIntoTheSafeArea() {
        // §17.4: `.background(Color)` is the ShapeStyle form, ignoring the safe area.
        let h = ViewHost(rootView: Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red),
                         size: CGSize(width: 100, height: 200))
        h.safeAreaInsets = EdgeInsets(top: 20, leading: 0, bottom: 30, trailing: 0)
        expectEqual(h.shapeDrawings.first?.rect, CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test func materialsAndGradientViews() {
        let h = host(ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            Text("x").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        })
        expectEqual(h.shapeDrawings.first?.rect, CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(h.shapeDrawings.first?.gradient != nil)
        expectEqual(h.shapeDrawings.last?.material, Material.regularMaterial.paint)
    }

    @Test func styleOpacityAndColorGradient() {
        let h = host(Rectangle().fill(Color.blue.opacity(0.5)).frame(width: 10, height: 10))
        expectEqual(h.shapeDrawings.first?.paint, .fill(Color.blue.opacity(0.5).resolved))
        let s = (Color.green as Color).gradient._resolveStyle(in: EnvironmentValues())
        guard case .gradient(let g) = s, case let .linear(a, b) = g.geometry else { Issue.record("not linear"); return }
        #expect(a == .top && b == .bottom)
        expectEqual(g.stops.last?.color, Color.green.resolved)
        #expect(g.stops.first.map { $0.color.green > Color.green.resolved.green } == true)
    }
}
