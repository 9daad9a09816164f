import Foundation
import Testing
@testable import PlaygroundUI

// .refreshable (docs/semantics.md §14.10): pulling past the trigger runs the action with a
// spinner; the content rests at the spinner's band until the action returns, then springs back.

@MainActor
private final class RefreshLog { var runs = 0 }

@MainActor
@Suite struct RefreshableTests {
    private struct Feed: View {
        let log: RefreshLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 50) } }
            }
            .refreshable { await MainActor.run { log.runs += 1 } }
        }
    }
    private func offset(_ h: ViewHost) -> CGFloat { 25 - (h.frame(ofText: "Row 0")?.midY ?? .nan) }
    private func spinnerDots(_ h: ViewHost) -> Int {
        h.shapeDrawings.filter { $0.outline == .ellipse && $0.rect.width == RefreshMetrics.dotSize }.count
    }

    @Test func pullingPastTheTriggerRefreshes() async {
        let log = RefreshLog()
        let h = ViewHost(rootView: Feed(log: log), size: CGSize(width: 300, height: 400))
        h.press(at: CGPoint(x: 150, y: 100)); h.advance()
        for y in stride(from: 140, through: 300, by: 40) { h.move(to: CGPoint(x: 150, y: CGFloat(y))); h.advance() }
        // 200 pt of pull shows (1 − 1/(0.55·200/400 + 1))·400 ≈ 86 pt: past the 60-pt trigger.
        #expect(offset(h) < -60)
        h.release(at: CGPoint(x: 150, y: 300))
        h.advance(frames: 30)
        #expect(abs(offset(h) + RefreshMetrics.restHeight) < 0.5, "held at the spinner's band")
        expectEqual(spinnerDots(h), SpinnerDots.count)
        await waitUntil { log.runs == 1 }   // the action runs on the main actor
        for _ in 0..<20 { await Task.yield() }   // and the scroll view's task resumes after it
        expectEqual(log.runs, 1)
        h.advance(frames: 60)
        #expect(abs(offset(h)) < 0.5, "back at the top once the action returned")
        expectEqual(spinnerDots(h), 0)
    }

    /// §14.10: under a status bar the spinner sits in the band below where the content rests,
    /// not under the status bar (it was drawn at the frame's top, 30 pt into the 59-pt inset).
    @Test func theSpinnerKeepsClearOfTheSafeArea() async {
        let log = RefreshLog()
        let h = ViewHost(rootView: Feed(log: log), size: CGSize(width: 300, height: 600))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        let rest = try! #require(h.frame(ofText: "Row 0")).midY - 25   // its 50-pt row's top
        #expect(abs(rest - 59) < 0.5)
        h.press(at: CGPoint(x: 150, y: 150)); h.advance()
        for y in stride(from: 190, through: 350, by: 40) { h.move(to: CGPoint(x: 150, y: CGFloat(y))); h.advance() }
        let dots = h.shapeDrawings.filter { $0.outline == .ellipse && $0.rect.width == RefreshMetrics.dotSize }.map(\.rect)
        #expect(!dots.isEmpty)
        #expect(dots.allSatisfy { $0.minY >= 59 }, "\(dots.map(\.minY))")
        h.release(at: CGPoint(x: 150, y: 350))
        h.advance(frames: 30)
        await waitUntil { log.runs == 1 }   // the refresh it started has run before the host goes
    }

    @Test func aShortPullDoesNotRefresh() async {
        let log = RefreshLog()
        let h = ViewHost(rootView: Feed(log: log), size: CGSize(width: 300, height: 400))
        h.press(at: CGPoint(x: 150, y: 100)); h.advance()
        h.move(to: CGPoint(x: 150, y: 140)); h.advance()
        h.move(to: CGPoint(x: 150, y: 180)); h.advance()
        h.release(at: CGPoint(x: 150, y: 180))
        h.advance(frames: 60)
        for _ in 0..<20 { await Task.yield() }   // a refresh, if wrongly started, would run here
        expectEqual(log.runs, 0)
        #expect(abs(offset(h)) < 0.5)
    }
}
