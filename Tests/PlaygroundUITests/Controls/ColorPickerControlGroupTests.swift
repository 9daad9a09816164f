import Foundation
import Testing
@testable import PlaygroundUI

/// ColorPicker and ControlGroup (docs/semantics.md §24.10, §24.11).
@MainActor
struct ColorPickerControlGroupTests {
    final class Log { var actions: [String] = []; var color: Color? }

    struct PickerHost: View {
        let log: Log
        var supportsOpacity = true
        @State var color = Color.blue
        var body: some View {
            VStack {
                ColorPicker("Tint", selection: $color, supportsOpacity: supportsOpacity)
                Text("picked").foregroundStyle(color)
                Spacer()
            }
            .padding()
            .onChange(of: color) { _, new in log.color = new }
        }
    }

    let size = CGSize(width: 390, height: 844)

    func shapes(_ h: ViewHost) -> [ShapeDrawing] {
        h.displayList.items.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
    }

    // §24.10: the label leading, the well trailing: a 28 pt circle, the colour inset inside a
    // spectrum ring; tapping the well presents the picker sheet.
    @Test func colorPickerRowAndWell() throws {
        let log = Log()
        let h = ViewHost(rootView: PickerHost(log: log), size: size)
        h.printsWarnings = false
        let title = try #require(h.frame(ofText: "Tint"))
        expectEqual(title.minX, 16)
        let blue = Color.blue.resolved
        let disc = try #require(shapes(h).first { $0.outline == .ellipse && $0.paint == .fill(blue) })
        #expect(abs(disc.rect.width - (28 - 2 * 5)) < 0.01)
        #expect(abs(disc.rect.midX - (390 - 16 - 14)) < 0.5)
        #expect(abs(disc.rect.midY - title.midY) < 1)
        #expect(shapes(h).contains { $0.gradient != nil && $0.rect.width > 24 && $0.rect.width <= 28 })   // the ring
        expectEqual(h.frame(ofText: "Colors"), nil)
        h.tap(at: CGPoint(x: disc.rect.midX, y: disc.rect.midY))
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "Colors") != nil)
        for t in ["Hue", "Saturation", "Brightness", "Opacity"] { #expect(h.frame(ofText: t) != nil, "\(t)") }
    }

    // §24.10: a swatch tap writes the binding at once; the well shows it; the sliders write live
    // while dragging; without `supportsOpacity` there is no opacity slider.
    @Test func swatchesAndSlidersWriteTheSelectionLive() throws {
        let log = Log()
        let h = ViewHost(rootView: PickerHost(log: log, supportsOpacity: false), size: size)
        h.printsWarnings = false
        let well = try #require(shapes(h).first { $0.outline == .ellipse && $0.paint == .fill(Color.blue.resolved) })
        h.tap(at: CGPoint(x: well.rect.midX, y: well.rect.midY))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "Opacity"), nil)
        let target = ColorGrid.swatch(row: 5, column: 8).color
        let swatch = try #require(shapes(h).first { $0.outline == .rectangle && $0.paint == .fill(target.resolved) })
        h.tap(at: CGPoint(x: swatch.rect.midX, y: swatch.rect.midY))
        h.advance()
        expectEqual(log.color?.resolved, target.resolved)
        // Brightness: press near the track's start and drag; the value is written before release.
        let label = try #require(h.frame(ofText: "Brightness"))
        let y = label.maxY + 2 + 14
        h.press(at: CGPoint(x: 40, y: y))
        h.move(to: CGPoint(x: 60, y: y))
        h.advance()
        let dragged = try #require(log.color)
        #expect(_HSBA(dragged).brightness < 0.2)
        #expect(abs(_HSBA(dragged).hue - ColorGrid.swatch(row: 5, column: 8).hue) < 0.01)
        expectEqual(dragged.resolved.opacity, 1)
        h.release(at: CGPoint(x: 60, y: y))
        // The well behind the sheet shows the new colour.
        h.advance()
        #expect(shapes(h).contains { $0.outline == .ellipse && $0.paint == .fill(dragged.resolved) })
    }

    // §24.10: without `supportsOpacity` the well shows a translucent selection opaque.
    @Test func wellIgnoresOpacityWithoutSupportsOpacity() {
        struct V: View {
            @State var c = Color.red.opacity(0.3)
            var body: some View { ColorPicker("C", selection: $c, supportsOpacity: false).padding() }
        }
        let h = ViewHost(rootView: V(), size: size)
        h.printsWarnings = false
        #expect(shapes(h).contains { $0.outline == .ellipse && $0.paint == .fill(Color.red.resolved) })
    }

    // §24.10: colour components round-trip through hue, saturation and brightness; the grid's
    // first row is greys from white to black.
    @Test func hsbConversionAndGrid() {
        let c = Color(hue: 0.6, saturation: 0.5, brightness: 0.8, opacity: 0.4)
        let v = _HSBA(c)
        #expect(abs(v.hue - 0.6) < 1e-9 && abs(v.saturation - 0.5) < 1e-9 && abs(v.brightness - 0.8) < 1e-9 && v.opacity == 0.4)
        expectEqual(ColorGrid.swatch(row: 0, column: 0).color.resolved, Color.white.resolved)
        expectEqual(ColorGrid.swatch(row: 0, column: 11).color.resolved, Color.black.resolved)
        expectEqual(ColorGrid.swatch(row: 5, column: 0).saturation, 1)
    }

    struct GroupHost: View {
        let log: Log
        var body: some View {
            VStack(spacing: 20) {
                ControlGroup {
                    Button("Bold") { log.actions.append("bold") }
                    Button("Italic") { log.actions.append("italic") }
                    Button("Under") { log.actions.append("under") }
                }
                .frame(width: 300)
                ControlGroup {
                    Button("Share", systemImage: "square.and.arrow.up") { log.actions.append("share") }
                    Button("Delete", systemImage: "trash", role: .destructive) { log.actions.append("delete") }
                }
                .frame(width: 120)
                ControlGroup("Format") {
                    Button("Left") { log.actions.append("left") }
                    Button("Right") { log.actions.append("right") }
                }
                .controlGroupStyle(.menu)
                Spacer()
            }
            .padding(.top, 40)
        }
    }

    // §24.11: the buttons side by side in one capsule on the tertiary fill, equal widths, hairline
    // separators between; each segment runs its button's action.
    @Test func controlGroupDrawsACapsuleOfEqualSegments() throws {
        let log = Log()
        let h = ViewHost(rootView: GroupHost(log: log), size: size)
        h.printsWarnings = false
        let bold = try #require(h.frame(ofText: "Bold")), italic = try #require(h.frame(ofText: "Italic")), under = try #require(h.frame(ofText: "Under"))
        let left = (390 - 300) / 2.0
        #expect(abs(bold.midX - (left + 50)) < 0.5)
        #expect(abs(italic.midX - (left + 150)) < 0.5)
        #expect(abs(under.midX - (left + 250)) < 0.5)
        let capsule = try #require(shapes(h).first { $0.paint == .fill(Color(.tertiarySystemFill).resolved) && abs($0.rect.width - 300) < 0.5 })
        expectEqual(capsule.rect.height, 34)
        expectEqual(capsule.outline, .capsule(style: .continuous))
        let separators = shapes(h).filter { $0.outline == .rectangle && abs($0.rect.width - 1.0 / 3) < 0.01 && $0.rect.height == 18 }
        #expect(separators.count == 2 + 1)          // two in the first group, one in the second
        h.tap(onText: "Italic"); h.advance()
        h.tap(at: CGPoint(x: left + 280, y: capsule.rect.midY)); h.advance()   // off the text, inside the segment
        expectEqual(log.actions, ["italic", "under"])
        // Buttons with symbols show the symbol only.
        expectEqual(h.frame(ofText: "Share"), nil)
        expectEqual(h.frame(ofText: "Delete"), nil)
    }

    // §24.11: `.menu` shows the label as a menu button; the buttons are its rows.
    @Test func menuStyleOpensTheButtonsAsAMenu() throws {
        let log = Log()
        let h = ViewHost(rootView: GroupHost(log: log), size: size)
        h.printsWarnings = false
        expectEqual(h.frame(ofText: "Left"), nil)
        #expect(h.tap(onText: "Format"))
        h.advance(seconds: 1)
        #expect(h.tap(onText: "Right"))
        h.advance(seconds: 1)
        expectEqual(log.actions, ["right"])
        expectEqual(h.frame(ofText: "Left"), nil)
    }

    // §24.11: in a navigation bar the group is compact: each symbol segment 44 pt wide.
    @Test func controlGroupInANavigationBarIsCompact() throws {
        struct V: View {
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Title")
                        .toolbar {
                            ToolbarItem {
                                ControlGroup {
                                    Button(action: {}) { Image(systemName: "plus") }
                                    Button(action: {}) { Image(systemName: "gearshape.fill") }
                                }
                                .controlGroupStyle(.navigation)
                            }
                        }
                }
            }
        }
        let h = ViewHost(rootView: V(), size: size)
        h.printsWarnings = false
        let capsule = try #require(shapes(h).first { $0.paint == .fill(Color(.tertiarySystemFill).resolved) && $0.rect.height == 34 })
        #expect(abs(capsule.rect.width - (44 + 1.0 / 3 + 44)) < 0.5)
        #expect(abs(capsule.rect.maxX - (390 - 16)) < 1)
    }

    struct CardStyle: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 12) { configuration.content }
                .padding(8)
                .background(.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
        }
    }

    // §24.11: a custom style receives the controls as written; inside a Menu a group's buttons
    // make one row of the menu (iOS 16: side by side, equally wide, above the other rows; they
    // were rows of their own), and the menu's rows keep the system font whatever font the
    // menu's button was given.
    @Test func customStyleAndGroupInsideAMenu() throws {
        let log = Log()
        struct V: View {
            let log: Log
            var body: some View {
                VStack {
                    ControlGroup {
                        Button("One") { log.actions.append("one") }
                        Button("Two") { log.actions.append("two") }
                    }
                    .controlGroupStyle(CardStyle())
                    Menu("More") {
                        ControlGroup {
                            Button("Copy") { log.actions.append("copy") }
                            Button("Paste") { log.actions.append("paste") }
                        }
                        Button("Other") { log.actions.append("other") }
                    }
                    .font(.largeTitle)
                    Spacer()
                }
                .padding(.top, 40)
            }
        }
        let h = ViewHost(rootView: V(log: log), size: size)
        h.printsWarnings = false
        let one = try #require(h.frame(ofText: "One")), two = try #require(h.frame(ofText: "Two"))
        #expect(abs(two.minX - one.maxX - 12) < 0.5)   // the style's HStack spacing
        h.tap(onText: "Two"); h.advance()
        h.tap(onText: "More"); h.advance(seconds: 1)
        let copy = try #require(h.frame(ofText: "Copy")), paste = try #require(h.frame(ofText: "Paste"))
        let other = try #require(h.frame(ofText: "Other"))
        #expect(abs(copy.midY - paste.midY) < 0.5 && paste.minX > copy.maxX, "side by side")
        #expect(abs((paste.midX - copy.midX) - 125) < 0.5, "two equal halves of the 250-pt menu")
        #expect(other.minY > copy.maxY)
        #expect(h.textDrawings.first { $0.string == "Other" }?.font.size == 17, "the system menu font, not the button's")
        expectEqual(h.textDrawings.first { $0.string == "More" }?.font.size, 34)
        h.tap(onText: "Paste"); h.advance(seconds: 1)
        expectEqual(log.actions, ["two", "paste"])
    }
}
