import Foundation
import Testing
@testable import PlaygroundUI

/// The emit phase's output (Engine/EmitOutput.swift): runs taken from the last list and items
/// made this frame, turned into the new list in place or assembled anew.
@MainActor
@Suite struct EmitOutputTests {
    /// Distinct items: a rectangle whose x is `i`.
    static func item(_ i: Int) -> DisplayItem {
        .shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: CGFloat(i), y: 0, width: 1, height: 1), paint: .fill(Color.red.resolved)))
    }
    static func items(_ r: Range<Int>) -> [DisplayItem] { r.map(item) }

    /// Same length, taken runs where they stood: the made items replace the old ones in the last
    /// list's storage, and a copy someone kept of that list stays as it was.
    @Test func aListThatKeepsItsShapeIsWrittenInPlace() {
        var previous = Self.items(0..<6)
        let kept = previous
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.take(0, 2)
        out.append(Self.item(102))
        out.take(3, 3)
        #expect(out.count == 6)
        let list = out.finish(previous: &previous, spare: &spare)
        #expect(list == [Self.item(0), Self.item(1), Self.item(102), Self.item(3), Self.item(4), Self.item(5)])
        #expect(kept == Self.items(0..<6))
        #expect(out.count == 0 && out.runs.isEmpty)
    }

    /// A run that moved (an item inserted before it) makes the list assembled anew, taken items
    /// moved out of the last list in order.
    @Test func aListThatChangesShapeIsAssembled() {
        var previous = Self.items(0..<4)
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.append(Self.item(100))
        out.take(0, 4)
        let list = out.finish(previous: &previous, spare: &spare)
        #expect(list == [Self.item(100)] + Self.items(0..<4))
    }

    /// Runs taken out of order (a z-index sort) are copied, so each reaches the list whole.
    @Test func runsTakenOutOfOrderAreCopied() {
        var previous = Self.items(0..<4)
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.take(2, 2)
        out.take(0, 2)
        out.append(Self.item(9))
        let list = out.finish(previous: &previous, spare: &spare)
        #expect(list == [Self.item(2), Self.item(3), Self.item(0), Self.item(1), Self.item(9)])
    }

    /// Inserting at an index inside a taken run splits it; inside made items, among them;
    /// `removeLast` takes back a made item (a group that holds nothing).
    @Test func insertAndRemoveLastWorkAcrossRuns() {
        var previous = Self.items(0..<5)
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.append(Self.item(100))
        out.take(0, 5)                       // 100, 0, 1, 2, 3, 4
        out.insert(Self.item(200), at: 3)    // 100, 0, 1, 200, 2, 3, 4
        out.insert(Self.item(300), at: 1)    // 100, 300, 0, 1, 200, 2, 3, 4
        out.insert(Self.item(400), at: 0)    // 400, 100, 300, 0, 1, 200, 2, 3, 4
        out.append(.beginGroup(.opacity(0.5)))
        out.removeLast()
        out.insert(Self.item(500), at: out.count)
        #expect(out.count == 10)
        let list = out.finish(previous: &previous, spare: &spare)
        #expect(list == [400, 100, 300, 0, 1, 200, 2, 3, 4, 500].map(Self.item))
    }

    /// The runs as text: "t0+5" taken from item 0, five items; "m2" two made.
    private func shape(_ out: EmitOutput) -> [String] {
        out.runs.map { run in
            switch run {
            case .taken(let s, let c): return "t\(s)+\(c)"
            case .made(let n): return "m\(n)"
            }
        }
    }

    /// Ranges taken one after another join into one run, the last one also after an insert
    /// closed it; a range that does not follow starts its own. The list is the same as taking
    /// each range on its own would make.
    @Test func takenRangesThatFollowJoin() {
        var previous = Self.items(0..<10)
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.take(0, 2)
        out.take(2, 1)
        out.take(3, 2)
        #expect(shape(out) == ["t0+5"])
        out.take(7, 1)                      // not after 4: a run of its own
        #expect(shape(out) == ["t0+5", "t7+1"])
        out.insert(Self.item(100), at: 1)   // splits the first run
        out.take(8, 2)                      // follows the closed "t7+1"
        #expect(shape(out) == ["t0+1", "m1", "t1+4", "t7+3"])
        out.append(Self.item(200))
        out.take(5, 1)
        #expect(shape(out) == ["t0+1", "m1", "t1+4", "t7+3", "m1", "t5+1"])
        #expect(out.count == 11)
        let list = out.finish(previous: &previous, spare: &spare)
        #expect(list == [0, 100, 1, 2, 3, 4, 7, 8, 9, 200, 5].map(Self.item))
        #expect(out.count == 0 && out.runs.isEmpty)
    }

    /// Nothing taken: the made items are the list.
    @Test func madeItemsAloneAreTheList() {
        var previous = Self.items(0..<3)
        var out = EmitOutput(), spare = Self.items(10..<12)
        out.append(contentsOf: Self.items(20..<23))
        let list = out.finish(previous: &previous, spare: &spare)
        #expect(list == Self.items(20..<23))
        #expect(previous == Self.items(0..<3))
    }
}
