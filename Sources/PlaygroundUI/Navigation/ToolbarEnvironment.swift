import Foundation

// Toolbar items are drawn by the bar of the navigation stack above them, but SwiftUI builds them
// in the environment of the place where `.toolbar` is written: `.toolbar { … }.tint(.orange)`
// colours the bar's buttons orange, and `.toolbar { EditButton() }.environment(\.editMode, $m)`
// gives the button that binding (docs/semantics.md §27.5). The items carry that environment up
// with them; the bar then adds its own settings (compact controls, bar symbols, icon-only labels,
// the bar's colour scheme).

extension _ToolbarEntry {
    /// The item's view in its environment: the one where `.toolbar` was written (when known), with
    /// the settings the bar gives its items taken from `bar` (the environment the bar builds in).
    @MainActor func itemView(barScheme: ColorScheme?) -> some View {
        let captured = environment
        return view.modifier(_EnvironmentModifier { env in
            if let captured {
                let bar = env
                env = captured
                env._isInBar = bar._isInBar
                env.chromeSymbols = bar.chromeSymbols
                env.isListRow = false
                if bar.labelStyle == .automaticInToolbar { env.labelStyle.inToolbar() }
            }
            if let barScheme { env.colorScheme = barScheme }
        })
    }
}

/// Gives the toolbar entries written in its content the environment it is built in.
struct _ToolbarEnvironmentCapture {}

extension _ToolbarEnvironmentCapture: PrimitiveModifier {
    static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { ToolbarEnvironmentNode(environment: b.env) }
        if node.valueStamp == 0 || !node.environment.sameInputs(as: b.env) {
            node.environment = b.env
            node.valueStamp = b.stamp
        }
        C._makeNode(content, b, &node.content)
    }
}

/// The node of `_ToolbarEnvironmentCapture`: stamps a new value only when the environment changed
/// in a way a view could see (`EnvironmentValues.sameInputs`).
@MainActor
final class ToolbarEnvironmentNode: ModifierNode {
    @exclusivity(unchecked) var environment: EnvironmentValues

    init(environment: EnvironmentValues) {
        self.environment = environment
        super.init()
        ownKeyBits = preferenceKeyBit(_ToolbarItemsKey.self)
    }

    override func foldPreference<K: PreferenceKey>(_ key: K.Type, into out: inout K.Value) -> Bool {
        guard K.self == _ToolbarItemsKey.self else { return super.foldPreference(key, into: &out) }
        var entries: [_ToolbarEntry] = []
        guard super.foldPreference(_ToolbarItemsKey.self, into: &entries) else { return false }
        // Entries written further in already carry the environment of their own `.toolbar`.
        for i in entries.indices where entries[i].environment == nil { entries[i].environment = environment }
        out = sameType(entries, as: K.Value.self)
        return true
    }
}
