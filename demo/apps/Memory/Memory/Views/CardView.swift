import SwiftUI

struct CardView: View {
    let card: MemoryGame<String>.Card

    var body: some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: 12)
            if card.isFaceUp || card.isMatched {
                shape.fill(.white)
                shape.strokeBorder(Color.accentColor, lineWidth: 3)
                Text(card.content).font(.system(size: 40))
            } else {
                shape.fill(Color("CardBack"))
            }
        }
        .opacity(card.isMatched ? 0.4 : 1)
    }
}

#Preview("Face up", traits: .sizeThatFitsLayout) {
    CardView(card: .init(id: 0, content: "🦊", isFaceUp: true)).frame(width: 80, height: 120).padding()
}
