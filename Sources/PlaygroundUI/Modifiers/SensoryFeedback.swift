import Foundation

// `sensoryFeedback` (iOS 17): plays a haptic or sound when a value changes (docs/semantics.md
// §35.1). Linux has no haptics, so nothing is felt; what would have played is kept in order for
// tests (`ViewHost.playedSensoryFeedback`).

/// A kind of haptic or audio feedback the system can play.
public struct SensoryFeedback: Equatable, Sendable, CustomStringConvertible {
    enum Kind: String, Sendable { case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete, impact }
    let kind: Kind
    let weight: Weight?
    let flexibility: Flexibility?
    let intensity: Double

    init(_ kind: Kind, weight: Weight? = nil, flexibility: Flexibility? = nil, intensity: Double = 1) {
        self.kind = kind; self.weight = weight; self.flexibility = flexibility; self.intensity = intensity
    }

    /// A task completed.
    public static let success = SensoryFeedback(.success)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(.warning)
    /// An error occurred.
    public static let error = SensoryFeedback(.error)
    /// A selection changed.
    public static let selection = SensoryFeedback(.selection)
    /// A value went up.
    public static let increase = SensoryFeedback(.increase)
    /// A value went down.
    public static let decrease = SensoryFeedback(.decrease)
    /// An activity started.
    public static let start = SensoryFeedback(.start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(.stop)
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(.alignment)
    /// A value moved to another level (a pressure step).
    public static let levelChange = SensoryFeedback(.levelChange)
    /// A drawn path was completed.
    public static let pathComplete = SensoryFeedback(.pathComplete)
    /// A physical impact (medium weight).
    public static let impact = SensoryFeedback(.impact, weight: .medium)
    /// A physical impact of an object of `weight`, at `intensity` (0…1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impact, weight: weight, intensity: intensity)
    }
    /// A physical impact of an object of `flexibility`, at `intensity` (0…1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(.impact, flexibility: flexibility, intensity: intensity)
    }

    /// How heavy the object of an impact is.
    public struct Weight: Equatable, Sendable {
        let raw: UInt8
        public static let light = Weight(raw: 0)
        public static let medium = Weight(raw: 1)
        public static let heavy = Weight(raw: 2)
    }
    /// How flexible the object of an impact is.
    public struct Flexibility: Equatable, Sendable {
        let raw: UInt8
        public static let rigid = Flexibility(raw: 0)
        public static let solid = Flexibility(raw: 1)
        public static let soft = Flexibility(raw: 2)
    }

    public var description: String {
        guard kind == .impact else { return kind.rawValue }
        var parts: [String] = []
        if let w = weight { parts.append("weight: " + ["light", "medium", "heavy"][Int(w.raw)]) }
        if let f = flexibility { parts.append("flexibility: " + ["rigid", "solid", "soft"][Int(f.raw)]) }
        if intensity != 1 { parts.append("intensity: \(intensity)") }
        return "impact(" + parts.joined(separator: ", ") + ")"
    }
}

/// The feedback one host would have played, in order (`_ViewGraph.haptics`).
@MainActor
final class SensoryFeedbackLog {
    @exclusivity(unchecked) private(set) var played: [SensoryFeedback] = []
    func play(_ feedback: SensoryFeedback) { played.append(feedback) }
}

/// Builds `sensoryFeedback`: compares the trigger with the one of the last build.
package struct _SensoryFeedbackModifier<T: Equatable> {
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?
}

extension _SensoryFeedbackModifier: PrimitiveModifier {
    /// Built once around the content: one trigger plays once, however many views it holds.
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { SensoryFeedbackNode<T>() }
        if let last = node.take(m.trigger), let f = m.feedback(last, m.trigger) { b.haptics.play(f) }
        C._makeNode(content, b, &node.content)
    }
}

@MainActor
final class SensoryFeedbackNode<T: Equatable>: TriggerNode<T> {}

extension View {
    /// Plays `feedback` when `trigger` changes (nothing is felt here: Linux has no haptics;
    /// `ViewHost.playedSensoryFeedback` lists what would have played).
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: { _, _ in feedback }))
    }
    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new values.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                                         condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: { condition($0, $1) ? feedback : nil }))
    }
    /// Plays the feedback `feedback` returns for the old and new values when `trigger` changes
    /// (none when it returns nil).
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T,
                                                         _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }
}

extension ViewHost {
    /// The sensory feedback (haptics) the views asked to play so far, oldest first.
    public var playedSensoryFeedback: [SensoryFeedback] { graph.haptics.played }
}
