import Foundation
import Synchronization

/// Views computed from a collection, identified by each element's id.
///
/// Its `View` conformance is in an extension, as in SwiftUI, so a ForEach can be made in
/// non-isolated code.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    public var data: Data
    /// The view made for each element.
    public var content: (Data.Element) -> Content {
        get {
            if let integerContent { return { integerContent(unsafeBitCast($0, to: Int.self)) } }
            return elementContent!
        }
        set { elementContent = newValue; integerContent = nil }
    }
    /// `content` as the generic initialisers receive it.
    @usableFromInline var elementContent: ((Data.Element) -> Content)?
    /// `content` as `ForEach(range) { i in … }` receives it, stored as is: kept as
    /// `(Data.Element) -> Content` it would be wrapped in a reabstraction thunk (the element passed
    /// indirectly), one heap allocation per ForEach made, that is per body evaluated.
    @usableFromInline var integerContent: ((Int) -> Content)?
    /// The element's identity (a key path, so making a ForEach allocates no closure).
    @usableFromInline let idPath: KeyPath<Data.Element, ID>
    /// True for `ForEach(range)`: the data is a `Range<Int>` and each element is its own id.
    @usableFromInline let isIntegerRange: Bool

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // `ForEach(0..<n, id: \.self)` is `ForEach(0..<n)` spelled out: same fast path.
        let integers = Data.self == Range<Int>.self && (id as AnyKeyPath) == (\Int.self as AnyKeyPath)
        self.init(data, id: id, isIntegerRange: integers, content: content)
    }

    @usableFromInline init(_ data: Data, id: KeyPath<Data.Element, ID>, isIntegerRange: Bool, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.elementContent = content
        self.idPath = id
        self.isIntegerRange = isIntegerRange
    }

    @inlinable init(integers data: Data, content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.integerContent = content
        self.idPath = \.self
        self.isIntegerRange = true
    }

}

extension ForEach: View, PrimitiveView {
    // In this generic code every read of a field of `view` asks the runtime for ForEach's
    // metadata, so the fields are read once, into locals.
    @inlinable @inline(__always) public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // The node unretained: `slot` holds it (`_ViewGraph.withReused`, node-model step 59).
        graph.withReused(&slot, { DynamicListNode() }) { node in
            _ = graph.takeOneViewRoot(for: node)   // its elements are in a list context (§31.6)
            // Fastest path: `ForEach(range)` over the same range as last time (no ids to compare
            // and no generic iteration: the elements are the integers).
            if view.isIntegerRange {
                let range = unsafeBitCast(view.data, to: Range<Int>.self)
                if node.idRange == range {
                    node.markBuilt()
                    // What each element's build touches asked for while the ones before it build (steps 60–61).
                    let last = range.count - 1
                    if let content = view.integerContent {
                        for i in range {
                            let k = i - range.lowerBound
                            graph.buildElement(content(i), &node.slots[k], index: k, last: last)
                        }
                    } else if let content = view.elementContent {
                        for i in range {
                            let k = i - range.lowerBound
                            graph.buildElement(content(unsafeBitCast(i, to: Data.Element.self)), &node.slots[k], index: k, last: last)
                        }
                    }
                    return
                }
            }
            build(view, node, graph)
        }
    }

    /// Builds the elements into `node` when the ids may have changed.
    @MainActor @usableFromInline
    static func build(_ view: Self, _ node: DynamicListNode, _ graph: _ViewGraph) {
        let data = view.data, content = view.content, idPath = view.idPath
        let range = view.isIntegerRange ? unsafeBitCast(data, to: Range<Int>.self) : nil
        // Otherwise the same ids in the same order as last time keep every slot (the common case
        // every frame); changed ids are matched to the old slots by id.
        let oldSlots = node.slots
        let changed = !hasSameIDs(node, data, idPath)
        if changed { matchSlots(node, data, idPath, graph) } else { node.markBuilt() }
        node.idRange = range
        var k = 0
        let last = node.slots.count - 1
        for element in data {
            graph.buildElement(content(element), &node.slots[k], index: k, last: last)
            k += 1
        }
        if changed { node.finishUpdate(old: oldSlots, graph) }
    }

    /// Whether `data`'s ids are the ids `node` was last built with, in order. Compared as `ID`
    /// values in a typed copy the node keeps (recognised by `ID`'s type, which this code has in
    /// hand), not as `AnyHashable`s, whose comparison asks the runtime for metadata per element.
    @MainActor
    private static func hasSameIDs(_ node: DynamicListNode, _ data: Data, _ idPath: KeyPath<Data.Element, ID>) -> Bool {
        guard node.ids.count == data.count, let box = node.typedIDs, node.typedIDType == ObjectIdentifier(ID.self) else { return false }
        let ids = unsafeDowncast(box, to: TypedIDs<ID>.self).ids
        var i = 0
        for element in data {
            if ids[i] != element[keyPath: idPath] { return false }
            i += 1
        }
        return true
    }

    /// Gives `node` the ids of `data` and, for each, the old slot with that id (nil for new ids).
    @MainActor
    private static func matchSlots(_ node: DynamicListNode, _ data: Data, _ idPath: KeyPath<Data.Element, ID>, _ graph: _ViewGraph) {
        let oldIDs = node.ids, oldSlots = node.slots
        var newIDs: [AnyHashable] = []
        newIDs.reserveCapacity(data.count)
        var newSlots: [_Node?] = []
        newSlots.reserveCapacity(data.count)
        var lookup: [AnyHashable: Int]? = nil
        var i = 0
        for element in data {
            let key = AnyHashable(element[keyPath: idPath])
            var reused: _Node? = nil
            if i < oldIDs.count && oldIDs[i] == key {
                reused = oldSlots[i]
            } else {
                if lookup == nil {
                    var l: [AnyHashable: Int] = [:]
                    for (j, k) in oldIDs.enumerated() where l[k] == nil { l[k] = j }
                    lookup = l
                }
                if let j = lookup?[key] { reused = oldSlots[j] }
            }
            newIDs.append(key)
            newSlots.append(reused)
            i += 1
        }
        // Duplicate ids: warn once, keep going (the duplicates share no state).
        // Checked only when the ids changed since the last frame (positional reuse means same ids).
        if (lookup != nil || newIDs.count != oldIDs.count) && Set(newIDs).count != newIDs.count {
            graph.warnOnce("ForEach<\(Data.self), \(ID.self)>: the ID occurs multiple times within the collection; this will give undefined results.")
            var firstUse = Set<AnyHashable>()
            for k in newSlots.indices where !firstUse.insert(newIDs[k]).inserted { newSlots[k] = nil }
        }
        node.ids = newIDs
        node.slots = newSlots
        node.typedIDs = TypedIDs<ID>(data.map { $0[keyPath: idPath] })
        node.typedIDType = ObjectIdentifier(ID.self)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers.
    @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(integers: data, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: KeyPathCache.identifier(of: Data.Element.self), content: content)
    }
}

/// The ids a `ForEach` node was last built with, as `ID` values (see `hasSameIDs`).
final class TypedIDs<ID: Hashable> {
    let ids: [ID]
    init(_ ids: [ID]) { self.ids = ids }
}

/// Key paths a generic initialiser would otherwise make on every call. `\.id` written in generic
/// code is instantiated by the Swift runtime each time it is evaluated (the generic argument is
/// resolved from its mangled name: about 18,000 instructions); `ForEach(items) { … }` runs in
/// every `body` evaluation, so the path is made once per element type and kept.
enum KeyPathCache {
    /// Key paths are immutable once made, so sharing them across threads is safe.
    private struct Shared: @unchecked Sendable { let path: AnyKeyPath }
    private static let identifiers = Mutex<[ObjectIdentifier: Shared]>([:])

    static func identifier<Element: Identifiable>(of type: Element.Type) -> KeyPath<Element, Element.ID> {
        let key = ObjectIdentifier(Element.self)
        if let shared = identifiers.withLock({ $0[key] }) {
            return unsafeDowncast(shared.path, to: KeyPath<Element, Element.ID>.self)
        }
        let path: KeyPath<Element, Element.ID> = \.id
        let shared = Shared(path: path)
        identifiers.withLock { $0[key] = shared }
        return path
    }
}
