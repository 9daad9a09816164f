import Foundation

/// A level of a navigation stack covered by at least two others (§27.6): parked. Its views are
/// neither built, laid out, drawn, hit nor asked for preferences, so a deep stack costs what its
/// top costs; but its nodes — and with them its `@State`, scroll positions and models — stay, as a
/// covered view's state does in SwiftUI, and it is built again where it left off when it comes
/// back. Parking makes it disappear (`onDisappear`, its tasks cancelled) and coming back appear
/// again, as a covered view does on iOS.
///
/// A level that was never shown (a path preset to many values) is built once, quietly, when it is
/// first covered: its destinations and title count (a level above may need them), but its
/// `onAppear`, tasks and subscriptions wait until it is first shown.
///
/// The level just under the top is not parked: it slides during a push or pop, and its title is
/// the top's back button.
struct _NavigationParking {
    let parked: Bool
    /// Set on the parked level right under the two live ones: its title is the back title of the
    /// level above it, so it still reports it (the others report nothing: a fold of the stack
    /// costs what the live levels cost).
    var reportsTitle = false
}

extension _NavigationParking: PrimitiveModifier {
    /// Built once around the content; makes a list one view (§31).
    static var _viewListBehavior: _ViewListBehavior { .unary }
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { NavigationParkingNode() }
        b.update(node, \.reportsTitle, m.reportsTitle)
        if m.parked {
            if node.content == nil {
                node.withheld = b.lifecycle.withhold { C._makeNode(content, b, &node.content) }
            } else if node.parked {
                return   // the content's nodes stay as they are
            } else if node.withheld == nil {
                node.content?.lazyVisibilityChanged(false, b)
            }
            node.content?.parkingChanged(true, b)
            node.parked = true
            b.changed(node)
            return
        }
        let returning = node.parked
        if node.parked { node.parked = false; b.changed(node) }
        C._makeNode(content, b, &node.content)
        if returning { node.content?.parkingChanged(false, b) }
        if let held = node.withheld {
            node.withheld = nil   // shown for the first time: it appears now
            b.lifecycle.release(held)
        } else if returning {
            node.content?.lazyVisibilityChanged(true, b)
        }
    }
}

@MainActor
final class NavigationParkingNode: ModifierNode {
    /// Tells `_NavigationLevelInfoKey` from its content while parked, when that content is not
    /// one of its children (nor walked for stamps): counted as a writer, so a fold does not pass
    /// it by, and its content folded without passing anything by.
    override init() { super.init(); ownKeyBits = preferenceKeyBit(_NavigationLevelInfoKey.self) }
    override var foldsChosenChildren: Bool { true }
    @exclusivity(unchecked) var parked = false
    @exclusivity(unchecked) var reportsTitle = false
    /// What the content queued when it was built while parked, before it was ever shown.
    @exclusivity(unchecked) var withheld: LifecycleQueue.Withheld?

    isolated deinit {
        // Popped before it was ever shown: it neither appeared nor disappears.
        if withheld != nil { content?.forgetAppearance() }
    }
    override var hidesContent: Bool { parked }

    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) { if !parked, let c = content { body(c) } }
    /// Not a layout item while parked: the stack's `ZStack` measures and places the live levels only.
    override func collectItems(_ items: inout [_Node]) { if !parked { items.append(self) } }
    override var producesViews: Bool { !parked }
    override func forEachChildReversed(_ body: (_Node) -> Void) { if !parked, let c = content { body(c) } }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        parked ? .zero : super.sizeThatFits(p, b)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        if parked { frame = rect } else { super.placeNode(rect, ctx) }
    }
    override func hitTest(_ point: CGPoint) -> HitResult? { parked ? nil : super.hitTest(point) }
    override var layoutPriority: Double { parked ? 0 : super.layoutPriority }
    override var zIndex: Double { parked ? 0 : super.zIndex }

    /// The parked level right under the live ones still tells its stack its title and display
    /// mode (the level above shows the title on its back button); nothing else of it is asked.
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        guard parked else { return super.foldPreference(K.self, into: &value) }
        guard reportsTitle, K.self == _NavigationLevelInfoKey.self, let c = content else { return false }
        return _Node.foldingInFull { c.fold(K.self, into: &value) }
    }
}

/// A block of `_NavigationBlock.size` levels of a navigation stack, all parked and none of
/// them reporting a title: parked as one, so a push on a deep stack visits a block where it
/// would visit each of its levels (§27.6). Its levels keep their own parking inside it; a block
/// that parks is built once more first, so each level in it that was still live parks itself
/// (disappears) as it would have one level at a time.
struct _NavigationBlockParking {
    let parked: Bool
}

extension _NavigationBlockParking: PrimitiveModifier {
    /// Around the block's list of levels, which stay the stack's children one by one.
    static var _viewListBehavior: _ViewListBehavior { .passThrough }
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { NavigationBlockParkingNode() }
        if m.parked && node.parked { return }   // the levels' nodes stay as they are
        // Built (the first time, or once more as it parks, so each level in it parks itself);
        // each level withholds its own appearance while it has never been shown.
        C._makeNode(content, b, &node.content)
        if node.parked != m.parked { node.parked = m.parked; b.changed(node) }
    }
}

@MainActor
final class NavigationBlockParkingNode: PassthroughNode {
    override var foldsChosenChildren: Bool { true }
    @exclusivity(unchecked) var parked = false
    override var hidesContent: Bool { parked }
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) { if !parked, let c = content { body(c) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) { if !parked, let c = content { body(c) } }
    override func collectItems(_ items: inout [_Node]) { if !parked { content?.collectItems(&items) } }
    override var producesViews: Bool { !parked && (content?.producesViews ?? false) }
    override func hitTest(_ point: CGPoint) -> HitResult? { parked ? nil : super.hitTest(point) }
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        parked ? false : super.foldPreference(K.self, into: &value)
    }
}
