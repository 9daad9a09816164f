import Foundation

/// `preference(key:value:)`: outputs `value`, replacing whatever its content wrote for the key
/// (the content's writers are not even evaluated; §1.4).
/// Public because the `@inlinable` `preference(key:value:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _PreferenceWritingModifier<Key: PreferenceKey> {
    @usableFromInline let value: Key.Value
    /// `==` for the key's values, made where they are known to be `Equatable` (specialised in
    /// the caller's code; captures nothing); nil where the caller's code cannot tell.
    @usableFromInline let equals: ((Key.Value, Key.Value) -> Bool)?
    @usableFromInline init(value: Key.Value, equals: ((Key.Value, Key.Value) -> Bool)? = nil) {
        self.value = value
        self.equals = equals
    }
}

extension _PreferenceWritingModifier: PrimitiveModifier {
    /// Kept by a leaf as its preference writer (`ViewModifier._leafAttribute`).
    @inlinable public static var _leafAttribute: UInt8 { 1 }
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        if C._buildsLeafNode && C._leafKeeps & _leafAttribute == 0 {
            // Applied straight to a shape, a text or an image: kept by its node (`LeafNode`).
            C._makeNode(content, b, &slot)
            LeafNode.withKeptWriter(in: &slot, b, { PreferenceWriterNode<Key>() }) { $0.take(m.value, m.equals, b) }
            return
        }
        b.withReused(&slot, { PreferenceWriterNode<Key>() }) { node in
            node.take(m.value, m.equals, b)
            C._makeNode(content, b, &node.content)
        }
    }
}

@MainActor @usableFromInline
final class PreferenceWriterNode<Key: PreferenceKey>: ModifierNode {
    @usableFromInline override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    /// `==` for the key's values when they are `Equatable`.
    @usableFromInline @exclusivity(unchecked) var equality = WriterEquality<Key.Value>()
    /// Takes this build's value. A value that differs from the last, or that cannot be compared,
    /// is written in this pass (`valueStamp`): folds read it again. An equal one changes nothing,
    /// so a rebuilt writer whose value stayed (every writer of a forced frame, a reader's content
    /// built again where it stands) sends no fold above it round again. Inlinable, so that the
    /// comparison and the copy are specialised where the writer is built.
    @inlinable func take(_ v: Key.Value, _ equals: ((Key.Value, Key.Value) -> Bool)?, _ b: _ViewGraph) {
        if hasValue, let same = equality.resolve(equals), same(value, v) { return }
        value = v; hasValue = true; valueStamp = b.stamp
    }
    override var inspectableWriter: InspectableWriter? { self }
    /// The written value (meaningful once `hasValue`; not an optional, see `foldPreference`).
    @usableFromInline @exclusivity(unchecked) var value: Key.Value = Key.defaultValue
    @usableFromInline @exclusivity(unchecked) var hasValue = false
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        guard hasValue else { return false }
        out = sameType(value, as: K.Value.self)
        return true
    }
}

/// `value` as `U`, which the caller has checked is `T` (a `K.self == Key.self` test): a plain copy
/// where `as? U` would go through the runtime's dynamic cast.
@inline(__always)
func sameType<T, U>(_ value: T, as type: U.Type) -> U {
    withPointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: U.self).pointee }
}

/// `transformPreference(_:_:)`: edits the content's combined value (or `defaultValue`), so it
/// always produces an output for the key.
/// Public because the `@inlinable` `transformPreference(_:_:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _PreferenceTransformModifier<Key: PreferenceKey> {
    @usableFromInline let transform: (inout Key.Value) -> Void
    @usableFromInline init(transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }
}

extension _PreferenceTransformModifier: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { PreferenceTransformNode<Key>() }
        // The same closure that captures nothing edits the same value the same way: not a new
        // value (`holdSameCapturelessClosure`). Any other closure may: stamped.
        if !holdSameCapturelessClosure(node.modifier, m) {
            node.modifier = m
            node.valueStamp = b.stamp
        }
        C._makeNode(content, b, &node.content)
    }
}

@MainActor @usableFromInline
final class PreferenceTransformNode<Key: PreferenceKey>: ModifierNode {
    @usableFromInline override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    override var inspectableWriter: InspectableWriter? { self }
    /// The modifier last built, whose closure edits the content's value (kept whole: its closure's
    /// identity is read through it, `holdSameCapturelessClosure`).
    @usableFromInline @exclusivity(unchecked) var modifier = _PreferenceTransformModifier<Key>(transform: { _ in })
    var transform: (inout Key.Value) -> Void { modifier.transform }
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        var v = Key.defaultValue
        _ = super.foldPreference(Key.self, into: &v)
        transform(&v)
        out = sameType(v, as: K.Value.self)
        return true
    }
}

/// `anchorPreference(key:value:transform:)`: captures `source` from this view's bounds and outputs
/// `transform(anchor)`, replacing the content's values for the key (§1.4).
/// Public because the `@inlinable` `anchorPreference(key:value:transform:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _AnchorWritingModifier<A, Key: PreferenceKey> {
    @usableFromInline let source: Anchor<A>.Source
    @usableFromInline let transform: AnchorTransform<A, Key.Value>
    /// `==` for the key's values, made where they are known to be `Equatable` (specialised in
    /// the caller's code; captures nothing); nil where the caller's code cannot tell.
    @usableFromInline let equals: ((Key.Value, Key.Value) -> Bool)?
    @usableFromInline init(source: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> Key.Value,
                           equals: ((Key.Value, Key.Value) -> Bool)? = nil) {
        self.source = source
        self.transform = AnchorTransform(call: transform)
        self.equals = equals
    }
}

/// An anchor writer's transform, in a struct of its own so that the writer can tell the same
/// closure handed again (`holdSameCapturelessClosure`).
@usableFromInline
struct AnchorTransform<A, Value> {
    @usableFromInline let call: (Anchor<A>) -> Value
    @inlinable init(call: @escaping (Anchor<A>) -> Value) { self.call = call }
}

extension _AnchorWritingModifier: PrimitiveModifier {
    /// Kept by a leaf as its preference writer (`ViewModifier._leafAttribute`).
    @inlinable public static var _leafAttribute: UInt8 { 1 }
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        if C._buildsLeafNode && C._leafKeeps & _leafAttribute == 0 {
            // Applied straight to a shape, a text or an image: kept by its node (`LeafNode`),
            // which gives it its rect when placed.
            C._makeNode(content, b, &slot)
            LeafNode.withKeptWriter(in: &slot, b, { AnchorWriterNode<A, Key>() }) { $0.take(m.source, m.transform, m.equals, b) }
            return
        }
        b.withReused(&slot, { AnchorWriterNode<A, Key>() }) { node in
            node.take(m.source, m.transform, m.equals, b)
            C._makeNode(content, b, &node.content)
        }
    }
}

@MainActor @usableFromInline
final class AnchorWriterNode<A, Key: PreferenceKey>: ModifierNode {
    @usableFromInline override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    override var inspectableWriter: InspectableWriter? { self }
    // The fields a rebuild that changes nothing reads come first, in the node's first cache lines
    // after its base (`hasValue`, `valueRTL`, `capture`, `transform`: the writer's frame and
    // `valueFrame` are read where it is placed, not where it is built; node-model step 58).
    /// Whether `value` is what this build's closures make of the anchor captured at `valueFrame`
    /// in the direction `valueRTL` (false until a fold or a build after a placement has made it,
    /// after a build that could not compare, and after a placement elsewhere than `valueFrame`).
    @usableFromInline @exclusivity(unchecked) var hasValue = false
    @usableFromInline @exclusivity(unchecked) var valueRTL = false
    @usableFromInline @exclusivity(unchecked) var capture = AnchorCapture<A>()
    @usableFromInline @exclusivity(unchecked) var transform: AnchorTransform<A, Key.Value>?
    /// The last value written, `transform(anchor)` for the anchor captured from `valueFrame` in
    /// the direction `valueRTL`: while the writer stands there and its closures are the same, a
    /// fold copies it instead of calling the transform again.
    @usableFromInline @exclusivity(unchecked) var value: Key.Value = Key.defaultValue
    @usableFromInline @exclusivity(unchecked) var valueFrame = CGRect.null
    /// `==` for the key's values when they are `Equatable`.
    @usableFromInline @exclusivity(unchecked) var equality = WriterEquality<Key.Value>()
    /// Brings `value` up to date with where the writer stands (a new anchor when it moved) and
    /// copies it to `out` when `out` is given; false when there is nothing to capture. Made where
    /// the writer is built, with `A` and `Key` known: the fold below is a method of a generic
    /// class, run unspecialised, where the anchor and the value would ask the runtime's metadata
    /// cache for `Anchor<A>`, its source and their optionals on every fold.
    @usableFromInline @exclusivity(unchecked) var write: ((AnchorWriterNode, UnsafeMutableRawPointer?) -> Bool)?

    /// Takes this build's source and transform, and decides whether the value is written in this
    /// pass (`valueStamp`, so the folds above read it again). When the key's values are `Equatable`
    /// and the writer has been placed and folded, the new transform is applied to the anchor where
    /// the writer stood: an equal value keeps the stamp (and the kept value), as a rebuilt
    /// `preference(key:value:)` with an equal value does, so a forced frame that moves nothing
    /// refolds nothing. Should the writer then move in this pass, placement marks its path
    /// (`movedStamp`) and the fold captures the new anchor. Inlinable, so that all of it is
    /// specialised where the writer is built.
    @inlinable func take(_ source: Anchor<A>.Source, _ transform: AnchorTransform<A, Key.Value>,
                         _ equals: ((Key.Value, Key.Value) -> Bool)?, _ b: _ViewGraph) {
        // The same source and transform as last time, both capturing nothing (`.bounds` and
        // `{ [$0] }`), with the writer where its value was captured: the value cannot differ, so it
        // stands with its stamp and the transform is not called. (Whatever captures anything is
        // new at each build, and is applied and compared below.)
        if hasValue, capture.owner == b.serial, standsWhereValueWasCaptured, let kept = self.transform,
           let keptSource = capture.source, holdSameCapturelessClosure(kept, transform),
           holdSameCapturelessClosure(keptSource, source) {
            return
        }
        capture.take(source, b)
        self.transform = transform
        // Captures nothing, so it allocates nothing.
        if write == nil {
            write = { node, out in
                if !node.hasValue || !node.standsWhereValueWasCaptured {
                    guard let a = node.capture.anchor(node.frame, node.isRTL), let t = node.transform else { return false }
                    node.value = t.call(a)
                    node.valueFrame = node.frame
                    node.valueRTL = node.isRTL
                    node.hasValue = true
                }
                out?.assumingMemoryBound(to: Key.Value.self).pointee = node.value
                return true
            }
        }
        guard let same = equality.resolve(equals), hasValue, wasEverPlaced, let a = capture.anchor(frame, isRTL) else {
            hasValue = false
            valueStamp = b.stamp
            return
        }
        let v = transform.call(a)
        valueFrame = frame
        valueRTL = isRTL
        if !same(value, v) {
            value = v
            valueStamp = b.stamp
        }
    }


    /// Whether the writer's frame and direction are those `value` was captured from: its frame
    /// changes only where it is placed (`placeNode`), which clears `hasValue` when the rect is not
    /// `valueFrame`, so only the direction is compared here.
    @inlinable var standsWhereValueWasCaptured: Bool { valueRTL == isRTL }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        if hasValue, !sameRect(rect, valueFrame) { hasValue = false }
        if capture.placedUnder(ctx) { hasValue = false; movedStamp = ctx.graph.stamp }
        super.placeNode(rect, ctx)
    }

    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        guard let write else { return false }
        return withMutablePointer(to: &out) { write(self, UnsafeMutableRawPointer($0)) }
    }
}

/// What an anchor writer keeps to capture its anchor at a fold: the source, and the host that built
/// the writer.
@usableFromInline
struct AnchorCapture<A> {
    @usableFromInline var source: Anchor<A>.Source?
    /// The serial of the host that built the writer (see `Anchor.owner`).
    @usableFromInline var owner: UInt64 = 0
    @usableFromInline init() {}
    @inlinable @MainActor mutating func take(_ source: Anchor<A>.Source, _ b: _ViewGraph) {
        self.source = source
        owner = b.serial
    }
    /// The geometry effects around the writer where it was last placed (nil: none, §5).
    @usableFromInline var transform: GeometryTransform?
    /// Takes the geometry effects of a placement; true when they differ from the last one's (the
    /// anchor then differs, as if the writer had moved).
    @MainActor mutating func placedUnder(_ ctx: PlaceContext) -> Bool {
        if GeometryTransform.same(ctx.transform, transform) { return false }
        transform = ctx.transform
        return true
    }
    /// The anchor captured from the writer's root-space `frame`, where the geometry effects
    /// around it draw it.
    @inlinable func anchor(_ frame: CGRect, _ isRTL: Bool) -> Anchor<A>? {
        guard var a = source?.capture(frame, isRTL) else { return nil }
        if let t = transform { a = a.transformed(by: t) }
        a.owner = owner
        return a
    }
}

/// `transformAnchorPreference(key:value:transform:)`: edits the content's combined value with the
/// anchor, so children's entries are kept (the nested-views case of §1.4).
/// Public because the `@inlinable` `transformAnchorPreference(key:value:transform:)` returns it, so user code builds it specialised (as SwiftUI's).
public struct _AnchorTransformModifier<A, Key: PreferenceKey> {
    @usableFromInline let source: Anchor<A>.Source
    @usableFromInline let transform: (inout Key.Value, Anchor<A>) -> Void
    @usableFromInline init(source: Anchor<A>.Source, transform: @escaping (inout Key.Value, Anchor<A>) -> Void) {
        self.source = source
        self.transform = transform
    }
}

extension _AnchorTransformModifier: PrimitiveModifier {
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { AnchorTransformNode<A, Key>() }
        node.take(m.source, m.transform, b)
        C._makeNode(content, b, &node.content)
    }
}

@MainActor @usableFromInline
final class AnchorTransformNode<A, Key: PreferenceKey>: ModifierNode {
    @usableFromInline override init() { super.init(); ownKeyBits = preferenceKeyBit(Key.self) }
    override var inspectableWriter: InspectableWriter? { self }
    @usableFromInline @exclusivity(unchecked) var capture = AnchorCapture<A>()
    @usableFromInline @exclusivity(unchecked) var transform: ((inout Key.Value, Anchor<A>) -> Void)?
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        if capture.placedUnder(ctx) { movedStamp = ctx.graph.stamp }   // its anchor differs (§5)
        super.placeNode(rect, ctx)
    }
    /// Folds the content and edits the result, writing it through a pointer to a `Key.Value`;
    /// made where the node is built, with `A` and `Key` known (see `AnchorWriterNode.write`).
    @usableFromInline @exclusivity(unchecked) var write: ((AnchorTransformNode, UnsafeMutableRawPointer) -> Void)?

    /// Takes this build's source and transform. Inlinable, so that storing them is specialised.
    @inlinable func take(_ source: Anchor<A>.Source, _ transform: @escaping (inout Key.Value, Anchor<A>) -> Void, _ b: _ViewGraph) {
        valueStamp = b.stamp
        capture.take(source, b)
        self.transform = transform
        // Captures nothing, so it allocates nothing.
        if write == nil {
            write = { node, out in
                var v = Key.defaultValue
                _ = node.foldContent(Key.self, into: &v)
                if let a = node.capture.anchor(node.frame, node.isRTL), let t = node.transform { t(&v, a) }
                out.assumingMemoryBound(to: Key.Value.self).pointee = v
            }
        }
    }
    /// The content's combined value for `key` (what `super.foldPreference` folds).
    @usableFromInline func foldContent<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value) -> Bool {
        super.foldPreference(key, into: &value)
    }
    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == Key.self else { return super.foldPreference(key, into: &out) }
        guard let write else { return false }
        withMutablePointer(to: &out) { write(self, UnsafeMutableRawPointer($0)) }
        return true
    }
}

extension View {
    /// Sets `value` for `key`, replacing what this view's content wrote for it.
    @inlinable nonisolated public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
    /// Sets `value` for `key`, replacing what this view's content wrote for it. (The same modifier
    /// where the key's values are `Equatable`: it hands the writer their `==`, specialised, so
    /// that a rebuilt writer tells an equal value cheaply.)
    @inlinable nonisolated public consuming func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View where K.Value: Equatable {
        modifier(_PreferenceWritingModifier<K>(value: value, equals: { $0 == $1 }))
    }
    /// Edits this view's combined value for `key`.
    @inlinable nonisolated public consuming func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
    /// Sets `key` to `transform(anchor)`, the anchor captured from this view by `value`.
    @inlinable nonisolated public consuming func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }
    /// Sets `key` to `transform(anchor)`, the anchor captured from this view by `value`. (The
    /// same modifier where the key's values are `Equatable`: it hands the writer their `==`,
    /// specialised, so that a rebuilt writer can tell an equal value cheaply.)
    @inlinable nonisolated public consuming func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View where K.Value: Equatable {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform, equals: { $0 == $1 }))
    }
    /// Edits this view's combined value for `key` with an anchor captured from this view.
    @inlinable nonisolated public consuming func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorTransformModifier<A, K>(source: value, transform: transform))
    }
}
