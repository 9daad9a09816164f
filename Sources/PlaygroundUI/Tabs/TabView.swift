import Foundation

/// A view that switches between several child views (SwiftUI's `TabView`), docs/semantics.md §29.
///
/// Each direct child of `content` (through `Group`, `ForEach` and `if`) is one tab; its
/// `.tabItem { … }` is what its button in the tab bar shows and its `.tag(_:)` the value the
/// selection takes when it is chosen. Tabs without a tag stand for their position (0, 1, …).
/// A tab with a `.tabItem` is built when it is first shown; from then on its views and `@State`
/// stay alive while another tab is shown, as in SwiftUI. Only the selected tab is drawn, hit and
/// reports its preferences.
///
/// The style is `.tabViewStyle(_:)`: a tab bar at the bottom (the default) or `.page`, pages side
/// by side paged by a horizontal drag with a row of dots (§29.5).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selected tab's position when no binding is given.
    @State private var ownIndex = 0

    /// A tab view whose selected tab is `selection`'s value (the tab with the equal tag).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        if let selection {
            return _TabViewCore(selection: .tag(_TagValue.normalized(selection.wrappedValue)), content: content) { tag, _ in _TagValue.assign(tag, to: selection) }
        }
        // Without a binding nobody sees the tags: the tab view keeps the selected position.
        let own = $ownIndex
        return _TabViewCore(selection: .index(ownIndex), content: content) { _, i in own.wrappedValue = i }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its selection itself (it starts on the first tab).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The engine's tab view: builds the tabs, reads their items and tags, and builds the chrome (the
/// bar or the pager) around them for the style in the environment.
struct _TabViewCore<Content: View>: View, PrimitiveView {
    enum Selection { case tag(AnyHashable), index(Int) }
    let selection: Selection
    let content: Content
    let choose: (AnyHashable, Int) -> Void

    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { TabViewNode() }
        let style = graph.env.tabViewStyle
        // The tabs are built here but laid out, drawn and hit through the chrome's
        // `_TabContentPortal`, which adopts them. In the bar style a tab's content (under its
        // `.tabItem`) is built only once the tab is shown (§29.3): its state and `onAppear` start then.
        let gate: _TabGate? = style == .bar ? node.gate : nil
        // A bottom accessory is this tab view's, not a tab view's inside its tabs.
        graph.withEnvironment({ $0.tabGate = gate; $0.tabViewBottomAccessory = nil }, view.content, &node.tabs)
        node.collectEntries()
        var index = selectedIndex(view.selection, node.entries)
        // A tab whose tag is not outside its `.tabItem` is built at once when a binding needs
        // the tags, and the selected tab is built now; then the tabs are read again.
        var needsTags = false
        if case .tag = view.selection { needsTags = true }
        var activated = false
        for (i, e) in node.entries.enumerated() {
            guard let item = e.itemNode, item.gated else { continue }
            if i == index || (needsTags && e.tag == nil) {
                item.activate(graph)
                activated = true
            }
        }
        if activated {
            node.collectEntries()
            index = selectedIndex(view.selection, node.entries)
        }
        let entries = node.entries
        let tags: [AnyHashable] = entries.indices.map { entries[$0].tag ?? AnyHashable($0) }
        let choose = view.choose
        let pick: (Int) -> Void = { i in if tags.indices.contains(i) { choose(tags[i], i) } }
        // The chrome is evaluated again whenever the tabs were built (`generation`), so that the
        // portal inside it is visited in this pass and the tabs' changes reach the ancestors.
        switch style {
        case .bar:
            let chrome = _TabBarChrome(host: _TabHost(node), items: entries.map(\.item), selectedIndex: index,
                                       choose: pick, generation: graph.stamp)
            _TabBarChrome._makeNode(chrome, graph, &node.content)
        case .page(let display):
            let chrome = _PageChrome(host: _TabHost(node), count: entries.count, selectedIndex: index ?? 0,
                                     indexDisplay: display, choose: pick, generation: graph.stamp)
            _PageChrome._makeNode(chrome, graph, &node.content)
        }
    }

    /// The selected tab: the one whose tag equals the selection (tabs without a tag stand for
    /// their position), else the first; or the position kept by a tab view without a binding.
    private static func selectedIndex(_ selection: Selection, _ entries: [_TabEntry]) -> Int? {
        if entries.isEmpty { return nil }
        switch selection {
        case .index(let i): return min(max(i, 0), entries.count - 1)
        case .tag(let t): return entries.indices.first { (entries[$0].tag ?? AnyHashable($0)) == t } ?? 0
        }
    }
}

/// A reference to the tab view's node that views can carry (compared by identity).
struct _TabHost: Equatable {
    /// Weak: a gesture still running when the tab view goes may call back later.
    weak var node: TabViewNode?
    init(_ node: TabViewNode) { self.node = node }
    static func == (a: Self, b: Self) -> Bool { a.node === b.node }
}

/// One tab: its node (what is laid out and drawn), its tag, what its bar item shows and the
/// `.tabItem` node that holds its content back until it is shown.
struct _TabEntry {
    let node: _Node
    let tag: AnyHashable?
    let item: _TabBarItemInfo
    let itemNode: TabItemNode?
}

/// What a tab's button in the bar shows (read from `.tabItem` and `.badge`).
struct _TabBarItemInfo: Equatable {
    var title: String?
    var symbol: String?
    var badge: String?
}

/// The tab view: its child is the chrome; `tabs` (the built content) is placed by the chrome's
/// portal.
@MainActor
final class TabViewNode: ModifierNode {
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    @exclusivity(unchecked) var tabs: _Node?
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing { .plain(edge) }
    @exclusivity(unchecked) private(set) var entries: [_TabEntry] = []
    /// The width of a page in the page style (written by the portal at placement, read by the
    /// pager's drag gesture).
    @exclusivity(unchecked) var pageWidth: CGFloat = 0
    /// What this tab view's `.tabItem`s see while it builds them (see `_TabGate`).
    let gate = _TabGate()

    func collectEntries() {
        var nodes: [_Node] = []
        if let tabs { TabViewNode.collectTabs(tabs, into: &nodes) }
        entries = nodes.map { n in
            let (tag, item, itemNode) = TabViewNode.traits(of: n)
            return _TabEntry(node: n, tag: tag, item: item, itemNode: itemNode)
        }
    }

    /// The tabs under `node`: view lists (`TupleView`, `Group`, `ForEach`, `if`) are looked
    /// through, as are views whose body is a list; anything else is one tab.
    static func collectTabs(_ node: _Node, into result: inout [_Node]) {
        if node is ListNode {
            node.forEachChild { collectTabs($0, into: &result) }
            return
        }
        if let c = node as? CompositeNodeBase, let child = c.child, isList(child) {
            collectTabs(child, into: &result)
            return
        }
        result.append(node)
    }

    private static func isList(_ node: _Node) -> Bool {
        if node is ListNode { return true }
        if let c = node as? CompositeNodeBase, let child = c.child { return isList(child) }
        return false
    }

    /// The tag, item and badge of a tab: the outermost of each along the tab's modifiers and
    /// the bodies of its views (SwiftUI's traits pass through them).
    static func traits(of tab: _Node) -> (AnyHashable?, _TabBarItemInfo, TabItemNode?) {
        var tag: AnyHashable?
        var item: _TabBarItemInfo?
        var itemNode: TabItemNode?
        var badge: String??
        var cur: _Node? = tab
        while let c = cur {
            if tag == nil, let t = c as? TagNode, let v = t.tag { tag = v }
            if item == nil, let t = c as? TabItemNode { item = t.info; itemNode = t }
            if badge == nil, let b = c as? BadgeNode { badge = .some(b.badge) }
            if let m = c as? ModifierNode { cur = m.content }
            else if let comp = c as? CompositeNodeBase { cur = comp.child }
            else if c is ListNode {
                // A list of one view (`if` without `else`, a one-view body) is that view.
                var only: _Node?, n = 0
                c.forEachChild { only = $0; n += 1 }
                cur = n == 1 ? only : nil
            } else { cur = nil }
        }
        var info = item ?? _TabBarItemInfo()
        if let b = badge { info.badge = b }
        return (tag, info, itemNode)
    }
}

// MARK: The portal

/// Where the tabs are laid out inside the chrome: all of them at the whole rect with only the
/// selected one drawn (bar style), or side by side (page style).
struct _TabContentPortal: View, PrimitiveView {
    enum Mode: Equatable {
        /// Every tab is placed at the rect; only this one is drawn, hit and reports preferences.
        case selected(Int?)
        /// Pages side by side: page `index` at the rect, moved by `drag` points.
        case paged(index: Int, drag: CGFloat)
    }
    let host: _TabHost
    let mode: Mode

    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { TabPortalNode() }
        if node.host !== view.host.node { node.host = view.host.node; graph.changed(node) }
        // The tabs are built by the tab view, outside the body this portal is built in: when
        // they were built in this pass, the stamp walk must come down to them through the
        // enclosing body, which counts as changed for it (`CompositeNodeBase.dirtyPass`).
        if let tabs = view.host.node?.tabs, tabs.visitedStamp == graph.stamp { _Node.changeCount &+= 1 }
        graph.update(node, \.mode, view.mode)
        // The tabs may have been built in this pass: recount them (a tab added or gone).
        let count = view.host.node?.entries.count ?? 0
        graph.update(node, \.count, count)
    }
}

@MainActor
final class TabPortalNode: _Node {
    override var foldsChosenChildren: Bool { true }
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    /// Weak: a gesture still under way when the window goes can keep this portal past its tab view.
    @exclusivity(unchecked) weak var host: TabViewNode?
    @exclusivity(unchecked) var mode = _TabContentPortal.Mode.selected(nil)
    @exclusivity(unchecked) var count = 0

    private var entries: [_TabEntry] { host?.entries ?? [] }
    private var selected: _Node? {
        let e = entries
        switch mode {
        case .selected(let i): if let i, e.indices.contains(i) { return e[i].node }
        case .paged(let i, _): if e.indices.contains(i) { return e[i].node }
        }
        return nil
    }
    private var paged: Bool { if case .paged = mode { return true } else { return false } }

    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) { if let t = host?.tabs { body(t) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) { if let t = host?.tabs { body(t) } }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        // Takes the space offered; an unspecified dimension takes the selected tab's.
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        let s = selected?.measure(p, b) ?? .zero
        return CGSize(width: p.width ?? s.width, height: p.height ?? s.height)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let b = ctx.graph
        switch mode {
        case .selected:
            // Every tab is laid out at the rect (only the selected one is drawn and hit), so a
            // tab shown later is already where it belongs and does not animate in from nowhere.
            for e in entries { e.node.place(Self.centered(e.node, in: rect, b), ctx) }
        case .paged(let index, let drag):
            host?.pageWidth = rect.width
            for (i, e) in entries.enumerated() {
                let page = rect.offsetBy(dx: CGFloat(i - index) * rect.width + drag, dy: 0)
                e.node.place(Self.centered(e.node, in: page, b), ctx)
            }
        }
    }

    private static func centered(_ n: _Node, in rect: CGRect, _ b: _ViewGraph) -> CGRect {
        let s = n.measure(ProposedViewSize(rect.size), b)
        return CGRect(x: rect.minX + ((rect.width - s.width) / 2).rounded(), y: rect.minY + ((rect.height - s.height) / 2).rounded(),
                      width: s.width, height: s.height)
    }

    override func emitContent(_ ctx: inout EmitContext) {
        guard paged else { selected?.emit(&ctx); return }
        // Pages on screen (where they are drawn now, or where they are going).
        let view = presentedFrame.union(frame)
        for e in entries {
            if e.node.presentedBoundingFrame().intersects(view) || e.node.boundingFrame().intersects(frame) { e.node.emit(&ctx) }
        }
    }

    override func hitTest(_ point: CGPoint) -> HitResult? {
        guard paged else { return selected?.hitTest(point) }
        guard frame.contains(point) else { return nil }
        for e in entries.reversed() where e.node.boundingFrame().contains(point) {
            if let h = e.node.hitTest(point) { return h }
        }
        return nil
    }

    override var cachesFolds: Bool { false }
    /// The selected tab's value. Which tab is shown is dynamic content, like an `if` (§1.3): a
    /// tab that writes nothing gives the default, so what the last tab wrote (a tab bar's
    /// background, a title) does not stay after switching away from it.
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        if let s = selected, s.fold(K.self, into: &value) { return true }
        value = K.defaultValue
        return true
    }
}
