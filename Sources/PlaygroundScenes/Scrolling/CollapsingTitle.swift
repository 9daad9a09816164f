import PlaygroundUI

// A large title that shrinks into an inline title as the list scrolls, driven by the offset a
// GeometryReader at the top of the content reports through a preference.
public enum CollapsingTitle {

struct TitleOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

public struct ContentView: View {
    public init() {}
    @State private var scrolled: CGFloat = 0

    /// 0 at rest, 1 once the content has moved 60 pt up.
    var progress: CGFloat { min(max(-scrolled / 60, 0), 1) }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Settings")
                    .font(.system(size: 34 - 17 * progress))
                    .bold()
                if progress < 1 { Spacer() }
            }
            .frame(maxWidth: .infinity)
            .frame(height: 96 - 52 * progress)
            .padding(.horizontal)
            .background(Color(white: 0.96))
            .overlay(Rectangle().fill(Color.gray.opacity(Double(progress) * 0.5)).frame(height: 1), alignment: .bottom)
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    GeometryReader { proxy in
                        Color.clear.preference(key: TitleOffsetKey.self,
                                               value: proxy.frame(in: .named("list")).minY)
                    }
                    .frame(height: 0)
                    ForEach(["Wi-Fi", "Bluetooth", "Cellular", "Hotspot", "Notifications", "Sounds",
                             "Focus", "Screen Time", "General", "Control Centre", "Display",
                             "Accessibility", "Wallpaper", "Battery", "Privacy", "Passwords"], id: \.self) { item in
                        VStack(alignment: .leading, spacing: 0) {
                            Text(item).padding(.horizontal).frame(height: 44)
                            Rectangle().fill(Color.gray.opacity(0.3)).frame(height: 1).padding(.leading)
                        }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .coordinateSpace(name: "list")
            .onPreferenceChange(TitleOffsetKey.self) { scrolled = $0 }
        }
    }
}
}
