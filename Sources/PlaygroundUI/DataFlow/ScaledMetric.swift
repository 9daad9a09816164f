import Foundation

/// A number that grows and shrinks with the Dynamic Type size, as text does (SwiftUI's
/// `@ScaledMetric`): `@ScaledMetric var spacing: CGFloat = 20`,
/// `@ScaledMetric(relativeTo: .title) var icon = 10`.
///
/// The value given is the value at the default size (`.large`); at another size it is multiplied
/// by how much the text style it is relative to (`.body` unless given) grew there: the style's size
/// at that Dynamic Type size over its size at `.large` (docs/fonts.md "Dynamic Type"). A view
/// holding one is evaluated again when the Dynamic Type size changes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: _DynamicPropertyBinder {
    let base: Value
    let textStyle: Font.TextStyle
    var _value: Value?

    /// A value that scales like `.body` text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value that scales like text in `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the Dynamic Type size of the view's environment.
    public var wrappedValue: Value { _value ?? base }

    /// `base` at the Dynamic Type size `size`.
    func scaled(at size: DynamicTypeSize) -> Value {
        base * Value(textStyle.scale(at: size))
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: ScaledMetric<Value>.self)
        let size = graph.env.dynamicTypeSize
        if let s = storage {
            unsafeDowncast(s, to: EnvironmentRead<DynamicTypeSize>.self).last = size
        } else {
            storage = EnvironmentRead(read: { $0.dynamicTypeSize }, last: size)
        }
        p.pointee._value = p.pointee.scaled(at: size)
    }
    public static var _size: Int { MemoryLayout<ScaledMetric<Value>>.size }
    public static var _readsEnvironment: Bool { true }
}
