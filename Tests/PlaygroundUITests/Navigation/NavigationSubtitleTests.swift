import Foundation
import Testing
@testable import PlaygroundUI

// iOS 26's `navigationSubtitle` and the title placements (docs/semantics.md §27.4): a line under
// the inline title, and under the large title in a band the bar grows by; `.title`, `.subtitle`,
// `.largeTitle` and `.largeSubtitle` toolbar items shown instead of the texts.

@MainActor
@Suite struct NavigationSubtitleTests {
    private func phone<V: View>(_ view: V) -> ViewHost { .phone(view) }

    private struct Screen: View {
        var subtitle: String?
        var inline = false
        var body: some View {
            NavigationStack {
                VStack { Text("First line"); Spacer() }
                    .navigationTitle("Inbox")
                    .modifier(Subtitled(subtitle: subtitle))
                    .navigationBarTitleDisplayMode(inline ? .inline : .large)
            }
        }
    }

    private struct Subtitled: ViewModifier {
        let subtitle: String?
        func body(content: Content) -> some View {
            if let subtitle { content.navigationSubtitle(subtitle) } else { content }
        }
    }

    @Test func aLargeTitlesSubtitleSitsUnderItAndTheContentMovesDown() throws {
        let plain = phone(Screen(subtitle: nil))
        let subtitled = phone(Screen(subtitle: "Updated just now"))
        let title = try #require(subtitled.frame(ofText: "Inbox"))
        let subtitle = try #require(subtitled.frame(ofText: "Updated just now"))
        // Under the large title, at its leading edge (16 pt in), a line of 15-pt text (18 pt) in
        // the 20-pt band.
        #expect(abs(subtitle.minX - 16) < 0.01 && abs(title.minX - 16) < 0.01)
        #expect(abs(subtitle.minY - title.maxY) < 0.01)
        #expect(abs(subtitle.height - 18) < 0.5)
        // The large title stays where it was; the content starts 20 pt lower.
        expectEqual(plain.frame(ofText: "Inbox"), title)
        let before = try #require(plain.frame(ofText: "First line"))
        let after = try #require(subtitled.frame(ofText: "First line"))
        #expect(abs(after.minY - before.minY - NavigationBarMetrics.largeSubtitleHeight) < 0.01)
    }

    @Test func anInlineTitlesSubtitleIsTheSecondLineOfTheBar() throws {
        let plain = phone(Screen(subtitle: nil, inline: true))
        let host = phone(Screen(subtitle: "From Anna", inline: true))
        let title = try #require(host.frame(ofText: "Inbox"))
        let subtitle = try #require(host.frame(ofText: "From Anna"))
        // Both centred across the bar, the subtitle right under the title, in 13-pt text; the
        // two lines centred in the 44-pt row under the status area.
        #expect(abs(title.midX - 195) < 0.5 && abs(subtitle.midX - 195) < 0.5)
        #expect(abs(subtitle.minY - title.maxY) < 0.01)
        #expect(subtitle.height < title.height)
        #expect(abs((title.minY + subtitle.maxY) / 2 - (59 + 22)) < 0.5)
        // The content does not move: the inline bar stays 44 pt tall.
        expectEqual(plain.frame(ofText: "First line"), host.frame(ofText: "First line"))
        #expect(host.exists(text: "From Anna"))
        #expect(!plain.exists(text: "From Anna"))
    }

    private struct Placed: View {
        var inline: Bool
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Plain title")
                    .navigationSubtitle("Plain subtitle")
                    .navigationBarTitleDisplayMode(inline ? .inline : .large)
                    .toolbar {
                        ToolbarItem(placement: .title) { Text("Own title") }
                        ToolbarItem(placement: .subtitle) { Text("Own subtitle") }
                        ToolbarItem(placement: .largeTitle) { Text("Own large title") }
                        ToolbarItem(placement: .largeSubtitle) { Text("Own large subtitle") }
                    }
            }
        }
    }

    @Test func titlePlacementsReplaceTheTexts() {
        let inline = phone(Placed(inline: true))
        #expect(inline.exists(text: "Own title") && inline.exists(text: "Own subtitle"))
        #expect(!inline.exists(text: "Plain title") && !inline.exists(text: "Plain subtitle"))
        #expect(!inline.exists(text: "Own large title") && !inline.exists(text: "Own large subtitle"))

        let large = phone(Placed(inline: false))
        #expect(large.exists(text: "Own large title") && large.exists(text: "Own large subtitle"))
        #expect(!large.exists(text: "Plain title") && !large.exists(text: "Plain subtitle"))
    }
}
