import Foundation

// Phase animations (iOS 17, docs/semantics.md §7.7). A phase animator shows its content in one
// phase at a time and moves to the next phase, animated with the animation the closure gives for
// that phase, when the previous animation has finished: without a trigger it cycles through the
// phases for as long as it is shown; with a trigger, each change of the trigger runs through the
// phases once and comes back to the first.

/// A view that animates its content through a sequence of phases (SwiftUI's `PhaseAnimator`).
/// Its `View` conformance is in an extension, as in SwiftUI, so it can be made in any context.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let phases: [Phase]
    let trigger: AnyHashable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    /// The trigger value the animator was last run for (nil until it first appeared).
    @State private var ranFor: AnyHashable?

    /// Cycles through `phases` continuously, starting with the first.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes, ending on the first phase.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger.key(trigger)
        self.content = content
        self.animation = animation
    }

}

extension PhaseAnimator: View {
    public var body: some View {
        let current = phases.isEmpty ? nil : phases[min(index, phases.count - 1)]
        Group {
            if let current { content(current) }
        }
        .task(id: trigger) { await run() }
    }

    /// Moves through the phases; each step waits until its animation has finished (on the host's
    /// clock: recordings are repeatable).
    @MainActor private func run() async {
        guard phases.count > 1 else { return }
        if trigger != nil {
            // A trigger's first value shows the first phase; each change runs the phases once.
            let first = ranFor == nil
            ranFor = trigger
            if first { return }
            for next in Array(1..<phases.count) + [0] {
                guard await step(to: next) else { return }
            }
        } else {
            var next = 1
            while await step(to: next) { next = (next + 1) % phases.count }
        }
    }

    /// Animates to phase `next` and waits for the animation; false when the task was cancelled
    /// or the animation never ends.
    @MainActor private func step(to next: Int) async -> Bool {
        let anim = animation(phases[next])
        withAnimation(anim) { index = next }
        let seconds = anim.map { ProgressTiming(animation: $0, delta: SIMD4(1, 0, 0, 0)).duration } ?? 0
        guard seconds.isFinite else { return false }
        // At least a frame, so a phase with no animation still shows before the next.
        do { try await Task.sleep(nanoseconds: UInt64(max(seconds, 1.0 / 60) * 1e9)) } catch { return false }
        return !Task.isCancelled
    }
}

/// The trigger of a phase animator, erased (equal triggers compare equal).
enum PhaseTrigger {
    struct Box<T: Equatable>: Hashable {
        let value: T
        static func == (a: Box, b: Box) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) {}
    }
    static func key<T: Equatable>(_ value: T) -> AnyHashable { AnyHashable(Box(value: value)) }

}

extension View {
    /// Animates this view through `phases` continuously (SwiftUI's `phaseAnimator(_:content:animation:)`).
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        nonisolated(unsafe) let placeholder = PlaceholderContentView(view: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` once each time `trigger` changes.
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        nonisolated(unsafe) let placeholder = PlaceholderContentView(view: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}

/// The view a phase or keyframe animator, a scoped animation (`animation(_:body:)`) or a
/// transition (`Transition.Content`) modifies, as its closure or body receives it.
public struct PlaceholderContentView<Value> {
    /// The view modified and the scope it is in; nil for a transition's content, which is the
    /// view the transition applies to (the modifier content in scope when its body is built).
    let content: PlaceholderContent?
    /// A transition's content.
    nonisolated init() { content = nil }
}

extension PlaceholderContentView where Value: View {
    /// `view`; inside a scoped animation or transaction, the content gets back the transaction
    /// from outside it (`animation(_:body:)`, `Modifiers/ScopedAnimation.swift`).
    nonisolated init(view: Value, scope: AnimationScope? = nil) { content = ViewPlaceholderContent(view, scope) }
}

extension PlaceholderContentView: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if let content = view.content { content.build(graph, &slot) } else { graph.buildModifierContent(&slot) }
    }
    /// A transition's content is a list when the view it applies to is one; the others are one
    /// view (as `_AnimationScopeExit` is).
    public static func _isViewList(_ graph: _ViewGraph) -> Bool {
        Value.self is any View.Type ? false : graph.modifierContentIsList
    }
}

/// What a placeholder builds (`PlaceholderContentView.content`).
class PlaceholderContent: @unchecked Sendable {
    @MainActor func build(_ graph: _ViewGraph, _ slot: inout _Node?) {}
}

final class ViewPlaceholderContent<V: View>: PlaceholderContent, @unchecked Sendable {
    let view: V
    let scope: AnimationScope?
    init(_ view: V, _ scope: AnimationScope?) { self.view = view; self.scope = scope }
    @MainActor override func build(_ graph: _ViewGraph, _ slot: inout _Node?) {
        _AnimationScopeExit._makeNode(_AnimationScopeExit(view: view, scope: scope), graph, &slot)
    }
}
