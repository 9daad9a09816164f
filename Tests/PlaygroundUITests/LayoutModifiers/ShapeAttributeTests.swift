import Foundation
import Testing
@testable import PlaygroundUI

// A `frame(width:height:)` or an `ignoresSafeArea` applied straight to a shape, a colour or a
// gradient is kept by the shape's own node (docs/engine.md, "Modifiers kept as attributes"). A
// shape takes exactly the size it is proposed (docs/semantics.md §6.8): a fixed frame proposes its
// child its own dimensions, taking the child's answer where it has none (§6.4), so a shape proposed
// the frame's dimensions is where the frame would have put it; and `ignoresSafeArea` offers its
// content the rect grown into the safe area (§15), which a shape fills. Each test lays the same
// cases out both ways — the colour modified directly, and the colour behind a view with a body,
// which the modifier wraps in a node of its own — and compares what is drawn, where anchors land
// and what taps hit.

/// A colour behind a body: a frame or `ignoresSafeArea` applied to it makes a node of its own.
private struct BehindABody: View {
    let color: Color
    var body: some View { color }
}

/// A shape behind a body: an environment modifier applied to it makes a node of its own.
private struct ShapeBehindABody<S: Shape>: View {
    let shape: S
    var body: some View { shape }
}

/// A text or an image behind a body: an environment modifier applied to it makes a node of its own.
private struct LeafBehindABody<Leaf: View>: View {
    let leaf: Leaf
    var body: some View { leaf }
}

/// The frames people write on shapes, in the places that propose them differently: both
/// dimensions, one, none, a negative one (warned and ignored, as SwiftUI does), in an HStack, under
/// `fixedSize`, in a ZStack's corner and as a background.
private struct FrameCases<Content: View>: View {
    let make: (Color, CGFloat?, CGFloat?) -> Content
    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 2) {
                make(.red, 30, 20)
                make(.green, nil, 12)
                make(.blue, 25, nil)
                make(.orange, nil, nil)
            }
            .frame(height: 40)
            make(.pink, 40, nil).fixedSize()
            ZStack(alignment: .bottomTrailing) {
                Color.gray.frame(width: 60, height: 30)
                make(.purple, nil, 8)
            }
            make(.yellow, -5, 10)
            Text("Label").padding(4).background(make(.mint, nil, 6), alignment: .top)
            make(.cyan, 18, 18).anchorPreference(key: AnchorsKey.self, value: .bounds) { ["cyan": $0] }
        }
    }
}

@MainActor
@Suite struct ShapeAttributeTests {
    private func host<C: View>(_ make: @escaping (Color, CGFloat?, CGFloat?) -> C) -> (ViewHost, Box<CGRect?>) {
        let anchored = Box<CGRect?>(nil)
        let h = makeHost(topLeading(FrameCases(make: make).overlayPreferenceValue(AnchorsKey.self) { anchors in
            GeometryReader { proxy in
                let _ = anchored.set(anchors["cyan"].map { proxy[$0] })
                Color.clear
            }
        }))
        h.advance()
        return (h, anchored)
    }

    // Every shape drawn, in order, with its rect and paint: the same both ways; the directly framed
    // colours make no frame node (the other way makes one per case).
    @Test func aFramedShapeIsDrawnWhereItsFrameWouldBe() throws {
        let (direct, directAnchor) = host { color, w, h in color.frame(width: w, height: h) }
        let (wrapped, wrappedAnchor) = host { color, w, h in BehindABody(color: color).frame(width: w, height: h) }
        let drawn = direct.shapeDrawings.map { "\($0.paint) \($0.rect)" }
        expectEqual(drawn.count, 10)
        expectEqual(drawn, wrapped.shapeDrawings.map { "\($0.paint) \($0.rect)" })
        expectEqual(direct.textDrawings.map(\.rect), wrapped.textDrawings.map(\.rect))
        // The numbers of §6.4 and §6.8: 30×20 as given; a nil width takes the HStack's share; a nil
        // height the HStack's 40; no frame at all the share and the 40; 40×10 under fixedSize (the
        // shape's ideal height is 10); the invalid width ignored (its proposal, the column's width).
        expectEqual(direct.rect(filled: .red), CGRect(x: 0, y: 0, width: 30, height: 20).offsetBy(dx: 0, dy: 10))
        expectEqual(direct.rect(filled: .blue)?.size, CGSize(width: 25, height: 40))
        expectEqual(direct.rect(filled: .pink)?.size, CGSize(width: 40, height: 10))
        expectEqual(direct.rect(filled: .purple)?.maxY, direct.rect(filled: .gray)?.maxY)
        expectEqual(direct.rect(filled: .purple)?.height, 8)
        expectEqual(direct.rect(filled: .mint)?.height, 6)
        expectEqual(direct.rect(filled: .cyan)?.size, CGSize(width: 18, height: 18))
        // An anchor taken on the framed shape is its bounds, both ways.
        expectEqual(directAnchor.value, direct.rect(filled: .cyan))
        expectEqual(wrappedAnchor.value, directAnchor.value)
        let frameNodes = { (h: ViewHost) in h.nodeCount(FrameNode.self) }
        // The frames left in the direct tree are the 800×600 canvas (`topLeading`) and the
        // HStack's `frame(height: 40)`; the other way has one more for each of the nine cases.
        expectEqual(frameNodes(direct), 2)
        expectEqual(frameNodes(wrapped), 11)
    }

    // A tap inside a framed colour reaches the gesture on it; one outside its frame does not.
    @Test func aFramedShapeIsHitOverItsFrame() {
        var taps = 0
        let h = makeHost(topLeading(Color.red.frame(width: 40, height: 30).onTapGesture { taps += 1 }))
        h.advance()
        h.tap(at: CGPoint(x: 39, y: 29)); h.advance()
        h.tap(at: CGPoint(x: 41, y: 10)); h.advance()
        expectEqual(taps, 1)
    }

    // A frame whose width changes with an animation: the shape lays out again and its drawn width
    // moves from 40 to 60 over the animation's second, frame by frame as a frame node's content does.
    @Test func aFramedShapeResizesAndAnimatesAsInAFrame() throws {
        struct Growing: View {
            let direct: Bool
            @State private var wide = false
            var body: some View {
                Group {
                    if direct {
                        Color.red.frame(width: wide ? 60 : 40, height: 20)
                    } else {
                        BehindABody(color: .red).frame(width: wide ? 60 : 40, height: 20)
                    }
                }
                .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
        var widths: [[CGFloat]] = []
        for direct in [true, false] {
            let h = makeHost(topLeading(Growing(direct: direct)))
            h.advance()
            expectEqual(h.rect(filled: .red), CGRect(x: 0, y: 0, width: 40, height: 20))
            h.tap(at: CGPoint(x: 10, y: 10))
            var seen: [CGFloat] = []
            for _ in 0..<8 {
                h.advance(frames: 9)
                seen.append(try #require(h.rect(filled: .red)).width)
            }
            widths.append(seen)
        }
        expectEqual(widths[0], widths[1])
        #expect(widths[0].first.map { $0 > 40 && $0 < 50 } == true, "\(widths[0])")
        #expect(zip(widths[0], widths[0].dropFirst()).allSatisfy { $0 <= $1 })
        expectEqual(widths[0].last, 60)
    }

    // Backgrounds and full-screen colours on an iPhone-sized window with its safe area (59 pt on
    // top, 34 at the bottom): a `.background(Color…)` fills grown into the safe area where its view
    // touches it, a colour with `ignoresSafeArea` on some edges grows along those only; the same
    // rects both ways, and no `ignoresSafeArea` node left where the colour is modified directly.
    @Test func aShapeIgnoringTheSafeAreaGrowsAsInItsModifier() {
        struct Screen: View {
            let direct: Bool
            /// `color.ignoresSafeArea(edges:)`, directly or behind a body.
            @ViewBuilder func fill(_ color: Color, _ edges: Edge.Set = .all) -> some View {
                if direct { color.ignoresSafeArea(edges: edges) } else { BehindABody(color: color).ignoresSafeArea(edges: edges) }
            }
            var body: some View {
                ZStack {
                    fill(.red, .top)
                    VStack(spacing: 0) {
                        Text("Title").frame(maxWidth: .infinity).background(fill(.blue))
                        Spacer()
                        if direct {
                            Text("Footer").padding(8).background(Color.green)
                        } else {
                            Text("Footer").padding(8).background(BehindABody(color: .green).ignoresSafeArea())
                        }
                        Text("Bar").frame(maxWidth: .infinity).padding(.vertical, 4).background(fill(.orange, .bottom))
                    }
                    Color.purple.frame(width: 50, height: 50).ignoresSafeArea()
                }
            }
        }
        func layout(direct: Bool) -> ViewHost {
            let h = ViewHost(rootView: Screen(direct: direct), size: CGSize(width: 390, height: 844))
            h.printsWarnings = false
            h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
            h.advance()
            return h
        }
        let direct = layout(direct: true)
        let wrapped = layout(direct: false)
        expectEqual(direct.shapeDrawings.map { "\($0.paint) \($0.rect)" }, wrapped.shapeDrawings.map { "\($0.paint) \($0.rect)" })
        // §15's numbers: the red screen from the window's top to the safe area's bottom; the title's
        // background from the top (it touches the safe area there), the bar's to the window's bottom.
        expectEqual(direct.rect(filled: .red), CGRect(x: 0, y: 0, width: 390, height: 810))
        expectEqual(direct.rect(filled: .blue)?.minY, 0)
        expectEqual(direct.rect(filled: .orange)?.maxY, 844)
        #expect(direct.rect(filled: .green)?.maxY ?? 0 < 810)
        expectEqual(direct.rect(filled: .purple)?.size, CGSize(width: 50, height: 50))
        let ignoring = { (h: ViewHost) in h.nodeCount(IgnoresSafeAreaNode.self) }
        // Left in the direct tree: the one on the framed purple square (its content is no bare
        // shape). The other way: one more for each of the four colours.
        expectEqual(ignoring(direct), 1)
        expectEqual(ignoring(wrapped), 5)
    }

    // An environment modifier on a bare shape (`foregroundColor`, `foregroundStyle`, `tint`) builds
    // the shape in the changed environment with no node of its own, and a frame around the two is
    // kept by the shape's node as well: the same drawing as with the shape behind a body, where the
    // modifier keeps its node and the frame its own.
    @Test func anEnvironmentModifierOnAShapeMakesNoNode() {
        struct Dots: View {
            let direct: Bool
            var body: some View {
                HStack(spacing: 4) {
                    if direct {
                        Circle().foregroundColor(.red).frame(width: 20, height: 20)
                        Rectangle().foregroundStyle(.blue).frame(width: 30, height: 10)
                        Capsule().foregroundStyle(Color.green).frame(height: 12)
                        Circle().tint(.orange).foregroundStyle(.tint).frame(width: 8, height: 8)
                    } else {
                        ShapeBehindABody(shape: Circle()).foregroundColor(.red).frame(width: 20, height: 20)
                        ShapeBehindABody(shape: Rectangle()).foregroundStyle(.blue).frame(width: 30, height: 10)
                        ShapeBehindABody(shape: Capsule()).foregroundStyle(Color.green).frame(height: 12)
                        ShapeBehindABody(shape: Circle()).tint(.orange).foregroundStyle(.tint).frame(width: 8, height: 8)
                    }
                }
                .frame(height: 40)
            }
        }
        let direct = makeHost(topLeading(Dots(direct: true)))
        let wrapped = makeHost(topLeading(Dots(direct: false)))
        direct.advance(); wrapped.advance()
        let drawn = direct.shapeDrawings.map { "\($0.paint) \($0.rect)" }
        expectEqual(drawn.count, 4)
        expectEqual(drawn, wrapped.shapeDrawings.map { "\($0.paint) \($0.rect)" })
        expectEqual(direct.rect(filled: .red), CGRect(x: 0, y: 10, width: 20, height: 20))
        expectEqual(direct.shapeDrawings.last?.rect.size, CGSize(width: 8, height: 8))
        let count = { (h: ViewHost, kind: _Node.Type) in h.nodeCount(kind) }
        #expect(count(direct, PassthroughNode.self) == 0)
        #expect(count(wrapped, PassthroughNode.self) == 5)
        // Left: the canvas's frame and the HStack's; the other way one more a shape.
        #expect(count(direct, FrameNode.self) == 2)
        #expect(count(wrapped, FrameNode.self) == 6)
    }

    // The same for a text and an image (node-model step 62): each is built whole by its parent's
    // build, so the environment modifiers people chain on them (`lineLimit`,
    // `multilineTextAlignment`, `font` after one of those, `imageScale`, `foregroundStyle`,
    // `tint`) build it in the changed environment with no node of their own. What is drawn, where,
    // what a tap hits and what a stack's text-to-text spacing sees are those of the same leaves
    // behind a body, where each modifier keeps its node.
    @Test func anEnvironmentModifierOnATextOrAnImageMakesNoNode() {
        struct Leaves: View {
            let direct: Bool
            let tapped: CallCounter
            var body: some View {
                VStack(alignment: .leading) {
                    if direct {
                        Text("A sentence long enough to be cut at one line").lineLimit(1).frame(width: 120)
                        Text("Two words\ncentred").multilineTextAlignment(.center)
                        Text("Large").lineLimit(2).font(.largeTitle)
                        HStack {
                            Image(systemName: "star.fill").imageScale(.large).foregroundStyle(.orange)
                            Image(systemName: "checkmark.circle.fill").font(.title).tint(.green).foregroundStyle(.tint)
                        }
                        Text("Tap me").lineLimit(1).onTapGesture { tapped.hit() }
                    } else {
                        LeafBehindABody(leaf: Text("A sentence long enough to be cut at one line")).lineLimit(1).frame(width: 120)
                        LeafBehindABody(leaf: Text("Two words\ncentred")).multilineTextAlignment(.center)
                        LeafBehindABody(leaf: Text("Large")).lineLimit(2).font(.largeTitle)
                        HStack {
                            LeafBehindABody(leaf: Image(systemName: "star.fill")).imageScale(.large).foregroundStyle(.orange)
                            LeafBehindABody(leaf: Image(systemName: "checkmark.circle.fill")).font(.title).tint(.green).foregroundStyle(.tint)
                        }
                        LeafBehindABody(leaf: Text("Tap me")).lineLimit(1).onTapGesture { tapped.hit() }
                    }
                }
            }
        }
        let directTaps = CallCounter(), wrappedTaps = CallCounter()
        let direct = makeHost(topLeading(Leaves(direct: true, tapped: directTaps)))
        let wrapped = makeHost(topLeading(Leaves(direct: false, tapped: wrappedTaps)))
        direct.advance(); wrapped.advance()
        expectEqual(direct.displayList.items, wrapped.displayList.items)
        expectEqual(direct.textDrawings.count, 5)
        // The one-line limit cut the sentence; the large title is the large title's size.
        expectEqual(direct.textDrawings.first?.string.hasSuffix("…"), true)
        expectEqual(direct.textDrawings.first { $0.string == "Large" }?.font, .largeTitle)
        let count = { (h: ViewHost, kind: _Node.Type) in h.nodeCount(kind) }
        #expect(count(direct, PassthroughNode.self) == 0)
        #expect(count(wrapped, PassthroughNode.self) == 10)
        let tapTarget = try! #require(direct.find(text: "Tap me"))
        expectEqual(tapTarget.frame, wrapped.find(text: "Tap me")?.frame)
        direct.tap(at: CGPoint(x: tapTarget.frame.midX, y: tapTarget.frame.midY))
        wrapped.tap(at: CGPoint(x: tapTarget.frame.midX, y: tapTarget.frame.midY))
        #expect(directTaps.count == 1 && wrappedTaps.count == 1)
    }
}
