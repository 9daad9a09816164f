#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The messages a Swift compiler and a macro plug-in executable exchange (swift-syntax's
/// `SwiftCompilerPluginMessageHandling` defines them; the compiler speaks them to any executable it
/// is given with `-load-plugin-executable`). Each is JSON, preceded by its length as a
/// little-endian 64-bit integer, on the plug-in's standard input and output; an enum case is
/// coded as an object holding one member named after the case, whose members are its labelled
/// values. Only what these macros read is declared here (docs/macros.md).
struct HostMessage: Decodable {
    struct GetCapability: Decodable {
        struct Capability: Decodable { var protocolVersion: Int }
        var capability: Capability?
    }

    struct ExpandFreestanding: Decodable {
        var macro: MacroReference
        var discriminator: String
        var syntax: Syntax
        var lexicalContext: [Syntax]?
    }

    struct ExpandAttached: Decodable {
        var macro: MacroReference
        var macroRole: String
        var discriminator: String
        var attributeSyntax: Syntax
        var declSyntax: Syntax
        var extendedTypeSyntax: Syntax?
        var conformanceListSyntax: Syntax?
        var lexicalContext: [Syntax]?
    }

    struct LoadPluginLibrary: Decodable {
        var libraryPath: String
    }

    var getCapability: GetCapability?
    var expandFreestandingMacro: ExpandFreestanding?
    var expandAttachedMacro: ExpandAttached?
    var loadPluginLibrary: LoadPluginLibrary?
}

/// The macro's declaration: `#externalMacro(module:type:)` names the type, and the macro's own name.
struct MacroReference: Decodable {
    var typeName: String
    var name: String
}

/// A piece of source the compiler sends, and where it starts.
struct Syntax: Decodable {
    struct Location: Decodable {
        var fileID: String
        var fileName: String
        var offset: Int
        var line: Int
        var column: Int
    }

    var kind: String
    var source: String
    /// Where the source starts: its leading trivia (the line breaks and comments before it) is
    /// part of it.
    var location: Location

    /// The byte offset and line of the source's first token, where swift-syntax places a node
    /// (`positionAfterSkippingLeadingTrivia`).
    var firstTokenLocation: (offset: Int, line: Int) {
        let tokens = SwiftTokens(source)
        let skipped = tokens.count > 0 ? tokens[0].start : 0
        let lineBreaks = tokens.bytes[..<skipped].lazy.filter { $0 == ._newline }.count
        return (location.offset + skipped, location.line + lineBreaks)
    }
}

/// A diagnostic the plug-in returns, at a byte offset of a file.
struct Diagnostic: Encodable {
    struct Position: Encodable {
        var fileName: String
        var offset: Int
    }

    struct PositionRange: Encodable {
        var fileName: String
        var startOffset: Int
        var endOffset: Int
    }

    struct Empty: Encodable {}

    var message: String
    var severity = "error"
    var position: Position
    var highlights: [PositionRange] = []
    var notes: [Empty] = []
    var fixIts: [Empty] = []

    /// An error at the first token of `syntax`.
    init(_ message: String, at syntax: Syntax) {
        self.message = message
        position = Position(fileName: syntax.location.fileName, offset: syntax.firstTokenLocation.offset)
    }
}

/// The plug-in's replies.
enum PluginMessage: Encodable {
    struct Capability: Encodable {
        var protocolVersion: Int
        var features: [String]
    }

    case getCapabilityResult(capability: Capability)
    /// Protocol 5 and later: the expansion of any macro, collapsed into one source.
    case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
    /// Before protocol 5.
    case expandFreestandingMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
    case expandAttachedMacroResult(expandedSources: [String]?, diagnostics: [Diagnostic])
    case loadPluginLibraryResult(loaded: Bool, diagnostics: [Diagnostic])
}

/// A macro's failure, reported at the macro's syntax.
struct MacroError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
