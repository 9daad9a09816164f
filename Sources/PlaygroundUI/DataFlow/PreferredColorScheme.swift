import Foundation

/// The colour scheme views ask the window for (`.preferredColorScheme`): the first non-nil value
/// in the tree wins (§21.3).
struct PreferredColorSchemeKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(9) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: ColorScheme? { nil }
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// Writes the preferred colour scheme and tells the graph to look for it.
package struct _PreferredColorSchemeModifier {
    let colorScheme: ColorScheme?
}

extension _PreferredColorSchemeModifier: PrimitiveModifier {
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.usesPreferredColorScheme = true
        _PreferenceWritingModifier<PreferredColorSchemeKey>._makeModifiedNode(.init(value: m.colorScheme, equals: { $0 == $1 }), content, b, &slot)
    }
}

extension View {
    /// Asks for the whole window to be drawn light or dark (nil: the window's own scheme,
    /// `--color-scheme`). As in SwiftUI, it applies to the whole window, not just this view.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
