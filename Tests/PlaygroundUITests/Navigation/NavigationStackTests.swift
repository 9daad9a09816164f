import Foundation
import Testing
@testable import PlaygroundUI

// NavigationStack, links, titles and the bar (docs/semantics.md §27).

private struct Color3: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Where `string` is drawn this frame (texts of covered levels are in the tree too, so the
/// display list tells what shows).
@MainActor func drawnFrames(_ h: ViewHost, _ string: String) -> [CGRect] {
    h.displayList.items.compactMap { item -> CGRect? in
        if case .text(let t) = item, t.string == string { return t.rect } else { return nil }
    }
}

@MainActor
@Suite struct NavigationStackTests {
    static let phone = CGSize(width: 390, height: 700)

    private struct Inbox: View {
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text("first line")
                    NavigationLink("Open 7", value: 7)
                    NavigationLink("Open note") { Text("note body").navigationTitle("Note") }
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { n in
                    Text("detail \(n)")
                        .navigationTitle("Item \(n)")
                        .preference(key: Color3.self, value: ["from \(n)"])
                }
            }
        }
    }

    /// §27.4: at the root the title is large: the bar is 96 pt (44 + 52), the content starts
    /// under it, and the 34-pt title sits 16 pt from the leading edge under the 44-pt row.
    @Test func largeTitleBarAtTheRoot() throws {
        let h = ViewHost(rootView: Inbox(), size: Self.phone)
        let line = try #require(h.frame(ofText: "first line"))
        #expect(abs(line.minY - 96) < 0.01)
        let title = try #require(h.frame(ofText: "Inbox"))
        expectEqual(title.minX, 16)
        expectEqual(title.minY, 44 + NavigationBarMetrics.largeTitleTop)
        expectEqual(NavigationBarMetrics.largeTitleFont, Font.largeTitle.bold())
    }

    /// §27.4: an inline title is centred and offered the bar less the wider side's items and an
    /// 8-pt gap: with no items a long title keeps every word it has room for (358 of 390 pt);
    /// with a wide trailing item it stays centred and clear of it on both sides.
    @Test func anInlineTitleTakesTheRoomBetweenTheItems() throws {
        struct Titled: View {
            var withItem: Bool
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Fully Visible Rows via onGeometryChange")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            if withItem { ToolbarItem(placement: .topBarTrailing) { Text("Select All") } }
                        }
                }
            }
        }
        func title(_ h: ViewHost) -> TextDrawing? {
            h.textDrawings.first { $0.string.hasPrefix("Fully") }
        }
        let plain = ViewHost(rootView: Titled(withItem: false), size: Self.phone)
        let whole = try #require(title(plain))
        #expect(whole.string == "Fully Visible Rows via onGeometryChange", "not truncated")
        #expect(abs(whole.rect.midX - 195) < 0.5 && whole.rect.width > 195 && whole.rect.width <= 358)
        let item = ViewHost(rootView: Titled(withItem: true), size: Self.phone)
        let cut = try #require(title(item))
        let selectAll = try #require(item.frame(ofText: "Select All"))
        #expect(cut.string != whole.string, "truncated: \(cut.string)")
        #expect(abs(cut.rect.midX - 195) < 0.5)
        #expect(cut.rect.maxX <= selectAll.minX - NavigationBarMetrics.titleToItemGap + 0.5)
        #expect(cut.rect.minX >= 390 - selectAll.minX + NavigationBarMetrics.titleToItemGap - 0.5)
    }

    /// §27.3: a disabled link in a list row is dimmed as a disabled button's label is (it was
    /// drawn as an enabled one), and a tap does not push.
    @Test func aDisabledLinkInAListIsDimmed() throws {
        let h = ViewHost(rootView: NavigationStack {
            List {
                NavigationLink("Locked", value: 1).disabled(true)
                NavigationLink("Open", value: 2)
            }
            .navigationDestination(for: Int.self) { Text("pushed \($0)") }
        }, size: Self.phone)
        let locked = try #require(h.textDrawings.first { $0.string == "Locked" })
        let open = try #require(h.textDrawings.first { $0.string == "Open" })
        expectEqual(locked.color, ButtonMetrics.disabledLabel.resolved)
        expectEqual(open.color, Color.primary.resolved)
        #expect(h.tap(onText: "Locked"))
        h.advance(seconds: 1)
        #expect(!h.exists(text: "pushed 1"))
    }

    /// §27.6: a value link pushes the destination registered for its type; it slides in from
    /// the trailing edge on the navigation spring and the root moves a third of the way out.
    @Test func valueLinkPushesWithTheSlide() throws {
        let h = ViewHost(rootView: Inbox(), size: Self.phone)
        #expect(h.tap(onText: "Open 7"))
        h.advance()
        let settled = try #require(h.frame(ofText: "detail 7")).minX   // centred in the level
        let start = try #require(drawnFrames(h, "detail 7").last)
        #expect(start.minX - settled > 340, "starts near the trailing edge: \(start.minX - settled)")
        h.advance(seconds: 0.15)
        let mid = try #require(drawnFrames(h, "detail 7").last)
        #expect(mid.minX - settled > 20 && mid.minX < start.minX, "\(mid.minX - settled)")
        h.advance(seconds: 1)
        let end = try #require(drawnFrames(h, "detail 7").last)
        #expect(abs(end.minX - settled) < 0.5)
        let root = try #require(h.presentedFrame(ofText: "first line"))
        #expect(abs(root.minX + 390 * 0.3) < 0.5)
    }

    /// §27.3: a link inside a `GeometryReader` (built again at each placing) pushes its
    /// destination without the frame going round and round (it was cut at 8 rounds with a
    /// warning), and its destination still follows the link's state.
    @Test func aLinkInAGeometryReaderPushesQuietly() throws {
        struct Root: View {
            @State private var n = 1
            var body: some View {
                NavigationStack {
                    GeometryReader { _ in
                        VStack {
                            NavigationLink("Push") { Text("detail \(n)").onTapGesture { n += 1 } }
                        }
                    }
                }
            }
        }
        let h = ViewHost(rootView: Root(), size: Self.phone)
        h.printsWarnings = false
        #expect(h.tap(onText: "Push"))
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "detail 1") != nil)
        #expect(h.tap(onText: "detail 1"))
        h.advance(frames: 2)
        #expect(h.frame(ofText: "detail 2") != nil)
        #expect(h.warnings.isEmpty, "\(h.warnings)")
    }

    /// §27.4: the bar shows the top view's title, the back button the previous one's; popping
    /// brings the root's title back.
    @Test func titleFollowsTheTopView() throws {
        let h = ViewHost(rootView: Inbox(), size: Self.phone)
        h.tap(onText: "Open 7")
        h.advance(seconds: 1)
        let pushedTitle = try #require(h.presentedFrame(ofText: "Item 7"))
        #expect(pushedTitle.minX >= 0 && pushedTitle.maxX <= 390)
        let back = try #require(drawnFrames(h, "Inbox").last)
        #expect(back.minY < 44 && back.minX > 8 && back.minX < 40, "the back title: \(back)")
        h.tap(at: CGPoint(x: back.midX, y: back.midY))   // Back
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "detail 7"), nil)
        let title = try #require(drawnFrames(h, "Inbox").first)
        #expect(abs(title.minX - 16) < 0.5 && title.minY > 44, "\(drawnFrames(h, "Inbox"))")
    }

    /// §27.6: Escape and Backspace pop, like a tap on Back.
    @Test func escapeAndBackspacePop() {
        let h = ViewHost(rootView: Inbox(), size: Self.phone)
        h.tap(onText: "Open 7")
        h.advance(seconds: 1)
        #expect(h.handleKey("escape"))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "detail 7"), nil)
        h.tap(onText: "Open note")
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "note body") != nil)
        #expect(h.handleKey("backspace"))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "note body"), nil)
        #expect(!h.handleKey("escape"), "nothing to pop at the root")
    }

    /// §27.1: a preference written inside a pushed view reaches an `onPreferenceChange` above
    /// the stack.
    @Test func pushedPreferenceReachesAboveTheStack() {
        let h = ViewHost(rootView: Inbox(), size: Self.phone)
        #expect(h.preferenceValue(Color3.self) == [])
        h.tap(onText: "Open 7")
        h.advance(seconds: 1)
        #expect(h.preferenceValue(Color3.self) == ["from 7"])
    }

    private struct Paths: View {
        @State var path: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                Text("depth \(path.count)")
                Button("push b") { path.append("b") }
                Button("pop all") { path.removeAll() }
                NavigationStack(path: $path) {
                    Text("root").navigationTitle("Root")
                        .navigationDestination(for: String.self) { s in Text("page \(s)").navigationTitle(s) }
                }
            }
        }
    }

    /// §27.2: the path binding drives the stack both ways: appending pushes, emptying pops to
    /// the root, and Back removes the last value.
    @Test func pathBindingDrivesTheStack() {
        let h = ViewHost(rootView: Paths(), size: Self.phone)
        h.tap(onText: "push b")
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "page b") != nil)
        h.tap(onText: "push b")
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "depth 2") != nil)
        #expect(h.handleKey("escape"))
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "depth 1") != nil)
        h.tap(onText: "pop all")
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "page b"), nil)
        #expect(h.frame(ofText: "depth 0") != nil)
    }

    private struct Missing: View {
        var body: some View {
            NavigationStack {
                NavigationLink("go", value: 3.5).navigationTitle("Top")
            }
        }
    }

    /// §27.3: a value with no matching destination pushes an empty view with a back button and a
    /// warning naming the type — never a crash.
    @Test func missingDestinationIsEmpty() throws {
        let h = ViewHost(rootView: Missing(), size: Self.phone)
        h.tap(onText: "go")
        h.advance(seconds: 1)
        let back = try #require(drawnFrames(h, "Top").last)
        #expect(back.minY < 44 && back.minX < 60, "the back button shows the root's title: \(back)")
    }

    private struct Inline: View {
        var body: some View {
            NavigationStack {
                VStack(spacing: 0) { Text("top"); Spacer() }
                    .navigationTitle("Settings")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                        ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                        ToolbarItem(placement: .bottomBar) { Text("bottom item") }
                    }
            }
        }
    }

    /// §27.4, §27.5: an inline title is centred in a 44-pt bar; leading and trailing items sit at
    /// 16 pt from the edges; a bottom-bar item in a 44-pt bar at the bottom.
    @Test func inlineTitleAndToolbarPlacements() throws {
        let h = ViewHost(rootView: Inline(), size: Self.phone)
        expectEqual(try #require(h.frame(ofText: "top")).minY, 44)
        let title = try #require(h.frame(ofText: "Settings"))
        #expect(abs(title.midX - 195) < 0.5 && abs(title.midY - 22) < 0.5)
        let add = try #require(h.frame(ofText: "Add"))
        #expect(abs(add.maxX - (390 - 16)) < 0.5)
        let edit = try #require(h.frame(ofText: "Edit"))
        #expect(abs(edit.minX - 16) < 0.5)
        let bottom = try #require(h.frame(ofText: "bottom item"))
        #expect(abs(bottom.midY - (700 - 22)) < 0.5)
    }

    /// §27.5: the bottom toolbar has its material and hairline only while the list goes on under
    /// it (iOS 15's scroll-edge look); at the list's end it is clear. `toolbarBackground(_:for:
    /// .bottomBar)` gives it a style, `.visible` keeps it, and `toolbarColorScheme(.dark, for:
    /// .bottomBar)` draws its items in the dark scheme while it shows.
    @Test func theBottomBarFollowsTheScrollEdge() throws {
        struct Bottom: View {
            let rows: Int
            var styled = false
            var body: some View {
                NavigationStack {
                    List(0..<rows, id: \.self) { Text("row \($0)") }
                        .navigationTitle("Library")
                        .toolbar { ToolbarItem(placement: .bottomBar) { Text("bottom item") } }
                        .toolbarBackground(styled ? AnyShapeStyle(Color.indigo) : AnyShapeStyle(Material.bar), for: .bottomBar)
                        .toolbarBackground(styled ? .visible : .automatic, for: .bottomBar)
                        .toolbarColorScheme(styled ? .dark : nil, for: .bottomBar)
                }
            }
        }
        func hairline(_ h: ViewHost) -> Bool { h.shapeDrawings.contains { abs($0.rect.minY - 656) < 0.01 && $0.rect.height == 0.5 && $0.rect.width == 390 } }
        let long = ViewHost(rootView: Bottom(rows: 60), size: Self.phone)
        #expect(hairline(long), "rows under the bar")
        let short = ViewHost(rootView: Bottom(rows: 3), size: Self.phone)
        #expect(!hairline(short), "a short list ends above the bar: clear")
        let styled = ViewHost(rootView: Bottom(rows: 3, styled: true), size: Self.phone)
        // The style resolves in the bar's (dark) scheme.
        #expect(styled.shapeDrawings.contains { $0.paint == .fill(Color.indigo.resolved(in: .dark)) && abs($0.rect.minY - 656) < 0.01 })
        expectEqual(styled.textDrawings.first { $0.string == "bottom item" }?.color, Color.primary.resolved(in: .dark))
    }

    private struct Scrolling: View {
        var body: some View {
            NavigationStack {
                List(0..<60, id: \.self) { Text("row \($0)") }
                    .navigationTitle("Library")
            }
        }
    }

    /// §27.4: as the content scrolls, the large title goes under the 44-pt row and the inline
    /// title appears; the bar's background shows once content is under it.
    @Test func largeTitleCollapsesOnScroll() throws {
        let h = ViewHost(rootView: Scrolling(), size: Self.phone)
        let rest = try #require(h.frame(ofText: "Library"))
        expectEqual(rest.minY, 47)
        h.scroll(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 200))
        h.advance(seconds: 1)
        let titles = drawnFrames(h, "Library")
        #expect(titles.count == 1, "only the inline title is drawn once collapsed")
        let inline = try #require(titles.first)
        #expect(abs(inline.midY - 22) < 1 && abs(inline.midX - 195) < 1)
    }

    private struct PinnedUnderTheBar: View {
        var body: some View {
            NavigationStack {
                ZStack(alignment: .top) {
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Text("row \($0)").frame(height: 50) } }
                    }
                    Text("pinned")
                }
                .navigationTitle("Demo")
            }
        }
    }

    /// §27.4: the content's safe area follows the bar as the large title collapses, so a view
    /// pinned under the bar rises with it (44 + 52 pt at rest, 44 collapsed), while the scroll
    /// view that collapses it keeps its content under the finger (it takes the difference as
    /// content inset): its rows move by the distance scrolled, not twice it.
    @Test func theSafeAreaFollowsACollapsingLargeTitle() throws {
        let h = ViewHost.phone(PinnedUnderTheBar())
        let pinned = { try #require(h.frame(ofText: "pinned")).minY }
        let row = { try #require(h.frame(ofText: "row 3")).minY }
        let restPinned = try pinned(), restRow = try row()
        #expect(abs(restPinned - (59 + 96)) < 0.01)
        h.scroll(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 30))
        h.advance(frames: 2)
        #expect(abs(try pinned() - (restPinned - 30)) < 0.01)
        #expect(abs(try row() - (restRow - 30)) < 0.01)
        h.scroll(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 40))
        h.advance(frames: 2)
        #expect(abs(try pinned() - (59 + 44)) < 0.01, "collapsed: under the 44-pt bar")
        #expect(abs(try row() - (restRow - 70)) < 0.01)
    }

    private struct Dismissing: View {
        struct Detail: View {
            @Environment(\.dismiss) var dismiss
            @Environment(\.isPresented) var isPresented
            var body: some View {
                Button("done \(isPresented)") { dismiss() }
            }
        }
        var body: some View {
            NavigationStack {
                NavigationLink("show") { Detail() }
            }
        }
    }

    /// §27.7: in a pushed view `dismiss` pops it and `isPresented` is true.
    @Test func dismissPopsAPushedView() {
        let h = ViewHost(rootView: Dismissing(), size: Self.phone)
        h.tap(onText: "show")
        h.advance(seconds: 1)
        #expect(h.tap(onText: "done true"))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "done true"), nil)
        #expect(h.frame(ofText: "show") != nil)
    }

    private struct Active: View {
        @State var on = false
        var body: some View {
            NavigationView {
                VStack {
                    Text("on \(on)")
                    Button("activate") { on = true }
                    NavigationLink(destination: Text("programmatic"), isActive: $on) { EmptyView() }
                }
                .navigationBarTitle("Old")
            }
        }
    }

    /// §27.3: the iOS 13 `isActive` link pushes while the binding is true; Back sets it false.
    @Test func isActiveLinkFollowsItsBinding() {
        let h = ViewHost(rootView: Active(), size: Self.phone)
        h.tap(onText: "activate")
        h.advance(seconds: 1)
        #expect(h.frame(ofText: "programmatic") != nil)
        #expect(h.handleKey("escape"))
        h.advance(seconds: 1)
        expectEqual(h.frame(ofText: "programmatic"), nil)
        #expect(h.frame(ofText: "on false") != nil)
    }

    private struct Hidden: View {
        var body: some View {
            NavigationStack {
                VStack(spacing: 0) { Text("at the top"); Spacer() }
                    .navigationTitle("Hidden")
                    .toolbar(.hidden, for: .navigationBar)
            }
        }
    }

    /// §27.5: a hidden bar leaves the whole height to the content.
    @Test func hiddenBarGivesTheSpaceBack() throws {
        let h = ViewHost(rootView: Hidden(), size: Self.phone)
        expectEqual(try #require(h.frame(ofText: "at the top")).minY, 0)
        expectEqual(h.frame(ofText: "Hidden"), nil)
    }
}

private struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

@MainActor
@Suite struct NavigationCustomBarTests {
    private struct Titled<Content: View>: View {
        @Environment(\.presentationMode) var presentationMode
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        @State private var title = ""
        var body: some View {
            VStack(spacing: 0) {
                HStack {
                    Button("‹ Back") { presentationMode.wrappedValue.dismiss() }
                    Spacer()
                    Text(title).font(.headline)
                    Spacer()
                }
                .padding()
                .background(Color.orange)
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .navigationBarHidden(true)
            .onPreferenceChange(TitleKey.self) { title = $0 }
        }
    }
    private struct Detail: View {
        @State private var alert = false
        @State private var sheet = false
        var body: some View {
            Titled {
                VStack {
                    Button("Show sheet") { sheet = true }
                    Button("Delete") { alert = true }
                }
                .preference(key: TitleKey.self, value: "Detail")
                .sheet(isPresented: $sheet) { CloseButton() }
                .alert("Sure?", isPresented: $alert) { Button("Remove", role: .destructive) {} }
            }
        }
    }
    private struct CloseButton: View {
        @Environment(\.dismiss) var dismiss
        var body: some View { Button("Close sheet") { dismiss() }.presentationDetents([.medium]) }
    }
    private struct Home: View {
        var body: some View {
            NavigationView {
                Titled { NavigationLink(destination: Detail()) { Text("Open detail") }.preference(key: TitleKey.self, value: "Home") }
            }
        }
    }

    /// §27.7: `presentationMode.wrappedValue.dismiss()` in a pushed view with a hidden bar pops it,
    /// also after a sheet and an alert there came and went; `tap(onText:)` picks the visible
    /// "‹ Back", not the covered root's (moved a third of the width out of the window).
    @Test func presentationModeDismissPops() {
        let h = ViewHost(rootView: Home(), size: CGSize(width: 390, height: 700))
        h.tap(onText: "Open detail"); h.advance(seconds: 1)
        h.tap(onText: "Show sheet"); h.advance(seconds: 1)
        h.tap(onText: "Close sheet"); h.advance(seconds: 1)
        h.tap(onText: "Delete"); h.advance(seconds: 1)
        h.tap(onText: "Remove"); h.advance(seconds: 1)
        #expect(h.tap(onText: "‹ Back")); h.advance(seconds: 1)
        #expect(drawnFrames(h, "Delete").isEmpty, "popped")
        #expect(!drawnFrames(h, "Open detail").isEmpty)
    }
}

@MainActor
@Suite struct NavigationInTabsTests {
    private struct App: View {
        var body: some View {
            TabView {
                NavigationStack {
                    NavigationLink("Player") { Text("now playing").toolbar(.hidden, for: .tabBar) }
                        .navigationTitle("Library")
                }
                .tabItem { Label("Music", systemImage: "music.note") }
                Text("search page").tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
        }
    }

    /// §27.5, §29: `.toolbar(.hidden, for: .tabBar)` in a pushed view hides the tab bar around
    /// the stack while it is on top; popping brings the bar back.
    @Test func pushedViewHidesTheTabBar() {
        let h = ViewHost(rootView: App(), size: CGSize(width: 390, height: 700))
        #expect(!drawnFrames(h, "Search").isEmpty)
        h.tap(onText: "Player"); h.advance(seconds: 1)
        #expect(!drawnFrames(h, "now playing").isEmpty)
        #expect(drawnFrames(h, "Search").isEmpty, "the tab bar is hidden")
        #expect(h.handleKey("escape")); h.advance(seconds: 1)
        #expect(!drawnFrames(h, "Search").isEmpty, "the tab bar is back")
    }
}
