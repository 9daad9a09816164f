import Foundation

// `symbolEffect(_:options:value:)` and `symbolEffect(_:options:isActive:)` (docs/semantics.md
// §19.4): the view runs the effect's poses on the host's virtual clock (each step eased in and
// out over its time divided by the options' speed), so recordings are repeatable.

extension View {
    /// Runs `effect` while `isActive` is true: a held pose (`.scale`, `.disappear`) or poses that
    /// repeat (`.pulse`, `.breathe`, …) unless `options` says how many times.
    nonisolated public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(_SymbolEffectModifier(look: effect._look, options: options, trigger: nil, isActive: isActive))
    }

    /// Runs `effect` once (or as `options` says) each time `value` changes.
    nonisolated public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        nonisolated(unsafe) let trigger = PhaseTrigger.key(value)
        return modifier(_SymbolEffectModifier(look: effect._look, options: options, trigger: trigger, isActive: false))
    }

    /// Removes the symbol effects inside (SwiftUI's `symbolEffectsRemoved(_:)`): with `true` the
    /// effects inside are not run.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.symbolEffectsRemoved = isEnabled })
    }
}

extension EnvironmentValues {
    /// Whether symbol effects are switched off here (`symbolEffectsRemoved`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}
private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

/// The effect on one view: its current pose, moved by a task keyed by the trigger and `isActive`.
struct _SymbolEffectModifier {
    let look: _SymbolEffectLook
    let options: SymbolEffectOptions
    /// The value a discrete effect runs on (nil: indefinite, driven by `isActive`).
    let trigger: AnyHashable?
    let isActive: Bool
    @State private var pose = SymbolPose.rest
    /// The trigger value last seen (a discrete effect does not run for the first one).
    @State private var seen: AnyHashable?
    @Environment(\.symbolEffectsRemoved) private var removed

}

extension _SymbolEffectModifier: ViewModifier {
    private struct RunKey: Hashable { let trigger: AnyHashable?; let isActive: Bool; let removed: Bool }

    func body(content: Content) -> some View {
        // A held pose shows at once while active; a transaction's animation moves it.
        let shown = removed ? SymbolPose.rest : (trigger == nil && isActive ? look.held : nil) ?? pose
        content
            .scaleEffect(shown.scale)
            .opacity(shown.opacity)
            .rotationEffect(.degrees(shown.degrees))
            .task(id: RunKey(trigger: trigger, isActive: isActive, removed: removed)) { await run() }
    }

    @MainActor private func run() async {
        guard !removed, !look.steps.isEmpty else { pose = .rest; return }
        defer { SymbolEffectProbe.runsEnded += 1 }
        let runs: Int
        if let trigger {
            let first = seen == nil
            seen = trigger
            if first { return }
            runs = options.count ?? 1
        } else {
            guard isActive, look.held == nil else {
                if pose != .rest { withAnimation(.easeInOut(duration: 0.2)) { pose = .rest } }
                SymbolEffectProbe.stepsStarted += 1
                return
            }
            runs = options.count ?? (look.repeatsWhileActive ? .max : 1)
        }
        var done = 0
        while done < runs {
            for step in look.steps {
                let seconds = step.seconds / options.speed
                withAnimation(.easeInOut(duration: seconds)) { pose = step.pose }
                SymbolEffectProbe.stepsStarted += 1
                guard await sleep(seconds) else { return }
            }
            // A run that ends turned a full circle is at rest again.
            var t = Transaction(); t.disablesAnimations = true
            withTransaction(t) { pose = .rest }
            done += 1
            if done < runs, options.delay > 0 { guard await sleep(options.delay / options.speed) else { return } }
        }
    }

    /// Waits on the host's clock; false when the task was cancelled.
    @MainActor private func sleep(_ seconds: Double) async -> Bool {
        do { try await Task.sleep(nanoseconds: UInt64(max(seconds, 1.0 / 60) * 1e9)) } catch { return false }
        return !Task.isCancelled
    }
}

/// What the effects' tasks have done, for tests to wait on: steps started (a return to rest when
/// an effect stops counts as one) and runs ended.
@MainActor
enum SymbolEffectProbe {
    static var stepsStarted = 0
    static var runsEnded = 0
}
