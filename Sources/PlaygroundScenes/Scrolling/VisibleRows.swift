import PlaygroundUI

// Which rows are on screen: every row reports its frame in the scroll view's space through a
// dictionary preference, and the footer lists the ones inside the viewport.
public enum VisibleRows {

struct RowFramesKey: PreferenceKey {
    static var defaultValue: [Int: CGRect] = [:]
    static func reduce(value: inout [Int: CGRect], nextValue: () -> [Int: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

public struct ContentView: View {
    public init() {}
    @State private var visible: [Int] = []
    let viewportHeight: CGFloat = 300

    public var body: some View {
        VStack(spacing: 12) {
            ScrollView {
                VStack(spacing: 4) {
                    ForEach(0..<40) { row in
                        Text("Row \(row)")
                            .frame(maxWidth: .infinity)
                            .frame(height: 36)
                            .background(visible.contains(row) ? Color.green.opacity(0.3) : Color.gray.opacity(0.15))
                            .background(GeometryReader { geo in
                                Color.clear.preference(key: RowFramesKey.self,
                                                       value: [row: geo.frame(in: .named("rows"))])
                            })
                    }
                }
                .padding(.horizontal)
            }
            .frame(height: viewportHeight)
            .coordinateSpace(name: "rows")
            .onPreferenceChange(RowFramesKey.self) { frames in
                visible = frames.filter { $0.value.maxY > 0 && $0.value.minY < viewportHeight }
                    .map(\.key).sorted()
            }
            Text(visible.isEmpty ? "Nothing visible" : "Visible: \(visible.first!)–\(visible.last!) (\(visible.count) rows)")
                .font(.system(size: 18))
        }
        .padding()
    }
}
}
