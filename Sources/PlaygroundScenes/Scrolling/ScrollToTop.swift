import PlaygroundUI

// A "back to top" button that appears once the list has scrolled past a threshold (read through
// a preference) and scrolls back with ScrollViewReader inside withAnimation.
public enum ScrollToTop {

struct OffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

public struct ContentView: View {
    public init() {}
    @State private var showsButton = false

    public var body: some View {
        ScrollViewReader { proxy in
            ZStack(alignment: .bottomTrailing) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(1...60, id: \.self) { n in
                            Text("Item \(n)")
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.horizontal)
                                .frame(height: 44)
                                .background(n % 2 == 0 ? Color(white: 0.95) : Color.white)
                                .id(n)
                        }
                    }
                    .background(GeometryReader { geo in
                        Color.clear.preference(key: OffsetKey.self, value: -geo.frame(in: .named("scroll")).minY)
                    })
                }
                .coordinateSpace(name: "scroll")
                .onPreferenceChange(OffsetKey.self) { offset in
                    withAnimation(.easeInOut(duration: 0.2)) {
                        showsButton = offset > 300
                    }
                }

                if showsButton {
                    Button {
                        withAnimation(.easeInOut(duration: 0.6)) {
                            proxy.scrollTo(1, anchor: .top)
                        }
                    } label: {
                        Text("↑ Top")
                            .foregroundColor(.white)
                            .padding(.horizontal, 16)
                            .padding(.vertical, 10)
                            .background(Capsule().fill(Color.blue))
                    }
                    .padding(20)
                    .transition(.opacity)
                }
            }
        }
    }
}
}
