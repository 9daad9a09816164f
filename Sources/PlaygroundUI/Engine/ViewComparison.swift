@_spi(Reflection) import Swift
import Foundation

/// How to compare two values of a type bit by bit, found once per type: structs are flattened to
/// their leaf fields (padding between fields has undefined bytes and is skipped), optionals compare
/// their payload only when both are non-nil, values kept in a shared box compare with their `==`
/// (`_ComparedByValue`), and `@State` fields are skipped (their value lives in the node).
struct ComparedLayout: @unchecked Sendable {
    var ranges: [Range<Int>] = []
    /// Fields compared by a function of their own: optionals, and `_ComparedByValue` values.
    var optionals: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)] = []

    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for r in ranges where memcmp(a + r.lowerBound, b + r.lowerBound, r.count) != 0 { return false }
        for o in optionals where !o.equal(a + o.offset, b + o.offset) { return false }
        return true
    }
}

/// A type that a view comparison compares with its own `==`, not bit by bit: a value kept in a
/// box that copies share (`Animation`), where two equal values made apart are two boxes. Bit by
/// bit, a view holding `.spring(response: 0.3)` would differ from itself at every evaluation of
/// the body that made it, unless the allocator happened to hand the new box the old one's address.
protocol _ComparedByValue {
    static func _equalValues(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

extension Animation: _ComparedByValue {
    static func _equalValues(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Animation.self).pointee == b.assumingMemoryBound(to: Animation.self).pointee
    }
}

/// Optionals compare by case first (a nil optional's payload bytes are undefined).
protocol _ComparableOptional {
    static func _bitwiseEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
    static var _wrappedType: Any.Type { get }
}

extension Optional: _ComparableOptional {
    static var _wrappedType: Any.Type { Wrapped.self }
    static func _bitwiseEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let x = a.assumingMemoryBound(to: Optional<Wrapped>.self).pointee
        let y = b.assumingMemoryBound(to: Optional<Wrapped>.self).pointee
        switch (x, y) {
        case (nil, nil): return true
        case (let u?, let v?):
            let layout = MainActor.assumeIsolated { ComparedBytes.layout(of: Wrapped.self) }
            return sameBytes(u, v, layout)
        default: return false
        }
    }
}

enum ComparedBytes {
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: ComparedLayout] = [:]

    @MainActor
    static func layout(of type: Any.Type) -> ComparedLayout {
        if let l = cache[ObjectIdentifier(type)] { return l }
        var result = ComparedLayout()
        var ranges: [Range<Int>] = []
        collect(type, base: 0, into: &ranges, optionals: &result.optionals, depth: 0)
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !r.isEmpty {
            if let last = result.ranges.last, last.upperBound >= r.lowerBound {
                result.ranges[result.ranges.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                result.ranges.append(r)
            }
        }
        cache[ObjectIdentifier(type)] = result
        return result
    }

    private static func size(of type: Any.Type) -> Int {
        func s<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: s)
    }

    private static func collect(_ type: Any.Type, base: Int, into result: inout [Range<Int>],
                                optionals: inout [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)], depth: Int) {
        if let o = type as? any _ComparableOptional.Type {
            optionals.append((base, o._bitwiseEqual))
            return
        }
        if let v = type as? any _ComparedByValue.Type {
            optionals.append((base, v._equalValues))
            return
        }
        var fields: [(Int, Any.Type, _MetadataKind)] = []
        let ok = depth < 8 && _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            fields.append((offset, fieldType, kind))
            return true
        }
        guard ok, !fields.isEmpty || size(of: type) == 0 else { result.append(base..<(base + size(of: type))); return }
        for (offset, fieldType, kind) in fields {
            // @State lives in the node; an @ObservedObject's object is an input, compared.
            if let binder = fieldType as? any _DynamicPropertyBinder.Type, !binder._comparesBytes { continue }
            // A TupleView's build follows from its type (`_TupleBuild`).
            if fieldType == _TupleBuild.self { continue }
            // Tuples too (a `TupleView`'s views): compared as a whole, their padding and the
            // payloads of their nil optionals were compared as well, so a view that stores a
            // block of views counted as changed every time.
            if kind == .struct || kind == .tuple || fieldType is any _ComparableOptional.Type {
                collect(fieldType, base: base + offset, into: &result, optionals: &optionals, depth: depth + 1)
            } else {
                result.append((base + offset)..<(base + offset + size(of: fieldType)))
            }
        }
    }
}
