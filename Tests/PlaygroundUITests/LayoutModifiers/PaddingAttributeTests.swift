import Foundation
import Testing
@testable import PlaygroundUI

// A `padding` applied straight to a view that is not a list, with an overlay or a background (a
// `border` is an overlay) applied to the padded view, is kept by the overlay's or background's
// node instead of a padding node between (node-model step 63; docs/engine.md, "Modifiers kept as
// attributes"). The layer's frame is its content's, which is the padding's (docs/semantics.md
// §6.6), so the padded frame is still a node's frame; the padding's own rules come with it: the
// content proposed the size less the insets (§6.3), a padded edge spaced as a plain view's in a
// stack (§6.1.1), the content's alignment guides moved by the insets (§26.1). Each test lays the
// same cases out both ways — the padding applied directly, and the padded view behind a body, which
// the layer cannot look into — and compares the display list, anchors, taps and layout bounds.

/// A padded view behind a body: an overlay or background applied to it keeps its padding node.
private struct PaddedBehindABody<Content: View>: View {
    let insets: EdgeInsets?
    let edges: Edge.Set
    let content: Content
    var body: some View {
        if let insets { content.padding(insets) } else { content.padding(edges) }
    }
}

/// The padded views people write: a label on a colour, a capsule tag with two paddings, a card
/// with a default padding and a stroked outline, a bordered word, a large title next to a small
/// word on their first baselines, a badge aligned with a padded word's baseline, an anchored and
/// a tappable padded view, one padding inside a sized frame.
private struct PaddedCases: View {
    let direct: Bool
    let tapped: CallCounter

    var body: some View {
        VStack(alignment: .leading) {
            Text("Above")
            if direct {
                Text("Label").padding(8).background(Color.blue)
                Text("Tag").padding(.horizontal, 12).padding(.vertical, 4).background(Capsule().fill(.green))
                HStack { Text("Card"); Circle().frame(width: 10, height: 10) }
                    .padding().overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
                Text("Word").padding(6).border(Color.red)
                HStack(alignment: .firstTextBaseline) {
                    Text("Title").font(.title).padding(10).background(Color.yellow)
                    Text("small")
                }
                Text("Badge").padding(5)
                    .overlay(alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline)) {
                        Circle().fill(.purple).frame(width: 6, height: 6)
                    }
                Text("Anchored").padding(EdgeInsets(top: 2, leading: 9, bottom: 7, trailing: 3))
                    .background(Color.mint)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["padded": $0] }
                Color.cyan.frame(width: 20, height: 8).padding(12).background(Color.orange)
                    .onTapGesture { tapped.hit() }
                Text("Squeezed").padding(20).background(Color.pink).frame(width: 50, height: 30)
            } else {
                PaddedBehindABody(insets: EdgeInsets(.all, 8), edges: .all, content: Text("Label")).background(Color.blue)
                PaddedBehindABody(insets: EdgeInsets(.vertical, 4), edges: .all, content: Text("Tag").padding(.horizontal, 12))
                    .background(Capsule().fill(.green))
                PaddedBehindABody(insets: nil, edges: .all, content: HStack { Text("Card"); Circle().frame(width: 10, height: 10) })
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray))
                PaddedBehindABody(insets: EdgeInsets(.all, 6), edges: .all, content: Text("Word")).border(Color.red)
                HStack(alignment: .firstTextBaseline) {
                    PaddedBehindABody(insets: EdgeInsets(.all, 10), edges: .all, content: Text("Title").font(.title)).background(Color.yellow)
                    Text("small")
                }
                PaddedBehindABody(insets: EdgeInsets(.all, 5), edges: .all, content: Text("Badge"))
                    .overlay(alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline)) {
                        Circle().fill(.purple).frame(width: 6, height: 6)
                    }
                PaddedBehindABody(insets: EdgeInsets(top: 2, leading: 9, bottom: 7, trailing: 3), edges: .all, content: Text("Anchored"))
                    .background(Color.mint)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["padded": $0] }
                PaddedBehindABody(insets: EdgeInsets(.all, 12), edges: .all, content: Color.cyan.frame(width: 20, height: 8))
                    .background(Color.orange)
                    .onTapGesture { tapped.hit() }
                PaddedBehindABody(insets: EdgeInsets(.all, 20), edges: .all, content: Text("Squeezed")).background(Color.pink)
                    .frame(width: 50, height: 30)
            }
        }
    }
}

/// A padded word on red whose padding grows with an animation when tapped, the padding applied
/// directly or behind a body.
private struct GrowingPadding: View {
    let direct: Bool
    @State private var grown = false
    var body: some View {
        VStack {
            if direct {
                Text("Grow").padding(grown ? 20 : 4).background(Color.red)
            } else {
                PaddedBehindABody(insets: EdgeInsets(.all, grown ? 20 : 4), edges: .all, content: Text("Grow")).background(Color.red)
            }
            Text("tap").onTapGesture { withAnimation(.linear(duration: 1)) { grown.toggle() } }
        }
    }
}

@MainActor
@Suite struct PaddingAttributeTests {
    private func host(direct: Bool) -> (ViewHost, CallCounter, Box<CGRect?>) {
        let tapped = CallCounter()
        let anchored = Box<CGRect?>(nil)
        let h = makeHost(topLeading(PaddedCases(direct: direct, tapped: tapped).overlayPreferenceValue(AnchorsKey.self) { anchors in
            GeometryReader { proxy in
                let _ = anchored.set(anchors["padded"].map { proxy[$0] })
                Color.clear
            }
            .allowsHitTesting(false)   // taps go to the cases below
        }))
        h.advance()
        return (h, tapped, anchored)
    }

    @Test func aPaddingUnderALayerIsKeptByTheLayer() throws {
        let (direct, directTaps, directAnchor) = host(direct: true)
        let (wrapped, wrappedTaps, wrappedAnchor) = host(direct: false)
        // The same drawing, in the same order, at the same places.
        expectEqual(direct.displayList.items, wrapped.displayList.items)
        expectEqual(direct.rect(filled: .blue), wrapped.rect(filled: .blue))
        // "Label" padded by 8 on blue: the text's height plus 16.
        let label = try #require(direct.find(text: "Label")).frame
        let blue = try #require(direct.rect(filled: .blue))
        expectEqual(blue, label.insetBy(dx: -8, dy: -8))
        // The anchor on the padded, backed view is the padded frame, the text inside it.
        let anchor = try #require(directAnchor.value)
        expectEqual(anchor, wrappedAnchor.value)
        let anchoredText = try #require(direct.find(text: "Anchored")).frame
        #expect(anchor.minX == anchoredText.minX - 9 && anchor.maxX == anchoredText.maxX + 3)
        #expect(anchor.minY == anchoredText.minY - 2 && anchor.maxY == anchoredText.maxY + 7)
        // Every outline of the layout-bounds overlay is there, the padded frames among them.
        let outlines = { (h: ViewHost) in h.layoutBounds().map { "\($0)" }.sorted() }
        expectEqual(outlines(direct), outlines(wrapped))
        #expect(direct.layoutBounds().contains(anchor))
        // A tap on the orange padding (not on the cyan content) reaches the gesture both ways.
        let orange = try #require(direct.rect(filled: .orange))
        let inPadding = CGPoint(x: orange.minX + 4, y: orange.minY + 4)
        direct.tap(at: inPadding); wrapped.tap(at: inPadding)
        #expect(directTaps.count == 1 && wrappedTaps.count == 1)
        // Ten paddings; the nine applied straight under a layer make no node of their own (the
        // tag's inner horizontal one is under the outer padding, not under the capsule).
        let count = { (h: ViewHost) in h.nodeCount(PaddingNode.self) }
        expectEqual(count(wrapped), 10)
        expectEqual(count(direct), 1)
    }

    // The padding animates as its own node's did: sampled on the virtual clock, the red box and
    // the word inside it are where they are the other way, the box halfway (linear: 4 → 20 pt of
    // padding, so 32 pt wider and taller in all) half a second in.
    @Test func aKeptPaddingAnimatesAsItsNodeDid() throws {
        let direct = makeHost(topLeading(GrowingPadding(direct: true)))
        let wrapped = makeHost(topLeading(GrowingPadding(direct: false)))
        direct.advance(); wrapped.advance()
        let start = try #require(direct.rect(filled: .red))
        #expect(direct.tap(onText: "tap") && wrapped.tap(onText: "tap"))
        var halfway = CGRect.null
        for frame in 1...61 {
            direct.advance(); wrapped.advance()
            #expect(direct.displayList.items == wrapped.displayList.items, "frame \(frame)")
            expectEqual(direct.presentedFrame(ofText: "Grow"), wrapped.presentedFrame(ofText: "Grow"))
            if frame == 30 { halfway = try #require(direct.rect(filled: .red)) }
        }
        let end = try #require(direct.rect(filled: .red))
        #expect(end.width == start.width + 32 && end.height == start.height + 32)
        #expect(abs(halfway.width - (start.width + 16)) < 1)
        #expect(direct.nodeCount(PaddingNode.self) == 0 && wrapped.nodeCount(PaddingNode.self) == 1)
    }
}
