import PlaygroundUI

// Seed 001 (001_8cc43ee660638c62.txt), "嵌套视图" (nested views) — described in the seed without
// code: when a parent and its child both write an anchor, `anchorPreference` on the parent loses
// the child's value, and `transformAnchorPreference` on the parent keeps it. Left: lost; right: kept.
// Tap a panel's title to move the highlight between the anchors it received.
public enum LabPart2Nested {

struct NestedAnchor {
    let name: String
    let bounds: Anchor<CGRect>
}

struct NestedKey: PreferenceKey {
    static var defaultValue: [NestedAnchor] = []
    static func reduce(value: inout [NestedAnchor], nextValue: () -> [NestedAnchor]) {
        value.append(contentsOf: nextValue())
    }
}

/// The child: a label that writes its own bounds.
struct Child: View {
    var body: some View {
        Text("child")
            .padding(8)
            .background(Color.blue.opacity(0.15))
            .anchorPreference(key: NestedKey.self, value: .bounds) { [NestedAnchor(name: "child", bounds: $0)] }
    }
}

/// A parent that also writes its bounds, replacing (`keepsChildren == false`) or adding to the child's.
struct Parent: View {
    let keepsChildren: Bool
    var body: some View {
        Group {
            if keepsChildren {
                VStack(spacing: 12) { Text("parent"); Child() }
                    .padding(16)
                    .transformAnchorPreference(key: NestedKey.self, value: .bounds) { value, anchor in
                        value.append(NestedAnchor(name: "parent", bounds: anchor))
                    }
            } else {
                VStack(spacing: 12) { Text("parent"); Child() }
                    .padding(16)
                    .anchorPreference(key: NestedKey.self, value: .bounds) { [NestedAnchor(name: "parent", bounds: $0)] }
            }
        }
    }
}

/// One panel: the parent, with every anchor that reached the top outlined.
struct Panel: View {
    let title: String
    let keepsChildren: Bool
    @State private var selected = 0

    var body: some View {
        VStack(spacing: 8) {
            Text(title).font(.headline)
                .onTapGesture { self.selected += 1 }
            Parent(keepsChildren: keepsChildren)
                .overlayPreferenceValue(NestedKey.self) { anchors in
                    GeometryReader { geo in
                        ZStack(alignment: .topLeading) {
                            ForEach(0..<anchors.count, id: \.self) { i in
                                RoundedRectangle(cornerRadius: 4)
                                    .stroke(i == self.selected % max(anchors.count, 1) ? Color.pink : Color.green, lineWidth: 2)
                                    .frame(width: geo[anchors[i].bounds].width, height: geo[anchors[i].bounds].height)
                                    .offset(x: geo[anchors[i].bounds].minX, y: geo[anchors[i].bounds].minY)
                                    .animation(.easeInOut)
                            }
                        }
                    }
                }
        }
    }
}

public struct ContentView: View {
    public init() {}
    public var body: some View {
        HStack(spacing: 40) {
            Panel(title: "anchorPreference", keepsChildren: false)
            Panel(title: "transformAnchorPreference", keepsChildren: true)
        }
    }
}
}
