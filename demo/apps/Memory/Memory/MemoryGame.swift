import Foundation

/// The rules: cards come in pairs; two face-up cards that match stay matched, two that do not
/// turn back when a third is chosen.
struct MemoryGame<Content: Equatable> {
    struct Card: Identifiable {
        let id: Int
        let content: Content
        var isFaceUp = false
        var isMatched = false
    }

    private(set) var cards: [Card]
    private(set) var score = 0

    init(pairs: Int, content: (Int) -> Content) {
        var cards: [Card] = []
        for pair in 0..<pairs {
            cards.append(Card(id: pair * 2, content: content(pair)))
            cards.append(Card(id: pair * 2 + 1, content: content(pair)))
        }
        // A fixed shuffle, so every run deals the same table.
        self.cards = cards.enumerated().sorted { ($0.offset * 7) % cards.count < ($1.offset * 7) % cards.count }.map(\.element)
    }

    private var onlyFaceUp: Int? {
        let up = cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
        return up.count == 1 ? up.first : nil
    }

    mutating func choose(_ card: Card) {
        guard let chosen = cards.firstIndex(where: { $0.id == card.id }),
              !cards[chosen].isFaceUp, !cards[chosen].isMatched else { return }
        if let other = onlyFaceUp {
            if cards[chosen].content == cards[other].content {
                cards[chosen].isMatched = true
                cards[other].isMatched = true
                score += 2
            } else {
                score -= 1
            }
        } else {
            for i in cards.indices where !cards[i].isMatched { cards[i].isFaceUp = false }
        }
        cards[chosen].isFaceUp = true
    }
}
