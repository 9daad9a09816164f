import PlaygroundUI

// A tree whose connecting lines are a custom Shape built from anchors the nodes collect through a
// preference, drawn behind the nodes with backgroundPreferenceValue. Tapping a node folds or
// unfolds its children; the lines follow the nodes as they move.
public enum AnchorTree {

struct Node: Identifiable {
    let id: String
    var children: [Node] = []
}

struct CenterKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// Straight lines from each parent's centre to each child's.
struct Connectors: Shape {
    let segments: [(CGPoint, CGPoint)]
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for (from, to) in segments {
            path.move(to: from)
            path.addCurve(to: to,
                          control1: CGPoint(x: from.x, y: (from.y + to.y) / 2),
                          control2: CGPoint(x: to.x, y: (from.y + to.y) / 2))
        }
        return path
    }
}

struct NodeView: View {
    let node: Node
    @Binding var folded: Set<String>

    var body: some View {
        VStack(spacing: 28) {
            Text(node.id)
                .font(.system(size: 15))
                .foregroundColor(.white)
                .frame(width: 44, height: 44)
                .background(Circle().fill(folded.contains(node.id) ? Color.gray : Color.blue))
                .anchorPreference(key: CenterKey.self, value: .center) { [node.id: $0] }
                .onTapGesture {
                    withAnimation(.spring()) {
                        if folded.contains(node.id) { folded.remove(node.id) } else { folded.insert(node.id) }
                    }
                }
            if !folded.contains(node.id) && !node.children.isEmpty {
                HStack(alignment: .top, spacing: 16) {
                    ForEach(node.children) { child in
                        NodeView(node: child, folded: $folded)
                    }
                }
            }
        }
    }
}

public struct ContentView: View {
    public init() {}
    @State private var folded: Set<String> = []
    let tree = Node(id: "A", children: [
        Node(id: "B", children: [Node(id: "D"), Node(id: "E")]),
        Node(id: "C", children: [Node(id: "F"), Node(id: "G", children: [Node(id: "H"), Node(id: "I")])]),
    ])

    func segments(_ node: Node, _ centers: [String: CGPoint]) -> [(CGPoint, CGPoint)] {
        guard !folded.contains(node.id), let from = centers[node.id] else { return [] }
        var out: [(CGPoint, CGPoint)] = []
        for child in node.children {
            if let to = centers[child.id] { out.append((from, to)) }
            out += segments(child, centers)
        }
        return out
    }

    public var body: some View {
        NodeView(node: tree, folded: $folded)
            .padding(30)
            .backgroundPreferenceValue(CenterKey.self) { anchors in
                GeometryReader { proxy in
                    Connectors(segments: segments(tree, anchors.mapValues { proxy[$0] }))
                        .stroke(Color.gray, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                }
            }
    }
}
}
