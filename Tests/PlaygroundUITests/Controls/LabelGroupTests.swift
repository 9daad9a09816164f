import Foundation
import Testing
@testable import PlaygroundUI

// A control's label of several views (docs/semantics.md §24.4, iOS 16): a title over a subtitle
// in the subheadline font and the secondary style, further views in the footnote font; and a
// toggle of several sources.

@MainActor
@Suite struct LabelGroupTests {
    private func host<V: View>(_ v: V) -> ViewHost {
        let h = ViewHost(rootView: Form { v }, size: CGSize(width: 390, height: 400))
        h.printsWarnings = false
        return h
    }

    @Test func aToggleWithTwoTextsIsATitleOverASubtitle() throws {
        struct Row: View {
            @State var on = true
            var body: some View {
                Toggle(isOn: $on) {
                    Text("Wi-Fi")
                    Text("Connected to Home")
                    Text("Third")
                    Text("Fourth")
                }
            }
        }
        let h = host(Row())
        let title = try #require(h.textDrawings.first { $0.string == "Wi-Fi" })
        let subtitle = try #require(h.textDrawings.first { $0.string == "Connected to Home" })
        #expect(subtitle.rect.minY >= title.rect.maxY - 1, "below the title: \(title.rect) \(subtitle.rect)")
        #expect(abs(subtitle.rect.minX - title.rect.minX) < 1.5, "at the same leading edge")
        #expect(title.font == .body && title.color == Color.primary.resolved)
        expectEqual(subtitle.font, .subheadline)
        // iOS's secondary and tertiary label colours (60, 60, 67 at 60 % and 30 %; they were the
        // label's black at those opacities).
        #expect(subtitle.color == UIColor.secondaryLabel.color.resolved, "secondary: \(subtitle.color)")
        expectEqual(h.textDrawings.first { $0.string == "Third" }?.font, .footnote)
        expectEqual(h.textDrawings.first { $0.string == "Fourth" }?.color, UIColor.tertiaryLabel.color.resolved)
        // The switch is still at the trailing edge (51 × 31), centred on the two lines.
        let track = try #require(h.shapeDrawings.first { $0.rect.size == CGSize(width: 51, height: 31) })
        #expect(track.rect.maxX > 340 && track.rect.midY > title.rect.maxY && track.rect.midY < subtitle.rect.maxY + 40,
                "\(track.rect)")
    }

    /// A disabled toggle's label is grey, its subtitle a fainter grey; enabled, the label keeps
    /// the program's foreground style (white stays white).
    @Test func aDisabledToggleGreysItsLabel() throws {
        let h = host(VStack {
            Toggle(isOn: .constant(true)) { Text("Locked"); Text("Managed") }.disabled(true)
            Toggle("White", isOn: .constant(false)).foregroundStyle(.white)
        })
        let title = try #require(h.textDrawings.first { $0.string == "Locked" })
        let subtitle = try #require(h.textDrawings.first { $0.string == "Managed" })
        expectEqual(title.color, ButtonMetrics.disabledLabel.resolved)
        #expect(subtitle.color.red == title.color.red && subtitle.color.opacity < title.color.opacity)
        expectEqual(h.textDrawings.first { $0.string == "White" }?.color, Color.white.resolved)
    }

    @Test func labeledContentAndAPickerToo() throws {
        struct Rows: View {
            @State var choice = 1
            var body: some View {
                LabeledContent {
                    Text("17.2")
                } label: {
                    Text("Version")
                    Text("Build 21C62")
                }
                Picker(selection: $choice) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                } label: {
                    Text("Count")
                    Text("How many")
                }
            }
        }
        let h = host(Rows())
        for (title, subtitle) in [("Version", "Build 21C62"), ("Count", "How many")] {
            let t = try #require(h.textDrawings.first { $0.string == title })
            let s = try #require(h.textDrawings.first { $0.string == subtitle })
            #expect(s.rect.minY >= t.rect.maxY - 1 && abs(s.rect.minX - t.rect.minX) < 1.5, "\(title): \(t.rect) \(s.rect)")
            expectEqual(s.font, .subheadline)
        }
    }

    /// What the program wrote wins: a label of one `VStack` is drawn as it is, and a text's own
    /// font and colour stay.
    @Test func theProgramsOwnLayoutAndFontsStay() throws {
        struct Rows: View {
            @State var on = false
            var body: some View {
                Toggle(isOn: $on) {
                    HStack { Text("Left"); Text("Right") }
                }
                Toggle(isOn: $on) {
                    Text("Mine")
                    Text("Big red").font(.title).foregroundColor(.red)
                }
            }
        }
        let h = host(Rows())
        let left = try #require(h.frame(ofText: "Left")), right = try #require(h.frame(ofText: "Right"))
        #expect(abs(left.midY - right.midY) < 0.5 && right.minX > left.maxX, "one HStack: side by side")
        let big = try #require(h.textDrawings.first { $0.string == "Big red" })
        #expect(big.font == .title && big.color == Color.red.resolved)
        expectEqual(h.textDrawings.first { $0.string == "Right" }?.font, .body)
    }

    /// §24.4: `Toggle(sources:isOn:)` (iOS 16) is on when every source is on; some on and some
    /// off is mixed (`configuration.isMixed`), which the switch shows off; turning it on sets
    /// every source.
    @Test func aToggleOfSeveralSourcesSetsThemAll() throws {
        struct Alarm { var name: String; var isOn: Bool }
        struct Mixed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button { configuration.isOn.toggle() } label: {
                    Text(configuration.isMixed ? "mixed" : configuration.isOn ? "all on" : "all off")
                }
            }
        }
        struct Alarms: View {
            @State var alarms = [Alarm(name: "a", isOn: true), Alarm(name: "b", isOn: false)]
            var body: some View {
                VStack {
                    Toggle("Every alarm", sources: $alarms, isOn: \.isOn).toggleStyle(Mixed())
                    Text("on \(alarms.filter(\.isOn).count)")
                }
            }
        }
        let h = ViewHost(rootView: Alarms(), size: CGSize(width: 390, height: 300))
        #expect(h.exists(text: "mixed") && h.exists(text: "on 1"))
        #expect(h.tap(onText: "mixed")); h.advance()
        #expect(h.exists(text: "all on") && h.exists(text: "on 2"), "a mixed toggle turns every source on")
        #expect(h.tap(onText: "all on")); h.advance()
        #expect(h.exists(text: "all off") && h.exists(text: "on 0"))
    }
}
