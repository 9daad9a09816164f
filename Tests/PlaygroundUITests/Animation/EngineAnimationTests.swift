import Testing
@testable import PlaygroundUI
@testable import PlaygroundScenes

/// A box whose x offset toggles on tap, animated by `animation` (nil: `.animation` not applied).
private struct Slider: View {
    /// The `.animation` modifier's animation; nil means no `.animation` modifier at all.
    let animation: Animation?
    let keyed: Bool
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            if animation == nil {
                Rectangle().fill(Color.red).frame(width: 10, height: 10)
                    .offset(x: on ? 100 : 0)
            } else if keyed {
                Rectangle().fill(Color.red).frame(width: 10, height: 10)
                    .offset(x: on ? 100 : 0)
                    .animation(animation, value: on)
            } else {
                Rectangle().fill(Color.red).frame(width: 10, height: 10)
                    .offset(x: on ? 100 : 0)
                    .animation(animation)
            }
            Text("toggle").onTapGesture { self.on.toggle() }
            Text("toggle-with").onTapGesture { withAnimation(.linear(duration: 1)) { self.on.toggle() } }
        }
    }
}

/// A red bar under `.animation(.linear(duration:))` and a text under `.animation(_:)` inside a
/// `.font`: "slower" lengthens the bar's animation and widens the bar, "bigger" changes the font
/// outside the text's `.animation`. An `.animation` node keeps the environment it gave its
/// content while its input and animation stay the same; these must reach the content.
private struct AnimationInEnvironment: View {
    @State private var slow = false
    @State private var big = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: slow ? 200 : 100, height: 10)
                .animation(.linear(duration: slow ? 2 : 1))
            Text("bigger").animation(.default).font(big ? .title : .body)
                .onTapGesture { big.toggle() }
            Text("slower").onTapGesture { slow.toggle() }
        }
    }
}

/// Presented x of the red box relative to its start.
@MainActor
private func boxX(_ host: ViewHost, start: CGFloat) -> CGFloat? {
    for item in host.displayList.items {
        if case .shape(let s) = item, case .fill(let c) = s.paint, c == Color.red.resolved { return s.rect.minX - start }
    }
    return nil
}

@MainActor
struct EngineAnimationTests {
    /// Runs `frames` frames after a tap on `label` and returns the fraction of the 100 pt path.
    /// The change is built in the first frame after the tap (elapsed 0), so frame n shows elapsed (n-1)/60.
    func fractions(_ animation: Animation?, keyed: Bool = false, label: String = "toggle", at elapsed: [Double]) -> [Double] {
        let host = ViewHost(rootView: Slider(animation: animation, keyed: keyed))
        host.advance(frames: 2)
        let start = boxX(host, start: 0)!
        host.tap(onText: label)
        var result: [Double] = []
        var frame = 0
        for t in elapsed {
            let target = Int((t * 60).rounded()) + 1
            host.advance(frames: target - frame)
            frame = target
            result.append(Double(boxX(host, start: start)! / 100))
        }
        return result
    }

    // docs/semantics.md §7.1: an `.animation` modifier built again passes its content the
    // environment in force now: a new font from outside reaches the text, and a new animation
    // times the change it is built with (linear 2 s: a quarter of the 100-pt growth at 0.5 s).
    @Test func anAnimationModifierPassesTheCurrentEnvironment() throws {
        let host = ViewHost(rootView: AnimationInEnvironment())
        host.advance(frames: 2)
        let font = { host.displayList.items.compactMap { if case .text(let t) = $0, t.string == "bigger" { t.font } else { nil } }.first }
        expectEqual(font(), .body)
        host.tap(onText: "bigger")
        host.advance(frames: 2)
        expectEqual(font(), .title)
        let bar = { host.displayList.items.compactMap { if case .shape(let s) = $0, s.paint == .fill(Color.red.resolved) { s.rect.width } else { nil } }.first }
        expectEqual(bar(), 100)
        host.tap(onText: "slower")
        host.advance(frames: 31)   // the change is built in the first frame: 0.5 s later
        let width = try #require(bar())
        #expect(abs(width - 125) < 0.01, "\(width)")
    }

    // docs/semantics.md §7.2: easeInOut is at 50 % at half its duration, 12.9 % at a quarter.
    @Test func easeInOutThroughTheEngine() {
        let f = fractions(.easeInOut(duration: 1.0), at: [0.25, 0.5, 1.0, 1.1])
        #expect(abs(f[0] - 0.129) < 0.002)
        #expect(abs(f[1] - 0.5) < 0.002)
        #expect(f[2] == 1 && f[3] == 1)
    }

    // docs/semantics.md §7.3: spring(response 0.55, damping 0.825) at 34.7 %, 74.5 %, 94.1 % after 0.1/0.2/0.3 s.
    @Test func springThroughTheEngine() {
        let f = fractions(.spring(response: 0.55, dampingFraction: 0.825), at: [0.1, 0.2, 0.3])
        #expect(abs(f[0] - 0.347) < 0.003)
        #expect(abs(f[1] - 0.745) < 0.003)
        #expect(abs(f[2] - 0.941) < 0.003)
    }

    // docs/semantics.md §7.2: `.default` is easeInOut 0.35 s in the legacy era (the seeds' SDK).
    @Test func defaultIsEaseInOutInLegacyEra() {
        expectEqual(AnimationEra.current, .legacy)
        let f = fractions(.default, at: [0.2, 0.35])
        #expect(abs(f[0] - AnimationReference.easeInOut(0.2 / 0.35)) < 0.001)
        expectEqual(f[1], 1)
    }

    // docs/semantics.md §7.1: `.animation(_:)` overrides withAnimation (trap 15).
    @Test func implicitAnimationOverridesWithAnimation() {
        let f = fractions(.easeInOut(duration: 1.0), label: "toggle-with", at: [0.5])
        #expect(abs(f[0] - 0.5) < 0.002)   // easeInOut 1 s, not the transaction's linear 1 s
    }

    // docs/semantics.md §7.1: with no `.animation` modifier the change jumps; with withAnimation it animates.
    @Test func withAnimationAnimatesAndPlainChangesJump() {
        expectEqual(fractions(nil, at: [0.0]), [1.0])
        let f = fractions(nil, label: "toggle-with", at: [0.25, 0.5])
        #expect(abs(f[0] - 0.25) < 0.002 && abs(f[1] - 0.5) < 0.002)   // linear 1 s
    }

    // docs/semantics.md §7.1: `.animation(_:value:)` animates when the value changed.
    @Test func valueKeyedAnimation() {
        let f = fractions(.easeInOut(duration: 1.0), keyed: true, at: [0.5])
        #expect(abs(f[0] - 0.5) < 0.002)
    }

    // docs/semantics.md §7.4: an interrupted spring keeps its velocity: no kink in position.
    @Test func interruptedSpringHasNoKink() {
        let host = ViewHost(rootView: Slider(animation: .spring(response: 0.55, dampingFraction: 0.825), keyed: false))
        host.advance(frames: 2)
        let start = boxX(host, start: 0)!
        host.tap(onText: "toggle")
        host.advance(frames: 8)
        var xs: [CGFloat] = []
        for _ in 0..<3 { xs.append(boxX(host, start: start)!); host.advance(frames: 1) }
        xs.append(boxX(host, start: start)!)
        host.tap(onText: "toggle")            // reverse mid-flight
        host.advance(frames: 1)
        xs.append(boxX(host, start: start)!)
        host.advance(frames: 1)
        xs.append(boxX(host, start: start)!)
        // Velocity just before and just after the interruption agree (the spring carries it over).
        let before = xs[3] - xs[2], after = xs[4] - xs[3]
        #expect(before > 0 && after > 0, "still moving forward right after the reversal: \(xs)")
        #expect(abs(after - before) < abs(before) * 0.35, "\(xs)")
    }

    // docs/semantics.md §7.4: an interrupted easeInOut is additive: the old segment runs out on its own
    // delta while the new one animates the new delta (trap 14).
    @Test func interruptedEaseInOutIsAdditive() {
        let host = ViewHost(rootView: Slider(animation: .easeInOut(duration: 1.0), keyed: false))
        host.advance(frames: 2)
        let start = boxX(host, start: 0)!
        host.tap(onText: "toggle")      // 0 → 100, starts at the next frame (elapsed 0)
        host.advance(frames: 31)        // elapsed 0.5
        host.tap(onText: "toggle")      // 100 → 0, starts at the next frame (first elapsed 0.5 + 1/60)
        host.advance(frames: 16)        // second segment elapsed 0.25
        let e = AnimationReference.easeInOut
        let t1 = 0.5 + 16.0 / 60, t2 = 15.0 / 60
        let expected = 100 * e(t1) - 100 * e(t2)
        #expect(abs(Double(boxX(host, start: start)!) - expected) < 1e-6)
    }

    // Issue 4 item 6 / semantics §2: in the onPreferenceChange seeds the frames start at .zero,
    // so the border flies in from the top-leading corner on the first frames.
    @Test func framesOnChangeBorderFliesIn() {
        let host = ViewHost(rootView: FramesOnChange.ContentView())
        let target = host.frame(ofText: "ㄧ月")!.insetBy(dx: -12, dy: -4)
        let first = SeedSceneTests.border(host, color: .pink)!
        // Month 0 sits at the container's origin, so the border grows out of that corner.
        #expect(first.width < target.width - 1 && first.height < target.height - 1, "\(first) vs \(target)")
        #expect(abs(first.minX - target.minX) < 0.5 && abs(first.minY - target.minY) < 0.5)
        host.advance(seconds: 0.35)
        SeedSceneTests.expectClose(SeedSceneTests.border(host, color: .pink), target, "settled after .default")
    }

    // In the anchor variants the border starts in place (no fly-in).
    @Test func anchorsBorderStartsInPlace() {
        let host = ViewHost(rootView: AnchorsOverlay.ContentView())
        SeedSceneTests.expectClose(SeedSceneTests.border(host, color: .pink), host.frame(ofText: "ㄧ月")!.insetBy(dx: -12, dy: -4), "first frame")
    }

    // Seed 004: the selection background appears without flying in (nil → some).
    @Test func segmentedBackgroundAppearsInPlace() {
        let host = ViewHost(rootView: Segmented.SegmentedControl())
        var fill: CGRect?
        for item in host.displayList.items {
            if case .shape(let s) = item, case .fill(let c) = s.paint, c == Color.white.resolved { fill = s.rect }
        }
        SeedSceneTests.expectClose(fill, host.frame(ofText: "Day")!.insetBy(dx: -16, dy: -6), "first frame")
    }

    // The border reaches the tapped month within the animation's duration, passing the easeInOut
    // midpoint at half of it (lab part 1: easeInOut 1 s).
    @Test func labPart1BorderMidpointAndArrival() {
        let host = ViewHost(rootView: LabPart1.ContentView())
        host.advance(frames: 65)   // past the 1 s fly-in from .zero at startup
        let from = host.frame(ofText: "January")!.insetBy(dx: -10, dy: -10)
        let to = host.frame(ofText: "December")!.insetBy(dx: -10, dy: -10)
        host.tap(onText: "December")
        host.advance(frames: 31)   // elapsed 0.5 s
        let mid = SeedSceneTests.border(host, color: .green)!
        #expect(abs(mid.minX - (from.minX + to.minX) / 2) < 0.5 && abs(mid.minY - (from.minY + to.minY) / 2) < 0.5, "\(mid) from \(from) to \(to)")
        host.advance(frames: 30)   // elapsed 1.0 s
        SeedSceneTests.expectClose(SeedSceneTests.border(host, color: .green), to, "arrived")
    }

    // Idle: with nothing animating and no input, a frame does nothing.
    @Test func idleAfterAnimationsSettle() {
        let host = ViewHost(rootView: FramesOnChange.ContentView())
        #expect(!host.isIdle)
        host.advance(seconds: 1)
        #expect(host.isIdle)
        host.tap(onText: "五月")
        #expect(!host.isIdle)
        host.advance(frames: 2)
        #expect(!host.isIdle)   // the border is moving
        host.advance(seconds: 1)
        #expect(host.isIdle)
    }

    // §7.5: a symbol's colour animates like a text's and a shape's: half way through a 1-s linear
    // blue → orange all three are drawn in the same mixed colour (the symbol jumped to orange).
    @Test func aSymbolsColourAnimatesWithTheText() {
        struct Recolour: View {
            @State var on = false
            var body: some View {
                VStack {
                    Image(systemName: "square.fill").font(.system(size: 60)).foregroundStyle(on ? Color.orange : Color.blue)
                    Text("Hello").foregroundStyle(on ? Color.orange : Color.blue)
                    Rectangle().fill(on ? Color.orange : Color.blue).frame(width: 40, height: 40)
                }
                .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
        let h = ViewHost(rootView: Recolour(), size: CGSize(width: 300, height: 300))
        h.tap(onText: "Hello"); h.advance(frames: 30)
        let blue = Color.blue.resolved, orange = Color.orange.resolved
        let text = h.textDrawings.first { $0.string == "Hello" }?.color
        let fills = h.shapeDrawings.compactMap { d -> ResolvedColor? in if case .fill(let c) = d.paint { return c } else { return nil } }
        #expect(text != nil && text != blue && text != orange)
        // The symbol's glyph and the rectangle: two fills in the text's colour.
        #expect(fills.filter { $0 == text }.count == 2, "\(fills) \(String(describing: text))")
        h.advance(seconds: 1)
        expectEqual(h.shapeDrawings.filter { $0.paint == .fill(orange) }.count, 2)
    }
}
