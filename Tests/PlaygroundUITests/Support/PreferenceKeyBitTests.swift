import Foundation
import Testing
@testable import PlaygroundUI

/// A preference key's bit (`preferenceKeyBit`, the key bits a `background`/`overlayPreferenceValue`
/// reader follows to the writers of its key): the engine's own keys have one each, fixed; a key of
/// the user's has one of the others, from its metadata address's bits below the page size, so
/// which keys share a bit is the same in every run of a binary.
@MainActor
struct PreferenceKeyBitTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/PlaygroundUI")

    /// The same bit for the same key of the user's wherever the binary was loaded: address-space
    /// randomisation moves it by whole pages, which change no bit.
    @Test func aKeysBitDoesNotDependOnThePageItIsLoadedAt() {
        let address = UInt(bitPattern: ObjectIdentifier(HeightKey.self))
        let bit = userKeyBit(address)
        expectEqual(bit.nonzeroBitCount, 1)
        #expect(bit == preferenceKeyBit(HeightKey.self))
        for pages in [1, 5, 16, 4097] as [UInt] {
            expectEqual(userKeyBit(address &+ pages << 12), bit)
        }
    }

    /// The engine's own keys each have a bit of their own, the one of their place in the list,
    /// whatever the build's layout, so a reader of one never evaluates again for a change of
    /// another (the body counts of `ReaderKeyTests` rely on it).
    @Test func theEnginesOwnKeysHaveABitEach() {
        let keys = enginePreferenceKeys()
        #expect(keys.count <= 64 - userKeyBitCount)
        for (i, key) in keys.enumerated() {
            #expect(key._keyBit == UInt64(1) << UInt64(userKeyBitCount + i), "\(key)")
        }
        expectEqual(Set(keys.map { $0._keyBit }).count, keys.count)
    }

    /// No key of the user's, wherever its type lies in its page, has an engine key's bit; and the
    /// user's bits are all used (each of the 51 for some place in a page).
    @Test func aUsersKeyNeverHasAnEngineKeysBit() {
        let engineBits = enginePreferenceKeys().reduce(UInt64(0)) { $0 | $1._keyBit }
        var used: UInt64 = 0
        for offset in stride(from: UInt(0), to: 4096, by: 8) {
            let bit = userKeyBit(0x7f00_0000_0000 + offset)
            #expect(bit.nonzeroBitCount == 1 && bit & engineBits == 0)
            used |= bit
        }
        expectEqual(used, (UInt64(1) << UInt64(userKeyBitCount)) - 1)
        #expect(HeightKey._keyBit & engineBits == 0 && AnchorsKey._keyBit & engineBits == 0)
    }

    /// Every preference key the engine declares is listed, so has a bit of its own.
    @Test func everyKeyTheEngineDeclaresIsListed() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
        var declared: Set<String> = []
        let pattern = try Regex(#"(?m)^\s*(?:private |fileprivate |internal |package |public )?struct (\w+): PreferenceKey \{"#)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { declared.insert(String(name)) }
            }
        }
        let listed = Set(enginePreferenceKeys().map { String(describing: $0) })
        #expect(declared.count >= 10)
        expectEqual(declared, listed)
    }
}
