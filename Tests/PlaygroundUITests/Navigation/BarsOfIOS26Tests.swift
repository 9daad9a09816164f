import Foundation
import Testing
@testable import PlaygroundUI

// iOS 26's bar APIs that come with Liquid Glass (docs/semantics.md §17.10): a tab view's
// bottom accessory, `safeAreaBar`, `ToolbarSpacer`'s sizing, and the ones accepted without
// effect here (scroll edge effects, the background extension, the tab bar's minimizing, a
// toolbar item's shared background).

@MainActor
@Suite struct BarsOfIOS26Tests {
    private func phone<V: View>(_ view: V) -> ViewHost { .phone(view) }

    private struct Player: View {
        var enabled = true
        @State private var playing = false
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") {
                    VStack { Text("Top"); Spacer(); Text("Last") }
                        .background { PlacementReader() }
                }
                Tab("Search", systemImage: "magnifyingglass") { Text("Find") }
            }
            .tabViewBottomAccessory(isEnabled: enabled) {
                HStack {
                    Text(playing ? "Playing" : "Paused")
                    Spacer()
                    Button("Toggle") { playing.toggle() }
                }
                .padding(.horizontal)
                .background { PlacementReader() }
            }
        }
    }
    private struct PlacementReader: View {
        @Environment(\.tabViewBottomAccessoryPlacement) private var placement
        var body: some View { Text(placement.map { "\($0)" } ?? "none").opacity(0.01) }
    }

    @Test func theAccessoryStandsOnGlassAboveTheTabBar() throws {
        // Apple: the accessory is shown above the tab bar (`expanded`), the tabs' content above it.
        let h = phone(Player())
        let paused = try #require(h.frame(ofText: "Paused"))
        // The tab bar's top is 844 − 34 − 49 = 761; the accessory is 48 tall, 8 above it.
        let glass = try #require(h.shapeDrawings.first { $0.material != nil && $0.rect.height == TabBarMetrics.accessoryHeight })
        expectEqual(glass.rect.maxY, 761 - TabBarMetrics.accessoryGap)
        #expect(glass.rect.minX == TabBarMetrics.accessoryInset && glass.rect.maxX == 390 - TabBarMetrics.accessoryInset)
        #expect(abs(paused.midY - glass.rect.midY) < 0.5)
        let last = try #require(h.frame(ofText: "Last"))
        #expect(last.maxY <= glass.rect.minY)
        // Its placement reads `expanded` inside it, nil in the tabs.
        #expect(h.exists(text: "expanded") && h.exists(text: "none"))
        // Its own state works.
        try #require(h.find(text: "Toggle")).tap()
        #expect(h.exists(text: "Playing"))
        // Turned off (iOS 26.1's `isEnabled`), it goes and the content reaches the bar.
        let off = phone(Player(enabled: false))
        #expect(!off.exists(text: "Paused"))
        #expect(try #require(off.frame(ofText: "Last")).maxY > glass.rect.maxY)
    }

    @Test func aTabViewInsideDoesNotShowTheAccessoryAgain() {
        let h = phone(TabView {
            Tab("Outer", systemImage: "house") {
                TabView { Tab("Inner", systemImage: "star") { Text("Deep") } }
            }
        }
        .tabViewBottomAccessory { Text("Mini player") })
        expectEqual(h.textDrawings.filter { $0.string == "Mini player" }.count, 1)
    }

    @Test func aSafeAreaBarInsetsTheViewAsASafeAreaInsetDoes() throws {
        let content = VStack { Text("Top"); Spacer(); Text("Bottom") }
        let bar = phone(content.safeAreaBar(edge: .bottom) { Color.blue.frame(height: 40) })
        let inset = phone(content.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 40) })
        let bottom = try #require(bar.frame(ofText: "Bottom"))
        expectEqual(bottom, inset.frame(ofText: "Bottom"))
        #expect(abs(bottom.maxY - (844 - 34 - 40)) < 0.5)
        let side = phone(content.safeAreaBar(edge: .leading, spacing: 0) { Color.blue.frame(width: 50) })
        expectEqual(side.frame(ofText: "Top").map { $0.minX >= 50 }, true)
    }

    @Test func aFixedToolbarSpacerKeepsAGapAndAFlexibleOneSpreads() throws {
        func bar(_ spacer: Bool) -> ViewHost {
            phone(NavigationStack {
                Text("Body")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("One") {} }
                        if spacer { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
                        ToolbarItem(placement: .topBarTrailing) { Button("Two") {} }
                            .sharedBackgroundVisibility(.hidden)
                    }
            })
        }
        let plain = bar(false), spaced = bar(true)
        let gap0 = try #require(plain.frame(ofText: "Two")).minX - (try #require(plain.frame(ofText: "One")).maxX)
        let gap1 = try #require(spaced.frame(ofText: "Two")).minX - (try #require(spaced.frame(ofText: "One")).maxX)
        // The fixed spacer is one more item in the row: its width and one more item spacing.
        #expect(abs(gap1 - gap0 - NavigationBarMetrics.fixedSpacerWidth - NavigationBarMetrics.itemSpacing) < 0.5)
        // A flexible spacer in the bottom bar pushes the two to its ends.
        let bottom = phone(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Left") {} }
                ToolbarSpacer(placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button("Right") {} }
            }
        })
        let left = try #require(bottom.frame(ofText: "Left")), right = try #require(bottom.frame(ofText: "Right"))
        #expect(left.minX < 40 && right.maxX > 350)
    }

    // §17.10: iOS 26's search item in the bottom bar, as people write it, compiles; here the field
    // stays above the list and the bar shows the program's own item at its trailing end.
    @Test func aDefaultSearchItemLeavesTheFieldAndTheBarsItems() throws {
        struct Notes: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List(["Groceries", "Ideas"], id: \.self) { Text($0) }
                        .navigationTitle("Notes")
                        .searchable(text: $query)
                        .searchToolbarBehavior(.minimize)
                        .toolbar {
                            DefaultToolbarItem(kind: .search, placement: .bottomBar)
                            ToolbarSpacer(.flexible, placement: .bottomBar)
                            ToolbarItem(placement: .bottomBar) { Button("New") {} }
                        }
                }
            }
        }
        let host = phone(Notes())
        // The field: the search field's grey capsule, 16 pt in, above the first row.
        let field = try #require(host.shapeDrawings.first { $0.paint == .fill(Color(118, 118, 128, 0.12).resolved) }?.rect)
        let first = try #require(host.frame(ofText: "Groceries"))
        #expect(field.minX == 16 && field.maxY < first.minY)
        let new = try #require(host.frame(ofText: "New"))
        #expect(new.maxX > 350 && new.minY > 844 - 34 - 44)
    }

    @Test func theEffectsNotDrawnHereLeaveTheDrawingAsItWas() {
        // Scroll edge effects, the background extension and a tab bar's minimizing are accepted
        // and change nothing here (README, differences).
        func list() -> some View {
            ScrollView { VStack { ForEach(0..<30) { Text("Row \($0)") } } }
        }
        let plain = phone(TabView { Tab("A", systemImage: "house") { list() } })
        let modified = phone(TabView {
            Tab("A", systemImage: "house") {
                list()
                    .scrollEdgeEffectStyle(.hard, for: .top)
                    .scrollEdgeEffectHidden(true, for: .bottom)
                    .backgroundExtensionEffect()
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown))
        expectEqual(plain.displayList.items, modified.displayList.items)
    }
}
