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
        expectEqual(out.count, 6)
        let list = out.finish(previous: &previous, spare: &spare)
        expectEqual(list, [Self.item(0), Self.item(1), Self.item(102), Self.item(3), Self.item(4), Self.item(5)])
        expectEqual(kept, Self.items(0..<6))
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
        expectEqual(list, [Self.item(100)] + Self.items(0..<4))
    }

    /// Runs taken out of order (a z-index sort) are copied, so each reaches the list whole.
    @Test func runsTakenOutOfOrderAreCopied() {
        var previous = Self.items(0..<4)
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.take(2, 2)
        out.take(0, 2)
        out.append(Self.item(9))
        let list = out.finish(previous: &previous, spare: &spare)
        expectEqual(list, [Self.item(2), Self.item(3), Self.item(0), Self.item(1), Self.item(9)])
    }

    /// `replace` writes over an item made this frame wherever it is among the runs, without
    /// moving anything (a transition's scale group, whose anchor is known after its content);
    /// `removeLast` takes back a made item (a group that holds nothing).
    @Test func replaceAndRemoveLastWorkAcrossRuns() {
        var previous = Self.items(0..<5)
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.append(Self.item(100))
        out.take(0, 2)
        out.append(Self.item(200))
        out.append(Self.item(201))
        out.take(2, 3)                        // 100, 0, 1, 200, 201, 2, 3, 4
        out.replace(at: 4, with: Self.item(301))
        out.replace(at: 0, with: Self.item(300))
        out.append(.beginGroup(.opacity(0.5)))
        out.removeLast()
        out.append(Self.item(500))
        out.replace(at: out.count - 1, with: Self.item(501))
        expectEqual(out.count, 9)
        let list = out.finish(previous: &previous, spare: &spare)
        expectEqual(list, [300, 0, 1, 200, 301, 2, 3, 4, 501].map(Self.item))
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

    /// Ranges taken one after another join into one run, the last one also after a replace
    /// closed it; a range that does not follow starts its own. The list is the same as taking
    /// each range on its own would make.
    @Test func takenRangesThatFollowJoin() {
        var previous = Self.items(0..<10)
        var out = EmitOutput(), spare: [DisplayItem] = []
        out.take(0, 2)
        out.take(2, 1)
        out.take(3, 2)
        expectEqual(shape(out), ["t0+5"])
        out.take(7, 1)                      // not after 4: a run of its own
        expectEqual(shape(out), ["t0+5", "t7+1"])
        out.append(Self.item(100))
        out.replace(at: 6, with: Self.item(101))   // closes "t7+1"
        out.take(8, 2)                      // follows nothing taken: a run of its own
        expectEqual(shape(out), ["t0+5", "t7+1", "m1", "t8+2"])
        out.append(Self.item(200))
        out.take(5, 1)
        expectEqual(shape(out), ["t0+5", "t7+1", "m1", "t8+2", "m1", "t5+1"])
        expectEqual(out.count, 11)
        let list = out.finish(previous: &previous, spare: &spare)
        expectEqual(list, [0, 1, 2, 3, 4, 7, 101, 8, 9, 200, 5].map(Self.item))
        #expect(out.count == 0 && out.runs.isEmpty)
    }

    /// Nothing taken: the made items are the list.
    @Test func madeItemsAloneAreTheList() {
        var previous = Self.items(0..<3)
        var out = EmitOutput(), spare = Self.items(10..<12)
        out.append(contentsOf: Self.items(20..<23))
        let list = out.finish(previous: &previous, spare: &spare)
        expectEqual(list, Self.items(20..<23))
        expectEqual(previous, Self.items(0..<3))
    }
}
