import Testing
@testable import PlaygroundUI

// Toolbar items are built in the environment where `.toolbar` is written, then given the bar's own
// settings; `toolbarColorScheme` sets the bar's scheme while its background shows
// (docs/semantics.md §27.5).
@MainActor
@Suite struct ToolbarEnvironmentTests {
    struct Screen: View {
        var scheme: ColorScheme? = nil
        var visible: Visibility = .visible
        var body: some View {
            NavigationStack {
                List(0..<3, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Tint")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                        ToolbarItem(placement: .topBarLeading) { EditButton() }
                    }
                    .tint(.orange)
                    .environment(\.editMode, .constant(.active))
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarBackground(visible, for: .navigationBar)
                    .toolbarColorScheme(scheme, for: .navigationBar)
            }
        }
    }

    private func host(_ v: Screen) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 844))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        return h
    }

    private func textColor(_ h: ViewHost, _ string: String) -> ResolvedColor? {
        for item in h.displayList.items {
            if case .text(let t) = item, t.string == string { return t.color }
        }
        return nil
    }

    /// `.tint` written after `.toolbar` colours the bar's button; `.environment(\.editMode, …)`
    /// after it reaches the `EditButton` in the bar ("Done" while active).
    // §27.5: a `.confirmationAction` item's title is semibold (UIKit's `.done` bar button style:
    // a sheet's "Save"), a `.cancellationAction`'s and any other item's regular; it was regular.
    @Test func aConfirmationActionIsSemibold() {
        struct Sheet: View {
            var body: some View {
                NavigationStack {
                    Text("Body").navigationTitle("Edit").navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                        }
                }
            }
        }
        let h = ViewHost.phone(Sheet())
        func weight(_ s: String) -> Font.Weight? {
            h.textDrawings.first { $0.string == s }?.font.weight
        }
        expectEqual(weight("Save"), .semibold)
        expectEqual(weight("Cancel"), .regular)
        #expect(h.frame(ofText: "Save")!.minX > h.frame(ofText: "Cancel")!.maxX)   // trailing, leading
    }

    @Test func itemsTakeTheEnvironmentWhereTheToolbarIsWritten() {
        let h = host(Screen())
        expectEqual(textColor(h, "Add"), Color.orange.resolved)
        expectEqual(textColor(h, "Done"), Color.orange.resolved)
        expectEqual(textColor(h, "Edit"), nil)
    }

    /// `.dark` draws the visible bar's title white and its indigo in the dark variant; the rows
    /// below keep the light scheme.
    @Test func toolbarColorSchemeAppliesWhileTheBackgroundShows() {
        let h = host(Screen(scheme: .dark))
        expectEqual(textColor(h, "Tint"), ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1))
        expectEqual(textColor(h, "Row 0"), ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1))
        // The tint is resolved where `.tint` is written, in the content's (light) scheme.
        expectEqual(textColor(h, "Add"), Color.orange.resolved)
        let light = host(Screen(scheme: nil))
        expectEqual(textColor(light, "Tint"), ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1))
    }

    /// With the background hidden (a large title at rest over a `.automatic` background), the bar
    /// follows the content's scheme.
    @Test func toolbarColorSchemeWaitsForTheBackground() {
        let h = host(Screen(scheme: .dark, visible: .automatic))
        expectEqual(textColor(h, "Tint"), ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1))
    }
}
