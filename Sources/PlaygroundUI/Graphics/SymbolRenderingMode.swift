import Foundation

/// How the layers of a symbol are coloured (docs/semantics.md §19.6): `.monochrome` fills the
/// whole symbol with the foreground style; `.hierarchical` fills each layer with the level of the
/// foreground style it has (primary, secondary, tertiary); `.palette` fills the layers with the
/// styles `foregroundStyle(_:_:_:)` set, in order; `.multicolor` keeps the colours some layers
/// have of their own (a green badge, a yellow warning triangle) and fills the others with the
/// foreground style. The symbols with layers here are the ones docs/symbols.md lists with them.
public struct SymbolRenderingMode: Sendable, Hashable {
    let kind: Kind
    enum Kind: Sendable, Hashable { case monochrome, hierarchical, palette, multicolor }

    /// A single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Layers filled with the primary, secondary and tertiary levels of the foreground style.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers filled with the styles `foregroundStyle(_:_:)` / `(_:_:_:)` set, one each.
    public static let palette = SymbolRenderingMode(kind: .palette)
    /// Layers in their own colours where they have one, the foreground style elsewhere.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)

    /// What fills each of `layers` (back to front) under `mode` in `environment`, or nil when the
    /// symbol is drawn in one layer as monochrome draws it (§19.6). A nil `mode` is SwiftUI's
    /// automatic choice: palette when `foregroundStyle(_:_:)` or `(_:_:_:)` set two or three
    /// styles, monochrome otherwise.
    static func layerStyles(_ layers: [SymbolLayer], mode: SymbolRenderingMode?, in environment: EnvironmentValues) -> [_ResolvedStyle]? {
        guard !layers.isEmpty else { return nil }
        let set = environment.foregroundStyles?.levels ?? []
        switch (mode ?? (set.count >= 2 ? .palette : .monochrome)).kind {
        case .monochrome:
            return nil
        case .hierarchical:
            // The first layer the foreground style, the others its secondary and tertiary levels
            // (those `foregroundStyle(_:_:_:)` set, else faded from it).
            return layers.map { environment.foregroundStyle(level: $0.level) }
        case .palette:
            // Styles given explicitly colour the levels in order, the last one given any level
            // beyond them (UIKit's palette: two colours on a primary and a tertiary layer put the
            // second on the tertiary); one style derives the others, as hierarchical does.
            guard set.count >= 2 else { return layers.map { environment.foregroundStyle(level: $0.level) } }
            return layers.map { set[min($0.level, set.count - 1)] }
        case .multicolor:
            // A symbol without colours of its own is drawn as monochrome draws it.
            guard layers.contains(where: { $0.multicolor != nil }) else { return nil }
            let foreground = environment.foregroundStyle(level: 0)
            return layers.map { layer in layer.multicolor.map { .color($0.resolved(in: environment.colorScheme)) } ?? foreground }
        }
    }
}

extension View {
    /// Sets how the symbols in this view colour their layers (`nil`: picked from the foreground
    /// style); an image's own `symbolRenderingMode(_:)` comes first (§19.6).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(_EnvironmentWriteModifier<SymbolRenderingModeWrite>(mode))
    }
}

/// `symbolRenderingMode(_:)`'s write (`_EnvironmentWrite`).
enum SymbolRenderingModeWrite: _EnvironmentWrite { static func write(_ v: SymbolRenderingMode?, to e: inout EnvironmentValues) { e.symbolRenderingMode = v } }
