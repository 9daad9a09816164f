import Foundation
import Synchronization
import Testing
@testable import PlaygroundUI

// Color("Name") from Xcode colour sets in the asset folders (docs/semantics.md §17.5).

@Suite(.serialized) @MainActor
struct AssetColorTests {
    private func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("assetcolors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
    private func write(_ json: String, _ path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try json.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func colourSetsAreReadInTheWaysXcodeWritesThem() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir); AssetColors.searchPaths = [] }
        // Light and dark entries: the light one is used. Components as 0…1 strings.
        try write("""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.400","green":"0.200","red":"0.100"}},"idiom":"universal"},
                   {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"1.000","red":"1.000"}},"idiom":"universal"}],
         "info":{"author":"xcode","version":1}}
        """, "Assets.xcassets/Brand.colorset/Contents.json", in: dir)
        // Hex and 0…255 components, in a group folder.
        try write("""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0xFF","green":"128","red":"0x00"}},"idiom":"universal"}]}
        """, "Assets.xcassets/Palette/Accent.colorset/Contents.json", in: dir)
        try write("""
        {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.250"}},"idiom":"universal"}]}
        """, "Slate.colorset/Contents.json", in: dir)
        AssetColors.searchPaths = [dir]
        expectEqual(Color("Brand").resolved, ResolvedColor(red: 0.1, green: 0.2, blue: 0.4, opacity: 1))
        expectEqual(Color("Accent").resolved, ResolvedColor(red: 0, green: 128.0 / 255, blue: 1, opacity: 0.5))
        expectEqual(Color("Slate").resolved, ResolvedColor(red: 0.25, green: 0.25, blue: 0.25, opacity: 1))
    }

    @Test func missingAndBrokenColourSetsWarnOnceAndAreClear() throws {
        let dir = try folder()
        let warnings = Mutex<[String]>([])
        AssetColors.setWarningHandler { message in warnings.withLock { $0.append(message) } }
        defer {
            try? FileManager.default.removeItem(at: dir)
            AssetColors.searchPaths = []
            AssetColors.setWarningHandler { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        }
        try write("{ not json", "Broken.colorset/Contents.json", in: dir)
        AssetColors.searchPaths = [dir]
        expectEqual(Color("Nowhere").resolved.opacity, 0)
        expectEqual(Color("Nowhere").resolved.opacity, 0)
        expectEqual(Color("Broken").resolved.opacity, 0)
        let lines = warnings.withLock { $0 }
        expectEqual(lines.count, 2)
        expectEqual(lines.first?.contains("No color named 'Nowhere'"), true)
        #expect(lines.last?.contains("Broken.colorset/Contents.json") == true && lines.last?.contains("\n") == false)
    }
}
