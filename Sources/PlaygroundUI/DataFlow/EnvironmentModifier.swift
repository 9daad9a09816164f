import Foundation

/// Changes the environment of its content (font, foreground style, tint, bold).
/// Public because the `@inlinable` `font`, `foregroundStyle`, `tint` and `bold` return it, so user code builds it specialised (as SwiftUI's).
public struct _EnvironmentModifier {
    @usableFromInline let change: (inout EnvironmentValues) -> Void
    @usableFromInline init(change: @escaping (inout EnvironmentValues) -> Void) { self.change = change }
}

extension _EnvironmentModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    public static var _viewListBehavior: _ViewListBehavior { .passThrough }
    @inlinable public static var _changesEnvironmentOnly: Bool { true }
    @inlinable @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        if C._buildsLeafNode {
            // A shape, a text or an image is built whole by its parent's build, never again on
            // its own: the changed environment needs no node to keep it in (docs/engine.md,
            // "Modifiers kept as attributes"), and the leaf's node stays the one node in the slot.
            b.withEnvironment(m.change, content, &slot)
        } else {
            let node = passthroughNode(&slot, b)
            b.withEnvironment(m.change, content, &node.content)
        }
    }

    /// The modifier's node in `slot`.
    @MainActor @usableFromInline static func passthroughNode(_ slot: inout _Node?, _ b: _ViewGraph) -> ModifierNode {
        b.reuse(&slot) { PassthroughNode() }
    }
}

extension View {
    /// The font of the texts in this view.
    @inlinable nonisolated public consuming func font(_ font: Font?) -> some View { modifier(_EnvironmentWriteModifier<_FontWrite>(font)) }
    /// The colour of texts and of shapes without an explicit colour in this view.
    @inlinable nonisolated public consuming func foregroundColor(_ color: Color?) -> some View { modifier(_EnvironmentWriteModifier<_ForegroundColorWrite>(color)) }
    /// The foreground style of texts, shapes and symbols in this view. A hierarchical style
    /// (`.secondary`) is a level of the foreground style in force outside (§17.2).
    @inlinable nonisolated public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentWriteModifier<_ForegroundStyleWrite<S>>(style))
    }
    /// The primary and secondary foreground styles.
    @inlinable nonisolated public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_EnvironmentWriteModifier<_ForegroundStyles2Write<S1, S2>>((primary, secondary)))
    }
    /// The primary, secondary and tertiary foreground styles.
    @inlinable nonisolated public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_EnvironmentWriteModifier<_ForegroundStyles3Write<S1, S2, S3>>((primary, secondary, tertiary)))
    }
    /// The tint of controls (buttons, progress views) and of the `.tint` style in this view.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentModifier { env in env.tint = tint.map { $0._resolveStyle(in: env) } })
    }
    /// The tint colour (`nil`: the accent colour).
    @inlinable nonisolated public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentWriteModifier<_TintColorWrite>(tint))
    }
    /// The accent colour of controls in this view (`tint(_:)` under its older name).
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    /// The style of `.background` in this view.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.backgroundStyle = style._resolveStyle(in: $0) })
    }
    /// Bold text in this view.
    @inlinable nonisolated public consuming func bold(_ isActive: Bool = true) -> some View { modifier(_EnvironmentWriteModifier<_BoldWrite>(isActive)) }
}

extension View {
    /// Sets the environment value at `keyPath` for the views inside (§21.1).
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
    /// Changes the environment value at `keyPath` for the views inside with `transform`.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        return modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
    /// Puts an `@Observable` object in the environment of the views inside, where
    /// `@Environment(T.self)` reads it (nil removes it).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(_EnvironmentModifier { $0.setObject(object, as: T.self) })
    }
}
