import PlaygroundUI

// A news reader in the style of published "custom tab bar with a sliding indicator" posts: a row
// of category buttons on top whose underline follows the selected one. Each button reports its
// bounds through `anchorPreference`; the row resolves the selected one's anchor in an
// `overlayPreferenceValue` + `GeometryReader` and draws a capsule there, animated with a spring.
// The pages below are a `TabView(selection:)` in the page style, so swiping a page moves the
// underline too, and the whole screen sits in a standard `TabView` with a tab bar.
public enum AnchoredTabs {

enum Category: String, CaseIterable, Identifiable {
    case forYou = "For You", following = "Following", trending = "Trending", local = "Local"
    var id: String { rawValue }
    var tint: Color {
        switch self {
        case .forYou: return .orange
        case .following: return .purple
        case .trending: return .pink
        case .local: return .teal
        }
    }
    var headlines: [String] {
        switch self {
        case .forYou: return ["Ten tiny gardens", "The quiet comeback of trains", "Why we doodle"]
        case .following: return ["Your weekly digest", "Three new posts from Ana"]
        case .trending: return ["A comet you can see tonight", "The best soup in town", "Chess, but faster", "Rain again"]
        case .local: return ["Market opens on Sunday", "New bike lanes downtown"]
        }
    }
}

struct CategoryBoundsKey: PreferenceKey {
    static var defaultValue: [Category: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Category: Anchor<CGRect>], nextValue: () -> [Category: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct CategoryBar: View {
    @Binding var selection: Category

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Category.allCases) { category in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) {
                        selection = category
                    }
                } label: {
                    Text(category.rawValue)
                        .font(.subheadline.weight(selection == category ? .semibold : .regular))
                        .foregroundColor(selection == category ? .primary : .secondary)
                        .padding(.vertical, 12)
                        .frame(maxWidth: .infinity)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .anchorPreference(key: CategoryBoundsKey.self, value: .bounds) { [category: $0] }
            }
        }
        .overlayPreferenceValue(CategoryBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selection] {
                    let frame = proxy[anchor]
                    Capsule()
                        .fill(selection.tint)
                        .frame(width: frame.width - 24, height: 3)
                        .offset(x: frame.minX + 12, y: frame.maxY - 3)
                }
            }
        }
        .background(Color(.systemBackground))
        .overlay(alignment: .bottom) { Divider() }
    }
}

struct HeadlineCard: View {
    let title: String
    let tint: Color

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(tint.gradient)
                .frame(width: 56, height: 56)
            Text(title)
                .font(.headline)
            Spacer(minLength: 0)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(Color(.secondarySystemBackground)))
    }
}

struct NewsView: View {
    @State private var selection = Category.forYou

    var body: some View {
        VStack(spacing: 0) {
            Text("Headlines")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
                .padding(.top, 12)
            CategoryBar(selection: $selection)
            TabView(selection: $selection) {
                ForEach(Category.allCases) { category in
                    VStack(spacing: 10) {
                        ForEach(category.headlines, id: \.self) { title in
                            HeadlineCard(title: title, tint: category.tint)
                        }
                        Spacer(minLength: 0)
                    }
                    .padding()
                    .tag(category)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
        }
    }
}

public struct ContentView: View {
    public init() {}

    public var body: some View {
        TabView {
            NewsView()
                .tabItem { Label("News", systemImage: "newspaper") }
            Text("Saved stories")
                .tabItem { Label("Saved", systemImage: "bookmark") }
                .badge(2)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

}
