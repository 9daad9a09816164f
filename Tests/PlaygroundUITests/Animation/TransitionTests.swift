import Testing
@testable import PlaygroundUI

private struct Toggler<Inner: View>: View {
    let transition: AnyTransition?
    let inner: Inner
    @State private var shown = false
    var body: some View {
        VStack(spacing: 0) {
            Text("plain").onTapGesture { self.shown.toggle() }
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { self.shown.toggle() } }
            if shown {
                if let transition {
                    inner.transition(transition)
                } else {
                    inner
                }
            }
        }
    }
}

/// A box under `.animation(.linear(duration: slow ? 2 : 1))`; one tap hides it and makes the
/// animation slower in the same change.
private struct SlowerRemoval: View {
    @State private var shown = true
    @State private var slow = false
    var body: some View {
        VStack(spacing: 0) {
            Text("hide slower").onTapGesture { shown = false; slow = true }
            if shown { box() }
        }
        .animation(.linear(duration: slow ? 2 : 1))
    }
}

@MainActor private func box() -> some View { Rectangle().fill(Color.blue).frame(width: 20, height: 20) }

@MainActor
private func blueRect(_ host: ViewHost) -> CGRect? {
    for item in host.displayList.items {
        if case .shape(let s) = item, case .fill(let c) = s.paint, c == Color.blue.resolved { return s.rect }
    }
    return nil
}

@MainActor
private func groups(_ host: ViewHost) -> [GroupEffect] {
    host.displayList.items.compactMap { if case .beginGroup(let g) = $0 { return g } else { return nil } }
}

/// `g` rounded to 1e-6 so closed-form values compare exactly.
private func rounded(_ g: [GroupEffect]) -> [GroupEffect] {
    func r(_ x: Double) -> Double { (x * 1e6).rounded() / 1e6 }
    return g.map {
        switch $0 {
        case .opacity(let o): return .opacity(r(o))
        case .scale(let s, let a): return .scale(CGFloat(r(Double(s))), anchor: CGPoint(x: r(Double(a.x)), y: r(Double(a.y))))
        default: return $0
        }
    }
}

/// A box whose identity is a counter: a new id is a new view.
private struct CounterBox: View {
    let outside: Bool
    @State private var n = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("next").onTapGesture { withAnimation(.linear(duration: 1)) { n += 1 } }
            Text("jump").onTapGesture { n += 1 }
            if outside {
                Rectangle().fill(n.isMultiple(of: 2) ? Color.blue : Color.red).frame(width: 20, height: 20)
                    .id(n).transition(.push(from: .trailing))
            } else {
                Rectangle().fill(n.isMultiple(of: 2) ? Color.blue : Color.red).frame(width: 20, height: 20)
                    .transition(.push(from: .trailing)).id(n)
            }
        }
    }
}

@MainActor private func fills(_ host: ViewHost) -> [(Color, CGRect)] {
    host.displayList.items.compactMap {
        guard case .shape(let s) = $0, case .fill(let c) = s.paint else { return nil }
        if c == Color.blue.resolved { return (.blue, s.rect) }
        if c == Color.red.resolved { return (.red, s.rect) }
        return nil
    }
}

/// A toast over a background in a ZStack, brought to the front by `zIndex` (the transition inside
/// or outside it), and a second view with a zIndex that stays.
private struct Toast: View {
    let transitionInside: Bool
    @State private var shown = false
    var body: some View {
        ZStack(alignment: .top) {
            Color.clear.frame(width: 100, height: 100).zIndex(2)
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }.frame(maxHeight: .infinity)
            if shown {
                if transitionInside {
                    box().transition(.opacity).zIndex(1)
                } else {
                    box().zIndex(1).transition(.opacity)
                }
            }
        }
    }
}

/// Insertion and removal transitions (docs/semantics.md §7.6, trap 17).
/// A view with its own state, toggled inside `withAnimation` (or not), below another view: its
/// state change re-evaluates it alone, not from the root.
private struct OwnStateToggle: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            Text("plain").onTapGesture { shown.toggle() }
            if shown { Color.blue.frame(width: 50, height: 50).transition(.opacity) }
        }
    }
}
private struct AroundOwnStateToggle: View {
    var body: some View { VStack { Text("outer"); OwnStateToggle() } }
}

/// A box shown and hidden by the same button inside `withAnimation(.linear(duration: 1))`.
private struct ShowHide: View {
    let transition: AnyTransition
    @State private var shown = false
    var body: some View {
        VStack(spacing: 10) {
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            ZStack {
                if shown { Color.blue.frame(width: 200, height: 100).transition(transition) }
            }
            .frame(width: 390, height: 100)
            Spacer()
        }
    }
}

/// A `.scale` transition and a `scaleEffect` driven by the same bouncy spring.
private struct SpringPop: View {
    @State private var shown = false
    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                if shown { Color.red.frame(width: 100, height: 100).transition(.scale) }
            }
            .frame(width: 200, height: 150)
            Color.blue.frame(width: 100, height: 100).scaleEffect(shown ? 1 : 0.001)
            Text("pop").onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.5)) { shown.toggle() } }
        }
    }
}

@MainActor
struct TransitionTests {
    // §7.6: a spring carries a transition past fully present as it carries any value: a `.scale`
    // insertion on a bouncy spring overshoots exactly as `scaleEffect` on the same spring does
    // (it stopped at 1, undershooting only).
    @Test func aSpringOvershootsAScaleTransitionAsItDoesAScaleEffect() {
        let host = ViewHost(rootView: SpringPop(), size: CGSize(width: 390, height: 500))
        host.advance()
        host.tap(onText: "pop")
        var largest = 0.0
        for _ in 0..<50 {
            host.advance()
            let red = host.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) }
            let blue = host.shapeDrawings.first { $0.paint == .fill(Color.blue.resolved) }
            let scales = groups(host).compactMap { g -> CGFloat? in if case .scale(let s, _) = g { return s } else { return nil } }
            guard red != nil, blue != nil, let transition = scales.first else { continue }
            largest = max(largest, Double(transition))
        }
        // spring(duration: 0.6, bounce: 0.5) peaks 16.3 % past its target (the recorded frames of
        // the scale effect beside it: 116 px for 100).
        #expect(largest > 1.16 && largest < 1.17, "the transition's scale peaked at \(largest)")
    }

    // §7.6: an insertion reversed half way (the button tapped twice) does not jump: SwiftUI's
    // animations add, so the removal adds to the insertion still running — the box holds where
    // it was (half faded in; 100 pt short of its place) until the insertion would have ended,
    // then leaves on the removal's curve. It jumped to fully shown, and a moving box jumped 50 pt
    // past where it was drawn (its emptied container's own motion).
    @Test func anInsertionReversedHalfWayHoldsThenLeaves() {
        for moves in [false, true] {
            let host = ViewHost(rootView: ShowHide(transition: moves ? .move(edge: .leading) : .opacity),
                                size: CGSize(width: 390, height: 400))
            host.advance()
            host.tap(onText: "toggle")
            host.advance(frames: 30)   // half of the second
            func look() -> (x: CGFloat?, opacity: Double) {
                let o = groups(host).compactMap { if case .opacity(let v) = $0 { return v } else { return nil } }.first ?? 1
                return (blueRect(host)?.minX, o)
            }
            let before = look()
            host.tap(onText: "toggle")
            host.advance()
            let hold = look()   // the reversal's frame: where the insertion had got to, no jump
            if moves {
                #expect(abs((hold.x ?? 0) - (before.x ?? 0) - 200.0 / 60) < 0.01, "\(hold) after \(before)")
            } else {
                #expect(abs(hold.opacity - before.opacity - 1.0 / 60) < 0.001, "\(hold) after \(before)")
            }
            for _ in 0..<2 {
                host.advance(frames: 14)
                let now = look()
                #expect(abs((now.x ?? -999) - (hold.x ?? 0)) < 0.01 && abs(now.opacity - hold.opacity) < 0.001,
                        "moves: \(moves): \(now) while holding \(hold)")
            }
            host.advance(frames: 17)   // a quarter second after the insertion would have ended
            let leaving = look()
            if moves {
                #expect(abs((leaving.x ?? 0) - ((hold.x ?? 0) - 50)) < 0.01, "\(leaving) after \(hold)")
            } else {
                #expect(abs(leaving.opacity - (hold.opacity - 0.25)) < 0.001, "\(leaving) after \(hold)")
            }
            host.advance(frames: 60)
            expectEqual(blueRect(host), nil)
        }
    }

    // §7.1: a view whose own state changes inside `withAnimation` transitions what it inserts and
    // removes with that animation wherever it sits — below another view as at the root (it
    // appeared at once when nested: its body was evaluated again in the environment of the
    // build before, whose transaction had no animation) — and a later change outside any
    // `withAnimation` does not take the animation of the one before.
    @Test func aNestedViewsOwnStateChangeTransitionsWithItsTransaction() {
        for nested in [false, true] {
            let host = ViewHost(rootView: nested ? AnyView(AroundOwnStateToggle()) : AnyView(OwnStateToggle()),
                                size: CGSize(width: 200, height: 300))
            host.advance()
            host.tap(onText: "animated")
            host.advance(frames: 31)   // 0.5 s of linear 1 s
            #expect(blueRect(host) != nil)
            #expect(rounded(groups(host)) == [.opacity(0.5)], "nested: \(nested)")
            host.advance(frames: 40)
            host.tap(onText: "plain")   // removed at once: no animation in this change
            host.advance()
            #expect(blueRect(host) == nil, "nested: \(nested)")
            host.tap(onText: "plain")   // and inserted at once
            host.advance()
            #expect(blueRect(host) != nil && groups(host).isEmpty, "nested: \(nested)")
        }
    }

    // §7.6: a view given a `zIndex` (the toast idiom: `.transition(...).zIndex(1)`) comes and goes
    // with its transition; the container drawing its views by zIndex drew it in place at once.
    @Test func aViewWithAZIndexTransitionsInAndOut() {
        for inside in [true, false] {
            let host = ViewHost(rootView: Toast(transitionInside: inside), size: CGSize(width: 200, height: 200))
            host.advance()
            host.tap(onText: "toggle")
            host.advance(frames: 31)   // 0.5 s of linear 1 s
            #expect(blueRect(host) != nil)
            #expect(rounded(groups(host)) == [.opacity(0.5)], "transition inside the zIndex: \(inside)")
            host.advance(frames: 40)
            #expect(groups(host).isEmpty)
            host.tap(onText: "toggle")
            host.advance(frames: 16)   // 0.25 s: three quarters left
            #expect(blueRect(host) != nil)
            #expect(rounded(groups(host)) == [.opacity(0.75)], "transition inside the zIndex: \(inside)")
            host.advance(frames: 60)
            expectEqual(blueRect(host), nil)
        }
    }

    // §7.1/§7.6: the removal takes the animation the `.animation` modifier is built with in
    // that change (linear 2 s: a quarter gone at 0.5 s), not the one it had before.
    @Test func aRemovalTakesTheAnimationOfItsChange() {
        let host = ViewHost(rootView: SlowerRemoval())
        host.advance(frames: 2)
        #expect(blueRect(host) != nil)
        host.tap(onText: "hide slower")
        host.advance(frames: 31)   // 0.5 s
        #expect(blueRect(host) != nil)
        expectEqual(rounded(groups(host)), [.opacity(0.75)])
    }

    @Test func defaultTransitionIsOpacityInsideAnAnimatedTransaction() {
        let host = ViewHost(rootView: Toggler(transition: nil, inner: box()))
        host.tap(onText: "animated")
        host.advance(frames: 31)   // 0.5 s of linear 1 s
        #expect(blueRect(host) != nil)
        expectEqual(rounded(groups(host)), [.opacity(0.5)])
        host.advance(frames: 30)
        #expect(groups(host).isEmpty)
        // Removal: still drawn, fading, then gone.
        host.tap(onText: "animated")
        host.advance(frames: 16)   // 0.25 s
        #expect(blueRect(host) != nil)
        expectEqual(rounded(groups(host)), [.opacity(0.75)])
        host.advance(frames: 60)
        expectEqual(blueRect(host), nil)
        #expect(host.isIdle)
    }

    @Test func changesOutsideAnAnimatedTransactionDoNotTransition() {
        let host = ViewHost(rootView: Toggler(transition: .opacity, inner: box()))
        host.tap(onText: "plain")
        host.advance(frames: 1)
        #expect(blueRect(host) != nil && groups(host).isEmpty)
        host.tap(onText: "plain")
        host.advance(frames: 1)
        expectEqual(blueRect(host), nil)
    }

    @Test func animationOnTheInsertedViewDoesNotAnimateItsInsertion() {
        let host = ViewHost(rootView: Toggler(transition: .opacity, inner: box().animation(.linear(duration: 1))))
        host.tap(onText: "plain")
        host.advance(frames: 2)
        #expect(groups(host).isEmpty)
    }

    // iOS 16's push: in from the given edge while fading in, out toward the opposite edge while
    // fading out (a 20-pt box: 10 pt to the right and half faded at half time coming in from the
    // trailing edge; going, 10 pt to the left).
    @Test func pushMovesInFromItsEdgeAndOutTheOtherWay() {
        let host = ViewHost(rootView: Toggler(transition: .push(from: .trailing), inner: box()))
        host.tap(onText: "animated")
        host.advance(frames: 31)
        let mid = blueRect(host)!
        expectEqual(rounded(groups(host)), [.opacity(0.5)])
        host.advance(frames: 60)
        let end = blueRect(host)!
        #expect(abs(mid.minX - end.minX - 10) < 0.5)
        host.tap(onText: "animated")
        host.advance(frames: 31)
        let leaving = blueRect(host)!
        #expect(abs(end.minX - leaving.minX - 10) < 0.5)
        expectEqual(rounded(groups(host)), [.opacity(0.5)])
    }

    // iOS 17's blur replace: faded, blurred and smaller while absent (here 20-pt blur, 0.8 scale:
    // at half time 0.5 opacity, 10-pt blur, 0.9 scale).
    @Test func blurReplaceFadesBlursAndScales() {
        let host = ViewHost(rootView: Toggler(transition: .blurReplace, inner: box()))
        host.tap(onText: "animated")
        host.advance(frames: 31)
        let g = rounded(groups(host))
        expectEqual(g.count, 3)
        expectEqual(g.first, .opacity(0.5))
        #expect(g.contains { if case .blur(let r, _) = $0 { return abs(r - 10) < 1e-6 } else { return false } })
        #expect(g.contains { if case .scale(let s, _) = $0 { return abs(s - 0.9) < 1e-6 } else { return false } })
        host.advance(frames: 60)
        #expect(groups(host).isEmpty)
    }

    // A new `.id` in an animated change is a removal and an insertion (§7.6): the old box
    // leaves toward the leading edge as the new one comes from the trailing edge, both half
    // faded at half time — with the transition outside the id or inside it. Without animation
    // the new box replaces the old at once.
    @Test func aNewIdentityTransitionsLikeAnInsertionAndARemoval() {
        for outside in [true, false] {
            let host = ViewHost(rootView: CounterBox(outside: outside))
            host.advance()
            let start = fills(host)
            #expect(start.count == 1 && start[0].0 == .blue)
            host.tap(onText: "next")
            host.advance(frames: 31)
            let mid = fills(host)
            #expect(mid.count == 2, "\(outside)")
            if mid.count == 2 {
                let old = mid.first { $0.0 == .blue }!.1, new = mid.first { $0.0 == .red }!.1
                #expect(abs(old.minX - (start[0].1.minX - 10)) < 0.5, "\(outside)")
                #expect(abs(new.minX - (start[0].1.minX + 10)) < 0.5, "\(outside)")
            }
            #expect(rounded(groups(host)) == [.opacity(0.5), .opacity(0.5)], "\(outside)")
            host.advance(frames: 40)
            #expect(fills(host).count == 1 && fills(host)[0].0 == .red)
            host.tap(onText: "jump")
            host.advance()
            #expect(fills(host).count == 1 && fills(host)[0].0 == .blue && groups(host).isEmpty)
        }
    }

    @Test func moveAndSlideOffsetByTheViewSize() {
        let host = ViewHost(rootView: Toggler(transition: .move(edge: .trailing), inner: box()))
        host.tap(onText: "animated")
        host.advance(frames: 31)
        let mid = blueRect(host)!
        host.advance(frames: 60)
        let end = blueRect(host)!
        #expect(abs(mid.minX - (end.minX + 10)) < 0.01)   // half of the 20 pt width still to go
        // (y moves too: the stack grows and recentres, animated by the same transaction.)

        let slide = ViewHost(rootView: Toggler(transition: .slide, inner: box()))
        slide.tap(onText: "animated")
        slide.advance(frames: 31)
        let inMid = blueRect(slide)!
        slide.advance(frames: 60)
        let rest = blueRect(slide)!
        #expect(abs(inMid.minX - (rest.minX - 10)) < 0.01)  // inserted from the leading side
        slide.tap(onText: "animated")
        slide.advance(frames: 31)
        #expect(abs(blueRect(slide)!.minX - (rest.minX + 10)) < 0.01)  // removed toward the trailing side
    }

    @Test func scaleAndAsymmetric() {
        let host = ViewHost(rootView: Toggler(transition: .asymmetric(insertion: .scale, removal: .opacity), inner: box()))
        host.tap(onText: "animated")
        host.advance(frames: 31)
        let r = blueRect(host)!
        expectEqual(rounded(groups(host)), rounded([.scale(0.5, anchor: CGPoint(x: r.midX, y: r.midY))]))
        host.advance(frames: 60)
        host.tap(onText: "animated")
        host.advance(frames: 31)
        expectEqual(rounded(groups(host)), [.opacity(0.5)])
    }

    @Test func removedViewsAreNotHitTestedAndWriteNoPreferences() {
        struct K: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        struct V: View {
            @State var shown = true
            @State var taps = 0
            var body: some View {
                VStack {
                    Text("hide").onTapGesture { withAnimation(.linear(duration: 1)) { self.shown = false } }
                    if shown { Text("target").preference(key: K.self, value: 1).onTapGesture { self.taps += 1 } }
                }
            }
        }
        let host = ViewHost(rootView: V())
        host.advance(frames: 1)
        #expect(host.preferenceValue(K.self) == 1)
        let f = host.frame(ofText: "target")!
        host.tap(onText: "hide")
        host.advance(frames: 10)
        #expect(host.preferenceValue(K.self) == 0)
        host.tap(at: CGPoint(x: f.midX, y: f.midY))   // still drawn, but not tappable
        host.advance(frames: 1)
        #expect(host.displayList.items.contains { if case .text(let t) = $0 { return t.string == "target" } else { return false } })
    }
}

/// A ForEach that starts empty inserts its first items with a transition (docs/semantics.md §7.6).
@MainActor
struct ForEachTransitionTests {
    struct Items: View {
        @State var items: [Int] = []
        var body: some View {
            VStack {
                Text("add").onTapGesture { withAnimation(.linear(duration: 1)) { self.items.append(self.items.count) } }
                ForEach(items, id: \.self) { i in Text("item \(i)") }
            }
        }
    }

    @Test func firstItemsOfAnEmptyForEachFadeIn() {
        let host = ViewHost(rootView: Items())
        host.advance(frames: 2)
        host.tap(onText: "add")
        host.advance(frames: 31)
        #expect(host.displayList.items.contains { $0 == .beginGroup(.opacity(0.5)) || {
            if case .beginGroup(.opacity(let o)) = $0 { return abs(o - 0.5) < 1e-9 } else { return false } }($0) })
        #expect(host.frame(ofText: "item 0") != nil)
    }
}
