import PlaygroundUI

// The README's short example, compiled here so it stays true (Swift 5 mode, like user snippets).
public enum ReadmeExample {

struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

public struct ContentView: View {
    public init() {}
    @State private var widest: CGFloat = 0
    public var body: some View {
        VStack(alignment: .leading) {
            ForEach(["one", "three", "eleven"], id: \.self) { word in
                Text(word)
                    .background(GeometryReader { geo in
                        Color.clear.preference(key: WidthKey.self, value: geo.size.width)
                    })
            }
            Text("widest: \(Int(widest))")
        }
        .onPreferenceChange(WidthKey.self) { widest = $0 }
    }
}

/// The reduced value at the root, for the README's claim.
@MainActor public static func widest(in host: ViewHost) -> CGFloat { host.preferenceValue(WidthKey.self) }
}
