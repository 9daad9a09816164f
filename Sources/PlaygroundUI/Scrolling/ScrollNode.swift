import Foundation

/// The node of a `ScrollView`: lays its content out at its ideal length along the scrolled axes,
/// places it moved by the content offset (so geometry readers and anchors inside see scrolled
/// positions), clips it, draws the scroll indicators, and keeps the scrolling motion: drags with a
/// rubber band past the edges, flings that decelerate, springs back, wheel steps and `scrollTo`.
///
/// Motion runs on the host's animation clock: the graph ticks active scroll views before each
/// frame's build (`_ViewGraph.tickScrollViews`), and a change of offset re-places this subtree
/// only (`_ViewGraph.scrollViewMoved`).
@MainActor
final class ScrollNode: ModifierNode {
    /// Writes `_NavigationScrollKey` (its offset) and the tab bar's `contentUnderBar` (a scroll
    /// that moves it sets `builtStamp`).
    override init() {
        super.init()
        ownKeyBits = preferenceKeyBit(_NavigationScrollKey.self) | preferenceKeyBit(_TabBarSettingsKey.self)
        ownFlags = _Node.offsetChildOriginFlag | _Node.grownFrameFlag | _Node.positionContainerFlag
    }
    @exclusivity(unchecked) var axes: Axis.Set = .vertical
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing { .plain(edge) }
    @exclusivity(unchecked) var showsIndicators = true
    @exclusivity(unchecked) var isDisabled = false
    /// The content offset: how far the content's top-leading corner is above and left of the
    /// viewport's. Negative or past the end while rubber-banding.
    @exclusivity(unchecked) private(set) var offset = CGPoint.zero
    /// The content's size at the last placement.
    @exclusivity(unchecked) private(set) var contentSize = CGSize.zero
    /// `.refreshable`'s action (pull down past the top to run it).
    @exclusivity(unchecked) var refresh: RefreshAction?
    /// True from a pull that triggered the refresh until its action returns.
    @exclusivity(unchecked) private(set) var isRefreshing = false
    /// A row asked for by id before it was built, scrolled to by estimate (ScrollToID.swift).
    @exclusivity(unchecked) var pendingTarget: PendingScrollTarget?
    /// Takes a scroll view's settings from its view and the environment (ScrollView and List;
    /// `contentMargins` only for a ScrollView: a List keeps its own insets, §14.19).
    func configure(axes: Axis.Set, showsIndicators: Bool, readsMargins: Bool = false, _ graph: _ViewGraph) {
        graph.update(self, \.axes, axes)
        graph.update(self, \.showsIndicators, showsIndicators && !graph.env.scrollIndicatorsHidden)
        graph.update(self, \.isDisabled, !graph.env.isScrollEnabled)
        refresh = graph.env.refresh
        builtIn = graph
        if readsMargins {
            graph.update(self, \.anchors, graph.env[ScrollAnchorsKey.self])
            let m = graph.env[ContentMarginsKey.self]
            graph.update(self, \.margins, m.content.insets)
            graph.update(self, \.indicatorMargins, m.indicators.insets)
        }
        graph.update(self, \.bounceBehaviors, graph.env[ScrollBounceBehaviorsKey.self])
        graph.update(self, \.barCollapse, axes.contains(.vertical) ? graph.env._barCollapse : 0)
        takeFlash(graph.env[ScrollFlashKey.self], graph)
        graph.update(self, \.clipsContent, !graph.env[ScrollClipDisabledKey.self])
        let behavior = graph.env[ScrollTargetBehaviorKey.self]
        targetBehavior = behavior
        behaviorEnvironment = behavior == nil ? nil : graph.env
    }

    /// The trigger changes counted at the last build, and whether it has been built once
    /// (`scrollIndicatorsFlash`, §14.3).
    @exclusivity(unchecked) var flashSeen = 0
    @exclusivity(unchecked) var hasTakenFlash = false
    /// False under `scrollClipDisabled()` (§14.6).
    @exclusivity(unchecked) var clipsContent = true
    /// `scrollBounceBehavior(_:axes:)` (§14.2).
    @exclusivity(unchecked) var bounceBehaviors = ScrollBounceBehaviors()

    /// `contentMargins(_:_:for:)` for the content (§14.19): added to the safe-area insets along
    /// the scrolled axes (the content rests inside them and scrolls under them), and taken from
    /// the room the content is offered across them.
    @exclusivity(unchecked) var margins = EdgeInsets()
    /// How far a large-title bar above has collapsed: added to the top inset where the view
    /// reaches under the bar, so its content stays put as the safe area shrinks (§27.4).
    @exclusivity(unchecked) var barCollapse: CGFloat = 0
    /// `defaultScrollAnchor` (§14.21), a ScrollView's only.
    @exclusivity(unchecked) var anchors = ScrollAnchors()
    /// Whether the content has been measured and placed once (the initial anchor applies then).
    @exclusivity(unchecked) private var hasPlacedContent = false
    /// `contentMargins` for the indicators: their tracks are inset by these.
    @exclusivity(unchecked) var indicatorMargins = EdgeInsets()
    /// `scrollTargetBehavior(_:)` (§14.6): where a drag's fling comes to rest.
    @exclusivity(unchecked) var targetBehavior: ScrollTargetBehaviorBox?
    /// The environment the behavior's context reads (`context.horizontalSizeClass`), kept only
    /// while there is a behavior.
    @exclusivity(unchecked) var behaviorEnvironment: EnvironmentValues?

    /// True while registered with the graph as moving (or fading its indicators).
    @exclusivity(unchecked) var isActive = false

    private enum Motion {
        case idle
        case dragging(startPoint: CGPoint, startOffset: CGPoint, samples: [(time: Double, point: CGPoint)])
        /// A fling at UIScrollView's normal rate, stopped by an edge; or, `toTarget`, a glide at
        /// the fast rate that ends exactly at a scroll target (from past an edge too).
        case decelerating(start: Double, from: CGPoint, velocity: SIMD2<Double>, toTarget: Bool)
        /// An animation to an offset: one the program asked for (`scrollTo`, `scrollPosition`), or
        /// a spring back from past an edge or to a refresh's band.
        case animating(VectorAnimator, programmatic: Bool)
    }
    @exclusivity(unchecked) private var motion = Motion.idle {
        didSet { if !phaseWatchers.isEmpty { updatePhase() } }
    }

    // MARK: Phase (§14.20)

    /// The `onScrollPhaseChange` nodes watching this scroll view.
    @exclusivity(unchecked) var phaseWatchers: [WeakPhaseWatcher] = []
    /// The phase last told to the watchers.
    @exclusivity(unchecked) private var reportedPhase = ScrollPhase.idle
    /// The graph this scroll view was last built in (the watchers' actions are queued there).
    @exclusivity(unchecked) unowned(unsafe) var builtIn: _ViewGraph?

    /// What the motion is, as `ScrollPhase` names it.
    var phase: ScrollPhase {
        switch motion {
        case .idle: .idle
        case .dragging: .interacting
        case .decelerating: .decelerating
        case .animating(_, let programmatic): programmatic ? .animating : .decelerating
        }
    }

    /// The content's velocity (points per second) while it decelerates.
    var velocity: CGPoint? {
        guard case .decelerating(let start, let from, let v, let toTarget) = motion else { return nil }
        let t = max(lastMovement - start, 0)
        if !toTarget {
            let (x, y) = flingAxes(from: from, velocity: v, after: t)
            return CGPoint(x: x.velocity, y: y.velocity)
        }
        let rate = ScrollPhysics.targetDecelerationRate
        return CGPoint(x: ScrollPhysics.flingVelocity(velocity: v.x, after: t, rate: rate),
                       y: ScrollPhysics.flingVelocity(velocity: v.y, after: t, rate: rate))
    }

    /// A fling's two axes `t` seconds in, inside the current scroll range (a lazy stack's grows
    /// as its rows are measured), each bouncing at its edges where the view bounces (§14.2).
    private func flingAxes(from: CGPoint, velocity v: SIMD2<Double>, after t: Double)
        -> (x: (position: Double, velocity: Double, done: Bool), y: (position: Double, velocity: Double, done: Bool)) {
        let m = maxOffset
        let top: Double = isRefreshing ? -Double(RefreshMetrics.restHeight) : 0
        let x = ScrollPhysics.flingAxis(from: Double(from.x), velocity: v.x, lower: 0, upper: Double(m.x), after: t,
                                        bounces: bounces(.horizontal))
        let y = ScrollPhysics.flingAxis(from: Double(from.y), velocity: v.y, lower: top, upper: max(Double(m.y), top), after: t,
                                        bounces: bounces(.vertical))
        return (x, y)
    }

    private func updatePhase() {
        let new = phase
        guard new != reportedPhase, let graph = builtIn else { return }
        let old = reportedPhase
        reportedPhase = new
        phaseWatchers.removeAll { $0.node == nil }
        for w in phaseWatchers { w.node?.phaseChanged(from: old, to: new, self, graph) }
    }
    /// The last time the offset moved (indicators show until a while after it).
    @exclusivity(unchecked) var lastMovement = -Double.infinity

    override var showsLayoutBounds: Bool { true }

    // MARK: Layout

    /// The content's proposal: nil along scrolled axes, the room inside the content margins
    /// across them.
    private func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let m = margins
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max($0 - m.leading - m.trailing, 0) },
                                height: axes.contains(.vertical) ? nil : p.height.map { max($0 - m.top - m.bottom, 0) })
    }

    /// The size `containerRelativeFrame` inside is relative to: the size offered, less the
    /// content margins ("subtracting any safe area insets", §26.8).
    func relativeContainerSize(_ b: _ViewGraph) -> CGSize {
        let m = margins
        return CGSize(width: max((lastProposal.width ?? b.viewSize.width) - m.leading - m.trailing, 0),
                      height: max((lastProposal.height ?? b.viewSize.height) - m.top - m.bottom, 0))
    }

    /// The `containerRelativeFrame` nodes inside that asked for the container's size.
    @exclusivity(unchecked) private var relativeFrames: [WeakNode] = []
    /// The container size they were last measured with.
    @exclusivity(unchecked) private var measuredContainer: CGSize?

    /// Notes `node` as sized by this scroll view's container (each node tells it once).
    func watchRelativeFrame(_ node: _Node) {
        if relativeFrames.count >= pruneRelativeFramesAt {
            // Forget the nodes that went, when the list has doubled since (amortised O(1)).
            relativeFrames.removeAll { $0.node == nil }
            pruneRelativeFramesAt = max(64, relativeFrames.count * 2)
        }
        relativeFrames.append(WeakNode(node: node))
    }
    @exclusivity(unchecked) private var pruneRelativeFramesAt = 64

    /// When the container's size changed since the content was measured (a scroll view offered
    /// more room as it is placed past the safe area it ignores), forgets the sizes measured on
    /// the way from each `containerRelativeFrame` inside up to this scroll view: the same
    /// proposal no longer gives the same size there.
    private func noteContainerSize(_ b: _ViewGraph) {
        let c = relativeContainerSize(b)
        defer { measuredContainer = c }
        guard let old = measuredContainer, old != c, !relativeFrames.isEmpty else { return }
        relativeFrames.removeAll { $0.node == nil }
        for w in relativeFrames {
            var n = w.node
            while let cur = n, cur !== self {
                cur.measuredProposals.removeAll(keepingCapacity: true)
                cur.measuredSizes.removeAll(keepingCapacity: true)
                n = cur.parent
            }
        }
    }

    /// The proposal last measured with: the size `containerRelativeFrame` inside is relative to
    /// (§26.8).
    @exclusivity(unchecked) var lastProposal = ProposedViewSize.unspecified

    /// Takes the whole proposal along scrolled axes and fits its content across them (§14.1).
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        lastProposal = p
        noteContainerSize(b)
        let c = content?.measure(contentProposal(p), b) ?? .zero
        // Along its axes a scroll view takes what it is offered, all of it when probed with an
        // unbounded length (as a colour does): a stack then counts it among its most flexible
        // views, so an empty `List` or `ScrollView` under a title still fills the rest (its
        // content's length would have made it a fixed 0). Unspecified: the content's length.
        func along(_ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
            guard let proposed else { return content }
            return proposed
        }
        let m = margins
        return CGSize(width: axes.contains(.horizontal) ? along(p.width, c.width + m.leading + m.trailing) : c.width + m.leading + m.trailing,
                      height: axes.contains(.vertical) ? along(p.height, c.height + m.top + m.bottom) : c.height + m.top + m.bottom)
    }

    /// How far the content starts inside the frame: the safe-area insets the scroll view grew
    /// into (iOS scrolls content under the status bar and home indicator, but rests it clear of
    /// them).
    @exclusivity(unchecked) private(set) var contentInsets = EdgeInsets()
    /// The part of `contentInsets` that is the safe area it grew into (status bar, navigation
    /// bar, home indicator): the indicators' tracks keep clear of it too.
    @exclusivity(unchecked) private var safeAreaInsets = EdgeInsets()

    /// The rect it was given is its frame less `contentInsets`: the same frame with the same
    /// insets is the same placement.
    override func isMoved(placedAt rect: CGRect, _ ctx: PlaceContext) -> Bool {
        let (r, insets) = insets(placedAt: rect, ctx)
        return !sameRect(r, frame) || insets != contentInsets
    }

    /// Its frame and its content's insets when placed at `rect`: the safe area it grew into plus
    /// the content margins.
    private func insets(placedAt rect: CGRect, _ ctx: PlaceContext) -> (CGRect, EdgeInsets) {
        let (r, i) = safeInsets(placedAt: rect, ctx)
        let m = margins
        return (r, EdgeInsets(top: i.top + m.top, leading: i.leading + m.leading, bottom: i.bottom + m.bottom, trailing: i.trailing + m.trailing))
    }

    /// Its frame and the safe area it grew into when placed at `rect`.
    private func safeInsets(placedAt rect: CGRect, _ ctx: PlaceContext) -> (CGRect, EdgeInsets) {
        var (r, i) = ctx.grownIntoSafeArea(rect, edges: grownEdges)
        if barCollapse > 0 && i.top > 0 { i.top += barCollapse }
        return (r, i)
    }

    /// The edges a scroll view reaching the safe area's edge grows past it: its scrolled axes'.
    private var grownEdges: Edge.Set {
        var edges: Edge.Set = []
        if axes.contains(.vertical) { edges.formUnion(.vertical) }
        if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
        return edges
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        // Along its scrolled axes, a scroll view that reaches the safe area's edge extends to the
        // container's, and insets its content by the difference (docs/semantics.md §15).
        let (r, insets) = insets(placedAt: rect, ctx)
        let oldMax = maxOffset
        frame = r
        contentInsets = insets
        safeAreaInsets = safeInsets(placedAt: rect, ctx).1
        guard let content else { contentSize = .zero; return }
        let s = content.measure(contentProposal(ProposedViewSize(rect.size)), ctx.graph)
        contentSize = CGSize(width: s.width.isFinite ? s.width : rect.width, height: s.height.isFinite ? s.height : rect.height)
        if case .idle = motion {
            // A default scroll anchor picks the first offset and keeps its point in view (§14.21).
            offset = clamped(anchoredOffset(offset, oldMax: oldMax, firstPlacement: !hasPlacedContent))
        }
        hasPlacedContent = true
        var inner = ctx
        inner.visible = ctx.visible.intersection(ctx.transform?.box(r) ?? r)   // as drawn
        inner.scrollViewport = r
        inner.scrollAxes = axes
        inner.scrollInsets = insets
        inner.spaces = scrollSpaces(r, ctx.spaces, ctx.transform)
        content.place(CGRect(origin: contentOrigin, size: contentSize), inner)
        // A row scrolled to by estimate is built now: the few points the estimate missed by.
        if pendingTarget != nil, refinePendingTarget(ctx.graph) {
            content.place(CGRect(origin: contentOrigin, size: contentSize), inner)
        }
    }

    /// The spaces this scroll view names for its content (`.scrollView`, `.scrollView(axis:)` for
    /// each axis it scrolls), kept while its frame and the spaces around it stay.
    @exclusivity(unchecked) private var namedSpaces: (chain: CoordinateSpaceChain, frame: CGRect, outer: CoordinateSpaceChain?)?
    private func scrollSpaces(_ r: CGRect, _ outer: CoordinateSpaceChain?, _ transform: GeometryTransform?) -> CoordinateSpaceChain {
        if let kept = namedSpaces, kept.frame == r, kept.chain.space.flipped == isRTL, kept.outer === outer,
           GeometryTransform.same(kept.chain.space.transform, transform) { return kept.chain }
        var chain = outer
        if axes.contains(.horizontal) { chain = CoordinateSpaceChain(name: AnyHashable(ScrollViewSpaceName(axis: .horizontal)), rect: r, flipped: isRTL, transform: transform, next: chain) }
        if axes.contains(.vertical) { chain = CoordinateSpaceChain(name: AnyHashable(ScrollViewSpaceName(axis: .vertical)), rect: r, flipped: isRTL, transform: transform, next: chain) }
        let all = CoordinateSpaceChain(name: AnyHashable(ScrollViewSpaceName(axis: nil)), rect: r, flipped: isRTL, transform: transform, next: chain)
        namedSpaces = (all, r, outer)
        return all
    }

    /// Where the content's top-leading corner is (root space): moved by the offset along scrolled
    /// axes; centred across a scrolled axis when narrower than the viewport, at the top-leading
    /// edge along one when shorter.
    var contentOrigin: CGPoint {
        let i = contentInsets
        let x = axes.contains(.horizontal) ? frame.minX + i.leading - offset.x + alignmentSlack(.horizontal)
            : frame.minX + i.leading + ((frame.width - i.leading - i.trailing - contentSize.width) / 2).rounded()
        let y = axes.contains(.vertical) ? frame.minY + i.top - offset.y + alignmentSlack(.vertical)
            : frame.minY + i.top + ((frame.height - i.top - i.bottom - contentSize.height) / 2).rounded()
        return CGPoint(x: x, y: y)
    }

    /// The largest offset along each axis (0 where the content fits between the insets).
    var maxOffset: CGPoint {
        let i = contentInsets
        return CGPoint(x: axes.contains(.horizontal) ? max(contentSize.width + i.leading + i.trailing - frame.width, 0) : 0,
                       y: axes.contains(.vertical) ? max(contentSize.height + i.top + i.bottom - frame.height, 0) : 0)
    }

    /// The offset range: 0…max along each axis; while refreshing, the top may stay pulled down
    /// by the spinner's band.
    func clamped(_ p: CGPoint) -> CGPoint {
        let m = maxOffset
        let top: CGFloat = isRefreshing ? -RefreshMetrics.restHeight : 0
        return CGPoint(x: min(max(p.x, 0), m.x), y: min(max(p.y, top), max(m.y, top)))
    }

    /// Whether the content goes on below the visible region (not yet scrolled to its end): a
    /// bar over the bottom edge shows its background only then (iOS 15's scroll-edge look).
    private var hasMoreBelow: Bool { offset.y < maxOffset.y - 0.5 }

    /// A vertical scroll view tells the navigation bar above it how far it has scrolled (the
    /// large title collapses by it, §27.4); scroll views inside it do not.
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        if K.self == _NavigationScrollKey.self {
            let here = _NavigationScroll(offset: offset.y, moreBelow: hasMoreBelow)
            guard axes.contains(.vertical), let v = Optional(here) as? K.Value else { return false }
            value = v
            return true
        }
        if K.self == _TabBarSettingsKey.self, axes.contains(.vertical) {
            // The tab bar's background shows while content is under it: until this scroll view
            // reaches its end (iOS 15's scroll-edge appearance, §29.6). An outer scroll view's
            // answer replaces an inner one's.
            _ = super.foldPreference(key, into: &value)
            guard var settings = value as? _TabBarSettings else { return true }
            settings.contentUnderBar = hasMoreBelow
            if let v = settings as? K.Value { value = v }
            return true
        }
        return super.foldPreference(key, into: &value)
    }

    /// The visible region clear of the content insets (the safe area it extends under, content
    /// margins), root space: where `scrollPosition`, `scrollTo` and the visibility reports count a
    /// view as shown (a carousel's neighbour peeking into the margin is not).
    var insetViewport: CGRect {
        let i = contentInsets
        return CGRect(x: frame.minX + i.leading, y: frame.minY + i.top, width: max(frame.width - i.leading - i.trailing, 0),
                      height: max(frame.height - i.top - i.bottom, 0))
    }

    /// The children are placed relative to the scrolled content origin, so scrolling changes no
    /// child's frame relative to its parent and starts no layout animation (scrolling is not a
    /// layout change in SwiftUI).
    override var childOrigin: CGPoint {
        CGPoint(x: frame.minX + contentInsets.leading - offset.x, y: frame.minY + contentInsets.top - offset.y)
    }

    // MARK: Drawing and hit testing

    override func emitContent(_ ctx: inout EmitContext) {
        let savedTarget = ctx.parentTarget, savedPresented = ctx.parentPresented
        let dx = contentInsets.leading - offset.x, dy = contentInsets.top - offset.y
        ctx.parentTarget.x += dx; ctx.parentTarget.y += dy
        ctx.parentPresented.x += dx; ctx.parentPresented.y += dy
        // `scrollClipDisabled()` (§14.6): the content draws beyond the bounds (shadows, peeking
        // cards); only what lies inside still takes touches (`hitTest`).
        if clipsContent { ctx.list.append(.beginGroup(.clip(presentedFrame))) }
        content?.emit(&ctx)
        ctx.parentTarget = savedTarget; ctx.parentPresented = savedPresented
        emitSpinner(&ctx)
        emitIndicators(&ctx)
        if clipsContent { ctx.list.append(.endGroup) }
    }

    /// Indicator geometry (docs/semantics.md §14): 3 pt thick capsules 3 pt from the trailing and
    /// bottom edges, at least 36 pt long, black at 35 % opacity; shown while the offset moves and
    /// faded out over 0.25 s from 0.5 s after it stopped.
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    static let indicatorMinLength: CGFloat = 36
    static let indicatorHold = 0.5
    static let indicatorFade = 0.25
    static let indicatorOpacity = 0.35

    /// The indicators' opacity at `time` (0 when hidden).
    func indicatorOpacity(at time: Double) -> Double {
        guard showsIndicators else { return 0 }
        let since = time - lastMovement
        if since <= Self.indicatorHold { return 1 }
        return max(0, 1 - (since - Self.indicatorHold) / Self.indicatorFade)
    }

    /// Whether the last frame drew the indicators.
    @exclusivity(unchecked) private var drewIndicators = false

    private func emitIndicators(_ ctx: inout EmitContext) {
        let alpha = indicatorOpacity(at: ctx.graph.time)
        let start = ctx.list.count
        defer { drewIndicators = ctx.list.count > start }
        guard alpha > 0 else { return }
        // The tracks lie inside the indicators' content margins (§14.19) and clear of the safe
        // area the scroll view reaches into (UIKit's indicator insets follow the adjusted content
        // insets, §14.16).
        let s = safeAreaInsets
        let m = EdgeInsets(top: indicatorMargins.top + s.top, leading: indicatorMargins.leading + s.leading,
                           bottom: indicatorMargins.bottom + s.bottom, trailing: indicatorMargins.trailing + s.trailing)
        let p = presentedFrame
        let f = CGRect(x: p.minX + m.leading, y: p.minY + m.top, width: max(p.width - m.leading - m.trailing, 0),
                       height: max(p.height - m.top - m.bottom, 0))
        let color = Color(white: 0, opacity: Self.indicatorOpacity * alpha).resolved
        let t = Self.indicatorThickness, inset = Self.indicatorInset
        // The knob shows the visible share of the scrollable length (content and its insets) and
        // where the offset is in its range, along a track inside the indicators' margins.
        let i = contentInsets, range = maxOffset
        if axes.contains(.vertical), range.y > 0, f.height > 2 * inset {
            let track = f.height - 2 * inset
            let r = knob(track: track, visible: p.height / (contentSize.height + i.top + i.bottom), offset: offset.y, maxOffset: range.y)
            let rect = CGRect(x: f.maxX - inset - t, y: f.minY + inset + r.start, width: t, height: r.length)
            ctx.list.append(.shape(ShapeDrawing(outline: .capsule(style: .circular), rect: rect, paint: .fill(color))))
        }
        if axes.contains(.horizontal), range.x > 0, f.width > 2 * inset {
            let track = f.width - 2 * inset
            let r = knob(track: track, visible: p.width / (contentSize.width + i.leading + i.trailing), offset: offset.x, maxOffset: range.x)
            let rect = CGRect(x: f.minX + inset + r.start, y: f.maxY - inset - t, width: r.length, height: t)
            ctx.list.append(.shape(ShapeDrawing(outline: .capsule(style: .circular), rect: rect, paint: .fill(color))))
        }
    }

    /// The knob's start and length along a track: proportional to the visible fraction, shortened
    /// while rubber-banding, never below the minimum length.
    private func knob(track: CGFloat, visible: CGFloat, offset: CGFloat, maxOffset: CGFloat) -> (start: CGFloat, length: CGFloat) {
        let maxOffset = max(maxOffset, 1)
        var length = max(track * min(visible, 1), Self.indicatorMinLength)
        let over = offset < 0 ? -offset : (offset > maxOffset ? offset - maxOffset : 0)
        length = max(length - over, min(Self.indicatorThickness * 2, length))
        let fraction = min(max(offset / maxOffset, 0), 1)
        return (((track - length) * fraction).rounded(), length.rounded())
    }

    /// The refresh spinner in the band the pulled-down content uncovers, below where the content
    /// rests (clear of the status bar and the bars it scrolls under): dots appear one by one as
    /// the pull grows, then turn while refreshing.
    private func emitSpinner(_ ctx: inout EmitContext) {
        guard refresh != nil, offset.y < 0 || isRefreshing else { return }
        let band = min(-offset.y, RefreshMetrics.restHeight * 1.5)
        guard band > RefreshMetrics.radius else { return }
        let f = presentedFrame
        let center = CGPoint(x: f.midX, y: f.minY + contentInsets.top + min(band, RefreshMetrics.restHeight) / 2)
        let n = SpinnerDots.count
        let shown = isRefreshing ? n : min(n, Int(CGFloat(n) * -offset.y / RefreshMetrics.trigger))
        let step = isRefreshing ? Int((ctx.graph.time - refreshStart) * SpinnerDots.stepsPerSecond) : nil
        SpinnerDots.emit(center: center, radius: RefreshMetrics.radius, dotSize: RefreshMetrics.dotSize, shown: shown,
                         step: step, into: &ctx.list)
    }

    /// Only what lies inside the viewport can be hit.
    override func hitTest(_ point: CGPoint) -> HitResult? {
        guard presentedFrame.contains(point) else { return nil }
        return content?.hitTest(point)
    }

    // MARK: Motion

    /// Moves the content to `newOffset` (already clamped or rubber-banded).
    private func move(to newOffset: CGPoint, _ graph: _ViewGraph, time: Double) {
        lastMovement = time
        if newOffset != offset {
            offset = newOffset
            graph.scrollViewMoved(self)
            if phase == .interacting || phase == .decelerating || !isMovingProgrammatically { userMoves &+= 1 }
        }
        graph.scrolling.activate(self)
    }

    /// Counts the moves the user made (drags, their flings, wheel steps), not those the program
    /// asked for: a `ScrollPosition` becomes positioned by the user after one (§14.16).
    @exclusivity(unchecked) private(set) var userMoves = 0
    /// True while an animation the program asked for runs, or while a jump it asked for is made.
    @exclusivity(unchecked) var programmaticJump = false
    private var isMovingProgrammatically: Bool {
        if programmaticJump { return true }
        if case .animating(_, let programmatic) = motion { return programmatic }
        return false
    }

    /// Whether this view scrolls along `axis` at all (content longer than the viewport, or the
    /// axis enabled: like UIScrollView, a vertical scroll view drags even when its content fits).
    func scrolls(_ axis: Axis) -> Bool {
        !isDisabled && axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    /// A wheel or trackpad step of `delta` points (positive: toward the end of the content).
    func scroll(by delta: CGSize, _ graph: _ViewGraph, time: Double) {
        motion = .idle
        pendingTarget = nil
        var p = clamped(offset)
        if scrolls(.horizontal) { p.x += isRTL ? -delta.width : delta.width }
        if scrolls(.vertical) { p.y += delta.height }
        move(to: clamped(p), graph, time: time)
    }

    /// A root-space pointer position along the content's direction: right-to-left content starts
    /// at the right edge, so x is mirrored and dragging right reveals content further on (§21.7).
    private func alongContent(_ p: CGPoint) -> CGPoint { isRTL ? CGPoint(x: -p.x, y: p.y) : p }

    func beginDrag(at rootPoint: CGPoint, time: Double) {
        pendingTarget = nil
        let point = alongContent(rootPoint)
        // Grabbing moving content stops it where it is (the rubber band's shown overshoot is
        // turned back into the finger distance it stands for).
        let m = maxOffset
        func raw(_ v: CGFloat, _ maxV: CGFloat, _ d: CGFloat) -> CGFloat {
            if v < 0 { return CGFloat(ScrollPhysics.rubberBandInverse(Double(v), dimension: Double(d))) }
            if v > maxV { return maxV + CGFloat(ScrollPhysics.rubberBandInverse(Double(v - maxV), dimension: Double(d))) }
            return v
        }
        let start = CGPoint(x: raw(offset.x, m.x, frame.width), y: raw(offset.y, m.y, frame.height))
        motion = .dragging(startPoint: point, startOffset: start, samples: [(time, point)])
    }

    func drag(to rootPoint: CGPoint, _ graph: _ViewGraph, time: Double) {
        let point = alongContent(rootPoint)
        guard case .dragging(let startPoint, let startOffset, var samples) = motion else { return }
        samples.append((time, point))
        if samples.count > 3 { samples.removeAll { time - $0.time > 0.1 } }
        motion = .dragging(startPoint: startPoint, startOffset: startOffset, samples: samples)
        var raw = startOffset
        if scrolls(.horizontal) { raw.x -= point.x - startPoint.x }
        if scrolls(.vertical) { raw.y -= point.y - startPoint.y }
        move(to: rubberBanded(raw), graph, time: time)
    }

    private func rubberBanded(_ raw: CGPoint) -> CGPoint {
        let m = maxOffset
        // Along an axis that does not bounce, the content stops at its ends.
        func band(_ v: CGFloat, _ maxV: CGFloat, _ d: CGFloat, _ bounces: Bool) -> CGFloat {
            if v < 0 { return bounces ? CGFloat(ScrollPhysics.rubberBand(Double(v), dimension: Double(d))) : 0 }
            if v > maxV { return maxV + (bounces ? CGFloat(ScrollPhysics.rubberBand(Double(v - maxV), dimension: Double(d))) : 0) }
            return v
        }
        return CGPoint(x: band(raw.x, m.x, frame.width, bounces(.horizontal)), y: band(raw.y, m.y, frame.height, bounces(.vertical)))
    }

    /// Ends a drag: springs back when past an edge, else flings with the finger's velocity over
    /// the last 0.1 s.
    func endDrag(at rootPoint: CGPoint, _ graph: _ViewGraph, time: Double) {
        guard case .dragging(_, let startOffset, let samples) = motion else { return }
        drag(to: rootPoint, graph, time: time)
        let point = alongContent(rootPoint)
        if let refresh, !isRefreshing, offset.y <= -RefreshMetrics.trigger {
            startRefresh(refresh, graph, time: time)
            return
        }
        var velocity = SIMD2<Double>(0, 0)
        let recent = samples.filter { time - $0.time <= 0.1 } + [(time, point)]
        if let first = recent.first, let last = recent.last, last.time - first.time > 1e-6 {
            let dt = last.time - first.time
            velocity = SIMD2(-Double(last.point.x - first.point.x) / dt, -Double(last.point.y - first.point.y) / dt)
        }
        if !scrolls(.horizontal) { velocity.x = 0 }
        if !scrolls(.vertical) { velocity.y = 0 }
        // A behavior that moves the target makes the content glide there; one that leaves it
        // where the fling would stop leaves the ordinary fling (§14.6).
        if let behavior = targetBehavior, let goal = settledOffset(behavior, start: startOffset, velocity: velocity) {
            glide(to: goal, graph, time: time)
            return
        }
        if clamped(offset) != offset { springBack(graph, time: time); return }
        if abs(ScrollPhysics.flingTotal(velocity: velocity.x)) < ScrollPhysics.restDistance
            && abs(ScrollPhysics.flingTotal(velocity: velocity.y)) < ScrollPhysics.restDistance {
            motion = .idle
            return
        }
        motion = .decelerating(start: time, from: offset, velocity: velocity, toTarget: false)
        graph.scrolling.activate(self)
    }

    /// Moves to a scroll target chosen when a drag ended: a fling at the fast rate whose
    /// velocity ends it exactly there, from wherever the content is (past an edge too).
    private func glide(to goal: CGPoint, _ graph: _ViewGraph, time: Double) {
        let d = SIMD2(Double(goal.x - offset.x), Double(goal.y - offset.y))
        let rate = ScrollPhysics.targetDecelerationRate
        guard abs(d.x) >= ScrollPhysics.restDistance || abs(d.y) >= ScrollPhysics.restDistance else {
            motion = .idle
            move(to: goal, graph, time: time)
            return
        }
        let v = SIMD2(ScrollPhysics.flingVelocity(toTravel: d.x, rate: rate), ScrollPhysics.flingVelocity(toTravel: d.y, rate: rate))
        motion = .decelerating(start: time, from: offset, velocity: v, toTarget: true)
        lastMovement = time
        graph.scrolling.activate(self)
    }

    /// Holds the content at the spinner's band and runs the action; when it returns, the content
    /// springs back to the top.
    private func startRefresh(_ refresh: RefreshAction, _ graph: _ViewGraph, time: Double) {
        isRefreshing = true
        refreshStart = time
        animate(to: CGPoint(x: offset.x, y: -RefreshMetrics.restHeight), ScrollPhysics.springBack, graph, time: time, programmatic: false)
        let handle = graph.handle
        let clock = graph.clock
        Task { @MainActor [weak self] in
            // A `Task.sleep` in the action waits on the host's clock (§30.5).
            await _HostClock.$bound.withValue(clock) { await refresh() }
            guard let self, let graph = handle.graph else { return }
            self.endRefresh(graph)
        }
    }

    @exclusivity(unchecked) private var refreshStart = 0.0

    private func endRefresh(_ graph: _ViewGraph) {
        isRefreshing = false
        animate(to: clamped(offset), ScrollPhysics.springBack, graph, time: graph.time, programmatic: false)
        graph.scrollViewMoved(self)
    }

    private func springBack(_ graph: _ViewGraph, time: Double) {
        animate(to: clamped(offset), ScrollPhysics.springBack, graph, time: time, programmatic: false)
    }

    /// Scrolls to `target` (clamped) with `animation`, or at once when nil; `programmatic`: the
    /// program asked for it (the `.animating` phase), not a spring back.
    func animate(to target: CGPoint, _ animation: Animation?, _ graph: _ViewGraph, time: Double, programmatic: Bool = true) {
        pendingTarget = nil
        let goal = clamped(target)
        // Already there and still (a `scrollPosition` naming the view at the edge): no motion,
        // so no indicators either.
        if goal == offset, case .idle = motion { return }
        guard let animation else {
            motion = .idle
            programmaticJump = programmatic
            move(to: goal, graph, time: time)
            programmaticJump = false
            return
        }
        let from = SIMD4(Double(offset.x), Double(offset.y), 0, 0)
        motion = .animating(VectorAnimator(from: from, to: SIMD4(Double(goal.x), Double(goal.y), 0, 0), animation: animation, time: time),
                            programmatic: programmatic)
        lastMovement = time
        graph.scrolling.activate(self)
    }

    /// Moves the content to `goal` at once, as the program asked (not the user).
    func jump(to goal: CGPoint, _ graph: _ViewGraph) {
        programmaticJump = true
        move(to: goal, graph, time: graph.time)
        programmaticJump = false
    }

    /// Advances the motion to `time`; false when nothing moves and the indicators have faded.
    func tick(_ graph: _ViewGraph, time: Double) -> Bool {
        switch motion {
        case .idle, .dragging:
            break
        case .decelerating(let start, let from, let v, let toTarget):
            let t = time - start
            if !toTarget {
                // A fling: it decelerates, and bounces where it runs into an edge (§14.2).
                let (x, y) = flingAxes(from: from, velocity: v, after: t)
                move(to: CGPoint(x: x.position, y: y.position), graph, time: time)
                if x.done && y.done { motion = .idle }   // after the move: the phase's watchers see where it stopped
                break
            }
            let rate = ScrollPhysics.targetDecelerationRate
            var p = CGPoint(x: from.x + CGFloat(ScrollPhysics.flingDistance(velocity: v.x, after: t, rate: rate)),
                            y: from.y + CGFloat(ScrollPhysics.flingDistance(velocity: v.y, after: t, rate: rate)))
            let done = t >= max(ScrollPhysics.flingDuration(velocity: v.x, rate: rate), ScrollPhysics.flingDuration(velocity: v.y, rate: rate))
            var stops = false
            if done {
                p = CGPoint(x: from.x + CGFloat(ScrollPhysics.flingTotal(velocity: v.x, rate: rate)),
                            y: from.y + CGFloat(ScrollPhysics.flingTotal(velocity: v.y, rate: rate)))
                stops = true
            }
            move(to: p, graph, time: time)
            if stops { motion = .idle }       // after the move: the phase's watchers see where it stopped
        case .animating(let a, _):
            let v = a.value(at: time)
            move(to: CGPoint(x: CGFloat(v.x), y: CGFloat(v.y)), graph, time: time)
            if a.isFinished(at: time) { motion = .idle }
        }
        if isRefreshing {
            graph.scrollViewMoved(self)   // the spinner turns
            return true
        }
        if case .idle = motion {
            // Redraw while the indicators fade, and once more after they have gone.
            let visible = indicatorOpacity(at: time) > 0
            if visible || drewIndicators { graph.scrollViewMoved(self) }
            return visible || drewIndicators
        }
        return true
    }

    /// Its depth below the root of `graph`'s tree, or nil when it is not in that tree.
    func depth(in graph: _ViewGraph) -> Int? {
        var d = 0
        var n: _Node = self
        while let p = n.parent {
            if p.hidesContent { return nil }   // in a parked navigation level
            n = p; d += 1
        }
        return n === graph.root ? d : nil
    }

    func isInTree(of graph: _ViewGraph) -> Bool { depth(in: graph) != nil }

    /// True while a fling, spring or animated scroll moves the content.
    var isMoving: Bool {
        switch motion {
        case .decelerating, .animating: return true
        case .idle, .dragging: return false
        }
    }

    /// True while a press on this view is being dragged.
    var isDragging: Bool { if case .dragging = motion { return true } else { return false } }
}

/// A node held without keeping it alive.
struct WeakNode {
    weak var node: _Node?
}
