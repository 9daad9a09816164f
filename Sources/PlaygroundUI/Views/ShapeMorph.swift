import Foundation

/// Animates a custom shape's `animatableData` (docs/semantics.md §16.2): when the data changes in
/// an animated transaction, each frame draws the shape with the data interpolated from the value
/// on screen to the new one, by the animation's progress (a spring's overshoot carries through).
@MainActor
class ShapeMorphing {
    func commit(time: Double, animation: Animation?) {}
    /// The outline to draw at `time` in `rect`, or nil when not animating.
    func outline(in rect: CGRect, time: Double, _ animator: PresentationAnimator) -> (ShapeOutline, CGRect)? { nil }
}

@MainActor
final class ShapeMorph<S: Shape>: ShapeMorphing {
    @exclusivity(unchecked) var target: S
    @exclusivity(unchecked) private var morph: DataMorph<S.AnimatableData>

    init(_ shape: S) {
        target = shape
        morph = DataMorph(shape.animatableData)
    }

    override func commit(time: Double, animation: Animation?) {
        _ = morph.commit(target.animatableData, time: time, animation: animation)
    }

    override func outline(in rect: CGRect, time: Double, _ animator: PresentationAnimator) -> (ShapeOutline, CGRect)? {
        guard let data = morph.presented(time: time, animator) else { return nil }
        var shape = target
        shape.animatableData = data
        return shape._outline(in: rect)
    }
}
