import Foundation
import Testing
@testable import PlaygroundUI

// A stack with one item changed places and commits that item, not all of them (docs/engine.md,
// "Layout"; engine step 67): each layout below is compared with a host built fresh in the same
// state, and the work counted (rects lined up, nodes the animation commit visits).

/// A row: a label in a box of its own height; a twin row is two such lines (two of the stack's
/// items from one element), each with the row's `zIndex`.
private struct Row: Hashable {
    var text: String
    var height: CGFloat = 20
    var twin = false
    var z: Double = 0
}

/// What the stack shows at one step.
private struct Step {
    var rows: [Row]
    var alignment = HorizontalAlignment.center
    var spacing: CGFloat? = 4
    var rightToLeft = false
    var scrolled = false
}

private struct RowView: View {
    let row: Row
    var body: some View {
        line(row.text)
        if row.twin { line(row.text + " again") }
    }
    private func line(_ text: String) -> some View {
        HStack {
            Rectangle().frame(width: 10, height: 10)
            Text(text)
        }
        .frame(height: row.height)
        .zIndex(row.z)
    }
}

/// Steps through `steps`, one a tap on "next"; "grow" animates the first row's height to 60. At
/// the window's top, so that only what is below a row that grows moves.
private struct Stepper: View {
    let steps: [Step]
    @State private var index = 0
    @State private var grown = false
    var body: some View {
        let step = steps[index]
        VStack(spacing: 0) {
            Text("next").onTapGesture { index = min(index + 1, steps.count - 1) }
            Text("grow").onTapGesture { withAnimation(.linear(duration: 1)) { grown.toggle() } }
            let rows = VStack(alignment: step.alignment, spacing: step.spacing) {
                ForEach(Array(step.rows.enumerated()), id: \.offset) { i, row in
                    RowView(row: i == 0 && grown ? Row(text: row.text, height: 60) : row)
                }
            }
            .environment(\.layoutDirection, step.rightToLeft ? .rightToLeft : .leftToRight)
            if step.scrolled { ScrollView { rows } } else { rows }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite struct StackIncrementalPlacementTests {
    private static let size = CGSize(width: 300, height: 2_000)

    private func rows(_ n: Int, _ label: (Int) -> String = { "row \($0)" }) -> [Row] {
        (0..<n).map { Row(text: label($0)) }
    }

    @Test func everyChangeLaysOutAsAFreshHostWould() {
        let base = rows(40)
        var steps: [Step] = [Step(rows: base)]
        func next(_ change: (inout Step) -> Void) { var s = steps.last!; change(&s); steps.append(s) }
        next { $0.rows[7].text = "row 8" }                 // the same width: the rects stand
        next { $0.rows[7].text = "a much longer row 7" }   // wider: the stack's width may change
        next { $0.rows[3].height = 44 }                    // taller: the rows below move down
        next { $0.rows[39].height = 30 }                   // the last row: nothing below moves
        next { $0.rows.insert(Row(text: "new"), at: 0) }   // every row moves
        next { $0.rows.removeLast() }                      // nothing moves, the stack is shorter
        next { $0.alignment = .leading }                   // the same sizes, other rects
        next { $0.rows[5].text = "row 55" }
        next { $0.spacing = 10 }
        next { $0.rightToLeft = true }
        next { $0.rows[9].text = "row 99" }               // right to left: mirrored rects kept
        next { $0.rows[9].height = 35 }
        next { $0.rows[4].twin = true }                   // one element, two items
        next { $0.rows[4].text = "row 44" }
        next { $0.rows[4].twin = false }
        next { $0.spacing = -5; $0.rows[6].z = 1 }        // overlapping rows: drawn in zIndex order
        next { $0.rows[6].z = 0; $0.rows[8].z = 2 }
        next { $0.rows[8].z = 0 }
        next { $0.scrolled = true }
        next { $0.rows[2].text = "row 222" }
        next { $0.rows[2].height = 50 }
        let host = ViewHost(rootView: Stepper(steps: steps), size: Self.size)
        for (i, step) in steps.enumerated() {
            if i > 0 { _ = host.tap(onText: "next"); host.advance() }
            let fresh = ViewHost(rootView: Stepper(steps: [step]), size: Self.size)
            #expect(host.displayList == fresh.displayList, "step \(i)")
        }
    }

    @Test func aRowChangedWithoutResizingLinesNothingUpAgainAndCommitsLittle() {
        // 200 rows; a text of the same width changes in row 120.
        var changed = rows(200)
        changed[120].text = "row 999"
        let host = ViewHost(rootView: Stepper(steps: [Step(rows: rows(200)), Step(rows: changed)]), size: CGSize(width: 300, height: 6_000))
        host.advance()
        let linedUp = host.graph.stackFramesLinedUp, visits = host.graph.animator.visits, collected = _Node.itemsCollected
        _ = host.tap(onText: "next")
        host.advance()
        #expect(host.displayList.items.contains { if case .text(let t) = $0 { return t.string == "row 999" } else { return false } })
        // The same sizes: every stack's rects stand but the changed row's own HStack's, which
        // lines up its two views (three stacks lined up before: the row's, the list's, the root's).
        #expect(host.graph.stackFramesLinedUp - linedUp <= 1, "\(host.graph.stackFramesLinedUp - linedUp) stacks lined up")
        // Items are collected again for the changed elements only: the root stack's (the rows'
        // stack), the list's (row 120) and that row's HStack's (its text). Every element of
        // each before: more than 200.
        #expect(_Node.itemsCollected - collected == 3, "\(_Node.itemsCollected - collected) elements collected")
        // The commit walk goes down the changed row's path, not through 200 rows (414 nodes
        // visited before: each row's body and its content).
        #expect(host.graph.animator.visits - visits < 60, "\(host.graph.animator.visits - visits) nodes visited")
    }

    @Test func aRowThatGrowsUnderAnAnimationMovesTheRowsBelowAndNotThoseAbove() throws {
        let host = ViewHost(rootView: Stepper(steps: [Step(rows: rows(30), alignment: .leading)]), size: Self.size)
        host.advance()
        func top(_ label: String) throws -> CGFloat {
            let t = try #require(host.displayList.items.lazy.compactMap { item -> TextDrawing? in
                if case .text(let t) = item, t.string == label { return t } else { return nil }
            }.first)
            return t.rect.minY
        }
        let before = try (top("row 0"), top("row 1"), top("row 29"))
        let above = try top("grow")
        _ = host.tap(onText: "grow")
        host.advance(seconds: 0.5)
        // Row 0 grows from 20 to 60 pt, its label centred in it: about half way through the linear
        // second (the tap lands on the frame after), the rows below have moved about 20 pt, all
        // alike, and the label half as far.
        let half = try (top("row 0"), top("row 1"), top("row 29"))
        let moved = half.1 - before.1
        #expect(moved > 18 && moved < 22 && abs(half.2 - before.2 - moved) < 1e-6 && abs(2 * (half.0 - before.0) - moved) < 1e-6,
                "\(before) → \(half)")
        host.advance(seconds: 1)
        let after = try (top("row 0"), top("row 1"), top("row 29"))
        #expect(after.0 - before.0 == 20 && after.1 - before.1 == 40 && after.2 - before.2 == 40, "\(before) → \(after)")
        expectEqual(try top("grow"), above)
    }
}
