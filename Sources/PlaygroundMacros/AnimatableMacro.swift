import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable` (SwiftUI, iOS 26): writes a type's `animatableData` from its stored `var`
/// properties, in declaration order, and adds the `Animatable` conformance when the type does not
/// have it yet (a `Shape` has it already). One property gives its own `animatableData`; several are
/// nested `AnimatablePair`s, `AnimatablePair<a, AnimatablePair<b, c>>`; none gives
/// `EmptyAnimatableData`. Left out: `let`s, `static` and `lazy` properties, computed ones, those
/// marked `@AnimatableIgnored`, and those with a property wrapper (`@State`, `@Binding`: their
/// storage is the wrapper). Each included property's type must be `Animatable` (`Double`,
/// `CGFloat`, `Angle`, `CGPoint`, `CGRect`, …) and written out; a property without a type
/// annotation is an error here unless its initial value is a floating-point literal (`Double`).
/// docs/semantics.md §16.2.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let properties = try animatedProperties(of: declaration)
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) } ? "public " : ""
        guard !properties.isEmpty else {
            return [
                """
                \(raw: access)var animatableData: EmptyAnimatableData {
                    get { EmptyAnimatableData() }
                    set {}
                }
                """,
            ]
        }
        // The nested pair's type, its value and the setter's writes, built from the last property out.
        let last = properties[properties.count - 1]
        var type = "\(last.type).AnimatableData"
        var value = "\(last.name).animatableData"
        var writes = ["\(last.name).animatableData = newValue" + String(repeating: ".second", count: properties.count - 1)]
        for (index, property) in properties.enumerated().dropLast().reversed() {
            type = "AnimatablePair<\(property.type).AnimatableData, \(type)>"
            value = "AnimatablePair(\(property.name).animatableData, \(value))"
            writes.insert("\(property.name).animatableData = newValue" + String(repeating: ".second", count: index) + ".first", at: 0)
        }
        return [
            """
            \(raw: access)var animatableData: \(raw: type) {
                get { \(raw: value) }
                set {
                    \(raw: writes.joined(separator: "\n"))
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The compiler names only the conformances the type lacks: none for a `Shape`.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    /// The stored `var`s that take part, with their types as written.
    private static func animatedProperties(of declaration: some DeclGroupSyntax) throws -> [(name: String, type: String)] {
        var result: [(name: String, type: String)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
            if variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind) }) { continue }
            // `@AnimatableIgnored` leaves it out; so does a property wrapper (any other attribute
            // but the concurrency and availability ones a stored property may carry).
            let attributeNames = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            if attributeNames.contains(where: { $0 != "MainActor" && $0 != "available" && $0 != "preconcurrency" }) { continue }
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock {
                    // Observers (`willSet`/`didSet`) keep the property stored; anything else computes it.
                    guard case .accessors(let list) = accessors.accessors,
                          list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }) else { continue }
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let type = binding.typeAnnotation?.type.trimmedDescription {
                    result.append((name, type))
                } else if binding.initializer?.value.is(FloatLiteralExprSyntax.self) == true {
                    result.append((name, "Double"))
                } else {
                    throw AnimatableMacroError(
                        "@Animatable needs the type of `\(name)` written out (`var \(name): Double = …`), or mark it @AnimatableIgnored")
                }
            }
        }
        return result
    }
}

/// `@AnimatableIgnored` (SwiftUI, iOS 26): leaves a property out of the `animatableData` that
/// `@Animatable` writes. The attribute itself adds nothing to the property.
public struct AnimatableIgnoredMacro: AccessorMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        []
    }
}

struct AnimatableMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
