import Foundation
import Testing
@testable import PlaygroundUI

// A text rebuilt by its parent compares itself with the text its node last built, bit by bit
// first (`Text.isIdentical`, node-model step 73; docs/engine.md, "A text compares its runs where
// they are kept"): the same string bits, font bytes, style box and array of joined runs mean the
// same text, and anything else falls back to `==`. Nothing a user sees may change: every field a
// text can differ in must still reach the drawing, and a text made apart but equal must not be
// measured again.

@MainActor
private enum Shown {
    static var text = Text("")
}

/// Shows `Shown.text`, read at each evaluation (a forced rebuild evaluates every body).
/// A style of the user's that reads `isEnabled`: green enabled, gray disabled.
private struct EnabledTint: ShapeStyle {
    func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        .color((environment.isEnabled ? Color.green : Color.gray).resolved)
    }
}

private struct ShowsText: View {
    var body: some View { Shown.text }
}

@MainActor
@Suite struct TextIdentityTests {
    private let size = CGSize(width: 400, height: 100)

    @Test func theFieldOffsetsAreTheCompilersOwn() {
        #expect([Text.BitLayout.string, Text.BitLayout.font, Text.BitLayout.styleBox, Text.BitLayout.tail]
                == Text.BitLayout.reported)
    }

    @Test func identicalBitsMeanEqualTextsAndOtherBitsSayNothing() {
        func identical(_ a: Text, _ b: Text) -> Bool {
            var kept = a
            return withUnsafePointer(to: &kept) { Text.isIdentical($0, b) }
        }
        let long = String(repeating: "preference ", count: 4)   // not a small string: it has storage
        let t = Text(long).font(.title).bold() + Text("!")
        let copy = t
        #expect(identical(t, copy))
        // Made apart: equal, but other storage, another style box and another array.
        let apart = Text(String(repeating: "preference ", count: 4)).font(.title).bold() + Text("!")
        expectEqual(apart, t)
        #expect(!identical(t, apart))
        // Small strings are their bits: made apart they are identical.
        #expect(identical(Text("Sun").font(.body), Text("Sun").font(.body)))
        // One field apart each: not identical, and not equal.
        let base = Text("Sun").font(.body)
        for other in [Text("Sum").font(.body), Text("Sun").font(.title), Text("Sun"), Text("Sun").font(.body).italic(),
                      Text("Sun").font(.body) + Text("s"), Text("Sun").font(.body).foregroundColor(.red)] {
            #expect(!identical(base, other))
            #expect(other != base)
        }
    }

    @Test func aStyleOfPlainDataMadeApartIsTheSameStyle() {
        // `foregroundStyle` boxes its style; a style that is plain data is compared by its type
        // and bytes (`Text.StyleBox.key`), so a text rebuilt with it is the text it was.
        expectEqual(Text("Sun").foregroundStyle(.secondary), Text("Sun").foregroundStyle(.secondary))
        expectEqual(Text("Sun").foregroundStyle(Color.red), Text("Sun").foregroundStyle(Color.red))
        #expect(Text("Sun").foregroundStyle(.secondary) != Text("Sun").foregroundStyle(.tertiary))
        #expect(Text("Sun").foregroundStyle(Color.red) != Text("Sun").foregroundStyle(Color.blue))
        // The same bytes as another type of style are another style (`.primary` is level 0, as
        // a `Color` of nothing is not).
        #expect(Text("Sun").foregroundStyle(.primary) != Text("Sun").foregroundStyle(.foreground))
        // A style that holds references is its box alone: made apart, not the same; so is a
        // style of the user's, which may read any environment value.
        #expect(Text("Sun").foregroundStyle(AnyShapeStyle(Color.red)) != Text("Sun").foregroundStyle(AnyShapeStyle(Color.red)))
        #expect(Text("Sun").foregroundStyle(EnabledTint()) != Text("Sun").foregroundStyle(EnabledTint()))
        // And each reaches the drawing of a forced rebuild.
        let host = ViewHost(rootView: ShowsText(), size: size)
        for (style, colour) in [(AnyShapeStyle(Color.red), Color.red), (AnyShapeStyle(Color.blue), Color.blue)] {
            Shown.text = Text("Sun").foregroundStyle(style)
            host.invalidate(); host.advance()
            let drawn = host.displayList.items.compactMap { if case .text(let t) = $0 { return t.color }; return nil }
            expectEqual(drawn, [colour.resolved])
        }
        for colour in [Color.green, Color.orange, Color.green] {
            Shown.text = Text("Sun").foregroundStyle(colour)
            host.invalidate(); host.advance()
            let drawn = host.displayList.items.compactMap { if case .text(let t) = $0 { return t.color }; return nil }
            expectEqual(drawn, [colour.resolved])
        }
    }

    @Test func anEqualStyledTextIsResolvedAgainInAnotherEnvironment() {
        // The same `.secondary` text, equal to the last one, under another outer style, another
        // colour scheme, and (a style of the user's) another `isEnabled`: each draws what a fresh
        // host draws.
        let steps: [() -> AnyView] = [
            { AnyView(VStack { Text("Sun").foregroundStyle(.secondary) }.foregroundStyle(.red)) },
            { AnyView(VStack { Text("Sun").foregroundStyle(.secondary) }.foregroundStyle(.blue)) },
            { AnyView(VStack { Text("Sun").foregroundStyle(EnabledTint()) }) },
            { AnyView(VStack { Text("Sun").foregroundStyle(EnabledTint()) }.disabled(true)) },
        ]
        let host = ViewHost(rootView: ShowsMadeView(), size: size)
        var colours: [ResolvedColor] = []
        for (i, make) in steps.enumerated() {
            MadeView.make = make
            host.invalidate(); host.advance()
            let fresh = ViewHost(rootView: ShowsMadeView(), size: size)
            #expect(host.displayList == fresh.displayList, "step \(i)")
            colours += host.displayList.items.compactMap { if case .text(let t) = $0 { return t.color }; return nil }
        }
        #expect(colours.count == 4 && colours[0] != colours[1] && colours[2] != colours[3])
        MadeView.make = steps[0]
        host.invalidate(); host.advance()
        host.colorScheme = .dark
        host.advance()
        let dark = ViewHost(rootView: ShowsMadeView(), size: size)
        dark.colorScheme = .dark
        dark.advance()
        expectEqual(host.displayList, dark.displayList)
    }

    @Test func everyChangeOfATextReachesItsDrawingAndAnEqualOneIsNotMeasuredAgain() {
        let long = String(repeating: "preference ", count: 3)
        Shown.text = Text(long)
        let host = ViewHost(rootView: ShowsText(), size: size)
        // Each made anew at every call: a long string's storage, a style box and a joined run's
        // array are other objects each time.
        let texts: [() -> Text] = [
            { Text(long + "x") },                                   // another string
            { Text("Sun") }, { Text("Sum") },                       // small strings, one letter apart
            { Text("Sum").font(.title) }, { Text("Sum").font(.title2) },
            { Text("Sum").font(.title2).bold() },                   // a style box
            { Text("Sum").font(.title2).italic() },                 // another style box
            { Text("Sum").font(.title2).italic().foregroundColor(.red) },
            { Text("Sum").font(.title2).italic().foregroundColor(.blue) },
            { Text("Sum").font(.title2) + Text("s").bold() },       // a joined run
            { Text("Sum").font(.title2) + Text("s").italic() },
            { Text(String(repeating: "preference ", count: 3)) },   // back to the first
        ]
        for (i, make) in texts.enumerated() {
            Shown.text = make()
            host.invalidate(); host.advance()
            let fresh = ViewHost(rootView: ShowsText(), size: size)
            #expect(!fresh.textDrawings.isEmpty)
            #expect(host.textDrawings == fresh.textDrawings, "text \(i)")
            // Rebuilt with an equal text made apart (bit for bit another one where it holds
            // storage) and then with the very same one: nothing is measured, the drawing stays.
            let measured = host.counters.textMeasurements
            Shown.text = make()
            host.invalidate(); host.advance()
            host.invalidate(); host.advance()
            #expect(host.counters.textMeasurements == measured, "text \(i)")
            #expect(host.textDrawings == fresh.textDrawings, "text \(i)")
        }
    }
}
