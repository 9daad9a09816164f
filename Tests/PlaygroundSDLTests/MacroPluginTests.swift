import Foundation
import Testing

/// The macro plug-in (`PlaygroundMacros-tool`) spoken to as the compiler speaks to it
/// (docs/macros.md): length-prefixed JSON on its standard input and output. The macros' behaviour
/// in compiled code is tested where they are used (`AnimatableMacroTests`, `EnvironmentTests`,
/// `PreviewCatalogTests`, the open tests); here, what the plug-in reads out of source the compiler
/// sends — strings and comments holding braces, continued lines, generic types, `#if` blocks —
/// and the errors it reports, at the macro's offset.
@Suite struct MacroPluginTests {
    /// One plug-in process: a message out, its reply back.
    final class Plugin {
        let process = Process()
        let input = Pipe(), output = Pipe()

        init() throws {
            process.executableURL = Tool.playground.deletingLastPathComponent().appendingPathComponent("PlaygroundMacros-tool")
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        deinit {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }

        func send(_ message: [String: Any]) throws -> [String: Any] {
            let payload = try JSONSerialization.data(withJSONObject: message)
            var header = Data()
            for shift in stride(from: 0, to: 64, by: 8) { header.append(UInt8(truncatingIfNeeded: UInt64(payload.count) >> UInt64(shift))) }
            try input.fileHandleForWriting.write(contentsOf: header + payload)
            let length = try read(8).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            return try #require(JSONSerialization.jsonObject(with: read(length)) as? [String: Any])
        }

        private func read(_ count: Int) throws -> Data {
            var data = Data()
            while data.count < count {
                guard let chunk = try output.fileHandleForReading.read(upToCount: count - data.count), !chunk.isEmpty else {
                    throw CocoaError(.fileReadUnknown)
                }
                data += chunk
            }
            return data
        }

        /// The capability exchange the compiler opens with.
        func handshake() throws -> Int? {
            let reply = try send(["getCapability": ["capability": ["protocolVersion": 7]]])
            return ((reply["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any])?["protocolVersion"] as? Int
        }

        static func syntax(_ source: String, kind: String = "declaration", offset: Int = 100) -> [String: Any] {
            ["kind": kind, "source": source,
             "location": ["fileID": "App/Views.swift", "fileName": "/src/App/Views.swift", "offset": offset, "line": 12, "column": 1]]
        }

        /// The expansion's source, or its diagnostics' messages and offsets.
        func expandAttached(_ type: String, role: String, attribute: String, declaration: String,
                            extendedType: String? = nil, conformances: String? = nil, context: [String] = []) throws -> Expansion {
            var request: [String: Any] = [
                "macro": ["moduleName": "PlaygroundMacros", "typeName": type, "name": type],
                "macroRole": role, "discriminator": "$s3App5ViewsfMa_",
                "attributeSyntax": Self.syntax(attribute, kind: "attribute", offset: 40),
                "declSyntax": Self.syntax(declaration),
                "lexicalContext": context.map { Self.syntax($0) },
            ]
            if let extendedType { request["extendedTypeSyntax"] = Self.syntax(extendedType, kind: "type") }
            if let conformances { request["conformanceListSyntax"] = Self.syntax(conformances) }
            return Expansion(try send(["expandAttachedMacro": request]))
        }

        func expandPreview(_ source: String) throws -> Expansion {
            Expansion(try send(["expandFreestandingMacro": [
                "macro": ["moduleName": "PlaygroundMacros", "typeName": "PreviewMacro", "name": "Preview"],
                "macroRole": "declaration", "discriminator": "$s3App5Views33_0fMf_",
                "syntax": Self.syntax(source, kind: "declaration", offset: 70),
            ] as [String: Any]]))
        }
    }

    struct Expansion {
        var source: String?
        var errors: [(message: String, offset: Int)]

        init(_ reply: [String: Any]) {
            let result = reply["expandMacroResult"] as? [String: Any] ?? [:]
            source = result["expandedSource"] as? String
            errors = (result["diagnostics"] as? [[String: Any]] ?? []).map {
                ($0["message"] as? String ?? "", ($0["position"] as? [String: Any])?["offset"] as? Int ?? -1)
            }
        }

        /// The source with its whitespace runs made single spaces.
        var flat: String {
            (source ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        }
    }

    @Test func announcesProtocolSeven() throws {
        let plugin = try Plugin()
        #expect(try plugin.handshake() == 7)
    }

    @Test func previewReadsItsArgumentsAndMovesPreviewableState() throws {
        let plugin = try Plugin()
        _ = try plugin.handshake()
        let preview = try plugin.expandPreview("""
            #Preview("Counter } {", traits: .sizeThatFitsLayout, .landscapeLeft) {
                // a comment with a brace }
                @Previewable @State var count = [1,
                                                 2]
                @Previewable @Environment(\\.colorScheme) var scheme
                let label = "count: \\(count.map { "\\($0)}" }.joined())"
                VStack { Text(label) }
                    .padding()
            }
            """)
        #expect(preview.errors.isEmpty)
        let flat = preview.flat
        #expect(flat.contains("private enum $s3App5Views33_0fMf_7PreviewfMu_ {"))
        #expect(flat.contains("struct __Wrapper: PlaygroundUI.View { @State var count = [1, 2] @Environment(\\.colorScheme) var scheme var body: some PlaygroundUI.View {"))
        #expect(flat.contains("let label = \"count: \\(count.map { \"\\($0)}\" }.joined())\" VStack { Text(label) } .padding() }"))
        #expect(flat.contains("name: \"Counter } {\", fileID: \"App/Views.swift\", line: 12"))
        #expect(flat.contains("traits: [.sizeThatFitsLayout, .landscapeLeft]"))
        #expect(!flat.contains("@Previewable"))

        // Code the compiler could not parse still gets an answer, not a crashed plug-in.
        let unfinished = try plugin.expandPreview("#Preview { @Previewable }")
        #expect(unfinished.errors.isEmpty)
        #expect(unfinished.flat.contains("struct __Wrapper: PlaygroundUI.View { var body: some PlaygroundUI.View { } }"))
        #expect(try plugin.expandPreview("#Preview(\"x\", traits: ) { Text(\"unclosed\"").source != nil)

        let plain = try plugin.expandPreview("#Preview(body: { Text(\"Hi\") })")
        #expect(plain.flat.contains("@MainActor @PlaygroundUI.ViewBuilder static func __body() -> some PlaygroundUI.View { Text(\"Hi\") }"))
        #expect(plain.flat.contains("name: nil,"))

        // The source comes with its leading trivia; the record's line and the error's offset are the `#`'s.
        let empty = try plugin.expandPreview("\n\n/// Docs.\n#Preview(\"Name\")")
        #expect(empty.source == nil)
        #expect(empty.errors.map(\.message) == ["#Preview needs a body: #Preview { ContentView() }"])
        #expect(empty.errors.map(\.offset) == [70 + 12])
        let later = try plugin.expandPreview("\n\n#Preview { Text(\"Hi\") }")
        #expect(later.flat.contains("fileID: \"App/Views.swift\", line: 14"))
    }

    @Test func entryWritesAKeyForItsExtension() throws {
        let plugin = try Plugin()
        _ = try plugin.handshake()
        let declaration = "@Entry var accent: Dictionary<String, Color> = [\"a\": .red, \"b\": .blue]"
        let accessors = try plugin.expandAttached("EntryMacro", role: "accessor", attribute: "@Entry", declaration: declaration)
        #expect(accessors.flat == "{ get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }")
        let key = try plugin.expandAttached("EntryMacro", role: "peer", attribute: "@Entry", declaration: declaration,
                                            context: ["public extension SwiftUI.EnvironmentValues {\n}"])
        #expect(key.flat == "private struct __Key_accent: EnvironmentKey { static var defaultValue: Dictionary<String, Color> { [\"a\": .red, \"b\": .blue] } }")
        let container = try plugin.expandAttached("EntryMacro", role: "peer", attribute: "@Entry", declaration: "@Entry var badge: Int? ",
                                                  context: ["extension ContainerValues {}"])
        #expect(container.flat == "private struct __Key_badge: ContainerValueKey { static var defaultValue: Int? { nil } }")
        let missing = try plugin.expandAttached("EntryMacro", role: "peer", attribute: "@Entry", declaration: "@Entry var count: Int")
        #expect(missing.source == nil)
        #expect(missing.errors.map(\.message) == ["@Entry needs an initial value, e.g. @Entry var count: Int = 0"])
        #expect(missing.errors.map(\.offset) == [40])
    }

    @Test func animatableReadsTheStoredVars() throws {
        let plugin = try Plugin()
        _ = try plugin.handshake()
        let shape = """
            @Animatable
            public struct Wedge: Shape {
                var start: Angle; var end: Angle = .degrees(90)
                var inset: CGFloat = 2 {
                    didSet { print("{") }
                }
                var scale = 0.5
                @AnimatableIgnored var tint: Color
                @State private var tapped = false
                let corners: Int
                static var shared: Double = 1
                lazy var cache: [Int] = []
                var area: Double { inset * 2 }
                var lookup: Dictionary<String, Double>
                    = [:]
                #if DEBUG
                var debugOnly: Double
                #endif
                func path(in rect: CGRect) -> Path { Path { _ in } }
            }
            """
        let members = try plugin.expandAttached("AnimatableMacro", role: "member", attribute: "@Animatable", declaration: shape)
        #expect(members.errors.isEmpty)
        let pair = "AnimatablePair<Angle.AnimatableData, AnimatablePair<Angle.AnimatableData, AnimatablePair<CGFloat.AnimatableData, "
            + "AnimatablePair<Double.AnimatableData, Dictionary<String, Double>.AnimatableData>>>>"
        #expect(members.flat.hasPrefix("public var animatableData: \(pair) { get { AnimatablePair(start.animatableData, "))
        #expect(members.flat.contains("lookup.animatableData = newValue.second.second.second.second"))
        #expect(!members.flat.contains("debugOnly"))

        let untyped = try plugin.expandAttached("AnimatableMacro", role: "member", attribute: "@Animatable",
                                                declaration: "@Animatable struct Dot: View { var count = 3\n var body: some View { EmptyView() } }")
        #expect(untyped.errors.map(\.message) == ["@Animatable needs the type of `count` written out (`var count: Double = …`), or mark it @AnimatableIgnored"])

        let empty = try plugin.expandAttached("AnimatableMacro", role: "member", attribute: "@Animatable", declaration: "@Animatable struct Still {}")
        #expect(empty.flat == "var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }")

        let needed = try plugin.expandAttached("AnimatableMacro", role: "extension", attribute: "@Animatable", declaration: shape,
                                               extendedType: "Wedge", conformances: "struct __MacroEval: Animatable {}")
        #expect(needed.source == "extension Wedge: Animatable {}")
        let had = try plugin.expandAttached("AnimatableMacro", role: "extension", attribute: "@Animatable", declaration: shape,
                                            extendedType: "Wedge", conformances: "struct __MacroEval {}")
        #expect(had.source == "")
    }
}
