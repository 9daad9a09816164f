import Foundation
import Testing
@testable import PlaygroundUI

/// A preference key's bit (`preferenceKeyBit`, the key bits a `background`/`overlayPreferenceValue`
/// reader follows to the writers of its key) comes from its metadata address's bits below the page
/// size, so which keys share a bit is the same in every run of a binary.
@MainActor
struct PreferenceKeyBitTests {
    /// The same bit for the same key whatever the page its metadata was loaded at: only the
    /// address's low 12 bits are read.
    @Test func aKeysBitIsOneBitFromItsAddressWithinAPage() {
        let bit = preferenceKeyBit(_ToolbarItemsKey.self)
        #expect(bit.nonzeroBitCount == 1)
        let low = UInt(bitPattern: ObjectIdentifier(_ToolbarItemsKey.self)) & 0xFFF
        #expect(bit == 1 << UInt64(((low >> 3) &* keyBitMixer) >> 58))
    }

    /// The engine's own keys, written by navigation, toolbars, tabs and presentations on every
    /// screen that has them, each have a bit of their own in this build, so a reader of one never
    /// evaluates again for a change of another (the body counts of `ReaderKeyTests` rely on it):
    /// `keyBitMixer` is chosen so. A key added to the engine belongs in `keyBitMixer`'s list.
    @Test func theEnginesOwnKeysHaveABitEach() {
        let bits: [(String, UInt64)] = [
            ("_ToolbarItemsKey", preferenceKeyBit(_ToolbarItemsKey.self)),
            ("_ToolbarBottomKey", preferenceKeyBit(_ToolbarBottomKey.self)),
            ("_NavigationLevelInfoKey", preferenceKeyBit(_NavigationLevelInfoKey.self)),
            ("_NavigationScrollKey", preferenceKeyBit(_NavigationScrollKey.self)),
            ("_NavigationBarLayoutKey", preferenceKeyBit(_NavigationBarLayoutKey.self)),
            ("_SplitColumnWidthKey", preferenceKeyBit(_SplitColumnWidthKey.self)),
            ("_TabBarHiddenKey", preferenceKeyBit(_TabBarHiddenKey.self)),
            ("_PresentationKey", preferenceKeyBit(_PresentationKey.self)),
            ("_PresentationConfigurationKey", preferenceKeyBit(_PresentationConfigurationKey.self)),
            ("PreferredColorSchemeKey", preferenceKeyBit(PreferredColorSchemeKey.self)),
        ]
        for i in bits.indices {
            for j in bits.indices where j > i {
                #expect(bits[i].1 != bits[j].1, "\(bits[i].0) and \(bits[j].0) share a key bit in this build")
            }
        }
    }
}
