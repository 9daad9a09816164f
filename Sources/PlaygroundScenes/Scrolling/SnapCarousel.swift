import PlaygroundUI

// An iOS 17 carousel: cards as wide as the scroll view less its content margins, resting on a
// card's edge (`.viewAligned`), their neighbours peeking in the margins. Each card reports its
// middle in the carousel's space through a preference, and the dots follow the card nearest the
// centre. Below, a paging strip tells its page through `scrollPosition(id:)`.
public enum SnapCarousel {

struct CardMidKey: PreferenceKey {
    static var defaultValue: [Int: CGFloat] = [:]
    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue()) { $1 }
    }
}

static let colors: [Color] = [.orange, .pink, .purple, .blue, .teal, .green]

public struct ContentView: View {
    public init() {}
    @State private var centred = 0
    @State private var page: Int? = 0
    let width: CGFloat = 390

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Featured").font(.title2.bold()).padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<SnapCarousel.colors.count, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 18)
                            .fill(SnapCarousel.colors[i].gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text("Trail \(i + 1)").font(.title3.bold()).foregroundStyle(.white).padding()
                            }
                            .frame(height: 170)
                            .containerRelativeFrame(.horizontal)
                            .background(GeometryReader { geo in
                                Color.clear.preference(key: CardMidKey.self, value: [i: geo.frame(in: .named("carousel")).midX])
                            })
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 32, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .coordinateSpace(name: "carousel")
            .onPreferenceChange(CardMidKey.self) { mids in
                let nearest = mids.min { abs($0.value - width / 2) < abs($1.value - width / 2) }
                if let nearest { centred = nearest.key }
            }
            HStack(spacing: 8) {
                ForEach(0..<SnapCarousel.colors.count, id: \.self) { i in
                    Circle().fill(i == centred ? Color.primary : Color.secondary.opacity(0.4)).frame(width: 8, height: 8)
                }
            }
            .frame(maxWidth: .infinity)
            Text("Pages").font(.title2.bold()).padding(.horizontal)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { i in
                        VStack(spacing: 6) {
                            Image(systemName: ["sun.max.fill", "cloud.fill", "moon.stars.fill"][i]).font(.largeTitle)
                            Text(["Morning", "Afternoon", "Night"][i]).font(.headline)
                        }
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(Color.secondary.opacity(0.12))
                        .containerRelativeFrame(.horizontal)
                        .id(i)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 140)
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $page)
            Text("Page \((page ?? 0) + 1) of 3").font(.subheadline).foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
            Spacer(minLength: 0)
        }
        .padding(.vertical)
    }
}
}
