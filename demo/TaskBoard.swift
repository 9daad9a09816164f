import SwiftUI

// A two-column task board: hold a card for half a second, drag it to the other column and let
// go. Cards are `Transferable` through `Codable`, and also carry their title as a string, which
// the trash well below takes.

struct TaskCard: Codable, Hashable, Transferable {
    var title: String
    var colour: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

struct TaskBoard: View {
    @State private var todo = [
        TaskCard(title: "Sketch the icon", colour: "orange"),
        TaskCard(title: "Write release notes", colour: "blue"),
        TaskCard(title: "Fix the login bug", colour: "red"),
    ]
    @State private var done = [TaskCard(title: "Set up CI", colour: "green")]
    @State private var overTodo = false
    @State private var overDone = false
    @State private var binned: [String] = []

    var body: some View {
        VStack(spacing: 16) {
            HStack(alignment: .top, spacing: 12) {
                column("To do", todo, highlighted: overTodo)
                    .dropDestination(for: TaskCard.self) { cards, _ in
                        move(cards, toDone: false)
                    } isTargeted: { overTodo = $0 }
                column("Done", done, highlighted: overDone)
                    .dropDestination(for: TaskCard.self) { cards, _ in
                        move(cards, toDone: true)
                    } isTargeted: { overDone = $0 }
            }
            Label(binned.isEmpty ? "Drop a title here" : "Binned: \(binned.joined(separator: ", "))",
                  systemImage: "trash")
                .frame(maxWidth: .infinity, minHeight: 56)
                .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 12))
                .dropDestination(for: String.self) { titles, _ in
                    binned += titles
                    todo.removeAll { titles.contains($0.title) }
                    done.removeAll { titles.contains($0.title) }
                    return true
                }
        }
        .padding()
    }

    private func column(_ title: String, _ cards: [TaskCard], highlighted: Bool) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            ForEach(cards, id: \.self) { card in
                HStack {
                    Circle().fill(color(card.colour)).frame(width: 8, height: 8)
                    Text(card.title).font(.subheadline)
                }
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.background, in: RoundedRectangle(cornerRadius: 8))
                .shadow(color: .black.opacity(0.08), radius: 2, y: 1)
                .draggable(card)
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, minHeight: 320, alignment: .topLeading)
        .background(highlighted ? Color.accentColor.opacity(0.15) : Color.secondary.opacity(0.08),
                    in: RoundedRectangle(cornerRadius: 12))
    }

    private func move(_ cards: [TaskCard], toDone: Bool) -> Bool {
        todo.removeAll { cards.contains($0) }
        done.removeAll { cards.contains($0) }
        if toDone { done += cards } else { todo += cards }
        return true
    }

    private func color(_ name: String) -> Color {
        switch name {
        case "orange": return .orange
        case "blue": return .blue
        case "red": return .red
        default: return .green
        }
    }
}

#Preview("Task board") { TaskBoard() }
