import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let subject: String
}

struct MessagesView: View {
    @State private var messages = [
        Message(id: 1, sender: "Ada", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "Grace", subject: "Compiler notes"),
        Message(id: 3, sender: "Linus", subject: "Re: patch v2"),
        Message(id: 4, sender: "Margaret", subject: "Flight plan"),
        Message(id: 5, sender: "Alan", subject: "Puzzle for you"),
    ]
    @State private var selection = Set<Int>()

    var body: some View {
        NavigationStack {
            List(messages, selection: $selection) { message in
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItem(placement: .bottomBar) {
                    Button("Delete (\(selection.count))", role: .destructive) {
                        messages.removeAll { selection.contains($0.id) }
                        selection.removeAll()
                    }
                    .disabled(selection.isEmpty)
                }
            }
        }
    }
}

#Preview {
    MessagesView()
}
