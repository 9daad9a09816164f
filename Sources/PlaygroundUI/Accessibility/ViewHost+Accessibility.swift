import Foundation

// What a test can ask the host about the views' accessibility (docs/semantics.md §32): the
// elements assistive technology would find, in reading order, with the labels, values, traits
// and identifiers the accessibility modifiers set and the frames the views were laid out in.
// Nothing is read aloud and no platform accessibility API is driven: this is for tests.

extension ViewHost {
    /// One accessibility element as the last frame left it: what the accessibility modifiers on
    /// a view set, on top of what the view is by itself (a `Text` is static text labelled with
    /// its characters; a `Button` is a button labelled with its label's text).
    public struct AccessibilityElement: CustomStringConvertible {
        /// What VoiceOver would read first: the `accessibilityLabel`, else the text shown.
        public var label: String?
        public var value: String?
        public var hint: String?
        public var identifier: String?
        /// The view's own traits (`.isStaticText` for text, `.isButton` for a button, `.isImage`
        /// for an image, `.isHeader` with a heading level) with those added and removed.
        public var traits: AccessibilityTraits
        /// `accessibilitySortPriority` (0 when not set).
        public var sortPriority: Double
        public var headingLevel: AccessibilityHeadingLevel?
        public var inputLabels: [String]
        /// The names of its actions in the order added ("default", "escape", "magicTap", or the
        /// name given to `accessibilityAction(named:_:)`).
        public var actionNames: [String]
        /// Whether it has an `accessibilityAdjustableAction`.
        public var isAdjustable: Bool
        /// Whether an `@AccessibilityFocusState` bound with `accessibilityFocused` holds this view.
        public var isFocused: Bool
        /// The `accessibilityElement(children:)` behaviour set on it, if any.
        public var childBehavior: AccessibilityChildBehavior?
        /// The frame of the view the element belongs to, in the root's space (points).
        public var frame: CGRect
        /// The elements inside a container (`accessibilityElement(children: .contain)`, or
        /// accessibility modifiers on a stack), in reading order; empty for other elements.
        public var children: [AccessibilityElement]
        /// The handlers of its actions and adjustable action (what `performAccessibilityAction`
        /// and `adjustAccessibilityValue` run).
        var actionHandlers: [(name: String, handler: () -> Void)] = []
        var adjustHandler: ((AccessibilityAdjustmentDirection) -> Void)?

        public var description: String {
            var parts: [String] = []
            if let label { parts.append("label: \"\(label)\"") }
            if let value { parts.append("value: \"\(value)\"") }
            if let identifier { parts.append("identifier: \"\(identifier)\"") }
            parts.append("traits: \(traits.rawValue)")
            parts.append("frame: \(frame)")
            if !children.isEmpty { parts.append("children: \(children.count)") }
            return "AccessibilityElement(" + parts.joined(separator: ", ") + ")"
        }

        /// This element and every element inside it, depth first.
        var flattened: [AccessibilityElement] { [self] + children.flatMap(\.flattened) }
    }

    /// The accessibility elements of the whole window, in reading order: as assistive technology
    /// would visit them, without hidden ones, containers holding their children. Elements of
    /// the same container are ordered by `accessibilitySortPriority` (higher first), then as the
    /// views are built (top to bottom, leading to trailing in stacks).
    public var accessibilityElements: [AccessibilityElement] {
        guard let root = graph.root else { return [] }
        var out: [AccessibilityElement] = []
        AccessibilityCollector.visit(root, &out)
        return AccessibilityCollector.sorted(out)
    }

    /// The first element (depth first, in reading order) whose `accessibilityIdentifier` is
    /// `identifier`; nil when none (or when it is hidden).
    public func accessibilityElement(identifier: String) -> AccessibilityElement? {
        accessibilityElements.lazy.flatMap(\.flattened).first { $0.identifier == identifier }
    }

    /// The first element (depth first, in reading order) whose label is `label`.
    public func accessibilityElement(label: String) -> AccessibilityElement? {
        accessibilityElements.lazy.flatMap(\.flattened).first { $0.label == label }
    }

    /// The accessibility label of the element with `accessibilityIdentifier` `identifier`.
    public func accessibilityLabel(ofIdentifier identifier: String) -> String? {
        accessibilityElement(identifier: identifier)?.label
    }

    /// Performs the action named `name` ("default", "escape", "magicTap", or a name given to
    /// `accessibilityAction(named:_:)`) of the element with `accessibilityIdentifier`
    /// `identifier`, as assistive technology would, and advances a frame. A button's default
    /// action, when the view adds none, is the button's own (its action runs as for a tap).
    /// Returns false when there is no such element or action.
    @discardableResult
    public func performAccessibilityAction(_ name: String = "default", identifier: String) -> Bool {
        guard let e = accessibilityElement(identifier: identifier) else { return false }
        if let action = e.actionHandlers.first(where: { $0.name == name }) {
            action.handler()
        } else if name == "default", e.traits.contains(.isButton) {
            tap(at: CGPoint(x: e.frame.midX, y: e.frame.midY))
        } else {
            return false
        }
        advance()
        return true
    }

    /// Runs the `accessibilityAdjustableAction` of the element with `accessibilityIdentifier`
    /// `identifier` (a swipe up or down with VoiceOver) and advances a frame; false when it has none.
    @discardableResult
    public func adjustAccessibilityValue(_ direction: AccessibilityAdjustmentDirection, identifier: String) -> Bool {
        guard let adjust = accessibilityElement(identifier: identifier)?.adjustHandler else { return false }
        adjust(direction)
        advance()
        return true
    }

    /// The frame (root space) of the element with `accessibilityIdentifier` `identifier`.
    public func frame(ofAccessibilityIdentifier identifier: String) -> CGRect? {
        accessibilityElement(identifier: identifier)?.frame
    }
}

/// Builds the element tree from the node tree (see `ViewHost.accessibilityElements`).
@MainActor
enum AccessibilityCollector {
    typealias Element = ViewHost.AccessibilityElement

    /// The child of a node that has exactly one (a modifier other than a background or overlay,
    /// a view's body, a one-view stack), else nil.
    static func onlyChild(_ n: _Node) -> _Node? {
        var only: _Node?
        var count = 0
        n.forEachChild { only = $0; count += 1 }
        return count == 1 ? only : nil
    }

    static func isButton(_ n: _Node) -> Bool {
        if case .tapHandler(let t) = n.nodeRole { return t.isButton }
        return false
    }
    static func isRepresentation(_ n: _Node) -> Bool {
        if case .accessibilityRepresentation = n.nodeRole { return true }
        return false
    }
    static func textInput(_ n: _Node) -> TextInputNode? {
        if case .textInput(let t) = n.nodeRole { return t }
        return nil
    }
    static func accessibility(_ n: _Node) -> AccessibilityNode? {
        if case .accessibility(let a) = n.nodeRole { return a }
        return nil
    }

    /// Appends the elements at and under `n` to `out`.
    static func visit(_ n: _Node, _ out: inout [Element]) {
        // A view with an accessibility representation is found as the representation (§32.3).
        if case .accessibilityRepresentation(let r) = n.nodeRole {
            var kids: [Element] = []
            if let rep = r.representation { visit(rep, &kids) }
            if r.replacesChildren {
                // One container element in the view's frame, holding the synthetic children.
                out.append(Element(label: nil, value: nil, hint: nil, identifier: nil, traits: [], sortPriority: 0,
                                   headingLevel: nil, inputLabels: [], actionNames: [], isAdjustable: false,
                                   isFocused: false, childBehavior: .contain, frame: n.boundingFrame(),
                                   children: sorted(kids)))
            } else {
                out += kids
            }
            return
        }
        guard accessibility(n) != nil || isButton(n) || n.displayedText != nil || textInput(n) != nil else {
            n.forEachChild { visit($0, &out) }
            return
        }
        // The accessibility modifiers on this view, down to the view itself (through other
        // modifiers and single-child wrappers): where two set the same property, the outer wins.
        var props = AccessibilityProperties()
        var leaf = n
        while true {
            if let a = accessibility(leaf) { props = a.properties.applying(props) }
            if isButton(leaf) || leaf.displayedText != nil || isRepresentation(leaf) || textInput(leaf) != nil { break }
            guard let next = onlyChild(leaf) else { break }
            leaf = next
        }
        if props.isHidden == true { return }

        var baseLabel: String?
        var baseValue: String?
        var baseTraits: AccessibilityTraits = []
        var behavior = props.childBehavior
        if let text = leaf.displayedText {
            // (A `Text` labelled with its own `accessibilityLabel` reads that label.)
            var textNode: TextNode?
            if case .text(let t) = leaf.nodeRole { textNode = t }
            baseLabel = textNode?.spokenText ?? text
            baseTraits = .isStaticText
            if props.headingLevel == nil, let level = textNode?.textHeadingLevel { props.headingLevel = level }
        } else if let field = textInput(leaf) {
            // A text input is labelled with its title (not its prompt) and valued with its
            // text; a secure field's value is one bullet a character (§32.2).
            let c = field.config
            let text = field.editing.string
            baseLabel = c.map { $0.accessibilityTitle.isEmpty ? nil : $0.accessibilityTitle } ?? nil
            baseValue = text.isEmpty ? nil : c?.kind == .secure ? String(repeating: "•", count: text.count) : text
        } else if case .image = leaf.nodeRole {
            baseTraits = .isImage
        } else if isButton(leaf) {
            baseTraits = .isButton
            if behavior == nil { behavior = .combine }
        }
        var kids: [Element] = []
        if isRepresentation(leaf) {
            visit(leaf, &kids)
            // One element represents the view: the modifiers outside apply to it.
            if kids.count == 1, behavior == nil {
                var e = kids[0]
                apply(props, to: &e)
                e.actionHandlers += props.actions
                e.actionNames += props.actions.map(\.name)
                if let adjust = props.adjustableAction { e.adjustHandler = adjust; e.isAdjustable = true }
                out.append(e)
                return
            }
        } else if leaf.displayedText == nil && textInput(leaf) == nil { leaf.forEachChild { visit($0, &kids) } }

        var e = Element(label: baseLabel, value: baseValue, hint: nil, identifier: nil, traits: baseTraits,
                        sortPriority: props.sortPriority ?? 0, headingLevel: props.headingLevel,
                        inputLabels: props.inputLabels ?? [], actionNames: props.actions.map(\.name),
                        isAdjustable: props.adjustableAction != nil, isFocused: props.isFocused?() ?? false,
                        childBehavior: props.childBehavior, frame: n.boundingFrame(), children: [],
                        actionHandlers: props.actions, adjustHandler: props.adjustableAction)
        switch behavior?.kind {
        case .ignore?:
            // A new element with no properties but its own (Apple, AccessibilityChildBehavior.ignore).
            e.label = nil
            e.traits = isButton(leaf) ? .isButton : []
        case .combine?:
            // The children's properties merged in: labels and values joined with ", ", traits
            // other than static text and image merged.
            let all = kids.flatMap(\.flattened)
            let labels = all.compactMap(\.label).filter { !$0.isEmpty }
            let values = all.compactMap(\.value).filter { !$0.isEmpty }
            if !labels.isEmpty { e.label = labels.joined(separator: ", ") }
            if !values.isEmpty { e.value = values.joined(separator: ", ") }
            e.traits = all.reduce(e.traits) { $0.union($1.traits) }.subtracting([.isStaticText, .isImage])
            if baseTraits == .isImage { e.traits.insert(.isImage) }
        case .contain?:
            e.children = sorted(kids)
        case nil:
            if !kids.isEmpty {
                // Accessibility modifiers on a container without `accessibilityElement`: the
                // container is implied (SwiftUI makes one when needed).
                e.children = sorted(kids)
            }
        }
        apply(props, to: &e)
        out.append(e)
    }

    /// What the accessibility modifiers on a view set, over what its element is by itself.
    static func apply(_ props: AccessibilityProperties, to e: inout Element) {
        if let v = props.label { e.label = v }
        if let v = props.value { e.value = v }
        if let v = props.hint { e.hint = v }
        if let v = props.identifier { e.identifier = v }
        if props.headingLevel != nil { e.traits.insert(.isHeader) }
        e.traits = e.traits.union(props.addedTraits).subtracting(props.removedTraits)
    }

    /// Higher `accessibilitySortPriority` first; equal ones in the order given.
    static func sorted(_ elements: [Element]) -> [Element] {
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
        return elements.enumerated().sorted {
            $0.element.sortPriority != $1.element.sortPriority ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset
        }.map(\.element)
    }
}
