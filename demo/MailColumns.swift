import SwiftUI

struct MailView: View {
    @State private var box: String?
    @State private var message: String?
    let boxes = ["Inbox", "Drafts", "Sent", "Archive"]

    var body: some View {
        NavigationSplitView {
            List(boxes, id: \.self, selection: $box) { name in
                Label(name, systemImage: "tray")
            }
            .navigationTitle("Mailboxes")
        } content: {
            if let box {
                List((1...6).map { "\(box) message \($0)" }, id: \.self, selection: $message) { Text($0) }
                    .navigationTitle(box)
            } else {
                Text("Select a mailbox").foregroundStyle(.secondary)
            }
        } detail: {
            NavigationStack {
                Text(message ?? "No message selected")
                    .navigationTitle(message ?? "")
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }
}

#Preview { MailView() }
