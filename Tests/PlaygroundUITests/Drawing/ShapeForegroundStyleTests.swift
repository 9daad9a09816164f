import Foundation
import Testing
@testable import PlaygroundUI

// A shape with no fill or stroke of its own (`Rectangle()`, `Circle()`) is filled with the
// foreground style (docs/semantics.md §17.2: the environment's `.foregroundStyle`, else the label
// colour, which is black in light mode and white in dark). Since node-model step 82 a rebuilt
// shape resolves that style only when the environment's drawing settings or colour scheme are not
// those it last resolved it from; each change below must still reach what is drawn, and a forced
// rebuild must draw what a host built afresh draws. The second test pins which composite views
// are bound before their body (`CompositeNodeBase.bindsValue`, the same step).

/// What `ForegroundShapes` is built with (one view type throughout, so its nodes are kept).
@MainActor private enum ForegroundInputs {
    static var style = Color.red
    static var scheme = ColorScheme.light
}

/// Default-filled shapes under a foreground style, and one under the colour scheme alone.
private struct ForegroundShapes: View {
    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Rectangle().frame(width: 20, height: 10)
                Circle().frame(width: 10, height: 10)
                Capsule()
            }
            .frame(height: 10)
            .foregroundStyle(ForegroundInputs.style)
            Rectangle().frame(width: 30, height: 6)
        }
        .environment(\.colorScheme, ForegroundInputs.scheme)
    }
}

private struct PlainView: View { var body: some View { Color.red } }
private struct StateView: View {
    @State private var count = 0
    var body: some View { Text("\(count)") }
}
private struct EnvironmentView: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}
private struct AnimatableView: View, Animatable {
    var animatableData: Double
    var body: some View { Color.red.opacity(animatableData) }
}
private struct NamespaceView: View {
    @Namespace private var space
    var body: some View { Color.red.matchedGeometryEffect(id: 1, in: space) }
}

private struct PlainModifier: ViewModifier {
    func body(content: Content) -> some View { content.padding(2) }
}
private struct StateModifier: ViewModifier {
    @State private var inset: CGFloat = 2
    func body(content: Content) -> some View { content.padding(inset) }
}

@MainActor
@Suite struct ShapeForegroundStyleTests {
    private let size = CGSize(width: 120, height: 60)

    @Test func aDefaultFilledShapeFollowsEachChangeOfItsForegroundStyle() {
        ForegroundInputs.style = .red
        ForegroundInputs.scheme = .light
        defer { ForegroundInputs.style = .red; ForegroundInputs.scheme = .light }
        let host = ViewHost(rootView: ForegroundShapes(), size: size)
        // (style, scheme, the fill of the three shapes under the style, the lone rectangle's fill)
        let steps: [(Color, ColorScheme, ResolvedColor, ResolvedColor)] = [
            (.red, .light, Color.red.resolved, ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)),
            (.blue, .light, Color.blue.resolved, ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)),
            (.blue, .dark, Color.blue.resolved(in: .dark), ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1)),
            (.green, .dark, Color.green.resolved(in: .dark), ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1)),
            (.green, .light, Color.green.resolved, ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)),
            (.red, .light, Color.red.resolved, ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1)),
        ]
        for (i, (style, scheme, styled, lone)) in steps.enumerated() {
            ForegroundInputs.style = style
            ForegroundInputs.scheme = scheme
            host.invalidate(); host.advance()
            let fills = host.shapeDrawings.map(\.paint)
            #expect(fills == [.fill(styled), .fill(styled), .fill(styled), .fill(lone)], "step \(i)")
            let fresh = ViewHost(rootView: ForegroundShapes(), size: size)
            #expect(host.displayList == fresh.displayList, "step \(i)")
            // Rebuilt twice more with nothing changed: the same drawing.
            host.invalidate(); host.advance()
            host.invalidate(); host.advance()
            #expect(host.displayList == fresh.displayList, "step \(i), rebuilt")
        }
    }

    @Test func onlyViewsWithDynamicPropertiesOrAnimatableDataAreBound() {
        func binds<V: View>(_ view: V) -> Bool {
            let host = ViewHost(rootView: view, size: size)
            guard let node = allNodes(host.graph.root).first(where: { $0 is CompositeNode<V> }) else {
                Issue.record("no composite node for \(V.self)")
                return false
            }
            return (node as! CompositeNodeBase).bindsValue
        }
        #expect(!binds(PlainView()))
        #expect(binds(StateView()))
        #expect(binds(EnvironmentView()))
        #expect(binds(AnimatableView(animatableData: 0.5)))
        #expect(binds(NamespaceView()))
        // A custom modifier's node derives the flag the same way.
        func modifierBinds<M: ViewModifier>(_ modifier: M) -> Bool {
            let host = ViewHost(rootView: Color.red.modifier(modifier), size: size)
            guard let node = allNodes(host.graph.root).first(where: { $0 is CustomModifierNode<M> }) else {
                Issue.record("no custom modifier node for \(M.self)")
                return false
            }
            return (node as! CompositeNodeBase).bindsValue
        }
        #expect(!modifierBinds(PlainModifier()))
        #expect(modifierBinds(StateModifier()))
    }
}
