#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler plug-in that holds PlaygroundUI's macros (`#Preview`, `@Previewable`, `@Entry`,
/// `@Animatable`, `@AnimatableIgnored`). It speaks the compiler's plug-in protocol itself
/// (`PluginMessages.swift`) and reads the source it is sent with `SwiftTokens`, so that neither
/// this package nor a package depending on it builds swift-syntax (about 240 CPU-seconds of a
/// debug build, before anything that uses the macros could start); docs/macros.md says what it
/// reads and what it leaves to the compiler.
@main
enum PlaygroundMacrosPlugin {
    /// The protocol version announced: 7 has the compiler send the conformances an extension
    /// macro should add (`@Animatable` adds `Animatable` only where the type lacks it).
    static let protocolVersion = 7

    static func main() {
        var hostVersion = 0
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        while let payload = readMessage() {
            let reply: PluginMessage
            do {
                let message = try decoder.decode(HostMessage.self, from: Data(payload))
                if let request = message.getCapability {
                    hostVersion = request.capability?.protocolVersion ?? 0
                    reply = .getCapabilityResult(capability: .init(protocolVersion: protocolVersion, features: []))
                } else if let request = message.expandFreestandingMacro {
                    let result = expand(at: request.syntax) { try expandFreestanding(request) }
                    reply = hostVersion >= 5
                        ? .expandMacroResult(expandedSource: result.source, diagnostics: result.diagnostics)
                        : .expandFreestandingMacroResult(expandedSource: result.source, diagnostics: result.diagnostics)
                } else if let request = message.expandAttachedMacro {
                    let result = expand(at: request.attributeSyntax) { try expandAttached(request) }
                    reply = hostVersion >= 5
                        ? .expandMacroResult(expandedSource: result.source, diagnostics: result.diagnostics)
                        : .expandAttachedMacroResult(expandedSources: result.source.map { [$0] }, diagnostics: result.diagnostics)
                } else if message.loadPluginLibrary != nil {
                    reply = .loadPluginLibraryResult(loaded: false, diagnostics: [])
                } else {
                    // A request of a later protocol: answered as a failed expansion, not by exiting.
                    reply = .expandMacroResult(expandedSource: nil, diagnostics: [])
                }
            } catch {
                reply = .expandMacroResult(expandedSource: nil, diagnostics: [])
            }
            guard let data = try? encoder.encode(reply), writeMessage(Array(data)) else { return }
        }
    }

    private static func expand(at syntax: Syntax, _ body: () throws -> String) -> (source: String?, diagnostics: [Diagnostic]) {
        do {
            return (try body(), [])
        } catch let error as MacroError {
            return (nil, [Diagnostic(error.message, at: syntax)])
        } catch {
            return (nil, [Diagnostic("\(error)", at: syntax)])
        }
    }

    static func expandFreestanding(_ request: HostMessage.ExpandFreestanding) throws -> String {
        switch request.macro.typeName {
        case "PreviewMacro":
            return try PreviewMacro.expansion(of: request.syntax, discriminator: request.discriminator)
        default:
            throw MacroError("PlaygroundMacros has no freestanding macro \(request.macro.typeName)")
        }
    }

    /// An attached macro's expansion for one role, collapsed as the compiler expects it: a
    /// stored property's accessors inside braces, other declarations one after another.
    static func expandAttached(_ request: HostMessage.ExpandAttached) throws -> String {
        let declarations: [String]
        switch (request.macro.typeName, request.macroRole) {
        case ("EntryMacro", "accessor"):
            let accessors = try EntryMacro.accessors(of: request.declSyntax)
            return accessors.isEmpty ? "" : "{\n" + accessors.joined(separator: "\n") + "\n}"
        case ("EntryMacro", "peer"):
            declarations = try EntryMacro.peers(of: request.declSyntax, lexicalContext: request.lexicalContext ?? [])
        case ("AnimatableMacro", "member"):
            declarations = try AnimatableMacro.members(of: request.declSyntax)
        case ("AnimatableMacro", "extension"):
            declarations = AnimatableMacro.extensions(
                of: request.extendedTypeSyntax?.source ?? "", conformances: request.conformanceListSyntax?.source)
        case ("AnimatableIgnoredMacro", _), ("PreviewableMacro", _):
            // Markers: `@Animatable` and `#Preview` read them; they add nothing themselves.
            declarations = []
        default:
            throw MacroError("PlaygroundMacros has no \(request.macroRole) macro \(request.macro.typeName)")
        }
        return declarations.joined(separator: "\n\n")
    }

    // MARK: Standard input and output

    /// The next message's payload, or nil at the end of input.
    private static func readMessage() -> [UInt8]? {
        guard let header = readExactly(8) else { return nil }
        var count = 0
        for (index, byte) in header.enumerated() { count |= Int(byte) << (8 * index) }
        return readExactly(count)
    }

    private static func readExactly(_ count: Int) -> [UInt8]? {
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            done += n
        }
        return buffer
    }

    private static func writeMessage(_ payload: [UInt8]) -> Bool {
        var message: [UInt8] = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (8 * $0)) }
        message += payload
        var done = 0
        while done < message.count {
            let n = message.withUnsafeBytes { write(1, $0.baseAddress! + done, message.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }
}
