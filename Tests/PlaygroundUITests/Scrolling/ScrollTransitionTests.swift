import Foundation
import Testing
@testable import PlaygroundUI

/// docs/semantics.md §14.15: `scrollTransition` applies its closure's effects for the phase a view
/// is in relative to the scroll view's visible region; `.interactive` (the default) moves from the
/// edge phase's effects to the identity phase's, eased in and out, as the visible part of the view
/// grows from nothing to all of it.
@MainActor
@Suite struct ScrollTransitionTests {
    /// The opacity group drawn around each fill colour (1 when none).
    func opacities(_ h: ViewHost, _ colors: [Color]) -> [Double] {
        var stack: [Double] = [], result: [ResolvedColor: Double] = [:]
        for item in h.displayList.items {
            switch item {
            case .beginGroup(.opacity(let o)): stack.append(o)
            case .beginGroup: stack.append(1)
            case .endGroup: _ = stack.popLast()
            case .shape(let s):
                if case .fill(let c) = s.paint { result[c] = stack.reduce(1, *) }
            default: break
            }
        }
        return colors.map { result[$0.resolved] ?? -1 }
    }

    @Test func interactiveOpacityFollowsTheVisibleFraction() {
        let colors: [Color] = [.red, .green, .blue, .orange]
        let h = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<4) { i in
                    colors[i].frame(height: 100)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }, size: CGSize(width: 200, height: 250))
        let o = opacities(h, colors)
        #expect(o[0] == 1 && o[1] == 1, "fully visible: identity, \(o)")
        #expect(abs(o[2] - 0.5) < 1e-9, "half visible: ease-in-out of 0.5 is 0.5, \(o)")
        #expect(o[3] == -1 || o[3] == 0, "below the viewport: the bottom-trailing phase, \(o)")
        // Scrolled 75 pt: the red view shows 25 of its 100 pt (eased: 0.15625), the blue one all.
        h.scroll(at: CGPoint(x: 100, y: 100), by: CGSize(width: 0, height: 75))
        h.advance(frames: 10)
        let s = opacities(h, colors)
        #expect(abs(s[0] - BezierCurve.easeInOut.value(at: 0.25)) < 1e-6, "\(s)")
        #expect(s[2] == 1, "\(s)")
    }

    @Test func phasesAndConfigurations() {
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
        // Outside a scroll view a view is in the identity phase.
        let h = ViewHost(rootView: Color.red.frame(width: 50, height: 50)
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) },
                         size: CGSize(width: 100, height: 100))
        expectEqual(opacities(h, [.red]), [1])
        // Effects of the same kinds interpolate; a chain of other kinds switches halfway.
        let a: [_VisualEffectStep] = [.opacity(0), .scale(CGSize(width: 0.5, height: 0.5), anchor: .center)]
        let b: [_VisualEffectStep] = [.opacity(1), .scale(CGSize(width: 1, height: 1), anchor: .center)]
        expectEqual(ScrollTransitionNode.mix(a, b, 0.5), [.opacity(0.5), .scale(CGSize(width: 0.75, height: 0.75), anchor: .center)])
        expectEqual(ScrollTransitionNode.mix([.opacity(0)], [.blur(radius: 4, opaque: false)], 0.4), [.opacity(0)])
    }
}
