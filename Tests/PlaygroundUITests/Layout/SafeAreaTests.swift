import Foundation
import Testing
@testable import PlaygroundUI

// The safe area (docs/semantics.md §15): the window's insets, ignoresSafeArea, safeAreaInset and
// GeometryProxy.safeAreaInsets. An iPhone-like window: 390×844 with 59 pt on top, 34 at the bottom.

@MainActor
@Suite struct SafeAreaTests {
    private func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        return h
    }
    private func red(_ h: ViewHost) -> CGRect? { h.rect(filled: .red) }

    @Test func theRootIsLaidOutInsideTheSafeArea() {
        expectEqual(red(host(Color.red)), CGRect(x: 0, y: 59, width: 390, height: 751))
    }

    @Test func ignoringTheSafeAreaGrowsIntoTheInsets() {
        expectEqual(red(host(Color.red.ignoresSafeArea())), CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(red(host(Color.red.ignoresSafeArea(edges: .top))), CGRect(x: 0, y: 0, width: 390, height: 810))
        expectEqual(red(host(Color.red.edgesIgnoringSafeArea(.bottom))), CGRect(x: 0, y: 59, width: 390, height: 785))
        // Only a view that reaches the safe area's edge grows: a centred 100-pt band stays put.
        expectEqual(red(host(Color.red.frame(height: 100).ignoresSafeArea()))?.height, 100)
        // `.keyboard` alone ignores nothing (there is no keyboard).
        expectEqual(red(host(Color.red.ignoresSafeArea(.keyboard))), CGRect(x: 0, y: 59, width: 390, height: 751))
    }

    // Content of a fixed size that ignores the safe area is offered the grown rect and placed at
    // its top-leading corner (§15): a 50-pt bar at the bottom stays where it was, so a clip
    // applied after it cuts nothing; one at the top moves up into the inset by the inset.
    @Test func fixedContentIgnoringTheSafeAreaIsPlacedAtTheGrownTopLeading() {
        let bottom = host(VStack { Spacer(); Color.red.frame(height: 50).ignoresSafeArea(edges: .bottom) })
        expectEqual(red(bottom), CGRect(x: 0, y: 760, width: 390, height: 50))
        let clipped = host(VStack {
            Spacer()
            Text("Tab").frame(maxWidth: .infinity).frame(height: 50).background(Color.red)
                .ignoresSafeArea(edges: .bottom).clipShape(Capsule())
        })
        #expect(clipped.frame(ofText: "Tab").map { $0.minY > 760 && $0.maxY < 810 } == true)
        let top = host(VStack { Color.red.frame(height: 50).ignoresSafeArea(edges: .top); Spacer() })
        expectEqual(red(top), CGRect(x: 0, y: 0, width: 390, height: 50))
    }

    @Test func geometryProxyReportsTheInsetsItOverlaps() {
        let inside = Box<EdgeInsets?>(nil), outside = Box<EdgeInsets?>(nil)
        _ = host(GeometryReader { g in
            let _ = inside.set(g.safeAreaInsets)
            Color.clear
        })
        _ = host(GeometryReader { g in
            let _ = outside.set(g.safeAreaInsets)
            Color.clear
        }.ignoresSafeArea())
        expectEqual(inside.value, EdgeInsets())
        expectEqual(outside.value, EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func safeAreaInsetPutsABarAtTheEdgeAndShrinksTheContent() {
        let h = host(
            Color.red
                .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
        )
        expectEqual(h.rect(filled: .blue), CGRect(x: 0, y: 760, width: 390, height: 50))
        expectEqual(red(h), CGRect(x: 0, y: 59, width: 390, height: 701))
        // Content that ignores the safe area runs under the bar (and into the window's inset).
        let under = host(
            Color.red.ignoresSafeArea()
                .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50) }
        )
        expectEqual(red(under), CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A view inside `safeAreaInset`'s content may grow under the bar, and past it only where the
    /// whole view reaches the window's safe area; on its other edges it stays where the enclosing
    /// safe area puts it. A list or a scroll view's background under a 100-pt header in the middle
    /// of the window does not paint over the header (it did: the inner safe area was cut to the
    /// content on all four sides, so the content touched "the safe area's edge" everywhere).
    @Test func contentBelowAnInsetDoesNotGrowOverWhatIsAroundIt() {
        let h = host(VStack(spacing: 0) {
            Color.green.frame(height: 100)
            Color.red.ignoresSafeArea()
                .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50) }
            Color.green.frame(height: 100)
        })
        // Between the two 100-pt bands: 59 + 100 = 159 down to 810 − 100 = 710, under the bar too.
        expectEqual(red(h), CGRect(x: 0, y: 159, width: 390, height: 551))
        expectEqual(h.rect(filled: .blue), CGRect(x: 0, y: 660, width: 390, height: 50))
        // A navigation stack's bar is such an inset: its list keeps below the header.
        let nav = host(VStack(spacing: 0) {
            Color.green.frame(height: 100)
            NavigationStack { Color.red.ignoresSafeArea().toolbar(.hidden, for: .navigationBar) }
        })
        // The stack reaches the bottom of the safe area, so its content grows into the home
        // indicator's inset there (844), but not over the header above it.
        expectEqual(red(nav), CGRect(x: 0, y: 159, width: 390, height: 685))
    }

    /// A scroll view reaching the safe area's edges extends under the insets and insets its
    /// content: at rest the first row is clear of the status bar; scrolled, rows pass under it.
    @Test func aScrollViewScrollsUnderTheInsetsButRestsClearOfThem() {
        let h = host(ScrollView {
            VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("Row \($0)").frame(width: 390, height: 50) } }
        })
        #expect(abs((h.frame(ofText: "Row 0")?.midY ?? 0) - (59 + 25)) < 0.5)
        h.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 100))
        h.advance()
        #expect(abs((h.frame(ofText: "Row 0")?.midY ?? 0) - (59 + 25 - 100)) < 0.5)
        // At the end, the last row rests above the home indicator: 40·50 + 59 + 34 − 844 = 1249.
        h.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 10_000))
        h.advance()
        #expect(abs((h.frame(ofText: "Row 39")?.midY ?? 0) - (844 - 34 - 25)) < 0.5)
        // The clip covers the whole window, insets included.
        let clip = h.displayList.items.compactMap { if case .beginGroup(.clip(let r)) = $0 { return r } else { return nil } }.first
        expectEqual(clip, CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    // Right to left, a leading inset is on the right, and the content's safe area stops at it
    // there: the content beside it overlaps no inset (§15, §21.7).
    @Test func aLeadingInsetRightToLeftStopsTheSafeAreaOnTheRight() {
        let insets = Box<EdgeInsets?>(nil)
        let h = host(
            GeometryReader { g in
                let _ = insets.set(g.safeAreaInsets)
                Color.red
            }
            .safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 50) }
            .environment(\.layoutDirection, .rightToLeft)
        )
        expectEqual(h.rect(filled: .blue), CGRect(x: 340, y: 59, width: 50, height: 751))
        expectEqual(red(h), CGRect(x: 0, y: 59, width: 340, height: 751))
        expectEqual(insets.value, EdgeInsets())
    }
}
