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
}

/// `transformPreference(E.Key.self) { E.apply(&$0, input) }`, whose writer stamps a new value only
/// when `input` differs from the last one bit by bit (as views are compared, `ComparedBytes`:
/// closures and objects by identity), or the first time.
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

    /// Whether `new` is bit for bit the kept input (`ComparedBytes`).
    func holdsInput(_ new: E.Input) -> Bool {
        withPointer(to: new) { n in withPointer(to: input) { o in layout.equal(UnsafeRawPointer(n), UnsafeRawPointer(o)) } }
    }

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
