import Foundation
import PlaygroundUI

// The reference workloads of the performance targets (docs/performance-profile.md), built as the brief the project started from describes them.

// MARK: Synthetic 10-ary trees

/// The 16 leaf words, chosen by child index mod 16.
let treeWords = ["Item", "Label", "Value", "Name", "Alpha", "Beta", "Gamma", "Delta",
                 "Row", "Cell", "Text", "Node", "Leaf", "Grid", "Stack", "View"]

/// Nodes in a complete 10-ary tree of `depth` levels below the root (root included).
func treeNodeCount(depth: Int) -> Int { (0...depth).reduce(0) { $0 + Int(pow(10, Double($1))) } }

/// The root sizes performance.md gives as the cross-engine check.
let expectedTreeRootSize: [Int: CGSize] = [
    3: CGSize(width: 2926, height: 274),
    4: CGSize(width: 2934, height: 2766),
    5: CGSize(width: 29366, height: 2774),
]

/// What a leaf is: the plain leaf, or the plain leaf with a bounds anchor preference.
@MainActor
protocol TreeLeaves {
    associatedtype Leaf: View
    static func leaf(_ index: Int) -> Leaf
}

/// Even child index → 16×16 rectangle, odd → a 16 pt word.
enum PlainLeaves: TreeLeaves {
    @ViewBuilder
    static func leaf(_ index: Int) -> some View {
        if index % 2 == 0 {
            Rectangle().frame(width: 16, height: 16)
        } else {
            Text(treeWords[index % 16]).font(.system(size: 16))
        }
    }
}

/// Every leaf's bounds, collected in tree order.
struct LeafAnchorsKey: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] { [] }
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value.append(contentsOf: nextValue())
    }
}

/// The plain leaf with `anchorPreference(key:value: .bounds)`.
enum AnchoredLeaves: TreeLeaves {
    static func leaf(_ index: Int) -> some View {
        PlainLeaves.leaf(index).anchorPreference(key: LeafAnchorsKey.self, value: .bounds) { [$0] }
    }
}

/// One tree node, SwiftUI style: a leaf, or a stack over `ForEach(0..<10)` of child nodes.
/// `height` is the number of levels below this node; nodes at odd height are HStacks and at even
/// height VStacks, which is what makes the leaves' parents HStacks and reproduces the reference
/// root sizes (the depth-3 root is an HStack, the depth-4 root a VStack).
///
/// A concrete view type, as a user writes one. `GenericTreeNode` is the same tree with the view
/// generic over its leaves, which costs more: see the README's performance section.
struct TreeNode: View {
    let height: Int
    let index: Int

    var body: some View {
        if height == 0 {
            PlainLeaves.leaf(index)
        } else {
            treeLevel(height: height) { TreeNode(height: height - 1, index: $0) }
        }
    }
}

/// `TreeNode` with a bounds anchor preference on every leaf.
struct AnchoredTreeNode: View {
    let height: Int
    let index: Int

    var body: some View {
        if height == 0 {
            AnchoredLeaves.leaf(index)
        } else {
            treeLevel(height: height) { AnchoredTreeNode(height: height - 1, index: $0) }
        }
    }
}

/// The anchored tree with each leaf's anchor written inside its branch, straight on the rectangle
/// or the text, as a user writes a writer on a concrete view (`profile branchanchored3`): each
/// writer is kept by the leaf's node (docs/engine.md, "Modifiers kept as attributes"), where
/// `AnchoredLeaves`' writer, applied to the `if`/`else`, has a node of its own.
enum BranchAnchoredLeaves: TreeLeaves {
    @ViewBuilder
    static func leaf(_ index: Int) -> some View {
        if index % 2 == 0 {
            Rectangle().frame(width: 16, height: 16).anchorPreference(key: LeafAnchorsKey.self, value: .bounds) { [$0] }
        } else {
            Text(treeWords[index % 16]).font(.system(size: 16)).anchorPreference(key: LeafAnchorsKey.self, value: .bounds) { [$0] }
        }
    }
}

/// `TreeNode` with `BranchAnchoredLeaves`: a concrete type of its own, as `TreeNode` and
/// `AnchoredTreeNode` are, not `GenericTreeNode<BranchAnchoredLeaves>` — a generic node asks the
/// runtime's metadata cache on every build, which would add to what `branchanchored3` is compared
/// with `anchored3` for.
struct BranchAnchoredTreeNode: View {
    let height: Int
    let index: Int

    var body: some View {
        if height == 0 {
            BranchAnchoredLeaves.leaf(index)
        } else {
            treeLevel(height: height) { BranchAnchoredTreeNode(height: height - 1, index: $0) }
        }
    }
}

/// The plain tree with a tap gesture straight on every leaf, as a user makes each cell of a grid
/// tappable (`profile tappable3`): each gesture is kept by the leaf's node (docs/engine.md,
/// "Modifiers kept as attributes"). The action captures nothing, so the user's own closure
/// context is not counted.
enum TappableLeaves: TreeLeaves {
    @ViewBuilder
    static func leaf(_ index: Int) -> some View {
        if index % 2 == 0 {
            Rectangle().frame(width: 16, height: 16).onTapGesture { LeafTaps.count += 1 }
        } else {
            Text(treeWords[index % 16]).font(.system(size: 16)).onTapGesture { LeafTaps.count += 1 }
        }
    }
}

/// Taps on `TappableLeaves`' leaves.
@MainActor enum LeafTaps { static var count = 0 }

/// `TreeNode` with `TappableLeaves` (a concrete type, as `BranchAnchoredTreeNode` is).
struct TappableTreeNode: View {
    let height: Int
    let index: Int

    var body: some View {
        if height == 0 {
            TappableLeaves.leaf(index)
        } else {
            treeLevel(height: height) { TappableTreeNode(height: height - 1, index: $0) }
        }
    }
}

/// The tappable tree with each leaf's bounds anchor written over its tap gesture, as a picker's
/// swatch is (`profile tapanchored3`): the leaf keeps both (docs/engine.md, "Modifiers kept as
/// attributes"; step 72), and the root outlines the last anchor as `AnchoredTree` does. A
/// concrete type, as `BranchAnchoredTreeNode` is, with its leaves written in its body.
struct TapAnchoredTreeNode: View {
    let height: Int
    let index: Int

    var body: some View {
        if height == 0 {
            if index % 2 == 0 {
                Rectangle().frame(width: 16, height: 16).onTapGesture { LeafTaps.count += 1 }
                    .anchorPreference(key: LeafAnchorsKey.self, value: .bounds) { [$0] }
            } else {
                Text(treeWords[index % 16]).font(.system(size: 16)).onTapGesture { LeafTaps.count += 1 }
                    .anchorPreference(key: LeafAnchorsKey.self, value: .bounds) { [$0] }
            }
        } else {
            treeLevel(height: height) { TapAnchoredTreeNode(height: height - 1, index: $0) }
        }
    }
}

/// `AnchoredTree` over `TapAnchoredTreeNode`.
struct TapAnchoredTree: View {
    let depth: Int
    var body: some View {
        TapAnchoredTreeNode(height: depth, index: 0).modifier(AnchorOutline(pick: \.last))
    }
}

/// The same tree with the node type generic over its leaves: in generic code every view type the
/// body builds is looked up in the Swift runtime's metadata cache, on every build.
struct GenericTreeNode<Leaves: TreeLeaves>: View {
    let height: Int
    let index: Int

    var body: some View {
        if height == 0 {
            Leaves.leaf(index)
        } else {
            treeLevel(height: height) { GenericTreeNode(height: height - 1, index: $0) }
        }
    }
}

/// An internal level of the tree: an HStack (odd height) or VStack (even) of ten children, padding 4,
/// spacing 2, a background colour. (Specialised for each node type, as the compiler does for a
/// generic function in the same module.)
@MainActor @ViewBuilder
func treeLevel<Child: View>(height: Int, child: @escaping (Int) -> Child) -> some View {
    if height % 2 == 1 {
        HStack(spacing: 2) { ForEach(0..<10, content: child) }
            .padding(4)
            .background(Color.gray)
    } else {
        VStack(spacing: 2) { ForEach(0..<10, content: child) }
            .padding(4)
            .background(Color.white)
    }
}

/// The same tree with each level type-erased (`AnyView`), for comparison with the natural form.
struct AnyTreeNode: View {
    let height: Int
    let index: Int

    var body: AnyView {
        if height == 0 {
            return AnyView(PlainLeaves.leaf(index))
        } else if height % 2 == 1 {
            return AnyView(HStack(spacing: 2) {
                ForEach(0..<10) { AnyTreeNode(height: height - 1, index: $0) }
            }
            .padding(4)
            .background(Color.gray))
        } else {
            return AnyView(VStack(spacing: 2) {
                ForEach(0..<10) { AnyTreeNode(height: height - 1, index: $0) }
            }
            .padding(4)
            .background(Color.white))
        }
    }
}

/// The anchored tree: one `overlayPreferenceValue` at the root reads every leaf's anchor and
/// outlines the last one (so the anchors are resolved, not just collected).
struct AnchoredTree: View {
    let depth: Int
    var body: some View {
        AnchoredTreeNode(height: depth, index: 0).modifier(AnchorOutline(pick: \.last))
    }
}

/// `AnchoredTree` over `BranchAnchoredTreeNode`.
struct BranchAnchoredTree: View {
    let depth: Int
    var body: some View {
        BranchAnchoredTreeNode(height: depth, index: 0).modifier(AnchorOutline(pick: \.last))
    }
}

/// Reads every leaf's anchor at the root and outlines the one `pick` chooses.
struct AnchorOutline: ViewModifier {
    let pick: KeyPath<[Anchor<CGRect>], Anchor<CGRect>?>
    func body(content: Content) -> some View {
        content.overlayPreferenceValue(LeafAnchorsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[keyPath: pick] {
                    let r = proxy[anchor]
                    Rectangle()
                        .stroke(Color.red, lineWidth: 1)
                        .frame(width: r.width, height: r.height)
                        .offset(x: r.minX, y: r.minY)
                }
            }
        }
    }
}

/// The anchored tree with its first leaf movable from outside: the benchmark toggles the leaf's
/// `@State` through the binding it publishes, which offsets it by 3 pt (an offset moves its
/// drawing and its anchor, not the layout: one anchor of 10,000 changes).
struct MovingLeafTree: View {
    let depth: Int
    var body: some View {
        MovingAnchoredTreeNode(height: depth, index: 0, first: true).modifier(AnchorOutline(pick: \.first))
    }
}

/// Where the moving leaf publishes its state (set while its body runs).
enum MovingLeafSwitch {
    nonisolated(unsafe) static var moved: Binding<Bool>?
}

struct MovingLeaf: View {
    let index: Int
    @State private var moved = false
    var body: some View {
        let _ = MovingLeafSwitch.moved = $moved
        AnchoredLeaves.leaf(index).offset(x: moved ? 3 : 0)
    }
}

struct MovingAnchoredTreeNode: View {
    let height: Int
    let index: Int
    let first: Bool

    var body: some View {
        if height == 0 {
            if first { MovingLeaf(index: index) } else { AnchoredLeaves.leaf(index) }
        } else {
            treeLevel(height: height) { MovingAnchoredTreeNode(height: height - 1, index: $0, first: first && $0 == 0) }
        }
    }
}

/// A window large enough that every tree is sized to fit its content (29366 × 2774 at most).
let treeWindow = CGSize(width: 32000, height: 3200)

// MARK: The 1,000-row list

/// One row: a 16×16 rectangle and two labels at 16 and 12 pt, padding 2; a tap changes its state.
struct ListRow: View {
    let index: Int
    @State private var taps = 0

    var body: some View {
        HStack {
            Rectangle().frame(width: 16, height: 16)
            Text("Row \(index)").font(.system(size: 16))
            Text("taps \(taps)").font(.system(size: 12))
        }
        .padding(2)
        .onTapGesture { taps += 1 }
    }
}

/// A VStack of 1,000 rows, spacing 4.
struct RowList: View {
    static let rows = 1000
    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<RowList.rows) { ListRow(index: $0) }
        }
    }
}

/// Tall enough for all 1,000 rows (1000 × 20 + 999 × 4 points).
let listWindow = CGSize(width: 800, height: 24_100)

// MARK: Display-list helpers

extension DisplayList {
    /// The rect of the first shape drawn: the root's background for the trees.
    var firstShapeRect: CGRect? {
        for item in items { if case .shape(let s) = item { return s.rect } }
        return nil
    }

    /// Distinct text strings in drawing order, with the rect each is first drawn at.
    var texts: [(string: String, rect: CGRect)] {
        var seen = Set<String>()
        var out: [(String, CGRect)] = []
        for item in items {
            if case .text(let t) = item, seen.insert(t.string).inserted { out.append((t.string, t.rect)) }
        }
        return out
    }

    /// The rect of the first text drawing `string`.
    func rect(ofText string: String) -> CGRect? {
        for item in items { if case .text(let t) = item, t.string == string { return t.rect } }
        return nil
    }
}

// MARK: A 100,000-row lazy list (issue 13)

/// A row of the lazy list: a square, a label and a detail, as feeds are written.
struct LazyFeedRow: View {
    let index: Int
    var body: some View {
        HStack(spacing: 8) {
            Rectangle().fill(Color.blue).frame(width: 16, height: 16)
            Text("Row \(index)").font(.system(size: 16))
            Spacer()
            Text("detail").font(.system(size: 12))
        }
        .padding(4)
    }
}

/// The lazy list's window: a phone-sized screen (the 1,000-row list's window is 24,100 pt tall).
let lazyWindow = CGSize(width: 390, height: 844)

/// `ScrollView { LazyVStack { ForEach(0..<100_000) { … } } }`.
struct LazyFeed: View {
    static let rows = 100_000
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<LazyFeed.rows, id: \.self) { LazyFeedRow(index: $0) }
            }
        }
    }
}
