import PlaygroundUI

// A chat that stays pinned to its newest message: the content's height comes up through a
// preference, and whenever it changes the list scrolls to the bottom marker.
public enum ChatBottom {

struct ContentHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct Message: Identifiable {
    let id: Int
    let text: String
    let mine: Bool
}

public struct ContentView: View {
    public init() {}
    @State private var messages: [Message] = (0..<12).map {
        Message(id: $0, text: $0 % 3 == 0 ? "See you at eight?" : ($0 % 3 == 1 ? "Sure!" : "Bringing the maps"), mine: $0 % 2 == 1)
    }

    public var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 8) {
                        ForEach(messages) { message in
                            HStack {
                                if message.mine { Spacer() }
                                Text(message.text)
                                    .foregroundColor(message.mine ? .white : .black)
                                    .padding(.horizontal, 12)
                                    .padding(.vertical, 8)
                                    .background(RoundedRectangle(cornerRadius: 16)
                                        .fill(message.mine ? Color.blue : Color(white: 0.9)))
                                if !message.mine { Spacer() }
                            }
                        }
                        Color.clear.frame(height: 1).id("bottom")
                    }
                    .padding()
                    .background(GeometryReader { geo in
                        Color.clear.preference(key: ContentHeightKey.self, value: geo.size.height)
                    })
                }
                .onPreferenceChange(ContentHeightKey.self) { _ in
                    withAnimation(.easeOut(duration: 0.25)) {
                        proxy.scrollTo("bottom", anchor: .bottom)
                    }
                }
            }
            HStack {
                Text("Message").foregroundColor(.gray)
                Spacer()
                Button("Send") {
                    messages.append(Message(id: messages.count, text: "New message \(messages.count)", mine: true))
                }
            }
            .padding()
            .background(Color(white: 0.97))
        }
    }
}
}
