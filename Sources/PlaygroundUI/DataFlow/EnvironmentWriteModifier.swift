import Foundation

/// An environment modifier that writes one value with `W` (`font`, `foregroundColor`,
/// `foregroundStyle`, `tint`, `bold`, `buttonStyle`): what `_EnvironmentModifier` does with a
/// closure, with the value kept as data, so that the same write of the same environment is made
/// once and the environment it made is shared (`EnvironmentMemo`; docs/engine.md, "The same
/// environment change, made once"). Internal (`@usableFromInline`): the inlinable modifiers
/// make it where the value's type is known.
@usableFromInline struct _EnvironmentWriteModifier<W: _EnvironmentWrite> {
    @usableFromInline let value: W.Value
    @inlinable init(_ value: W.Value) { self.value = value }
}

extension _EnvironmentWriteModifier: PrimitiveModifier {
    /// Built once around the content; has no geometry of its own: a list stays a list (§31).
    @usableFromInline static var _viewListBehavior: _ViewListBehavior { .passThrough }
    @usableFromInline func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
    @inlinable static var _changesEnvironmentOnly: Bool { true }
    @inlinable @inline(__always) static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        if C._buildsLeafNode {
            // As `_EnvironmentModifier`: a leaf needs no node to keep its environment in.
            b.withEnvironment(writing: m.value, by: W.self, content, &slot)
        } else {
            let node = _EnvironmentModifier.passthroughNode(&slot, b)
            b.withEnvironment(writing: m.value, by: W.self, content, &node.content)
        }
    }
}

// The writes (`_EnvironmentWrite`): each depends on nothing but the environment and its value.

/// `font(_:)`.
@usableFromInline enum _FontWrite: _EnvironmentWrite {
    @usableFromInline static func write(_ value: Font?, to environment: inout EnvironmentValues) { environment.font = value }
}
/// `foregroundColor(_:)`.
@usableFromInline enum _ForegroundColorWrite: _EnvironmentWrite {
    @usableFromInline static func write(_ value: Color?, to environment: inout EnvironmentValues) { environment.foregroundColor = value }
}
/// `foregroundStyle(_:)`: one level (§17.2).
@usableFromInline enum _ForegroundStyleWrite<S: ShapeStyle>: _EnvironmentWrite {
    @usableFromInline static func write(_ value: S, to environment: inout EnvironmentValues) {
        environment.foregroundStyles = ForegroundStyles(levels: [value._resolveStyle(in: environment)])
    }
}
/// `foregroundStyle(_:_:)`: two levels.
@usableFromInline enum _ForegroundStyles2Write<S1: ShapeStyle, S2: ShapeStyle>: _EnvironmentWrite {
    @usableFromInline static func write(_ value: (S1, S2), to environment: inout EnvironmentValues) {
        environment.foregroundStyles = ForegroundStyles(levels: [value.0._resolveStyle(in: environment), value.1._resolveStyle(in: environment)])
    }
}
/// `foregroundStyle(_:_:_:)`: three levels.
@usableFromInline enum _ForegroundStyles3Write<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>: _EnvironmentWrite {
    @usableFromInline static func write(_ value: (S1, S2, S3), to environment: inout EnvironmentValues) {
        environment.foregroundStyles = ForegroundStyles(levels: [value.0._resolveStyle(in: environment), value.1._resolveStyle(in: environment), value.2._resolveStyle(in: environment)])
    }
}
/// `tint(_:)` with a colour (nil: the accent colour).
@usableFromInline enum _TintColorWrite: _EnvironmentWrite {
    @usableFromInline static func write(_ value: Color?, to environment: inout EnvironmentValues) {
        environment.tint = value.map { .color($0.resolved(in: environment.colorScheme)) }
    }
}
/// `bold(_:)`.
@usableFromInline enum _BoldWrite: _EnvironmentWrite {
    @usableFromInline static func write(_ value: Bool, to environment: inout EnvironmentValues) { environment.bold = value }
}
/// `buttonStyle(_:)` with a `ButtonStyle`: a new box each time it is made (so the same style
/// value on the same environment, made once, keeps its box).
@usableFromInline enum _ButtonStyleWrite<S: ButtonStyle>: _EnvironmentWrite {
    @usableFromInline static func write(_ value: S, to environment: inout EnvironmentValues) {
        environment.buttonStyle = _AnyButtonStyle(ButtonStyleBox(value))
    }
}
/// `buttonStyle(_:)` with a `PrimitiveButtonStyle`.
@usableFromInline enum _PrimitiveButtonStyleWrite<S: PrimitiveButtonStyle>: _EnvironmentWrite {
    @usableFromInline static func write(_ value: S, to environment: inout EnvironmentValues) {
        environment.buttonStyle = _AnyButtonStyle(PrimitiveButtonStyleBox(value))
    }
}
