import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a `@State` (or other dynamic property) declared at the top of a
/// `#Preview` body. The attribute itself adds nothing; `#Preview` moves such declarations into a
/// generated wrapper view so they behave as that view's own state, as in SwiftUI.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
