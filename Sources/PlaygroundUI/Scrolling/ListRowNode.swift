import Foundation

/// iOS's list metrics (docs/semantics.md §14.9).
enum ListMetrics {
    /// A row's least height: `defaultMinListRowHeight` (44 pt unless set) until iOS 18; in iOS
    /// 26 (the modern era), unless that value is set, the body style's line height plus 30 —
    /// 52 pt at the default Dynamic Type size, 51 at `.medium` (§14.9).
    static func rowMinHeight(modern: Bool, dynamicTypeSize: DynamicTypeSize, set: CGFloat) -> CGFloat {
        modern && set == 44 ? Font.TextStyle.body.lineHeight(at: dynamicTypeSize) + 30 : max(set, 0)
    }
    /// A row's padding above and below; its sides are the list's `margin`. iOS 26 (the modern
    /// era) pads rows 15 pt (§14.9).
    static func rowInsets(modern: Bool) -> EdgeInsets {
        let v: CGFloat = modern ? 15 : 11
        return EdgeInsets(top: v, leading: 0, bottom: v, trailing: 0)
    }
    /// The system layout margin a list's cards and rows keep from its sides, and its rows'
    /// content from theirs: 16 pt on phones narrower than 414 pt, 20 pt on the wider ones (the
    /// Plus and Max sizes), as UIKit's layout margins (§14.9).
    static func margin(forWidth width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite else { return 16 }
        return width >= 414 ? 20 : 16
    }
    /// The inset-grouped cards' corner radius: 10 pt, circular, until iOS 18; 26 pt, continuous and
    /// at most half the card's height, in iOS 26 (the modern era), §14.9.
    static func cardCornerRadius(modern: Bool) -> CGFloat { modern ? 26 : 10 }
    static let separatorThickness: CGFloat = 0.5
    /// Between a row's content and its `.badge` (ours, not measured: the gap a navigation link
    /// row keeps before its chevron).
    static let badgeSpacing: CGFloat = 8
    static let separator = UIColor.separator.color
    static let groupedBackground = UIColor.systemGroupedBackground.color
    static let plainHeaderBackground = UIColor.secondarySystemBackground.color
    /// The rows' cards (white in light mode).
    static let cardBackground = UIColor.secondarySystemGroupedBackground.color
    /// Headers' and footers' padding above and below; their sides are the list's `margin` too.
    static let headerInsets = EdgeInsets(top: 16, leading: 0, bottom: 6, trailing: 0)
    static let footerInsets = EdgeInsets(top: 6, leading: 0, bottom: 16, trailing: 0)
    static let plainHeaderInsets = EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    /// The gap above a grouped section without a header; in iOS 26 (the modern era) the first
    /// one is 35 pt (§14.9).
    static func sectionGap(first: Bool, modern: Bool) -> CGFloat { modern && first ? 35 : 20 }
    static let captionFont = Font.system(size: 13)
}

/// How a list is drawn (`listStyle(_:)`): `.plain` rows edge to edge; `.grouped` sections on a
/// grey background; `.insetGrouped` sections as rounded cards (the default, `.automatic`, as on
/// iOS since 15). `.inset` is drawn as `.plain`, `.sidebar` as `.insetGrouped`.
/// Public because `ListStyle`'s requirement returns it.
public struct ListStyleKind: Equatable, Sendable {
    let isGrouped: Bool
    let isInset: Bool
    /// Drawn as iOS 26 draws lists (the modern behaviour era): taller rows, rounder cards, the
    /// first section lower, headers in their own case. Set by the list from `AnimationEra`.
    var isModern = false
    /// `.sidebar`: drawn as `.insetGrouped`, except that a selected row is filled with the
    /// accent colour and its content is white (§14.13).
    var isSidebar = false
}

/// A list style (SwiftUI's `ListStyle`); use the statics (`.plain`, `.insetGrouped`, …).
public protocol ListStyle: Sendable { var _kind: ListStyleKind { get } }
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { ListStyleKind(isGrouped: false, isInset: false) } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { ListStyleKind(isGrouped: true, isInset: false) } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { ListStyleKind(isGrouped: true, isInset: true) } }
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { ListStyleKind(isGrouped: false, isInset: false) } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { ListStyleKind(isGrouped: true, isInset: true, isSidebar: true) } }
public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { ListStyleKind(isGrouped: true, isInset: true) } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

/// Whether a row's separator shows (`listRowSeparator(_:edges:)`).
public enum Visibility: Sendable { case automatic, visible, hidden }

extension View {
    /// How lists inside are drawn.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(_EnvironmentWriteModifier<ListStyleWrite>(kind))
    }
    /// The padding of this list row's content (nil: the default, 11 pt above and below and the
    /// list's 16 or 20-pt margin at the sides).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowTraitModifier(change: { $0.insets = insets }, background: nil))
    }
    /// A view drawn behind this list row, filling it.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        nonisolated(unsafe) let view = view
        var build: (@MainActor (_ViewGraph, inout _Node?) -> Void)? = nil
        if view != nil {
            build = { g, slot in if let v = view { V._makeNode(v, g, &slot) } }
        }
        return modifier(_ListRowTraitModifier(change: { _ in }, background: build))
    }
    /// Hides or shows this list row's separator. `edges` is accepted; the separator is the one
    /// below the row.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(change: { $0.separatorHidden = visibility == .hidden }, background: nil))
    }
    /// The colour of this list row's separator (nil: the system's). `edges` is accepted; the
    /// separator is the one below the row.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraitModifier(change: { $0.separatorTint = color }, background: nil))
    }
    /// The vertical gap between adjacent rows of the lists inside (iOS 15; nil: none, the
    /// default). In an inset-grouped list each row is then a card of its own, its corners
    /// rounded and without a separator (§14.9).
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
    /// Whether a plain list's sections show separators at their top and bottom (iOS 15). This
    /// package draws no section separators, so `.hidden` changes nothing and `.visible` draws
    /// none (README).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
    /// The colour of a plain list's section separators (iOS 15); accepted, as this package
    /// draws no section separators (README).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
    /// Keeps a tap from selecting this row of a selectable list (iOS 17, §14.13); it can still
    /// be selected by the program.
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_ListRowTraitModifier(change: { $0.selectionDisabled = isDisabled }, background: nil))
    }
}

private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// `listRowSpacing(_:)`: the gap between a list's adjacent rows.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// What a row says about its own chrome.
struct ListRowTraits {
    var insets: EdgeInsets?? = .none
    var separatorHidden: Bool?
    /// `listRowSeparatorTint(_:edges:)`.
    var separatorTint: Color?
    var background: (@MainActor (_ViewGraph, inout _Node?) -> Void)?
    /// The row's `.tag(_:)`, the value a selectable list selects it by (§14.13).
    var tag: AnyHashable?
    /// `selectionDisabled(_:)`: a tap does not select the row (§14.13).
    var selectionDisabled: Bool?
    /// The row's `.badge` (§14.9), and whether its content draws it (a navigation link, before
    /// its chevron).
    var badge: String?
    var badgeIsDrawn: Bool?
}

/// Carries a row trait up to the row that holds this view.
package struct _ListRowTraitModifier {
    let change: (inout ListRowTraits) -> Void
    let background: (@MainActor (_ViewGraph, inout _Node?) -> Void)?
}

extension _ListRowTraitModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ListRowTraitNode() }
        var t = ListRowTraits()
        m.change(&t)
        t.background = m.background
        node.traits = t
        C._makeNode(content, b, &node.content)
    }
}

@MainActor
final class ListRowTraitNode: PassthroughNode {
    @exclusivity(unchecked) var traits = ListRowTraits()
}

/// Fills the list behind its rows.
@MainActor
final class ListBackgroundNode: ModifierNode {
    @exclusivity(unchecked) var color = Color.white
    /// Which elements of the outline groups in the list are expanded (made when one asks, §14.12).
    private var outlineStore: OutlineExpansionStore?
    var outlineExpansion: OutlineExpansionStore {
        if let outlineStore { return outlineStore }
        let store = OutlineExpansionStore()
        store.list = self
        outlineStore = store
        return store
    }
    var existingOutlineExpansion: OutlineExpansionStore? { outlineStore }
    /// How far the background reaches past the list's frame: into the safe area at the edges
    /// where the list touches it, as a list's background does on iOS (§14.9).
    @exclusivity(unchecked) private var grown = EdgeInsets()
    /// The section index column, along the trailing edge (§14.12).
    @exclusivity(unchecked) var indexContent: _Node?
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) {
        if let c = content { body(c) }
        if let i = indexContent { body(i) }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        if let i = indexContent { body(i) }
        if let c = content { body(c) }
    }
    /// The index column is over the rows: a tap on a label is the column's (a modifier's own
    /// hit test looks at its content only).
    override func hitTest(_ point: CGPoint) -> HitResult? {
        if let hit = indexContent?.hitTest(point) { return hit }
        return super.hitTest(point)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        grown = ctx.grownIntoSafeArea(rect, edges: .all).grown
        content?.place(rect, ctx)
        if let indexContent {
            let s = indexContent.measure(ProposedViewSize(width: nil, height: rect.height), ctx.graph)
            indexContent.place(CGRect(x: rect.maxX - s.width, y: rect.minY + ((rect.height - s.height) / 2).rounded(),
                                      width: s.width, height: s.height), ctx)
        }
    }
    override func emitContent(_ ctx: inout EmitContext) {
        let f = presentedFrame
        let painted = CGRect(x: f.minX - grown.leading, y: f.minY - grown.top,
                             width: f.width + grown.leading + grown.trailing, height: f.height + grown.top + grown.bottom)
        if color.resolved.opacity > 0 {
            ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: painted, paint: .fill(color.resolved))))
        }
        content?.emit(&ctx)
        indexContent?.emit(&ctx)
    }
}

/// A list row with its chrome: insets, minimum height, background (a rounded card in the inset
/// grouped look), separator; or a section header, footer or gap.
@MainActor
final class ListRowNode: ModifierNode {
    enum Kind: Equatable { case row, header, footer, gap }
    @exclusivity(unchecked) var kind = Kind.row
    @exclusivity(unchecked) var style = ListStyleKind(isGrouped: true, isInset: true)
    @exclusivity(unchecked) var colorScheme = ColorScheme.light
    @exclusivity(unchecked) var isFirst = false
    @exclusivity(unchecked) var isLast = false
    /// Whether the row is the first or last one shown in its section: `isFirst`/`isLast`, or the
    /// rows between it and that end hold no view (a `ForEach` filtered by an `if`, §13). Set by
    /// the lazy stack from the rows it has built (`setShownEnds`); rows it has not built count as
    /// shown.
    private var shownFirst: Bool { isFirst || emptyBefore }
    private var shownLast: Bool { isLast || emptyAfter }
    @exclusivity(unchecked) private var emptyBefore = false
    @exclusivity(unchecked) private var emptyAfter = false

    override var listRowEnds: (isFirst: Bool, isLast: Bool)? { kind == .row ? (isFirst, isLast) : nil }
    override func setShownEnds(emptyBefore: Bool, emptyAfter: Bool, _ b: _ViewGraph) {
        guard emptyBefore != self.emptyBefore || emptyAfter != self.emptyAfter else { return }
        self.emptyBefore = emptyBefore
        self.emptyAfter = emptyAfter
        // Drawn again: placed anew in this pass, as if moved.
        placedStamp = min(placedStamp, 0)
        movedStamp = b.stamp
    }
    /// The least height of a row (it follows Dynamic Type in the modern era).
    @exclusivity(unchecked) var rowMinHeight: CGFloat = 44
    /// `listRowSpacing(_:)`: the gap between rows (0: none).
    @exclusivity(unchecked) var rowSpacing: CGFloat = 0
    /// The gap this row keeps above its card: the list's row spacing, below a row of its section.
    private var gapAbove: CGFloat { kind == .row && !shownFirst ? rowSpacing : 0 }
    /// With row spacing, an inset-grouped row is a card of its own (§14.9).
    private var isOwnCard: Bool { rowSpacing > 0 && style.isInset }
    @exclusivity(unchecked) var traits = ListRowTraits()
    /// A `listRowBackground` view.
    @exclusivity(unchecked) var background: _Node?
    /// Whether the row is selected in a selectable list (§14.13), and the fill that shows it.
    @exclusivity(unchecked) var isSelected = false
    @exclusivity(unchecked) var selectionFill = Color.clear
    /// The check circle before the content in a multiple selection's edit mode (§14.13).
    @exclusivity(unchecked) var accessory: _Node?
    /// The row's `swipeActions` (its own or `onDelete`'s), which slide within its card (§14.14).
    @exclusivity(unchecked) var swipeNodes: [SwipeRowNode] = []
    /// The row's `.badge`, at its trailing edge in secondary text (§14.9).
    @exclusivity(unchecked) var badgeLabel: _Node?

    override var showsLayoutBounds: Bool { false }
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) {
        if let b = background { body(b) }
        if let a = accessory { body(a) }
        if let c = content { body(c) }
        if let l = badgeLabel { body(l) }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        if let l = badgeLabel { body(l) }
        if let c = content { body(c) }
        if let a = accessory { body(a) }
        if let b = background { body(b) }
    }

    /// The room the badge takes after the content.
    private func badgeRoom(_ b: _ViewGraph) -> CGFloat {
        guard let badgeLabel else { return 0 }
        return badgeLabel.measure(.unspecified, b).width + ListMetrics.badgeSpacing
    }

    /// The room the accessory takes before the content.
    private func accessoryRoom(_ b: _ViewGraph) -> CGFloat {
        guard let accessory else { return 0 }
        return accessory.measure(.unspecified, b).width + ListSelectionMetrics.circleSpacing
    }

    /// The content's padding in a list `width` wide (its sides the list's layout margin).
    private func insets(_ width: CGFloat?) -> EdgeInsets {
        var i: EdgeInsets
        switch kind {
        case .row:
            if let own = traits.insets ?? nil { return own }
            i = ListMetrics.rowInsets(modern: style.isModern)
        case .header: i = style.isGrouped ? ListMetrics.headerInsets : ListMetrics.plainHeaderInsets
        case .footer: i = ListMetrics.footerInsets
        case .gap: return EdgeInsets()
        }
        i.leading = ListMetrics.margin(forWidth: width)
        i.trailing = i.leading
        return i
    }
    /// How far an inset-grouped card sits from the sides of a list `width` wide.
    private func cardInset(_ width: CGFloat?) -> CGFloat { style.isInset ? ListMetrics.margin(forWidth: width) : 0 }
    private var minHeight: CGFloat {
        switch kind {
        case .row: return rowMinHeight
        case .gap: return ListMetrics.sectionGap(first: isFirst, modern: style.isModern)
        case .header, .footer: return 0
        }
    }

    /// A row whose element holds no view now (an `if` that is false in a `ForEach`): no row at
    /// all, no height, card or separator (§13).
    private var isEmptyRow: Bool { kind == .row && !(content?.producesViews ?? false) }

    override var producesViews: Bool { kind != .row || (content?.producesViews ?? false) }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        if isEmptyRow { return .zero }
        let i = insets(p.width)
        let side = cardInset(p.width) * 2 + i.leading + i.trailing + accessoryRoom(b) + badgeRoom(b)
        let c = content?.measure(ProposedViewSize(width: p.width.map { max($0 - side, 0) }, height: nil), b) ?? .zero
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? (c.width + side)
        return CGSize(width: width, height: max(c.height + i.top + i.bottom, minHeight) + gapAbove)
    }


    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        var rect = rect
        let gap = gapAbove
        rect.origin.y += gap
        rect.size.height = max(rect.height - gap, 0)
        let i = insets(rect.width)
        // The row's card: the row less the inset-grouped side margins.
        let card = rect.insetBy(dx: cardInset(rect.width), dy: 0)
        var inner = CGRect(x: card.minX + i.leading, y: rect.minY + i.top,
                           width: max(card.width - i.leading - i.trailing, 0), height: max(rect.height - i.top - i.bottom, 0))
        if let accessory {
            let a = accessory.measure(.unspecified, ctx.graph)
            accessory.place(CGRect(x: inner.minX, y: inner.minY + ((inner.height - a.height) / 2).rounded(), width: a.width, height: a.height), ctx)
            let room = a.width + ListSelectionMetrics.circleSpacing
            inner.origin.x += room
            inner.size.width = max(inner.width - room, 0)
        }
        if let badgeLabel {
            let s = badgeLabel.measure(.unspecified, ctx.graph)
            badgeLabel.place(CGRect(x: inner.maxX - s.width, y: inner.minY + ((inner.height - s.height) / 2).rounded(), width: s.width, height: s.height), ctx)
            inner.size.width = max(inner.width - s.width - ListMetrics.badgeSpacing, 0)
        }
        if let tap = content as? ListRowTapNode { tap.cell = card }
        if !swipeNodes.isEmpty {
            let corners = cardCorners(card)
            for s in swipeNodes { s.cell = card; s.cellCorners = corners }
        }
        separatorStart = nil
        separatorEnd = nil
        if let content {
            let s = content.measure(ProposedViewSize(width: inner.width, height: nil), ctx.graph)
            // Leading, centred vertically (a row's content sits like an HStack's in its cell).
            content.place(CGRect(x: inner.minX, y: inner.minY + ((inner.height - s.height) / 2).rounded(), width: s.width, height: s.height), ctx)
            // The separator starts at the row's text (after an icon), unless the row sets
            // `.alignmentGuide(.listRowSeparatorLeading)`; it ends at the row's edge unless the row
            // sets `.listRowSeparatorTrailing` (§14.9).
            if let v = AlignmentGuides.explicitValue(content, HorizontalAlignment.listRowSeparatorLeading.key, s, ctx.graph) {
                separatorStart = inner.minX + v - card.minX
            } else if !isRTL, let text = PickerNode.firstTextNode(content, forRowSeparator: true), text.frame.minX > inner.minX {
                separatorStart = text.frame.minX - card.minX
            }
            if let v = AlignmentGuides.explicitValue(content, HorizontalAlignment.listRowSeparatorTrailing.key, s, ctx.graph) {
                separatorEnd = inner.minX + v - card.minX
            }
        }
        background?.place(card, ctx)
    }

    /// Where the separator starts and ends, from the card's leading edge: the row's text, or
    /// what the row's content sets for `listRowSeparatorLeading` / `Trailing`; nil: at the row's
    /// leading inset, and at its trailing edge.
    @exclusivity(unchecked) private var separatorStart: CGFloat?
    @exclusivity(unchecked) private var separatorEnd: CGFloat?

    override func emitContent(_ ctx: inout EmitContext) {
        if isEmptyRow { return }
        var f = presentedFrame.insetBy(dx: cardInset(presentedFrame.width), dy: 0)
        let gap = gapAbove
        f.origin.y += gap
        f.size.height = max(f.height - gap, 0)
        if kind == .row {
            if let background {
                // Cut to the card's rounded ends like the card's own fill (§14.9).
                if let corners = cardCorners(f) {
                    ctx.list.append(.beginGroup(.clipShape(corners.outline, in: corners.rect)))
                    ctx.list.append(.beginGroup(.clip(f)))
                    background.emit(&ctx)
                    ctx.list.append(.endGroup)
                    ctx.list.append(.endGroup)
                } else {
                    background.emit(&ctx)
                }
                if isSelected { fillCard(f, selectionFill.resolved, &ctx) }
            } else {
                let white = (style.isGrouped ? ListMetrics.cardBackground : UIColor.systemBackground.color).resolved(in: colorScheme)
                // Pressed, the row's buttons show on the whole row in the selection grey (their
                // labels do not dim), as a table cell does (§14.9).
                let pressed = ctx.graph.pointer.pressedButton.map { $0.claimsListRow && $0.shownPressed && holds($0) } ?? false
                fillCard(f, isSelected ? selectionFill.resolved : pressed ? ListSelectionMetrics.fill.resolved(in: colorScheme) : white, &ctx)
            }
        } else if kind == .header && !style.isGrouped {
            ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: f, paint: .fill(ListMetrics.plainHeaderBackground.resolved(in: colorScheme)))))
        }
        accessory?.emit(&ctx)
        badgeLabel?.emit(&ctx)
        // Content that reaches into a rounded end of the card (a row with zero insets: an image
        // or colour filling it) is cut to the card's corners, as iOS's cells are (§14.9).
        if kind == .row, let c = content, reachesCorners, let corners = cardCorners(f) {
            ctx.list.append(.beginGroup(.clipShape(corners.outline, in: corners.rect)))
            c.emit(&ctx)
            ctx.list.append(.endGroup)
        } else {
            content?.emit(&ctx)
        }
        if kind == .row && !shownLast && !isOwnCard && traits.separatorHidden != true {
            let x = f.minX + (separatorStart ?? insets(presentedFrame.width).leading)
            let end = separatorEnd.map { f.minX + $0 } ?? f.maxX
            let line = CGRect(x: x, y: f.maxY - ListMetrics.separatorThickness, width: max(end - x, 0), height: ListMetrics.separatorThickness)
            let tint = (traits.separatorTint ?? ListMetrics.separator).resolved(in: colorScheme)
            ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: line, paint: .fill(tint))))
        }
    }

    /// The next node down the row's spine from `node` (unretained: the row holds it): its one
    /// child, or of several its one that shows views (an `if` that shows nothing is no view, as
    /// an editable row's controls outside edit mode) or else the editable row's content beside
    /// its controls, or the content under an overlay or background; nil when more than one
    /// shows.
    static func spineChild(of node: _Node) -> Unmanaged<_Node>? {
        var only: Unmanaged<_Node>?, count = 0
        node.forEachChild { c in count += 1; only = Unmanaged.passUnretained(c) }
        if count > 1 {
            // An overlay or background is the view it decorates: the spine goes on in its
            // content (a trait under `.background { … }` is still the row's).
            if let layer = node as? SecondaryLayerNode, let c = layer.content { return Unmanaged.passUnretained(c) }
            count = 0
            var marked: Unmanaged<_Node>?
            node.forEachChild { c in
                if c.producesViews { count += 1; only = Unmanaged.passUnretained(c) }
                if c is EditableRowContentNode { marked = Unmanaged.passUnretained(c) }
            }
            if count > 1, let marked { return marked }
        }
        return count == 1 ? only : nil
    }

    /// The row's default-style buttons in view order (not a swipe's buttons, nor what a
    /// button's label holds), each given to `body` until it returns false: SwiftUI makes them
    /// one tap target, the whole row, that runs every one (§14.9). Walked only at a tap.
    private func forEachRowButton(_ node: _Node, depth: Int = 0, _ body: (TapGestureNode) -> Bool) -> Bool {
        guard depth < 64 else { return true }
        if case .tapHandler(let tap) = node.nodeRole, tap.isButton {
            return tap.claimsListRow ? body(tap) : true
        }
        if let swipe = node as? SwipeRowNode {
            guard let c = swipe.content else { return true }
            return forEachRowButton(c, depth: depth + 1, body)
        }
        var goOn = true
        node.forEachChild { c in if goOn { goOn = forEachRowButton(c, depth: depth + 1, body) } }
        return goOn
    }

    /// Runs every default-style button of the row that holds `button` (one of them, tapped),
    /// in view order; false when `button` is not in a row's content (a header's).
    static func runRowButtons(holding button: TapGestureNode) -> Bool {
        var n = button.parent
        while let node = n, !(node is ListRowNode) { n = node.parent }
        guard let row = n as? ListRowNode, row.kind == .row, let c = row.content else { return false }
        _ = row.forEachRowButton(c) { $0.action(); return true }
        return true
    }

    /// Whether the hit `leaf` is a text field's: it keeps its taps beside the row's buttons, as
    /// on iOS, where a tap on a field focuses it and runs no button (§14.9). (Not any gesture's
    /// content: a swipeable row's own area is its swipe gesture's, and is the row's buttons'.)
    private func takesItsOwnPointer(_ leaf: _Node) -> Bool {
        if case .textInput = leaf.nodeRole { return true }
        return false
    }

    /// Whether `node` is inside this row.
    private func holds(_ node: _Node) -> Bool {
        var p = node.parent
        while let n = p { if n === self { return true }; p = n.parent }
        return false
    }

    /// A tap on the row goes to the row's buttons: anywhere on the row that no control or
    /// gesture takes goes to the first of them, and a tap on any of them runs them all
    /// (`TapGestureNode.tap`, §14.9).
    override func hitTest(_ point: CGPoint) -> HitResult? {
        let inner = super.hitTest(point)
        // A control, a gesture or a button takes its own taps; a swipeable row answers for its
        // empty area so that it can be swiped, which with buttons in the row is theirs (the
        // swipe above them still sees a sideways drag).
        if let r = inner, r.handler != nil || takesItsOwnPointer(r.leaf) { return r }
        guard kind == .row, !isEmptyRow, rectContains(presentedFrame, point), let c = content else { return inner }
        var first: TapGestureNode?
        _ = forEachRowButton(c) { first = $0; return false }
        guard let first else { return inner }
        var r = HitResult(leaf: first)
        r.handler = first
        return r
    }

    /// Fills the row's card `f`: its outer corners rounded at the ends of an inset-grouped
    /// section.
    private func fillCard(_ f: CGRect, _ white: ResolvedColor, _ ctx: inout EmitContext) {
        if let corners = cardCorners(f) {
            ctx.list.append(.beginGroup(.clip(f)))
            ctx.list.append(.shape(ShapeDrawing(outline: corners.outline, rect: corners.rect, paint: .fill(white))))
            ctx.list.append(.endGroup)
        } else {
            ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: f, paint: .fill(white))))
        }
    }

    /// Whether the row's content may reach into the card's rounded ends: its own insets
    /// (`listRowInsets`) leave less than the corner radius at a side. (The default insets leave
    /// more; a row open on its swipe actions cuts its buttons itself, §14.14.)
    private var reachesCorners: Bool {
        guard kind == .row, let own = traits.insets ?? nil else { return false }
        let radius = ListMetrics.cardCornerRadius(modern: style.isModern)
        return own.leading < radius || own.trailing < radius
    }

    /// The rounded rectangle that cuts the outer corners of the card `f` at the ends of an
    /// inset-grouped section — reaching past the row's inner edges, to be clipped to `f` — or nil
    /// where the card is a plain rectangle. The card's fill and an open swipe action's buttons
    /// are cut by it alike.
    func cardCorners(_ f: CGRect) -> (outline: ShapeOutline, rect: CGRect)? {
        let first = shownFirst || isOwnCard, last = shownLast || isOwnCard
        guard style.isInset && (first || last) else { return nil }
        // A one-row card is at most a capsule: iOS 26's radius is more than half a one-line
        // row's height, and its card is then a capsule (circular ends, as measured on the
        // references).
        let modern = style.isModern
        var r = ListMetrics.cardCornerRadius(modern: modern)
        let capsule = first && last && r >= f.height / 2
        if capsule { r = f.height / 2 }
        var shape = f
        if !first { shape.origin.y -= r; shape.size.height += r }
        if !last { shape.size.height += r }
        return (.roundedRectangle(cornerSize: CGSize(width: r, height: r), style: modern && !capsule ? .continuous : .circular), shape)
    }

    /// Reads the row traits written by modifiers on the row's own spine (through views with one
    /// child: composites, modifiers, lists with one view that shows).
    /// Runs at every build of the row, so it walks unretained (the row holds the nodes) and asks
    /// whether it found a tag by a flag, not by copying the optional `AnyHashable` out of the
    /// traits at each node (node-model step 79: 2,000 instructions a row before).
    func collectTraits(_ graph: _ViewGraph) {
        var t = ListRowTraits()
        var hasTag = false
        unowned(unsafe) var n = content
        var depth = 0
        if !swipeNodes.isEmpty { swipeNodes.removeAll(keepingCapacity: true) }
        while let node = n, depth < 64 {
            if let swipe = node as? SwipeRowNode {
                // The row's content goes on inside the swipe; its buttons are not the row.
                swipeNodes.append(swipe)
                n = swipe.content
                depth += 1
                continue
            }
            if let trait = node as? ListRowTraitNode {
                if t.insets == nil, let i = trait.traits.insets { t.insets = i }
                if t.separatorHidden == nil { t.separatorHidden = trait.traits.separatorHidden }
                if t.separatorTint == nil { t.separatorTint = trait.traits.separatorTint }
                if t.background == nil { t.background = trait.traits.background }
                if t.selectionDisabled == nil { t.selectionDisabled = trait.traits.selectionDisabled }
                if t.badgeIsDrawn == nil { t.badgeIsDrawn = trait.traits.badgeIsDrawn }
                if t.badge == nil { t.badge = trait.traits.badge }
            }
            if !hasTag, let tagged = node as? TagNode, tagged.tag != nil { t.tag = tagged.tag; hasTag = true }
            n = Self.spineChild(of: node)?.takeUnretainedValue()
            depth += 1
        }
        traits = t
        if let build = t.background { build(graph, &background) } else { background = nil }
        if let badge = t.badge, t.badgeIsDrawn != true {
            graph.buildElement(Text(badge).foregroundStyle(.secondary), &badgeLabel)
        } else if badgeLabel != nil {
            badgeLabel = nil
            graph.changed(self)
        }
    }
}

/// Turns a list's content segments into rows with chrome.
enum ListLayout {
    @MainActor static let sectionStart = _LazySegment(kind: .sectionStart, count: 0, id: { AnyHashable($0) }, build: { _, _, _ in })
    @MainActor static let sectionEnd = _LazySegment(kind: .sectionEnd, count: 0, id: { AnyHashable($0) }, build: { _, _, _ in })

    /// A header or footer view as a one-element segment, built as an element of its section:
    /// a modifier applied to the section applies to it as to the rows (§31.5).
    @MainActor static func mark<V: View>(_ kind: _LazySegment.Kind, _ view: V) -> _LazySegment {
        nonisolated(unsafe) let view = view
        return _LazySegment(kind: kind, count: 1, id: { AnyHashable($0) }, build: { _, g, slot in g.buildElement(view, &slot) })
    }

    /// The rows of a list: content segments wrapped in row chrome that knows the row's place in
    /// its section; headers and footers in caption chrome; a gap before grouped sections without
    /// a header. Rows outside any section form sections of their own.
    @MainActor static func rows(from segments: [_LazySegment], style: ListStyleKind, selection: _ListSelection? = nil) -> [_LazySegment] {
        var index: [SectionIndexEntry] = []
        return rows(from: segments, style: style, selection: selection, index: &index)
    }

    /// The rows, and in `index` the section index's entries (§14.12): each labelled section's
    /// label and the id of the row a tap on it scrolls to (its header, else its first row).
    @MainActor static func rows(from segments: [_LazySegment], style: ListStyleKind, selection: _ListSelection? = nil,
                                index: inout [SectionIndexEntry]) -> [_LazySegment] {
        index.removeAll()
        var out: [_LazySegment] = []
        var i = 0
        var sectionNumber = 0, shownSections = 0
        while i < segments.count {
            // One section: explicit (start…end) or a run of loose content.
            var part: [_LazySegment] = []
            let explicit = segments[i].kind == .sectionStart
            let indexLabel = explicit ? segments[i].indexLabel : nil
            if segments[i].kind == .sectionStart {
                i += 1
                while i < segments.count, segments[i].kind != .sectionEnd { part.append(segments[i]); i += 1 }
                i += 1
            } else {
                while i < segments.count, segments[i].kind != .sectionStart { part.append(segments[i]); i += 1 }
            }
            // Loops, not `filter`/`reduce`/`contains`: see UncheckedClosures.swift.
            var rowsInSection = 0, hasHeader = false
            for seg in part {
                if seg.kind == .content { rowsInSection += seg.count }
                if seg.kind == .header { hasHeader = true }
            }
            let section = sectionNumber
            sectionNumber += 1
            // A run of loose content that is only an `if` showing nothing is no section: its gap
            // has no element then, but is there, so the segments after it keep their places.
            var shows = rowsInSection > 0
            for seg in part where seg.kind != .content && seg.count > 0 { shows = true }
            if style.isGrouped && !hasHeader {
                out.append(chrome(.gap, style: style, section: section, offset: 0, total: 0,
                                  _LazySegment(count: shows ? 1 : 0, id: { AnyHashable($0) }, build: { _, _, slot in slot = nil }),
                                  firstSection: shownSections == 0))
            }
            if shows { shownSections += 1 }
            // A plain list's sections keep their markers and their header's kind, so that the
            // lazy stack pins the header while its section scrolls under it (§14.9).
            let marksSection = explicit && hasHeader && !style.isGrouped
            if marksSection { out.append(Self.sectionStart) }
            if let indexLabel {
                var target: AnyHashable?
                for seg in part where seg.count > 0 && (seg.kind == .header || seg.kind == .content) {
                    target = seg.kind == .header ? AnyHashable(ChromeID(section: section, kind: 1, id: seg.id(0))) : seg.id(0)
                    break
                }
                index.append(SectionIndexEntry(label: indexLabel, target: target))
            }
            var offset = 0
            for seg in part {
                switch seg.kind {
                case .content:
                    out.append(chrome(.row, style: style, section: section, offset: offset, total: rowsInSection, seg, selection: selection))
                    offset += seg.count
                case .header:
                    var header = chrome(.header, style: style, section: section, offset: 0, total: 0, seg)
                    if marksSection { header.kind = .header }
                    out.append(header)
                case .footer: out.append(chrome(.footer, style: style, section: section, offset: 0, total: 0, seg))
                case .sectionStart, .sectionEnd: break
                }
            }
            if marksSection { out.append(Self.sectionEnd) }
        }
        return out
    }

    /// The id of a section's header, footer or gap: never equal to a row's id.
    private struct ChromeID: Hashable { let section: Int; let kind: Int; let id: AnyHashable }

    /// A row keeps its content's id (its `ForEach` id: what `scrollTo` and `scrollPosition` name;
    /// the lazy stack keys its rows by segment and id, so rows of two sections never share one).
    /// Wrapping it as well cost a lookup in the stack's rows about 2,000 instructions: an
    /// `AnyHashable` holding a struct holding an `AnyHashable` is compared through the runtime's
    /// casts and `Optional` metadata.
    @MainActor private static func chrome(_ kind: ListRowNode.Kind, style: ListStyleKind, section: Int, offset: Int, total: Int,
                                          _ seg: _LazySegment, selection: _ListSelection? = nil, firstSection: Bool = false) -> _LazySegment {
        let kindCode: Int = kind == .row ? 0 : kind == .header ? 1 : kind == .footer ? 2 : 3
        var made = _LazySegment(count: seg.count, id: { kind == .row ? seg.id($0) : AnyHashable(ChromeID(section: section, kind: kindCode, id: seg.id($0))) }, build: { i, g, slot in
            let row = g.reuse(&slot) { ListRowNode() }
            g.update(row, \.kind, kind)
            g.update(row, \.style, style)
            g.update(row, \.colorScheme, g.env.colorScheme)
            if kind == .row {
                g.update(row, \.rowMinHeight, ListMetrics.rowMinHeight(modern: style.isModern, dynamicTypeSize: g.env.dynamicTypeSize,
                                                                       set: g.env.defaultMinListRowHeight))
            }
            // A gap is "first" above the list's first section.
            g.update(row, \.isFirst, kind == .gap ? firstSection : offset + i == 0)
            g.update(row, \.isLast, offset + i == total - 1)
            g.update(row, \.rowSpacing, kind == .row ? max(g.env.listRowSpacing ?? 0, 0) : 0)
            if kind == .header || kind == .footer {
                g.withEnvironment({ env in
                    env.font = env.font ?? ListMetrics.captionFont
                    if env.foregroundStyles == nil {
                        env.foregroundColor = Color.secondary
                        env.foregroundStyles?.isSectionChrome = true
                    }
                    // Grouped lists' section headers in capitals (iOS 14–18; `.textCase(nil)` on
                    // the header keeps its own case; iOS 26 keeps every header's case), §14.9.
                    if kind == .header && style.isGrouped && !style.isModern {
                        env.textRuns.textCase = env.textRuns.textCase ?? .uppercase
                    }
                }, ListSegmentElement(segment: seg, index: i), &row.content)
            } else if let selection {
                buildSelectableRow(row, selection, style: style, seg, i, g)
                return
            } else {
                g.withEnvironment(constant: EnvironmentMemo.ConstantSite.listRow, { $0.isListRow = true }, ListSegmentElement(segment: seg, index: i), &row.content)
            }
            row.collectTraits(g)
        })
        if kind == .row { made.intID = seg.intID }
        return made
    }

    /// A row of a selectable list (§14.13): its content under a tap area that selects it, its
    /// tag (a `.tag` on the row, else its `ForEach` id), its fill when selected and, in a
    /// multiple selection's edit mode, its check circle.
    @MainActor private static func buildSelectableRow(_ row: ListRowNode, _ selection: _ListSelection, style: ListStyleKind,
                                                      _ seg: _LazySegment, _ i: Int, _ g: _ViewGraph) {
        let tap = g.reuse(&row.content) { ListRowTapNode() }
        tap.isButton = false
        // A selected sidebar row's content is white on the accent colour; until the row's tag is
        // known, the last build's answer is assumed (and corrected below when it changed).
        func build(selected: Bool) {
            let white = style.isSidebar && selected
            g.withEnvironment({ env in
                env.isListRow = true
                env._listSelection = selection
                if white { env.foregroundColor = .white }
            }, ListSegmentElement(segment: seg, index: i), &tap.content)
            row.collectTraits(g)
        }
        let guess = row.isSelected
        build(selected: guess)
        let tag = row.traits.tag ?? seg.implicitTag?(i)
        let selected = tag.map { selection.contains($0) } ?? false
        if style.isSidebar && selected != guess { build(selected: selected) }
        let locked = row.traits.selectionDisabled == true
        tap.selectable = !locked && (tag.map { selection.accepts($0) } ?? false)
        tap.action = { [weak selection] in if !locked, let tag, let selection { selection.tap(tag) } }
        if row.isSelected != selected { row.isSelected = selected; g.changed(row) }
        let fill = style.isSidebar ? Color.accentColor : ListSelectionMetrics.fill
        let resolved = Color(resolved: fill.resolved(in: g.env.colorScheme))
        g.update(row, \.selectionFill, resolved)
        if selection.isMultiple && selection.isEditing {
            _SelectionCircle._makeNode(_SelectionCircle(isSelected: selected), g, &row.accessory)
        } else if row.accessory != nil {
            row.accessory = nil
            g.changed(row)
        }
    }
}

/// One element of a segment as a view (to build it inside an environment change).
struct ListSegmentElement: View, PrimitiveView {
    let segment: _LazySegment
    let index: Int
    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        view.segment.build(view.index, graph, &slot)
    }
}

/// `listStyle(_:)`'s write (`_EnvironmentWrite`).
enum ListStyleWrite: _EnvironmentWrite { static func write(_ v: ListStyleKind, to e: inout EnvironmentValues) { e.listStyle = v } }
