import Foundation

/// Changes the environment of its content (font, foreground colour, bold).
public struct _EnvironmentModifier {
    let change: (inout EnvironmentValues) -> Void
}

extension _EnvironmentModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        let node = b.reuse(&slot) { PassthroughNode() }
        b.withEnvironment(m.change, content, &node.content)
    }
}

/// Something a shape or text can be painted with (colours here).
public protocol ShapeStyle: Sendable { var _color: Color { get } }
extension Color: ShapeStyle { public var _color: Color { self } }
extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

extension View {
    /// The font of the texts in this view.
    nonisolated public func font(_ font: Font?) -> some View { modifier(_EnvironmentModifier { $0.font = font }) }
    /// The colour of texts and of shapes without an explicit colour in this view.
    nonisolated public func foregroundColor(_ color: Color?) -> some View { modifier(_EnvironmentModifier { $0.foregroundColor = color }) }
    /// The foreground style (a colour) of this view.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let c = style._color
        return modifier(_EnvironmentModifier { $0.foregroundColor = c })
    }
    /// Bold text in this view.
    nonisolated public func bold(_ isActive: Bool = true) -> some View { modifier(_EnvironmentModifier { $0.bold = isActive }) }
}
