import PlaygroundUI

/// The seed author's preference key that collects every value written, in tree order
/// (seed 000: `typealias Frames = AllValues<CGRect>`). Reconstructed from its use.
public struct AllValues<T>: PreferenceKey {
    public typealias Value = [T]
    public static var defaultValue: [T] { [] }
    public static func reduce(value: inout [T], nextValue: () -> [T]) {
        value.append(contentsOf: nextValue())
    }
}
