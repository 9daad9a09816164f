import Foundation

// `keyframeAnimator` and `KeyframeAnimator` (iOS 17, docs/semantics.md §7.10): a view shown
// with a value that keyframes move over time, every frame on the host's clock — repeating while
// shown, or once each time a trigger changes.

/// A view whose content is shown with a value its keyframes move over time (SwiftUI's
/// `KeyframeAnimator`).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyHashable?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes over and over while `repeating` is true (from the value the last run
    /// ended with); with `repeating` false the content shows `initialValue`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes, from the value the last run ended
    /// with.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = PhaseTrigger.key(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }
}

extension KeyframeAnimator: View {
    public var body: some View {
        _KeyframeAnimatorBody(animator: self)
    }
}

/// The animator's state: the value shown, moved by a task that wakes every frame on the host's
/// clock while keyframes play.
struct _KeyframeAnimatorBody<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let animator: KeyframeAnimator<Value, KeyframePath, Content>
    /// The value shown (nil: the initial value).
    @State private var shown: Box?
    /// The trigger value the animator last ran for (nil until it first appeared).
    @State private var ranFor: AnyHashable?

    /// The value in a class, so a new value is a new state without Value being Equatable.
    final class Box { let value: Value; init(_ value: Value) { self.value = value } }

    var body: some View {
        animator.content(shown?.value ?? animator.initialValue)
            .task(id: TaskKey(trigger: animator.trigger, repeating: animator.repeating)) { await run() }
    }

    struct TaskKey: Equatable { let trigger: AnyHashable?; let repeating: Bool }

    @MainActor private func run() async {
        if animator.trigger != nil {
            // The first value shows the initial value; each change plays the keyframes once.
            let first = ranFor == nil
            ranFor = animator.trigger
            if first { return }
            _ = await play()
        } else if animator.repeating {
            while await play() {}
        }
    }

    /// Plays the keyframes once from the value shown; false when cancelled or when they take no
    /// time (so a repeating animator of empty keyframes does not spin).
    @MainActor private func play() async -> Bool {
        let start = shown?.value ?? animator.initialValue
        let timeline = KeyframeTimeline(initialValue: start, keyframes: animator.keyframes(start))
        let duration = timeline.duration
        guard let clock = _HostClock.current else { shown = Box(timeline.value(time: duration)); return false }
        let t0 = clock.now
        while true {
            let t = clock.now - t0
            let ended = t >= duration - 1e-9   // (a frame's time is exact to about a nanosecond)
            shown = Box(timeline.value(time: ended ? duration : t))
            _TimelineClock.countEntry()   // a value to draw (tests wait on the count)
            if ended { break }
            // To the next frame (at least a frame, on the host's clock).
            do { try await Task.sleep(nanoseconds: UInt64(1e9 / 60)) } catch { return false }
            if Task.isCancelled { return false }
        }
        return duration > 0 && !Task.isCancelled
    }
}

extension View {
    /// Shows `content` (this view and the value) with a value that `keyframes` move, over and over
    /// while `repeating` (SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`).
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        nonisolated(unsafe) let placeholder = PlaceholderContentView(view: self)
        nonisolated(unsafe) let initialValue = initialValue
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Shows `content` with a value that `keyframes` move once each time `trigger` changes.
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        nonisolated(unsafe) let placeholder = PlaceholderContentView(view: self)
        nonisolated(unsafe) let initialValue = initialValue
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
