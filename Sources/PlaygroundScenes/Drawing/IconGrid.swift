import PlaygroundUI

// An icon grid: symbols on gradient tiles in a LazyVGrid. Each tile reports its bounds through
// an anchor preference; a selection ring drawn in overlayPreferenceValue follows the selected
// tile with a spring, and the selected tile grows and tilts. Names are cut to one line.
public enum IconGrid {

struct TileBounds: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct App: Identifiable {
    let id: String
    let symbol: String
    let colors: [Color]
}

struct Tile: View {
    let app: App
    let isSelected: Bool
    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: app.symbol)
                .font(.system(size: 26, weight: .medium))
                .foregroundStyle(.white)
                .frame(width: 60, height: 60)
                .background(LinearGradient(colors: app.colors, startPoint: .topLeading, endPoint: .bottomTrailing),
                            in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                .shadow(color: .black.opacity(0.15), radius: 3, y: 2)
                .anchorPreference(key: TileBounds.self, value: .bounds) { [app.id: $0] }
                .scaleEffect(isSelected ? 1.12 : 1)
                .rotationEffect(.degrees(isSelected ? -6 : 0))
            Text(app.id)
                .font(.caption)
                .lineLimit(1)
                .truncationMode(.tail)
                .frame(width: 76)
                .foregroundStyle(isSelected ? .primary : .secondary)
        }
    }
}

public struct ContentView: View {
    public init() {}
    @State private var selected = "Weather"
    let apps: [App] = [
        App(id: "Weather", symbol: "cloud.sun.fill", colors: [.cyan, .blue]),
        App(id: "Favourites", symbol: "heart.fill", colors: [.pink, .red]),
        App(id: "Home", symbol: "house.fill", colors: [.orange, .yellow]),
        App(id: "Settings", symbol: "gearshape.fill", colors: [.gray, Color(white: 0.3)]),
        App(id: "Mail", symbol: "envelope.fill", colors: [.blue, .indigo]),
        App(id: "Search", symbol: "magnifyingglass", colors: [.mint, .teal]),
        App(id: "Photos", symbol: "photo.fill", colors: [.yellow, .orange]),
        App(id: "Reminders and lists", symbol: "checklist", colors: [.green, .mint]),
        App(id: "Notifications", symbol: "bell.fill", colors: [.red, .orange]),
    ]

    public var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Apps").font(.largeTitle.bold())
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 20) {
                ForEach(apps) { app in
                    Tile(app: app, isSelected: app.id == selected)
                        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { selected = app.id } }
                }
            }
            Text("Selected: ") + Text(selected).bold().foregroundColor(.blue)
        }
        .padding(24)
        .overlayPreferenceValue(TileBounds.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selected] {
                    let r = proxy[anchor]
                    RoundedRectangle(cornerRadius: 18, style: .continuous)
                        .strokeBorder(AngularGradient(colors: [.blue, .purple, .pink, .orange, .blue], center: .center), lineWidth: 3)
                        .frame(width: r.width + 14, height: r.height + 14)
                        .offset(x: r.minX - 7, y: r.minY - 7)
                }
            }
        }
    }
}
}
