import Foundation
import PlaygroundUI

/// The preference inspector overlay: outlines every writer's anchor or reported frame in its key's
/// colour, and lists each key's reduced value in a panel, highlighting for half a second the keys
/// whose value changed. Feed it one `observe(_:)` per host frame; `items(size:)` draws it.
@MainActor
public final class PreferenceInspector {
    /// The last observed writers (tree order).
    public private(set) var writers: [PreferenceInspection.Writer] = []
    /// The last observed keys and their reduced values at the root.
    public private(set) var keys: [PreferenceInspection.Key] = []
    /// How many observed frames a change stays highlighted (half a second).
    public let highlightFrames: Int
    private var previous: [String: String]?
    private var changedAt: [String: Int] = [:]
    /// Each key's value as the panel writes it, made again only when the value changes.
    private var condensedValues: [String: String] = [:]
    private var observed = 0
    /// Values condensed for the panel so far (each only when it changed; tests count them).
    package private(set) var formattedCount = 0
    private let text: OverlayText

    /// An inspector measuring its labels with `measurer`, for a clock of `fps` frames per second.
    public init(measurer: TextMeasurer, fps: Int) {
        text = OverlayText(measurer: measurer)
        highlightFrames = max(1, Int((Double(fps) / 2).rounded()))
    }

    /// Forgets the previous values (a new scene, or the inspector was just shown): the next
    /// observation is the baseline and highlights nothing.
    public func reset() {
        previous = nil; changedAt.removeAll(); condensedValues.removeAll(); observed = 0
        writers = []; keys = []
    }

    /// Records the host's current writers and values; call once per rendered host frame.
    public func observe(_ host: ViewHost) {
        let inspection = host.inspectPreferences()
        writers = inspection.writers; keys = inspection.keys
        observed += 1
        var now: [String: String] = [:]
        for k in keys {
            now[k.key] = k.value
            if previous?[k.key] != k.value {
                if previous != nil { changedAt[k.key] = observed }
                condensedValues[k.key] = InspectorValueFormat.condensed(k.value)
                formattedCount += 1
            }
        }
        previous = now
    }

    /// 1 right after `key`'s value changed, fading to 0 over `highlightFrames`.
    public func highlight(of key: String) -> Double {
        guard let at = changedAt[key] else { return 0 }
        return max(0, 1 - Double(observed - at) / Double(highlightFrames))
    }

    /// True while some change is still highlighted (the window keeps drawing frames until it fades).
    public var isHighlighting: Bool { keys.contains { highlight(of: $0.key) > 0 } }

    /// How the panel writes a value: qualifiers dropped, rects as `(x, y, w×h)`, one decimal.
    public nonisolated static func condensed(_ value: String) -> String { InspectorValueFormat.condensed(value) }

    /// The overlay for a window of `size` points: writer outlines, then the value panel.
    public func items(size: CGSize) -> [DisplayItem] {
        WriterOutlines.items(writers, size: size, text: text)
            + InspectorPanel.items(keys, condensed: { self.condensedValues[$0.key] ?? InspectorValueFormat.condensed($0.value) },
                                   highlight: highlight(of:), size: size, text: text)
    }
}
