import Foundation

/// A type-erased shape (iOS 16): draws the outline of the shape it was made from.
public struct AnyShape: @unchecked Sendable {
    // (Unchecked: a shape is a value describing an outline; SwiftUI's `AnyShape` is Sendable.)
    private let shape: any Shape

    /// A shape drawn as `shape`.
    nonisolated public init<S: Shape>(_ shape: S) { self.shape = shape }
}

extension AnyShape: Shape {
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { shape._outline(in: rect) }
}
