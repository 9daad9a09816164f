import PlaygroundUI

/// A tag cloud in the style of the pre-iOS 16 posts: each tag's size comes up through a
/// preference, the rows are worked out from those sizes, and every tag is put in its place with
/// `.alignmentGuide(.leading)` and `.alignmentGuide(.top)` inside a `ZStack(alignment: .topLeading)`.
/// The guides place the tags in the ZStack and nowhere else: the cloud stays inside its padding
/// (built-in guides are not passed up, docs/semantics.md §26.1). Tap a tag to pick it (a check
/// mark widens it and the rows flow again, with a spring); "Add" appends one.
enum TagCloud {
    struct TagSizes: PreferenceKey {
        static let defaultValue: [String: CGSize] = [:]
        static func reduce(value: inout [String: CGSize], nextValue: () -> [String: CGSize]) {
            value.merge(nextValue()) { _, new in new }
        }
    }

    struct ContentView: View {
        @State private var tags = ["Swift", "Preferences", "Anchors", "GeometryReader", "Layout",
                                   "Linux", "PreferenceKey", "Coordinate spaces", "SDL"]
        @State private var picked: Set<String> = []
        @State private var sizes: [String: CGSize] = [:]
        private let width: CGFloat = 330
        private let gap: CGFloat = 8
        private let extra = ["Animation", "Alignment", "Spring"]

        /// Each tag's top-leading corner, rows filled left to right.
        private var places: [String: CGPoint] {
            var result: [String: CGPoint] = [:]
            var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
            for tag in tags {
                guard let size = sizes[tag] else { continue }
                if x > 0 && x + size.width > width { x = 0; y += rowHeight + gap; rowHeight = 0 }
                result[tag] = CGPoint(x: x, y: y)
                x += size.width + gap
                rowHeight = max(rowHeight, size.height)
            }
            return result
        }

        var body: some View {
            let places = self.places
            VStack(alignment: .leading, spacing: 12) {
                Text("Topics").font(.title2.bold())
                Text(picked.isEmpty ? "Pick a few" : "\(picked.count) picked").foregroundStyle(.secondary)
                ZStack(alignment: .topLeading) {
                    ForEach(tags, id: \.self) { tag in
                        chip(tag)
                            .alignmentGuide(.leading) { _ in -(places[tag]?.x ?? 0) }
                            .alignmentGuide(.top) { _ in -(places[tag]?.y ?? 0) }
                    }
                }
                .frame(width: width, alignment: .topLeading)
                .animation(.spring(), value: picked)
                .onPreferenceChange(TagSizes.self) { sizes = $0 }
                Button("Add") {
                    if let next = extra.first(where: { !tags.contains($0) }) { tags.append(next) }
                }
                .buttonStyle(.bordered)
            }
            .padding(24)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }

        private func chip(_ tag: String) -> some View {
            let on = picked.contains(tag)
            return HStack(spacing: 4) {
                if on { Image(systemName: "checkmark") }
                Text(tag)
            }
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(on ? Color.white : Color.primary)
            .background(Capsule().fill(on ? Color.indigo : Color.indigo.opacity(0.15)))
            .fixedSize()
            .background(GeometryReader { proxy in
                Color.clear.preference(key: TagSizes.self, value: [tag: proxy.size])
            })
            .onTapGesture { if on { picked.remove(tag) } else { picked.insert(tag) } }
        }
    }
}
