import Foundation

// A binding to a collection is a collection of bindings to its elements (SwiftUI since iOS 15),
// so `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }` and
// `List($items) { $item in TextField("Name", text: $item.name) }` edit the array's elements in
// place (docs/semantics.md §21.8). Each element's binding reads and writes the owner's collection
// at its index; identity comes from the element (`Binding: Identifiable` when the element is).

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// The binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ElementLocation(base: self, index: position, value: wrappedValue[position]))
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

/// An element of a bound collection, by index. When the collection has since lost that index (the
/// element was deleted while a view still held its binding, which traps in SwiftUI), it reads
/// the value it last read and writes nothing.
final class ElementLocation<C: MutableCollection>: _BindingLocation<C.Element>, @unchecked Sendable {
    let base: Binding<C>
    let index: C.Index
    private var last: C.Element

    init(base: Binding<C>, index: C.Index, value: C.Element) { self.base = base; self.index = index; last = value }

    override func get() -> C.Element {
        let c = base.wrappedValue
        guard c.indices.contains(index) else { return last }
        last = c[index]
        return last
    }

    override func set(_ value: C.Element) {
        var c = base.wrappedValue
        guard c.indices.contains(index) else { return }
        c[index] = value
        last = value
        base.wrappedValue = c
    }
}
