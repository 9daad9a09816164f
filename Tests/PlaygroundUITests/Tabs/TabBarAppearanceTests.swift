import Testing
@testable import PlaygroundUI

// `toolbarBackground(_:for: .tabBar)` and `toolbarColorScheme(_:for: .tabBar)` written inside the
// selected tab style its tab bar (docs/semantics.md §29.6); they were accepted and ignored.
@MainActor
@Suite struct TabBarAppearanceTests {
    struct Tabs: View {
        var visibility: Visibility = .visible
        var scheme: ColorScheme? = nil
        var body: some View {
            TabView {
                NavigationStack {
                    Text("Home page")
                        .toolbarBackground(Color.indigo, for: .tabBar)
                        .toolbarBackground(visibility, for: .tabBar)
                        .toolbarColorScheme(scheme, for: .tabBar)
                }
                .tabItem { Label("Home", systemImage: "house") }
                Text("Other").tabItem { Label("Other", systemImage: "gear") }
            }
        }
    }

    private func host(_ v: Tabs) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: 700))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.advance()
        return h
    }

    private func fills(_ h: ViewHost, _ c: ResolvedColor) -> [CGRect] {
        h.displayList.items.compactMap { if case .shape(let s) = $0, case .fill(let f) = s.paint, f == c { return s.rect } else { return nil } }
    }

    @Test func theTabBarTakesTheBackgroundAndSchemeItsTabAsks() {
        let h = host(Tabs())
        // 49 pt of bar and the 34-pt home indicator below it.
        expectEqual(fills(h, Color.indigo.resolved), [CGRect(x: 0, y: 617, width: 390, height: 83)])
        let dark = host(Tabs(scheme: .dark))
        expectEqual(fills(dark, Color.indigo.resolved(in: .dark)), [CGRect(x: 0, y: 617, width: 390, height: 83)])
        // The other tab's title is drawn in the dark scheme's grey, the page's text stays black.
        let title = dark.displayList.items.compactMap { if case .text(let t) = $0, t.string == "Home page" { return t.color } else { return nil } }
        expectEqual(title, [ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)])
    }

    @Test func aHiddenBackgroundDrawsNone() {
        let h = host(Tabs(visibility: .hidden))
        #expect(fills(h, Color.indigo.resolved).isEmpty)
        #expect(!h.displayList.items.contains { if case .shape(let s) = $0 { return s.material != nil && s.rect.maxY == 700 } else { return false } })
    }
}
