import Foundation

/// The environments that environment modifiers made, kept so that the same change of the same
/// environment is made once (docs/engine.md, "The same environment change, made once").
///
/// Writing an `EnvironmentValues` copies its storage (an allocation) and the nodes built in it
/// keep the copy; a forced frame made every such copy anew, and every composite below compared
/// the new one field by field and released the last (a real-screen frame: 638 storages, 8 % of
/// its instructions). A change whose inputs can be compared — the environment it changes, by
/// identity, and what it writes, by its bytes (`Key`) — is looked up here first: the same inputs
/// give the environment made for them last time, shared by every site that asks (a list's rows
/// all get one), and the views below then find their environment identical.
///
/// A key holds the type of the write and the written value's bytes, for values that are plain
/// data (`_isPOD`) and at most 80 bytes; any other change is made each time, as before. Equal
/// bytes are equal values; unequal bytes of equal values (padding, `-0.0`) only miss. The change
/// must depend on nothing but the environment it is given and the key (every write that makes a
/// key is such: `_EnvironmentWrite`). The entry keeps the input storage it was made from, so its
/// identity cannot be reused by another storage while the entry stands.
///
/// 128 entries in 16 sets of 8 (a change goes in its set's empty entry, else in place of the one
/// used longest ago), so that a few dozen changes a frame do not push each other out. After each
/// build, an entry not used in it whose environment nothing else holds is emptied
/// (`sweep`), so an object in an environment (`environmentObject`) is released with the last view
/// that used it, at the end of the build that removed that view (a chain of entries, one's output
/// the next one's input, in as many passes as it is long).
@usableFromInline
final class EnvironmentMemo {
    /// What a change writes: the write's type (a metadata address: unique, never freed) and the
    /// written value's bytes, zero beyond its size.
    @usableFromInline
    struct Key: Equatable, Sendable {
        @usableFromInline var write: UInt
        @usableFromInline var w0: UInt, w1: UInt, w2: UInt, w3: UInt, w4: UInt, w5: UInt, w6: UInt, w7: UInt, w8: UInt, w9: UInt

        @usableFromInline init(write: UInt) {
            self.write = write
            w0 = 0; w1 = 0; w2 = 0; w3 = 0; w4 = 0; w5 = 0; w6 = 0; w7 = 0; w8 = 0; w9 = 0
        }

        /// The most bytes of a value a key holds.
        @usableFromInline static var valueCapacity: Int { 10 * MemoryLayout<UInt>.size }

        /// The key of `W` writing `value`, or nil when the value is not plain data of at most 80
        /// bytes (then the change is made each time).
        @inlinable @inline(__always)
        static func of<W: _EnvironmentWrite>(_ write: W.Type, _ value: W.Value) -> Key? {
            of(value, tag: UInt(bitPattern: ObjectIdentifier(W.self)))
        }

        /// The key of `value` alone: its type and bytes, for values one site makes and compares
        /// among themselves (a text's style box, `Text.StyleBox`). The type is the one the caller
        /// already has, so unspecialised code asks the runtime for no other type's metadata.
        @inlinable @inline(__always)
        static func of<V>(value: V) -> Key? { of(value, tag: UInt(bitPattern: ObjectIdentifier(V.self))) }

        @inlinable @inline(__always)
        static func of<V>(_ value: V, tag: UInt) -> Key? {
            guard _isPOD(V.self), MemoryLayout<V>.size <= valueCapacity else { return nil }
            var key = Key(write: tag)
            if MemoryLayout<V>.size > 0 {
                withUnsafeBytes(of: value) { bytes in
                    withUnsafeMutableBytes(of: &key) { k in
                        // The value's bytes after the write's word (a struct's fields lie in order).
                        k.baseAddress!.advanced(by: MemoryLayout<UInt>.size).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                    }
                }
            }
            return key
        }

        /// A change that writes a constant (`site` names it): `isListRow = true` for a list row.
        static func constant(_ site: UInt) -> Key { Key(write: site) }

        var hash: UInt {
            var h = write
            h = (h ^ w0) &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ w1 ^ (w2 &<< 7) ^ (w3 &<< 13)) &* 0xBF58_476D_1CE4_E5B9
            h ^= w4 ^ (w5 &<< 5) ^ (w6 &<< 11) ^ (w7 &<< 17) ^ (w8 &<< 23) ^ (w9 &<< 29)
            return h
        }
    }

    /// The constant changes made through `Key.constant` (each its own number; type addresses are
    /// multiples of 8 and never this small).
    enum ConstantSite {
        static let listRow: UInt = 1
        static let buttonStyleTaken: UInt = 3
    }

    struct Entry {
        var input: EnvironmentStorage?
        var key = Key.constant(0)
        var output = EnvironmentValues()
        var usedInBuild = 0
    }

    /// 16 sets of 8 entries.
    static let ways = 8
    static let capacity = 16 * ways
    private let entries: UnsafeMutablePointer<Entry>
    /// Entries holding an environment.
    private(set) var occupied = 0
    /// The build being run (`sweep` counts them).
    private var build = 1
    /// Changes made because no entry held them (tests read it).
    private(set) var made = 0
    /// Changes found here (tests read it).
    private(set) var found = 0

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(), count: Self.capacity)
    }

    deinit {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
    }

    /// `input` changed by `change`, whose inputs `key` names: the environment made for them
    /// last time, or made now and kept.
    func environment(_ input: EnvironmentValues, _ key: Key, _ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        let storage = input.storageForMemo
        let h = (key.hash ^ UInt(bitPattern: ObjectIdentifier(storage)) &>> 4) &* 0x94D0_49BB_1331_11EB
        let set = entries + Int(truncatingIfNeeded: h &>> 60) * Self.ways   // 4 bits: 16 sets
        // The entry to replace on a miss: an empty one, else the one used longest ago.
        var victim = set
        for i in 0..<Self.ways {
            let e = set + i
            if e.pointee.input === storage {
                if e.pointee.key == key {
                    e.pointee.usedInBuild = build
                    found &+= 1
                    return e.pointee.output
                }
            }
            if victim.pointee.input != nil && (e.pointee.input == nil || e.pointee.usedInBuild < victim.pointee.usedInBuild) { victim = e }
        }
        var output = input
        change(&output)
        made &+= 1
        // A change that wrote nothing shares its input's storage: nothing to keep.
        if output.isIdentical(to: input) { return output }
        if victim.pointee.input == nil { occupied += 1 }
        victim.pointee = Entry(input: storage, key: key, output: output, usedInBuild: build)
        return output
    }

    /// After a build: empties the entries it did not use whose environment no view keeps any more
    /// (the entry holds the only reference), and starts counting the next build.
    func sweep() {
        defer { build &+= 1 }
        // Again while a pass empties something: an entry's input may be the output of another
        // (`.font(…).bold()` chains them), which no node holds once the later entry is gone.
        var emptied = true
        while emptied && occupied > 0 {
            emptied = false
            for i in 0..<Self.capacity {
                let e = entries + i
                guard e.pointee.input != nil, e.pointee.usedInBuild != build, e.pointee.output.isHeldOnlyHere() else { continue }
                e.pointee = Entry()
                occupied -= 1
                emptied = true
            }
        }
    }
}

/// A change of the environment whose result depends only on the environment it is given and on
/// `Value` (plain data compared by its bytes: `EnvironmentMemo.Key`): the environment modifiers
/// that write one value (`font`, `foregroundStyle`, `tint`, `bold`, `buttonStyle`…) name one, so
/// that the same write on the same environment is made once (`_EnvironmentWriteModifier`).
/// Internal (`@usableFromInline`) for the inlinable modifiers that name one.
@usableFromInline protocol _EnvironmentWrite {
    associatedtype Value
    /// Writes `value` into `environment`.
    @MainActor static func write(_ value: Value, to environment: inout EnvironmentValues)
}
