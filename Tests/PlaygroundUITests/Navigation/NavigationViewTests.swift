import Foundation
import Testing
@testable import PlaygroundUI

// NavigationView with two or three views (docs/semantics.md §27.1, §31.6): columns. On a phone
// only the first shows, as a stack's root; in a regular width they are a split view's columns
// (§27.8), unless `navigationViewStyle(.stack)` keeps one stack.

@MainActor
@Suite struct NavigationViewTests {
    static let phone = CGSize(width: 393, height: 852)
    static let iPad = CGSize(width: 1180, height: 820)

    private func host<V: View>(_ v: V, _ size: CGSize) -> ViewHost {
        let h = ViewHost(rootView: v, size: size)
        h.printsWarnings = false
        h.advance()
        return h
    }

    private struct TwoColumns: View {
        var body: some View {
            NavigationView {
                List { Text("Inbox"); Text("Drafts") }.navigationTitle("Mail")
                Text("No message")
            }
        }
    }

    /// On a phone the first view is the stack's root, centred across the whole width, and the
    /// second (the placeholder detail) is not shown.
    @Test func phoneShowsTheFirstViewOnly() throws {
        let h = host(NavigationView { Text("Sidebar"); Text("Detail") }, Self.phone)
        let sidebar = try #require(h.frame(ofText: "Sidebar"))
        #expect(h.frame(ofText: "Detail") == nil, "the second view is a column a phone does not show")
        #expect(abs(sidebar.midX - Self.phone.width / 2) < 0.5, "\(sidebar)")
        #expect(abs(sidebar.midY - Self.phone.height / 2) < 60, "alone in the page, not above a second view: \(sidebar)")
    }

    /// In a regular width (an iPad in landscape) the two views are side by side: the first a
    /// 320-pt sidebar, the second the detail from 320.5 to the right edge, as in a split view.
    @Test func regularWidthShowsTwoColumns() throws {
        let h = host(TwoColumns(), Self.iPad)
        let inbox = try #require(h.frame(ofText: "Inbox"))
        let placeholder = try #require(h.frame(ofText: "No message"))
        #expect(inbox.maxX < 320 && inbox.minX == 32, "\(inbox)")
        #expect(abs(placeholder.midX - (320.5 + 1180) / 2) < 1, "\(placeholder)")
        #expect(h.shapeDrawings.contains { $0.rect.minX == 320 && $0.rect.width == 0.5 }, "the separator at 320")
    }

    /// `navigationViewStyle(.stack)` keeps one stack in a regular width too: the first view alone.
    @Test func stackStyleKeepsOneStack() throws {
        let h = host(TwoColumns().navigationViewStyle(.stack), Self.iPad)
        let inbox = try #require(h.frame(ofText: "Inbox"))
        expectEqual(h.frame(ofText: "No message"), nil)
        #expect(inbox.minX < 100 && h.shapeDrawings.allSatisfy { !($0.rect.minX == 320 && $0.rect.width == 0.5) })
        let columns = host(TwoColumns().navigationViewStyle(.columns), Self.iPad)
        #expect(columns.frame(ofText: "No message") != nil, "`.columns` is the split view")
    }

    /// Three views: a 320-pt sidebar, a 320-pt content column and the detail.
    @Test func threeViewsAreThreeColumns() throws {
        let h = host(NavigationView { Text("One"); Text("Two"); Text("Three") }, Self.iPad)
        let one = try #require(h.frame(ofText: "One")), two = try #require(h.frame(ofText: "Two"))
        let three = try #require(h.frame(ofText: "Three"))
        #expect(one.maxX <= 320 && two.minX > 320 && two.maxX <= 641 && three.minX > 641, "\(one) \(two) \(three)")
        let phone = host(NavigationView { Text("One"); Text("Two"); Text("Three") }, Self.phone)
        #expect(phone.frame(ofText: "One") != nil && phone.frame(ofText: "Two") == nil && phone.frame(ofText: "Three") == nil)
    }

    /// One view stays a stack's root (what most code writes), also when it is a list of views
    /// built some other way than a two- or three-view block.
    @Test func oneViewIsAStack() throws {
        let h = host(NavigationView { VStack { Text("A"); Text("B") } }, Self.iPad)
        let a = try #require(h.frame(ofText: "A")), b = try #require(h.frame(ofText: "B"))
        #expect(abs(a.midX - Self.iPad.width / 2) < 0.5 && b.minY >= a.maxY)
    }
}
