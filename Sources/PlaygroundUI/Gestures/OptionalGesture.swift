import Foundation

/// `Optional` is a gesture when what it wraps is one (as in SwiftUI), so a gesture can be switched
/// off by passing nil: `.gesture(isDragEnabled ? DragGesture() : nil)`. A nil gesture recognizes
/// nothing: it fails at the first input and so never takes the pointer from the view's other
/// gestures or its subviews' (docs/semantics.md §25.10).
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public typealias Body = Never

    @MainActor public static func _makeRecognizer(_ gesture: Self) -> _GestureRecognizer<Wrapped.Value> {
        switch gesture {
        case .some(let wrapped): Wrapped._makeRecognizer(wrapped)
        case .none: _AbsentGestureRecognizer()
        }
    }
}

/// The recognizer of a nil gesture: it fails at once.
@MainActor
final class _AbsentGestureRecognizer<Value>: _GestureRecognizer<Value> {
    override func handle(_ input: GestureInput) { emitFailed() }
}
