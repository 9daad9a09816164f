import PlaygroundUI

/// Where a view list is decides what a modifier on it does (docs/semantics.md §31, §31.6): the
/// same `ForEach` of tags with the same padding, capsule and preference writer is a chip per tag
/// in an `HStack`, and one badge around an implicit ZStack in an overlay. Each place reads its own
/// count of writers through `onPreferenceChange`. "Add" appends a tag with a spring; tapping a
/// chip removes it.
enum ViewLists {
    /// Counts the views that wrote it.
    enum Writers: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct ContentView: View {
        @State private var tags = ["Swift", "Linux", "SDL"]
        @State private var inStack = 0
        @State private var inOverlay = 0
        private let spare = ["Layout", "Anchors", "Preferences", "Springs"]

        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                Text("In a stack: per view").font(.headline)
                HStack(spacing: 8) {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag).onTapGesture { withAnimation(.spring()) { tags.removeAll { $0 == tag } } }
                    }
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color.blue.opacity(0.2)))
                    .preference(key: Writers.self, value: 1)
                }
                .onPreferenceChange(Writers.self) { inStack = $0 }
                Text("\(inStack) writers").font(.caption).foregroundStyle(.secondary)

                Text("In an overlay: once").font(.headline)
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.gray.opacity(0.15))
                    .frame(height: 110)
                    .overlay(alignment: .topLeading) {
                        ForEach(tags, id: \.self) { Text($0) }
                            .padding(.horizontal, 10)
                            .padding(.vertical, 6)
                            .background(Capsule().fill(Color.orange.opacity(0.35)))
                            .preference(key: Writers.self, value: 1)
                            .padding(10)
                    }
                    .onPreferenceChange(Writers.self) { inOverlay = $0 }
                Text("\(inOverlay) writer, the tags drawn over each other").font(.caption).foregroundStyle(.secondary)

                Button("Add") {
                    if let next = spare.first(where: { !tags.contains($0) }) {
                        withAnimation(.spring()) { tags.append(next) }
                    }
                }
                .buttonStyle(.borderedProminent)
                Spacer()
            }
            .padding(20)
        }
    }
}
