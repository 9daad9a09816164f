import Foundation

// Finding views from a test (docs/semantics.md §32.4): by the text they show, their
// accessibility identifier or their accessibility label, as XCUITest's queries and
// ViewInspector's `find` do; then reading their frame and preference values, and acting on them
// as a user would — each action delivered as input and followed by a frame.

extension ViewHost {
    /// A view a test found in the current frame. It refers to the view as it was when found:
    /// find it again after an action that rebuilds or removes it.
    @MainActor
    public struct FoundView: @MainActor CustomStringConvertible {
        let host: ViewHost
        let node: _Node

        /// Its layout frame in the window (points), the union of its parts'.
        public var frame: CGRect { node.boundingFrame() }
        /// Where it is drawn now (animated), in the window.
        public var presentedFrame: CGRect { node.presentedBoundingFrame() }
        /// The text it shows: a `Text`'s characters, or the first text inside it.
        public var text: String? {
            var found: String?
            func visit(_ n: _Node) {
                guard found == nil else { return }
                if let t = n.displayedText { found = t; return }
                n.forEachChild(visit)
            }
            visit(node)
            return found
        }
        /// The value its subtree produces for `key` (the preferences its views write, reduced as
        /// SwiftUI reduces them), or `defaultValue` when it writes none. A writer applied to a
        /// found `Text` or `Image` is outside it, though its node keeps the writer.
        public func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
            node.viewsOwnPreferenceValue(K.self) ?? K.defaultValue
        }
        /// Taps its centre (a press and release there) and advances a frame.
        public func tap() {
            host.tap(at: CGPoint(x: presentedFrame.midX, y: presentedFrame.midY))
            host.advance()
        }
        /// Drags from its centre by `translation` in `steps` moves, a frame each, then releases.
        public func drag(by translation: CGSize, steps: Int = 10) {
            let start = CGPoint(x: presentedFrame.midX, y: presentedFrame.midY)
            host.drag(from: start, to: CGPoint(x: start.x + translation.width, y: start.y + translation.height), steps: steps)
        }
        /// Taps it (a text field or editor takes focus) and types `text`, then advances a frame.
        public func typeText(_ text: String) {
            tap()
            host.typeText(text)
            host.advance()
        }
        public var description: String {
            "FoundView(\(text.map { "\"\($0)\"" } ?? String(describing: type(of: node))), frame: \(frame))"
        }
    }

    /// The first view showing `text` (a `Text`, including a button's or a label's title) that a
    /// tap at its centre would reach, else the first showing it; nil when none does.
    public func find(text: String) -> FoundView? {
        let all = findAll(text: text)
        let window = CGRect(origin: .zero, size: size)
        let reachable = all.first { v in
            let c = CGPoint(x: v.presentedFrame.midX, y: v.presentedFrame.midY)
            return window.contains(c) && rootForTesting?.hitTest(c)?.leaf === v.node
        }
        return reachable ?? all.first
    }

    /// Every view showing `text`, in tree order.
    public func findAll(text: String) -> [FoundView] {
        var out: [FoundView] = []
        func visit(_ n: _Node) {
            if n.displayedText == text { out.append(FoundView(host: self, node: n)); return }
            n.forEachChild(visit)
        }
        if let root = rootForTesting { visit(root) }
        return out
    }

    /// The view given `accessibilityIdentifier(identifier)` (the view the modifier is on).
    public func find(identifier: String) -> FoundView? {
        findAccessible { $0.identifier == identifier }
    }

    /// The view whose `accessibilityLabel` is `label`, else the view showing `label` as text,
    /// else the text field titled `label` (docs/semantics.md §32.2).
    public func find(label: String) -> FoundView? {
        findAccessible { $0.label == label } ?? find(text: label) ?? findNode { n in
            if case .textInput(let t) = n.nodeRole { return t.config?.accessibilityTitle == label }
            return false
        }
    }

    /// Whether a view shows `text`.
    public func exists(text: String) -> Bool { !findAll(text: text).isEmpty }

    /// A press at `start`, `steps` moves to `end` a frame each, and a release there.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        let n = max(steps, 1)
        press(at: start)
        advance()
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            advance()
        }
        release(at: end)
        advance()
    }

    private func findAccessible(_ matches: (AccessibilityProperties) -> Bool) -> FoundView? {
        findNode { n in
            if case .accessibility(let a) = n.nodeRole { return matches(a.properties) }
            return false
        }
    }

    /// The first node (tree order) that `matches`.
    private func findNode(_ matches: (_Node) -> Bool) -> FoundView? {
        var found: _Node?
        func visit(_ n: _Node) {
            guard found == nil else { return }
            if matches(n) { found = n; return }
            n.forEachChild(visit)
        }
        if let root = rootForTesting { visit(root) }
        return found.map { FoundView(host: self, node: $0) }
    }
}
