import SwiftUI

struct Email: Identifiable {
    let id = UUID()
    let from: String
    let subject: String
    var isUnread = true
    var isFlagged = false
}

struct InboxView: View {
    @State private var emails = [
        Email(from: "Ada", subject: "Lunch on Friday?"),
        Email(from: "Grace", subject: "Compiler notes"),
        Email(from: "Linus", subject: "Re: patch v2"),
        Email(from: "Margaret", subject: "Flight plan"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(emails) { email in
                    HStack {
                        Circle()
                            .fill(email.isUnread ? Color.blue : Color.clear)
                            .frame(width: 10, height: 10)
                        VStack(alignment: .leading) {
                            Text(email.from).font(.headline)
                            Text(email.subject).foregroundStyle(.secondary)
                        }
                        Spacer()
                        if email.isFlagged {
                            Image(systemName: "flag.fill").foregroundStyle(.orange)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            toggle(email, \.isUnread)
                        } label: {
                            Label("Read", systemImage: "envelope.open")
                        }
                        .tint(.blue)
                    }
                    .swipeActions {
                        Button(role: .destructive) {
                            emails.removeAll { $0.id == email.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            toggle(email, \.isFlagged)
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }

    private func toggle(_ email: Email, _ flag: WritableKeyPath<Email, Bool>) {
        if let i = emails.firstIndex(where: { $0.id == email.id }) {
            emails[i][keyPath: flag].toggle()
        }
    }
}

#Preview {
    InboxView()
}
