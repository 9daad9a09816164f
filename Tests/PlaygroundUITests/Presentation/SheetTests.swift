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
        #expect(plain.displayList.items.count == 1)
        #expect(plain.sheetRect == nil)
    }

    @Test func sheetSlidesUpOverADimmedWindowAndDismisses() {
        // §28.3, §28.5: a large sheet rests 10 pt below the top; it comes up with the spring.
        let log = SheetLog()
        let host = ViewHost(rootView: SheetHost(log: log), size: size)
        #expect(host.tap(onText: "Open"))
        host.advance()
        #expect(host.frame(ofText: "Sheet 0") != nil)
        let rect = host.sheetRect!
        #expect(rect.minY == 10)
        #expect(rect.height == 834)
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
        #expect(log.dismissed == 0)
        host.advance(seconds: 1)
        #expect(log.dismissed == 1)
        #expect(host.frame(ofText: "Sheet 1") == nil)
        #expect(host.sheetRect == nil)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        #expect(host.frame(ofText: "Sheet 0") != nil)
    }

    @Test func mediumDetentIsHalfTheLargeHeightAndTapOutsideDismisses() {
        // §28.3: medium is half of the large detent; §28.2: a tap on the dimming dismisses it.
        let log = SheetLog()
        let host = ViewHost(rootView: SheetHost(log: log, detents: [.medium, .large]), size: size)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        #expect(host.sheetRect?.height == 417)
        host.tap(at: CGPoint(x: 200, y: 100)); host.advance(seconds: 1)
        #expect(log.dismissed == 1)
        #expect(host.sheetRect == nil)
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
        #expect(log.dismissed == 0)
        #expect(abs(host.presentedFrame(ofText: "Close")!.minY - host.frame(ofText: "Close")!.minY) < 0.5)
        host.press(at: CGPoint(x: 200, y: top + 30)); host.advance()
        for i in 1...10 { host.move(to: CGPoint(x: 200, y: top + 30 + CGFloat(i) * 30)); host.advance() }
        host.release(at: CGPoint(x: 200, y: top + 330)); host.advance(seconds: 1)
        #expect(log.dismissed == 1)
    }

    @Test func interactiveDismissDisabledKeepsTheSheet() {
        let log = SheetLog()
        let host = ViewHost(rootView: SheetHost(log: log, detents: [.medium], disabled: true), size: size)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        host.tap(at: CGPoint(x: 200, y: 100)); host.advance(seconds: 1)
        #expect(log.dismissed == 0)
        #expect(host.sheetRect != nil)
    }
}

extension ViewHost {
    /// The rect of the front-most sheet (nil when none is up).
    var sheetRect: CGRect? {
        guard let scope = rootForTesting as? PresentationScopeNode else { return nil }
        return scope.entries.last { $0.request.kind == .sheet && !$0.isDismissing }?.panelRect
    }
}
