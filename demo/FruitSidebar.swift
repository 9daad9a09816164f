import SwiftUI

struct Fruit: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let emoji: String
    let calories: Int
}

let allFruits = [
    Fruit(name: "Apple", emoji: "🍎", calories: 95),
    Fruit(name: "Banana", emoji: "🍌", calories: 105),
    Fruit(name: "Cherry", emoji: "🍒", calories: 50),
    Fruit(name: "Grapes", emoji: "🍇", calories: 62),
    Fruit(name: "Lemon", emoji: "🍋", calories: 17),
]

struct FruitDetail: View {
    let fruit: Fruit
    var body: some View {
        VStack(spacing: 12) {
            Text(fruit.emoji).font(.system(size: 96))
            Text(fruit.name).font(.largeTitle.bold())
            Text("\(fruit.calories) calories").foregroundStyle(.secondary)
        }
        .navigationTitle(fruit.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ContentView: View {
    @State private var selection: Fruit.ID?

    var body: some View {
        NavigationSplitView {
            List(allFruits, selection: $selection) { fruit in
                Label {
                    Text(fruit.name)
                } icon: {
                    Text(fruit.emoji)
                }
            }
            .navigationTitle("Fruits")
        } detail: {
            if let fruit = allFruits.first(where: { $0.id == selection }) {
                FruitDetail(fruit: fruit)
            } else {
                Text("Select a fruit")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    ContentView()
}
