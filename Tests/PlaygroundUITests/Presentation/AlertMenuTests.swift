import Foundation
import Testing
@testable import PlaygroundUI

// Alerts, confirmation dialogs, menus and context menus (docs/semantics.md §28.6–§28.8).

@MainActor
final class ActionLog {
    var actions: [String] = []
}

private struct AlertHost: View {
    let log: ActionLog
    @State private var modern = false
    @State private var three = false
    @State private var legacy = false

    var body: some View {
        VStack(spacing: 20) {
            Button("Modern") { modern = true }
            Button("Three") { three = true }
            Button("Legacy") { legacy = true }
        }
        .alert("Delete draft?", isPresented: $modern) {
            Button("Delete", role: .destructive) { log.actions.append("delete") }
            Button("Cancel", role: .cancel) { log.actions.append("cancel") }
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Pick one", isPresented: $three) {
            Button("First") { log.actions.append("first") }
            Button("Cancel", role: .cancel) {}
            Button("Second") { log.actions.append("second") }
        }
        .alert(isPresented: $legacy) {
            Alert(title: Text("Old style"), message: Text("Still works"),
                  primaryButton: .destructive(Text("Remove")) { log.actions.append("remove") },
                  secondaryButton: .cancel())
        }
    }
}

private struct DialogHost: View {
    let log: ActionLog
    @State private var asking = false
    var body: some View {
        Button("Share") { asking = true }
            .confirmationDialog("Share photo", isPresented: $asking, titleVisibility: .visible) {
                Button("Copy Link") { log.actions.append("copy") }
                Button("Delete", role: .destructive) { log.actions.append("delete") }
            }
    }
}

private struct LegacySheetHost: View {
    let log: ActionLog
    @State private var showing = false
    var body: some View {
        Button("Photo") { showing = true }
            .actionSheet(isPresented: $showing) {
                ActionSheet(title: Text("Change background"), message: Text("Select a new color"),
                            buttons: [.default(Text("Red")) { log.actions.append("red") }, .cancel()])
            }
            .menuStyle(.borderlessButton)
    }
}

private struct MenuHost: View {
    let log: ActionLog
    var body: some View {
        VStack(spacing: 40) {
            Menu("Options") {
                Button("Rename") { log.actions.append("rename") }
                Button("Duplicate", systemImage: "plus.square.on.square") { log.actions.append("duplicate") }
                Divider()
                Menu("Move to") {
                    Button("Inbox") { log.actions.append("inbox") }
                    Button("Archive") { log.actions.append("archive") }
                }
                Button("Delete", role: .destructive) { log.actions.append("delete") }
            }
            Text("Photo")
                .padding()
                .contextMenu {
                    Button("Favourite") { log.actions.append("favourite") }
                    Button("Hide") { log.actions.append("hide") }
                }
        }
    }
}

private struct SortMenuHost: View {
    @State private var sort = 0
    var body: some View {
        VStack(spacing: 40) {
            Text("sorted by \(sort)")
            Menu {
                Picker("Sort", selection: $sort) {
                    Text("Name").tag(0)
                    Text("Date").tag(1)
                }
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
    }
}

private struct ToggleMenuHost: View {
    @State private var grid = true
    var body: some View {
        VStack(spacing: 40) {
            Text(grid ? "grid on" : "grid off")
            Menu("Options") {
                Toggle("Show as Grid", isOn: $grid)
                Button("Rename") {}
            }
        }
    }
}

private struct LoginAlertHost: View {
    @State private var asking = false
    @State private var name = ""
    @State private var greeting = ""
    var body: some View {
        VStack {
            Text(greeting.isEmpty ? "nobody" : greeting)
            Button("Log in") { asking = true }
        }
        .alert("Log in", isPresented: $asking) {
            TextField("Username", text: $name)
            Button("OK") { greeting = "hello \(name)" }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Enter your name.")
        }
    }
}

private struct SheetWithAlert: View {
    @State private var sheet = false
    var body: some View {
        Button("Open") { sheet = true }
            .sheet(isPresented: $sheet) { Inner() }
    }
    struct Inner: View {
        @State private var alert = false
        var body: some View {
            Button("Warn") { alert = true }
                .alert("Inside", isPresented: $alert) { Button("Fine") {} }
        }
    }
}

@MainActor
struct AlertMenuTests {
    let size = CGSize(width: 390, height: 844)

    func entries(_ host: ViewHost) -> [_PresentationEntry] {
        (host.rootForTesting as? PresentationScopeNode)?.entries.filter { !$0.isDismissing } ?? []
    }

    @Test func alertIs270WideCentredWithSideBySideButtons() throws {
        // §28.6: 270 pt card in the middle; two buttons side by side, cancel on the left.
        let log = ActionLog()
        let host = ViewHost(rootView: AlertHost(log: log), size: size)
        host.tap(onText: "Modern"); host.advance(seconds: 1)
        let rect = try #require(entries(host).first?.panelRect)
        expectEqual(rect.width, 270)
        #expect(abs(rect.midX - 195) <= 0.5 && abs(rect.midY - 422) <= 0.5)
        let cancel = try #require(host.frame(ofText: "Cancel")), delete = try #require(host.frame(ofText: "Delete"))
        #expect(cancel.midX < delete.midX)
        #expect(abs(cancel.midY - delete.midY) < 0.5)
        #expect(host.frame(ofText: "This cannot be undone.") != nil)
        // The buttons are 44 pt rows at the bottom of the card.
        #expect(abs(rect.maxY - 22 - cancel.midY) < 1)
        host.tap(onText: "Delete"); host.advance(seconds: 1)
        expectEqual(log.actions, ["delete"])
        #expect(entries(host).isEmpty)
        expectEqual(host.frame(ofText: "Delete draft?"), nil)
    }

    @Test func threeButtonsStackWithCancelLast() throws {
        let log = ActionLog()
        let host = ViewHost(rootView: AlertHost(log: log), size: size)
        host.tap(onText: "Three"); host.advance(seconds: 1)
        let first = try #require(host.frame(ofText: "First")), second = try #require(host.frame(ofText: "Second"))
        let cancel = try #require(host.frame(ofText: "Cancel"))
        #expect(first.midY < second.midY && second.midY < cancel.midY)
        #expect(abs((second.midY - first.midY) - 44.5) < 1)   // 44 pt rows with a hairline between
        // A tap on the dimming does nothing to an alert.
        host.tap(at: CGPoint(x: 20, y: 20)); host.advance(seconds: 1)
        expectEqual(entries(host).count, 1)
        host.tap(onText: "Second"); host.advance(seconds: 1)
        expectEqual(log.actions, ["second"])
    }

    @Test func legacyAlertWithPrimaryAndSecondaryButtons() throws {
        let log = ActionLog()
        let host = ViewHost(rootView: AlertHost(log: log), size: size)
        host.tap(onText: "Legacy"); host.advance(seconds: 1)
        #expect(host.frame(ofText: "Old style") != nil && host.frame(ofText: "Still works") != nil)
        let cancel = try #require(host.frame(ofText: "Cancel")), remove = try #require(host.frame(ofText: "Remove"))
        #expect(cancel.midX < remove.midX)
        host.tap(onText: "Remove"); host.advance(seconds: 1)
        expectEqual(log.actions, ["remove"])
    }

    @Test func alertScalesInAndFadesOut() throws {
        // §28.5/§28.6: it grows in from 1.26× with a fade, and leaves by fading alone.
        let host = ViewHost(rootView: AlertHost(log: ActionLog()), size: size)
        host.tap(onText: "Modern"); host.advance(frames: 3)
        let scales = host.displayList.items.compactMap { item -> CGFloat? in
            if case .beginGroup(.scale(let s, _)) = item { return s } else { return nil }
        }
        #expect(scales.contains { $0 > 1.05 && $0 < 1.26 })
        host.advance(seconds: 1)
        host.tap(onText: "Cancel"); host.advance(frames: 3)
        let fading = host.displayList.items.contains { if case .beginGroup(.scale) = $0 { return true } else { return false } }
        #expect(!fading)
        #expect(host.displayList.items.contains { if case .beginGroup(.opacity(let o)) = $0 { return o > 0 && o < 1 } else { return false } })
    }

    @Test func confirmationDialogSitsAtTheBottomWithACancelButton() throws {
        // §28.7: the action sheet with a Cancel row added; a tap outside cancels.
        let log = ActionLog()
        let host = ViewHost(rootView: DialogHost(log: log), size: size)
        host.tap(onText: "Share"); host.advance(seconds: 1)
        let rect = try #require(entries(host).first?.panelRect)
        expectEqual(rect.maxY, 844)
        expectEqual(rect.width, 390)
        let cancel = try #require(host.frame(ofText: "Cancel"))
        #expect(abs(cancel.midY - (844 - 8 - 57.0 / 2)) < 1)
        #expect(host.frame(ofText: "Share photo") != nil)
        #expect(try #require(host.frame(ofText: "Copy Link")).midY < cancel.midY)
        host.tap(at: CGPoint(x: 195, y: 100)); host.advance(seconds: 1)
        #expect(entries(host).isEmpty)
        #expect(log.actions.isEmpty)
        host.tap(onText: "Share"); host.advance(seconds: 1)
        host.tap(onText: "Copy Link"); host.advance(seconds: 1)
        expectEqual(log.actions, ["copy"])
        #expect(entries(host).isEmpty)
    }

    @Test func olderActionSheetIsADialogWithItsTitle() throws {
        let log = ActionLog()
        let host = ViewHost(rootView: LegacySheetHost(log: log), size: size)
        host.tap(onText: "Photo"); host.advance(seconds: 1)
        #expect(host.frame(ofText: "Change background") != nil)
        #expect(host.frame(ofText: "Select a new color") != nil)
        let cancel = try #require(host.frame(ofText: "Cancel"))
        #expect(try #require(host.frame(ofText: "Red")).midY < cancel.midY)
        host.tap(onText: "Red"); host.advance(seconds: 1)
        expectEqual(log.actions, ["red"])
        #expect(entries(host).isEmpty)
    }

    @Test func menuOpensBelowItsButtonAndRunsAnAction() throws {
        // §28.8: 250 pt wide, below the button; a tap outside closes it.
        let log = ActionLog()
        let host = ViewHost(rootView: MenuHost(log: log), size: size)
        let button = try #require(host.frame(ofText: "Options"))
        host.tap(onText: "Options"); host.advance(seconds: 1)
        let rect = try #require(entries(host).first?.panelRect)
        expectEqual(rect.width, 250)
        #expect(rect.minY == (button.maxY + 8).rounded() || rect.minY > button.maxY)
        #expect(try #require(host.frame(ofText: "Rename")).height > 0)
        host.tap(at: CGPoint(x: 20, y: 820)); host.advance(seconds: 1)
        #expect(entries(host).isEmpty)
        #expect(log.actions.isEmpty)
        host.tap(onText: "Options"); host.advance(seconds: 1)
        host.tap(onText: "Duplicate"); host.advance(seconds: 1)
        expectEqual(log.actions, ["duplicate"])
        #expect(entries(host).isEmpty)
    }

    @Test func nestedMenuOpensInPlace() throws {
        let log = ActionLog()
        let host = ViewHost(rootView: MenuHost(log: log), size: size)
        host.tap(onText: "Options"); host.advance(seconds: 1)
        expectEqual(host.frame(ofText: "Archive"), nil)
        host.tap(onText: "Move to"); host.advance(seconds: 1)
        expectEqual(host.frame(ofText: "Rename"), nil)
        host.tap(onText: "Archive"); host.advance(seconds: 1)
        expectEqual(log.actions, ["archive"])
    }

    @Test func alertWithATextField() throws {
        // §28.6: text fields in the actions show above the buttons and can be typed into.
        let host = ViewHost(rootView: LoginAlertHost(), size: size)
        host.tap(onText: "Log in"); host.advance(seconds: 1)
        func findField(_ n: _Node) -> CGRect? {
            if n is TextInputNode { return n.frame }
            var r: CGRect?
            n.forEachChild { c in if r == nil { r = findField(c) } }
            return r
        }
        let field = try #require(entries(host).first?.panel.flatMap(findField))
        let ok = try #require(host.frame(ofText: "OK"))
        #expect(field.midY < ok.midY)
        #expect(try #require(host.frame(ofText: "Enter your name.")).midY < field.midY)
        host.tap(at: CGPoint(x: field.midX, y: field.midY)); host.advance()
        host.send(.text("Ada")); host.advance()
        host.tap(onText: "OK"); host.advance(seconds: 1)
        #expect(host.frame(ofText: "hello Ada") != nil)
    }

    @Test func pickerInsideAMenuShowsItsOptionsAsRows() throws {
        // §28.8: the options as rows, the selected one checked; choosing one sets the selection.
        let host = ViewHost(rootView: SortMenuHost(), size: size)
        let label = try #require(host.frame(ofText: "sorted by 0"))
        host.tap(at: CGPoint(x: label.midX, y: label.maxY + 40 + 10)); host.advance(seconds: 1)
        expectEqual(entries(host).count, 1)
        let name = try #require(host.frame(ofText: "Name")), date = try #require(host.frame(ofText: "Date"))
        #expect(name.midY < date.midY)
        host.tap(onText: "Date"); host.advance(seconds: 1)
        #expect(host.frame(ofText: "sorted by 1") != nil)
        #expect(entries(host).isEmpty)
    }

    @Test func aToggleInsideAMenuIsARowThatFlipsIt() throws {
        // §28.8: a row with the toggle's title, checked while on; a tap flips it and closes the menu.
        let host = ViewHost(rootView: ToggleMenuHost(), size: size)
        #expect(host.tap(onText: "Options")); host.advance(seconds: 1)
        expectEqual(entries(host).count, 1)
        let row = try #require(host.frame(ofText: "Show as Grid"))
        // A row of the menu (17 pt body text, not a 13-pt section title).
        #expect(row.height > 18)
        #expect(host.tap(onText: "Show as Grid")); host.advance(seconds: 1)
        #expect(host.frame(ofText: "grid off") != nil)
        #expect(entries(host).isEmpty)
    }

    @Test func contextMenuOpensOnRightClickAndLongPress() throws {
        let log = ActionLog()
        let host = ViewHost(rootView: MenuHost(log: log), size: size)
        let photo = try #require(host.frame(ofText: "Photo"))
        let centre = CGPoint(x: photo.midX, y: photo.midY)
        #expect(host.secondaryClick(at: centre))
        host.advance(seconds: 1)
        #expect(host.frame(ofText: "Favourite") != nil)
        host.tap(onText: "Hide"); host.advance(seconds: 1)
        expectEqual(log.actions, ["hide"])
        // A long press (0.5 s) opens it too.
        host.press(at: centre)
        host.advance(seconds: 0.7)
        host.release(at: centre); host.advance(seconds: 1)
        #expect(host.frame(ofText: "Favourite") != nil)
        // Nothing to open elsewhere.
        #expect(!host.secondaryClick(at: CGPoint(x: 5, y: 835)))
    }

    @Test func alertFromInsideASheetDrawsAboveIt() throws {
        // §28.1: presented content has its own scope.
        let host = ViewHost(rootView: SheetWithAlert(), size: size)
        host.tap(onText: "Open"); host.advance(seconds: 1)
        host.tap(onText: "Warn"); host.advance(seconds: 1)
        let fine = try #require(host.frame(ofText: "Fine"))
        #expect(abs(fine.midX - 195) < 1)
        // The alert's button is what a tap there hits.
        host.tap(onText: "Fine"); host.advance(seconds: 1)
        expectEqual(host.frame(ofText: "Inside"), nil)
        #expect(host.frame(ofText: "Warn") != nil)
    }
}
