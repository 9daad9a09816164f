import Foundation

// `transformPreference` as the library writes it for its own keys (a navigation title, toolbar
// items): the edit is a static function of the content's value and an input kept as data, so a
// rebuilt writer can tell that it edits the same way as before. A `transformPreference` closure
// that captures anything cannot be compared and counts as a new value at every build
// (docs/engine.md, "Change stamps": `valueStamp`), which makes every reader and observer of the key
// above it fold again: a forced frame of a navigation screen refolded the whole list under it for
// its title and toolbar. Behaves as `transformPreference(Edit.Key.self) { Edit.apply(&$0, input) }`.

/// An edit of a preference value by an input (the library's; see `_PreferenceEditModifier`).
@MainActor
protocol _PreferenceEdit {
    associatedtype Key: PreferenceKey
    associatedtype Input
    /// Edits the content's combined value for `Key` (or its `defaultValue`) by `input`.
    static func apply(_ value: inout Key.Value, _ input: Input)
    /// Whether two inputs edit alike: `==` where the input is `Equatable` (a title made afresh at
    /// each build is another string buffer with the same characters), else bit for bit as views
    /// are compared (`ComparedBytes`: closures and objects by identity).
    static func sameInput(_ a: Input, _ b: Input, _ layout: ComparedLayout) -> Bool
}

extension _PreferenceEdit {
    static func sameInput(_ a: Input, _ b: Input, _ layout: ComparedLayout) -> Bool {
        withPointer(to: a) { x in withPointer(to: b) { y in layout.equal(UnsafeRawPointer(x), UnsafeRawPointer(y)) } }
    }
}

extension _PreferenceEdit where Input: Equatable {
    static func sameInput(_ a: Input, _ b: Input, _ layout: ComparedLayout) -> Bool { a == b }
}

/// `transformPreference(E.Key.self) { E.apply(&$0, input) }`, whose writer stamps a new value only
/// when `input` differs from the last one (`_PreferenceEdit.sameInput`), or the first time.
struct _PreferenceEditModifier<E: _PreferenceEdit> {
    let input: E.Input
}

extension _PreferenceEditModifier: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        var made = false
        let node = b.reuse(&slot) { () -> PreferenceEditNode<E> in made = true; return PreferenceEditNode<E>(input: m.input) }
        if made || !node.holdsInput(m.input) {
            node.input = m.input
            node.valueStamp = b.stamp
        }
        C._makeNode(content, b, &node.content)
    }
}

/// The writer of a `_PreferenceEditModifier`: folds as a `PreferenceTransformNode` does.
@MainActor
final class PreferenceEditNode<E: _PreferenceEdit>: ModifierNode {
    @exclusivity(unchecked) var input: E.Input
    private let layout = ComparedBytes.layout(of: E.Input.self)

    init(input: E.Input) {
        self.input = input
        super.init()
        ownKeyBits = preferenceKeyBit(E.Key.self)
    }

    /// Whether `new` edits as the kept input does.
    func holdsInput(_ new: E.Input) -> Bool { E.sameInput(new, input, layout) }

    override var inspectableWriter: InspectableWriter? { self }

    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == E.Key.self else { return super.foldPreference(key, into: &out) }
        var v = E.Key.defaultValue
        _ = super.foldPreference(E.Key.self, into: &v)
        E.apply(&v, input)
        out = sameType(v, as: K.Value.self)
        return true
    }
}
