import Foundation

/// Views computed from a collection, identified by each element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    /// The element's identity (a key path, so making a ForEach allocates no closure).
    let idPath: KeyPath<Data.Element, ID>
    func id(_ element: Data.Element) -> ID { element[keyPath: idPath] }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idPath = id
    }

    public static func _makeNode(_ view: Self, _ builder: _Builder, _ slot: inout _Node?) {
        let node = builder.reuse(&slot) { DynamicListNode() }
        // Fast path: the same ids in the same order as last time (the common case every frame).
        if node.ids.count == view.data.count {
            var same = true
            var i = 0
            for element in view.data where same {
                same = node.ids[i] == AnyHashable(view.id(element))
                i += 1
            }
            if same {
                node.markBuilt()
                var k = 0
                for element in view.data {
                    Content._makeNode(view.content(element), builder, &node.slots[k])
                    k += 1
                }
                return
            }
        }
        let oldIDs = node.ids, oldSlots = node.slots
        var newIDs: [AnyHashable] = []
        newIDs.reserveCapacity(view.data.count)
        var newSlots: [_Node?] = []
        newSlots.reserveCapacity(view.data.count)
        var lookup: [AnyHashable: Int]? = nil
        var i = 0
        for element in view.data {
            let key = AnyHashable(view.id(element))
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
            builder.warnOnce("ForEach<\(Data.self), \(ID.self)>: the ID occurs multiple times within the collection; this will give undefined results.")
            var firstUse = Set<AnyHashable>()
            for k in newSlots.indices where !firstUse.insert(newIDs[k]).inserted { newSlots[k] = nil }
        }
        node.ids = newIDs
        node.slots = newSlots
        defer { node.finishUpdate(old: oldSlots, builder) }
        var k = 0
        for element in view.data {
            Content._makeNode(view.content(element), builder, &node.slots[k])
            k += 1
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
