import Foundation

/// What the preference inspector shows: every writer in the tree, and each key's reduced value at
/// the root (PreferencePlayground's own API, for the inspector overlay and for tests).
public struct PreferenceInspection: Equatable, Sendable {
    /// One preference writer (`preference`, `transformPreference`, `anchorPreference`,
    /// `transformAnchorPreference`) and where it is.
    public struct Writer: Equatable, Sendable {
        /// The key's type name.
        public var key: String
        /// Which modifier wrote it.
        public var kind: String
        /// The writer's layout frame (root space, points).
        public var frame: CGRect
        /// For anchor writers: the captured anchor geometry in root space (a rect, or a point as a zero-size rect).
        public var anchor: CGRect?
        public init(key: String, kind: String, frame: CGRect, anchor: CGRect?) {
            self.key = key; self.kind = kind; self.frame = frame; self.anchor = anchor
        }
    }
    /// A key and its value as the root sees it.
    public struct Key: Equatable, Sendable {
        public var key: String
        public var value: String
        public init(key: String, value: String) { self.key = key; self.value = value }
    }
    public var writers: [Writer]
    public var keys: [Key]
    public init(writers: [Writer], keys: [Key]) { self.writers = writers; self.keys = keys }
}

/// Implemented by writer nodes so the inspector can describe them without knowing their key type.
@MainActor
protocol InspectableWriter: AnyObject {
    var inspectionKey: String { get }
    var inspectionKind: String { get }
    var inspectionAnchor: CGRect? { get }
    /// The writer's frame (root space): its node's, or for a writer a leaf keeps, the rect the
    /// leaf was placed at.
    var inspectionFrame: CGRect { get }
    /// The root's reduced value for this writer's key, described.
    func rootValueDescription(_ root: _Node) -> String
}

extension InspectableWriter where Self: _Node {
    var inspectionFrame: CGRect { frame }
}

extension ViewHost {
    /// Every preference writer in the current tree and each key's reduced value at the root.
    public func inspectPreferences() -> PreferenceInspection {
        var writers: [PreferenceInspection.Writer] = []
        var keys: [PreferenceInspection.Key] = []
        var seen = Set<String>()
        guard let root = rootForTesting else { return PreferenceInspection(writers: [], keys: []) }
        func visit(_ n: _Node) {
            if let w = n.inspectableWriter {
                writers.append(.init(key: w.inspectionKey, kind: w.inspectionKind, frame: w.inspectionFrame, anchor: w.inspectionAnchor))
                if seen.insert(w.inspectionKey).inserted {
                    keys.append(.init(key: w.inspectionKey, value: w.rootValueDescription(root)))
                }
            }
            n.forEachChild(visit)
        }
        visit(root)
        return PreferenceInspection(writers: writers, keys: keys)
    }

    /// The drawn frames (root space) of every view with geometry: the "layout bounds" overlay.
    public func layoutBounds() -> [CGRect] {
        var result: [CGRect] = []
        func visit(_ n: _Node) {
            if n.showsLayoutBounds {
                result.append(n.presentedFrame)
            }
            n.forEachChild(visit)
        }
        if let root = rootForTesting { visit(root) }
        return result
    }
}

/// A short, stable name for a key type (without module prefixes).
func keyName(_ type: Any.Type) -> String { String(describing: type) }

extension PreferenceWriterNode: InspectableWriter {
    var inspectionKey: String { keyName(Key.self) }
    var inspectionKind: String { "preference" }
    var inspectionAnchor: CGRect? { nil }
    func rootValueDescription(_ root: _Node) -> String { String(describing: root.preferenceValue(Key.self) ?? Key.defaultValue) }
}

extension PreferenceTransformNode: InspectableWriter {
    var inspectionKey: String { keyName(Key.self) }
    var inspectionKind: String { "transformPreference" }
    var inspectionAnchor: CGRect? { nil }
    func rootValueDescription(_ root: _Node) -> String { String(describing: root.preferenceValue(Key.self) ?? Key.defaultValue) }
}

extension PreferenceEditNode: InspectableWriter {
    var inspectionKey: String { keyName(E.Key.self) }
    var inspectionKind: String { "transformPreference" }
    var inspectionAnchor: CGRect? { nil }
    func rootValueDescription(_ root: _Node) -> String { String(describing: root.preferenceValue(E.Key.self) ?? E.Key.defaultValue) }
}

extension AnchorWriterNode: InspectableWriter {
    var inspectionKey: String { keyName(Key.self) }
    var inspectionKind: String { "anchorPreference" }
    var inspectionAnchor: CGRect? { capture.source.flatMap { anchorRect($0.capture(frame, isRTL).rootValue) } }
    func rootValueDescription(_ root: _Node) -> String { String(describing: root.preferenceValue(Key.self) ?? Key.defaultValue) }
}

extension AnchorTransformNode: InspectableWriter {
    var inspectionKey: String { keyName(Key.self) }
    var inspectionKind: String { "transformAnchorPreference" }
    var inspectionAnchor: CGRect? { capture.source.flatMap { anchorRect($0.capture(frame, isRTL).rootValue) } }
    func rootValueDescription(_ root: _Node) -> String { String(describing: root.preferenceValue(Key.self) ?? Key.defaultValue) }
}

/// An anchor's geometry as a rect (points become zero-size rects).
private func anchorRect(_ value: Any) -> CGRect? {
    if let r = value as? CGRect { return r }
    if let p = value as? CGPoint { return CGRect(origin: p, size: .zero) }
    return nil
}
