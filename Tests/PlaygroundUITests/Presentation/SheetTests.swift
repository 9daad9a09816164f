import Foundation
import Testing
@testable import PlaygroundUI

// Sheets, full-screen covers and detents (docs/semantics.md §28.1–§28.5).

@MainActor
final class SheetLog {
    var dismissed = 0
    var sheetCounts: [Int] = []
}

private struct SheetHost: View {
    let log: SheetLog
    var detents: Set<PresentationDetent>? = nil
    var disabled = false
    @State private var shown = false

    var body: some View {
        VStack {
            Text("Root")
            Button("Open") { shown = true }
        }
        .sheet(isPresented: $shown, onDismiss: { log.dismissed += 1 }) {
            SheetBody(detents: detents, disabled: disabled)
        }
    }
}

private struct SheetBody: View {
    let detents: Set<PresentationDetent>?
    let disabled: Bool
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Sheet \(count)")
            Text(isPresented ? "presented" : "not presented")
            Button("Add") { count += 1 }
            Button("Close") { dismiss() }
        }
        .presentationDetents(detents ?? [.large])
        .interactiveDismissDisabled(disabled)
    }
}

@MainActor
struct SheetTests {
    let size = CGSize(width: 390, height: 844)


    @Test func noPresentationLeavesTheDisplayListAlone() {
        // §28.1: the scope adds nothing to a window with nothing presented.
        let plain = ViewHost(rootView: Text("Hello").padding(), size: size)
        expectEqual(plain.displayList.items.count, 1)
        expectEqual(plain.sheetRect, nil)
    }

    @Test func sheetSlidesUpOverADimmedWindowAndDismisses() {
        // §28.3, §28.5: a large sheet rests 10 pt below the top; it comes up with the spring.
        let log = SheetLog()
        let host = ViewHost(rootView: SheetHost(log: log), size: size)
        #expect(host.tap(onText: "Open"))
        host.advance()
        #expect(host.frame(ofText: "Sheet 0") != nil)
        let rect = host.sheetRect!
        expectEqual(rect.minY, 10)
        expectEqual(rect.height, 834)
        // Halfway through, the card is still below its resting place.
        let midFrame = host.presentedFrame(ofText: "Sheet 0")!
        host.advance(seconds: 1)
        let rest = host.presentedFrame(ofText: "Sheet 0")!
        #expect(midFrame.minY > rest.minY + 100)
        #expect(host.displayList.items.contains { item in
            if case .shape(let s) = item, s.rect.size == size, case .fill = s.paint { return true }
            return false
        })
        #expect(host.frame(ofText: "presented") != nil)
        // State inside is kept while presented.
        host.tap(onText: "Add"); host.advance()
        #expect(host.frame(ofText: "Sheet 1") != nil)
        // dismiss() closes it; onDismiss runs after the animation; the state goes with it.
        host.tap(onText: "Close"); host.advance()
        expectEqual(log.dismissed, 0)
        host.advance(seconds: 1)
        expectEqual(log.dismissed, 1)
        expectEqual(host.frame(ofText: "Sheet 1"), nil)
        expectEqual(host.sheetRect, nil)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        #expect(host.frame(ofText: "Sheet 0") != nil)
    }

    @Test func mediumDetentIsHalfTheLargeHeightAndTapOutsideDismisses() {
        // §28.3: medium is half of the large detent; §28.2: a tap on the dimming dismisses it.
        let log = SheetLog()
        let host = ViewHost(rootView: SheetHost(log: log, detents: [.medium, .large]), size: size)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        expectEqual(host.sheetRect?.height, 417)
        host.tap(at: CGPoint(x: 200, y: 100)); host.advance(seconds: 1)
        expectEqual(log.dismissed, 1)
        expectEqual(host.sheetRect, nil)
    }

    @Test func dragDownDismissesOrSpringsBack() {
        // §28.4: a short slow drag springs back; a long one dismisses.
        let log = SheetLog()
        let host = ViewHost(rootView: SheetHost(log: log, detents: [.medium]), size: size)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        let top = host.sheetRect!.minY
        host.press(at: CGPoint(x: 200, y: top + 30)); host.advance()
        for i in 1...10 { host.move(to: CGPoint(x: 200, y: top + 30 + CGFloat(i) * 5)); host.advance(frames: 6) }
        host.advance(frames: 30)
        host.release(at: CGPoint(x: 200, y: top + 80)); host.advance(seconds: 1)
        expectEqual(log.dismissed, 0)
        #expect(abs(host.presentedFrame(ofText: "Close")!.minY - host.frame(ofText: "Close")!.minY) < 0.5)
        host.press(at: CGPoint(x: 200, y: top + 30)); host.advance()
        for i in 1...10 { host.move(to: CGPoint(x: 200, y: top + 30 + CGFloat(i) * 30)); host.advance() }
        host.release(at: CGPoint(x: 200, y: top + 330)); host.advance(seconds: 1)
        expectEqual(log.dismissed, 1)
    }

    @Test func interactiveDismissDisabledKeepsTheSheet() {
        let log = SheetLog()
        let host = ViewHost(rootView: SheetHost(log: log, detents: [.medium], disabled: true), size: size)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        host.tap(at: CGPoint(x: 200, y: 100)); host.advance(seconds: 1)
        expectEqual(log.dismissed, 0)
        #expect(host.sheetRect != nil)
    }
}

private struct MeasuredHost: View {
    @State private var shown = true
    @State private var height: CGFloat = 0
    @State private var rows = 2
    var body: some View {
        Text("Root")
            .sheet(isPresented: $shown) {
                VStack(spacing: 0) {
                    ForEach(0..<rows, id: \.self) { i in Text("Row \(i)").frame(height: 50) }
                    Button("More") { rows += 2 }
                }
                .background(GeometryReader { p in Color.clear.preference(key: MeasuredHeightKey.self, value: p.size.height) })
                .onPreferenceChange(MeasuredHeightKey.self) { height = $0 }
                .presentationDetents([.height(height)])
            }
    }
}

private struct MeasuredHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct SelectionHost: View {
    @State private var shown = true
    @State private var detent = PresentationDetent.large
    var body: some View {
        Text("Root \(detent == .medium ? "medium" : "large")")
            .sheet(isPresented: $shown) {
                Button("Shrink") { detent = .medium }
                    .presentationDetents([.medium, .large], selection: $detent)
            }
    }
}

private struct InteractiveHost: View {
    @State private var shown = true
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Behind \(taps)") { taps += 1 }
            Spacer()
        }
        .sheet(isPresented: $shown) {
            Text("Map sheet")
                .presentationDetents([.height(200), .large])
                .presentationBackgroundInteraction(.enabled(upThrough: .height(200)))
                .presentationContentInteraction(.scrolls)
        }
    }
}

private struct ScrollingSheetHost: View {
    let log: SheetLog
    @State private var shown = true
    var body: some View {
        Text("Root")
            .sheet(isPresented: $shown, onDismiss: { log.dismissed += 1 }) {
                ScrollView {
                    VStack { ForEach(0..<60) { i in Text("Row \(i)").frame(height: 40) } }
                }
                .presentationDetents([.medium, .large])
            }
    }
}

private struct Item: Identifiable { let id: Int }

private struct ItemHost: View {
    @State private var item: Item?
    @State private var cover = false
    var body: some View {
        VStack {
            Button("One") { item = Item(id: 1) }
            Button("Cover") { cover = true }
        }
        .sheet(item: $item) { i in
            VStack {
                Text("Item \(i.id)")
                Button("Next") { item = Item(id: i.id + 1) }
            }
        }
        .fullScreenCover(isPresented: $cover) { CoverBody() }
    }
    struct CoverBody: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Done") { dismiss() } }
    }
}

/// A model read only inside the `.sheet { }` closure (not by the presenter's body).
@Observable private final class SheetModel { var height: CGFloat = 120 }

private struct ObservedSheetHost: View {
    @State private var model = SheetModel()
    @State private var shown = true
    var body: some View {
        Color.gray
            .sheet(isPresented: $shown) {
                VStack {
                    Text("reads \(Int(model.height))")
                    Button("Grow") { model.height = 400 }
                }
                .presentationDetents([.height(model.height)])
            }
    }
}

extension SheetTests {
    @Test func aModelReadOnlyInTheSheetsClosureUpdatesIt() throws {
        // §28.3: the closure's reads update the sheet (its text and its detent), as they would
        // in a view of its own; read by the presenter's build, they were recorded by no view.
        let host = ViewHost(rootView: ObservedSheetHost(), size: size)
        host.advance(seconds: 1)
        #expect(host.exists(text: "reads 120"))
        #expect(abs(try #require(host.sheetRect).height - 120) < 0.5)
        host.tap(onText: "Grow")
        host.advance(seconds: 1)
        #expect(host.exists(text: "reads 400"))
        #expect(abs(try #require(host.sheetRect).height - 400) < 0.5)
    }

    @Test func sheetFollowsItsMeasuredHeightAnimated() throws {
        // §28.3: the measured-height pattern: the content's height comes up through a
        // preference into `.presentationDetents([.height(h)])`; a change resizes with the spring.
        let host = ViewHost(rootView: MeasuredHost(), size: size)
        host.advance(seconds: 1)
        let before = try #require(host.sheetRect)
        #expect(abs(before.height - 120.4) < 0.5)   // two 50 pt rows and the button
        host.tap(onText: "More"); host.advance(frames: 6)
        let after = try #require(host.sheetRect)
        #expect(abs(after.height - 220.4) < 0.5)
        // Mid-animation the rows are drawn below where they settle, by less than the growth.
        let row = try #require(host.frame(ofText: "Row 0")), drawn = try #require(host.presentedFrame(ofText: "Row 0"))
        #expect(drawn.minY > row.minY + 1 && drawn.minY < row.minY + 100)
        host.advance(seconds: 1)
        #expect(abs(try #require(host.presentedFrame(ofText: "Row 0")).minY - row.minY) < 0.5)
    }

    @Test func presentationTimingIsACriticallyDampedHalfSecondSpring() throws {
        // §28.5: 1 − (1 + ωt)e^(−ωt) with ω = 2π / 0.5 s: 82 % of the way after 0.25 s.
        let host = ViewHost(rootView: SheetHost(log: SheetLog(), detents: [.medium]), size: size)
        host.tap(onText: "Open"); host.advance()
        let rest = try #require(host.frame(ofText: "Close"))
        host.advance(frames: 15)
        let drawn = try #require(host.presentedFrame(ofText: "Close"))
        let w = 2 * Double.pi / 0.5, t = 0.25
        let p = 1 - (1 + w * t) * exp(-w * t)
        #expect(abs(Double(drawn.minY - rest.minY) - (1 - p) * 417) < 2)
    }

    @Test func presentingViewShrinksBehindAFullHeightSheetOnly() throws {
        // §28.3: a card at 0.92 on black behind a large sheet; nothing of the kind behind a medium one.
        func shrinks(_ detents: Set<PresentationDetent>) -> Bool {
            let host = ViewHost(rootView: SheetHost(log: SheetLog(), detents: detents), size: size)
            host.tap(onText: "Open"); host.advance(seconds: 1)
            return host.displayList.items.contains { item in
                if case .beginGroup(.transform(let t)) = item { return abs(t.m11 - 0.92) < 0.001 && abs(t.m22 - 0.92) < 0.001 }
                return false
            }
        }
        #expect(shrinks([.large]))
        #expect(!shrinks([.medium]))
    }

    @Test func backgroundInteractionLetsTapsThroughWithoutDimming() throws {
        // §28.2: `.presentationBackgroundInteraction(.enabled(upThrough:))`: no dimming, taps reach
        // the views behind while the sheet rests at or below that detent.
        let host = ViewHost(rootView: InteractiveHost(), size: size)
        host.advance(seconds: 1)
        expectEqual(host.sheetRect?.height, 200)
        let dims = host.displayList.items.contains { item in
            if case .shape(let s) = item, s.rect.size == size { return true } else { return false }
        }
        #expect(!dims)
        host.tap(onText: "Behind 0"); host.advance()
        #expect(host.frame(ofText: "Behind 1") != nil)
        #expect(host.sheetRect != nil)
    }

    @Test func scrollingContentExpandsTheSheetThenScrolls() throws {
        // §28.4: a drag up on a medium sheet's list grows the sheet; at the large detent the list
        // scrolls, and the sheet moves by its top handle only.
        let log = SheetLog()
        let host = ViewHost(rootView: ScrollingSheetHost(log: log), size: size)
        host.advance(seconds: 1)
        func drag(from a: CGPoint, by dy: CGFloat) {
            host.press(at: a); host.advance()
            for i in 1...10 { host.move(to: CGPoint(x: a.x, y: a.y + dy * CGFloat(i) / 10)); host.advance() }
            host.release(at: CGPoint(x: a.x, y: a.y + dy)); host.advance(seconds: 1)
        }
        expectEqual(host.sheetRect?.height, 417)
        drag(from: CGPoint(x: 200, y: 600), by: -200)
        expectEqual(host.sheetRect?.height, 834)
        let before = try #require(host.presentedFrame(ofText: "Row 0")).minY
        drag(from: CGPoint(x: 200, y: 600), by: -200)
        expectEqual(host.sheetRect?.height, 834)
        #expect(try #require(host.presentedFrame(ofText: "Row 0")).minY < before - 100)
        // The handle at the top still flings the sheet down and away (once the list's fling has
        // stopped: a press on moving content only catches it).
        host.advance(seconds: 4)
        drag(from: CGPoint(x: 195, y: 20), by: 400)
        expectEqual(host.sheetRect, nil)
        expectEqual(log.dismissed, 1)
    }

    @Test func detentSelectionBindingMovesTheSheet() throws {
        let host = ViewHost(rootView: SelectionHost(), size: size)
        host.advance(seconds: 1)
        expectEqual(host.sheetRect?.height, 834)
        host.tap(onText: "Shrink"); host.advance(seconds: 1)
        expectEqual(host.sheetRect?.height, 417)
        // Dragging it up to the large detent writes the selection back.
        let top = try #require(host.sheetRect).minY
        host.press(at: CGPoint(x: 100, y: top + 40)); host.advance()
        for i in 1...10 { host.move(to: CGPoint(x: 100, y: top + 40 - CGFloat(i) * 30)); host.advance() }
        host.release(at: CGPoint(x: 100, y: top - 260)); host.advance(seconds: 1)
        expectEqual(host.sheetRect?.height, 834)
        #expect(host.frame(ofText: "Root large") != nil)
    }

    @Test func itemSheetsAndFullScreenCovers() throws {
        let host = ViewHost(rootView: ItemHost(), size: size)
        host.tap(onText: "One"); host.advance(seconds: 1)
        #expect(host.frame(ofText: "Item 1") != nil)
        // A new item replaces the sheet.
        host.tap(onText: "Next"); host.advance(seconds: 1)
        expectEqual(host.frame(ofText: "Item 1"), nil)
        #expect(host.frame(ofText: "Item 2") != nil)
        host.tap(at: CGPoint(x: 195, y: 5)); host.advance(seconds: 1)   // large: the strip above does nothing
        #expect(host.frame(ofText: "Item 2") != nil)
        // The cover fills the window and `dismiss` closes it.
        let h2 = ViewHost(rootView: ItemHost(), size: size)
        h2.tap(onText: "Cover"); h2.advance(seconds: 1)
        let entry = try #require((h2.rootForTesting as? PresentationScopeNode)?.entries.first)
        expectEqual(entry.panelRect, CGRect(origin: .zero, size: size))
        h2.tap(onText: "Done"); h2.advance(seconds: 1)
        expectEqual(h2.frame(ofText: "Done"), nil)
    }
}

extension ViewHost {
    /// The rect of the front-most sheet (nil when none is up).
    var sheetRect: CGRect? {
        guard let scope = rootForTesting as? PresentationScopeNode else { return nil }
        return scope.entries.last { $0.request.kind == .sheet && !$0.isDismissing }?.panelRect
    }
}

/// A medium sheet whose content stacks blue over a 10-pt red strip on a green background that
/// ignores the safe area.
private struct HomeIndicatorSheet: View {
    @State private var show = true
    var body: some View {
        Color.yellow.ignoresSafeArea()
            .sheet(isPresented: $show) {
                VStack(spacing: 0) {
                    Color.blue
                    Color.red.frame(height: 10)
                }
                .background(Color.green.ignoresSafeArea())
                .presentationDetents([.medium])
            }
    }
}

@MainActor
struct SheetSafeAreaTests {
    @Test func sheetContentStopsAboveTheHomeIndicatorAndWhatIgnoresTheSafeAreaReachesTheWindowsEdge() {
        // §28.3: the card runs to the window's bottom edge; its content's safe area ends above the
        // home indicator, so content stops 34 pt short and a background that ignores the safe area
        // fills the strip (it was cut off with the content, leaving the card's white showing).
        let h = ViewHost(rootView: HomeIndicatorSheet(), size: CGSize(width: 393, height: 852))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance(seconds: 1)
        var clip: CGRect?
        var fills: [(ResolvedColor, CGRect)] = []
        for item in h.displayList.items {
            if case .beginGroup(.clipShape(_, in: let r)) = item, r.minY > 0 { clip = r }
            if case .shape(let s) = item, case .fill(let c) = s.paint { fills.append((c, s.rect)) }
        }
        expectEqual(clip?.minY, 460)
        #expect(clip.map { $0.maxY >= 852 + 10 } == true)   // its rounded bottom corners below the window
        #expect(fills.contains { $0.0 == Color.red.resolved && $0.1 == CGRect(x: 0, y: 808, width: 393, height: 10) })
        #expect(fills.contains { $0.0 == Color.green.resolved && $0.1.maxY == 852 })
    }
}
