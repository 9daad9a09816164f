import Foundation

// The accessibility modifiers (docs/semantics.md §32): each one records what it sets in an
// `AccessibilityAttachmentModifier`, built as a node with no layout or drawing of its own
// (`AccessibilityNode`), where `ViewHost`'s accessibility queries read it. Nothing speaks them.

/// What one accessibility modifier (or a run of them merged) sets on the view's element; nil or
/// empty leaves what is below.
struct AccessibilityProperties {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var isHidden: Bool?
    var childBehavior: AccessibilityChildBehavior?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    var sortPriority: Double?
    var headingLevel: AccessibilityHeadingLevel?
    var inputLabels: [String]?
    /// Action names in the order added ("default", "escape", "magicTap", or a custom name).
    var actions: [(name: String, handler: () -> Void)] = []
    var adjustableAction: ((AccessibilityAdjustmentDirection) -> Void)?
    /// Whether the `@AccessibilityFocusState` bound with `accessibilityFocused` holds this view.
    var isFocused: (@MainActor () -> Bool)?

    /// These properties with `outer`'s (a modifier applied after these) on top: a value set by
    /// both is the outer one; traits are added and removed in order.
    func applying(_ outer: AccessibilityProperties) -> AccessibilityProperties {
        var p = self
        if let v = outer.label { p.label = v }
        if let v = outer.value { p.value = v }
        if let v = outer.hint { p.hint = v }
        if let v = outer.identifier { p.identifier = v }
        if let v = outer.isHidden { p.isHidden = v }
        if let v = outer.childBehavior { p.childBehavior = v }
        p.addedTraits = p.addedTraits.subtracting(outer.removedTraits).union(outer.addedTraits)
        p.removedTraits = p.removedTraits.subtracting(outer.addedTraits).union(outer.removedTraits)
        if let v = outer.sortPriority { p.sortPriority = v }
        if let v = outer.headingLevel { p.headingLevel = v }
        if let v = outer.inputLabels { p.inputLabels = v }
        p.actions += outer.actions
        if let v = outer.adjustableAction { p.adjustableAction = v }
        if let v = outer.isFocused { p.isFocused = v }
        return p
    }
}

/// The modifier every accessibility modifier returns (SwiftUI's `AccessibilityAttachmentModifier`):
/// it adds properties to the view's accessibility element and changes nothing drawn. Applying
/// another accessibility modifier to a `ModifiedContent` of it merges into the same attachment.
public struct AccessibilityAttachmentModifier {
    var properties: AccessibilityProperties
    init(_ properties: AccessibilityProperties) { self.properties = properties }
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        // Nothing drawn or laid out depends on these: the node only keeps them for the queries.
        b.modifierNode(&slot, content, { AccessibilityNode() }) { $0.properties = m.properties }
    }
}

/// The node of an accessibility attachment: no geometry of its own, its properties for the host's
/// accessibility queries (`ViewHost.accessibilityElements`).
@MainActor
final class AccessibilityNode: PassthroughNode {
    override var nodeRole: NodeRole { .accessibility(self) }
    var properties = AccessibilityProperties()
}

extension View {
    nonisolated func _accessibility(_ change: (inout AccessibilityProperties) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        var p = AccessibilityProperties()
        change(&p)
        return modifier(AccessibilityAttachmentModifier(p))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    nonisolated func _accessibility(_ change: (inout AccessibilityProperties) -> Void) -> ModifiedContent<Content, Modifier> {
        var p = AccessibilityProperties()
        change(&p)
        var m = self
        m.modifier.properties = modifier.properties.applying(p)
        return m
    }
}

// MARK: Labels, values, hints, identifiers

extension View {
    /// The label that describes this view to assistive technologies (read in place of the text a
    /// `Text` shows).
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.label = label.string }
    }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.label = labelKey.string }
    }
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.label = String(label) }
    }
    /// The view's current value when it differs from its label (a slider's "50 %").
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.value = valueDescription.string }
    }
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.value = valueKey.string }
    }
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.value = String(value) }
    }
    /// What happens when the view is activated ("Opens the settings").
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.hint = hint.string }
    }
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.hint = hintKey.string }
    }
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.hint = String(hint) }
    }
    /// A string that identifies the element to UI tests (never read aloud).
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.identifier = identifier }
    }
    /// Hides this view and everything inside it from assistive technologies (when `hidden`).
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.isHidden = hidden }
    }
    /// Other names a user can speak or type to refer to the view (Voice Control), most important
    /// first.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.inputLabels = inputLabels.map(\.string) }
    }
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.inputLabels = inputLabelKeys.map(\.string) }
    }
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.inputLabels = inputLabels.map { String($0) } }
    }
}

// MARK: Elements, traits, order, headings

extension View {
    /// Makes this view one accessibility element, or changes how the element it already is
    /// treats the elements inside (`.ignore`, the default: hidden; `.combine`: merged into it;
    /// `.contain`: kept as its children).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _accessibility { $0.childBehavior = children }
    }
    /// Adds traits to the view's element (`.isButton`, `.isHeader`, `.isSelected`, …).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.addedTraits = traits }
    }
    /// Removes traits from the view's element (a `Text`'s `.isStaticText`, say).
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.removedTraits = traits }
    }
    /// The element's place in the reading order among its siblings in the same container: higher
    /// comes first; the default is 0, ties keep the order of the views.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.sortPriority = sortPriority }
    }
    /// Marks the element as a heading of `level` (it gains `.isHeader`).
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.headingLevel = level }
    }
}

// MARK: Actions

extension View {
    /// Runs `handler` when assistive technology performs `actionKind` on the element.
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.actions = [(actionKind.name, handler)] }
    }
    /// A custom action, listed under `name`.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.actions = [(name.string, handler)] }
    }
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.actions = [(nameKey.string, handler)] }
    }
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { $0.actions = [(String(name), handler)] }
    }
    /// Makes the element adjustable (swipe up/down with VoiceOver): `handler` gets the direction.
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        _accessibility { $0.adjustableAction = handler }
    }
}

// MARK: The same on an accessibility attachment: merged into it (as SwiftUI declares them)

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> { _accessibility { $0.label = label.string } }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { _accessibility { $0.label = labelKey.string } }
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> { _accessibility { $0.label = String(label) } }
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> { _accessibility { $0.value = valueDescription.string } }
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { _accessibility { $0.value = valueKey.string } }
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Content, Modifier> { _accessibility { $0.value = String(value) } }
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> { _accessibility { $0.hint = hint.string } }
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> { _accessibility { $0.hint = hintKey.string } }
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> { _accessibility { $0.hint = String(hint) } }
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> { _accessibility { $0.identifier = identifier } }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> { _accessibility { $0.isHidden = hidden } }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { _accessibility { $0.addedTraits = traits } }
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> { _accessibility { $0.removedTraits = traits } }
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> { _accessibility { $0.sortPriority = sortPriority } }
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> { _accessibility { $0.inputLabels = inputLabels.map(\.string) } }
}

// MARK: The iOS 13 spellings (deprecated in SwiftUI, still found in published code)

extension View {
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityLabel(label) }
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityValue(value) }
    nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHint(hint) }
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityIdentifier(identifier) }
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityHidden(hidden) }
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityAddTraits(traits) }
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityRemoveTraits(traits) }
    nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilitySortPriority(sortPriority) }
    nonisolated public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { accessibilityInputLabels(inputLabels) }
}

// MARK: Accepted settings that change nothing here (no Smart Invert, no large content viewer)

extension View {
    /// Keeps the view's colours under Smart Invert (accepted: colours are never inverted here).
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    /// Whether the element takes part in interaction with assistive technology (accepted).
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility { _ in }
    }
    /// Shows the view enlarged in the large content viewer (accepted; there is none here).
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { self }
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
}
