import PlaygroundUI

// A scroll-offset reader written the way it is usually published: a GeometryReader behind the
// content reports its minY in the scroll view's named space; the header fades in as it scrolls.
public enum FadingHeader {

struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

public struct ContentView: View {
    public init() {}
    @State private var offset: CGFloat = 0

    var headerOpacity: Double {
        Double(min(max(-offset / 120, 0), 1))
    }

    public var body: some View {
        VStack(spacing: 0) {
            Text("Inbox")
                .font(.system(size: 22))
                .bold()
                .foregroundColor(headerOpacity > 0.5 ? .white : .black)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(Color.blue.opacity(headerOpacity))
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<30) { i in
                        HStack {
                            Circle().fill(Color.orange).frame(width: 28, height: 28)
                            Text("Message \(i + 1)")
                            Spacer()
                        }
                        .padding(.horizontal)
                        .frame(height: 48)
                        .background(Color.gray.opacity(0.15))
                    }
                }
                .padding()
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: ScrollOffsetKey.self,
                                           value: proxy.frame(in: .named("scroll")).minY)
                })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { value in
                offset = value
            }
        }
    }
}
}
