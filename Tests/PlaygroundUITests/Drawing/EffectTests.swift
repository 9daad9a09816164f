import Foundation
import Testing
@testable import PlaygroundUI

// Geometry, colour and compositing effects in the display list (docs/semantics.md §18).

private struct Spinner: View {
    @State private var on = false
    var body: some View {
        VStack {
            Color.red.frame(width: 40, height: 40)
                .rotationEffect(.degrees(on ? 90 : 0))
                .scaleEffect(on ? 2 : 1)
                .blur(radius: on ? 10 : 0)
            Text("go").onTapGesture { on.toggle() }
        }
        .animation(.linear(duration: 1))
    }
}

@MainActor
@Suite struct EffectTests {
    private func transforms(_ h: ViewHost) -> [ProjectionTransform] {
        h.displayList.items.compactMap { if case .beginGroup(.transform(let t)) = $0 { return t } else { return nil } }
    }
    private func close(_ a: CGPoint?, _ b: CGPoint, _ eps: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    @Test func rotationTurnsClockwiseAboutTheCentreWithoutMovingLayout() {
        let h = ViewHost(rootView: HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50).rotationEffect(.degrees(90))
            Color.blue.frame(width: 20, height: 20)
        }, size: CGSize(width: 300, height: 300))
        guard let t = transforms(h).first else { Issue.record("no transform group"); return }
        // Frame (90, 125, 100, 50), centre (140, 150): its top-left corner goes to the top-right.
        #expect(close(t.apply(CGPoint(x: 90, y: 125)), CGPoint(x: 165, y: 100)))
        #expect(close(t.apply(CGPoint(x: 140, y: 150)), CGPoint(x: 140, y: 150)))
        // §18.2: layout is unchanged: the blue square still starts at x = 190.
        expectEqual(h.shapeDrawings.last?.rect, CGRect(x: 190, y: 140, width: 20, height: 20))
    }

    @Test func scaleEffectScalesAboutItsAnchor() {
        let h = ViewHost(rootView: Color.red.frame(width: 100, height: 100).scaleEffect(x: 2, y: 0.5, anchor: .topLeading),
                         size: CGSize(width: 300, height: 300))
        guard let t = transforms(h).first else { Issue.record("no transform group"); return }
        #expect(close(t.apply(CGPoint(x: 100, y: 100)), CGPoint(x: 100, y: 100)))
        #expect(close(t.apply(CGPoint(x: 200, y: 200)), CGPoint(x: 300, y: 150)))
        // Identity effects add no group.
        let plain = ViewHost(rootView: Color.red.scaleEffect(1).rotationEffect(.zero), size: CGSize(width: 50, height: 50))
        #expect(transforms(plain).isEmpty)
    }

    @Test func rotation3DAboutYRecedesOnTheRight() {
        // §18.2, Apple's example: 45° about y, the right edge farther away (shorter).
        let h = ViewHost(rootView: Color.red.frame(width: 200, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)),
                         size: CGSize(width: 200, height: 100))
        guard let t = transforms(h).first else { Issue.record("no transform group"); return }
        func height(atX x: CGFloat) -> CGFloat {
            guard let top = t.apply(CGPoint(x: x, y: 0)), let bottom = t.apply(CGPoint(x: x, y: 100)) else { return .nan }
            return bottom.y - top.y
        }
        #expect(height(atX: 200) < 100 && height(atX: 0) > 100)
        // The perspective distance is max(w, h) / perspective = 200: the right edge, rotated to
        // x' = 100·cos45 and z = −100·sin45 from the centre, is seen 200/(200 + 70.7) as large.
        #expect(abs(height(atX: 200) - 100 * 200 / (200 + 100 * sin(Double.pi / 4))) < 1e-6)
        #expect(close(t.apply(CGPoint(x: 200, y: 50)), CGPoint(x: 100 + 100 * cos(Double.pi / 4) * 200 / (200 + 100 * sin(Double.pi / 4)), y: 50), 1e-6))
    }

    @Test func hitTestingFollowsTheTransform() {
        var taps = 0
        let h = ViewHost(rootView: Color.red.frame(width: 100, height: 20)
                            .onTapGesture { taps += 1 }
                            .rotationEffect(.degrees(90)),
                         size: CGSize(width: 200, height: 200))
        // The bar now stands upright at x = 90…110, y = 50…150.
        h.tap(at: CGPoint(x: 100, y: 60)); #expect(taps == 1)
        h.tap(at: CGPoint(x: 60, y: 100)); #expect(taps == 1)   // where it lay before rotating
    }

    @Test func effectsAnimateOnTheVirtualClock() {
        let h = ViewHost(rootView: Spinner(), size: CGSize(width: 300, height: 300))
        h.advance(frames: 1)
        _ = h.tap(onText: "go")
        h.advance(frames: 31)   // 0.5 s of 1 s linear
        let ts = transforms(h)
        expectEqual(ts.count, 2)
        // Inner rotation at 45°, outer scale at 1.5.
        if ts.count == 2 {
            let angle = atan2(Double(ts[1].m12), Double(ts[1].m11)) * 180 / .pi
            #expect(abs(angle - 45) < 1e-6)
            #expect(abs(Double(ts[0].m11) - 1.5) < 1e-6)
        }
        let blur = h.displayList.items.compactMap { if case .beginGroup(.blur(let r, _)) = $0 { return r } else { return nil } }.first
        #expect(blur.map { abs($0 - 5) < 1e-6 } == true)
    }

    @Test func colourMatricesMatchSVGs() {
        let red = SIMD4<Float>(1, 0, 0, 1)
        // Grey keeps luminance 0.213 for pure red.
        let grey = ColorEffects.saturation(0).apply(red)
        #expect(abs(grey.x - 0.213) < 1e-5 && abs(grey.y - 0.213) < 1e-5 && abs(grey.z - 0.213) < 1e-5)
        expectEqual(ColorEffects.invert.apply(SIMD4(0.2, 0.5, 1, 1)), SIMD4(0.8, 0.5, 0, 1))
        expectEqual(ColorEffects.brightness(0.25).apply(SIMD4(0.5, 0.9, 0, 0.5)), SIMD4(0.75, 1, 0.25, 0.5))
        expectEqual(ColorEffects.contrast(2).apply(SIMD4(0.75, 0.25, 0.5, 1)), SIMD4(1, 0, 0.5, 1))
        // A full hue turn is the identity; half a turn of red is cyan-ish.
        let turned = ColorEffects.hueRotation(2 * .pi).apply(SIMD4(0.3, 0.6, 0.9, 1))
        #expect(abs(turned.x - 0.3) < 1e-5 && abs(turned.y - 0.6) < 1e-5 && abs(turned.z - 0.9) < 1e-5)
        let half = ColorEffects.hueRotation(.pi).apply(red)
        #expect(half.x < 0.1 && half.y > 0.2 && half.z > 0.2)
    }

    @Test func maskAndClipShapeGroups() {
        let h = ViewHost(rootView: Color.red.frame(width: 100, height: 50).mask { Circle() }.clipShape(Capsule()),
                         size: CGSize(width: 100, height: 50))
        let groups = h.displayList.items.compactMap { item -> String? in
            switch item {
            case .beginGroup(.masked): return "masked"
            case .beginGroup(.maskContent): return "mask"
            case .beginGroup(.clipShape(.capsule, _)): return "capsule"
            case .endGroup: return "end"
            case .shape(let s): return s.outline == .ellipse ? "circle" : "rect"
            default: return nil
            }
        }
        expectEqual(groups, ["capsule", "masked", "rect", "mask", "circle", "end", "end", "end"])
        // A shape that is not built in clips through its path, with its fill rule.
        let star = ViewHost(rootView: Color.red.frame(width: 100, height: 100).clipShape(Star(), style: FillStyle(eoFill: true)),
                            size: CGSize(width: 100, height: 100))
        let clip = star.displayList.items.compactMap { if case .beginGroup(.clipShape(let o, _)) = $0 { return o } else { return nil } }.first
        if case .path(_, let eo)? = clip { #expect(eo) } else { Issue.record("expected a path clip, got \(String(describing: clip))") }
    }

    @Test func compositingGroupsAndBlendModes() {
        let h = ViewHost(rootView: ZStack { Color.red; Color.blue.blendMode(.multiply) }.compositingGroup().opacity(0.5),
                         size: CGSize(width: 10, height: 10))
        let groups = h.displayList.items.compactMap { item -> GroupEffect? in if case .beginGroup(let e) = item { return e } else { return nil } }
        expectEqual(groups, [.opacity(0.5), .isolate, .blend(.multiply)])
    }
}

private struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        for i in 0..<5 {
            let a = Double(i) * 4 * .pi / 5 - .pi / 2
            let pt = CGPoint(x: c.x + r * CGFloat(cos(a)), y: c.y + r * CGFloat(sin(a)))
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.closeSubpath()
        return p
    }
}
