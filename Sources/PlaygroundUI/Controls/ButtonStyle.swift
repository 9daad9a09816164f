@_spi(Reflection) import Swift
import Foundation

// MARK: Roles, sizes, shapes

/// What a button is for (SwiftUI's `ButtonRole`): a `.destructive` button draws red (§24.1).
public struct ButtonRole: Equatable, Sendable {
    let kind: Int
    /// Deletes data or cannot be undone: drawn in red.
    public static let destructive = ButtonRole(kind: 1)
    /// Cancels an operation (drawn like a plain button outside alerts).
    public static let cancel = ButtonRole(kind: 2)
    /// Confirms an operation (iOS 26; drawn like a plain button here).
    public static let confirm = ButtonRole(kind: 3)
    /// Closes a view (iOS 26; drawn like a plain button here).
    public static let close = ButtonRole(kind: 4)
}

/// The size of controls (`.controlSize(_:)`, `\.controlSize`): bordered buttons, toggles-as-buttons
/// and segmented pickers use it for their padding (§24.2).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The outline of bordered buttons (`.buttonBorderShape(_:)`).
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }
struct ButtonStyleKey: EnvironmentKey { static var defaultValue: _AnyButtonStyle? { nil } }

extension EnvironmentValues {
    /// The size of controls in this environment (`.regular` unless `.controlSize(_:)` sets one).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The shape of bordered buttons (`.automatic`: a rounded rectangle, capsule for `.large`+).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
    @usableFromInline var buttonStyle: _AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls inside (§24.2).
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentWriteModifier<ControlSizeWrite>(controlSize))
    }
    /// Sets the outline of bordered buttons inside.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        modifier(_EnvironmentWriteModifier<ButtonBorderShapeWrite>(shape))
    }
    /// Styles every `Button` inside with `style` (the innermost `.buttonStyle` wins), §24.1.
    /// Inlinable, as the other view-making calls are: the style's box and its node type are then
    /// made where `S` is known, not looked up in the runtime's metadata cache per build.
    @inlinable nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWriteModifier<_ButtonStyleWrite<S>>(style))
    }
    /// Styles every `Button` inside with a primitive style (`.bordered`, `.plain`, your own
    /// `PrimitiveButtonStyle`), §24.1. Inlinable, as above.
    @inlinable nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentWriteModifier<_PrimitiveButtonStyleWrite<S>>(style))
    }
}

// MARK: ButtonStyle

/// A style that draws a button and reacts to its press (SwiftUI's `ButtonStyle`): the button
/// keeps its tap handling; `makeBody` gets the label and whether it is pressed now (§24.1).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws with.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
            _StyleContent.build(graph, &slot)
        }
        /// A list when the button's label is one: in a custom style's `HStack` its views are laid out
        /// side by side, each with the modifiers applied to the label (§31.6).
        @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { _StyleContent.isViewList(graph) }
    }
    /// The button's role (nil: none).
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is pressed now (the pointer went down on it and is still over it).
    public let isPressed: Bool
}

// MARK: PrimitiveButtonStyle

/// A style that defines a button's whole interaction (SwiftUI's `PrimitiveButtonStyle`): the
/// button adds no tap handling of its own; call `configuration.trigger()` to run its action.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws with.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role (nil: none).
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void
    /// Runs the button's action (nothing when the button is disabled).
    public func trigger() { action() }
}

// MARK: Built-in styles

/// iOS's default: `.borderless` everywhere; a button that is a list row's view is the whole row
/// (a tap anywhere on the row, the row highlighted while pressed, §24.1, §14.9).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .borderless, isDefault: true)
    }
}
/// The label tinted with the accent colour, dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .borderless)
    }
}
/// The label as it is (not tinted), dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .plain)
    }
}
/// The label tinted on a light fill of the tint (gray without a tint), padded by the control size.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .bordered)
    }
}
/// White label on a solid fill of the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInButton(configuration: configuration, kind: .borderedProminent)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The look of the built-in styles (§24.1, §24.2).
enum _BuiltInButtonKind { case plain, borderless, bordered, borderedProminent, glass, glassProminent }

enum ButtonMetrics {
    /// Opacity of a pressed borderless or plain label (§8).
    static let pressedOpacity: Double = 0.2
    /// Opacity of a pressed bordered button.
    static let borderedPressedOpacity: Double = 0.7
    /// Padding of bordered buttons per control size (horizontal, vertical).
    static func padding(_ size: ControlSize) -> (CGFloat, CGFloat) {
        switch size {
        case .mini: return (8, 2)
        case .small: return (10, 4)
        case .regular: return (12, 7)
        case .large: return (20, 14)
        case .extraLarge: return (24, 17)
        }
    }
    static func cornerRadius(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small: return 6
        case .regular: return 8
        case .large, .extraLarge: return 12
        }
    }
    /// The fill of a bordered button without a tint, and of disabled bordered buttons.
    static let borderedFill = Color(.tertiarySystemFill)
    static let disabledLabel = Color(.tertiaryLabel)
    static let disabledFill = Color(.quaternarySystemFill)
}

/// A built-in style's button: tap handling with the pressed state, drawn as `kind`.
package struct _BuiltInButton: View, PrimitiveView {
    let configuration: PrimitiveButtonStyleConfiguration
    let kind: _BuiltInButtonKind
    /// The default style's: in a list row it is one of the row's buttons (`ListRowNode.hitTest`).
    var isDefault = false
    /// The glass of the glass styles.
    var glass: Glass = .regular

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let env = graph.env
        let kind = view.kind
        let role = view.configuration.role
        // Each kind is its own view type (no `switch` in a body): a conditional would be a dynamic
        // container, which gives every preference key its default value (§1.3) and would reset a
        // `value = nextValue()` reader in the button's background.
        // A default-style button in a list row: when it is the row's view, the row is its tap
        // area and shows its press (its label does not dim), §14.9.
        let rowButton = view.isDefault && env.isListRow
        let flexible = env.buttonSizing.isFlexible
        _PressableButton.buildNode(action: view.configuration.action, graph, &slot, claimsListRow: rowButton) { pressed, g, inner in
            let look = _BuiltInButtonLook(kind: kind, role: role, isPressed: pressed && !rowButton, isEnabled: env.isEnabled,
                                          hasTint: env.tint != nil, hasForeground: env.foregroundStyles.map { !$0.isSectionChrome } ?? false,
                                          size: env.controlSize, shape: env.buttonBorderShape, glass: view.glass)
            // Built straight from the look (no view with a body: a press re-evaluates no extra body).
            switch kind {
            case .plain: _makeLook(look.plainBody, g, &inner)
            case .borderless: _makeLook(look.borderlessBody, g, &inner)
            // `buttonSizing(.flexible)`: the label takes the width offered (§24.16).
            case .bordered, .borderedProminent:
                if flexible { _makeLook(look.borderedBody(ButtonStyleConfiguration.Label().frame(maxWidth: .infinity)), g, &inner) }
                else { _makeLook(look.borderedBody(ButtonStyleConfiguration.Label()), g, &inner) }
            case .glass, .glassProminent:
                if flexible { _makeLook(look.glassBody(ButtonStyleConfiguration.Label().frame(maxWidth: .infinity)), g, &inner) }
                else { _makeLook(look.glassBody(ButtonStyleConfiguration.Label()), g, &inner) }
            }
        }
    }
}

@MainActor func _makeLook<V: View>(_ v: V, _ g: _ViewGraph, _ slot: inout _Node?) { V._makeNode(v, g, &slot) }

/// The built-in primitive styles: their `makeBody` is engine work, not counted as a body.
protocol _BuiltInPrimitiveButtonStyle {}
extension DefaultButtonStyle: _BuiltInPrimitiveButtonStyle {}
extension BorderlessButtonStyle: _BuiltInPrimitiveButtonStyle {}
extension PlainButtonStyle: _BuiltInPrimitiveButtonStyle {}
extension BorderedButtonStyle: _BuiltInPrimitiveButtonStyle {}
extension BorderedProminentButtonStyle: _BuiltInPrimitiveButtonStyle {}

/// Draws the style's label (`_StyleContent`) for a built-in kind.
struct _BuiltInButtonLook {
    let kind: _BuiltInButtonKind
    let role: ButtonRole?
    let isPressed: Bool
    let isEnabled: Bool
    /// Whether `.tint(_:)` is set (a bordered button without one has a gray fill).
    let hasTint: Bool
    /// Whether `.foregroundStyle`/`.foregroundColor` is set outside: it colours the label then.
    let hasForeground: Bool
    let size: ControlSize
    let shape: ButtonBorderShape
    /// The glass styles' glass.
    var glass: Glass = .regular

    /// The label's style: plain data (`ButtonLabelStyle`), so that its environment is made once
    /// for all the buttons built in the same one (`EnvironmentMemo`).
    private var labelTint: ButtonLabelStyle { role == .destructive ? .color(.red) : .tint }

    /// The tint of the label (or fill): red for destructive, else the tint, else the accent colour.
    private var tintColor: AnyShapeStyle {
        if role == .destructive { return AnyShapeStyle(Color.red) }
        return AnyShapeStyle(.tint)
    }

    var plainBody: some View {
        ButtonStyleConfiguration.Label()
            .foregroundStyle(isEnabled ? (role == .destructive ? ButtonLabelStyle.color(.red) : .foreground) : .color(ButtonMetrics.disabledLabel))
            .contentShape(Rectangle())
            .opacity(isPressed ? ButtonMetrics.pressedOpacity : 1)
    }
    var borderlessBody: some View {
        ButtonStyleConfiguration.Label()
            .foregroundStyle(!isEnabled ? ButtonLabelStyle.color(ButtonMetrics.disabledLabel) : hasForeground && role == nil ? .foreground : labelTint)
            .contentShape(Rectangle())
            .opacity(isPressed ? ButtonMetrics.pressedOpacity : 1)
    }
    /// The bordered styles' look around `label` (the label as it is, or widened by a flexible
    /// `buttonSizing`).
    func borderedBody<L: View>(_ label: L) -> some View {
        let (h, v) = ButtonMetrics.padding(size)
        return label
            .foregroundStyle(labelStyle)
            .padding(.horizontal, h)
            .padding(.vertical, v)
            .background { _ButtonBorder(shape: shape, size: size).fill(fillStyle) }
            .opacity(isPressed ? ButtonMetrics.borderedPressedOpacity : 1)
    }

    private var labelStyle: ButtonLabelStyle {
        if !isEnabled { return .color(ButtonMetrics.disabledLabel) }
        if hasForeground && role == nil { return .foreground }
        return kind == .borderedProminent ? .color(.white) : labelTint
    }
    private var fillStyle: AnyShapeStyle {
        if !isEnabled { return AnyShapeStyle(ButtonMetrics.disabledFill) }
        if kind == .borderedProminent { return tintColor }
        if !hasTint && role != .destructive { return AnyShapeStyle(ButtonMetrics.borderedFill) }
        return AnyShapeStyle(tintColor.opacity(0.15))
    }
}

/// A built-in button's label style: the foreground style in force, the tint, or a colour. What
/// `AnyShapeStyle` of these would paint, as plain data (an `AnyShapeStyle` is a box, so its
/// environment was made again at every build: `EnvironmentMemo`).
enum ButtonLabelStyle: ShapeStyle {
    case foreground
    case tint
    case color(Color)
    func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        switch self {
        case .foreground: ForegroundStyle()._resolveStyle(in: environment)
        case .tint: TintShapeStyle()._resolveStyle(in: environment)
        case .color(let c): c._resolveStyle(in: environment)
        }
    }
}

/// The outline of a bordered button.
struct _ButtonBorder: Shape {
    let shape: ButtonBorderShape
    let size: ControlSize

    /// The outline as the built-in shape it is (drawn with its analytic outline: the glass styles').
    nonisolated var builtIn: AnyShape {
        switch shape.kind {
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .roundedRectangle(let r?): return AnyShape(RoundedRectangle(cornerRadius: r, style: .continuous))
        case .roundedRectangle(nil), .automatic:
            return AnyShape(RoundedRectangle(cornerRadius: ButtonMetrics.cornerRadius(size), style: .continuous))
        }
    }
    nonisolated func path(in rect: CGRect) -> Path { builtIn.path(in: rect) }
}

// MARK: Engine

/// The label of the button being styled: what `configuration.label` builds (a stack, as custom
/// modifier contents are, so that a style inside a style's label works).
@MainActor
enum _StyleContent {
    static func build(_ graph: _ViewGraph, _ slot: inout _Node?) { graph.buildModifierContent(&slot) }
    /// Whether the label being styled is a view list.
    static func isViewList(_ graph: _ViewGraph) -> Bool { graph.modifierContentIsList }
}

/// A type-erased button style in the environment. Equal when it is the same style type with
/// the same stored values, so re-applying `.buttonStyle(.bordered)` does not count as a change.
@usableFromInline
struct _AnyButtonStyle: Equatable {
    let box: _ButtonStyleBoxBase
    @usableFromInline init(_ box: _ButtonStyleBoxBase) { self.box = box }
    @usableFromInline static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.isEqual(to: b.box) }
}

@usableFromInline
class _ButtonStyleBoxBase: @unchecked Sendable {
    @usableFromInline init() {}
    func isEqual(to other: _ButtonStyleBoxBase) -> Bool { false }
    /// Builds a button with this style into `slot`; `label` builds the button's label.
    @MainActor func build(role: ButtonRole?, action: @escaping () -> Void,
                          label: ModifierContent, _ graph: _ViewGraph, _ slot: inout _Node?) {}
}

/// Whether two values of `S` are equal field by field (the same comparison as view values).
func _sameStyleValue<S>(_ a: S, _ b: S) -> Bool {
    let layout = MainActor.assumeIsolated { ComparedBytes.layout(of: S.self) }
    return sameBytes(a, b, layout)
}

@usableFromInline
final class ButtonStyleBox<S: ButtonStyle>: _ButtonStyleBoxBase, @unchecked Sendable {
    @usableFromInline let style: S
    /// `StyleBodyNode<S>`, taken where the box is made (inlined into the caller, where `S` is
    /// known): the build below runs unspecialised, where naming the type is a metadata lookup.
    @usableFromInline let nodeType: StyleBodyNode<S>.Type
    @inlinable init(_ style: S) { self.style = style; nodeType = StyleBodyNode<S>.self }
    override func isEqual(to other: _ButtonStyleBoxBase) -> Bool {
        guard let o = other as? ButtonStyleBox<S> else { return false }
        return _sameStyleValue(style, o.style)
    }
    @MainActor override func build(role: ButtonRole?, action: @escaping () -> Void,
                                   label: ModifierContent, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let style = self.style, nodeType = self.nodeType
        _PressableButton.buildNode(action: action, graph, &slot) { pressed, g, inner in
            let node = g.reuse(&inner, type: nodeType) { StyleBodyNode<S>() }
            node.evaluate(style, label: label, g) { s in
                s.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(), isPressed: pressed))
            }
        }
    }
}

@usableFromInline
final class PrimitiveButtonStyleBox<S: PrimitiveButtonStyle>: _ButtonStyleBoxBase, @unchecked Sendable {
    @usableFromInline let style: S
    /// As in `ButtonStyleBox`.
    @usableFromInline let nodeType: StyleBodyNode<S>.Type
    @inlinable init(_ style: S) { self.style = style; nodeType = StyleBodyNode<S>.self }
    override func isEqual(to other: _ButtonStyleBoxBase) -> Bool {
        guard let o = other as? PrimitiveButtonStyleBox<S> else { return false }
        return _sameStyleValue(style, o.style)
    }
    @MainActor override func build(role: ButtonRole?, action: @escaping () -> Void,
                                   label: ModifierContent, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let enabled = graph.env.isEnabled
        let trigger: () -> Void = enabled ? action : {}
        let node = graph.reuse(&slot, type: nodeType) { StyleBodyNode<S>() }
        node.evaluate(style, label: label, graph, counts: !node.isBuiltInPrimitiveStyle) { s in
            s.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(), action: trigger))
        }
    }
}

/// The node of a style's `makeBody`: like a view with a body, it owns the style's `@State` and
/// reads its `@Environment` (§24.1), and `configuration.label` builds the button's label.
@MainActor @usableFromInline
final class StyleBodyNode<S>: CompositeNodeBase {
    /// What `evaluateAgain` evaluates (a press, the style's own state): the last evaluation's
    /// style, label and body, in one box made at the first evaluation and refilled at each later
    /// one. A closure over them, made anew at every build, was an allocation and a free a button
    /// a frame (node-model step 80).
    @exclusivity(unchecked) private var inputs: StyleBodyInputsBase?

    /// Whether `S` is one of the built-in primitive button styles, whose body does not count as
    /// an evaluation of its own: asked once, when the node is made (a conformance look-up per
    /// button per frame cost about 300 instructions).
    let isBuiltInPrimitiveStyle = S.self is _BuiltInPrimitiveButtonStyle.Type

    init() {
        super.init(fields: DynamicPropertyField.fields(of: S.self))
        tracksObservation = ObservationGate.mayObserve(S.self)
    }

    func evaluate<B: View>(_ style: S, label: ModifierContent, _ b: _ViewGraph,
                           counts: Bool = true, body: @escaping (S) -> B) {
        // Evaluated again on its own (a press changed): that counts as the button's one body.
        // The box is the body type's (one style's node is built by one kind of box, so this is
        // the same type at every build but the first).
        if let box = inputs, box.bodyType == ObjectIdentifier(B.self) {
            unsafeDowncast(box, to: StyleBodyInputs<S, B>.self).refill(style, label, body)
        } else {
            inputs = StyleBodyInputs<S, B>(style, label, body)
        }
        evaluating(b, countsAsEvaluation: counts) {
            var s = style
            bind(&s, b)
            b.modifierContents.append(label)
            let v = tracksObservation ? evaluateTracked(b) { body(s) } : body(s)
            // A button or toggle is one view: a list in its style's body (the label's views, when
            // the body is the label modified) is made one VStack (§31.6).
            b.buildOneView(v, .vstack, &child)
            b.modifierContents.removeLast()
        }
    }

    override func evaluateAgain(_ b: _ViewGraph) { inputs?.evaluateAgain(self, b) }
}

/// `StyleBodyNode`'s last inputs, whatever their body type.
@MainActor
class StyleBodyInputsBase {
    /// `B` of the `StyleBodyInputs<S, B>` this is.
    let bodyType: ObjectIdentifier
    init(bodyType: ObjectIdentifier) { self.bodyType = bodyType }
    /// Evaluates `node` (a `StyleBodyNode<S>`) again with these inputs.
    func evaluateAgain(_ node: CompositeNodeBase, _ b: _ViewGraph) {}
}

/// The style, label and body a `StyleBodyNode<S>` was last evaluated with.
@MainActor
final class StyleBodyInputs<S, B: View>: StyleBodyInputsBase {
    @exclusivity(unchecked) private var style: S
    @exclusivity(unchecked) private var label: ModifierContent
    @exclusivity(unchecked) private var body: (S) -> B
    init(_ style: S, _ label: ModifierContent, _ body: @escaping (S) -> B) {
        self.style = style; self.label = label; self.body = body
        super.init(bodyType: ObjectIdentifier(B.self))
    }
    func refill(_ style: S, _ label: ModifierContent, _ body: @escaping (S) -> B) {
        self.style = style; self.label = label; self.body = body
    }
    override func evaluateAgain(_ node: CompositeNodeBase, _ b: _ViewGraph) {
        unsafeDowncast(node, to: StyleBodyNode<S>.self).evaluate(style, label: label, b, counts: true, body: body)
    }
}

/// A tappable button with the pressed look: a tap node (no action when disabled) whose content
/// is built for the current pressed state.
@MainActor
enum _PressableButton {
    static func buildNode(action: @escaping () -> Void, _ graph: _ViewGraph, _ slot: inout _Node?, claimsListRow: Bool = false,
                          content: (Bool, _ViewGraph, inout _Node?) -> Void) {
        let node = graph.reuse(&slot) { TapGestureNode() }
        let enabled = graph.env.isEnabled
        node.count = 1
        node.action = enabled ? action : {}
        node.isButton = enabled
        node.repeats = enabled && graph.env.buttonRepeatBehavior.repeats == true
        let pressed = enabled && graph.pointer.pressedButton === node
        if node.claimsListRow != claimsListRow || (claimsListRow && node.shownPressed != pressed) {
            // The row around it draws the press (`ListRowNode.emitContent`).
            node.claimsListRow = claimsListRow
            node.shownPressed = pressed
            graph.changedDrawing(node)
        }
        content(pressed, graph, &node.content)
    }

    static func build<V: View>(action: @escaping () -> Void, _ graph: _ViewGraph, _ slot: inout _Node?,
                               look: (Bool) -> V) {
        buildNode(action: action, graph, &slot) { pressed, g, inner in
            V._makeNode(look(pressed), g, &inner)
        }
    }
}

/// `controlSize(_:)`'s and `buttonBorderShape(_:)`'s writes (`_EnvironmentWrite`).
enum ControlSizeWrite: _EnvironmentWrite { static func write(_ v: ControlSize, to e: inout EnvironmentValues) { e.controlSize = v } }
enum ButtonBorderShapeWrite: _EnvironmentWrite { static func write(_ v: ButtonBorderShape, to e: inout EnvironmentValues) { e.buttonBorderShape = v } }
