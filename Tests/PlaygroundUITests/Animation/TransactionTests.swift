import Testing
@testable import PlaygroundUI

/// Transactions: `withTransaction`, `disablesAnimations`, `.transaction(_:)`, `Binding.animation(_:)`
/// (docs/semantics.md §7.1).
private struct Mover: View {
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(width: 10, height: 10)
                .offset(x: on ? 100 : 0)
                .animation(.linear(duration: 1))
            Rectangle().fill(Color.blue).frame(width: 10, height: 10)
                .offset(x: on ? 100 : 0)
                .transaction { $0.animation = nil }
            Rectangle().fill(Color.green).frame(width: 10, height: 10)
                .offset(x: on ? 100 : 0)
            Text("disabled").onTapGesture {
                var t = Transaction(animation: .linear(duration: 1))
                t.disablesAnimations = true
                withTransaction(t) { self.on.toggle() }
            }
            Text("animated").onTapGesture { withAnimation(.linear(duration: 1)) { self.on.toggle() } }
            Toggler(on: $on.animation(.linear(duration: 1)))
        }
    }
}

/// A box whose move carries a slow implicit animation, moved by a transaction that disables
/// animations.
private struct SlowImplicit: View {
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(Color.gray).frame(width: 10, height: 10)
            Rectangle().fill(Color.orange).frame(width: 10, height: 10)
                .offset(x: on ? 100 : 0)
                .animation(.easeInOut(duration: 2), value: on)
            Text("go").onTapGesture {
                var t = Transaction(animation: .linear(duration: 1))
                t.disablesAnimations = true
                withTransaction(t) { on.toggle() }
            }
        }
    }
}

/// The unmoved box's x (where the orange one starts).
@MainActor
private func x0(_ host: ViewHost) -> CGFloat { x(host, .gray) }

private struct Toggler: View {
    @Binding var on: Bool
    var body: some View { Text("binding").onTapGesture { self.on.toggle() } }
}

@MainActor
private func x(_ host: ViewHost, _ color: Color) -> CGFloat {
    for item in host.displayList.items {
        if case .shape(let s) = item, case .fill(let c) = s.paint, c == color.resolved { return s.rect.minX }
    }
    return .nan
}

@MainActor
struct TransactionTests {
    /// Offsets of the red/blue/green boxes (relative to their start) 0.5 s after tapping `label`.
    func halfway(_ label: String) -> (red: CGFloat, blue: CGFloat, green: CGFloat) {
        let host = ViewHost(rootView: Mover())
        host.advance(frames: 1)
        let r0 = x(host, .red), b0 = x(host, .blue), g0 = x(host, .green)
        host.tap(onText: label)
        host.advance(frames: 31)
        return (x(host, .red) - r0, x(host, .blue) - b0, x(host, .green) - g0)
    }

    @Test func withAnimationAnimatesExceptWhereATransactionModifierRemovesIt() {
        let h = halfway("animated")
        #expect(abs(h.red - 50) < 0.01)     // its own .animation(linear 1 s)
        #expect(h.blue == 100)              // .transaction { $0.animation = nil }: jumps
        #expect(abs(h.green - 50) < 0.01)   // the transaction's linear 1 s
    }

    // §7.1: `disablesAnimations` keeps `animation(_:)` modifiers from putting their animations
    // into the transaction (Apple, "Transaction/disablesAnimations"); the transaction's own
    // animation still runs — everywhere, the red box's modifier's included — and a `.transaction`
    // modifier still edits it (the blue box's removes it).
    @Test func disablesAnimationsKeepsImplicitAnimationsOut() {
        let h = halfway("disabled")
        #expect(abs(h.red - 50) < 0.01 && h.blue == 100 && abs(h.green - 50) < 0.01, "\(h)")
        // The implicit animation is passed by, not the transaction's: an easeInOut of two seconds
        // would be 15.6 % along at half a second; the transaction's linear second is at 50 %.
        let host = ViewHost(rootView: SlowImplicit())
        host.advance()
        host.tap(onText: "go")
        host.advance(frames: 31)
        #expect(abs(x(host, .orange) - x0(host) - 50) < 0.01, "\(x(host, .orange))")
    }

    @Test func bindingAnimationAnimatesItsWrites() {
        let h = halfway("binding")
        #expect(abs(h.green - 50) < 0.01 && abs(h.red - 50) < 0.01 && h.blue == 100)
    }
}
