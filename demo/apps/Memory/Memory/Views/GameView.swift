import SwiftUI

struct GameView: View {
    @ObservedObject var game: EmojiMemoryGame
    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 10)]

    var body: some View {
        VStack(spacing: 16) {
            Text("title").font(.largeTitle).bold()
            Text("Score: \(game.score)").font(.headline).foregroundStyle(.secondary)
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(game.cards) { card in
                    CardView(card: card)
                        .aspectRatio(2 / 3, contentMode: .fit)
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.3)) { game.choose(card) }
                        }
                }
            }
            Button("New Game") {
                withAnimation { game.newGame() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview("Game") {
    GameView(game: EmojiMemoryGame())
}
