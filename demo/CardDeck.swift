import SwiftUI

// Cards dealt with a custom iOS 17 `Transition` and discarded through an animatable modifier
// transition (`AnyTransition.modifier(active:identity:)`); the header counts the cards on the
// table through a preference.

struct DealTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(phase == .willAppear ? -25 : 0))
            .offset(x: phase == .willAppear ? 160 : 0, y: phase == .willAppear ? -120 : 0)
            .opacity(phase == .willAppear ? 0 : 1)
    }
}

/// Tosses a card away: it turns, shrinks and fades as `amount` goes from 1 to 0.
struct Toss: ViewModifier, Animatable {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View {
        content
            .scaleEffect(0.3 + 0.7 * amount)
            .rotationEffect(.degrees(120 * (1 - amount)))
            .opacity(amount)
    }
}

struct CardCount: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct PlayingCard: Identifiable {
    let id: Int
    let suit: String
    let rank: String
    var color: Color { suit == "♥︎" || suit == "♦︎" ? .red : .black }
}

struct DeckView: View {
    @State private var cards: [PlayingCard] = []
    @State private var dealt = 0
    @State private var onTable = 0
    private let suits = ["♠︎", "♥︎", "♣︎", "♦︎"]
    private let ranks = ["A", "K", "Q", "J", "10", "9"]

    var body: some View {
        VStack(spacing: 16) {
            Text(onTable == 1 ? "1 card on the table" : "\(onTable) cards on the table")
                .font(.headline)
            HStack {
                Button("Deal") {
                    withAnimation(.spring(duration: 0.5, bounce: 0.25)) {
                        cards.append(PlayingCard(id: dealt, suit: suits[dealt % 4], rank: ranks[dealt % 6]))
                        dealt += 1
                    }
                }
                .buttonStyle(.borderedProminent)
                Button("Discard first") {
                    withAnimation(.easeInOut(duration: 0.6)) { _ = cards.isEmpty ? nil : cards.removeFirst() }
                }
                .buttonStyle(.bordered)
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 12) {
                ForEach(cards) { card in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(red: 0.98, green: 0.96, blue: 0.9))
                        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.gray.opacity(0.4)))
                        .overlay(
                            VStack {
                                Text(card.rank).font(.title.bold())
                                Text(card.suit).font(.title2)
                            }
                            .foregroundStyle(card.color)
                        )
                        .frame(height: 120)
                        .shadow(radius: 3, y: 2)
                        .preference(key: CardCount.self, value: 1)
                        .transition(.asymmetric(insertion: AnyTransition(DealTransition()),
                                                removal: .modifier(active: Toss(amount: 0), identity: Toss(amount: 1))))
                }
            }
            .padding(.horizontal)
            Spacer()
        }
        .padding(.top, 24)
        .onPreferenceChange(CardCount.self) { onTable = $0 }
    }
}

#Preview { DeckView() }
