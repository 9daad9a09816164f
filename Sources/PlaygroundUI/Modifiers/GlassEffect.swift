import Foundation

// iOS 26's `glassEffect(_:in:)` and the modifiers that go with it (docs/semantics.md §17.9).

extension View {
    /// Puts `glass` in `shape` behind this view, filling its bounds (padding included): what
    /// lies behind it blurred and lightened (or stained with the glass's tint), a rim of light
    /// along the edge and a soft shadow. `Glass.identity` draws nothing. Interactive glass grows
    /// and brightens while it is pressed, without taking the press from the views in it.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Names this view's glass in `namespace`, so that inside a `GlassEffectContainer` SwiftUI
    /// morphs it into and out of nearby glass during transitions. Here the name is kept but no
    /// morphing is drawn: an inserted or removed glass view takes its transition
    /// (`glassEffectTransition(_:)`, else the view's own) as any view does (README, differences).
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Makes the glass of every view with the same `id` in `namespace` — the same shape and the
    /// same glass — one glass shape spanning them all, inside their `GlassEffectContainer` (the
    /// first member's shape and glass, in the rectangle around every member). Outside a
    /// container each keeps its own glass. A `nil` id takes the view out of any union.
    nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        environment(\.glassUnion, id.map { GlassUnionID(namespace: namespace, id: AnyHashable($0)) })
    }

    /// How this view's glass appears and disappears when the view is inserted or removed:
    /// `.materialize` and `.matchedGeometry` fade it in and out (the morph out of a nearby shape
    /// that `.matchedGeometry` draws on iOS is not drawn here), `.identity` not at all.
    nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        self.transition(transition.isIdentity ? AnyTransition.identity : AnyTransition.opacity)
    }
}

/// How glass appears and disappears (`glassEffectTransition(_:)`).
public struct GlassEffectTransition: Sendable {
    let isIdentity: Bool
    /// The glass grows out of (or into) a nearby glass shape within the container's spacing;
    /// the default.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(isIdentity: false) }
    /// The content fades and the material comes and goes, without matching geometry.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(isIdentity: false) }
    /// No change as the view comes and goes.
    public static var identity: GlassEffectTransition { GlassEffectTransition(isIdentity: true) }
}

/// The shape glass takes unless another is given: a capsule.
public struct DefaultGlassEffectShape: Sendable {
    nonisolated public init() {}
}

extension DefaultGlassEffectShape: Shape {
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    public func _outline(in rect: CGRect) -> (ShapeOutline, CGRect) { Capsule()._outline(in: rect) }
}

/// `glassEffect(_:in:)`: the glass drawn behind the content, and the press of interactive glass.
struct GlassEffectModifier<S: Shape> {
    let glass: Glass
    let shape: S
    /// Reset when the press ends or is cancelled (a scroll view taking the drag).
    @GestureState private var isPressed = false
    @Environment(\.glassUnion) private var unionID
    @Environment(\.isInGlassEffectContainer) private var isInContainer
}

extension GlassEffectModifier: ViewModifier {
    func body(content: Content) -> some View {
        let pressed = isPressed && glass.isInteractive
        // A member of a union draws no glass of its own: its container draws the union's.
        let union = isInContainer ? unionID : nil
        let drawn = union == nil ? glass : .identity
        let unionShape = union == nil ? nil : AnyShape(shape)
        return content
            .background {
                GlassShape(glass: drawn, shape: shape, isPressed: pressed)
                    .anchorPreference(key: GlassUnionKey.self, value: .bounds) { [union, glass] anchor in
                        guard let union, let unionShape else { return [] }
                        return [GlassUnionMember(union: union, glass: glass, shape: unionShape, bounds: anchor)]
                    }
            }
            .glassPressGrowth(pressed)
            .simultaneousGesture(
                DragGesture(minimumDistance: 0).updating($isPressed) { _, pressed, _ in pressed = true },
                including: glass.isInteractive ? .all : .subviews)
    }
}

extension View {
    /// Pressed glass grows (its longest side by `GlassMetrics.pressGrowth`) and springs back:
    /// interactive glass's and the glass button styles' press.
    nonisolated func glassPressGrowth(_ pressed: Bool) -> some View {
        visualEffect { view, proxy in
            view.scaleEffect(pressed ? GlassMetrics.pressScale(for: proxy.size) : 1)
        }
        .animation(GlassMetrics.pressAnimation, value: pressed)
    }
}

/// One glass shape: the blurred, washed backdrop, the rim of light and the shadow. Draws nothing
/// for `Glass.identity`.
struct GlassShape<S: Shape> {
    let glass: Glass
    let shape: S
    var isPressed = false
    var stain: GlassStain = .none
}

extension GlassShape: View {
    var body: some View {
        let visible = glass.isVisible
        shape
            .fill(GlassFillStyle(glass: glass, stain: stain))
            .overlay {
                // Brighter while pressed.
                shape.fill(Color.white.opacity(isPressed ? GlassMetrics.pressBrightening : 0))
            }
            .overlay {
                shape
                    .stroke(LinearGradient(colors: [.white.opacity(visible ? GlassMetrics.rimTopOpacity : 0),
                                                    .white.opacity(visible ? GlassMetrics.rimMiddleOpacity : 0),
                                                    .white.opacity(visible ? GlassMetrics.rimBottomOpacity : 0)],
                                           startPoint: .topLeading, endPoint: .bottomTrailing),
                            lineWidth: GlassMetrics.rimWidth * 2)
                    .clipShape(shape)
            }
            .compositingGroup()
            .shadow(color: .black.opacity(visible ? GlassMetrics.shadowOpacity : 0),
                    radius: GlassMetrics.shadowRadius, y: GlassMetrics.shadowY)
            .allowsHitTesting(visible)
    }
}

/// Which union a glass belongs to (`glassEffectUnion(id:namespace:)`).
struct GlassUnionID: Hashable, @unchecked Sendable {   // (an id given as Hashable & Sendable)
    let namespace: Namespace.ID
    let id: AnyHashable
}

struct GlassUnionEnvironmentKey: EnvironmentKey {
    static var defaultValue: GlassUnionID? { nil }
}
struct GlassEffectContainerKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The union the glass below joins (`glassEffectUnion(id:namespace:)`).
    var glassUnion: GlassUnionID? {
        get { self[GlassUnionEnvironmentKey.self] }
        set { self[GlassUnionEnvironmentKey.self] = newValue }
    }
    /// Whether a `GlassEffectContainer` is around (it draws the unions).
    var isInGlassEffectContainer: Bool {
        get { self[GlassEffectContainerKey.self] }
        set { self[GlassEffectContainerKey.self] = newValue }
    }
}

/// A glass that joins a union: its glass, shape and bounds, for its container to draw.
struct GlassUnionMember {
    let union: GlassUnionID
    let glass: Glass
    let shape: AnyShape
    let bounds: Anchor<CGRect>
}

/// The members of unions below, in the order the views come.
struct GlassUnionKey: PreferenceKey {
    static var defaultValue: [GlassUnionMember] { [] }
    static var _keyBit: UInt64 { engineKeyBit(12) }   // its place in `enginePreferenceKeys()`
    static func reduce(value: inout [GlassUnionMember], nextValue: () -> [GlassUnionMember]) {
        value.append(contentsOf: nextValue())
    }
}

/// The glass of each union below: the first member's glass and shape, in the rectangle that
/// spans every member.
struct GlassUnions: View {
    let members: [GlassUnionMember]

    var body: some View {
        GeometryReader { proxy in
            ForEach(Self.unions(members, proxy), id: \.union) { union in
                GlassShape(glass: union.glass, shape: union.shape)
                    .frame(width: union.rect.width, height: union.rect.height)
                    .offset(x: union.rect.minX, y: union.rect.minY)
            }
        }
    }

    struct Union {
        let union: GlassUnionID
        let glass: Glass
        let shape: AnyShape
        var rect: CGRect
    }

    static func unions(_ members: [GlassUnionMember], _ proxy: GeometryProxy) -> [Union] {
        var unions: [Union] = []
        for m in members {
            let r = proxy[m.bounds]
            if let i = unions.firstIndex(where: { $0.union == m.union }) {
                unions[i].rect = unions[i].rect.union(r)
            } else {
                unions.append(Union(union: m.union, glass: m.glass, shape: m.shape, rect: r))
            }
        }
        return unions
    }
}

/// Glass shapes drawn together. On iOS the glass of the views inside blends where shapes come
/// within `spacing` of each other and morphs between them in transitions; here each glass is
/// drawn on its own (README, differences), and the container draws the unions of
/// `glassEffectUnion(id:namespace:)`. Its content is laid out as if the container were not
/// there.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container whose glass shapes blend within `spacing` points (`nil`: the system's
    /// distance).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        content
            .environment(\.isInGlassEffectContainer, true)
            .backgroundPreferenceValue(GlassUnionKey.self) { GlassUnions(members: $0) }
            .transformPreference(GlassUnionKey.self) { $0 = [] }
    }
}
