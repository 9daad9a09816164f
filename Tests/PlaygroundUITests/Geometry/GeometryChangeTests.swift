import Foundation
import Testing
@testable import PlaygroundUI

/// iOS 17–18 geometry API (docs/semantics.md §5): `onGeometryChange(for:of:action:)`, the
/// `.scrollView` coordinate space and `GeometryProxy.bounds(of:)`.
@MainActor
@Suite struct GeometryChangeTests {
    final class Log { var widths: [CGFloat] = []; var pairs: [[CGFloat]] = []; var offsets: [CGFloat] = [] }

    struct Resizing: View {
        let log: Log
        @State var wide = false
        var body: some View {
            VStack {
                Text("toggle").onTapGesture { wide.toggle() }
                Color.red.frame(width: wide ? 200 : 100, height: 20)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { log.widths.append($0) }
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in log.pairs.append([old, new]) }
            }
        }
    }

    // Apple: the action runs when the transformed value changes; it runs with the first value
    // too (the idiom reads a view's size into state with it), and not again while it stays.
    @Test func onGeometryChangeReportsTheFirstValueAndEachChange() {
        let log = Log()
        let h = ViewHost(rootView: Resizing(log: log), size: CGSize(width: 390, height: 300))
        h.advance(frames: 3)
        expectEqual(log.widths, [100])
        expectEqual(log.pairs, [[100, 100]])
        #expect(h.tap(onText: "toggle")); h.advance(frames: 3)
        expectEqual(log.widths, [100, 200])
        expectEqual(log.pairs, [[100, 100], [100, 200]])
        // The reader is a background: the red view is where it was without it.
        expectEqual(h.rect(filled: .red)?.width, 200)
    }

    struct Scrolled: View {
        let log: Log
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50)
                        .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .scrollView).minY }) { log.offsets.append($0) }
                    ScrollView(.horizontal) {
                        Color.green.frame(width: 600, height: 40)
                            .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .scrollView(axis: .vertical)).minY }) { log.widths.append($0) }
                    }
                    Color.blue.frame(height: 2000)
                }
            }
            .padding(.top, 30)
        }
    }

    // `.scrollView` is the nearest scroll view's visible frame: content scrolled up by 100 reads
    // minY −100, wherever the scroll view is; `.scrollView(axis: .vertical)` skips a horizontal one.
    @Test func theScrollViewSpaceMovesWithTheScrolledContent() {
        let log = Log()
        let h = ViewHost(rootView: Scrolled(log: log), size: CGSize(width: 390, height: 600))
        h.advance(frames: 2)
        expectEqual(log.offsets.last, 0)
        expectEqual(log.widths.last, 50)
        h.scroll(at: CGPoint(x: 200, y: 300), by: CGSize(width: 0, height: 100))
        h.advance(frames: 3)
        expectEqual(log.offsets.last, -100)
        expectEqual(log.widths.last, -50)
    }

    // `bounds(of:)`: the named view's bounds in the reader's own space; nil for a name no
    // enclosing view has.
    @Test func boundsOfANamedSpaceIsItsFrameInTheReadersSpace() {
        final class Seen { var bounds: CGRect?? = nil; var missing: CGRect?? = nil }
        let seen = Seen()
        let h = ViewHost(rootView: VStack {
            GeometryReader { proxy in
                let _ = { seen.bounds = proxy.bounds(of: .named("card")); seen.missing = proxy.bounds(of: .named("nowhere")) }()
                Color.clear
            }
            .frame(width: 40, height: 30)
            .padding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
            .frame(width: 200, height: 100, alignment: .topLeading)
            .coordinateSpace(.named("card"))
        }, size: CGSize(width: 390, height: 300))
        h.advance()
        expectEqual(seen.bounds, .some(CGRect(x: -20, y: -10, width: 200, height: 100)))
        expectEqual(seen.missing, .some(nil))
    }
}
