import Foundation

// Swipe actions on list rows (docs/semantics.md §14.14): dragging a row toward the leading edge
// reveals its trailing actions (toward the trailing edge, its leading ones); a full swipe runs
// the first; a tap elsewhere closes the row. `onDelete` gives rows a "Delete" action this way.

extension View {
    /// Buttons revealed by swiping this list row (SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`): dragged toward the other edge, the row
    /// slides and shows the buttons at `edge`, the first one nearest the edge; released past
    /// half their width it stays open, and a tap on a button runs it and closes the row. With
    /// `allowsFullSwipe`, a swipe past half the row's width runs the first button (§14.14).
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}

/// The measures of swipe actions (§14.14).
enum SwipeMetrics {
    /// A button's least width (UIKit's contextual actions: 74 pt) and its label's side padding.
    static let minButtonWidth: CGFloat = 74
    static let labelPadding: CGFloat = 15
    /// The buttons' titles (15 pt, as UIKit's contextual actions draw them).
    static let font = Font.system(size: 15)
    /// How far a drag must go before it is a swipe (as a scroll's, §14.2).
    static let threshold: CGFloat = 10
    /// The share of the row's width past which a release runs the first action.
    static let fullSwipeFraction: CGFloat = 0.5
    /// A button without a role or tint is grey (systemGray: 142, 142, 147).
    static let defaultFill = UIColor.systemGray.color
    /// Opening, closing and settling.
    static let animation = Animation.spring(duration: 0.35, bounce: 0)
}

/// What a swiping row and its node share (engine detail): the measures the node finds when it
/// lays the row out, read when a swipe ends.
@MainActor
final class _SwipeBox {
    /// The buttons' natural widths together (how far the row opens).
    @exclusivity(unchecked) var openWidth: CGFloat = 0
    /// The row's card width.
    @exclusivity(unchecked) var rowWidth: CGFloat = 0
    /// The offset when the current drag began (NaN between drags).
    @exclusivity(unchecked) var startOffset = CGFloat.nan
    /// Where the buttons are, in window space.
    @exclusivity(unchecked) var buttonsRect = CGRect.zero
    /// Runs the first button (a full swipe).
    @exclusivity(unchecked) var fireFirst: () -> Void = {}
    /// Whether the row has a button to show: a row whose actions are empty (an `if` that is
    /// false, or `onDelete`'s under `deleteDisabled(true)`) does not move when swiped.
    @exclusivity(unchecked) var hasActions = true
    /// The window the row is in (to close it on a tap elsewhere).
    weak var graph: _ViewGraph?
    nonisolated init() {}
}

/// `swipeActions`: the row's offset as state, a horizontal drag that moves it, and the
/// buttons laid out beside it.
struct _SwipeActionsModifier<Actions: View> {
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions
    @State private var offset: CGFloat = 0
    @State private var box = _SwipeBox()
}

extension _SwipeActionsModifier: ViewModifier {
    func body(content: Content) -> some View {
        let sign: CGFloat = edge == .trailing ? -1 : 1
        let box = box, offsetBinding = $offset, allowsFullSwipe = allowsFullSwipe
        let current = offset
        // Open or not, the row's own swipe direction moves it; the other direction only closes.
        let swipe = _SwipeGesture(sign: sign, isOpen: current != 0)
            .onChanged { (t: CGFloat) in
                guard box.hasActions else { return }
                if box.startOffset.isNaN { box.startOffset = offsetBinding.wrappedValue }
                var reveal = (box.startOffset + t) * sign   // how far the buttons show
                if reveal < 0 { reveal = 0 }
                if !allowsFullSwipe && reveal > box.openWidth {
                    reveal = box.openWidth + (reveal - box.openWidth) * 0.3   // resists past the buttons
                }
                offsetBinding.wrappedValue = reveal * sign
            }
            .onEnded { (_: CGFloat) in
                guard box.hasActions else { return }
                let reveal = offsetBinding.wrappedValue * sign
                box.startOffset = .nan
                if allowsFullSwipe && reveal > box.rowWidth * SwipeMetrics.fullSwipeFraction {
                    withAnimation(SwipeMetrics.animation) { offsetBinding.wrappedValue = 0 }
                    box.graph?.scrolling.openSwipe = nil
                    box.fireFirst()
                } else if reveal > box.openWidth / 2 {
                    withAnimation(SwipeMetrics.animation) { offsetBinding.wrappedValue = box.openWidth * sign }
                    Self.register(box, offsetBinding)
                } else {
                    withAnimation(SwipeMetrics.animation) { offsetBinding.wrappedValue = 0 }
                    if box.graph?.scrolling.openSwipe?.box === box { box.graph?.scrolling.openSwipe = nil }
                }
            }
        let close: @MainActor () -> Void = {
            withAnimation(SwipeMetrics.animation) { offsetBinding.wrappedValue = 0 }
            if box.graph?.scrolling.openSwipe?.box === box { box.graph?.scrolling.openSwipe = nil }
        }
        // The drag is on the whole row (the swipe node answers for the row's empty area too).
        return _SwipeRowCore(content: content, actions: actions, edge: edge, offset: offset, box: box, close: close)
            .gesture(swipe)
    }

    /// The row is open: a press anywhere but on its buttons closes it (§14.14).
    @MainActor private static func register(_ box: _SwipeBox, _ offset: Binding<CGFloat>) {
        guard let graph = box.graph else { return }
        if let other = graph.scrolling.openSwipe, other.box !== box { other.close() }
        graph.scrolling.openSwipe = _OpenSwipe(box: box, close: {
            withAnimation(SwipeMetrics.animation) { offset.wrappedValue = 0 }
        })
    }
}

/// The row that is swiped open in a window.
struct _OpenSwipe {
    let box: _SwipeBox
    let close: @MainActor () -> Void
    /// Where its buttons are, in window space.
    @MainActor var buttons: CGRect { box.buttonsRect }
}

/// A horizontal drag in one direction (engine detail): recognized once it has gone 10 pt more
/// across than down (toward `sign`, or either way while the row is open); a drag that goes down
/// first fails, so the list scrolls. Reports the horizontal translation.
struct _SwipeGesture: Gesture {
    typealias Body = Never
    let sign: CGFloat
    let isOpen: Bool
    @MainActor static func _makeRecognizer(_ g: Self) -> _GestureRecognizer<CGFloat> { SwipeRecognizer(sign: g.sign, isOpen: g.isOpen) }
}

@MainActor
final class SwipeRecognizer: _GestureRecognizer<CGFloat> {
    let sign: CGFloat
    let isOpen: Bool
    private var start: CGPoint?
    init(sign: CGFloat, isOpen: Bool) { self.sign = sign; self.isOpen = isOpen }

    override func handle(_ input: GestureInput) {
        switch input.kind {
        case .down:
            start = input.location
        case .move:
            guard let start else { return }
            let dx = input.location.x - start.x, dy = input.location.y - start.y
            if state == .active {
                emitChanged(dx, claims: true)
            } else if max(abs(dx), abs(dy)) >= SwipeMetrics.threshold {
                if abs(dx) > abs(dy) && (isOpen || dx * sign > 0) { emitChanged(dx, claims: true) } else { emitFailed() }
            }
        case .up:
            guard let start else { emitFailed(); return }
            self.start = nil
            if state == .active { emitEnded(input.location.x - start.x) } else { emitFailed() }
        case .tick: break
        case .magnify, .magnifyEnd: emitFailed()
        }
    }
}

/// The swiped row's layout (engine detail): its content moved by `offset` and clipped to the
/// row's card, the buttons in the uncovered strip at `edge`.
struct _SwipeRowCore<Content: View, Actions: View>: View, PrimitiveView {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge
    let offset: CGFloat
    let box: _SwipeBox
    let close: @MainActor () -> Void

    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { SwipeRowNode() }
        graph.update(node, \.offset, view.offset)
        graph.update(node, \.edge, view.edge)
        node.box = view.box
        Content._makeNode(view.content, graph, &node.content)
        var segments: [_LazySegment] = []
        Actions._makeLazySegments(view.actions, &segments)
        var elements: [ListSegmentElement] = []
        for s in segments where s.kind == .content { for i in 0..<s.count { elements.append(ListSegmentElement(segment: s, index: i)) } }
        if node.actions.count != elements.count {
            node.actions = Array(repeating: nil, count: elements.count)
            graph.changed(node)
        }
        let close = view.close
        let closed = view.offset == 0
        for (k, e) in elements.enumerated() {
            // A closed row's buttons are not shown, so not offered to accessibility either.
            graph.withEnvironment({ $0.labelStyle = .iconOnly },
                                  e.buttonStyle(_SwipeButtonStyle(close: close)).accessibilityHidden(closed), &node.actions[k])
        }
        let box = view.box
        box.fireFirst = { [weak node] in node?.fireFirst() }
        box.hasActions = !elements.isEmpty
    }
}

/// Draws a swipe action's button: its label in white on its role's or tint's colour, and closes
/// the row once it ran.
struct _SwipeButtonStyle: PrimitiveButtonStyle {
    let close: @MainActor () -> Void
    func makeBody(configuration: Configuration) -> some View {
        _SwipeButtonBody(configuration: configuration, close: close)
    }
}

struct _SwipeButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let close: @MainActor () -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        let configuration = configuration, close = close
        let fill: AnyShapeStyle = configuration.role == .destructive ? AnyShapeStyle(Color.red)
            : tint != nil ? AnyShapeStyle(.tint) : AnyShapeStyle(SwipeMetrics.defaultFill)
        // While the row is partly open a button is narrower than its label: the label keeps its
        // width, centred, and the button cuts it (it was truncated to "J…").
        return configuration.label
            .font(SwipeMetrics.font)
            .foregroundColor(.white)
            .fixedSize(horizontal: true, vertical: false)
            .padding(.horizontal, SwipeMetrics.labelPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Rectangle().fill(fill))
            .clipped()
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                if configuration.role != .destructive { close() }
            }
    }
}

@MainActor
final class SwipeRowNode: ModifierNode {
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    @exclusivity(unchecked) var offset: CGFloat = 0
    @exclusivity(unchecked) var edge = HorizontalEdge.trailing
    @exclusivity(unchecked) var actions: [_Node?] = []
    @exclusivity(unchecked) var box: _SwipeBox?
    /// The row's card in root space, set by the list row before it places its content (nil
    /// outside a list: the view's own frame).
    @exclusivity(unchecked) var cell: CGRect?
    /// The rounded corners of the row's card at a section's end (inset-grouped): what slides and
    /// the buttons are cut by them, as the cell is on iOS.
    @exclusivity(unchecked) var cellCorners: (outline: ShapeOutline, rect: CGRect)?
    @exclusivity(unchecked) private var strip = CGRect.zero

    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) {
        if let c = content { body(c) }
        for case let a? in actions { body(a) }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        for case let a? in actions.reversed() { body(a) }
        if let c = content { body(c) }
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(rect.offsetBy(dx: offset, dy: 0), ctx)
        let cell = self.cell ?? rect
        let shown = abs(offset)
        strip = edge == .trailing ? CGRect(x: cell.maxX - shown, y: cell.minY, width: shown, height: cell.height)
            : CGRect(x: cell.minX, y: cell.minY, width: shown, height: cell.height)
        box?.rowWidth = cell.width
        box?.buttonsRect = strip
        box?.graph = ctx.graph
        // A closed row's buttons are neither measured nor placed.
        guard shown > 0 else { return }
        let widths = actions.map { a -> CGFloat in
            let natural = a?.measure(ProposedViewSize(width: nil, height: cell.height), ctx.graph).width ?? 0
            return max(SwipeMetrics.minButtonWidth, natural)
        }
        let natural = widths.reduce(0, +)
        box?.openWidth = natural
        // Each button its share of the strip; past the buttons' width, the first one (nearest
        // the edge) takes the rest.
        let scale = natural > 0 && shown < natural ? shown / natural : 1
        var w = widths.map { $0 * scale }
        if shown > natural, !w.isEmpty { w[0] += shown - natural }
        var x = edge == .trailing ? strip.maxX : strip.minX
        for (k, a) in actions.enumerated() {
            guard let a else { continue }
            if edge == .trailing {
                x -= w[k]
                a.place(CGRect(x: x, y: cell.minY, width: w[k], height: cell.height), ctx)
            } else {
                a.place(CGRect(x: x, y: cell.minY, width: w[k], height: cell.height), ctx)
                x += w[k]
            }
        }
    }

    override func emitContent(_ ctx: inout EmitContext) {
        // Without actions (an editable row in edit mode, or under `deleteDisabled`) the row
        // cannot slide: its content is drawn as it is, not clipped to a card it may be lifted
        // out of.
        if actions.isEmpty { content?.emit(&ctx); return }
        // The card and the strip are where layout put the row; while the row moves to a new
        // place (a row before it deleted), they move with it, as its content is drawn.
        let presented = presentedFrame
        let dx = presented.minX - frame.minX, dy = presented.minY - frame.minY
        let cell = self.cell?.offsetBy(dx: dx, dy: dy) ?? presented
        ctx.list.append(.beginGroup(.clip(cell)))
        let corners = offset != 0 ? cellCorners : nil
        if let corners { ctx.list.append(.beginGroup(.clipShape(corners.outline, in: corners.rect.offsetBy(dx: dx, dy: dy)))) }
        content?.emit(&ctx)
        if offset != 0 {
            ctx.list.append(.beginGroup(.clip(strip.offsetBy(dx: dx, dy: dy))))
            for case let a? in actions { a.emit(&ctx) }
            ctx.list.append(.endGroup)
        }
        if corners != nil { ctx.list.append(.endGroup) }
        ctx.list.append(.endGroup)
    }

    override func hitTest(_ point: CGPoint) -> HitResult? {
        if offset != 0, strip.contains(point) {
            for case let a? in actions.reversed() { if let r = a.hitTest(point) { return r } }
        }
        if let r = content?.hitTest(point) { return r }
        // The whole row can be swiped, not only its content's leaves (a row without actions
        // cannot: what is beside its content, the edit mode's buttons, takes those hits).
        if actions.isEmpty { return nil }
        return (cell ?? presentedFrame).contains(point) ? HitResult(leaf: self) : nil
    }

    /// A full swipe: the first button's action.
    func fireFirst() {
        guard let first = actions.first ?? nil else { return }
        var found: TapGestureNode?
        func visit(_ n: _Node) {
            if found != nil { return }
            if let t = n as? TapGestureNode { found = t; return }
            if n.isLeafNode, let t = unsafeDowncast(n, to: LeafNode.self).keptTap { found = t; return }
            n.forEachChild(visit)
        }
        visit(first)
        found?.action()
    }
}
