/// A node around content that acts when a value it is built with changes from one build to the
/// next (engine detail): `sensoryFeedback`'s trigger, `scrollIndicatorsFlash(trigger:)`,
/// `transaction(value:_:)`. The first build is no change.
@MainActor
class TriggerNode<T: Equatable>: PassthroughNode {
    /// The value of the last build (nil before the first).
    @exclusivity(unchecked) private(set) var lastTrigger: T?

    /// Takes this build's value: the previous one when it changed, else nil.
    func take(_ value: T) -> T? {
        defer { lastTrigger = value }
        guard let last = lastTrigger, last != value else { return nil }
        return last
    }
}
