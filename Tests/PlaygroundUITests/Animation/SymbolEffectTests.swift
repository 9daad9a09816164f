import Foundation
import Testing
@testable import PlaygroundUI

// Symbol effects (docs/semantics.md §19.4): here each moves the whole view (scale, opacity,
// rotation) on the host's virtual clock.

/// A 20-pt square with a bounce that runs each time the button is tapped.
private struct Bell: View {
    let options: SymbolEffectOptions
    @State private var rings = 0
    var body: some View {
        VStack {
            Button("Ring") { rings += 1 }
            Color.red.frame(width: 20, height: 20).symbolEffect(.bounce, options: options, value: rings)
        }
    }
}

/// The scale, opacity and turn (degrees) the effects give the square now.
@MainActor
private func pose(_ h: ViewHost) -> (scale: Double, opacity: Double, degrees: Double) {
    var scale = 1.0, opacity = 1.0, degrees = 0.0
    for item in h.displayList.items {
        guard case .beginGroup(let g) = item else { continue }
        switch g {
        case .opacity(let o): opacity *= o
        case .scale(let f, _): scale *= Double(f)
        case .transform(let t):
            scale *= Double(hypot(t.m11, t.m12))
            degrees += atan2(Double(t.m12), Double(t.m11)) * 180 / .pi
        default: break
        }
    }
    return (scale, opacity, degrees)
}

@MainActor
@Suite(.serialized) struct SymbolEffectTests {
    private func host<V: View>(_ v: V) -> ViewHost { ViewHost(rootView: v, size: CGSize(width: 200, height: 200)) }

    /// Waits until the effects' tasks have started `count` more steps than `base` (each step is
    /// set in a task on the host's clock), then advances `frames` frames.
    private func step(_ h: ViewHost, _ base: Int, _ count: Int, then frames: Int) async {
        await waitUntil { SymbolEffectProbe.stepsStarted >= base + count }
        expectEqual(SymbolEffectProbe.stepsStarted, base + count)
        h.advance(frames: frames)
    }

    // §19.4: a discrete effect does nothing for the first value; each change runs it once:
    // `.bounce` swells to 1.2 in 0.15 s and settles back in 0.25 s.
    @Test func bounceRunsOncePerChange() async {
        let base = SymbolEffectProbe.stepsStarted, ended = SymbolEffectProbe.runsEnded
        let h = host(Bell(options: .default))
        await waitUntil { SymbolEffectProbe.runsEnded > ended }   // the first value ran nothing
        h.advance(frames: 30)
        #expect(pose(h).scale == 1 && SymbolEffectProbe.stepsStarted == base)
        #expect(h.tap(onText: "Ring"))
        h.advance()
        await step(h, base, 1, then: 5)
        #expect(pose(h).scale > 1.05 && pose(h).scale < 1.2, "on its way: \(pose(h).scale)")
        h.advance(frames: 5)   // 0.15 s from the frame after the step was set, when its animation began
        #expect(abs(pose(h).scale - 1.2) < 1e-9)
        await step(h, base, 2, then: 16)   // 0.25 s
        expectEqual(pose(h).scale, 1)
        await waitUntil { SymbolEffectProbe.runsEnded > ended + 1 }
        h.advance()
        #expect(h.isIdle && SymbolEffectProbe.stepsStarted == base + 2)
    }

    // §19.4: `.repeat(2)` runs it twice; `.speed(2)` at twice the pace.
    @Test func optionsRepeatAndSpeed() async {
        let base = SymbolEffectProbe.stepsStarted, ended = SymbolEffectProbe.runsEnded
        let twice = host(Bell(options: .repeat(2)))
        await waitUntil { SymbolEffectProbe.runsEnded > ended }
        #expect(twice.tap(onText: "Ring"))
        twice.advance()
        for k in 1...4 {
            await step(twice, base, k, then: k % 2 == 1 ? 10 : 16)
            #expect(abs(pose(twice).scale - (k % 2 == 1 ? 1.2 : 1)) < 1e-9, "step \(k)")
        }
        await waitUntil { SymbolEffectProbe.runsEnded > ended + 1 }
        expectEqual(SymbolEffectProbe.stepsStarted, base + 4)

        let fast = host(Bell(options: .speed(2)))
        await waitUntil { SymbolEffectProbe.runsEnded > ended + 2 }
        #expect(fast.tap(onText: "Ring"))
        fast.advance()
        await step(fast, base + 4, 1, then: 6)   // 5 frames of animation, 0.083 s: past the 0.075 s the swell takes at double speed
        #expect(abs(pose(fast).scale - 1.2) < 1e-9)
        await step(fast, base + 4, 2, then: 9)   // 0.133 s: past 0.125 s
        expectEqual(pose(fast).scale, 1)
    }

    // §19.4: an indefinite `.pulse` fades to 35 % and back, 0.5 s each way, over and over while
    // active; made inactive it goes back to rest.
    @Test func pulseRepeatsWhileActive() async {
        struct Pulsing: View {
            @State var on = true
            var body: some View {
                VStack {
                    Button("Toggle") { on.toggle() }
                    Color.red.frame(width: 20, height: 20).symbolEffect(.pulse, isActive: on)
                }
            }
        }
        let base = SymbolEffectProbe.stepsStarted
        let h = host(Pulsing())
        for k in 1...4 {
            await step(h, base, k, then: 31)
            #expect(abs(pose(h).opacity - (k % 2 == 1 ? 0.35 : 1)) < 1e-9, "step \(k)")
        }
        await waitUntil { SymbolEffectProbe.stepsStarted >= base + 5 }   // a third fade began
        #expect(h.tap(onText: "Toggle"))
        h.advance()
        await step(h, base, 6, then: 13)   // the return to rest, 0.2 s
        expectEqual(pose(h).opacity, 1)
        // Stopped: nothing more runs (the cancelled fade's sleep still ends on the clock first).
        await waitUntil { h.advance(); return h.isIdle }
        #expect(h.isIdle && pose(h).opacity == 1)
    }

    // §19.4: `.scale.up` / `.scale.down` hold the view larger or smaller while active;
    // `.disappear` hides it; `symbolEffectsRemoved()` switches effects off.
    @Test func heldEffects() {
        expectEqual(pose(host(Color.red.frame(width: 20, height: 20).symbolEffect(.scale.up))).scale, 1.2)
        expectEqual(pose(host(Color.red.frame(width: 20, height: 20).symbolEffect(.scale.down.byLayer))).scale, 0.8)
        expectEqual(pose(host(Color.red.frame(width: 20, height: 20).symbolEffect(.scale, isActive: false))).scale, 1)
        let hidden = pose(host(Color.red.frame(width: 20, height: 20).symbolEffect(.disappear, isActive: true)))
        #expect(hidden.opacity == 0 && hidden.scale == 0.5)
        expectEqual(pose(host(Color.red.frame(width: 20, height: 20).symbolEffect(.disappear).symbolEffectsRemoved())).opacity, 1)
        let appeared = pose(host(Color.red.frame(width: 20, height: 20).symbolEffect(.appear)))
        #expect(appeared.scale == 1 && appeared.opacity == 1 && appeared.degrees == 0)
    }

    // §19.4: `.rotate` turns the view a full circle in 1 s and ends at rest.
    @Test func rotateTurnsAFullCircle() async {
        let base = SymbolEffectProbe.stepsStarted, ended = SymbolEffectProbe.runsEnded
        let h = host(Color.red.frame(width: 20, height: 20).symbolEffect(.rotate, options: .nonRepeating, isActive: true))
        await step(h, base, 1, then: 16)
        #expect(abs(abs(pose(h).degrees) - 90) < 1e-6, "a quarter turn at 0.25 s: \(pose(h).degrees)")
        h.advance(frames: 15)
        #expect(abs(abs(pose(h).degrees) - 180) < 1e-6)
        await step(h, base, 2, then: 31)
        await waitUntil { SymbolEffectProbe.runsEnded > ended }
        h.advance()
        #expect(h.isIdle && pose(h).degrees == 0)
    }

    // §19.4: `contentTransition(_:)` is accepted and changes nothing.
    @Test func contentTransitionsAreInert() {
        let plain = host(Text("12")).displayList
        expectEqual(host(Text("12").contentTransition(.numericText())).displayList, plain)
        expectEqual(host(Text("12").contentTransition(.symbolEffect(.replace.downUp))).displayList, plain)
    }
}
