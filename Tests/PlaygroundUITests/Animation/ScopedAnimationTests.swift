import Testing
@testable import PlaygroundUI

// iOS 17's scoped animations and keyed transactions (docs/semantics.md §7.1).

/// A bar whose width and opacity follow one flag, changed without `withAnimation`.
private struct Scoped: View {
    enum Kind { case scoped, keyed, scopedTransaction }
    let kind: Kind
    @State private var on = false
    @State private var tall = false
    var body: some View {
        VStack(spacing: 0) {
            Text("go").onTapGesture { on.toggle() }
            Text("taller").onTapGesture { tall.toggle() }
            bar
        }
    }
    @ViewBuilder private var bar: some View {
        let base = Rectangle().fill(Color.blue).frame(width: on ? 100 : 50, height: tall ? 40 : 20)
        switch kind {
        case .scoped:
            base.animation(.linear(duration: 1)) { $0.opacity(on ? 0.2 : 1) }
        case .scopedTransaction:
            base.transaction { $0.animation = .linear(duration: 1) } body: { $0.opacity(on ? 0.2 : 1) }
        case .keyed:
            base.opacity(on ? 0.2 : 1).transaction(value: on) { $0.animation = .linear(duration: 1) }
        }
    }
}

@MainActor private func bar(_ h: ViewHost) -> CGRect? {
    for item in h.displayList.items {
        if case .shape(let s) = item, case .fill(let c) = s.paint, c == Color.blue.resolved { return s.rect }
    }
    return nil
}

@MainActor private func opacities(_ h: ViewHost) -> [Double] {
    h.displayList.items.compactMap { if case .beginGroup(.opacity(let o)) = $0 { return (o * 1e6).rounded() / 1e6 } else { return nil } }
}

@MainActor
@Suite struct ScopedAnimationTests {
    // `animation(_:body:)`: the opacity set inside the body animates (1 → 0.2 linear: 0.6 at half
    // time); the bar's width, the content's own change, takes the implicit transaction's (none
    // here: it changes at once).
    @Test func aScopedAnimationAnimatesOnlyItsBody() {
        for kind in [Scoped.Kind.scoped, .scopedTransaction] {
            let h = ViewHost(rootView: Scoped(kind: kind), size: CGSize(width: 300, height: 300))
            h.advance()
            h.tap(onText: "go")
            h.advance(frames: 31)   // 0.5 s
            #expect(opacities(h) == [0.6], "\(kind)")
            #expect(bar(h)?.width == 100, "\(kind)")
            h.advance(frames: 31)
            #expect(opacities(h) == [0.2], "\(kind)")
        }
    }

    // `transaction(value:_:)`: a change of `value` animates everything inside (width and opacity
    // at half time: 75 pt and 0.6); a change of something else in the same view does not.
    @Test func aKeyedTransactionAnimatesOnlyWhenItsValueChanged() {
        let h = ViewHost(rootView: Scoped(kind: .keyed), size: CGSize(width: 300, height: 300))
        h.advance()
        h.tap(onText: "go")
        h.advance(frames: 31)
        expectEqual(bar(h)?.width, 75)
        expectEqual(opacities(h), [0.6])
        h.advance(frames: 60)
        h.tap(onText: "taller")
        h.advance()
        expectEqual(bar(h)?.height, 40)
    }
}

/// The bar under `withAnimation` (2 s) with a scoped 1-s animation of its opacity.
private struct ScopedInsideAnimation: View {
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            Text("go").onTapGesture { withAnimation(.linear(duration: 2)) { on.toggle() } }
            Rectangle().fill(Color.blue).frame(width: on ? 100 : 50, height: 20)
                .animation(.linear(duration: 1)) { $0.opacity(on ? 0.2 : 1) }
        }
    }
}

@MainActor
@Suite struct ScopedAnimationInTransactionTests {
    // The content keeps `withAnimation`'s 2-s animation (62.5 pt at 0.5 s) while the body's
    // opacity takes the scope's 1-s one (0.6).
    @Test func theContentKeepsTheOuterAnimation() {
        let h = ViewHost(rootView: ScopedInsideAnimation(), size: CGSize(width: 300, height: 300))
        h.advance()
        h.tap(onText: "go")
        h.advance(frames: 31)
        #expect(bar(h).map { abs($0.width - 62.5) < 0.5 } == true)
        expectEqual(opacities(h), [0.6])
    }
}
