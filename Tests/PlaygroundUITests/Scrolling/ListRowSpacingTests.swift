import Foundation
import Testing
@testable import PlaygroundUI

// `listRowSpacing(_:)` puts a gap between a list's rows; in an inset-grouped list each row is
// then a card of its own (docs/semantics.md §14.9).
@MainActor
struct ListRowSpacingTests {
    private func list(spacing: CGFloat?) -> ViewHost {
        let h = ViewHost(rootView: List {
            Text("Milk")
            Text("Eggs")
            Text("Butter")
        }.listRowSpacing(spacing), size: CGSize(width: 390, height: 400))
        h.advance()
        return h
    }

    @Test func rowsAreSpacedAndEachIsACard() throws {
        let plain = list(spacing: nil), spaced = list(spacing: 10)
        let milk = try #require(spaced.frame(ofText: "Milk")), eggs = try #require(spaced.frame(ofText: "Eggs"))
        let butter = try #require(spaced.frame(ofText: "Butter"))
        let milk0 = try #require(plain.frame(ofText: "Milk")), eggs0 = try #require(plain.frame(ofText: "Eggs"))
        // 44-pt rows, 10 pt apart; the first row does not move.
        expectEqual(milk.minY, milk0.minY)
        #expect(abs((eggs.midY - milk.midY) - 54) < 0.5 && abs((butter.midY - eggs.midY) - 54) < 0.5)
        #expect(abs((eggs0.midY - milk0.midY) - 44) < 0.5)
        // No separators between the rows (two without spacing).
        let thin = { (h: ViewHost) in h.shapeDrawings.filter { $0.rect.height == ListMetrics.separatorThickness }.count }
        #expect(thin(plain) == 2 && thin(spaced) == 0)
        // Three cards, each with all four corners rounded: each card's rounded rectangle is
        // the card itself (a middle row's reaches past it, to be clipped).
        let cards = spaced.shapeDrawings.filter {
            if case .roundedRectangle = $0.outline { return $0.rect.height < 50 } else { return false }
        }
        expectEqual(cards.count, 3)
        #expect(cards.allSatisfy { abs($0.rect.height - 44) < 0.5 })
    }

    @Test func aPlainListKeepsItsSeparators() throws {
        let h = ViewHost(rootView: List {
            Text("Milk")
            Text("Eggs")
        }.listStyle(.plain).listRowSpacing(8), size: CGSize(width: 390, height: 300))
        h.advance()
        let milk = try #require(h.frame(ofText: "Milk")), eggs = try #require(h.frame(ofText: "Eggs"))
        #expect(abs((eggs.midY - milk.midY) - 52) < 0.5)
        expectEqual(h.shapeDrawings.filter { $0.rect.height == ListMetrics.separatorThickness }.count, 1)
    }
}
