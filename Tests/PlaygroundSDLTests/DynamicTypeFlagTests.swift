import Foundation
import Testing
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `--dynamic-type SIZE` (docs/semantics.md §21.2): the window's text size, given to every
/// scene's host; text styles follow it (body is 16 pt at `.medium`, SwiftUI's HIG table).
@MainActor
struct DynamicTypeFlagTests {
    @Test func theFlagParsesAndEveryHostGetsTheSize() throws {
        let o = try LiveViewArguments.parse(["--dynamic-type", "medium"])
        #expect(o.dynamicTypeSize == .medium)
        #expect(try LiveViewArguments.parse([]).dynamicTypeSize == .large)
        #expect(try LiveViewArguments.parse(["--dynamic-type", "Accessibility3"]).dynamicTypeSize == .accessibility3)
        let scenes = [LiveScene(name: "a") { AnyView(Text("a")) }, LiveScene(name: "b") { AnyView(Text("b").font(.title)) }]
        let session = LiveSession(scenes: scenes, size: CGSize(width: 100, height: 200), options: o, textMeasurer: FixedWidthTextMeasurer())
        #expect(session.host.textDrawings.first?.font.size == 16)
        session.key("right")
        #expect(session.host.dynamicTypeSize == .medium && session.host.textDrawings.first?.font.size == 27)
    }

    @Test func aWrongSizeIsOneLineNamingTheFlag() {
        #expect {
            try LiveViewArguments.parse(["--dynamic-type", "huge"])
        } throws: { error in
            "\(error)".contains("--dynamic-type 'huge': expected xSmall, small, medium, large") && !"\(error)".contains("\n")
        }
    }

    /// A view's own `.dynamicTypeSize` still wins over the window's.
    @Test func aViewsOwnSizeOverridesTheWindows() {
        let host = ViewHost(rootView: Text("a").dynamicTypeSize(.xLarge), size: CGSize(width: 100, height: 100)) { $0.dynamicTypeSize = .small }
        #expect(host.textDrawings.first?.font.size == 19)
        host.dynamicTypeSize = .accessibility1
        host.advance()
        #expect(host.textDrawings.first?.font.size == 19)
        let plain = ViewHost(rootView: Text("a"), size: CGSize(width: 100, height: 100)) { $0.dynamicTypeSize = .small }
        #expect(plain.textDrawings.first?.font.size == 15)
        plain.dynamicTypeSize = .accessibility1
        plain.advance()
        #expect(plain.textDrawings.first?.font.size == 28)
    }

    /// Size classes the host imposes (a device's, in a snapshot) win over the window's size.
    @Test func hostSizeClassesOverrideTheWindowSize() {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) var h
            @Environment(\.verticalSizeClass) var v
            var body: some View { Text("\(h == .regular ? "R" : "C")\(v == .regular ? "R" : "C")") }
        }
        let host = ViewHost(rootView: Probe(), size: CGSize(width: 844, height: 390))
        #expect(host.textDrawings.first?.string == "RC")
        host.horizontalSizeClass = .compact
        host.advance()
        #expect(host.textDrawings.first?.string == "CC")
        host.verticalSizeClass = .regular
        host.horizontalSizeClass = nil
        host.advance()
        #expect(host.textDrawings.first?.string == "RR")
    }
}

private extension ViewHost {
    var textDrawings: [TextDrawing] {
        displayList.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }
}
