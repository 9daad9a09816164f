import Foundation
import Testing
@testable import PlaygroundUI

// Drag and drop inside the window (docs/semantics.md §25.11): `draggable` lifts after a 0.5-s
// press, its preview follows the pointer above everything, and a release over a
// `dropDestination` for the payload's type gives it the items and the place in its own space.

private struct Card: Codable, Hashable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

/// Made from a string dropped on it (a proxy's import).
private struct Tag: Transferable, Equatable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.name, importing: { Tag(name: $0) })
    }
}

/// A type of the program's own without a representation: carried as itself.
private struct Score: Transferable { var n: Int }

@MainActor
private final class Log {
    var dropped: [String] = []
    var location: CGPoint?
    var targeted: [Bool] = []
    var tags: [Tag] = []
    var numbers: [Score] = []
}

@MainActor
struct DragAndDropTests {
    /// A card at the top (0…390 × 0…60), a card destination below it (0…390 × 100…300), a
    /// string destination (300…500), a score destination (500…700) and a tag one (700…800).
    private func host(_ log: Log) -> ViewHost {
        let view = VStack(spacing: 0) {
            Text("Write").frame(maxWidth: .infinity).frame(height: 60).background(Color.white).draggable(Card(title: "Write"))
            Color.clear.frame(height: 40)
            Color.gray.frame(height: 200)
                .dropDestination(for: Card.self) { cards, p in
                    log.dropped += cards.map(\.title); log.location = p; return true
                } isTargeted: { log.targeted.append($0) }
            Color.yellow.frame(height: 200)
                .dropDestination(for: String.self) { names, _ in log.dropped += names.map { "string " + $0 }; return true }
            Color.blue.frame(height: 200)
                .dropDestination(for: Score.self) { n, _ in log.numbers += n; return true }
            Color.green.frame(height: 100)
                .dropDestination(for: Tag.self) { t, _ in log.tags += t; return true }
            Text("Plain").draggable("plain")
            Spacer()
        }
        let h = ViewHost(rootView: view, size: CGSize(width: 390, height: 900))
        h.printsWarnings = false
        h.advance()
        return h
    }

    /// Presses at `from`, holds `hold` seconds, moves to `to` in steps, and (if `release`) lets go.
    private func drag(_ h: ViewHost, from: CGPoint, to: CGPoint, hold: Double = 0.6, release: Bool = true) {
        h.press(at: from)
        h.advance(seconds: hold)
        for i in 1...5 {
            let t = CGFloat(i) / 5
            h.move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            h.advance()
        }
        if release { h.release(at: to); h.advance() }
    }

    @Test func aLiftedCardDropsOnItsDestination() throws {
        let log = Log()
        let h = host(log)
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 150, y: 180), release: false)
        // Over the destination: targeted, and the preview (a second "Write") follows the
        // pointer, held where the pointer took the card (50 pt right and 30 pt down of its corner).
        expectEqual(log.targeted, [true])
        let writes = h.findAll(text: "Write").map(\.frame)
        try #require(writes.count == 2)
        let source = try #require(writes.min { $0.minY < $1.minY })
        let preview = try #require(writes.max { $0.minY < $1.minY })
        #expect(abs((preview.minY - source.minY) - 150) < 0.5 && abs((preview.minX - source.minX) - 50) < 0.5)
        h.release(at: CGPoint(x: 150, y: 180))
        h.advance()
        expectEqual(log.dropped, ["Write"])
        // In the destination's own space (its top at 100).
        expectEqual(log.location, CGPoint(x: 150, y: 80))
        expectEqual(log.targeted, [true, false])
        expectEqual(h.findAll(text: "Write").count, 1)
    }

    @Test func aShortPressOrAnEarlyMoveDragsNothing() {
        let log = Log()
        let h = host(log)
        // Released before the lift.
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 30), hold: 0.3)
        // Moved 100 pt before the lift: the press fails.
        h.press(at: CGPoint(x: 100, y: 30))
        h.advance(seconds: 0.2)
        h.move(to: CGPoint(x: 100, y: 130)); h.advance(seconds: 0.6)
        h.release(at: CGPoint(x: 100, y: 180)); h.advance()
        #expect(log.dropped.isEmpty && log.targeted.isEmpty)
        expectEqual(h.findAll(text: "Write").count, 1)
    }

    @Test func destinationsTakeOnlyWhatTheirTypeCanBeMadeFrom() {
        let log = Log()
        let h = host(log)
        // A card over the score destination: not targeted, nothing dropped.
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 600))
        #expect(log.numbers.isEmpty && log.dropped.isEmpty)
        // A card on the string destination: its proxy, the title.
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 400))
        expectEqual(log.dropped, ["string Write"])
        // A string on the tag destination: a tag made from it.
        let plain = h.find(text: "Plain")!.frame
        drag(h, from: CGPoint(x: plain.midX, y: plain.midY), to: CGPoint(x: 100, y: 750))
        expectEqual(log.tags, [Tag(name: "plain")])
    }

    // The items are the drag's from the lift on (UIKit's drag session holds them): a drag whose
    // source goes (the program removes it) still drops. Its preview goes with the source here
    // (README).
    @Test func aDragWhoseSourceGoesStillDrops() {
        final class Model: ObservableObject { @Published var shows = true }
        struct Board: View {
            @ObservedObject var model: Model
            let log: Log
            var body: some View {
                VStack(spacing: 0) {
                    if model.shows {
                        Text("Card").frame(maxWidth: .infinity).frame(height: 60).draggable("card")
                    } else {
                        Color.clear.frame(height: 60)
                    }
                    Color.gray.frame(height: 200)
                        .dropDestination(for: String.self) { s, _ in log.dropped += s; return true } isTargeted: { log.targeted.append($0) }
                    Spacer()
                }
            }
        }
        let log = Log(), model = Model()
        let h = ViewHost(rootView: Board(model: model, log: log), size: CGSize(width: 390, height: 400))
        h.advance()
        // On the text (a frame around it adds no hit area, §8).
        drag(h, from: CGPoint(x: 195, y: 30), to: CGPoint(x: 100, y: 150), release: false)
        expectEqual(log.targeted, [true])
        expectEqual(h.findAll(text: "Card").count, 2)
        model.shows = false
        h.advance()
        #expect(h.findAll(text: "Card").isEmpty)
        h.move(to: CGPoint(x: 110, y: 160)); h.advance()
        expectEqual(log.targeted, [true])
        h.release(at: CGPoint(x: 110, y: 160))
        h.advance()
        #expect(log.dropped == ["card"] && log.targeted == [true, false])
    }
}
