import Foundation

/// What one stack learned from its items, kept between layouts (docs/engine.md, "Layout").
///
/// For each of the last few proposals the stack was given, the answers every item gave to the
/// stack's probes (its size offered nothing and offered everything along the axis, its layout
/// priority, the gap before it), and the sizes the stack chose. An item whose subtree has not
/// changed since those answers were taken would give them again — the rule `_Node.measure`'s
/// cache rests on — so the next layout at the same proposal asks only the items that changed:
/// one row of a 1,000-row list is measured, not a thousand. When every changed item answers as
/// before, the chosen sizes (and the stack's own size) stand as they were.
@MainActor
struct StackMeasurements {
    /// One item's answers, in the item's place in the stack.
    struct Answers {
        var id: ObjectIdentifier?
        /// Its size offered zero along the axis (no proposal along it, when the stack has none).
        var lo = CGSize.zero
        /// Its size offered an unbounded length along the axis (as `lo` when the stack has no proposal along it).
        var hi = CGSize.zero
        var priority: Double = 0
        /// The space between it and the item before (zero for the first).
        var gap: CGFloat = 0
        var isRigid: Bool { lo == hi }
    }

    /// The answers and results for one proposal.
    struct Memo {
        var proposal = ProposedViewSize(width: nil, height: nil)
        var axis = Axis.horizontal
        var spacing: CGFloat?
        /// The pass in which the answers were last checked (`_ViewGraph.stamp`); `Int.min`: none kept.
        var stamp = Int.min
        var answers: [Answers] = []
        /// The size each item is given.
        var sizes: [CGSize] = []
        /// The stack's own size for `totalAlignment`, while the sizes and the items' guides stand.
        var total: CGSize?
        var totalAlignment: AlignmentKey?
        /// The items' rects when the stack was last placed at `framesRect` with `framesAlignment`
        /// (`StackAlgorithm.place`), kept while every later `childSizes` at this proposal found
        /// the same items, sizes and gaps, and no item asked again that sets a guide of its own.
        var frames: [CGRect] = []
        var framesRect: CGRect?
        var framesAlignment: AlignmentKey?
        /// When the memo was last used (the oldest is replaced).
        var lastUse = 0
    }

    /// Memos by proposal: a stack is asked a few proposals a layout (its parent's probes, then
    /// the one it is placed with), and each keeps its own.
    private var memos: [Memo] = []
    private var current = 0
    private var uses = 0
    /// How many proposals are remembered.
    static let capacity = 4
    /// The working order of a distribution (no allocation per layout).
    var order: [Int] = []

    /// The sizes of the last `StackAlgorithm.childSizes`.
    var sizes: [CGSize] { memos[current].sizes }
    /// The gap before each item, in the last `StackAlgorithm.childSizes`.
    func gap(before i: Int) -> CGFloat { memos[current].answers[i].gap }
    /// The stack's size kept for `alignment` with the last `childSizes`, if it still stands.
    func total(for alignment: AlignmentKey) -> CGSize? {
        let m = memos[current]
        return m.totalAlignment == alignment ? m.total : nil
    }
    mutating func keepTotal(_ size: CGSize, for alignment: AlignmentKey) {
        memos[current].total = size
        memos[current].totalAlignment = alignment
    }
    /// The items' rects kept with the last `childSizes` for a placement at `rect` lined up on
    /// `alignment`, if they still stand.
    func keptFrames(in rect: CGRect, _ alignment: AlignmentKey) -> [CGRect]? {
        let m = memos[current]
        guard let r = m.framesRect, sameRect(r, rect), m.framesAlignment == alignment, m.frames.count == m.sizes.count else { return nil }
        return m.frames
    }
    mutating func keepFrames(_ frames: [CGRect], in rect: CGRect, _ alignment: AlignmentKey) {
        memos[current].frames = frames
        memos[current].framesRect = rect
        memos[current].framesAlignment = alignment
    }
    /// The newest `contentStamp` among the items the stack's last placement placed
    /// (`StackAlgorithm.placeItems`; `Int.min`: none).
    var placedContent = Int.min

    /// Takes out the memo for `p` (a new or the oldest one, emptied, when there is none); give it
    /// back with `putBack`.
    mutating func take(_ p: ProposedViewSize, _ axis: Axis, _ spacing: CGFloat?) -> Memo {
        uses += 1
        var index = -1
        for i in memos.indices where memos[i].proposal == p && memos[i].axis == axis && memos[i].spacing == spacing {
            index = i; break
        }
        if index < 0 {
            if memos.count < StackMeasurements.capacity {
                memos.append(Memo())
                index = memos.count - 1
            } else {
                index = 0
                for i in memos.indices where memos[i].lastUse < memos[index].lastUse { index = i }
            }
            memos[index].proposal = p
            memos[index].axis = axis
            memos[index].spacing = spacing
            memos[index].stamp = Int.min
        }
        current = index
        var m = Memo()
        swap(&m, &memos[index])
        m.lastUse = uses
        return m
    }
    mutating func putBack(_ m: inout Memo) { swap(&m, &memos[current]) }
}
