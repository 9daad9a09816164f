import Testing
@testable import PlaygroundUI

// `scrollIndicatorsFlash(trigger:)` / `(onAppear:)` (iOS 17; docs/semantics.md §14.3): the
// indicators show as after a scroll — held 0.5 s, faded over 0.25 s — when the trigger changes
// or the scroll view first appears.
@MainActor
@Suite struct ScrollIndicatorsFlashTests {
    struct Flashing: View {
        let onAppear: Bool
        @State private var items = 20
        var body: some View {
            VStack(spacing: 0) {
                Text("add").onTapGesture { items += 1 }
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<items, id: \.self) { Text("Row \($0)").frame(height: 50) } }
                }
                .scrollIndicatorsFlash(trigger: items)
                .scrollIndicatorsFlash(onAppear: onAppear)
            }
        }
    }

    private func knob(_ h: ViewHost) -> ShapeDrawing? {
        h.displayList.items.compactMap { if case .shape(let s) = $0, s.outline == .capsule(style: .circular) { return s } else { return nil } }.first
    }

    @Test func aTriggerChangeFlashesTheIndicators() {
        let h = ViewHost(rootView: Flashing(onAppear: false), size: CGSize(width: 300, height: 400))
        h.advance()
        expectEqual(knob(h), nil)
        h.tap(onText: "add")
        h.advance()
        #expect(knob(h) != nil)
        h.advance(seconds: 0.4)
        #expect(knob(h) != nil)   // held 0.5 s
        h.advance(seconds: 0.5)
        #expect(knob(h) == nil)   // faded by 0.75 s
        #expect(h.isIdle)
    }

    @Test func onAppearFlashesOnceAtFirst() {
        let h = ViewHost(rootView: Flashing(onAppear: true), size: CGSize(width: 300, height: 400))
        h.advance()
        #expect(knob(h) != nil)
        h.advance(seconds: 1)
        expectEqual(knob(h), nil)
        #expect(h.isIdle)
    }

    // §14.3: the indicator's track keeps clear of the safe area the scroll view reaches into —
    // the status bar, the navigation bar with its large title, the home indicator — as UIKit's
    // indicator insets follow the adjusted content insets (it ran from the top of the screen).
    @Test func theTrackKeepsClearOfTheBars() {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<40) { Text("Row \($0)").frame(maxWidth: .infinity, minHeight: 40) } }
                    }
                    .scrollIndicatorsFlash(onAppear: true)
                    .navigationTitle("Large")
                }
            }
        }
        let h = ViewHost(rootView: Screen(), size: CGSize(width: 390, height: 844)) {
            $0.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        }
        h.advance()
        let k = knob(h)?.rect, title = h.frame(ofText: "Large")
        #expect(k != nil && title != nil)
        guard let k, let title else { return }
        #expect(k.minY > title.maxY, "knob \(k), title \(title)")
        #expect(k.maxY <= 844 - 34)
    }
}
