import Foundation

/// Builds views from closures: any number of children (parameter packs), `if`, `if let`,
/// `if`/`else`, `switch` and `#available` (SwiftUI's `@ViewBuilder`).
///
/// Not isolated to the main actor, as in SwiftUI: a global `@ViewBuilder` function or a
/// `@ViewBuilder` requirement of a non-isolated protocol builds views from any context (making a
/// view value touches no engine state; bodies are still evaluated on the main actor).
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }
    /// Inlinable: a function over a parameter pack is not specialised across modules otherwise,
    /// so every block of several views in a user's body went through the library's generic code.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: consuming T) -> _ConditionalContent<T, F> { .trueContent(first) }
    public static func buildEither<T: View, F: View>(second: consuming F) -> _ConditionalContent<T, F> { .falseContent(second) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
