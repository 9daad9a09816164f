import Foundation
import Testing
@testable import PlaygroundUI

// Buttons and controls (docs/semantics.md §24): button styles, roles, disabled, Toggle, Stepper,
// Picker, Slider, Form.

// Controls built from `if`/`ForEach` inside (toggles, pickers) give every key its default
// (§1.3), so these readers keep the last non-default value.
private struct SizeKey: PreferenceKey {
    static let defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { let n = nextValue(); if n != .zero { value = n } }
}

private struct FrameKey: PreferenceKey {
    static let defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { let n = nextValue(); if n != .zero { value = n } }
}

extension View {
    /// Reports this view's size and window frame through preferences (the reader pattern).
    fileprivate func reportFrame() -> some View {
        background(GeometryReader { p in
            Color.clear.preference(key: SizeKey.self, value: p.size)
                .preference(key: FrameKey.self, value: p.frame(in: .global))
        })
    }
}

@MainActor
private final class Log {
    var pressed: [Bool] = []
    var fired = 0
    var editing: [Bool] = []
}

private struct RecordingStyle: ButtonStyle {
    let log: Log
    func makeBody(configuration: Configuration) -> some View {
        log.pressed.append(configuration.isPressed)
        return configuration.label
            .padding(10)
            .background(configuration.isPressed ? Color.gray : Color.blue)
    }
}

private struct TapTriggerStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(20).onTapGesture(count: 2) { configuration.trigger() }
    }
}

@MainActor private func shapes(_ host: ViewHost) -> [ShapeDrawing] {
    host.displayList.items.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
}
@MainActor private func texts(_ host: ViewHost) -> [TextDrawing] {
    host.displayList.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
}
private func center(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }

@MainActor
struct ButtonStyleTests {
    // §24.1: a ButtonStyle sees isPressed true while the pointer is down on the button, false after;
    // the button keeps its tap handling and fires once on release.
    @Test func configurationIsPressedFollowsThePress() {
        let log = Log()
        let host = ViewHost(rootView: Button("Go") { log.fired += 1 }.buttonStyle(RecordingStyle(log: log)),
                            size: CGSize(width: 200, height: 100))
        let p = center(host.frame(ofText: "Go")!)
        expectEqual(log.pressed.last, false)
        host.press(at: p); host.advance()
        expectEqual(log.pressed.last, true)
        host.release(at: p); host.advance()
        expectEqual(log.pressed.last, false)
        expectEqual(log.fired, 1)
        // The pressed background is drawn: gray while pressed.
        host.press(at: p); host.advance()
        #expect(shapes(host).contains { $0.paint == .fill(Color.gray.resolved) })
        host.release(at: CGPoint(x: 199, y: 99)); host.advance()   // released outside: no action
        expectEqual(log.fired, 1)
    }

    // §24.3: a disabled button does not fire and shows no pressed state.
    @Test func disabledDoesNotFire() {
        let log = Log()
        let host = ViewHost(rootView: Button("Go") { log.fired += 1 }.buttonStyle(RecordingStyle(log: log)).disabled(true),
                            size: CGSize(width: 200, height: 100))
        let p = center(host.frame(ofText: "Go")!)
        host.press(at: p); host.advance()
        #expect(log.pressed.allSatisfy { !$0 })
        host.release(at: p); host.advance()
        expectEqual(log.fired, 0)
    }

    // §24.1: a PrimitiveButtonStyle decides the interaction; trigger() runs the action.
    @Test func primitiveStyleTriggers() {
        let log = Log()
        let host = ViewHost(rootView: Button("Go") { log.fired += 1 }.buttonStyle(TapTriggerStyle()),
                            size: CGSize(width: 200, height: 100))
        let p = center(host.frame(ofText: "Go")!)
        host.tap(at: p); host.advance()
        #expect(log.fired == 0)   // one tap is not enough for this style
        host.tap(at: p); host.advance()
        expectEqual(log.fired, 1)
    }

    // §24.2: .borderedProminent fills with the tint; destructive makes it red; the text is white.
    @Test func borderedProminentDestructiveIsRed() {
        let host = ViewHost(rootView: Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent),
                            size: CGSize(width: 300, height: 100))
        host.advance()
        #expect(shapes(host).contains { $0.paint == .fill(Color.red.resolved) })
        expectEqual(texts(host).first { $0.string == "Delete" }?.color, Color.white.resolved)
    }

    // §24.1: the default (borderless) style tints the label; destructive draws it red.
    @Test func roleDestructiveDrawsRed() {
        let host = ViewHost(rootView: VStack { Button("Keep") {}; Button("Delete", role: .destructive) {} },
                            size: CGSize(width: 300, height: 200))
        expectEqual(texts(host).first { $0.string == "Keep" }?.color, Color.accentColor.resolved)
        expectEqual(texts(host).first { $0.string == "Delete" }?.color, Color.red.resolved)
    }

    // §24.2: .bordered pads the label by 12×7 at the regular size; controlSize(.large) by 20×14.
    @Test func borderedPaddingPerControlSize() {
        let label = CGSize(width: 50, height: 20)
        for (size, pad) in [(ControlSize.regular, CGSize(width: 12, height: 7)), (.large, CGSize(width: 20, height: 14))] {
            let host = ViewHost(rootView: Button {} label: { Color.clear.frame(width: 50, height: 20) }
                .buttonStyle(.bordered).controlSize(size).reportFrame(), size: CGSize(width: 300, height: 200))
            host.advance()
            #expect(host.preferenceValue(SizeKey.self) == CGSize(width: label.width + 2 * pad.width, height: label.height + 2 * pad.height))
        }
    }

    // The innermost .buttonStyle wins.
    @Test func innermostStyleWins() {
        let log = Log()
        let host = ViewHost(rootView: Button("Go") {}.buttonStyle(RecordingStyle(log: log)).buttonStyle(.bordered),
                            size: CGSize(width: 200, height: 100))
        host.advance()
        #expect(!log.pressed.isEmpty)
    }
}

@MainActor
struct ToggleTests {
    // §24.4: the switch is 51×31; tapping it flips isOn; the knob slides over.
    @Test func switchSizeAndTap() {
        let host = ViewHost(rootView: ToggleHost(labelsHidden: true), size: CGSize(width: 300, height: 100))
        host.advance()
        #expect(host.preferenceValue(SizeKey.self) == CGSize(width: 51, height: 31))
        let f = host.preferenceValue(FrameKey.self)
        host.tap(at: center(f)); host.advance(frames: 30)
        #expect(host.frame(ofText: "on") != nil)
        // On: a green capsule track.
        #expect(shapes(host).contains { $0.paint == .fill(Color.green.resolved) && $0.rect.size == CGSize(width: 51, height: 31) })
        host.tap(at: center(f)); host.advance(frames: 30)
        #expect(host.frame(ofText: "off") != nil)
    }

    // §24.4: with a label the toggle fills the width, label leading, switch trailing; tapping the
    // label does not toggle.
    @Test func labelLeadingSwitchTrailing() {
        let host = ViewHost(rootView: ToggleHost(labelsHidden: false), size: CGSize(width: 300, height: 100))
        host.advance()
        #expect(host.preferenceValue(SizeKey.self).width == 300)
        let label = host.frame(ofText: "Wi-Fi")!
        expectEqual(label.minX, 0)
        host.tap(at: center(label)); host.advance()
        #expect(host.frame(ofText: "off") != nil)
        host.tap(at: CGPoint(x: 300 - 25, y: label.midY)); host.advance()
        #expect(host.frame(ofText: "on") != nil)
    }

    // §24.3: a disabled toggle ignores taps.
    @Test func disabledToggleIgnoresTaps() {
        let host = ViewHost(rootView: ToggleHost(labelsHidden: true).disabled(true), size: CGSize(width: 300, height: 100))
        host.advance()
        host.tap(at: center(host.preferenceValue(FrameKey.self))); host.advance()
        #expect(host.frame(ofText: "off") != nil)
    }

    // §24.4: a custom ToggleStyle gets the label and the isOn binding.
    @Test func customToggleStyle() {
        struct CheckStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { configuration.isOn.toggle() } label: {
                    HStack { Text(configuration.isOn ? "[x]" : "[ ]"); configuration.label }
                }
            }
        }
        struct V: View {
            @State var on = false
            var body: some View { Toggle("Milk", isOn: $on).toggleStyle(CheckStyle()) }
        }
        let host = ViewHost(rootView: V(), size: CGSize(width: 300, height: 100))
        #expect(host.frame(ofText: "[ ]") != nil && host.frame(ofText: "Milk") != nil)
        host.tap(onText: "Milk"); host.advance()
        #expect(host.frame(ofText: "[x]") != nil)
    }

    // .toggleStyle(.button): tapping the label toggles.
    @Test func buttonToggleStyle() {
        struct V: View {
            @State var on = false
            var body: some View { VStack { Toggle("Bold", isOn: $on).toggleStyle(.button); Text(on ? "on" : "off") } }
        }
        let host = ViewHost(rootView: V(), size: CGSize(width: 300, height: 200))
        host.tap(onText: "Bold"); host.advance()
        #expect(host.frame(ofText: "on") != nil)
    }
}

private struct ToggleHost: View {
    let labelsHidden: Bool
    @State var on = false
    var body: some View {
        VStack {
            if labelsHidden {
                Toggle("Wi-Fi", isOn: $on).labelsHidden().reportFrame()
            } else {
                Toggle("Wi-Fi", isOn: $on).reportFrame()
            }
            Text(on ? "on" : "off")
        }
    }
}

@MainActor
struct StepperTests {
    private struct V: View {
        @State var n = 1
        var body: some View {
            VStack {
                Stepper("Count", value: $n, in: 0...2).labelsHidden().reportFrame()
                Text("n=\(n)")
            }
        }
    }

    // §24.6: the −/+ control is 94×32; + adds one up to the bound, − subtracts down to it.
    @Test func sizeAndBounds() {
        let host = ViewHost(rootView: V(), size: CGSize(width: 300, height: 200))
        host.advance()
        #expect(host.preferenceValue(SizeKey.self) == CGSize(width: 94, height: 32))
        let f = host.preferenceValue(FrameKey.self)
        let plus = CGPoint(x: f.maxX - 20, y: f.midY), minus = CGPoint(x: f.minX + 20, y: f.midY)
        host.tap(at: plus); host.advance()
        #expect(host.frame(ofText: "n=2") != nil)
        host.tap(at: plus); host.advance()
        #expect(host.frame(ofText: "n=2") != nil)   // at the upper bound: + is disabled
        host.tap(at: minus); host.advance(); host.tap(at: minus); host.advance(); host.tap(at: minus); host.advance()
        #expect(host.frame(ofText: "n=0") != nil)
    }

    // onIncrement / onDecrement form.
    @Test func incrementDecrementForm() {
        struct W: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Stepper("Size", onIncrement: { log.append("+") }, onDecrement: { log.append("-") }).frame(width: 200)
                    // The label-last form (iOS 13's current one; it did not compile).
                    Stepper(onIncrement: { log.append("p") }, onDecrement: nil) { Text("Trailing") }.frame(width: 200)
                    Text(log.joined())
                }
            }
        }
        let host = ViewHost(rootView: W(), size: CGSize(width: 200, height: 200))
        let row = host.frame(ofText: "Size")!
        host.tap(at: CGPoint(x: 200 - 10, y: row.midY)); host.advance()
        host.tap(at: CGPoint(x: 200 - 84, y: row.midY)); host.advance()
        #expect(host.frame(ofText: "+-") != nil)
        let trailing = host.frame(ofText: "Trailing")!
        host.tap(at: CGPoint(x: 200 - 10, y: trailing.midY)); host.advance()
        host.tap(at: CGPoint(x: 200 - 84, y: trailing.midY)); host.advance()   // decrement is nil: disabled
        #expect(host.frame(ofText: "+-p") != nil)
    }

    // §24.6: the `format:` initialisers (iOS 16) step a floating-point value; on iOS the stepper
    // shows only its label, the formatted value is its accessibility value.
    @Test func aFormattedStepperStepsAndDescribesItsValue() throws {
        struct W: View {
            @State var amount = 2.5
            var body: some View {
                VStack {
                    Stepper("Amount", value: $amount, in: 0...3, step: 0.5, format: .number).frame(width: 200)
                    Text("amount \(amount, specifier: "%.1f")")
                }
            }
        }
        let host = ViewHost(rootView: W(), size: CGSize(width: 200, height: 200))
        let row = try #require(host.frame(ofText: "Amount"))
        expectEqual(host.frame(ofText: "2.5"), nil)
        #expect(host.accessibilityElements.flatMap(\.flattened).contains { $0.value == "2.5" })
        host.tap(at: CGPoint(x: 200 - 10, y: row.midY)); host.advance()
        host.tap(at: CGPoint(x: 200 - 10, y: row.midY)); host.advance()
        #expect(host.frame(ofText: "amount 3.0") != nil)   // clamped to the range
        #expect(host.accessibilityElements.flatMap(\.flattened).contains { $0.value == "3" })
    }
}

@MainActor
struct PickerTests {
    private struct V: View {
        let segmented: Bool
        @State var flavor = "Vanilla"
        var body: some View {
            VStack {
                if segmented {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Vanilla", "Mint", "Mocha"], id: \.self) { Text($0).tag($0) }
                    }
                    .pickerStyle(.segmented).reportFrame()
                } else {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                        Text("Mocha").tag("Mocha")
                    }
                    .pickerStyle(.menu)
                }
                Spacer()
                Text("chose \(flavor)")
            }
        }
    }

    // §24.5: the segmented control is 32 pt high, fills the width, equal segments; tapping a
    // segment selects its tag.
    @Test func segmented() {
        let host = ViewHost(rootView: V(segmented: true), size: CGSize(width: 300, height: 200))
        host.advance()
        #expect(host.preferenceValue(SizeKey.self) == CGSize(width: 300, height: 32))
        let f = host.preferenceValue(FrameKey.self)
        host.tap(at: CGPoint(x: f.minX + 250, y: f.midY)); host.advance(frames: 20)
        #expect(host.frame(ofText: "chose Mocha") != nil)
        // The white thumb moved to the third segment.
        let thumb = shapes(host).first { $0.paint == .fill(Color.white.resolved) && $0.rect.height == 28 }
        #expect(thumb.map { abs($0.rect.minX - 202) < 0.5 } == true)
    }

    // §24.5: a ForEach's views without tags are tagged with their ids: `ForEach(0..<3)` offers
    // 0, 1, 2 for an Int selection (the picker used to show no segments at all).
    /// §24.5: options that are symbols show their symbols, not their tags; a tap still chooses.
    @Test func segmentsOfSymbols() {
        struct Theme: View {
            @State var light = true
            var body: some View {
                VStack {
                    Picker("Theme", selection: $light) {
                        Image(systemName: "sun.max").tag(true)
                        Image(systemName: "moon").tag(false)
                    }
                    .pickerStyle(.segmented)
                    Text(light ? "is light" : "is dark")
                }
                .frame(width: 200)
            }
        }
        let host = ViewHost(rootView: Theme(), size: CGSize(width: 300, height: 200))
        let strings = host.textDrawings.map(\.string)
        #expect(!strings.contains("true") && !strings.contains("false"), "\(strings)")
        let labelTop = host.frame(ofText: "is light")?.minY ?? 0
        #expect(labelTop > 20)
        host.tap(at: CGPoint(x: 150 + 50, y: labelTop - 20)); host.advance()
        #expect(host.frame(ofText: "is dark") != nil)
    }

    @Test func forEachViewsAreTaggedWithTheirIDs() {
        struct Untagged: View {
            @State var index = 1
            let names = ["One", "Two", "Three"]
            var body: some View {
                VStack {
                    Picker("Pick", selection: $index) { ForEach(0..<3) { i in Text(names[i]) } }.pickerStyle(.segmented)
                    Text("index \(index)")
                }
            }
        }
        let host = ViewHost(rootView: Untagged(), size: CGSize(width: 300, height: 200))
        host.advance()
        #expect(host.frame(ofText: "One") != nil && host.frame(ofText: "Three") != nil)
        #expect(host.tap(onText: "Three"))
        host.advance(frames: 20)
        #expect(host.frame(ofText: "index 2") != nil)
    }

    // §24.5: options written without `.tag` are still drawn, and none is selected (no thumb): the
    // published settings row `Picker("Scheme", selection: $scheme) { Text("Dark"); Text("Light") }`
    // drew an empty segmented control. A tap on one changes nothing.
    @Test func untaggedOptionsAreDrawnAndSelectNothing() {
        struct Scheme: View {
            @State var scheme = "Dark"
            var body: some View {
                VStack {
                    Picker("Scheme", selection: $scheme) {
                        Text("Dark")
                        Text("Light")
                        Divider()
                        Text("System")
                    }
                    .pickerStyle(.segmented)
                    Text("scheme \(scheme)")
                }
            }
        }
        let host = ViewHost(rootView: Scheme(), size: CGSize(width: 300, height: 200))
        host.advance()
        let dark = host.frame(ofText: "Dark"), light = host.frame(ofText: "Light"), system = host.frame(ofText: "System")
        #expect(dark != nil && light != nil && system != nil)
        if let dark, let light, let system {
            // Three equal segments (the divider is not one), in order.
            #expect(abs((light.midX - dark.midX) - (system.midX - light.midX)) < 0.5 && abs(light.midX - 150) < 0.5)
        }
        #expect(!shapes(host).contains { $0.paint == .fill(Color.white.resolved) && $0.rect.height == 28 })
        #expect(host.tap(onText: "Light"))
        host.advance(frames: 20)
        #expect(host.exists(text: "scheme Dark"))
    }

    // §24.5, §28.8: the menu picker shows the selection; tapping opens the options in the
    // presentation layer; choosing one closes it (after the menu's fade).
    @Test func menu() {
        let host = ViewHost(rootView: V(segmented: false), size: CGSize(width: 400, height: 400))
        host.advance()
        #expect(host.frame(ofText: "Flavor") == nil)   // outside a list: the button alone
        expectEqual(host.frame(ofText: "Mint"), nil)
        host.tap(onText: "Vanilla"); host.advance(seconds: 0.5)
        #expect(host.frame(ofText: "Mint") != nil)
        host.tap(onText: "Mint"); host.advance(seconds: 0.5)
        #expect(host.frame(ofText: "chose Mint") != nil)
        #expect(host.frame(ofText: "Mocha") == nil)   // closed
    }

    // §24.5: a menu picker on its own is only its button — the selection in the tint and the
    // chevrons, sized to fit and centred by its stack, no title (iOS 16 and later); in a form row
    // the title is leading and the button trailing.
    @Test func aMenuPickerShowsItsTitleOnlyInARow() {
        struct Alone: View {
            @State var s = "Harry"
            var body: some View {
                VStack {
                    Picker("Select your Student", selection: $s) {
                        ForEach(["Harry", "Hermione", "Ron"], id: \.self) { Text($0) }
                    }
                    .reportFrame()
                }
            }
        }
        let alone = ViewHost(rootView: Alone(), size: CGSize(width: 393, height: 400))
        expectEqual(alone.frame(ofText: "Select your Student"), nil)
        let value = alone.frame(ofText: "Harry")
        let picker = alone.preferenceValue(FrameKey.self)
        #expect(value != nil && picker.width < 100 && abs(picker.midX - 196.5) < 0.5, "\(picker)")
        expectEqual(alone.textDrawings.first { $0.string == "Harry" }?.color, Color.accentColor.resolved)
        struct InForm: View {
            @State var s = "Harry"
            var body: some View {
                Form {
                    Picker("Select your Student", selection: $s) {
                        ForEach(["Harry", "Hermione", "Ron"], id: \.self) { Text($0) }
                    }
                }
            }
        }
        let row = ViewHost(rootView: InForm(), size: CGSize(width: 393, height: 400))
        let title = row.frame(ofText: "Select your Student"), chosen = row.frame(ofText: "Harry")
        #expect(title != nil && chosen != nil)
        if let title, let chosen { #expect(title.minX < 60 && chosen.maxX > 300) }
    }
}

@MainActor
struct SliderTests {
    private struct V: View {
        var step: Double? = nil
        @State var value = 0.0
        let log: Log
        var body: some View {
            VStack {
                Group {
                    if let step {
                        Slider(value: $value, in: 0...100, step: step) { log.editing.append($0) }
                    } else {
                        Slider(value: $value, in: 0...100) { log.editing.append($0) }
                    }
                }
                .frame(width: 228).reportFrame()
                Text("v=\(Int(value.rounded()))")
            }
        }
    }

    // §24.7: dragging the thumb by half the usable width sets the middle value; onEditingChanged
    // is true at the start and false at the end.
    @Test func dragThumb() {
        let log = Log()
        let host = ViewHost(rootView: V(log: log), size: CGSize(width: 300, height: 200))
        host.advance()
        let f = host.preferenceValue(FrameKey.self)
        expectEqual(f.height, 28)
        let start = CGPoint(x: f.minX + 14, y: f.midY)
        host.press(at: start); host.advance()
        host.move(to: CGPoint(x: start.x + 50, y: start.y)); host.advance()
        host.move(to: CGPoint(x: start.x + 100, y: start.y)); host.advance()
        host.release(at: CGPoint(x: start.x + 100, y: start.y)); host.advance()
        #expect(host.frame(ofText: "v=50") != nil)
        expectEqual(log.editing, [true, false])
    }

    // §24.7: a press on the track jumps there; step snaps.
    @Test func tapOnTrackJumpsAndSnaps() {
        let log = Log()
        let host = ViewHost(rootView: V(step: 25, log: log), size: CGSize(width: 300, height: 200))
        host.advance()
        let f = host.preferenceValue(FrameKey.self)
        host.tap(at: CGPoint(x: f.minX + 14 + 140, y: f.midY)); host.advance()   // 70 % → 75
        #expect(host.frame(ofText: "v=75") != nil)
        host.tap(at: CGPoint(x: f.maxX - 2, y: f.midY)); host.advance()
        #expect(host.frame(ofText: "v=100") != nil)
    }

    // §24.7: iOS 13's forms, `onEditingChanged` before the value labels and the label, work as
    // the later ones: the value labels at the ends, the label not shown, steps snapping.
    @Test func iOS13Initialisers() {
        struct Old: View {
            @State var value = 0.0
            let log: Log
            var body: some View {
                VStack {
                    Slider(value: $value, in: 0...100, step: 25, onEditingChanged: { log.editing.append($0) },
                           minimumValueLabel: Text("lo"), maximumValueLabel: Text("hi")) { Text("Volume") }
                        .frame(width: 260)
                    Slider(value: $value, in: 0...100, onEditingChanged: { _ in }) { Text("Balance") }
                    Text("v=\(Int(value.rounded()))")
                }
            }
        }
        let log = Log()
        let host = ViewHost(rootView: Old(log: log), size: CGSize(width: 300, height: 200))
        host.advance()
        let lo = host.frame(ofText: "lo")!, hi = host.frame(ofText: "hi")!
        #expect(lo.minX == 20 && hi.maxX == 280)
        #expect(host.frame(ofText: "Volume") == nil && host.frame(ofText: "Balance") == nil)
        // 70 % along the track between the labels snaps to 75.
        let trackStart = lo.maxX + 8, trackEnd = hi.minX - 8
        host.press(at: CGPoint(x: trackStart + 14 + 0.7 * (trackEnd - trackStart - 28), y: lo.midY)); host.advance()
        host.release(at: CGPoint(x: trackStart + 14 + 0.7 * (trackEnd - trackStart - 28), y: lo.midY)); host.advance()
        #expect(host.frame(ofText: "v=75") != nil)
        expectEqual(log.editing, [true, false])
    }
}

@MainActor
struct FormTests {
    // §24.8: LabeledContent puts the value trailing; Form is a grouped list.
    @Test func labeledContentTrailing() {
        let host = ViewHost(rootView: LabeledContent("Version", value: "1.0").frame(width: 300), size: CGSize(width: 300, height: 100))
        host.advance()
        let v = host.frame(ofText: "1.0")!, l = host.frame(ofText: "Version")!
        #expect(l.minX == 0 && v.maxX == 300)
        expectEqual(texts(host).first { $0.string == "1.0" }?.color, Color.secondary.resolved)
    }

    @Test func formShowsSections() {
        struct V: View {
            @State var on = true
            var body: some View {
                Form {
                    Section("General") { Toggle("Sounds", isOn: $on) }
                }
            }
        }
        let host = ViewHost(rootView: V(), size: CGSize(width: 390, height: 400))
        host.advance()
        #expect(host.frame(ofText: "Sounds") != nil)
        #expect(shapes(host).contains { $0.paint == .fill(Color.green.resolved) })
    }
}
