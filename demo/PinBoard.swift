import SwiftUI

// iOS 18's custom containers with the preference system: `PinBoard` takes any content — single
// views, a ForEach, views of several per element — and lays its subviews out as cards in two
// columns. Each card says through a container value whether it is pinned (the board draws it
// yellow and counts it) and through a preference how many taps it took; the header reads both.
// Tap a card to pin it or unpin it.

extension ContainerValues {
    @Entry var isPinned: Bool = false
}

struct TapCount: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct PinBoard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { cards in
            let pinned = cards.filter { $0.containerValues.isPinned }.count
            Text("\(cards.count) cards, \(pinned) pinned")
                .font(.headline)
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                ForEach(cards) { card in
                    card
                        .frame(maxWidth: .infinity, minHeight: 64)
                        .background(card.containerValues.isPinned ? Color.yellow : Color(white: 0.92),
                                    in: RoundedRectangle(cornerRadius: 12))
                        .overlay(alignment: .topTrailing) {
                            if card.containerValues.isPinned {
                                Image(systemName: "pin.fill").padding(6).foregroundStyle(.orange)
                            }
                        }
                }
            }
        }
    }
}

struct ContentView: View {
    @State private var pinned: Set<String> = ["Milk"]
    @State private var taps: [String: Int] = [:]
    @State private var total = 0
    private let groceries = ["Milk", "Eggs", "Bread", "Apples"]

    var body: some View {
        VStack(spacing: 16) {
            PinBoard {
                ForEach(groceries, id: \.self) { item in
                    Text(item)
                        .font(.title3)
                        .containerValue(\.isPinned, pinned.contains(item))
                        .preference(key: TapCount.self, value: taps[item, default: 0])
                        .onTapGesture {
                            taps[item, default: 0] += 1
                            withAnimation(.easeInOut(duration: 0.3)) {
                                if pinned.contains(item) { pinned.remove(item) } else { pinned.insert(item) }
                            }
                        }
                }
                Text("Note").italic()
                    .containerValue(\.isPinned, true)
            }
            .onPreferenceChange(TapCount.self) { total = $0 }
            Text("\(total) taps so far").foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview { ContentView() }
