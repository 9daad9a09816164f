@_spi(Reflection) import Swift
import Foundation

/// The node of a view with a `body`: holds the view's `@State` storage and its body's node.
///
/// Like SwiftUI, a body is evaluated again only when the view's value changed (compared bit by bit,
/// ignoring `@State` fields, whose value lives here), its environment changed, or its state changed.
/// Unchanged subtrees are left as they are: not rebuilt, not re-measured, not re-placed.
@MainActor @usableFromInline
class CompositeNodeBase: _Node {
    override var asComposite: CompositeNodeBase? { self }
    override var spineSpacer: SpacerNode? { hidesContent ? nil : child?.spineSpacer }
    // The fields every evaluation reads come first, packed into the 64 bytes from offset 448 (the
    // node's cache line 7; steps 36 and 58 of docs/performance-profile.md): the one-byte flags
    // side by side, and the kept view value's block here rather than in the subclass, which would
    // put it past the cold fields below, a cache line further. The 16 bytes before them (line 6)
    // hold what a view without dynamic properties never reads there: `dirtyPass`, written only
    // when its body built something new, and the properties' storage.
    /// The last build pass in which evaluating the body changed or created a node below it (wrote
    /// a `builtStamp` or a `valueStamp`: `_Node.changeCount` moved). In any other pass the
    /// subtree's stamps, flags and parent links are what the last stamp walk made them, so the
    /// walk does not go below this node: a forced rebuild into the same views walks nothing.
    @exclusivity(unchecked) var dirtyPass = -1
    /// The dynamic properties' storage, one per field (read only when there are fields).
    @exclusivity(unchecked) var storage: [AnyObject?]
    @usableFromInline @exclusivity(unchecked) final var child: _Node?
    /// Set when a `@State` of this view changed; cleared when the body is evaluated.
    @exclusivity(unchecked) var needsEvaluation = false
    /// The implicit root of the one-view slot this view is in when its body is a view list
    /// (§31.6): the body is built armed with it, also when evaluated again on its own.
    @usableFromInline @exclusivity(unchecked) var oneViewRoot = ImplicitRoot.inList
    /// Whether the body can reach an observable object, so is evaluated with tracking (§21.4).
    @usableFromInline @exclusivity(unchecked) var tracksObservation = true
    /// Whether `lastBlock` holds the last view value and body (`CompositeNode`).
    @usableFromInline @exclusivity(unchecked) final var hasLast = false
    /// Whether the view (or modifier) has dynamic properties or animatable data, so that an
    /// evaluation binds its value (`bind`) or interpolates its data (`applyAnimatableData`) before
    /// its body: most have neither, and are spared both calls (node-model step 82). Derived from
    /// `fields` and `animatable` whenever either is set, so it holds for every kind of composite.
    @usableFromInline @exclusivity(unchecked) private(set) final var bindsValue = false
    /// Where the body starts in `lastBlock` (a debug build would ask the runtime for the body
    /// type's layout each time it computed it).
    @usableFromInline @exclusivity(unchecked) final var lastBodyOffset: UInt32 = 0
    /// The fields of the view's dynamic properties (`@State`…), found once per type.
    let fields: [DynamicPropertyField]
    /// Interpolates the view's `animatableData` when it is `Animatable` (§16.3).
    @exclusivity(unchecked) var animatable: AnimatableBodyDriver? {
        didSet { bindsValue = !fields.isEmpty || animatable != nil }
    }
    /// The block `CompositeNode` keeps its last view value and body in (nil for other composites).
    @usableFromInline @exclusivity(unchecked) final var lastBlock: UnsafeMutableRawPointer?
    /// The environment the body was last evaluated in.
    @exclusivity(unchecked) var env = EnvironmentValues()
    /// Custom-modifier contents in scope when the body was last evaluated.
    @exclusivity(unchecked) var modifierContents: [ModifierContent] = []
    /// Element modifiers in force when the body was last evaluated: a body that is a view list
    /// has its elements modified by them (§31).
    @exclusivity(unchecked) var elementModifiers: [ElementModifier] = []
    // Cold in a build (read when the environment changed; the state handle and the observation
    // callback are made once).
    /// Whether any field reads the environment (then `environmentReadsUnchanged` checks them).
    let readsEnvironment: Bool
    /// The bytes of `lastBlock` an evaluation writes (view value and body; `prefetchEvaluation`).
    /// Past the hot line 7, but within the offsets a prefetch of a node asks for (432–568).
    @exclusivity(unchecked) final var lastBlockSize: UInt32 = 0

    init(fields: [DynamicPropertyField]) {
        self.fields = fields
        self.storage = Array(repeating: nil, count: fields.count)
        self.readsEnvironment = fields.contains { $0.binder._readsEnvironment }
        self.bindsValue = !fields.isEmpty
    }

    /// Asks for the cache lines an evaluation touches late, as soon as their addresses are known
    /// (node-model steps 60–61): the kept view value and body, which it overwrites at its end,
    /// and the body's node, which the build reaches after the body is made; and, in the same call,
    /// the node `other` (the `ForEach` pipeline's next but one). Here, not in the specialised
    /// `evaluate`, whose inlining into the user's code the extra code changed.
    @inline(__always)
    final func prefetchEvaluation(also other: UnsafeRawPointer? = nil) {
        var body: UnsafeRawPointer?, block: UnsafeRawPointer?
        if let node = unretainedNode(&child) { body = UnsafeRawPointer(node.toOpaque()) }
        if let kept = lastBlock { block = UnsafeRawPointer(kept) }
        prefetchNodesAndBlock(other, body, block, Int(lastBlockSize))
    }

    /// Whether every `@Environment` this view read gives the same value in `env` (§21.1).
    final func environmentReadsUnchanged(_ env: EnvironmentValues) -> Bool {
        guard readsEnvironment else { return true }
        for s in storage {
            if let d = s as? EnvironmentDependency, !d.isUnchanged(in: env) { return false }
        }
        return true
    }

    /// How state boxes refer to this node (made when first needed, cleared when the node goes).
    @exclusivity(unchecked) nonisolated(unsafe) private var handleStorage: NodeHandle?
    /// Not isolated: a state read on the thread running the frame, which is not isolated to the
    /// main actor, asks for it (`StateBox.read`).
    nonisolated var handle: NodeHandle {
        if let h = handleStorage { return h }
        let h = NodeHandle(self)
        handleStorage = h
        return h
    }
    isolated deinit { handleStorage?.node = nil }

    /// `changeCallback(_:)`'s closure, made the first time the node observes anything (a token and
    /// a closure made at each tracked evaluation were two allocations per body: 2 % of the month
    /// grid's forced frame).
    @exclusivity(unchecked) var observationChange: (@Sendable () -> Void)?

    override var isTransparent: Bool { true }
    // The visits read `child` without retaining it (`withUnretained`, node-model step 28).
    override func collectItems(_ items: inout [_Node]) { withUnretained(&child) { $0.collectItems(&items) } }
    override var producesViews: Bool { withUnretained(&child) { $0.producesViews } ?? false }
    override func forEachChild(_ body: (_Node) -> Void) { withUnretained(&child) { body($0) } }
    /// A body that built nothing new in this pass leaves its subtree's stamps as the last walk
    /// left them: the child's summary is taken without walking it (`dirtyPass`).
    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) {
        let walks = dirtyPass == stamp
        withUnretained(&child) { c in if walks { s.absorb(c, into: self, stamp) } else { s.take(c) } }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) { withUnretained(&child) { body($0) } }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize { withUnretained(&child) { $0.measure(p, b) } ?? .zero }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) { frame = rect; withUnretained(&child) { $0.place(rect, ctx) } }
    override var layoutPriority: Double { withUnretained(&child) { $0.layoutPriority } ?? 0 }
    override var isSpacer: Bool { withUnretained(&child) { $0.isSpacer } ?? false }
    override var zIndex: Double { withUnretained(&child) { $0.zIndex } ?? 0 }
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        withUnretained(&child) { $0.stackEdgeSpacing(edge, b) } ?? .plain(edge)
    }
    override func hitTest(_ point: CGPoint) -> HitResult? { withUnretained(&child) { $0.hitTest(point) } ?? nil }
    override func forEachTransitionNodeOnSpine(_ body: (TransitionNode) -> Bool) -> Bool {
        child?.forEachTransitionNodeOnSpine(body) ?? true
    }

    /// An `Animatable` view whose data changed in an animated transaction is evaluated again, in
    /// another round of this frame, with the data it starts from (§16.3).
    override func commitValues(time: Double, animation: Animation?) {
        guard let d = animatable else { return }
        withLastValue { value in
            guard d.commit(value, time: time, animation: animation), let g = d.graph else { return }
            g.markDirty(self)
            if d.isRunning && !g.animatingBodies.contains(where: { $0.node === self }) { g.animatingBodies.append(WeakComposite(node: self)) }
        }
    }
    /// Override: calls `body` with the last view (or modifier) value, if any.
    func withLastValue(_ body: (UnsafeRawPointer) -> Void) {}

    /// Writes the interpolated animatable data into `value` before its body is evaluated.
    @usableFromInline
    final func applyAnimatableData<T>(_ value: inout T, _ b: _ViewGraph) {
        guard let d = animatable else { return }
        d.graph = b
        withMutablePointer(to: &value) { d.apply(UnsafeMutableRawPointer($0), time: b.time, b.animator) }
    }

    /// Points the `@State` properties of `value` (this node's view or modifier) at its storage.
    @usableFromInline
    func bind<T>(_ value: inout T, _ graph: _ViewGraph) {
        if fields.isEmpty { return }
        withMutablePointer(to: &value) { p in
            let base = UnsafeMutableRawPointer(p)
            for i in fields.indices {
                fields[i].binder._bind(base + fields[i].offset, &storage[i], graph, self)
            }
        }
    }

    /// Evaluates the body again from the stored value, in the environment and custom-modifier
    /// contents it was last evaluated in (after a state change) — with this build's transaction:
    /// the stored environment has the animation of the build it was last evaluated in, and what
    /// its body inserts and removes transitions with this one's (`withAnimation` around a change
    /// of this view's own state, docs/semantics.md §7.1).
    final func reevaluate(_ b: _ViewGraph) {
        let savedEnv = b.env, savedContents = b.modifierContents, savedElementModifiers = b.elementModifiers
        b.env = env
        let animation = Self.animationInForce(above: parent, b)
        if b.env.animation != animation || b.env.disablesAnimations != b.transactionDisablesAnimations {
            b.env.animation = animation
            b.env.disablesAnimations = b.transactionDisablesAnimations
        }
        b.modifierContents = modifierContents
        b.elementModifiers = elementModifiers
        evaluateAgain(b)
        b.env = savedEnv
        b.modifierContents = savedContents
        b.elementModifiers = savedElementModifiers
    }

    /// The animation in force below `node` in this build: the transaction's, as the animation
    /// modifiers from the root down to `node` leave it (`.animation(_:)` sets its own; a keyed
    /// `.animation(_:value:)` not built in this pass, whose value therefore did not change, lets
    /// it through; `.transaction` edits it) — what the build from the root would have given.
    private static func animationInForce(above node: _Node?, _ b: _ViewGraph) -> Animation? {
        guard let node else { return b.transactionAnimation }
        let inherited = animationInForce(above: node.parent, b)
        // A transaction that disables animations passes the animation modifiers by (§7.1).
        let passedBy = b.transactionDisablesAnimations && node.ownFlags & _Node.implicitAnimationFlag != 0
        return node.setsAnimation && !passedBy ? node.animationForSubtree(inherited, stamp: b.stamp) : inherited
    }

    /// Override: evaluate the body from the stored value.
    func evaluateAgain(_ b: _ViewGraph) {}

    /// Runs `body` with this node recorded as the reader of any state it reads; bookkeeping first.
    /// `countsAsEvaluation` is false when the last body is only rebuilt in a new environment.
    @usableFromInline
    func evaluating(_ b: _ViewGraph, countsAsEvaluation: Bool = true, _ body: () -> Void) {
        visitedStamp = b.stamp
        needsEvaluation = false
        // Written only when they differ: the same storage is kept without a retain and a release
        // (an unchanged environment is mostly the same storage, `_ViewGraph.lastRootEnvironment`).
        if !env.isIdentical(to: b.env) { env = b.env }
        if !modifierContents.isEmpty || !b.modifierContents.isEmpty { modifierContents = b.modifierContents }
        if !elementModifiers.isEmpty || !b.elementModifiers.isEmpty { elementModifiers = b.elementModifiers }
        if countsAsEvaluation { b.bodyCount += 1 }
        // Read unretained, as the graph keeps it (a strong `let` retained and released it every
        // evaluation, node-model step 59).
        unowned(unsafe) let outer = b.evaluating
        b.evaluating = self
        let changes = _Node.changeCount
        StackGuard.enter()
        if oneViewRoot != .inList { b.oneViewRoot = oneViewRoot }
        body()
        b.oneViewRoot = .inList
        StackGuard.leave()
        if _Node.changeCount != changes { dirtyPass = b.stamp }
        b.evaluating = outer
    }
}

/// A composite node for views of type `V`, remembering the last view value.
@MainActor @usableFromInline
final class CompositeNode<V: View>: CompositeNodeBase {
    /// The last view value, at the start of `lastBlock` (valid when `hasLast`). Not a `V?`
    /// property: in generic code every use of `Optional<V>` looks its metadata up in the
    /// runtime's cache.
    @inlinable var last: UnsafeMutablePointer<V> { lastBlock!.assumingMemoryBound(to: V.self) }
    /// The body the last evaluation made (valid when `hasLast`), rebuilt as it is when only
    /// environment values the view does not read changed. In `lastBlock` right after the view
    /// value: every evaluation compares the one and writes the other, so they share cache lines
    /// and one allocation.
    @inlinable var lastBody: UnsafeMutablePointer<V.Body> {
        (lastBlock! + Int(lastBodyOffset)).assumingMemoryBound(to: V.Body.self)
    }

    init() {
        let bodyAlignment = MemoryLayout<V.Body>.alignment
        let bodyOffset = (MemoryLayout<V>.size + bodyAlignment - 1) / bodyAlignment * bodyAlignment
        let block = UnsafeMutableRawPointer.allocate(byteCount: max(1, bodyOffset + MemoryLayout<V.Body>.size),
                                                     alignment: max(MemoryLayout<V>.alignment, bodyAlignment))
        block.bindMemory(to: V.self, capacity: 1)
        (block + bodyOffset).bindMemory(to: V.Body.self, capacity: 1)
        super.init(fields: DynamicPropertyField.fields(of: V.self))
        lastBlock = block
        lastBodyOffset = UInt32(bodyOffset)
        lastBlockSize = UInt32(clamping: bodyOffset + MemoryLayout<V.Body>.size)
        viewType = ObjectIdentifier(V.self)
        tracksObservation = ObservationGate.mayObserve(V.self)
        animatable = AnimatableBodyDriver.make(for: V.self)
    }

    isolated deinit {
        if hasLast { last.deinitialize(count: 1); lastBody.deinitialize(count: 1) }
        lastBlock?.deallocate()
    }

    private let layout = ComparedBytes.layout(of: V.self)

    /// Whether `view` is bit-for-bit the last view value in every stored field (padding,
    /// the payload of nil optionals and `@State` fields are not compared).
    func isUnchanged(_ view: V) -> Bool {
        guard hasLast else { return false }
        return withPointer(to: view) { new in layout.equal(UnsafeRawPointer(new), UnsafeRawPointer(last)) }
    }

    /// Evaluates `body` for `view` and builds it.
    /// Inlinable: `View._makeNode` calls it where the view type is defined, so `V.Body` is a
    /// known type there and its build is specialised. The body is built inside the `evaluating`
    /// closure: written as straight-line code around it, Swift 6.3.1 miscompiled this function in
    /// release (the real-screen bench crashed in its first frame: an environment read as nil
    /// storage inside a button's look; debug builds and every test were fine).
    @inlinable
    final func evaluate(_ view: V, _ b: _ViewGraph) {
        let had = hasLast
        // Both places made once (in a debug build each is a call).
        let last = self.last, lastBody = self.lastBody
        if had { last.pointee = view } else { last.initialize(to: view) }
        evaluating(b) {
            var v = view
            if bindsValue {
                applyAnimatableData(&v, b)
                bind(&v, b)
            }
            // The test written out at each caller (not a generic helper returning the closure's
            // value: its result was moved twice more, node-model step 19), and each way of making
            // the body with its own `let` (one `let` over a choice of the two moved it once more,
            // step 31). Kept after the build, by a move: the body is not copied (a copy of a body
            // copies the whole view value it holds, retaining every reference in it). The old body
            // is destroyed first, so the new one is moved once (the assignment moved it twice;
            // destroying the old one before the build instead cost 4 % more in tree3).
            if tracksObservation {
                let body = evaluateTracked(b) { v.body }
                V.Body._makeNode(body, b, &child)
                if had { lastBody.deinitialize(count: 1) }
                lastBody.initialize(to: consume body)
            } else {
                let body = v.body
                V.Body._makeNode(body, b, &child)
                if had { lastBody.deinitialize(count: 1) }
                lastBody.initialize(to: consume body)
            }
        }
        hasLast = true
    }

    /// Builds the last body again in the current environment, without evaluating it: only
    /// environment values this view does not read changed (§21.1).
    /// Not specialised (a rare path): Swift 6.3.1's optimiser crashes specialising it for some
    /// bodies with the builds inlined (an assertion in SILBitfield, in Mem2Reg).
    @_semantics("optimize.sil.specialize.generic.never")
    func rebuildLastBody(_ b: _ViewGraph) {
        evaluating(b, countsAsEvaluation: false) {
            V.Body._makeNode(lastBody.pointee, b, &child)
        }
    }

    override func evaluateAgain(_ b: _ViewGraph) {
        if hasLast { evaluate(last.pointee, b) }
    }

    override func withLastValue(_ body: (UnsafeRawPointer) -> Void) {
        if hasLast { body(UnsafeRawPointer(last)) }
    }
}

/// A stored property of a view that the engine must connect to storage (`@State`).
struct DynamicPropertyField {
    let offset: Int
    let size: Int
    let binder: any _DynamicPropertyBinder.Type

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: [DynamicPropertyField]] = [:]

    /// The `@State` fields of `type`, found once per type by the runtime's field metadata.
    @MainActor
    static func fields(of type: Any.Type) -> [DynamicPropertyField] {
        let key = ObjectIdentifier(type)
        if let f = cache[key] { return f }
        var result: [DynamicPropertyField] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let b = fieldType as? any _DynamicPropertyBinder.Type {
                result.append(DynamicPropertyField(offset: offset, size: b._size, binder: b))
            }
            return true
        }
        result.sort { $0.offset < $1.offset }
        cache[key] = result
        return result
    }
}

/// Implemented by property wrappers whose storage lives in the host (`State`).
package protocol _DynamicPropertyBinder {
    /// Binds the property at `pointer` to `storage`, creating the storage on first sight;
    /// `owner` is the view's node (re-evaluated when the storage changes).
    @MainActor static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node)
    /// The property's size in bytes (its bytes are ignored when comparing view values).
    static var _size: Int { get }
    /// Whether the property reads the environment (`@Environment`): its storage is then an
    /// `EnvironmentDependency` the node checks when the environment changes.
    static var _readsEnvironment: Bool { get }
    /// Whether the property's bytes are an input of the view, compared like any field (an
    /// `@ObservedObject`'s object) rather than storage the node fills in.
    static var _comparesBytes: Bool { get }
}

extension _DynamicPropertyBinder {
    public static var _readsEnvironment: Bool { false }
    public static var _comparesBytes: Bool { false }
}
