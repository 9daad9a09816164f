import Foundation
import Testing
@testable import PlaygroundUI

// NavigationSplitView (docs/semantics.md §27.8): a stack in a compact window, columns side by
// side in a regular one.

private struct Fruit: Identifiable, Hashable {
    let name: String
    var id: String { name }
}
private let fruits = [Fruit(name: "Apple"), Fruit(name: "Banana"), Fruit(name: "Cherry")]

/// A sidebar of fruits selected into a detail, as people write it.
private struct Sidebar: View {
    @State var selection: Fruit.ID?
    var body: some View {
        NavigationSplitView {
            List(fruits, selection: $selection) { Text($0.name) }
                .navigationTitle("Fruits")
        } detail: {
            if let selection {
                Text("About \(selection)").navigationTitle(selection)
            } else {
                Text("Pick a fruit")
            }
        }
    }
}

@MainActor
@Suite struct NavigationSplitViewTests {
    static let phone = CGSize(width: 393, height: 852)
    static let iPad = CGSize(width: 1180, height: 820)

    private func host<V: View>(_ v: V, _ size: CGSize) -> ViewHost {
        let h = ViewHost(rootView: v, size: size)
        h.printsWarnings = false
        return h
    }

    /// §27.8: in a compact window the sidebar is the root of a stack; choosing a row pushes the
    /// detail (with the sidebar's title on the Back button); Back pops it and clears the
    /// selection, so the same row can be chosen again.
    @Test func compactSelectionPushesTheDetail() throws {
        let h = host(Sidebar(), Self.phone)
        #expect(h.frame(ofText: "Pick a fruit") == nil, "only the sidebar shows")
        #expect(h.frame(ofText: "Fruits") != nil)
        #expect(h.tap(onText: "Banana"))
        h.advance(seconds: 1)
        let about = try #require(h.presentedFrame(ofText: "About Banana"))
        #expect(about.minX > 0 && about.maxX < 393, "the detail fills the window: \(about)")
        let back = try #require(drawnFrames(h, "Fruits").last)
        #expect(back.minY < 44 && back.minX < 40, "the back button names the sidebar: \(back)")
        h.tap(at: CGPoint(x: back.midX, y: back.midY))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "About Banana"), nil)
        #expect(abs((h.presentedFrame(ofText: "Banana")?.minX ?? 0) - 32) < 0.5, "the sidebar is back in place")
        #expect(h.tap(onText: "Cherry"))
        h.advance(seconds: 1)
        #expect(h.presentedFrame(ofText: "About Cherry") != nil)
    }

    /// §27.8: in a regular window the sidebar is 320 pt wide beside the detail, a 0.5-pt line
    /// between them; choosing a row changes the detail in place.
    @Test func regularColumnsStandSideBySide() throws {
        let h = host(Sidebar(), Self.iPad)
        h.advance()
        let pick = try #require(h.frame(ofText: "Pick a fruit"))
        // The detail column runs from 320.5 to 1180: its centred text is centred there.
        #expect(abs(pick.midX - (320.5 + 1180) / 2) < 1, "\(pick)")
        let apple = try #require(h.frame(ofText: "Apple"))
        #expect(apple.maxX < 320 && apple.minX == 32, "the sidebar's rows: \(apple)")
        let line = h.shapeDrawings.first { $0.rect.minX == 320 && $0.rect.width == 0.5 }
        #expect(line != nil, "the separator at 320")
        #expect(h.tap(onText: "Apple"))
        h.advance(seconds: 1)
        let about = try #require(h.presentedFrame(ofText: "About Apple"))
        #expect(abs(about.midX - (320.5 + 1180) / 2) < 1)
        #expect(h.frame(ofText: "Banana") != nil, "the sidebar stays")
    }

    /// §27.8: `navigationSplitViewColumnWidth` sets a column's width; the ideal of a flexible
    /// width, kept within its bounds.
    @Test func columnWidthModifiers() throws {
        struct Widths: View {
            let width: CGFloat?
            var body: some View {
                NavigationSplitView {
                    Group {
                        if let width { Text("side").navigationSplitViewColumnWidth(width) }
                        else { Text("side").navigationSplitViewColumnWidth(min: 200, ideal: 150, max: 400) }
                    }
                } detail: {
                    Color.clear.overlay(alignment: .leading) { Text("detail") }
                }
            }
        }
        let fixed = host(Widths(width: 250), Self.iPad)
        fixed.advance(frames: 2)
        expectEqual(fixed.frame(ofText: "detail")?.minX, 250.5)
        let flexible = host(Widths(width: nil), Self.iPad)
        flexible.advance(frames: 2)
        #expect(flexible.frame(ofText: "detail")?.minX == 200.5, "the ideal 150 raised to the minimum 200")
    }

    private struct Mail: View {
        @State var box: String?
        @State var message: String?
        var body: some View {
            NavigationSplitView {
                List(["Inbox", "Sent"], id: \.self, selection: $box) { Text($0) }.navigationTitle("Mailboxes")
            } content: {
                if let box {
                    List(["\(box) 1", "\(box) 2"], id: \.self, selection: $message) { Text($0) }.navigationTitle(box)
                } else {
                    Text("No mailbox")
                }
            } detail: {
                Text(message.map { "Reading \($0)" } ?? "No message")
            }
        }
    }

    /// §27.8: three columns: side by side 320 + 320 pt and the detail in a regular window; in a
    /// compact one the sidebar pushes the content, which pushes the detail.
    @Test func threeColumns() throws {
        let wide = host(Mail(), Self.iPad)
        wide.advance()
        let none = try #require(wide.frame(ofText: "No mailbox"))
        #expect(abs(none.midX - (320.5 + 640.5) / 2) < 1, "\(none)")
        let detail = try #require(wide.frame(ofText: "No message"))
        #expect(abs(detail.midX - (641 + 1180) / 2) < 1, "\(detail)")
        wide.tap(onText: "Sent")
        wide.advance()
        wide.tap(onText: "Sent 2")
        wide.advance()
        #expect(wide.frame(ofText: "Reading Sent 2") != nil)

        let phone = host(Mail(), Self.phone)
        phone.tap(onText: "Inbox")
        phone.advance(seconds: 1)
        #expect(phone.presentedFrame(ofText: "Inbox 1") != nil)
        phone.tap(onText: "Inbox 1")
        phone.advance(seconds: 1)
        let reading = try #require(phone.presentedFrame(ofText: "Reading Inbox 1"))
        #expect(reading.minX > 0 && reading.maxX < 393)
        #expect(phone.handleKey("escape"))
        phone.advance(seconds: 1)
        expectEqual(phone.frame(ofText: "Reading Inbox 1"), nil)
        #expect(phone.presentedFrame(ofText: "Inbox 2").map { $0.minX > 0 } == true, "back on the content column")
    }

    /// §27.8 and §14.9: a list's background reaches under the status bar, but not sideways over
    /// the column beside it.
    @Test func columnsKeepTheirBackgroundsApart() throws {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        let h = ViewHost(rootView: Mail(box: "Sent"), size: Self.iPad) { $0.safeAreaInsets = insets }
        h.printsWarnings = false
        h.advance()
        let grey = h.shapeDrawings.filter { $0.paint == .fill(ListMetrics.groupedBackground.resolved) }.map(\.rect)
        #expect(grey.contains { $0.minX == 0 && $0.maxX == 320 && $0.minY == 0 }, "the sidebar's, up to the top: \(grey)")
        #expect(grey.contains { $0.minX == 320.5 && $0.maxX == 640.5 && $0.minY == 0 }, "the content's: \(grey)")
        #expect(!grey.contains { $0.minX < 320 && $0.maxX > 321 }, "none spans two columns: \(grey)")
    }

    private struct Visibility: View {
        @State var visibility = NavigationSplitViewVisibility.detailOnly
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                Text("side")
            } detail: {
                Color.clear.overlay(alignment: .leading) { Text("detail") }
            }
        }
    }

    /// §27.8: `.detailOnly` hides the sidebar; the sidebar button in the detail's bar shows it
    /// (the detail narrows beside it in landscape).
    @Test func visibilityAndTheSidebarButton() throws {
        let h = host(Visibility(), Self.iPad)
        h.advance()
        expectEqual(h.frame(ofText: "side"), nil)
        expectEqual(h.frame(ofText: "detail")?.minX, 0)
        let button = try #require(h.accessibilityElement(label: "Toggle Sidebar"))
        h.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "side") != nil)
        expectEqual(h.frame(ofText: "detail")?.minX, 320.5)
    }

    /// §27.8: with `.prominentDetail` the detail keeps the whole width and the sidebar is drawn
    /// over it.
    @Test func prominentDetailKeepsTheWidth() {
        let h = host(Visibility(visibility: .all).navigationSplitViewStyle(.prominentDetail), Self.iPad)
        h.advance()
        #expect(h.frame(ofText: "side") != nil)
        expectEqual(h.frame(ofText: "detail")?.minX, 0)
        let balanced = host(Visibility(visibility: .all).navigationSplitViewStyle(.balanced), Self.iPad)
        balanced.advance()
        expectEqual(balanced.frame(ofText: "detail")?.minX, 320.5)
    }

    private struct StackInDetail: View {
        @State var selection: String?
        var body: some View {
            NavigationSplitView {
                List(["Apple", "Banana"], id: \.self, selection: $selection) { Text($0) }.navigationTitle("Fruits")
            } detail: {
                NavigationStack {
                    VStack {
                        Text("About \(selection ?? "nothing")")
                        NavigationLink("Recipes", value: 3)
                    }
                    .navigationTitle(selection ?? "")
                    .navigationDestination(for: Int.self) { Text("\($0) recipes").navigationTitle("Recipes") }
                }
            }
        }
    }

    /// §27.8: a `NavigationStack` in the detail keeps working: in a compact window it continues
    /// the split view's stack (one bar; its root's Back returns to the sidebar); in a regular
    /// one it pushes inside the detail column.
    @Test func aStackInTheDetailKeepsWorking() throws {
        let h = host(StackInDetail(), Self.phone)
        h.tap(onText: "Apple")
        h.advance(seconds: 1)
        #expect(h.presentedFrame(ofText: "About Apple") != nil)
        // One bar: the inner root's large title under a row whose Back names the sidebar.
        #expect(drawnFrames(h, "Apple").contains { $0.minY > 44 && $0.minY < 96 && $0.minX == 16 }, "\(drawnFrames(h, "Apple"))")
        #expect(drawnFrames(h, "Fruits").filter { $0.minY < 44 && $0.minX < 40 }.count == 1, "Back names the sidebar")
        h.tap(onText: "Recipes")
        h.advance(seconds: 1)
        #expect(h.presentedFrame(ofText: "3 recipes") != nil)
        #expect(h.handleKey("escape"))
        h.advance(seconds: 1)
        #expect(h.presentedFrame(ofText: "About Apple").map { $0.minX >= 0 } == true, "Escape popped the inner stack first")
        let back = try #require(drawnFrames(h, "Fruits").last)
        h.tap(at: CGPoint(x: back.midX, y: back.midY))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "About Apple"), nil)

        let wide = host(StackInDetail(), Self.iPad)
        wide.tap(onText: "Banana")
        wide.advance(seconds: 1)
        wide.tap(onText: "Recipes")
        wide.advance(seconds: 1)
        let recipes = try #require(wide.presentedFrame(ofText: "3 recipes"))
        #expect(recipes.minX > 320, "pushed inside the detail column: \(recipes)")
        #expect(wide.frame(ofText: "Apple") != nil, "the sidebar stays")
    }
}
