import SwiftUI

/// The view model: an emoji game the views observe.
final class EmojiMemoryGame: ObservableObject {
    private static let emojis = ["🐶", "🐱", "🦊", "🐼", "🐸", "🐵"]

    @Published private var model = MemoryGame(pairs: 6) { emojis[$0] }

    var cards: [MemoryGame<String>.Card] { model.cards }
    var score: Int { model.score }

    func choose(_ card: MemoryGame<String>.Card) {
        model.choose(card)
    }

    func newGame() {
        model = MemoryGame(pairs: 6) { Self.emojis[$0] }
    }
}
