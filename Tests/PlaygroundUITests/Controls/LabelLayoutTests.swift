import Foundation
import Testing
@testable import PlaygroundUI

// iOS 26's `labelIconToTitleSpacing(_:)` and `labelReservedIconWidth(_:)` (docs/semantics.md
// §20.3).

@MainActor
@Suite struct LabelLayoutTests {
    private func host<V: View>(_ v: V) -> ViewHost { ViewHost(rootView: v, size: CGSize(width: 300, height: 300)) }

    @Test func theSpacingBetweenIconAndTitleIsTheOneSet() throws {
        // Apple: the modifier sets the icon-to-title spacing of labels shown side by side.
        let plain = host(Label("Inbox", systemImage: "tray"))
        let spaced = host(Label("Inbox", systemImage: "tray").labelIconToTitleSpacing(20))
        let a = try #require(plain.frame(ofText: "Inbox")), b = try #require(spaced.frame(ofText: "Inbox"))
        // 12 more between them: the pair is 12 wider, centred, so the title moves 6 right.
        #expect(abs((b.minX - a.minX) - 6) < 0.01)
    }

    @Test func aReservedIconWidthLinesTheTitlesUp() throws {
        // Apple: the width reserved for icons in labels; the titles of labels with narrow and wide
        // icons then start at the same place.
        func labels() -> some View {
            VStack(alignment: .leading) {
                Label { Text("Narrow") } icon: { Color.red.frame(width: 10, height: 10) }
                Label { Text("Wide") } icon: { Color.blue.frame(width: 30, height: 10) }
            }
        }
        let h = host(labels().labelReservedIconWidth(40))
        let narrow = try #require(h.frame(ofText: "Narrow")), wide = try #require(h.frame(ofText: "Wide"))
        #expect(abs(narrow.minX - wide.minX) < 0.01)
        // Each icon centred in the 40 pt, 8 pt before its title.
        let red = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) })
        #expect(abs(red.rect.midX - (narrow.minX - 8 - 20)) < 0.01)
        let env = EnvironmentValues()
        #expect(env.labelReservedIconWidth == nil && env.labelIconToTitleSpacing == nil)
        // Without it they do not.
        let loose = host(labels())
        expectEqual(abs((loose.frame(ofText: "Narrow")?.minX ?? 0) - (loose.frame(ofText: "Wide")?.minX ?? 0)), 20)
    }
}
