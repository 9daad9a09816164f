import Testing
@testable import PlaygroundUI

// `sensoryFeedback` (iOS 17; docs/semantics.md §35.1): what would have played when the trigger
// changed; nothing on the first build.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("add").onTapGesture { count += 1 }
            Text("remove").onTapGesture { count -= 1 }
            Text("\(count)")
                .sensoryFeedback(.selection, trigger: count)
                .sensoryFeedback(.increase, trigger: count) { old, new in new > old }
                .sensoryFeedback(trigger: count) { _, new in new.isMultiple(of: 2) ? .impact(weight: .heavy, intensity: 0.5) : nil }
        }
    }
}

@MainActor
@Suite struct SensoryFeedbackTests {
    @Test func feedbackPlaysWhenTheTriggerChanges() {
        let h = ViewHost(rootView: Counter(), size: CGSize(width: 300, height: 300))
        h.advance()
        #expect(h.playedSensoryFeedback.isEmpty)
        h.tap(onText: "add"); h.advance()          // 0 → 1: selection, increase
        h.tap(onText: "add"); h.advance()          // 1 → 2: selection, increase, heavy impact
        h.tap(onText: "remove"); h.advance()       // 2 → 1: selection
        h.advance(frames: 5)                       // nothing changes: nothing plays
        let heavy = SensoryFeedback.impact(weight: .heavy, intensity: 0.5)
        let played = h.playedSensoryFeedback
        expectEqual(played.count, 6)
        expectEqual(played.filter { $0 == .selection }.count, 3)
        expectEqual(played.filter { $0 == .increase }.count, 2)
        expectEqual(played.filter { $0 == heavy }.count, 1)
        expectEqual(heavy.description, "impact(weight: heavy, intensity: 0.5)")
    }

    // The inert iOS 17–18 modifiers (§35) compile and change nothing drawn.
    @Test func inertModifiersDrawTheSame() {
        struct Plain: View { var body: some View { Text("Hello").font(.title) } }
        struct Marked: View {
            @Namespace var ns
            var body: some View {
                Text("Hello").font(.title)
                    .textSelection(.enabled).statusBarHidden().persistentSystemOverlays(.hidden)
                    .defersSystemGestures(on: .all).hoverEffect(.lift).focusEffectDisabled()
                    .springLoadingBehavior(.enabled).fontWidth(.condensed).textScale(.secondary)
                    .typesettingLanguage(.init(identifier: "en")).badgeProminence(.increased)
                    .textEditorStyle(.plain).privacySensitive()
                    .navigationTransition(.zoom(sourceID: 1, in: ns)).matchedTransitionSource(id: 1, in: ns)
            }
        }
        let a = ViewHost(rootView: Plain(), size: CGSize(width: 300, height: 100))
        let b = ViewHost(rootView: Marked(), size: CGSize(width: 300, height: 100))
        expectEqual(a.textDrawings.map { "\($0.string) \($0.rect)" }, b.textDrawings.map { "\($0.string) \($0.rect)" })
        #expect(!a.textDrawings.isEmpty)
    }

    // UIKit's generators, called from an action (the way most gesture code plays haptics), are
    // kept in the list of the host whose action ran — not another host's.
    @Test func uiKitGeneratorsPlayIntoTheirHost() {
        struct Haptic: View {
            var body: some View {
                VStack {
                    Button("tap") {
                        UIImpactFeedbackGenerator(style: .light).impactOccurred()
                        let rigid = UIImpactFeedbackGenerator(style: .rigid)
                        rigid.prepare()
                        rigid.impactOccurred(intensity: 1.5)
                        UINotificationFeedbackGenerator().notificationOccurred(.warning)
                        UISelectionFeedbackGenerator().selectionChanged()
                        UIImpactFeedbackGenerator().impactOccurred(intensity: 0.25)
                    }
                }
            }
        }
        let a = ViewHost(rootView: Haptic(), size: CGSize(width: 200, height: 200))
        let b = ViewHost(rootView: Haptic(), size: CGSize(width: 200, height: 200))
        a.advance(); b.advance()
        #expect(a.tap(onText: "tap")); a.advance()
        #expect(a.playedSensoryFeedback == [.impact(weight: .light), .impact(flexibility: .rigid),
                                            .warning, .selection, .impact(weight: .medium, intensity: 0.25)])
        #expect(b.playedSensoryFeedback.isEmpty)
        #expect(b.tap(onText: "tap")); b.advance()
        expectEqual(b.playedSensoryFeedback.count, 5)
        expectEqual(a.playedSensoryFeedback.count, 5)
    }
}
