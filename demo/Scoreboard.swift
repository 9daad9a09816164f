import SwiftUI

// An iOS 17-style scoreboard: each team's score rolls its digits when it changes
// (`.contentTransition(.numericText(value:))` inside `withAnimation`), the leader's name
// cross-fades, a haptic is asked for on every point (`sensoryFeedback`), and the leading card
// swells with a scoped animation (`animation(_:body:)`) while its score changes at once.
// Open it with `playground open demo/Scoreboard.swift --script demo/scoreboard-taps.txt`.

struct TeamCard: View {
    let name: String
    let score: Int
    let leads: Bool
    let color: Color
    let add: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Text(name)
                .font(.headline)
                .foregroundStyle(.secondary)
            Text("\(score)")
                .font(.system(size: 56, weight: .bold))
                .contentTransition(.numericText(value: Double(score)))
            Button("+1 \(name)", action: add)
                .buttonStyle(.borderedProminent)
                .tint(color)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 24)
        .background(color.opacity(0.12), in: RoundedRectangle(cornerRadius: 20))
        .animation(.spring(duration: 0.4, bounce: 0.3)) { card in
            card.scaleEffect(leads ? 1.05 : 1)
        }
    }
}

struct Scoreboard: View {
    @State private var home = 8
    @State private var away = 9

    private var leader: String {
        home == away ? "Tied" : (home > away ? "Home leads" : "Away leads")
    }

    var body: some View {
        VStack(spacing: 28) {
            Text(leader)
                .font(.title2.bold())
            HStack(spacing: 16) {
                TeamCard(name: "Home", score: home, leads: home > away, color: .orange) {
                    withAnimation(.easeInOut(duration: 0.6)) { home += 1 }
                }
                TeamCard(name: "Away", score: away, leads: away > home, color: .blue) {
                    withAnimation(.easeInOut(duration: 0.6)) { away += 1 }
                }
            }
            .sensoryFeedback(.increase, trigger: home + away)
        }
        .padding()
    }
}

#Preview("Scoreboard") { Scoreboard() }
