import Foundation

/// Animates a view or custom modifier that is `Animatable` (docs/semantics.md §16.3): when its
/// `animatableData` changes in an animated transaction, its body is evaluated again every frame
/// with the data interpolated from the value on screen to the new one, by the animation's
/// progress (a spring's overshoot carries through), and once more with the new value at the end.
@MainActor
class AnimatableBodyDriver {
    /// The host of the node (set when the node is evaluated), which evaluates it each frame.
    unowned(unsafe) var graph: _ViewGraph?
    /// True while an animation runs.
    fileprivate(set) var isRunning = false

    /// Records the animatable data of the value at `value` after a build; true when that starts
    /// (or stops) an animation, so the body must be evaluated again.
    func commit(_ value: UnsafeRawPointer, time: Double, animation: Animation?) -> Bool { false }
    /// Writes the interpolated data at `time` into the value at `value` (the new value's copy
    /// about to be evaluated); ends the animation when it has finished.
    func apply(_ value: UnsafeMutableRawPointer, time: Double, _ animator: PresentationAnimator) {}

    /// A driver for values of `type`, or nil when it is not `Animatable`. The conformance is
    /// looked up once per type.
    static func make(for type: Any.Type) -> AnimatableBodyDriver? {
        let key = ObjectIdentifier(type)
        if let f = factories[key] { return f?() }
        let factory: (@MainActor () -> AnimatableBodyDriver)?
        if let a = type as? any Animatable.Type { factory = Self.factory(a) } else { factory = nil }
        factories[key] = factory
        return factory?()
    }
    private static var factories: [ObjectIdentifier: (@MainActor () -> AnimatableBodyDriver)?] = [:]
    private static func factory<A: Animatable>(_: A.Type) -> (@MainActor () -> AnimatableBodyDriver)? {
        // Nothing to interpolate in a view without data of its own.
        if A.AnimatableData.self == EmptyAnimatableData.self { return nil }
        return { AnimatableBody<A>() }
    }
}

@MainActor
private final class AnimatableBody<A: Animatable>: AnimatableBodyDriver {
    private var morph = DataMorph(A.AnimatableData.zero)

    override func commit(_ value: UnsafeRawPointer, time: Double, animation: Animation?) -> Bool {
        let changed = morph.commit(value.assumingMemoryBound(to: A.self).pointee.animatableData, time: time, animation: animation)
        isRunning = morph.isRunning
        return changed
    }

    override func apply(_ value: UnsafeMutableRawPointer, time: Double, _ animator: PresentationAnimator) {
        let data = morph.presented(time: time, animator)
        isRunning = morph.isRunning
        if let data { value.assumingMemoryBound(to: A.self).pointee.animatableData = data }
    }
}

extension _ViewGraph {
    /// Before a frame's first build: the views animating their `animatableData` are evaluated
    /// again (those whose animation ended were evaluated with the final value and are dropped).
    func driveAnimatableBodies() {
        animatingBodies.removeAll { $0.node?.animatable?.isRunning != true }
        for entry in animatingBodies { if let node = entry.node { markDirty(node) } }
    }
}

/// A view animating its data, held weakly: a view removed meanwhile is simply dropped.
struct WeakComposite { weak var node: CompositeNodeBase? }
