import PlaygroundUI

/// A tag picker in the style of the published "flow layout" posts: chips wrap with a custom
/// `Layout`, the flow's height is read back through a preference and shown, and the card under
/// it follows. Tap a chip to select it; "Add" appends one.
enum ChipFlow {
    struct FlowLayout: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let rows = computeRows(maxWidth: proposal.width ?? .infinity, subviews: subviews)
            let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(rows.count - 1, 0))
            let width = rows.map(\.width).max() ?? 0
            return CGSize(width: proposal.width ?? width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for row in computeRows(maxWidth: bounds.width, subviews: subviews) {
                var x = bounds.minX
                for index in row.indices {
                    let size = subviews[index].sizeThatFits(.unspecified)
                    subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                    x += size.width + spacing
                }
                y += row.height + spacing
            }
        }

        struct Row {
            var indices: [Int] = []
            var width: CGFloat = 0
            var height: CGFloat = 0
        }

        func computeRows(maxWidth: CGFloat, subviews: Subviews) -> [Row] {
            var rows: [Row] = [Row()]
            for index in subviews.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
                if needed > maxWidth && !rows[rows.count - 1].indices.isEmpty {
                    rows.append(Row())
                }
                var row = rows.removeLast()
                row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
                row.height = max(row.height, size.height)
                row.indices.append(index)
                rows.append(row)
            }
            return rows
        }
    }

    struct HeightPreferenceKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }

    struct Chip: View {
        let title: String
        let isSelected: Bool

        var body: some View {
            Text(title)
                .font(.subheadline)
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .foregroundColor(isSelected ? .white : .primary)
                .background(
                    Capsule().fill(isSelected ? Color.accentColor : Color(.systemGray5))
                )
        }
    }

    struct ContentView: View {
        @State private var tags = ["Swift", "SwiftUI", "Layout", "Preferences", "Combine", "Concurrency",
                                   "Animation", "Grid", "Accessibility", "Linux"]
        @State private var selected: Set<String> = ["SwiftUI"]
        @State private var flowHeight: CGFloat = 0
        private let extra = ["Charts", "Widgets", "Observation", "Testing", "Metal", "Xcode"]

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text("Topics")
                    .font(.title2.bold())

                FlowLayout(spacing: 8) {
                    ForEach(tags, id: \.self) { tag in
                        Chip(title: tag, isSelected: selected.contains(tag))
                            .onTapGesture {
                                withAnimation(.easeInOut(duration: 0.25)) {
                                    if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
                                }
                            }
                    }
                }
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeightPreferenceKey.self, value: proxy.size.height)
                    }
                )
                .onPreferenceChange(HeightPreferenceKey.self) { flowHeight = $0 }

                HStack {
                    Text("Flow height: \(Int(flowHeight)) pt")
                        .font(.footnote)
                        .foregroundColor(.secondary)
                    Spacer()
                    Button("Add") {
                        withAnimation(.spring()) {
                            if let next = extra.first(where: { !tags.contains($0) }) { tags.append(next) }
                        }
                    }
                }

                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.accentColor.opacity(0.15))
                    .frame(height: max(160 - flowHeight / 2, 40))
                    .overlay(Text("\(selected.count) selected").font(.headline))

                Spacer()
            }
            .padding()
        }
    }
}
