import Foundation
import Testing
@testable import PlaygroundUI

// A pass that changes nothing above its GeometryReaders (a forced rebuild whose views compare
// equal, a model read only to be captured by a reader's closure) places only the readers whose
// content closure is new, where they stand (docs/engine.md, "Layout": placing readers where they
// stand). What they build is what a walk from the root would have built: these tests check that
// the shortcut is taken where it should be, and that its results are the walk's.

private struct FrameListKey: PreferenceKey {
    static var defaultValue: [CGRect] { [] }
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) { value += nextValue() }
}

private struct GenericLengthKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct CaptionLengthKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Three padded cells, each reporting its frame through a background reader, as the month grid
/// and the scroll-offset tutorials do.
private struct ReportingCells: View {
    let frames: Box<[CGRect]>
    var body: some View {
        VStack(spacing: 10) {
            ForEach(0..<3) { i in
                Text("Cell \(i)").padding(4)
                    .background(GeometryReader { g in
                        Color.clear.preference(key: FrameListKey.self, value: [g.frame(in: .global)])
                    })
            }
        }
        .onPreferenceChange(FrameListKey.self) { frames.set($0) }
    }
}

private final class Caption: ObservableObject {
    @Published var text = "first"
}

/// The caption is read by the body and reaches the reader only through its closure: nothing else
/// in the body changes when it does.
private struct CaptionedReader: View {
    @ObservedObject var caption: Caption
    var body: some View {
        let text = caption.text
        VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            GeometryReader { g in
                Text("\(text) \(Int(g.size.width))").preference(key: CaptionLengthKey.self, value: text.count)
            }
            .frame(width: 120, height: 30)
        }
    }
}

/// A reader whose content only writes the caption's length: nothing in it is drawn, so only
/// the value it writes changes.
private struct WritingReader: View {
    @ObservedObject var caption: Caption
    var body: some View {
        let text = caption.text
        GeometryReader { _ in
            Color.clear.preference(key: CaptionLengthKey.self, value: text.count)
        }
        .frame(width: 120, height: 30)
    }
}

/// Lazy rows that only write the caption's length: built while the list is placed, with a new
/// closure when the caption changes, and nothing else in them changes.
private struct WritingRows: View {
    @ObservedObject var caption: Caption
    var body: some View {
        let text = caption.text
        ScrollView {
            LazyVStack {
                ForEach(0..<3, id: \.self) { i in
                    Color.red.frame(width: 20, height: 20).preference(key: CaptionLengthKey.self, value: text.count)
                }
            }
        }
        .frame(height: 100)
    }
}

/// A width written by a plain view and read by `overlayPreferenceValue`, whose overlay only
/// writes the caption's length (another key): built while the reader is placed.
private struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
private struct WritingOverlay: View {
    @ObservedObject var caption: Caption
    var body: some View {
        let text = caption.text
        Color.blue.frame(width: 60, height: 20)
            .preference(key: WidthKey.self, value: 60)
            .overlayPreferenceValue(WidthKey.self) { width in
                Color.clear.frame(width: width).preference(key: CaptionLengthKey.self, value: text.count)
            }
    }
}

/// A reader under a view that shows the length the reader's content writes.
private struct LengthShowingRoot<Reader: View>: View {
    let reader: Reader
    @State private var length = 0
    var body: some View {
        VStack {
            reader
            Text("length \(length)")
        }
        .onPreferenceChange(CaptionLengthKey.self) { length = $0 }
    }
}

/// A navigation stack whose root level holds a reader that counts the times it builds its
/// content; two links push two levels over it, which parks the root level (§27.6: kept, not
/// placed; the level right under the top one stays live).
private struct ReaderUnderAPush: View {
    let builds: CallCounter
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Go") { NavigationLink("Deeper") { Text("Deepest") } }
                GeometryReader { g in
                    let _ = builds.hit()
                    Text("Root \(Int(g.size.width))")
                }
            }
        }
    }
}

/// A writer built in code generic over its key, where the key's values are not known to be
/// `Equatable`: the writer is handed no `==` and asks the runtime once.
private struct GenericWriter<K: PreferenceKey>: View {
    let value: K.Value
    var body: some View { Color.green.frame(width: 10, height: 10).preference(key: K.self, value: value) }
}

/// A value that is not `Equatable`: a writer of it cannot tell an equal value from a new one.
private struct Opaque { let n: Int }
private struct OpaqueKey: PreferenceKey {
    static var defaultValue: Opaque { Opaque(n: 0) }
    static func reduce(value: inout Opaque, nextValue: () -> Opaque) { value = nextValue() }
}

@MainActor
@Suite struct ReaderPlacementTests {
    /// The writers under `node`, with their value stamps, in tree order (a writer on a shape is
    /// kept by the shape's node, node-model step 70, and the leaf's stamp is the writer's).
    private func writerStamps(_ node: _Node?) -> [Int] {
        guard let node else { return [] }
        var out: [Int] = []
        for n in [node, (node as? LeafNode)?.keptWriter].compactMap({ $0 }) {
            if n is PreferenceWriterNode<CaptionLengthKey> || n is PreferenceWriterNode<OpaqueKey>
                || n is PreferenceWriterNode<GenericLengthKey> { out.append(n.valueStamp) }
        }
        if let leaf = node as? LeafNode, let w = leaf.keptWriter { #expect(leaf.valueStamp == w.valueStamp) }
        node.forEachChild { out += writerStamps($0) }
        return out
    }

    /// A writer rebuilt with a value equal to its last (every writer of a forced frame) keeps its
    /// value stamp, so no fold above it runs again, whether it was handed `==` by the
    /// `preference(key:value:)` for `Equatable` values or built in generic code that asked the
    /// runtime; one whose value cannot be compared is taken as new each time it is built.
    @Test func aRebuiltWriterWithAnEqualValueKeepsItsStamp() {
        let host = makeHost(VStack {
            Color.red.frame(width: 10, height: 10).preference(key: CaptionLengthKey.self, value: 3)
            GenericWriter<GenericLengthKey>(value: 4)
            Color.blue.frame(width: 10, height: 10).preference(key: OpaqueKey.self, value: Opaque(n: 3))
        })
        host.advance()
        let before = writerStamps(host.graph.root)
        expectEqual(before.count, 3)
        host.invalidate()
        host.advance()
        let after = writerStamps(host.graph.root)
        expectEqual(after.count, 3)
        #expect(after.first == before.first, "an equal Int: the same stamp")
        #expect(after.dropFirst().first == before.dropFirst().first, "an equal Int from generic code: the same stamp")
        #expect((after.last ?? 0) > (before.last ?? 0), "a value without ==: a new stamp")
        #expect(host.preferenceValue(GenericLengthKey.self) == 4)
    }

    /// A forced rebuild of views that compare equal: each reader builds its content again where
    /// it stands, nothing is walked from the root, the frames delivered and the picture drawn are
    /// the ones before.
    @Test func aForcedRebuildPlacesOnlyTheReaders() {
        let frames = Box<[CGRect]>([])
        let host = makeHost(ReportingCells(frames: frames))
        host.advance()
        let before = host.displayList, delivered = frames.value
        expectEqual(delivered.count, 3)
        let placed = host.graph.readersPlacedWhereTheyStand
        let walked = host.graph.lastRootPlacement?.stamp
        host.invalidate()
        host.advance()
        expectEqual(host.graph.readersPlacedWhereTheyStand, placed + 3)
        #expect(host.graph.lastRootPlacement?.stamp == walked, "no walk from the root")
        expectEqual(frames.value, delivered)
        expectEqual(host.displayList, before)
    }

    /// Sets the caption and runs the frames that deliver it, checking that its reader was placed
    /// where it stands (the shortcut these tests are about).
    private func change(_ caption: Caption, to text: String, in host: ViewHost) {
        let placed = host.graph.readersPlacedWhereTheyStand
        caption.text = text
        host.advance()
        host.advance()
        #expect(host.graph.readersPlacedWhereTheyStand > placed, "placed where it stands")
    }

    /// What a reader builds where it stands changes with what its closure captured: the new text
    /// is drawn, and the value its content writes reaches an observer above.
    @Test func aReadersNewContentIsDrawnAndItsValuesDelivered() {
        let caption = Caption()
        let host = makeHost(LengthShowingRoot(reader: CaptionedReader(caption: caption)))
        host.advance()
        #expect(host.drawsText("first 120"))
        #expect(host.drawsText("length 5"))
        change(caption, to: "second", in: host)
        #expect(host.drawsText("second 120"))
        #expect(!host.drawsText("first 120"))
        #expect(host.drawsText("length 6"))
    }

    /// A reader's new content that only writes another value: the value reaches the observer.
    @Test func aValueWrittenByANewContentIsDelivered() {
        let caption = Caption()
        let host = makeHost(LengthShowingRoot(reader: WritingReader(caption: caption)))
        host.advance()
        #expect(host.drawsText("length 5"))
        change(caption, to: "second", in: host)
        #expect(host.drawsText("length 6"))
    }

    /// The same change in a host whose window changed size: the root is placed again, so the
    /// reader is reached by the walk and measures its new size.
    @Test func aNewWindowSizeWalksFromTheRoot() {
        let frames = Box<[CGRect]>([])
        let host = makeHost(ReportingCells(frames: frames))
        host.advance()
        let before = frames.value
        let placed = host.graph.readersPlacedWhereTheyStand
        host.size = CGSize(width: host.size.width + 40, height: host.size.height)
        host.advance()
        expectEqual(host.graph.readersPlacedWhereTheyStand, placed)
        expectEqual(frames.value.count, 3)
        #expect(frames.value.first?.minX == (before.first?.minX ?? 0) + 20, "centred in a window 40 pt wider")
    }

    /// Other content built during placement (a lazy stack's rows, an overlay built from a
    /// preference) is placed only by a walk from the root: a tree holding any is walked.
    @Test func otherContentBuiltInPlacementIsWalked() {
        let frames = Box<[CGRect]>([])
        let host = makeHost(ScrollView { LazyVStack { ReportingCells(frames: frames) } })
        host.advance()
        let placed = host.graph.readersPlacedWhereTheyStand
        host.invalidate()
        host.advance()
        expectEqual(host.graph.readersPlacedWhereTheyStand, placed)
        expectEqual(frames.value.count, 3)
    }

    /// The same for the other content built during placement: a lazy stack's rows and the overlay
    /// of `overlayPreferenceValue`, each rebuilt with a new closure that only writes another value.
    /// The value reaches the observer above (docs/semantics.md §2: observers hear every change).
    @Test func aValueWrittenByOtherPlacedContentIsDelivered() {
        let rowsCaption = Caption()
        let rows = makeHost(LengthShowingRoot(reader: WritingRows(caption: rowsCaption)))
        rows.advance()
        #expect(rows.drawsText("length 15"), "three rows of 5")
        rowsCaption.text = "second"
        rows.advance(); rows.advance()
        #expect(rows.drawsText("length 18"))

        let overlayCaption = Caption()
        let overlay = makeHost(LengthShowingRoot(reader: WritingOverlay(caption: overlayCaption)))
        overlay.advance()
        #expect(overlay.drawsText("length 5"))
        overlayCaption.text = "second"
        overlay.advance(); overlay.advance()
        #expect(overlay.drawsText("length 6"))
    }

    /// A reader on a navigation level that two pushes parked builds nothing in a forced frame,
    /// and its text is not drawn: the frame places nothing that is not shown. (The parked level is
    /// not rebuilt, so no reader of it is offered to be placed where it stands; one that were, with
    /// a last placement older than the last walk from the root, would be passed over.)
    @Test func aReaderOnAParkedLevelBuildsNothing() {
        let builds = CallCounter()
        let host = makeHost(ReaderUnderAPush(builds: builds))
        host.advance()
        #expect(host.drawsText("Root 800"))
        #expect(host.tap(onText: "Go"))
        host.advance(seconds: 2)
        #expect(host.tap(onText: "Deeper"))
        host.advance(seconds: 2)
        #expect(host.drawsText("Deepest") && !host.drawsText("Root 800"))
        let count = builds.count
        host.invalidate()
        host.advance()
        expectEqual(builds.count, count)
        #expect(host.drawsText("Deepest") && !host.drawsText("Root 800"))
    }
}
