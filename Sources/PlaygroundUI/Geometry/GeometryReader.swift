import Foundation

/// A container whose content is a function of its own size and coordinates. It takes the whole
/// proposal (nil → 0) and pins its content top-leading (iOS 14+, docs/semantics.md §5).
public struct GeometryReader<Content: View> {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: View, PrimitiveView {

    /// Inlined, so the content's build (the closure) is specialised where the view is written.
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let content = view.content
        GeometryReaderNode.reuse(graph, &slot).buildContent = { b, proxy, contentSlot in Content._makeNode(content(proxy), b, &contentSlot) }
    }
}

/// Builds its content lazily during placement, once its size and position are known.
@MainActor @usableFromInline
final class GeometryReaderNode: _Node {
    override var laysOutViewList: Bool { true }
    @exclusivity(unchecked) var env = EnvironmentValues()
    @usableFromInline @exclusivity(unchecked) var buildContent: (_ViewGraph, GeometryProxy, inout _Node?) -> Void = { _, _, _ in }
    @exclusivity(unchecked) var content: _Node?
    @exclusivity(unchecked) private var itemCache = ItemCache()
    /// What the reader was last placed with (once `hasPlacedContext`): a pass that changes nothing
    /// above it places it again with these (`_ViewGraph.placeReadersWhereTheyStand`). Not an
    /// optional: an optional of a struct this size is copied through its value witnesses, a plain
    /// one in place (engine step 55).
    @exclusivity(unchecked) var placedContext: PlaceContext
    @exclusivity(unchecked) var hasPlacedContext = false

    init(_ graph: _ViewGraph) {
        placedContext = PlaceContext(graph: graph)
        super.init()
        ownFlags = _Node.lazyContentFlag
    }

    /// The reader's node in `slot`, with the environment its content will be built in. Its
    /// content closure is new, so the next layout pass builds its content again.
    @usableFromInline static func reuse(_ graph: _ViewGraph, _ slot: inout _Node?) -> GeometryReaderNode {
        let node = graph.reuse(&slot) { GeometryReaderNode(graph) }
        node.env = graph.env
        graph.rebuiltReaders.append(node)
        return node
    }

    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) { if let c = content { body(c) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        itemCache.update(content)
        for n in itemCache.items.reversed() { body(n) }
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        p.replacingUnspecifiedDimensions(by: .zero)
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        placedContext = ctx
        hasPlacedContext = true
        let b = ctx.graph
        let proxy = GeometryProxy(placedAt: rect, ctx, rightToLeft: isRTL)
        let saved = b.env
        b.env = env
        buildContent(b, proxy, &content)
        b.env = saved
        if let c = content { adoptPlacedContent(c, b.stamp) }
        itemCache.update(content)
        ZStackLayout.place(itemCache.items, alignment: .topLeading, in: rect, ctx)   // pinned top-leading (§5)
    }
    override func emitContent(_ ctx: inout EmitContext) {
        content?.emit(&ctx)
    }
}

/// The size and coordinates of a GeometryReader, and the resolver of anchors into its space.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let rootFrame: CGRect
    let spaces: CoordinateSpaceChain?
    /// The host that laid this reader out.
    let owner: UInt64
    /// The reader's own space and the root's (flipped when right-to-left, §21.7).
    let local: SpaceFrame
    let global: SpaceFrame

    /// How far the safe area's edges lie inside the reader's frame (zero where the reader is
    /// within the safe area; docs/semantics.md §15).
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame in `coordinateSpace`: `.local` is (0, 0, size), `.global` the root's
    /// space, `.named(x)` the nearest enclosing space called x (unknown names act as global, §5).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return global.convert(rootFrame)
        case .named(let name): return (spaces?.space(of: name) ?? global).convert(rootFrame)
        }
    }

    /// The reader's frame in `coordinateSpace` (iOS 17's form: also `.scrollView`).
    @_disfavoredOverload
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the view that named `coordinateSpace` (the nearest enclosing one), in this
    /// reader's local space; nil when no enclosing view has that name (iOS 17).
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let named = spaces?.entry(of: coordinateSpace.name) else { return nil }
        return local.convert(named.rect)
    }

    /// The anchor's value in this reader's local space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard anchor.owner == owner else { return anchor.fallback }
        return anchor.converted(into: local)
    }
}

extension GeometryProxy {
    /// The proxy of a view placed at `rect` (root space, before the effects `ctx.transform`):
    /// what a `GeometryReader` there or `visualEffect` on that view reads.
    @MainActor init(placedAt rect: CGRect, _ ctx: PlaceContext, rightToLeft: Bool) {
        let safe = ctx.safeArea
        let insets = safe.isInfinite || safe.isNull ? EdgeInsets() : EdgeInsets(
            top: max(safe.minY - rect.minY, 0), leading: max(safe.minX - rect.minX, 0),
            bottom: max(rect.maxY - safe.maxY, 0), trailing: max(rect.maxX - safe.maxX, 0))
        self.init(size: rect.size, rootFrame: ctx.transform?.box(rect) ?? rect, spaces: ctx.spaces, owner: ctx.graph.serial,
                  local: SpaceFrame(of: rect, flipped: rightToLeft, transform: ctx.transform), global: ctx.graph.globalSpace,
                  safeAreaInsets: rightToLeft ? insets.mirrored : insets)
    }
}
