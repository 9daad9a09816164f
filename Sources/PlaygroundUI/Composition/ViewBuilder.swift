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
    // Two to ten views (SwiftUI's overloads before parameter packs): preferred to the pack
    // overload above, they make their TupleView with a build specialised for the views' types,
    // which a pack cannot give (`TupleView.buildElements`, node-model step 26). Each element is
    // built where the block stores it (`_ViewGraph.buildElement(in:after:_:_:)`, node-model step 64):
    // read out of the tuple through its pointer, each was copied first.
    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<(C0, C1)> {
        TupleView(value: (c0, c1), elements: _PackElements<C0, C1>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            g.buildElement(in: p, after: end, C1.self, &s[1])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> TupleView<(C0, C1, C2)> {
        TupleView(value: (c0, c1, c2), elements: _PackElements<C0, C1, C2>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            g.buildElement(in: p, after: end, C2.self, &s[2])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3) -> TupleView<(C0, C1, C2, C3)> {
        TupleView(value: (c0, c1, c2, c3), elements: _PackElements<C0, C1, C2, C3>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            end = g.buildElement(in: p, after: end, C2.self, &s[2])
            g.buildElement(in: p, after: end, C3.self, &s[3])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView(value: (c0, c1, c2, c3, c4), elements: _PackElements<C0, C1, C2, C3, C4>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            end = g.buildElement(in: p, after: end, C2.self, &s[2])
            end = g.buildElement(in: p, after: end, C3.self, &s[3])
            g.buildElement(in: p, after: end, C4.self, &s[4])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5), elements: _PackElements<C0, C1, C2, C3, C4, C5>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            end = g.buildElement(in: p, after: end, C2.self, &s[2])
            end = g.buildElement(in: p, after: end, C3.self, &s[3])
            end = g.buildElement(in: p, after: end, C4.self, &s[4])
            g.buildElement(in: p, after: end, C5.self, &s[5])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6), elements: _PackElements<C0, C1, C2, C3, C4, C5, C6>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            end = g.buildElement(in: p, after: end, C2.self, &s[2])
            end = g.buildElement(in: p, after: end, C3.self, &s[3])
            end = g.buildElement(in: p, after: end, C4.self, &s[4])
            end = g.buildElement(in: p, after: end, C5.self, &s[5])
            g.buildElement(in: p, after: end, C6.self, &s[6])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7), elements: _PackElements<C0, C1, C2, C3, C4, C5, C6, C7>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            end = g.buildElement(in: p, after: end, C2.self, &s[2])
            end = g.buildElement(in: p, after: end, C3.self, &s[3])
            end = g.buildElement(in: p, after: end, C4.self, &s[4])
            end = g.buildElement(in: p, after: end, C5.self, &s[5])
            end = g.buildElement(in: p, after: end, C6.self, &s[6])
            g.buildElement(in: p, after: end, C7.self, &s[7])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), elements: _PackElements<C0, C1, C2, C3, C4, C5, C6, C7, C8>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            end = g.buildElement(in: p, after: end, C2.self, &s[2])
            end = g.buildElement(in: p, after: end, C3.self, &s[3])
            end = g.buildElement(in: p, after: end, C4.self, &s[4])
            end = g.buildElement(in: p, after: end, C5.self, &s[5])
            end = g.buildElement(in: p, after: end, C6.self, &s[6])
            end = g.buildElement(in: p, after: end, C7.self, &s[7])
            g.buildElement(in: p, after: end, C8.self, &s[8])
        }
    }
    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), elements: _PackElements<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>.self) { p, g, s in
            var end = 0
            end = g.buildElement(in: p, after: end, C0.self, &s[0])
            end = g.buildElement(in: p, after: end, C1.self, &s[1])
            end = g.buildElement(in: p, after: end, C2.self, &s[2])
            end = g.buildElement(in: p, after: end, C3.self, &s[3])
            end = g.buildElement(in: p, after: end, C4.self, &s[4])
            end = g.buildElement(in: p, after: end, C5.self, &s[5])
            end = g.buildElement(in: p, after: end, C6.self, &s[6])
            end = g.buildElement(in: p, after: end, C7.self, &s[7])
            end = g.buildElement(in: p, after: end, C8.self, &s[8])
            g.buildElement(in: p, after: end, C9.self, &s[9])
        }
    }
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: consuming T) -> _ConditionalContent<T, F> { .trueContent(first) }
    public static func buildEither<T: View, F: View>(second: consuming F) -> _ConditionalContent<T, F> { .falseContent(second) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
