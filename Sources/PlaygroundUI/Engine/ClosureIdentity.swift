/// Whether `a` and `b`, each a struct whose only stored property is a closure (`Anchor.Source`,
/// `AnchorTransform`), hold the same closure that captures nothing: the same function, with no
/// context on either side.
///
/// A Swift closure is two words, its function and its context (null when it captures nothing).
/// One that captures nothing computes from its arguments alone (and globals), so a node handed the
/// same one again may keep what it made of the same arguments last time. A closure that captures
/// anything has a context made afresh each time the code that wrote it runs (or is a captured
/// object whose properties may have changed since), so it never counts as the same here: the
/// caller treats it as new, which is never wrong, only slower. Views compare their closures bit by
/// bit in the same spirit (`ComparedBytes`); how SwiftUI treats a closure it is handed again is
/// not documented (docs/semantics.md §4).
///
/// Read through the struct that holds the closure: a closure handed to generic code as a value
/// of its own is wrapped first in a new context that adapts its calling convention, and would
/// never be the same.
@inlinable @inline(__always)
func holdSameCapturelessClosure<S>(_ a: S, _ b: S) -> Bool {
    guard MemoryLayout<S>.size == 2 * MemoryLayout<UInt>.size else { return false }
    return withUnsafeBytes(of: a) { x in
        withUnsafeBytes(of: b) { y in
            let word = MemoryLayout<UInt>.size
            return x.load(fromByteOffset: word, as: UInt.self) == 0 && y.load(fromByteOffset: word, as: UInt.self) == 0
                && x.load(as: UInt.self) == y.load(as: UInt.self)
        }
    }
}
