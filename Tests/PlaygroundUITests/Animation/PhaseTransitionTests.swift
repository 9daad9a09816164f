import Foundation
import Testing
@testable import PlaygroundUI

// docs/semantics.md §7.6.1: iOS 17's `Transition` protocol and `AnyTransition.modifier(active:
// identity:)`: the body is built in `.willAppear` and then in `.identity` under the insertion's
// animation, and in `.didDisappear` under the removal's, so what it changes animates between the
// phases (Apple, "Transition", "TransitionPhase", "modifier(active:identity:)").

/// Fades and turns: 0 at `.identity`, −90° before appearing, +90° after leaving.
private struct FadeTurn: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(90 * phase.value))
    }
}

/// Clips its content to a circle `fraction` of its size across (animatable).
private struct CircleClip: ViewModifier, Animatable {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func body(content: Content) -> some View {
        content.clipShape(Circle().scale(fraction))
    }
}

/// Turns its content about its top leading corner (not animatable itself: the rotation is).
private struct CornerTurn: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees), anchor: .topLeading)
    }
}

/// Applies the built-in opacity transition's body (a custom transition made of a built-in one).
private struct ViaOpacity: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        OpacityTransition().apply(content: content, phase: phase)
    }
}

private struct Shower: View {
    let transition: AnyTransition
    var second: AnyTransition? = nil
    @State private var shown = false
    @State private var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { self.shown.toggle() } }
            Text("widen").onTapGesture { self.wide.toggle() }
            HStack(spacing: 0) {
                if shown {
                    Color.blue.frame(width: wide ? 150 : 100, height: 100).transition(transition)
                    if let second { Color.green.frame(width: 100, height: 100).transition(second) }
                }
            }
            .frame(width: 300, height: 200)
        }
    }
}

@MainActor
private func groups(_ host: ViewHost) -> [GroupEffect] {
    host.displayList.items.compactMap { if case .beginGroup(let g) = $0 { return g } else { return nil } }
}

@MainActor
private func opacities(_ host: ViewHost) -> [Double] {
    groups(host).compactMap { if case .opacity(let o) = $0 { return o } else { return nil } }
}

/// The angles (degrees) of the rotations drawn.
@MainActor
private func angles(_ host: ViewHost) -> [Double] {
    groups(host).compactMap {
        if case .transform(let t) = $0 { return atan2(Double(t.m12), Double(t.m11)) * 180 / .pi } else { return nil }
    }
}

/// The widths of the circles the content is clipped to.
@MainActor
private func clipWidths(_ host: ViewHost) -> [CGFloat] {
    groups(host).compactMap {
        if case .clipShape(.path(let p, _), _) = $0 { return p.boundingRect.width } else { return nil }
    }
}

@MainActor
private func drawn(_ host: ViewHost, _ color: Color) -> Bool {
    host.displayList.items.contains {
        if case .shape(let s) = $0, case .fill(let c) = s.paint { return c == color.resolved }
        return false
    }
}

@MainActor
@Suite struct PhaseTransitionTests {
    @Test func phasesAreMinusOneZeroAndOne() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
        #expect(FadeTurn.properties.hasMotion && !OpacityTransition.properties.hasMotion)
    }

    // An insertion runs from the `.willAppear` look to the `.identity` one on the transaction's
    // animation (linear, one second: the tap's frame draws the start, a quarter of the way 15 frames later), a removal from
    // `.identity` to `.didDisappear`; the view is drawn until the removal ends.
    @Test func aTransitionsBodyAnimatesFromOnePhaseToTheNext() {
        let host = ViewHost(rootView: Shower(transition: AnyTransition(FadeTurn())), size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "toggle")
        host.advance()   // the tap's frame: where the insertion starts
        #expect(opacities(host) == [0] && abs((angles(host).first ?? 0) + 90) < 1e-6, "\(opacities(host)) \(angles(host))")
        host.advance(frames: 15)
        #expect(abs((opacities(host).first ?? 1) - 0.25) < 1e-6 && abs((angles(host).first ?? 0) + 67.5) < 1e-6,
                "\(opacities(host)) \(angles(host))")
        host.advance(frames: 60)
        #expect(opacities(host).isEmpty && angles(host).isEmpty && drawn(host, .blue))
        host.tap(onText: "toggle")
        host.advance(frames: 31)
        #expect(abs((opacities(host).first ?? 1) - 0.5) < 1e-6 && abs((angles(host).first ?? 0) - 45) < 1e-6,
                "\(opacities(host)) \(angles(host))")
        host.advance(frames: 29)
        #expect(drawn(host, .blue))
        host.advance(frames: 2)
        #expect(!drawn(host, .blue))
    }

    // `.modifier(active:identity:)` with an `Animatable` modifier interpolates its data: the
    // clip circle grows from 0 to the view's 100 pt and shrinks back.
    @Test func anAnimatableModifiersDataIsInterpolated() {
        let t = AnyTransition.modifier(active: CircleClip(fraction: 0), identity: CircleClip(fraction: 1))
        let host = ViewHost(rootView: Shower(transition: t), size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "toggle")
        host.advance(frames: 31)
        #expect(abs((clipWidths(host).first ?? 0) - 50) < 0.01, "\(clipWidths(host))")
        host.advance(frames: 60)
        #expect(abs((clipWidths(host).first ?? 0) - 100) < 0.01)
        host.tap(onText: "toggle")
        host.advance(frames: 46)
        #expect(abs((clipWidths(host).first ?? 0) - 25) < 0.01, "\(clipWidths(host))")
        host.advance(frames: 20)
        #expect(!drawn(host, .blue))
    }

    // A modifier that is not animatable changes what its body builds, and that animates (the
    // rotation), as SwiftUI animates a rotation it is given.
    @Test func aPlainModifiersBodyAnimates() {
        let t = AnyTransition.modifier(active: CornerTurn(degrees: -90), identity: CornerTurn(degrees: 0))
        let host = ViewHost(rootView: Shower(transition: t), size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "toggle")
        host.advance(frames: 31)
        #expect(abs((angles(host).first ?? 0) + 45) < 1e-6, "\(angles(host))")
    }

    // Each view of what an `if` inserts runs its own transition's body.
    @Test func eachViewOfAListRunsItsOwn() {
        let host = ViewHost(rootView: Shower(transition: .modifier(active: CornerTurn(degrees: -90), identity: CornerTurn(degrees: 0)),
                                             second: .modifier(active: CircleClip(fraction: 0), identity: CircleClip(fraction: 1))),
                            size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "toggle")
        host.advance(frames: 31)
        #expect(abs((angles(host).first ?? 0) + 45) < 1e-6 && abs((clipWidths(host).first ?? 0) - 50) < 0.01,
                "\(angles(host)) \(clipWidths(host))")
    }

    // An asymmetric transition runs the body of its insertion only as the view comes, and of its
    // removal only as it goes; parts and bodies combine.
    @Test func asymmetricAndCombinedTransitions() {
        let host = ViewHost(rootView: Shower(transition: .asymmetric(insertion: AnyTransition(FadeTurn()), removal: .opacity)),
                            size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "toggle")
        host.advance(frames: 31)
        #expect(abs((angles(host).first ?? 0) + 45) < 1e-6)
        host.advance(frames: 60)
        host.tap(onText: "toggle")
        host.advance(frames: 31)
        #expect(angles(host).isEmpty && opacities(host).count == 1 && abs(opacities(host)[0] - 0.5) < 1e-6,
                "\(angles(host)) \(opacities(host))")

        let both = ViewHost(rootView: Shower(transition: AnyTransition(FadeTurn().combined(with: .scale(0.5)))), size: CGSize(width: 390, height: 400))
        both.advance()
        both.tap(onText: "toggle")
        both.advance(frames: 31)
        let scales = groups(both).compactMap { if case .scale(let s, _) = $0 { return s } else { return nil } }
        #expect(abs((angles(both).first ?? 0) + 45) < 1e-6 && scales.count == 1 && abs(scales[0] - 0.75) < 1e-6, "\(groups(both))")
    }

    // A built-in transition's body is its parts at the phase's point, animated: one applied by a
    // custom transition fades as `.opacity` does.
    @Test func aBuiltInTransitionsBodyFades() {
        let host = ViewHost(rootView: Shower(transition: AnyTransition(ViaOpacity())), size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "toggle")
        host.advance(frames: 16)
        #expect(opacities(host).count == 1 && abs(opacities(host)[0] - 0.25) < 1e-6, "\(opacities(host))")
    }

    // The insertion's animation belongs to the insertion: a change made without animation after
    // it (the view widened by a plain tap) is drawn at once, and a body built without an
    // animated transaction (the view shown without animation) is in `.identity` from the start.
    @Test func theAnimationEndsWithThePhaseChange() {
        let host = ViewHost(rootView: Shower(transition: AnyTransition(FadeTurn())), size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "toggle")
        host.advance(frames: 70)
        host.tap(onText: "widen")
        host.advance()
        let blue = host.displayList.items.compactMap { item -> CGRect? in
            if case .shape(let s) = item, case .fill(let c) = s.paint, c == Color.blue.resolved { return s.rect } else { return nil }
        }
        #expect(blue.first?.width == 150, "\(blue)")
    }

    // `.id` with a transition with a body inside it: the old view runs `.didDisappear`, the new
    // one `.willAppear` → `.identity`.
    @Test func aNewIdentityRunsBothPhases() {
        struct Stepper: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Text("next").onTapGesture { withAnimation(.linear(duration: 1)) { n += 1 } }
                    Color.blue.frame(width: 100, height: 100).transition(AnyTransition(FadeTurn())).id(n)
                }
            }
        }
        let host = ViewHost(rootView: Stepper(), size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "next")
        host.advance(frames: 31)
        #expect(Set(angles(host).map { ($0 * 1e6).rounded() / 1e6 }) == [45, -45], "\(angles(host))")
    }

    // A lazy stack's rows come and go with their transitions' bodies too (§14.7).
    @Test func aLazyStacksRowsRunTheirPhases() {
        struct Rows: View {
            let t = AnyTransition(FadeTurn())
            @State private var items = [1]
            var body: some View {
                VStack {
                    Text("add").onTapGesture { withAnimation(.linear(duration: 1)) { items.append(items.count + 1) } }
                    Text("drop").onTapGesture { withAnimation(.linear(duration: 1)) { _ = items.removeLast() } }
                    ScrollView {
                        LazyVStack {
                            ForEach(items, id: \.self) { i in
                                Color.blue.frame(width: 100, height: 40).transition(t)
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(rootView: Rows(), size: CGSize(width: 390, height: 400))
        host.advance()
        host.tap(onText: "add")
        host.advance(frames: 31)
        #expect(angles(host).map { ($0 * 1e6).rounded() / 1e6 } == [-45], "\(angles(host))")
        host.advance(frames: 60)
        #expect(angles(host).isEmpty)
        host.tap(onText: "drop")
        host.advance(frames: 31)
        #expect(angles(host).map { ($0 * 1e6).rounded() / 1e6 } == [45], "\(angles(host))")
    }
}
