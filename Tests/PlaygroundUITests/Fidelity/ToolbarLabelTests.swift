import Foundation
import Testing
@testable import PlaygroundUI

/// Labels in toolbars (docs/semantics.md §20.3): the automatic style shows the icon alone there,
/// and a label without its title keeps the title's words for accessibility.
extension Fidelity {
    @MainActor
    struct ToolbarLabelTests {
        final class Log { var taps = 0 }

        struct Screen<Items: View>: View {
            let log: Log
            let items: Items
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Expenses")
                        .toolbar { items }
                }
            }
        }

        private func host<Items: View>(_ log: Log, @ViewBuilder _ items: () -> Items) -> ViewHost {
            ViewHost(rootView: Screen(log: log, items: items()), size: CGSize(width: 390, height: 500))
        }

        // AD:labelstyle/titleandicon: in a toolbar the default style shows only the icon;
        // AD:labelstyle/icononly: the title still describes it to VoiceOver.
        @Test func aToolbarButtonWithASymbolShowsTheSymbolAlone() throws {
            let log = Log()
            let h = host(log) { Button("Add Expense", systemImage: "plus") { log.taps += 1 } }
            #expect(!h.drawsText("Add Expense"))
            let button = try #require(h.find(label: "Add Expense"))
            // The symbol alone: about the bar symbol's size, at the bar's trailing edge.
            #expect(button.frame.width < 30 && button.frame.maxX > 350)
            button.tap(); h.advance()
            expectEqual(log.taps, 1)
        }

        // The same button in the content shows its title beside its icon.
        @Test func theSameButtonInTheContentShowsItsTitle() {
            let h = ViewHost(rootView: Button("Add Expense", systemImage: "plus") {}, size: CGSize(width: 390, height: 200))
            #expect(h.drawsText("Add Expense"))
        }

        // An explicit style wins over the toolbar's default, on the item or around the toolbar.
        @Test func anExplicitLabelStyleShowsTheTitleInAToolbar() {
            let onItem = host(Log()) { Button("Add Expense", systemImage: "plus") {}.labelStyle(.titleAndIcon) }
            #expect(onItem.drawsText("Add Expense"))
            let titleOnly = host(Log()) { Label("Sort", systemImage: "arrow.up.arrow.down").labelStyle(.titleOnly) }
            #expect(titleOnly.drawsText("Sort"))
        }

        // `.automatic` asked for inside a toolbar is the toolbar's automatic: the icon alone.
        @Test func automaticInsideAToolbarIsStillTheIconAlone() {
            let h = host(Log()) { Button("Add Expense", systemImage: "plus") {}.labelStyle(.automatic) }
            #expect(!h.drawsText("Add Expense"))
            #expect(h.find(label: "Add Expense") != nil)
        }

        // A menu in a toolbar shows its label's icon alone, but its items title and icon: what a
        // menu or picker reads from its content is read whole.
        @Test func aToolbarMenuListsItsItemsWithTheirTitles() throws {
            let h = host(Log()) {
                Menu {
                    Button("Name", systemImage: "textformat") {}
                    Button("Date", systemImage: "calendar") {}
                } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
            }
            #expect(!h.drawsText("Sort"))
            try #require(h.find(label: "Sort")).tap(); h.advance()
            #expect(h.drawsText("Name") && h.drawsText("Date"))
        }

        @Test func aToolbarPickerListsItsOptionsWithTheirTitles() throws {
            struct Layouts: View {
                @State var layout = 0
                var body: some View {
                    NavigationStack {
                        Text("Content")
                            .toolbar {
                                Picker("Layout", selection: $layout) {
                                    Label("Grid", systemImage: "square.grid.2x2").tag(0)
                                    Label("Rows", systemImage: "list.bullet").tag(1)
                                }
                            }
                    }
                }
            }
            let h = ViewHost(rootView: Layouts(), size: CGSize(width: 390, height: 500))
            #expect(!h.drawsText("Rows"))
            // The bar shows the chosen option (as iOS's menu-style picker does); a tap opens the menu.
            try #require(h.find(label: "Grid")).tap(); h.advance()
            #expect(h.drawsText("Grid") && h.drawsText("Rows"))
        }

        // A sheet opened from a toolbar button is not in the toolbar: its labels show their titles
        // (found in a review: the presented content inherited the bar's icon-only default).
        @Test func aSheetFromAToolbarButtonShowsItsLabelsWhole() throws {
            struct Presenting: View {
                @State var show = false
                var body: some View {
                    NavigationStack {
                        Text("Content").toolbar {
                            Button("Add", systemImage: "plus") { show = true }
                                .sheet(isPresented: $show) {
                                    VStack { Label("Sheet Title", systemImage: "star"); Button("Save", systemImage: "checkmark") {} }
                                }
                        }
                    }
                }
            }
            let h = ViewHost(rootView: Presenting(), size: CGSize(width: 390, height: 500))
            try #require(h.find(label: "Add")).tap()
            h.advance(frames: 40)
            #expect(h.drawsText("Sheet Title") && h.drawsText("Save"))
        }

        // A label whose title is a `Text` view (not a string) keeps its words for accessibility
        // when the toolbar shows the icon alone (AD:labelstyle/icononly).
        @Test func aTextViewTitleStaysTheAccessibilityLabel() throws {
            let log = Log()
            let h = host(log) {
                Button { log.taps += 1 } label: {
                    Label { Text("Favourite") } icon: { Image(systemName: "star") }
                }
            }
            #expect(!h.drawsText("Favourite"))
            try #require(h.find(label: "Favourite")).tap(); h.advance()
            expectEqual(log.taps, 1)
        }

        // The bottom toolbar is a toolbar too.
        @Test func aBottomBarLabelShowsItsIconAlone() {
            struct Bottom: View {
                var body: some View {
                    NavigationStack {
                        Text("Content")
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) { Button("Share", systemImage: "square.and.arrow.up") {} }
                            }
                    }
                }
            }
            let h = ViewHost(rootView: Bottom(), size: CGSize(width: 390, height: 500))
            #expect(!h.drawsText("Share"))
            #expect(h.find(label: "Share") != nil)
            #expect(h.drawsText("Content"))
        }
    }
}
