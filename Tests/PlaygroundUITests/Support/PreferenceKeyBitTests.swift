import Foundation
import Testing
@testable import PlaygroundUI

/// A preference key's bit (`preferenceKeyBit`, the key bits a `background`/`overlayPreferenceValue`
/// reader follows to the writers of its key) comes from its metadata address's bits below the page
/// size, so which keys share a bit is the same in every run of a binary.
@MainActor
struct PreferenceKeyBitTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/PlaygroundUI")

    /// The same bit for the same key wherever the binary was loaded: address-space randomisation
    /// moves it by whole pages, which change no bit.
    @Test func aKeysBitDoesNotDependOnThePageItIsLoadedAt() {
        let address = UInt(bitPattern: ObjectIdentifier(_ToolbarItemsKey.self))
        let bit = keyBit(address, keyBitMixer)
        #expect(bit.nonzeroBitCount == 1)
        #expect(bit == preferenceKeyBit(_ToolbarItemsKey.self))
        for pages in [1, 5, 16, 4097] as [UInt] {
            #expect(keyBit(address &+ pages << 12, keyBitMixer) == bit)
        }
    }

    /// The engine's own keys each have a bit of their own in this build, so a reader of one never
    /// evaluates again for a change of another (the body counts of `ReaderKeyTests` rely on it).
    @Test func theEnginesOwnKeysHaveABitEach() {
        let keys = enginePreferenceKeys()
        for i in keys.indices {
            for j in keys.indices where j > i {
                #expect(keyBit(UInt(bitPattern: ObjectIdentifier(keys[i])), keyBitMixer)
                        != keyBit(UInt(bitPattern: ObjectIdentifier(keys[j])), keyBitMixer),
                        "\(keys[i]) and \(keys[j]) share a key bit in this build")
            }
        }
    }

    /// Every preference key the engine declares is one of those `keyBitMixer` separates.
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
        #expect(declared == listed)
    }
}
