import Foundation

/// What the emit phase writes (docs/engine.md, "Emit"): the new display list as runs of items
/// taken whole from the last list (an unchanged subtree's range) and of items made this frame.
/// Nodes append, count and — for a group that turned out empty, or a group whose effect is known
/// only after its content — remove the last item or replace one made this frame, as on an array.
///
/// Nothing is copied while the frame draws. At the end (`finish`), when every taken run sits at
/// the index it had in the last list and the list keeps its length — a state change that redraws
/// a few views in place, an offset that moves one leaf — the made items are written over the old
/// ones in the last list's own storage, and the rest of it is the new list as it stands: the work
/// is the changed items', not the list's. Otherwise the list is assembled anew from the runs.
struct EmitOutput {
    enum Run {
        /// Items `start..<start + count` of the last list.
        case taken(start: Int, count: Int)
        /// The next `count` items of `made`.
        case made(count: Int)

        var count: Int {
            switch self {
            case .taken(_, let n), .made(let n): return n
            }
        }
    }

    /// The runs so far (the taken run still growing, `pendingStart`/`pendingCount`, included).
    var runs: [Run] {
        pendingCount == 0 ? closedRuns : closedRuns + [.taken(start: pendingStart, count: pendingCount)]
    }
    /// The runs before the last taken one, while that one may still grow: a list of 1,000
    /// unchanged rows takes 1,000 ranges that join into one, each a sum of two integers
    /// instead of a rewrite of the array's last element.
    private var closedRuns: [Run] = []
    private var pendingStart = 0
    private var pendingCount = 0
    /// The items made this frame, in list order.
    private(set) var made: [DisplayItem] = []
    /// The length of the list written so far.
    private(set) var count = 0

    /// Empties the output, keeping its storage.
    mutating func reset() {
        closedRuns.removeAll(keepingCapacity: true)
        pendingCount = 0
        made.removeAll(keepingCapacity: true)
        count = 0
    }

    /// Closes the taken run still growing, before anything else is written.
    @inline(__always)
    private mutating func closeTakenRun() {
        guard pendingCount > 0 else { return }
        closedRuns.append(.taken(start: pendingStart, count: pendingCount))
        pendingCount = 0
    }

    mutating func append(_ item: DisplayItem) {
        closeTakenRun()
        made.append(item)
        count += 1
        if case .made(let n)? = closedRuns.last { closedRuns[closedRuns.count - 1] = .made(count: n + 1) } else { closedRuns.append(.made(count: 1)) }
    }

    mutating func append<S: Sequence>(contentsOf items: S) where S.Element == DisplayItem {
        let before = made.count
        made.append(contentsOf: items)
        let n = made.count - before
        guard n > 0 else { return }
        closeTakenRun()
        count += n
        if case .made(let m)? = closedRuns.last { closedRuns[closedRuns.count - 1] = .made(count: m + n) } else { closedRuns.append(.made(count: n)) }
    }

    /// Items `start..<start + n` of the last list, next (an unchanged subtree's drawing).
    mutating func take(_ start: Int, _ n: Int) {
        guard n > 0 else { return }
        count += n
        if pendingCount > 0 {
            if pendingStart + pendingCount == start { pendingCount += n; return }
            closeTakenRun()
        } else if case .taken(let s, let c)? = closedRuns.last, s + c == start {
            closedRuns.removeLast()
            pendingStart = s
            pendingCount = c + n
            return
        }
        pendingStart = start
        pendingCount = n
    }

    /// Removes the last item, which must have been made this frame (a group begun a moment ago
    /// that holds nothing).
    mutating func removeLast() {
        closeTakenRun()
        guard case .made(let n)? = closedRuns.last else { preconditionFailure("EmitOutput.removeLast: the last item was not made this frame") }
        made.removeLast()
        count -= 1
        if n == 1 { closedRuns.removeLast() } else { closedRuns[closedRuns.count - 1] = .made(count: n - 1) }
    }

    /// Replaces item `index`, which must have been made this frame (a group whose effect is
    /// known only once its content is drawn). Nothing moves, so the ranges recorded for the items
    /// after it still hold.
    mutating func replace(at index: Int, with item: DisplayItem) {
        precondition(index >= 0 && index < count, "EmitOutput.replace: index out of range")
        closeTakenRun()
        // Walk back from the end to the run holding `index`, keeping the number of made items
        // in the runs before it.
        var end = count, madeEnd = made.count
        for run in closedRuns.reversed() {
            let start = end - run.count
            if case .made(let n) = run {
                if index >= start { made[madeEnd - n + index - start] = item; return }
                madeEnd -= n
            } else if index >= start {
                preconditionFailure("EmitOutput.replace: item \(index) was taken from the last list")
            }
            end = start
        }
    }

    /// The new list, from the last one (`previous`, which this consumes). Made items are moved,
    /// taken ones moved or written in place; `spare` is storage a new list may be assembled in.
    mutating func finish(previous: inout [DisplayItem], spare: inout [DisplayItem]) -> [DisplayItem] {
        closeTakenRun()
        defer { reset() }
        // Nothing taken: the made items are the list.
        if takesNothing {
            var list: [DisplayItem] = []
            swap(&list, &made)
            swap(&made, &spare)
            return list
        }
        if count == previous.count && takenRunsKeepTheirPlaces() {
            writeInPlace(closedRuns, made: &made, into: &previous)
            var list: [DisplayItem] = []
            swap(&list, &previous)
            return list
        }
        return assemble(from: &previous, into: &spare)
    }

    private var takesNothing: Bool {
        for case .taken in closedRuns { return false }
        return true
    }

    /// Whether each taken run starts where it stood in the last list (then, the lengths being
    /// equal, the made runs fill exactly the places of the old items that were not taken).
    private func takenRunsKeepTheirPlaces() -> Bool {
        var at = 0
        for run in closedRuns {
            if case .taken(let s, _) = run, s != at { return false }
            at += run.count
        }
        return true
    }

    /// Assembles the list from the runs: taken items moved out of the last list when the runs
    /// take each of its items at most once and in order (the last list is dropped afterwards),
    /// copied otherwise.
    private mutating func assemble(from previous: inout [DisplayItem], into spare: inout [DisplayItem]) -> [DisplayItem] {
        var list: [DisplayItem] = []
        swap(&list, &spare)
        list.removeAll(keepingCapacity: true)
        list.reserveCapacity(count)
        var next = 0, inOrder = true
        for case .taken(let s, let c) in closedRuns {
            if s < next { inOrder = false; break }
            next = s + c
        }
        assembleRuns(closedRuns, made: &made, previous: &previous, moving: inOrder, into: &list)
        return list
    }
}

/// An array of display items or the emit phase's output: what drawing helpers append to.
protocol DisplayItemSink {
    mutating func append(_ item: DisplayItem)
}

extension Array: DisplayItemSink where Element == DisplayItem {}
extension EmitOutput: DisplayItemSink {}

// The moves below are free functions, outside the main actor: closures of a main-actor method
// handed to the standard library check their executor on every call (docs/performance-profile.md).

/// Writes each made run over the items at its place in `list` (releasing them), moving the made
/// items out of `made` (leaving `.endGroup`, which holds nothing, behind).
private func writeInPlace(_ runs: [EmitOutput.Run], made: inout [DisplayItem], into list: inout [DisplayItem]) {
    list.withUnsafeMutableBufferPointer { target in
        made.withUnsafeMutableBufferPointer { source in
            var at = 0, from = 0
            for run in runs {
                if case .made(let n) = run {
                    (target.baseAddress! + at).moveUpdate(from: source.baseAddress! + from, count: n)
                    (source.baseAddress! + from).initialize(repeating: .endGroup, count: n)
                    from += n
                }
                at += run.count
            }
        }
    }
}

/// Appends the runs' items to `list`: made items moved out of `made`; taken items moved out of
/// `previous` when `moving`, else copied.
private func assembleRuns(_ runs: [EmitOutput.Run], made: inout [DisplayItem], previous: inout [DisplayItem],
                          moving: Bool, into list: inout [DisplayItem]) {
    made.withUnsafeMutableBufferPointer { madeItems in
        var from = 0
        for run in runs {
            switch run {
            case .made(let n):
                let first = madeItems.baseAddress! + from
                list.append(contentsOf: MovedItems(cursor: first, end: first + n))
                from += n
            case .taken(let s, let c):
                if moving {
                    previous.withUnsafeMutableBufferPointer { old in
                        let first = old.baseAddress! + s
                        list.append(contentsOf: MovedItems(cursor: first, end: first + c))
                    }
                } else {
                    list.append(contentsOf: previous[s..<(s + c)])
                }
            }
        }
    }
}

/// Items of a range of an array that is dropped afterwards, moved out as they are appended
/// (`.endGroup`, which holds nothing, left in their place).
private struct MovedItems: Sequence, IteratorProtocol {
    var cursor: UnsafeMutablePointer<DisplayItem>
    let end: UnsafeMutablePointer<DisplayItem>

    var underestimatedCount: Int { end - cursor }

    mutating func next() -> DisplayItem? {
        guard cursor < end else { return nil }
        let item = cursor.move()
        cursor.initialize(to: .endGroup)
        cursor += 1
        return item
    }

    /// What `Array.append(contentsOf:)` calls to fill its new room: the whole range moved in one
    /// go (a memory move), instead of an element at a time through `next()`.
    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<DisplayItem>) -> (MovedItems, Int) {
        let n = Swift.min(buffer.count, end - cursor)
        guard n > 0, let target = buffer.baseAddress else { return (self, 0) }
        target.moveInitialize(from: cursor, count: n)
        cursor.initialize(repeating: .endGroup, count: n)
        return (MovedItems(cursor: cursor + n, end: end), n)
    }
}
