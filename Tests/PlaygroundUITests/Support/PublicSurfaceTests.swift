import Foundation
import Testing

/// The library's public surface is SwiftUI's API and ours on purpose (docs/engine.md, "Rules a
/// change must keep"): an engine type (a name starting with `_`) is `package` or internal unless a
/// public signature forces it public, and then the last line of its doc comment says why.
struct PublicSurfaceTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/PlaygroundUI")

    /// Every public `_` type: its file, name and the doc comment lines above it.
    static func publicEngineTypes() throws -> [(file: String, name: String, doc: [String])] {
        var found: [(String, String, [String])] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() where line.contains("public ") && line.contains(" _") {
                guard let m = line.firstMatch(of: #/^\s*public (?:final |indirect )?(?:class|struct|enum|protocol|typealias|actor) (_[A-Za-z0-9_]+)/#) else { continue }
                var doc: [String] = []
                var j = i - 1
                while j >= 0, lines[j].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    doc.insert(String(lines[j]), at: 0)
                    j -= 1
                }
                found.append((file, String(m.1), doc))
            }
        }
        return found
    }

    @Test func eachPublicEngineTypeSaysWhyItIsPublic() throws {
        let types = try Self.publicEngineTypes()
        // The scan finds the types it must (a scan that finds nothing would pass vacuously).
        let names = Set(types.map(\.name))
        #expect(names.isSuperset(of: ["_ViewGraph", "_Node", "_ConditionalContent", "_ColorLiteralType"]))
        for t in types {
            #expect(t.doc.last?.contains("Public because") == true,
                    "\(t.file): public \(t.name) has no \"Public because …\" line ending its doc comment")
        }
    }

    /// The engine's node classes and modifier types are not public: 119 `_` types were before
    /// issue 28's deliverable 5, 39 after it, each forced; 44 since the five modifier types that
    /// the `@inlinable` padding, frame, background, ignoresSafeArea and font return are public
    /// again (user code builds them without runtime metadata lookups: docs/engine.md); 47 since
    /// those of `onTapGesture`, `animation` and `preference(key:value:)` are too (the node
    /// model's step 12, docs/performance-profile.md); 50 since those of `anchorPreference`, `transformAnchorPreference` and
    /// `transformPreference` are (step 21); 53 since those of `onPreferenceChange`, `coordinateSpace`
    /// and `offset` are (step 25); 57 since keyframes' two result-builder results and the two types
    /// their protocols' requirements hand over (`keyframeAnimator`, iOS 17: docs/semantics.md §7.10);
    /// 58 since `Transferable`'s default representation (drag and drop, §25.11); 59 since
    /// `_HostTimers`, which the declarations `playground open` adds to a program call (§30.7);
    /// 61 since the built-in transitions as iOS 17 `Transition`s, whose protocol and body type
    /// they name (`_PartsTransition`, `_TransitionPartsModifier`, §7.6.1).
    @Test func engineTypesStayOutOfThePublicSurface() throws {
        let names = Set(try Self.publicEngineTypes().map(\.name))
        for internalType in ["_TransactionModifier",
                             "_HostClock", "_VirtualClock", "_DynamicPropertyBinder", "_TextInputPointer", "_AppRootView"] {
            #expect(!names.contains(internalType), "\(internalType) is public again")
        }
        #expect(names.count <= 61)
    }
}
