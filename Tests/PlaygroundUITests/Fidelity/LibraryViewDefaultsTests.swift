import Foundation
import Testing
@testable import PlaygroundUI

/// The views this package builds for a control or a container's chrome give no `defaultValue` of
/// the user's keys (docs/semantics.md §1.3, "Built-in views"): a title written before a toggle or
/// above a navigation stack's hidden bar is read as written with the usual `value = nextValue()`
/// reducer, while a writer of the user's inside a control's label still counts.
@MainActor
@Suite struct LibraryViewDefaultsTests {
    struct TitleKey: PreferenceKey {
        static var defaultValue: String { "(default)" }
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }
    final class Seen { var title = "" }

    struct Controls: View {
        let seen: Seen
        let which: Int
        @State private var on = true
        @State private var n = 1
        @State private var x = 0.5
        @State private var pick = 0
        @State private var date = Date(timeIntervalSince1970: 0)
        var body: some View {
            VStack {
                Text("Settings").preference(key: TitleKey.self, value: "Settings")
                switch which {
                case 0: Toggle("Push", isOn: $on)
                case 1: Label("Sounds", systemImage: "speaker.wave.2")
                case 2: Slider(value: $x)
                case 3: Stepper("Count", value: $n)
                case 4: Picker("Pick", selection: $pick) { Text("A").tag(0); Text("B").tag(1) }
                case 5: DisclosureGroup("More") { Text("Inside") }
                case 6: DatePicker("When", selection: $date)
                default: Toggle(isOn: $on) { Text("Mine").preference(key: TitleKey.self, value: "Label") }
                }
            }
            .onPreferenceChange(TitleKey.self) { seen.title = $0 }
        }
    }

    @Test func aControlAfterAWriterLeavesItsValue() {
        for which in 0...6 {
            let seen = Seen()
            let h = ViewHost(rootView: Controls(seen: seen, which: which), size: CGSize(width: 390, height: 400))
            h.advance(frames: 2)
            #expect(seen.title == "Settings", "control \(which)")
        }
        // A writer inside the control's label is the later one.
        let seen = Seen()
        let h = ViewHost(rootView: Controls(seen: seen, which: 7), size: CGSize(width: 390, height: 400))
        h.advance(frames: 2)
        expectEqual(seen.title, "Label")
    }

    struct CustomBar: View {
        let seen: Seen
        var body: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                NavigationStack {
                    Text("Inbox list")
                        .preference(key: TitleKey.self, value: "Inbox")
                        .toolbar(.hidden, for: .navigationBar)
                }
            }
            .onPreferenceChange(TitleKey.self) { seen.title = $0 }
        }
    }

    // The custom-bar idiom: the title a stack's screen writes reaches a bar drawn above the stack.
    @Test func aTitleWrittenInANavigationStackReachesAViewAboveIt() {
        let seen = Seen()
        let h = ViewHost(rootView: CustomBar(seen: seen), size: CGSize(width: 390, height: 600))
        h.advance(frames: 2)
        expectEqual(seen.title, "Inbox")
    }

    /// A title written in the label of a `Stepper` or `Picker`, whose own views follow the label,
    /// and a title written in a toggle's label only while `labelled` is set.
    struct LabelWriters: View {
        let seen: Seen
        let which: Int
        @State var labelled = true
        @State private var n = 1
        @State private var pick = 0
        var body: some View {
            VStack {
                Text("Settings").preference(key: TitleKey.self, value: "Settings")
                switch which {
                case 0: Stepper(value: $n) { Text("Count").preference(key: TitleKey.self, value: "Stepper label") }
                case 1:
                    // In a form row, where a menu picker shows its label (§24.5).
                    Form {
                        Picker(selection: $pick) { Text("A").tag(0); Text("B").tag(1) } label: {
                            Text("Pick").preference(key: TitleKey.self, value: "Picker label")
                        }
                    }
                default:
                    Toggle(isOn: .constant(true)) {
                        Text("Push")
                        if labelled { Text("Mine").preference(key: TitleKey.self, value: "Label") }
                    }
                }
                Button("unlabel") { labelled = false }
            }
            .onPreferenceChange(TitleKey.self) { seen.title = $0 }
        }
    }

    // The control's own views after its label give no default (§1.3): the label's writer is the
    // last one in the fold.
    @Test func aWriterInAStepperOrPickerLabelIsNotOverwrittenByTheControl() {
        for (which, expected) in [(0, "Stepper label"), (1, "Picker label")] {
            let seen = Seen()
            let h = ViewHost(rootView: LabelWriters(seen: seen, which: which), size: CGSize(width: 390, height: 400))
            h.advance(frames: 2)
            expectEqual(seen.title, expected)
        }
    }

    // A writer that leaves a control's label leaves no default behind it: the title before the
    // control is read again.
    @Test func aWriterThatLeavesALabelLeavesTheTitleBeforeTheControl() {
        let seen = Seen()
        let h = ViewHost(rootView: LabelWriters(seen: seen, which: 2), size: CGSize(width: 390, height: 400))
        h.advance(frames: 2)
        expectEqual(seen.title, "Label")
        h.tap(onText: "unlabel")
        h.advance(frames: 2)
        expectEqual(seen.title, "Settings")
    }
}
