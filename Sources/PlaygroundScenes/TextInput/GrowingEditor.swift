import PlaygroundUI

// A message composer in the style of the "auto-growing TextEditor" answers people publish: an
// invisible Text with the same text and the editor's insets measures the height through a
// GeometryReader and a preference; `onPreferenceChange` stores it, and the TextEditor's frame
// follows between one line and a maximum. A label shows the measured height, Send (⌘↩ or the
// button) moves the message into the list, and a @FocusState keeps the composer focused.
public enum GrowingEditor {

struct ViewHeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout Value, nextValue: () -> Value) {
        value = value + nextValue()
    }
}

struct Message: Identifiable {
    let id: Int
    let text: String
}

struct ContentView: View {
    @State private var messages: [Message] = [Message(id: 0, text: "Type a message below; the box grows with it.")]
    @State private var text = ""
    @State private var textEditorHeight: CGFloat = 36
    @FocusState private var isComposing: Bool

    private let minHeight: CGFloat = 36
    private let maxHeight: CGFloat = 120

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .trailing, spacing: 8) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .foregroundColor(.white)
                            .padding(.horizontal, 12)
                            .padding(.vertical, 8)
                            .background(Color.blue)
                            .cornerRadius(16)
                            .frame(maxWidth: 260, alignment: .trailing)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .trailing)
                .padding()
            }
            Divider()
            composer
        }
        .onAppear { isComposing = true }
    }

    private var composer: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .bottom, spacing: 8) {
                ZStack(alignment: .topLeading) {
                    // The measuring copy: same text, same insets as the editor, never seen.
                    Text(text.isEmpty ? " " : text)
                        .foregroundColor(.clear)
                        .padding(.horizontal, 5)
                        .padding(.vertical, 8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: ViewHeightKey.self, value: proxy.frame(in: .local).size.height)
                        })
                    TextEditor(text: $text)
                        .focused($isComposing)
                        .frame(height: min(max(minHeight, textEditorHeight), maxHeight))
                        .animation(.easeInOut(duration: 0.25), value: textEditorHeight)
                        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.5), lineWidth: 1))
                }
                .onPreferenceChange(ViewHeightKey.self) { textEditorHeight = $0 }

                Button(action: send) {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.system(size: 30))
                }
                .keyboardShortcut(.return, modifiers: .command)
                .disabled(text.isEmpty)
            }
            Text("measured \(Int(textEditorHeight)) pt · shown \(Int(min(max(minHeight, textEditorHeight), maxHeight))) pt")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .padding(12)
    }

    private func send() {
        guard !text.isEmpty else { return }
        let message = Message(id: messages.count, text: text)
        withAnimation(.easeInOut(duration: 0.4)) { messages.append(message) }
        text = ""
        isComposing = true
    }
}
}
