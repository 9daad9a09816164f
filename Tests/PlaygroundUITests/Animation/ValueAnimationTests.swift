import Testing
@testable import PlaygroundUI

/// Values that animate besides layout: opacity, colour (in linear RGB), corner radius, stroke
/// width and dash phase; text content is not interpolated but cross-fades (docs/semantics.md
/// §7.5, §7.11).
private struct Values: View {
    @State private var on = false
    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: on ? 20 : 0)
                .stroke(on ? Color.white : Color.black, style: StrokeStyle(lineWidth: on ? 9 : 1, dashPhase: on ? 10 : 0))
                .frame(width: 100, height: 60)
                .opacity(on ? 0.2 : 1)
            Text(on ? "after" : "before")
            Text("go").onTapGesture { self.on.toggle() }
        }
        .animation(.linear(duration: 1))
    }
}

@MainActor
struct ValueAnimationTests {
    @Test func valuesInterpolateAtHalfTime() {
        let host = ViewHost(rootView: Values())
        host.advance(frames: 1)
        host.tap(onText: "go")
        host.advance(frames: 31)   // elapsed 0.5 s of linear 1 s
        var shape: ShapeDrawing?
        var opacities: [Double] = []
        var texts: [String] = []
        for item in host.displayList.items {
            switch item {
            case .shape(let s): shape = s
            case .beginGroup(.opacity(let o)): opacities.append(o)
            case .text(let t): texts.append(t.string)
            default: break
            }
        }
        // The shape's opacity 1 → 0.2 at half time; the two words each at half (§7.11).
        #expect(opacities.count == 3 && abs(opacities[0] - 0.6) < 1e-6)
        #expect(opacities.dropFirst().allSatisfy { abs($0 - 0.5) < 1e-6 })
        guard let s = shape, case .stroke(let c, let style) = s.paint, case .roundedRectangle(let corner, _) = s.outline else {
            Issue.record("no stroked rounded rectangle"); return
        }
        #expect(abs(style.lineWidth - 5) < 1e-6)
        #expect(abs(style.dashPhase - 5) < 1e-6)
        #expect(abs(corner.width - 20 * 0.5) < 1e-6 || corner.width == min(10, 30))
        // Black → white at half time is 50 % in linear light: sRGB ≈ 0.7354.
        #expect(abs(c.red - 0.7354) < 0.001 && abs(c.green - 0.7354) < 0.001)
        // Text content is not interpolated: the old words fade out as the new fade in.
        #expect(texts.contains("after") && texts.contains("before"))
    }
}
