import Foundation
import Testing
@testable import PlaygroundUI

// Tab views (docs/semantics.md §29): the tab bar's geometry and colours, selection by tap and
// through the binding, state kept across tabs, only the selected tab drawn, hit and reporting
// preferences, badges, iOS 18's `Tab`, and the page style's drag paging.

private struct FrameKey: PreferenceKey {
    static let defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { let n = nextValue(); if n != .zero { value = n } }
}

private struct NameKey: PreferenceKey {
    static let defaultValue: String = ""
    static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

extension View {
    fileprivate func reportFrame() -> some View {
        background(GeometryReader { p in Color.clear.preference(key: FrameKey.self, value: p.frame(in: .global)) })
    }
}

@MainActor private func texts(_ host: ViewHost) -> [TextDrawing] {
    host.displayList.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
}
@MainActor private func shapes(_ host: ViewHost) -> [ShapeDrawing] {
    host.displayList.items.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
}
@MainActor private func drawn(_ host: ViewHost, _ string: String) -> TextDrawing? {
    texts(host).first { $0.string == string }
}

@MainActor private func phone<V: View>(_ view: V) -> ViewHost { .phone(view) }

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Add to \(name)") { count += 1 }
        }
    }
}

private struct ThreeTabs: View {
    @State var selection = 0
    /// `toolbarBackground(.visible, for: .tabBar)` on the first tab: its bar always has its
    /// background (the short content leaves it clear otherwise, §29.6).
    var visibleBar = false
    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selection) {
                Counter(name: "Home")
                    .toolbarBackground(visibleBar ? .visible : .automatic, for: .tabBar)
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Counter(name: "Search")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .reportFrame()
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }
                    .tag(1)
                Counter(name: "Profile")
                    .tabItem {
                        Image(systemName: "person")
                        Text("Profile")
                    }
                    .tag(2)
            }
        }
        .overlay(alignment: .topLeading) { Text("selected \(selection)").font(.caption) }
    }
}

@MainActor
struct TabBarTests {
    // §29.1: the bar is 49 pt above the bottom safe area, its background reaching the window's
    // bottom; items share the width equally, titles 10 pt medium.
    @Test func barGeometry() {
        let host = phone(ThreeTabs(visibleBar: true))
        for (i, title) in ["Home", "Search", "Profile"].enumerated() {
            let t = drawn(host, title)
            #expect(t != nil)
            #expect(t.map { abs($0.rect.midX - (65 + 130 * CGFloat(i))) < 0.5 } == true)
            expectEqual(t?.font.size, 10)
            expectEqual(t?.font.weight, .medium)
            // Titles sit in the bar: between its top (844 - 34 - 49 = 761) and the safe area's bottom.
            #expect(t.map { $0.rect.minY > 761 && $0.rect.maxY <= 810 } == true)
        }
        // The bar's material background covers 761…844 across the width.
        let bar = shapes(host).first { $0.rect.minY == 761 && $0.rect.width == 390 && $0.rect.height > 80 }
        expectEqual(bar?.rect.maxY, 844)
        // A hairline on its top edge.
        #expect(shapes(host).contains { $0.rect.minY == 761 && $0.rect.height == 1 && $0.rect.width == 390 })
    }

    // §29.1: in dark mode the bar is a dark translucent wash, not the light material alone.
    @Test func darkBar() {
        let host = ViewHost(rootView: ThreeTabs(visibleBar: true), size: CGSize(width: 390, height: 844))
        host.colorScheme = .dark
        host.advance()
        #expect(shapes(host).contains { $0.rect.minY == 844 - 49 && $0.rect.width == 390 && $0.paint == .fill(TabBarMetrics.darkWash.resolved(in: .dark)) })
    }

    // §29.6: iOS 15+ draws the bar's background and hairline only while content is under the bar:
    // a long list shows them until it is scrolled to its end; a short tab leaves the bar clear.
    @Test func theBarIsClearAtTheScrollEdge() {
        struct Tabs: View {
            var body: some View {
                TabView {
                    List(0..<40, id: \.self) { Text("Row \($0)") }
                        .tabItem { Label("Long", systemImage: "list.bullet") }
                    Text("Short")
                        .tabItem { Label("Short", systemImage: "square") }
                }
            }
        }
        let host = phone(Tabs())
        func hairline() -> Bool { shapes(host).contains { $0.rect.minY == 761 && $0.rect.height == 1 && $0.rect.width == 390 } }
        func material() -> Bool { shapes(host).contains { $0.rect.minY == 761 && $0.rect.width == 390 && $0.rect.height > 80 } }
        #expect(hairline() && material(), "rows go on under the bar")
        for _ in 0..<40 { host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: 400)); host.advance() }
        host.advance(seconds: 2)
        #expect(host.frame(ofText: "Row 39") != nil)
        #expect(!hairline() && !material(), "at the list's end the bar is clear")
        host.scroll(at: CGPoint(x: 195, y: 400), by: CGSize(width: 0, height: -200)); host.advance(seconds: 1)
        #expect(hairline() && material(), "scrolled back: rows under the bar again")
        #expect(host.tap(onText: "Short")); host.advance(frames: 2)
        #expect(host.frame(ofText: "Short") != nil && !hairline() && !material(), "no scroll view: clear \(shapes(host).filter { $0.rect.minY >= 760 })")
    }

    // §29.1: the selected item is drawn in the accent colour, the others in system gray.
    @Test func itemColours() {
        let host = phone(ThreeTabs())
        expectEqual(drawn(host, "Home")?.color, Color.accentColor.resolved)
        expectEqual(drawn(host, "Search")?.color, Color(.systemGray).resolved)
        let tinted = phone(ThreeTabs().tint(.red))
        expectEqual(drawn(tinted, "Home")?.color, Color.red.resolved)
        let accent = phone(ThreeTabs().accentColor(.orange))
        expectEqual(drawn(accent, "Home")?.color, Color.orange.resolved)
    }

    // §29.3: a tap on an item selects its tab and writes its tag to the binding; only the
    // selected tab is drawn.
    @Test func tapSelects() {
        let host = phone(ThreeTabs())
        #expect(drawn(host, "Home 0") != nil)
        expectEqual(drawn(host, "Search 0"), nil)
        #expect(host.tap(onText: "Search")); host.advance()
        #expect(drawn(host, "selected 1") != nil)
        #expect(drawn(host, "Search 0") != nil)
        expectEqual(drawn(host, "Home 0"), nil)
        // The symbol tab item (Image + Text) works the same.
        #expect(host.tap(onText: "Profile")); host.advance()
        #expect(drawn(host, "selected 2") != nil)
        expectEqual(drawn(host, "Profile")?.color, Color.accentColor.resolved)
    }

    // §29.3: each tab keeps its @State while another tab is shown.
    @Test func stateSurvivesSwitching() {
        let host = phone(ThreeTabs())
        #expect(host.tap(onText: "Add to Home")); host.advance()
        #expect(host.tap(onText: "Add to Home")); host.advance()
        #expect(drawn(host, "Home 2") != nil)
        #expect(host.tap(onText: "Search")); host.advance()
        #expect(host.tap(onText: "Add to Search")); host.advance()
        #expect(host.tap(onText: "Home")); host.advance()
        #expect(drawn(host, "Home 2") != nil)
        #expect(host.tap(onText: "Search")); host.advance()
        #expect(drawn(host, "Search 1") != nil)
    }

    // §29.3: a tab is built when first shown: its onAppear runs then (not at the start), and
    // a tab never shown is not in the tree at all.
    @Test func tabsBuiltWhenFirstShown() {
        final class Log { var events: [String] = [] }
        struct V: View {
            let log: Log
            @State var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    Text("home view").onAppear { log.events.append("home") }
                        .tabItem { Label("Home", systemImage: "house") }.tag(0)
                    Text("search view").onAppear { log.events.append("search") }
                        .tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
                    Text("more view").onAppear { log.events.append("more") }
                        .tabItem { Label("More", systemImage: "ellipsis") }.tag(2)
                }
            }
        }
        let log = Log()
        let host = phone(V(log: log))
        expectEqual(log.events, ["home"])
        expectEqual(host.frame(ofText: "search view"), nil)
        #expect(host.tap(onText: "Search")); host.advance()
        expectEqual(log.events, ["home", "search"])
        #expect(drawn(host, "search view") != nil)
        expectEqual(host.frame(ofText: "more view"), nil)
    }

    // §29.3: values passed into the tabs from outside reach the shown tab and, once shown, a
    // hidden one (the tabs are rebuilt with the TabView).
    @Test func outsideStateReachesTabs() {
        struct V: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("Bump") { count += 1 }
                    TabView {
                        Text("first \(count)").tabItem { Text("One") }
                        Text("second \(count)").tabItem { Text("Two") }
                    }
                }
            }
        }
        let host = phone(V())
        #expect(host.tap(onText: "Bump")); host.advance()
        #expect(drawn(host, "first 1") != nil)
        #expect(host.tap(onText: "Two")); host.advance()
        #expect(drawn(host, "second 1") != nil)
        #expect(host.tap(onText: "Bump")); host.advance()
        #expect(drawn(host, "second 2") != nil)
        #expect(host.tap(onText: "One")); host.advance()
        #expect(drawn(host, "first 2") != nil)
    }

    // §29.3: tabs written as views of their own (the `.tabItem` inside their body) are built
    // when first shown, though their view is not evaluated again then.
    @Test func tabsAsCustomViews() {
        struct HomeTab: View {
            var body: some View { Counter(name: "Home").tabItem { Label("Home", systemImage: "house") } }
        }
        struct SearchTab: View {
            var body: some View { Counter(name: "Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1) }
        }
        struct V: View {
            @State var sel = 0
            var body: some View {
                TabView(selection: $sel) {
                    HomeTab().tag(0)
                    SearchTab()
                }
            }
        }
        let host = phone(V())
        #expect(drawn(host, "Home 0") != nil)
        #expect(host.tap(onText: "Search")); host.advance()
        #expect(drawn(host, "Search 0") != nil)
        #expect(host.tap(onText: "Add to Search")); host.advance()
        #expect(drawn(host, "Search 1") != nil)
        #expect(host.tap(onText: "Home")); host.advance()
        #expect(drawn(host, "Home 0") != nil)
        #expect(host.tap(onText: "Search")); host.advance()
        #expect(drawn(host, "Search 1") != nil)
    }

    // §29.3: the content is laid out above the bar (in the safe area); a hidden tab is not hit.
    @Test func contentAboveBarAndHiddenTabsNotHit() {
        let host = phone(ThreeTabs())
        #expect(host.tap(onText: "Search")); host.advance()
        #expect(host.preferenceValue(FrameKey.self) == CGRect(x: 0, y: 59, width: 390, height: 761 - 59))
        // The Home tab's button sits where Search's does; tapping there adds to Search only.
        let add = host.frame(ofText: "Add to Search")!
        host.tap(at: CGPoint(x: add.midX, y: add.midY)); host.advance()
        #expect(host.tap(onText: "Home")); host.advance()
        #expect(drawn(host, "Home 0") != nil)
    }

    // §29.3: content ignoring the safe area reaches under the bar to the window's edges.
    @Test func ignoringSafeAreaGoesUnderBar() {
        struct V: View {
            var body: some View {
                TabView {
                    Color.mint.reportFrame().ignoresSafeArea()
                        .tabItem { Label("One", systemImage: "1.circle") }
                }
            }
        }
        let host = phone(V())
        #expect(host.preferenceValue(FrameKey.self) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    // §29.3: tabs without tags are selected by position; a TabView without a binding starts on
    // the first tab and keeps its own selection.
    @Test func untaggedTabsByPosition() {
        struct V: View {
            var body: some View {
                TabView {
                    Text("first page").tabItem { Text("A") }
                    ForEach(["B", "C"], id: \.self) { s in
                        Text("page \(s)").tabItem { Text(s) }
                    }
                }
            }
        }
        let host = phone(V())
        #expect(drawn(host, "first page") != nil)
        #expect(host.tap(onText: "C")); host.advance()
        #expect(drawn(host, "page C") != nil)
        expectEqual(drawn(host, "first page"), nil)
    }

    // §29.3: the selection set from outside shows that tab; an enum tag works.
    @Test func bindingDrivesSelection() {
        enum Screen: Hashable { case feed, inbox }
        struct V: View {
            @State var screen = Screen.feed
            var body: some View {
                VStack {
                    Button("Go to inbox") { screen = .inbox }
                    TabView(selection: $screen) {
                        Text("Feed screen").tabItem { Label("Feed", systemImage: "list.bullet") }.tag(Screen.feed)
                        Text("Inbox screen").tag(Screen.inbox).tabItem { Label("Inbox", systemImage: "tray") }
                    }
                }
            }
        }
        let host = phone(V())
        #expect(drawn(host, "Feed screen") != nil)
        #expect(host.tap(onText: "Go to inbox")); host.advance()
        #expect(drawn(host, "Inbox screen") != nil)
        expectEqual(drawn(host, "Inbox")?.color, Color.accentColor.resolved)
    }

    // §29.1: switching tabs is not animated, even inside withAnimation: the new tab is drawn
    // in place at once (nothing slides or grows from the old tab's frame).
    @Test func switchingIsNotAnimated() {
        struct V: View {
            @State var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    Button("Show second") { withAnimation(.easeInOut(duration: 1)) { tab = 1 } }
                        .tabItem { Text("First") }.tag(0)
                    Text("Second screen").frame(width: 200, height: 40).tabItem { Text("Second") }.tag(1)
                }
            }
        }
        let host = phone(V())
        #expect(host.tap(onText: "Show second")); host.advance()
        let drawnRect = drawn(host, "Second screen")?.rect
        host.advance(frames: 90)
        #expect(drawnRect != nil && drawnRect == drawn(host, "Second screen")?.rect)
        expectEqual(drawn(host, "Show second"), nil)
    }

    // §29.3: preferences written in the selected tab reach an onPreferenceChange above the
    // TabView; the other tabs contribute nothing.
    @Test func preferencesFromSelectedTabOnly() {
        final class Box { var seen: [String] = [] }
        struct V: View {
            let box: Box
            var body: some View {
                TabView {
                    Text("one").preference(key: NameKey.self, value: "first").tabItem { Text("1") }
                    Text("two").preference(key: NameKey.self, value: "second").tabItem { Text("2") }
                }
                .onPreferenceChange(NameKey.self) { box.seen.append($0) }
            }
        }
        let box = Box()
        let host = phone(V(box: box))
        #expect(host.preferenceValue(NameKey.self) == "first")
        #expect(host.tap(onText: "2")); host.advance()
        #expect(host.preferenceValue(NameKey.self) == "second")
        expectEqual(box.seen, ["first", "second"])
    }

    // §29.2: a badge is a red capsule with white text by the icon; 0 shows none.
    @Test func badges() {
        struct V: View {
            var body: some View {
                TabView {
                    Text("a").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
                    Text("b").tabItem { Label("Sent", systemImage: "paperplane") }.badge(0)
                    Text("c").tabItem { Label("New", systemImage: "star") }.badge("!")
                }
            }
        }
        let host = phone(V())
        let three = drawn(host, "3")
        expectEqual(three?.color, Color.white.resolved)
        expectEqual(three?.font.size, 13)
        #expect(drawn(host, "!") != nil)
        expectEqual(drawn(host, "0"), nil)
        let red = shapes(host).filter { $0.paint == .fill(Color(.systemRed).resolved) }
        expectEqual(red.count, 2)
        #expect(red.allSatisfy { $0.rect.height == 18 && $0.rect.width >= 18 })
        // The badge's leading edge is right of its icon's centre (the item's centre, x = 65).
        #expect(red.first.map { $0.rect.minX > 65 && $0.rect.minX < 65 + 20 } == true)
    }

    // §29.2: iOS 18's `Tab(_:systemImage:value:)` form.
    @Test func tabForm() {
        struct V: View {
            @State var sel = "b"
            var body: some View {
                TabView(selection: $sel) {
                    Tab("Alpha", systemImage: "a.circle", value: "a") { Text("alpha content") }
                    Tab("Beta", systemImage: "b.circle", value: "b") { Text("beta content") }
                        .badge(2)
                }
            }
        }
        struct W: View {
            var body: some View {
                TabView {
                    Tab("Received", systemImage: "tray") { Text("received") }.badge(2)
                    Tab("Sent", systemImage: "paperplane") { Text("sent") }
                }
            }
        }
        let plain = phone(W())
        #expect(drawn(plain, "Received") != nil && drawn(plain, "Sent") != nil && drawn(plain, "2") != nil)
        #expect(plain.tap(onText: "Sent")); plain.advance()
        #expect(drawn(plain, "sent") != nil)
        let host = phone(V())
        #expect(drawn(host, "Beta") != nil && drawn(host, "2") != nil)
        #expect(drawn(host, "beta content") != nil)
        #expect(host.tap(onText: "Alpha")); host.advance()
        #expect(drawn(host, "alpha content") != nil)
    }

    // §29.2: with `TabView(selection:)`, a `Tab`'s value is of the selection's type, so the
    // published form `value: .home` compiles; `TabSection` groups tabs that are tabs like the
    // others; `Tab(role: .search)` is labelled "Search".
    @Test func tabValuesTakeTheSelectionsType() {
        enum Screen: Hashable { case home, settings, search }
        struct V: View {
            @State var sel: Screen = .home
            var body: some View {
                TabView(selection: $sel) {
                    Tab("Home", systemImage: "house", value: .home) { Text("home content") }
                    TabSection("More") {
                        Tab("Settings", systemImage: "gear", value: .settings) { Text("settings content") }
                    }
                    Tab(value: .search, role: .search) { Text("search content") }
                }
            }
        }
        let host = phone(V())
        #expect(drawn(host, "home content") != nil)
        #expect(drawn(host, "Settings") != nil && drawn(host, "Search") != nil)
        #expect(host.tap(onText: "Settings")); host.advance()
        #expect(drawn(host, "settings content") != nil)
        #expect(host.tap(onText: "Search")); host.advance()
        #expect(drawn(host, "search content") != nil)
    }

    // §29.2: without a selection, a titled tab may name its role too (the iOS 26 search tab
    // people write: `Tab("Search", systemImage: "magnifyingglass", role: .search)`).
    @Test func aTabWithoutAValueTakesARole() {
        struct V: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("home content") }
                    Tab("Find", systemImage: "magnifyingglass", role: .search) { Text("search content") }
                }
            }
        }
        let host = phone(V())
        #expect(drawn(host, "Find") != nil)
        #expect(host.tap(onText: "Find")); host.advance()
        #expect(drawn(host, "search content") != nil)
    }

    // §29.4: the internal hook behind `.toolbar(.hidden, for: .tabBar)` hides the bar, and the
    // content takes its place.
    @Test func hiddenBar() {
        struct V: View {
            var body: some View {
                TabView {
                    Color.blue.reportFrame().toolbar(.hidden, for: .tabBar).tabItem { Text("Only") }
                }
            }
        }
        let host = phone(V())
        host.advance()
        expectEqual(drawn(host, "Only"), nil)
        #expect(host.preferenceValue(FrameKey.self) == CGRect(x: 0, y: 59, width: 390, height: 844 - 59 - 34))
    }
}

private struct Pages: View {
    @State var page = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("page \(page)")
            TabView(selection: $page) {
                ForEach(0..<3) { i in
                    Text("Card \(i)").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.indigo).tag(i)
                }
            }
            .tabViewStyle(.page)
            .frame(height: 300)
        }
    }
}

@MainActor
struct PageTabViewTests {
    private func host() -> ViewHost {
        let host = ViewHost(rootView: Pages(), size: CGSize(width: 390, height: 400))
        host.advance()
        return host
    }

    /// Drags from x0 to x1 at y 200 over `frames` frames, then releases.
    private func drag(_ host: ViewHost, from x0: CGFloat, to x1: CGFloat, frames: Int) {
        host.press(at: CGPoint(x: x0, y: 200)); host.advance()
        for f in 1...frames {
            host.move(to: CGPoint(x: x0 + (x1 - x0) * CGFloat(f) / CGFloat(frames), y: 200)); host.advance()
        }
        host.release(at: CGPoint(x: x1, y: 200)); host.advance()
    }

    // §29.5: pages sit side by side; only the one at the selection is on screen; the dots show
    // the current page in white.
    @Test func layoutAndDots() {
        let host = host()
        #expect(host.frame(ofText: "Card 0").map { abs($0.midX - 195) < 0.5 } == true)
        #expect(host.frame(ofText: "Card 1").map { abs($0.midX - 195 - 390) < 0.5 } == true)
        let dots = shapes(host).filter { $0.rect.width == 7 && $0.rect.height == 7 }
        expectEqual(dots.count, 3)
        expectEqual(dots.first?.paint, .fill(Color.white.resolved))
        #expect(dots.dropFirst().allSatisfy { $0.paint != .fill(Color.white.resolved) })
        // Centre to centre 16 pt (7 pt dots, 9 pt apart), centred.
        #expect(dots.count == 3 && dots[1].rect.midX - dots[0].rect.midX == 16 && abs(dots[1].rect.midX - 195) < 0.5)
    }

    // §29.5: a slow drag past half a page goes to the next page and writes the binding; the
    // pages settle there with a spring on the virtual clock.
    @Test func dragPastHalfPages() {
        let host = host()
        drag(host, from: 350, to: 100, frames: 30)
        #expect(drawn(host, "page 1") != nil)
        // Just released: still near where the finger left it, gliding on.
        let early = host.presentedFrame(ofText: "Card 1")!.midX
        #expect(early > 195 + 50 && early < 195 + 200)
        host.advance(frames: 60)
        #expect(host.presentedFrame(ofText: "Card 1").map { abs($0.midX - 195) < 0.5 } == true)
    }

    // §29.5: a selection set with withAnimation slides the pages; a tap beside the current dot
    // goes one page that way.
    @Test func animatedSelectionAndDotTaps() {
        let host = host()
        let dots = shapes(host).filter { $0.rect.width == 7 && $0.rect.height == 7 }
        expectEqual(dots.count, 3)
        // A tap on the last dot goes to the next page only.
        host.tap(at: CGPoint(x: dots[2].rect.midX, y: dots[2].rect.midY)); host.advance()
        #expect(drawn(host, "page 1") != nil)
        let moving = host.presentedFrame(ofText: "Card 1")!.midX
        #expect(moving > 195 + 1)
        host.advance(frames: 60)
        #expect(host.presentedFrame(ofText: "Card 1").map { abs($0.midX - 195) < 0.5 } == true)
    }

    // §29.5: a short slow drag snaps back to the same page.
    @Test func shortDragSnapsBack() {
        let host = host()
        drag(host, from: 300, to: 220, frames: 40)
        host.advance(frames: 60)
        #expect(drawn(host, "page 0") != nil)
        #expect(host.presentedFrame(ofText: "Card 0").map { abs($0.midX - 195) < 0.5 } == true)
    }

    // §29.5: a quick flick moves one page even when short (the velocity carries it past half).
    @Test func flickMovesOnePage() {
        let host = host()
        drag(host, from: 300, to: 200, frames: 3)
        host.advance(frames: 60)
        #expect(drawn(host, "page 1") != nil)
        // Flicking back from page 1.
        drag(host, from: 100, to: 200, frames: 3)
        host.advance(frames: 60)
        #expect(drawn(host, "page 0") != nil)
    }

    // §29.5: before the first page the drag meets a rubber band and springs back.
    @Test func rubberBandAtEdge() {
        let host = host()
        host.press(at: CGPoint(x: 50, y: 200)); host.advance()
        for f in 1...20 { host.move(to: CGPoint(x: 50 + 10 * CGFloat(f), y: 200)); host.advance() }
        let pulled = host.presentedFrame(ofText: "Card 0")!.midX - 195
        #expect(pulled > 20 && pulled < 200 * 0.55)
        host.release(at: CGPoint(x: 250, y: 200)); host.advance(frames: 60)
        #expect(drawn(host, "page 0") != nil)
        #expect(host.presentedFrame(ofText: "Card 0").map { abs($0.midX - 195) < 0.5 } == true)
    }

    // §29.5: a tap on a page's button reaches it; a vertical drag does not page.
    @Test func tapsAndVerticalDragsInPages() {
        struct V: View {
            @State var taps = 0
            @State var page = 0
            var body: some View {
                VStack {
                    Text("taps \(taps) page \(page)")
                    TabView(selection: $page) {
                        Button("Tap me") { taps += 1 }.frame(maxWidth: .infinity, maxHeight: .infinity).tag(0)
                        Text("Other").tag(1)
                    }
                    .tabViewStyle(.page)
                }
            }
        }
        let host = ViewHost(rootView: V(), size: CGSize(width: 390, height: 400)); host.advance()
        #expect(host.tap(onText: "Tap me")); host.advance()
        #expect(drawn(host, "taps 1 page 0") != nil)
        host.press(at: CGPoint(x: 300, y: 100)); host.advance()
        for f in 1...10 { host.move(to: CGPoint(x: 300 - 6 * CGFloat(f), y: 100 + 25 * CGFloat(f))); host.advance() }
        #expect(host.presentedFrame(ofText: "Tap me").map { abs($0.midX - 195) < 0.5 } == true)
        host.release(at: CGPoint(x: 240, y: 350)); host.advance(frames: 40)
        #expect(drawn(host, "taps 1 page 0") != nil)
    }

    // §29.5: a carousel in a vertical scroll view: a vertical drag on it scrolls the scroll
    // view, a horizontal one pages.
    @Test func carouselInScrollView() {
        struct V: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        TabView {
                            Text("Slide A").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.orange)
                            Text("Slide B")
                        }
                        .tabViewStyle(.page)
                        .frame(height: 200)
                        Color.gray.frame(height: 1000)
                    }
                }
            }
        }
        let host = ViewHost(rootView: V(), size: CGSize(width: 390, height: 600)); host.advance()
        // A horizontal swipe on it pages.
        let y = host.frame(ofText: "Slide A")!.midY
        host.press(at: CGPoint(x: 350, y: y)); host.advance()
        for f in 1...10 { host.move(to: CGPoint(x: 350 - 25 * CGFloat(f), y: y)); host.advance() }
        host.release(at: CGPoint(x: 100, y: y)); host.advance(frames: 60)
        #expect(host.presentedFrame(ofText: "Slide B").map { abs($0.midX - 195) < 0.5 && abs($0.midY - y) < 0.5 } == true)
        // A vertical drag on it scrolls the scroll view and does not page.
        host.press(at: CGPoint(x: 200, y: 150)); host.advance()
        for f in 1...10 { host.move(to: CGPoint(x: 200, y: 150 - 10 * CGFloat(f))); host.advance() }
        host.release(at: CGPoint(x: 200, y: 50)); host.advance(frames: 5)
        #expect(host.presentedFrame(ofText: "Slide B").map { $0.midY < y - 50 && abs($0.midX - 195) < 0.5 } == true)
    }

    // §29.5: `.page(indexDisplayMode: .never)` hides the dots; `.indexViewStyle(.page(
    // backgroundDisplayMode: .always))` puts them on a capsule.
    @Test func indexStyles() {
        struct V: View {
            let never: Bool
            var body: some View {
                TabView {
                    Color.red
                    Color.green
                }
                .tabViewStyle(.page(indexDisplayMode: never ? .never : .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
            }
        }
        let a = ViewHost(rootView: V(never: false), size: CGSize(width: 300, height: 300)); a.advance()
        #expect(shapes(a).filter { $0.rect.width == 7 && $0.rect.height == 7 }.count == 2)
        #expect(shapes(a).contains { if case .capsule = $0.outline { return $0.rect.height == 26 } else { return false } })
        let b = ViewHost(rootView: V(never: true), size: CGSize(width: 300, height: 300)); b.advance()
        #expect(shapes(b).filter { $0.rect.width == 7 && $0.rect.height == 7 }.isEmpty)
    }

    // A window closed while a finger is still dragging a page tab view: the gesture under way
    // outlives the tab view, and tearing it down read the freed tab view (a crash, found by
    // recording a drag without its release with `playground open`).
    @Test func aWindowGoingDuringAPageDragTearsDownCleanly() {
        weak var gone: ViewHost?
        do {
            let host = ViewHost(rootView: TabView { Text("A"); Text("B") }.tabViewStyle(.page), size: CGSize(width: 393, height: 600))
            host.press(at: CGPoint(x: 300, y: 300)); host.advance()
            for f in 1...4 { host.move(to: CGPoint(x: 300 - 40 * CGFloat(f), y: 300)); host.advance() }
            #expect(host.presentedFrame(ofText: "A").map { $0.midX < 196 } == true, "the drag moved the pages")
            gone = host
        }
        #expect(gone == nil)
    }
}
