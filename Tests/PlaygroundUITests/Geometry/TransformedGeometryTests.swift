import Foundation
import Testing
@testable import PlaygroundUI

/// Geometry read through `scaleEffect` and `rotationEffect` (docs/semantics.md §5, §18.2): a
/// reader's frame in any space but its own, an anchor and a named space are where the view is
/// drawn (the box around its transformed corners); `size` and `.local` stay the layout's.
@MainActor
@Suite struct TransformedGeometryTests {
    final class Log { var global: [CGRect] = []; var local: [CGRect] = []; var named: [CGRect] = [] }

    struct ReaderKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? { nil }
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// A 50 × 50 square centred in a 390 × 300 window (its layout frame 170…220 × 125…175), scaled
    /// about its centre, with a reader in its background.
    struct Scaled: View {
        let log: Log
        @State var scale: CGFloat = 2
        var body: some View {
            ZStack {
                Text("shrink").onTapGesture { scale = 1 }.offset(y: -120)
                Color.red.frame(width: 50, height: 50)
                    .background(GeometryReader { proxy in
                        Color.clear
                            .onAppear { log.local.append(proxy.frame(in: .local)) }
                            .onChange(of: proxy.frame(in: .global), initial: true) { log.global.append(proxy.frame(in: .global)) }
                    })
                    .scaleEffect(scale)
            }
            .frame(width: 390, height: 300)
        }
    }

    // Apple's docs for GeometryProxy.frame(in:) give the frame "in the given coordinate space";
    // UIKit's frame of a transformed view is the box around it (§5). A 50-pt square scaled by 2
    // about its centre is drawn 100 × 100 from (145, 100); its own space stays 50 × 50.
    @Test func aReaderInsideAScaleEffectReadsTheScaledFrame() {
        let log = Log()
        let h = ViewHost(rootView: Scaled(log: log), size: CGSize(width: 390, height: 300))
        h.advance(frames: 2)
        expectEqual(log.global.last, CGRect(x: 145, y: 100, width: 100, height: 100))
        expectEqual(log.local.last, CGRect(x: 0, y: 0, width: 50, height: 50))
        // The scale changing (nothing else moves) reaches the reader.
        #expect(h.tap(onText: "shrink")); h.advance(frames: 3)
        expectEqual(log.global.last, CGRect(x: 170, y: 125, width: 50, height: 50))
    }

    /// A writer of a bounds anchor inside a scale effect, read by an overlay outside it.
    struct ScaledAnchor: View {
        @State var scale: CGFloat = 1.5
        var body: some View {
            VStack {
                Text("grow").onTapGesture { scale = 2 }
                Color.blue.frame(width: 40, height: 20)
                    .anchorPreference(key: ReaderKey.self, value: .bounds) { $0 }
                    .scaleEffect(scale, anchor: .topLeading)
            }
            .frame(width: 390, height: 300)
            .overlayPreferenceValue(ReaderKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let r = proxy[anchor]
                        Color.green.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                    }
                }
            }
        }
    }

    // The highlight drawn from the anchor covers the scaled view: 40 × 20 scaled by 1.5 about its
    // top-leading corner is 60 × 30 from that corner; scaled again to 2, 80 × 40 (the anchor is
    // refolded although the writer's layout frame did not move).
    @Test func anAnchorInsideAScaleEffectIsTheScaledRect() {
        let h = ViewHost(rootView: ScaledAnchor(), size: CGSize(width: 390, height: 300))
        h.advance(frames: 2)
        let blue = h.rect(filled: .blue)
        #expect(blue?.size == CGSize(width: 40, height: 20))   // its layout frame
        let green = h.rect(filled: .green)
        expectEqual(green?.size, CGSize(width: 60, height: 30))
        expectEqual(green?.origin, blue?.origin)
        #expect(h.tap(onText: "grow")); h.advance(frames: 3)
        expectEqual(h.rect(filled: .green)?.size, CGSize(width: 80, height: 40))
        expectEqual(h.rect(filled: .green)?.origin, blue?.origin)
    }

    struct AllKey: PreferenceKey {
        static var defaultValue: [Anchor<CGRect>] { [] }
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }

    /// Writers straight on a colour (kept by the colour's node) and a `transformAnchorPreference`,
    /// both under one scale effect that a tap changes.
    struct KeptWriters: View {
        @State var scale: CGFloat = 2
        var body: some View {
            VStack {
                Text("reset").onTapGesture { scale = 1 }
                HStack(spacing: 0) {
                    Color.orange.anchorPreference(key: AllKey.self, value: .bounds) { [$0] }
                        .frame(width: 20, height: 10)
                    Color.purple.frame(width: 20, height: 10)
                        .transformAnchorPreference(key: AllKey.self, value: .bounds) { $0.append($1) }
                }
                .scaleEffect(scale, anchor: .topLeading)
            }
            .frame(width: 390, height: 300)
            .overlayPreferenceValue(AllKey.self) { anchors in
                GeometryReader { proxy in
                    ForEach(0..<anchors.count, id: \.self) { i in
                        let r = proxy[anchors[i]]
                        Color.green.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                    }
                }
            }
        }
    }

    // The two 20 × 10 views side by side, scaled by 2 from the row's top-leading corner: 40 × 20
    // each, the second 40 pt right of the first; back to 1, their layout frames again.
    @Test func keptAndTransformingWritersFollowTheScale() throws {
        let h = ViewHost(rootView: KeptWriters(), size: CGSize(width: 390, height: 300))
        h.advance(frames: 2)
        let green = { h.shapeDrawings.filter { $0.paint == .fill(Color.green.resolved) }.map(\.rect) }
        let orange = try #require(h.rect(filled: .orange))
        #expect(green() == [CGRect(origin: orange.origin, size: CGSize(width: 40, height: 20)),
                            CGRect(x: orange.minX + 40, y: orange.minY, width: 40, height: 20)])
        #expect(h.tap(onText: "reset")); h.advance(frames: 3)
        let row = try #require(h.rect(filled: .orange))
        expectEqual(green(), [row, CGRect(x: row.minX + 20, y: row.minY, width: 20, height: 10)])
    }

    // A scale that changes while an anchor's lazy row is scrolled away: back at the same place,
    // the anchor is under the new scale (`forgetPlacements` reaches the rows kept off screen).
    struct ScaledLazy: View {
        @State var scale: CGFloat = 1
        var body: some View {
            VStack(spacing: 0) {
                Text("shrink").onTapGesture { scale = 0.5 }.frame(height: 50)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<60) { i in
                            (i == 0 ? Color.blue : Color.gray).frame(height: 40)
                                .anchorPreference(key: ReaderKey.self, value: .bounds) { i == 0 ? $0 : nil }
                        }
                    }
                }
                .scaleEffect(scale)
                .frame(height: 400)
            }
            .frame(width: 390, height: 450)
            .overlayPreferenceValue(ReaderKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let r = proxy[anchor]
                        Color.green.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                    }
                }
            }
        }
    }

    @Test func anAnchorInALazyRowScrolledOutWhileTheScaleChangedIsUnderTheNewScale() throws {
        let h = ViewHost(rootView: ScaledLazy(), size: CGSize(width: 390, height: 450))
        h.advance(frames: 2)
        let blue0 = try #require(h.rect(filled: .blue))
        expectEqual(h.rect(filled: .green)?.size, blue0.size)
        h.scroll(at: CGPoint(x: 195, y: 250), by: CGSize(width: 0, height: 1200)); h.advance(frames: 3)
        expectEqual(h.rect(filled: .blue), nil)
        #expect(h.tap(onText: "shrink")); h.advance(frames: 3)
        h.scroll(at: CGPoint(x: 195, y: 250), by: CGSize(width: 0, height: -5000)); h.advance(frames: 3)
        let blue = try #require(h.rect(filled: .blue))
        let green = try #require(h.rect(filled: .green))
        expectEqual(blue, blue0)
        #expect(abs(green.width - blue.width / 2) < 1e-6, "green \(green) blue \(blue)")
    }

    /// A reader inside a rotated view and a named space around it.
    struct Rotated: View {
        let log: Log
        var body: some View {
            VStack {
                Color.red.frame(width: 100, height: 40)
                    .background(GeometryReader { proxy in
                        Color.clear.onAppear {
                            log.global.append(proxy.frame(in: .global))
                            log.named.append(proxy.frame(in: .named("card")))
                        }
                    })
                    .rotationEffect(.degrees(90))
            }
            .frame(width: 200, height: 200)
            .coordinateSpace(name: "card")
            .frame(width: 390, height: 300)
        }
    }

    // Turned a quarter about its centre (195, 150), a 100 × 40 view is drawn 40 × 100: the box
    // around it is (175, 100, 40, 100) in the window, (80, 50, 40, 100) in the 200-pt card
    // centred in it (at 95, 50).
    @Test func aReaderInsideARotationReadsTheBoxAroundTheTurnedView() throws {
        let log = Log()
        let h = ViewHost(rootView: Rotated(log: log), size: CGSize(width: 390, height: 300))
        h.advance(frames: 2)
        let g = try #require(log.global.last), n = try #require(log.named.last)
        #expect(abs(g.minX - 175) < 1e-9 && abs(g.minY - 100) < 1e-9 && abs(g.width - 40) < 1e-9 && abs(g.height - 100) < 1e-9)
        #expect(abs(n.minX - 80) < 1e-9 && abs(n.minY - 50) < 1e-9 && abs(n.width - 40) < 1e-9 && abs(n.height - 100) < 1e-9)
    }

    /// The scale applied to the named view itself: a reader inside reads its frame in that space
    /// unscaled (both are under the same effect).
    struct ScaledSpace: View {
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 10)
                Color.red.frame(width: 30, height: 30)
                    .background(GeometryReader { proxy in
                        Color.clear.onAppear { log.named.append(proxy.frame(in: .named("space"))) }
                    })
            }
            .coordinateSpace(name: "space")
            .scaleEffect(3)
            .frame(width: 390, height: 300)
        }
    }

    @Test func aSpaceUnderTheSameScaleReadsLayoutGeometry() {
        let log = Log()
        let h = ViewHost(rootView: ScaledSpace(log: log), size: CGSize(width: 390, height: 300))
        h.advance(frames: 2)
        expectEqual(log.named.last, CGRect(x: 0, y: 10, width: 30, height: 30))
    }
}
