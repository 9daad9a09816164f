import Foundation

// The presentation layer (docs/semantics.md §28.1).
//
// A presenting modifier (`.sheet`, `.alert`, `.confirmationDialog`, a `Menu`, `.contextMenu`)
// writes a request into an internal preference key while it is presented — and nothing otherwise.
// A `_PresentationScope` reads its content's requests after placing it and draws each above the
// whole window (not the content's frame): a backdrop (the dimming) and a panel (the card). The
// scope keeps a presentation while its dismissal animates, then drops it, so state inside a
// sheet lives exactly as long as the sheet. The key stops at the scope: presented content has its
// own scope, so an alert presented from inside a sheet is drawn above that sheet.

/// What kind of presentation a request is: decides its placement, backdrop and animation.
enum _PresentationKind: Equatable {
    case sheet, fullScreenCover, alert, confirmationDialog, menu
    /// A drag's preview, at the request's `origin` (§25.9): no backdrop, no animation.
    case dragPreview
}

/// Identifies one presentation: the presenting modifier's node, and for `item:` forms the item.
struct _PresentationID: Hashable {
    let presenter: ObjectIdentifier
    let item: AnyHashable?
}

/// One presentation asked for by a presenting modifier in the last build.
final class _PresentationRequest: @unchecked Sendable {
    let id: _PresentationID
    let kind: _PresentationKind
    /// The presenter's environment when it was built (presented content inherits it).
    let environment: EnvironmentValues
    /// The presented view, without chrome (the scope adds the card).
    let content: @MainActor (_PresentationContext) -> AnyView
    /// Ends the presentation: sets the binding back (`isPresented = false`, `item = nil`).
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    /// The presenting view (menus are anchored at its frame).
    weak var source: _Node?
    /// Where a drag preview's top-leading corner is (window coordinates).
    let origin: CGPoint?

    init(id: _PresentationID, kind: _PresentationKind, environment: EnvironmentValues,
         content: @escaping @MainActor (_PresentationContext) -> AnyView, dismiss: @escaping () -> Void,
         onDismiss: (() -> Void)?, source: _Node?, origin: CGPoint? = nil) {
        self.origin = origin
        self.id = id
        self.kind = kind
        self.environment = environment
        self.content = content
        self.dismiss = dismiss
        self.onDismiss = onDismiss
        self.source = source
    }
}

/// What a presented panel knows of the window it is drawn in.
struct _PresentationContext {
    /// The window's size and safe-area insets (points).
    let window: CGSize
    let safeArea: EdgeInsets
    /// The presentation (for callbacks from its chrome).
    let entry: _PresentationEntry
    /// The presenting view's frame in window coordinates (zero when unknown).
    let sourceFrame: CGRect
}

/// Carries a value into a main-actor closure made in nonisolated code (views are built on the
/// main actor only; the closures run there).
struct _Unchecked<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// The requests of a subtree, in tree order.
struct _PresentationKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(7) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: [_PresentationRequest] { [] }
    static func reduce(value: inout [_PresentationRequest], nextValue: () -> [_PresentationRequest]) {
        value.append(contentsOf: nextValue())
    }
}

// MARK: Presenting modifier

/// Writes a presentation request while `isPresented`; builds its content unchanged.
struct _PresentationModifier {
    let isPresented: Bool
    let item: AnyHashable?
    let kind: _PresentationKind
    let content: @MainActor (_PresentationContext) -> AnyView
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    /// A drag preview's place (`_PresentationRequest.origin`).
    let origin: CGPoint?

    nonisolated init(isPresented: Bool, item: AnyHashable?, kind: _PresentationKind,
                     content: @escaping @MainActor (_PresentationContext) -> AnyView,
                     dismiss: @escaping () -> Void, onDismiss: (() -> Void)?, origin: CGPoint? = nil) {
        self.origin = origin
        self.isPresented = isPresented
        self.item = item
        self.kind = kind
        self.content = content
        self.dismiss = dismiss
        self.onDismiss = onDismiss
    }
}

extension _PresentationModifier: PrimitiveModifier {
    /// Built once around the content; makes a list one view (§31).
    public static var _viewListBehavior: _ViewListBehavior { .unary }
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { PresenterNode() }
        if m.isPresented {
            // Rebuilt while presented: the content closure may show new values.
            node.request = _PresentationRequest(id: _PresentationID(presenter: ObjectIdentifier(node), item: m.item),
                                                kind: m.kind, environment: b.env, content: m.content,
                                                dismiss: m.dismiss, onDismiss: m.onDismiss, source: node, origin: m.origin)
            node.valueStamp = b.stamp
            b.changed(node)
            _PresentationGeneration.value &+= 1
        } else if node.request != nil {
            node.request = nil
            node.valueStamp = b.stamp
            b.changed(node)
            _PresentationGeneration.value &+= 1
        }
        C._makeNode(content, b, &node.content)
    }
}

/// Counts changes to any presentation request (made, rebuilt, withdrawn, or its presenter gone):
/// scopes fold their content's requests only when it moved on, so a window with nothing
/// presented pays nothing per frame — not even when it scrolls (§28.1).
@MainActor
enum _PresentationGeneration {
    static var value = 0
}

/// A presenting modifier's node: adds its request to its content's.
@MainActor
final class PresenterNode: ModifierNode {
    override init() { super.init(); ownKeyBits = preferenceKeyBit(_PresentationKey.self) }
    @exclusivity(unchecked) var request: _PresentationRequest?

    isolated deinit {
        if request != nil { _PresentationGeneration.value &+= 1 }
    }

    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        let has = content?.fold(K.self, into: &value) ?? false
        guard let request, K.self == _PresentationKey.self else { return has }
        withUnsafeMutablePointer(to: &value) { p in
            p.withMemoryRebound(to: [_PresentationRequest].self, capacity: 1) { list in
                if !has { list.pointee = [] }
                list.pointee.append(request)
            }
        }
        return true
    }
}

// MARK: The scope

/// Draws the presentations asked for inside `content` above the whole window (§28.1).
/// The host wraps every root view in one; presented content gets its own.
struct _PresentationScope<Content: View>: View, PrimitiveView {
    let content: Content

    static func _makeNode(_ view: Self, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { PresentationScopeNode() }
        if b.forceFullRebuild && !node.entries.isEmpty { node.needsEntryBuild = true }
        b.buildOneView(view.content, .vstack, &node.content)   // the root holds one view (§31.6)
    }
}

/// A presentation's content — its closure (`.sheet { }`, an alert's actions) called in a body of
/// its own: what the closure reads (an `@Observable` model's property read only inside it)
/// updates the presented content when it changes, as the closure's own view would (§28.3).
/// Called by the presenter's build, its reads had no view to record them.
struct _PresentedContent<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
}

/// One presentation on screen (or animating in or out).
@MainActor
final class _PresentationEntry {
    let id: _PresentationID
    @exclusivity(unchecked) var request: _PresentationRequest
    @exclusivity(unchecked) var backdrop: _Node?
    @exclusivity(unchecked) var panel: _Node?
    /// Presentation progress 0 (gone) … 1 (shown), animated.
    @exclusivity(unchecked) var progress: VectorAnimator?
    @exclusivity(unchecked) var isDismissing = false
    /// Where the panel is laid out (window coordinates).
    @exclusivity(unchecked) var panelRect = CGRect.zero
    /// What the presented content asked for (`presentationDetents`, `interactiveDismissDisabled`…).
    @exclusivity(unchecked) var configuration = _PresentationConfiguration()
    /// The height of the largest detent (sheets).
    @exclusivity(unchecked) var largeHeight: CGFloat = 0
    /// The tap on the backdrop: dismisses a partial-height sheet, a dialog or a menu (§28.2).
    func backdropTapped() {
        guard !isDismissing else { return }
        switch request.kind {
        case .sheet:
            if !configuration.interactiveDismissDisabled && panelRect.height < largeHeight - 0.5 { request.dismiss() }
        case .confirmationDialog, .menu:
            request.dismiss()
        case .alert, .fullScreenCover, .dragPreview:
            break
        }
    }

    /// True when the sheet lets the views behind it be used: no dimming, taps go through (§28.2).
    var backdropIsInteractive: Bool {
        if request.kind == .dragPreview { return true }
        guard request.kind == .sheet, let interaction = configuration.backgroundInteraction,
              case .enabled(let limit) = interaction.kind else { return false }
        guard let limit else { return true }
        return panelRect.height <= limit.resolved(large: largeHeight, bottomInset: bottomInset) + 0.5
    }
    @exclusivity(unchecked) var bottomInset: CGFloat = 0
    /// Whether the presented content scrolls (a sheet at its tallest detent then leaves drags
    /// to the content and moves only by its top handle, §28.4).
    @exclusivity(unchecked) var containsScrollView = false

    init(request: _PresentationRequest) {
        id = request.id
        self.request = request
    }

    var presentAnimation: Animation { _PresentationMetrics.presentAnimation(request.kind) }
    var dismissAnimation: Animation { _PresentationMetrics.dismissAnimation(request.kind) }
}

@MainActor
final class PresentationScopeNode: ModifierNode {
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    @exclusivity(unchecked) var entries: [_PresentationEntry] = []
    /// `_PresentationGeneration.value` at the last fold of the content's requests (nil: never).
    @exclusivity(unchecked) private var foldedGeneration: Int?
    @exclusivity(unchecked) var needsEntryBuild = false
    @exclusivity(unchecked) private var builtWindow = CGSize.zero

    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) {
        if let c = content { body(c) }
        for e in entries {
            if let b = e.backdrop { body(b) }
            if let p = e.panel { body(p) }
        }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        for e in entries.reversed() {
            if let p = e.panel { body(p) }
            if let b = e.backdrop { body(b) }
        }
        if let c = content { body(c) }
    }

    /// The requests stop here: ancestors see the content's other values only.
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        if K.self == _PresentationKey.self { return false }
        return content?.fold(K.self, into: &value) ?? false
    }

    override func hitTest(_ point: CGPoint) -> HitResult? {
        for e in entries.reversed() where !e.isDismissing {
            if let r = e.panel?.hitTest(point) { return r }
            if e.backdropIsInteractive { continue }
            if let r = e.backdrop?.hitTest(point) { return r }
        }
        return content?.hitTest(point)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        content?.place(rect, ctx)
        let b = ctx.graph
        let generation = _PresentationGeneration.value
        guard generation != foldedGeneration || needsEntryBuild || !entries.isEmpty else { return }   // nothing presented, nothing new
        var rebuild = needsEntryBuild || builtWindow != b.viewSize
        if generation != foldedGeneration {
            foldedGeneration = generation
            let requests = content?.preferenceValue(_PresentationKey.self) ?? []
            if reconcile(requests, b) { rebuild = true }
        }
        needsEntryBuild = false
        if entries.isEmpty { return }
        let window = CGRect(origin: .zero, size: b.viewSize)
        let insets = b.safeAreaInsets
        for e in entries {
            if rebuild { build(e, b) }
            place(e, window: window, insets: insets, ctx)
        }
        builtWindow = b.viewSize
    }

    /// Matches the entries with the requests: new ones start presenting, missing ones start
    /// dismissing. True when any entry needs building.
    private func reconcile(_ requests: [_PresentationRequest], _ b: _ViewGraph) -> Bool {
        var changed = false
        for e in entries {
            if let r = requests.first(where: { $0.id == e.id }) {
                if r !== e.request { e.request = r; changed = true }
                if e.isDismissing {
                    e.isDismissing = false
                    retarget(e, to: 1, e.presentAnimation, b)
                }
            } else if !e.isDismissing {
                e.isDismissing = true
                retarget(e, to: 0, e.dismissAnimation, b)
            }
        }
        for r in requests where !entries.contains(where: { $0.id == r.id }) {
            let e = _PresentationEntry(request: r)
            e.progress = VectorAnimator(from: .zero, to: SIMD4(1, 0, 0, 0), animation: e.presentAnimation, time: b.time)
            entries.append(e)
            changed = true
        }
        return changed
    }

    private func retarget(_ e: _PresentationEntry, to target: Double, _ animation: Animation, _ b: _ViewGraph) {
        let now = e.progress?.value(at: b.time).x ?? (1 - target)
        e.progress = VectorAnimator(from: SIMD4(now, 0, 0, 0), to: SIMD4(target, 0, 0, 0), animation: animation, time: b.time)
    }

    /// Builds an entry's backdrop and panel in the presenter's environment.
    private func build(_ e: _PresentationEntry, _ b: _ViewGraph) {
        let saved = b.env
        var env = e.request.environment
        // A sheet or popover opened from a toolbar button shows its labels whole (§20.3).
        env.labelStyle.outOfToolbar()
        let request = e.request
        env.dismiss = DismissAction(token: e) { [weak e] in
            guard let e, !e.isDismissing else { return }
            e.request.dismiss()
        }
        env.isPresented = true
        env.animation = nil
        b.env = env
        let context = _PresentationContext(window: b.viewSize, safeArea: b.safeAreaInsets, entry: e,
                                           sourceFrame: request.source?.frame ?? .zero)
        _PresentationBackdrop(kind: request.kind, entry: e)._makeNodeSelf(b, &e.backdrop)
        _PresentationScope(content: _PresentedContent(make: { request.content(context) }))._makeNodeSelf(b, &e.panel)
        b.env = saved
        for n in [e.backdrop, e.panel] {
            guard let n else { continue }
            adoptPlacedContent(n, b.stamp)
        }
        subtreeStamp = max(subtreeStamp, b.stamp)
        subtreeSizeStamp = max(subtreeSizeStamp, b.stamp)
    }

    /// Lays an entry out: the backdrop over the window, the panel where its kind goes.
    private func place(_ e: _PresentationEntry, window: CGRect, insets: EdgeInsets, _ ctx: PlaceContext) {
        let b = ctx.graph
        var c = PlaceContext(graph: b, spaces: nil, visible: window)
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(window.width - insets.leading - insets.trailing, 0),
                          height: max(window.height - insets.top - insets.bottom, 0))
        c.safeArea = safe
        c.safeAreaContainer = window
        e.backdrop?.place(window, c)
        guard let panel = e.panel else { return }
        e.largeHeight = _PresentationMetrics.largeSheetHeight(window: window.size, safeArea: insets)
        e.bottomInset = insets.bottom
        e.configuration = panel.preferenceValue(_PresentationConfigurationKey.self) ?? _PresentationConfiguration()
        let rect: CGRect
        switch e.request.kind {
        case .sheet:
            let s = panel.measure(ProposedViewSize(window.size), b)
            rect = CGRect(x: 0, y: window.maxY - s.height, width: window.width, height: s.height)
            c.safeArea = CGRect(x: safe.minX, y: rect.minY, width: safe.width, height: max(safe.maxY - rect.minY, 0))
        case .fullScreenCover:
            rect = window
        case .alert:
            let s = panel.measure(ProposedViewSize(window.size), b)
            rect = CGRect(x: ((window.width - s.width) / 2).rounded(), y: ((window.height - s.height) / 2).rounded(),
                          width: s.width, height: s.height)
        case .confirmationDialog:
            let s = panel.measure(ProposedViewSize(window.size), b)
            rect = CGRect(x: ((window.width - s.width) / 2).rounded(), y: window.maxY - s.height, width: s.width, height: s.height)
        case .menu:
            let s = panel.measure(ProposedViewSize(width: nil, height: nil), b)
            rect = _PresentationMetrics.menuRect(size: s, source: e.request.source?.frame ?? .zero, in: safe)
        case .dragPreview:
            let s = panel.measure(ProposedViewSize(width: nil, height: nil), b)
            rect = CGRect(origin: e.request.origin ?? .zero, size: s)
        }
        e.panelRect = rect
        panel.place(rect, c)
        if e.request.kind == .sheet {
            let scrolls = Self.containsScroll(panel)
            if scrolls != e.containsScrollView {
                e.containsScrollView = scrolls
                // The card decides where it can be dragged from: evaluate it again.
                if let card = Self.firstComposite(panel) { b.markDirty(card) }
            }
        }
    }

    private static func containsScroll(_ n: _Node) -> Bool {
        if n is ScrollNode { return true }
        var found = false
        n.forEachChild { c in if !found { found = containsScroll(c) } }
        return found
    }

    private static func firstComposite(_ n: _Node) -> CompositeNodeBase? {
        if let c = n.asComposite { return c }
        var found: CompositeNodeBase?
        n.forEachChild { c in if found == nil { found = firstComposite(c) } }
        return found
    }

    // MARK: Drawing

    override func emitContent(_ ctx: inout EmitContext) {
        guard !entries.isEmpty else { content?.emit(&ctx); return }
        let time = ctx.graph.time
        emitPresenter(&ctx, time: time)
        var finished: [_PresentationEntry] = []
        for e in entries {
            let p = min(max(e.progress?.value(at: time).x ?? 1, 0), 1)
            if let a = e.progress {
                if a.isFinished(at: time) {
                    e.progress = nil
                    if e.isDismissing { finished.append(e); continue }
                } else {
                    ctx.graph.animator.noteRunning()
                }
            }
            emit(e, progress: p, &ctx)
        }
        if !finished.isEmpty {
            // Their nodes go, and the state inside them; what this frame drew already leaves
            // them out, so later frames may copy it.
            entries.removeAll { e in finished.contains { $0 === e } }
            for e in finished { e.request.onDismiss?() }
        }
    }

    /// Draws the content; behind a full-height sheet it shrinks into a card with rounded top
    /// corners on black, as iOS does (§28.3).
    private func emitPresenter(_ ctx: inout EmitContext, time: Double) {
        let window = CGRect(origin: .zero, size: ctx.graph.viewSize)
        var amount = 0.0
        for e in entries where e.request.kind == .sheet && e.panelRect.height >= e.largeHeight - 0.5 && e.largeHeight > 0 {
            amount = max(amount, min(max(e.progress?.value(at: time).x ?? (e.isDismissing ? 0 : 1), 0), 1))
        }
        guard amount > 0, let content else { content?.emit(&ctx); return }
        let m = _PresentationMetrics.self
        let a = CGFloat(amount)
        let scale = 1 - (1 - m.presenterScale) * a
        let top = ctx.graph.safeAreaInsets.top
        ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: window, paint: .fill(Color.black.opacity(amount).resolved))))
        // The card's top goes to the top safe-area inset (the sheet covers it from 10 pt below).
        let card = CGRect(x: window.width * (1 - scale) / 2, y: top * a,
                          width: window.width * scale, height: window.height * scale)
        let radius = m.sheetCornerRadius * a
        ctx.list.append(.beginGroup(.clipShape(.roundedRectangle(cornerSize: CGSize(width: radius, height: radius), style: .continuous), in: card)))
        // The window's background goes with the card (it is not in the display list).
        let scheme = ctx.graph.preferredColorScheme ?? ctx.graph.hostColorScheme
        ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: card, paint: .fill(UIColor.systemBackground.color.resolved(in: scheme)))))
        ctx.list.append(.beginGroup(.transform(ProjectionTransform(CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                                                                          tx: card.minX, ty: card.minY)))))
        content.emit(&ctx)
        ctx.list.append(.endGroup)
        ctx.list.append(.endGroup)
    }

    private func emit(_ e: _PresentationEntry, progress p: Double, _ ctx: inout EmitContext) {
        let kind = e.request.kind
        if let backdrop = e.backdrop, !e.backdropIsInteractive {
            if p < 1 { ctx.group(.opacity(p), backdrop) } else { backdrop.emit(&ctx) }
        }
        guard let panel = e.panel else { return }
        let rect = e.panelRect
        let saved = ctx.parentPresented
        switch kind {
        case .sheet, .confirmationDialog:
            ctx.parentPresented.y += rect.height * CGFloat(1 - p)
            panel.emit(&ctx)
        case .fullScreenCover:
            ctx.parentPresented.y += rect.height * CGFloat(1 - p)
            panel.emit(&ctx)
        case .dragPreview:
            panel.emit(&ctx)
        case .alert, .menu:
            let scale: CGFloat
            if kind == .alert {
                scale = e.isDismissing ? 1 : _PresentationMetrics.alertStartScale + (1 - _PresentationMetrics.alertStartScale) * CGFloat(p)
            } else {
                scale = _PresentationMetrics.menuStartScale + (1 - _PresentationMetrics.menuStartScale) * CGFloat(p)
            }
            var groups = 0
            if p < 1 { ctx.list.append(.beginGroup(.opacity(p))); groups += 1 }
            if scale != 1 {
                let anchor: CGPoint
                if kind == .menu, let source = e.request.source?.frame {
                    anchor = CGPoint(x: min(max(source.midX, rect.minX), rect.maxX), y: source.midY < rect.midY ? rect.minY : rect.maxY)
                } else {
                    anchor = CGPoint(x: rect.midX, y: rect.midY)
                }
                ctx.list.append(.beginGroup(.scale(scale, anchor: anchor)))
                groups += 1
            }
            panel.emit(&ctx)
            for _ in 0..<groups { ctx.list.append(.endGroup) }
        }
        ctx.parentPresented = saved
    }
}

/// The dimming behind a presentation; taps on it go to the presentation (§28.2).
struct _PresentationBackdrop: View {
    let kind: _PresentationKind
    let entry: _PresentationEntry

    var body: some View {
        Rectangle()
            .fill(Color.black.opacity(_PresentationMetrics.dimming(kind)))
            .contentShape(Rectangle())
            .onTapGesture { entry.backdropTapped() }
    }
}
