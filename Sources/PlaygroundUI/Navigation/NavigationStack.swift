import Foundation

/// A stack of views with a navigation bar: the root, and above it the views pushed by
/// `NavigationLink`s or by values appended to `path` (SwiftUI's `NavigationStack`, §27.1).
///
/// Pushing slides the new view in from the trailing edge while the one below moves a third of
/// the way out; popping reverses it. Back, Escape or Backspace pops.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let access: (Binding<NavigationPath>) -> _PathAccess
    @State private var ownPath = NavigationPath()

    public var body: some View {
        _NavigationContainer(path: access($ownPath), root: root)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        access = { own in _PathAccess(own) }
    }
    /// A stack whose pushed values are `path`: appending pushes, removing pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        access = { _ in _PathAccess(path) }
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are the elements of `path` (all of one type).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        access = { _ in _PathAccess(collection: path) }
    }
}

/// Reading and changing a stack's path, whatever type the caller keeps it in.
struct _PathAccess {
    /// Brings `cache` up to date with the path: its values, and how many of them lead unchanged
    /// since the last read (a push maps only the value pushed, not the whole path again).
    let read: (_NavigationPathCache) -> Void
    let append: (_NavigationValue) -> Void
    let removeLast: (Int) -> Void

    init(_ path: Binding<NavigationPath>) {
        read = { cache in cache.take(path.wrappedValue.elements) }
        append = { path.wrappedValue.elements.append($0) }
        removeLast = { path.wrappedValue.removeLast($0) }
    }

    init<C: RangeReplaceableCollection & RandomAccessCollection & MutableCollection>(collection path: Binding<C>) where C.Element: Hashable {
        read = { cache in cache.take(typed: path.wrappedValue) }
        append = { v in
            if let e = v.value.base as? C.Element {
                path.wrappedValue.append(e)
            } else {
                _navigationWarn("A NavigationLink is presenting a value of type \u{201C}\(v.typeName)\u{201D} to a stack whose path holds \u{201C}\(C.Element.self)\u{201D}; the value is not pushed.")
            }
        }
        removeLast = { k in path.wrappedValue.removeLast(min(max(k, 0), path.wrappedValue.count)) }
    }
}

/// A stack's path as last read, and what each read found unchanged (issue 26: a push on a stack
/// 10,000 levels deep must not cost 10,000 of anything but comparisons). Read on the main actor.
final class _NavigationPathCache {
    /// The path's values, in order.
    private(set) var values: [_NavigationValue] = []
    /// How many of `values` lead unchanged since the read before.
    private(set) var unchanged = 0
    /// The typed path last read (a path kept as a collection), compared element by element as
    /// its own type.
    private var typed: Any?

    func take(_ elements: [_NavigationValue]) {
        unchanged = Self.commonPrefix(values, elements)
        values = elements
        typed = nil
    }

    func take<C: RandomAccessCollection>(typed path: C) where C.Element: Hashable {
        var p = 0
        if let old = typed as? C {
            if Self.sameStorage(old, path) { unchanged = values.count; return }
            var i = old.startIndex, j = path.startIndex
            while i != old.endIndex, j != path.endIndex, old[i] == path[j] {
                p += 1; old.formIndex(after: &i); path.formIndex(after: &j)
            }
        }
        p = min(p, values.count)
        values.removeSubrange(p...)
        values.reserveCapacity(path.count)
        for e in path.dropFirst(p) { values.append(_NavigationValue(e)) }
        unchanged = p
        typed = path
    }

    /// Whether `a` and `b` are one stored array (a body evaluated again with the same path):
    /// then equal without comparing (`typed` keeps `a`'s storage alive, so it is not reused).
    private static func sameStorage<C: Collection>(_ a: C, _ b: C) -> Bool {
        a.withContiguousStorageIfAvailable { x in
            b.withContiguousStorageIfAvailable { y in x.baseAddress == y.baseAddress && x.count == y.count } ?? false
        } ?? false
    }

    private static func commonPrefix(_ a: [_NavigationValue], _ b: [_NavigationValue]) -> Int {
        if sameStorage(a, b) { return a.count }
        var p = 0
        let n = min(a.count, b.count)
        while p < n, a[p] == b[p] { p += 1 }
        return p
    }
}

/// The animation of a push or pop: iOS's system spring, critically damped, 0.5 s (§27.6).
let navigationTransitionAnimation = Animation.spring(duration: 0.5, bounce: 0)

/// One pushed level: a path value, or a view pushed by a destination link.
struct _NavigationEntry: Identifiable {
    enum Kind { case value(_NavigationValue), view(_PushedViewSlot) }
    let kind: Kind
    let id: AnyHashable
    /// The position on the stack (0: the first pushed view, level 1).
    let offset: Int
}

/// The stack itself: the levels in a ZStack, each with its own bar.
struct _NavigationContainer<Root: View>: View {
    let path: _PathAccess
    let root: Root
    @State private var model = _NavigationModel()
    @State private var pushed: [_PushedViewSlot] = []
    /// Counts changes of the levels' titles and modes (kept in `model.levelInfo`): the levels
    /// are built again with their back titles when it changes.
    @State private var infoGeneration = 0

    /// The levels above the root: the path's values with the views pushed by destination links
    /// among them. Made anew only from the first value that changed (§27.6: a push costs what it
    /// pushes, not the depth of the stack).
    private func entries() -> [_NavigationEntry] {
        let cache = model.pathCache
        path.read(cache)
        let values = cache.values
        for s in pushed where !s.isDead && s.valuesBelow > values.count { s.isDead = true; s.isOnStack = false }
        let slots = pushed.filter { !$0.isDead }
        // Pushed views sit in order of the values below them: the j-th is at `valuesBelow + j`.
        model.slotLevels.removeAll(keepingCapacity: true)
        for (j, s) in slots.enumerated() {
            s.isOnStack = true
            model.slotLevels[ObjectIdentifier(s)] = s.valuesBelow + j + 1
        }
        let slotKey = slots.map { _NavigationEntries.SlotKey(id: ObjectIdentifier($0), valuesBelow: $0.valuesBelow) }
        return model.entries.update(values: values, unchanged: cache.unchanged, slots: slots, slotKey: slotKey)
    }

    var body: some View {
        let entries = entries()
        let model = model
        let valueCount = model.pathCache.values.count
        let path = path
        let pushedBinding = $pushed
        model.depth = entries.count
        model.pushValue = { path.append($0) }
        model.pushView = { slot in
            slot.valuesBelow = valueCount
            slot.isOnStack = true
            pushedBinding.wrappedValue.removeAll { $0.isDead }
            pushedBinding.wrappedValue.append(slot)
        }
        model.popTo = { level in
            guard level < entries.count else { return }
            let dropped = entries[max(level, 0)...]
            var values = 0
            var slots: [_PushedViewSlot] = []
            for e in dropped {
                switch e.kind {
                case .value: values += 1
                case .view(let s): slots.append(s)
                }
            }
            if !slots.isEmpty {
                pushedBinding.wrappedValue.removeAll { s in s.isDead || slots.contains { $0 === s } }
                for s in slots { s.isOnStack = false; s.isDead = true; s.onPop() }
            }
            if values > 0 { path.removeLast(values) }
        }
        model.trim(to: entries.count)
        let top = entries.count
        let stack = _NavigationLevelStack(root: root, entries: entries, model: model, infoGeneration: infoGeneration)
        let generation = $infoGeneration
        return stack
            .animation(navigationTransitionAnimation, value: top)
            // Only the levels not parked report; the parked ones' last word is kept.
            .onPreferenceChange(_NavigationLevelInfoKey.self) { if model.record($0) { generation.wrappedValue &+= 1 } }
            .transformPreference(_NavigationLevelInfoKey.self) { $0 = [:] }
    }
}

/// The levels side by side in depth: the root, then each pushed entry sliding in from the
/// trailing edge; covered levels sit a third of the width toward the leading edge.
struct _NavigationLevelStack<Root: View>: View {
    let root: Root
    let entries: [_NavigationEntry]
    let model: _NavigationModel
    /// What `model.levelInfo` holds changed when this did.
    let infoGeneration: Int

    private var top: Int { entries.count }
    private var shift: CGFloat { -NavigationTransitionMetrics.parallax }

    var body: some View {
        let size = _NavigationBlock<Root>.size
        return ZStack(alignment: .topLeading) {
            rootLevel
            // The levels in blocks: a block whose levels are all parked (and none the one whose
            // title the top's back button shows) is parked as one, so a push visits a block where
            // it would visit each of its levels.
            ForEach(0..<(top + size - 1) / size, id: \.self) { (k: Int) -> ModifiedContent<_NavigationBlock<Root>, _NavigationBlockParking> in
                let range = k * size ..< min(k * size + size, top)
                return _NavigationBlock(stack: self, range: range)
                    .modifier(_NavigationBlockParking(parked: range.upperBound < top - 2))
            }
        }
    }

    /// Level `entry.offset + 1`, parked when two levels or more cover it.
    fileprivate func level(_ entry: _NavigationEntry) -> ModifiedContent<_PushedLevel, _NavigationParking> {
        // Parked outside the level, so a parked level's body is not even evaluated.
        pushedLevel(entry).modifier(_NavigationParking(parked: entry.offset + 1 < top - 1, reportsTitle: entry.offset + 1 == top - 2))
    }

    /// Covered by two levels or more, the root is parked: kept, but not built, laid out or drawn.
    private var rootLevel: some View {
        _NavigationLevel(index: 0, content: root, model: model, inheritedMode: .large, backTitle: nil)
            .modifier(_WidthFractionOffset(fraction: top > 0 ? shift : 0))
            .modifier(_NavigationParking(parked: top > 1, reportsTitle: top == 2))
    }

    private func pushedLevel(_ entry: _NavigationEntry) -> _PushedLevel {
        let index = entry.offset + 1
        let info: _NavigationLevelInfo? = model.info(of: index - 1)
        return _PushedLevel(entry: entry, index: index, model: model,
                            inheritedMode: info?.mode ?? .large, backTitle: info?.title ?? "",
                            shift: index < top ? shift : 0)
    }
}

/// Consecutive levels of a stack (entries `range`), parked together once all are covered.
struct _NavigationBlock<Root: View>: View {
    /// Levels per block: a push visits the live block's levels and one node per other block.
    static var size: Int { 64 }
    let stack: _NavigationLevelStack<Root>
    let range: Range<Int>

    var body: some View {
        ForEach(stack.entries[range]) { (entry: _NavigationEntry) -> ModifiedContent<_PushedLevel, _NavigationParking> in
            stack.level(entry)
        }
    }
}

/// One pushed level with its place in the transition.
struct _PushedLevel: View {
    let entry: _NavigationEntry
    let index: Int
    let model: _NavigationModel
    let inheritedMode: NavigationBarItem.TitleDisplayMode
    let backTitle: String
    /// The offset as a share of the width (negative: toward the leading edge).
    let shift: CGFloat

    var body: some View {
        let content = _PushedContent(entry: entry, model: model, level: index)
        let level = _NavigationLevel(index: index, content: content, model: model, inheritedMode: inheritedMode,
                                     backTitle: backTitle)
        return level
            .modifier(_WidthFractionOffset(fraction: shift))
            .transition(AnyTransition.move(edge: .trailing))
    }
}

/// Moves its content along x by a share of its own width (the covered level's parallax).
package struct _WidthFractionOffset {
    let fraction: CGFloat
}

extension _WidthFractionOffset: PrimitiveModifier {
    /// Built once around the content; makes a list one view (§31).
    public static var _viewListBehavior: _ViewListBehavior { .unary }
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { WidthFractionOffsetNode() }) { b.update($0, \.fraction, m.fraction) }
    }
}

@MainActor
final class WidthFractionOffsetNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // an offset (§7.5)
    @exclusivity(unchecked) var fraction: CGFloat = 0
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(rect.offsetBy(dx: (rect.width * fraction).rounded(), dy: 0), ctx)
    }
}

enum NavigationTransitionMetrics {
    /// How far the covered view moves toward the leading edge: a third of the width.
    static let parallax: CGFloat = 0.3
}

/// What a level reports to its stack: its title (the next level's back button shows it) and
/// its resolved display mode (`.automatic` above it inherits it).
struct _NavigationLevelInfo: Equatable {
    var title: String
    var mode: NavigationBarItem.TitleDisplayMode
}

struct _NavigationLevelInfoKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(2) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: [Int: _NavigationLevelInfo] { [:] }
    static func reduce(value: inout [Int: _NavigationLevelInfo], nextValue: () -> [Int: _NavigationLevelInfo]) {
        value.merge(nextValue()) { a, _ in a }
    }
}

/// The content of a pushed level: the destination registered for its value, or the view its
/// link pushed.
struct _PushedContent: View {
    let entry: _NavigationEntry
    let model: _NavigationModel
    let level: Int

    var body: some View {
        switch entry.kind {
        case .value(let v):
            if let view = model.destination(for: v, at: level) {
                view
            } else {
                Color.clear
            }
        case .view(let slot):
            slot.view
        }
    }
}

/// One level of the stack: its content under a navigation bar (and a bottom toolbar when it
/// has one), on the system background (§27.4).
struct _NavigationLevel<Content: View>: View {
    let index: Int
    let content: Content
    let model: _NavigationModel
    let inheritedMode: NavigationBarItem.TitleDisplayMode
    let backTitle: String?
    @State private var layout = _NavigationBarLayout()
    @State private var scrolled: CGFloat = 0
    /// Whether the level's scroll view has content below its visible region (false: none).
    @State private var moreBelow = false
    @State private var hasBottomBar = false
    /// Set on a stack that is a pushed split view column: its root shows Back (§27.8).
    @Environment(\._outerBack) private var outerBack

    private typealias M = NavigationBarMetrics

    private var mode: NavigationBarItem.TitleDisplayMode {
        switch layout.displayMode ?? .automatic {
        case .automatic: return inheritedMode == .automatic ? .large : inheritedMode
        case .inline: return .inline
        case .large: return .large
        }
    }
    private var title: String { layout.title ?? "" }
    private var barHidden: Bool { layout.barHidden == true }
    private var large: Bool { mode == .large && !title.isEmpty }
    private var subtitle: String { layout.subtitle ?? "" }
    /// The room the bar takes at rest: its large height, or the inline one.
    private var restInset: CGFloat { barHidden ? 0 : (large ? M.largeHeight(subtitled: !subtitle.isEmpty) : M.height) }
    /// How far a large title has collapsed (0 at rest, up to the large height less 44): the
    /// content's safe area follows the bar as it shrinks (§27.4), while the scroll views under
    /// it keep their content where it was by taking the difference as content inset.
    private var collapse: CGFloat { large && !barHidden ? Swift.min(Swift.max(scrolled, 0), restInset - M.height) : 0 }
    private var topInset: CGFloat { restInset - collapse }
    private var showsBottomBar: Bool { hasBottomBar && layout.bottomBarHidden != true }

    /// The content with room left for the bars (scroll views still extend under them).
    private var inset: some View {
        let top = topInset
        let bottom: CGFloat = showsBottomBar ? M.bottomBarHeight : 0
        return _OneView(content: content, root: .vstack)   // a level holds one view (§31.6)
            .environment(\._outerBack, nil)
            .environment(\._barCollapse, collapse)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .top, spacing: 0) { Color.clear.frame(height: top) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: bottom) }
    }

    /// What the bars need to know from the content, read into state.
    private var observed: some View {
        inset
            .onPreferenceChange(_NavigationBarLayoutKey.self) { (v: _NavigationBarLayout) in layout = v }
            .onPreferenceChange(_NavigationScrollKey.self) { (v: _NavigationScroll?) in
                scrolled = v?.offset ?? 0
                moreBelow = v?.moreBelow ?? false
            }
            .onPreferenceChange(_ToolbarBottomKey.self) { (v: Bool) in hasBottomBar = v }
    }

    /// The bars drawn over the content, then the page's background under it all.
    private var drawn: some View {
        observed
            .overlayPreferenceValue(_ToolbarItemsKey.self, alignment: .top) { (items: [_ToolbarEntry]) -> _NavigationChrome in
                chrome(items)
            }
            .backgroundPreferenceValue(_ContainerBackgroundKey.self) { (b: _ContainerBackground?) in _LevelBackground(background: b) }
    }

    private func chrome(_ items: [_ToolbarEntry]) -> _NavigationChrome {
        let model = model, index = index
        var back: String? = nil
        if index > 0 && layout.backButtonHidden != true { back = backTitle ?? "" }
        // Back pops the top view (only the top level's button can be seen or pressed; a covered
        // level's Escape shortcut, first in tree order, must not pop more).
        var pop: () -> Void = { model.popTo(model.depth - 1) }
        // The root of a stack that is a pushed split view column pops that column (§27.8).
        let outer = index == 0 && layout.backButtonHidden != true ? outerBack : nil
        if let outer {
            back = outer.title
            pop = { if model.depth > 0 { model.popTo(model.depth - 1) } else { outer.pop() } }
        }
        var bar: _NavigationBar? = nil
        if !barHidden {
            bar = _NavigationBar(title: title, subtitle: subtitle, large: large, scrolled: scrolled, items: items, backTitle: back, pop: pop,
                                 backgroundVisibility: layout.backgroundVisibility, background: layout.background,
                                 colorScheme: layout.colorScheme, titleLook: UINavigationBar.currentTitles)
        }
        var bottom: _BottomToolbar? = nil
        if showsBottomBar {
            bottom = _BottomToolbar(items: items.filter { $0.placement == .bottom }, contentUnder: moreBelow,
                                    backgroundVisibility: layout.bottomBackgroundVisibility,
                                    background: layout.bottomBackground, colorScheme: layout.bottomColorScheme)
        }
        let canPop = (index > 0 && layout.backButtonHidden != true) || outer != nil
        return _NavigationChrome(bar: bar, bottomBar: bottom, pop: canPop ? pop : nil)
    }

    /// The level's bar settings stop here; its title and mode go to the stack.
    private var consumed: some View {
        drawn
            .transformPreference(_NavigationBarLayoutKey.self) { (v: inout _NavigationBarLayout) in
                v = _NavigationBarLayout()
            }
            .transformPreference(_ToolbarItemsKey.self) { (v: inout [_ToolbarEntry]) in v = [] }
            .transformPreference(_ToolbarBottomKey.self) { (v: inout Bool) in v = false }
            .transformPreference(_NavigationScrollKey.self) { (v: inout _NavigationScroll?) in v = nil }
            .transformPreference(_ContainerBackgroundKey.self) { (v: inout _ContainerBackground?) in v = nil }
            .preference(key: _NavigationLevelInfoKey.self, value: [index: _NavigationLevelInfo(title: title, mode: mode)])
    }

    var body: some View {
        consumed
            .environment(\._navigation, _NavigationContext(model: model, level: index))
            .modifier(_PushedLevelEnvironment(index: index, model: model))
    }
}

/// The navigation bar at the top and the bottom toolbar at the bottom of a level.
struct _NavigationChrome: View {
    let bar: _NavigationBar?
    let bottomBar: _BottomToolbar?
    /// Set on a pushed level that may pop: Escape and Backspace do.
    let pop: (() -> Void)?

    var body: some View {
        VStack(spacing: 0) {
            if let pop { _PopShortcuts(pop: pop) }
            if let bar { bar }
            Spacer(minLength: 0)
            if let bottomBar { bottomBar }
        }
        .libraryViewBoundary()
    }
}

/// A pushed level's `dismiss` pops it; `isPresented` is true there (§27.7).
struct _PushedLevelEnvironment: ViewModifier {
    let index: Int
    let model: _NavigationModel
    func body(content: Content) -> some View {
        if index > 0 {
            let model = model, index = index
            content
                .environment(\.dismiss, DismissAction(token: model) { model.popTo(index - 1) })
                .environment(\.isPresented, true)
        } else {
            content
        }
    }
}

/// How far the navigation bar above has collapsed from its large-title height (§27.4): a
/// vertical scroll view under it adds this to its top content inset, so that the safe area
/// shrinking with the bar does not move its content.
private struct BarCollapseKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
    var _barCollapse: CGFloat {
        get { self[BarCollapseKey.self] }
        set { self[BarCollapseKey.self] = newValue }
    }
}

/// Whether a level's toolbar has bottom-bar items (so the level leaves room for the bar).
struct _ToolbarBottomKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(1) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Where the first vertical scroll view in a level's content is: how far it has scrolled (0 at
/// rest; the large title collapses by it) and whether its content goes on below its visible
/// region (the bottom toolbar's background shows only then, §27.5). Written by the scroll views
/// themselves.
struct _NavigationScroll: Equatable {
    var offset: CGFloat
    var moreBelow: Bool
}

struct _NavigationScrollKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(3) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: _NavigationScroll? { nil }
    static func reduce(value: inout _NavigationScroll?, nextValue: () -> _NavigationScroll?) {
        if value == nil { value = nextValue() }
    }
}
