import Foundation

/// A control that turns a value on and off (SwiftUI's `Toggle`), drawn by the toggle style in its
/// environment: by default iOS's switch — the label leading, a 51×31 capsule trailing (green
/// when on) with a white 27 pt knob that slides over (§24.4). Tapping the switch flips `isOn`;
/// tapping the label does not, as on iOS. Disabled (`.disabled(true)`): dimmed, taps ignored.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label
    /// For a toggle of several sources: whether some are on and some off (read at each build).
    var isMixed: (@MainActor () -> Bool)?

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle for several values at once (iOS 16): on when every source is on, off when every
    /// one is off, and mixed otherwise (`configuration.isMixed`; the switch shows a mixed toggle
    /// off, as UISwitch has no mixed look); turning it on or off sets every source (§24.4).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        nonisolated(unsafe) let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                            set: { value in for b in bindings { b.wrappedValue = value } })
        self.label = label()
        isMixed = { bindings.contains(where: \.wrappedValue) && !bindings.allSatisfy(\.wrappedValue) }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
    /// A toggle for several values at once, titled with a localized string key (iOS 16).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }
    /// A toggle for several values at once, titled with a string (iOS 16).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == PlaygroundUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PlaygroundUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PlaygroundUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration (in a custom `ToggleStyle`).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if graph.env._collectingActions {
            // Inside a Menu: a row that flips the value, checked while on (§28.8).
            _ToggleMenuRow(isOn: view.isOn, label: view.label)._makeNodeSelf(graph, &slot)
            return
        }
        let label = view.label
        var build = ModifierContent(isList: Label._isViewList(graph)) { g, s in Label._makeNode(label, g, &s) }
        build.list = { Label._makeLazySegments(label, &$0) }
        let style = graph.env.toggleStyle ?? _AnyToggleStyle.automatic
        let mixed = view.isMixed?() ?? false
        graph.buildInLibraryBoundary(&slot) { style.box.build(isOn: view.isOn, isMixed: mixed, label: build, graph, &$0) }
    }
}

/// A toggle inside a `Menu`: a row with its label that flips `isOn` (closing the menu, as any
/// row does), with the checkmark while on — as a picker's chosen option is (§28.8).
struct _ToggleMenuRow<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    var body: some View {
        let isOn = self.isOn
        if isOn.wrappedValue {
            Button { isOn.wrappedValue.toggle() } label: {
                PlaygroundUI.Label { label } icon: { Image(systemName: "checkmark") }
            }
        } else {
            Button { isOn.wrappedValue.toggle() } label: { label }
        }
    }
}

// MARK: Styles

/// A style that draws a toggle (SwiftUI's `ToggleStyle`).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws with: the label and the `isOn` binding (`configuration.isOn.toggle()`
/// or `configuration.$isOn`).
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView {
        public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
            _StyleContent.build(graph, &slot)
        }
        /// A list when the toggle's label is one: in a custom style's `HStack` its views are laid out
        /// side by side, each with the modifiers applied to the label (§31.6).
        @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { _StyleContent.isViewList(graph) }
        /// The label's views, for a label group (§24.4) or a container in a custom style.
        @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
            if let graph = EvaluationThread.currentGraph, graph.listModifierContent(&segments) { return }
            segments.append(_LazySegment(count: 1, id: { AnyHashable($0) }, build: { _, g, slot in g.buildSegmentElement(view, &slot) }))
        }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off (`Toggle(sources:…)`).
    public var isMixed: Bool = false
}

/// iOS's default: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _SwitchToggle(configuration: configuration, tint: nil) }
}

/// The iOS switch (§24.4); `tint` colours the track when on (green otherwise).
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View { _SwitchToggle(configuration: configuration, tint: tint) }
}

/// A button that shows whether it is on: a tinted bordered button when on, a borderless one when off.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Button { isOn.wrappedValue.toggle() } label: { configuration.label }
            .modifier(_ToggleButtonLook(isOn: configuration.isOn))
    }
}

struct _ToggleButtonLook: ViewModifier {
    let isOn: Bool
    func body(content: Content) -> some View {
        if isOn { content.buttonStyle(.bordered).tint(.accentColor) } else { content.buttonStyle(.borderless) }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Styles every `Toggle` inside with `style` (§24.4).
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return modifier(_EnvironmentModifier { $0.toggleStyle = _AnyToggleStyle(ToggleStyleBox(style)) })
    }
    /// Hides the labels of controls inside (toggles, sliders, pickers, steppers show the control only).
    nonisolated public func labelsHidden() -> some View {
        modifier(_EnvironmentModifier { $0.labelsHidden = true })
    }
    /// iOS 18's form: `.hidden` hides the labels of controls inside as `labelsHidden()` does,
    /// `.visible` shows them again, `.automatic` leaves them as they are.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentModifier { env in
            switch visibility {
            case .hidden: env.labelsHidden = true
            case .visible: env.labelsHidden = false
            case .automatic: break
            }
        })
    }
}

struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct ToggleStyleKey: EnvironmentKey { static var defaultValue: _AnyToggleStyle? { nil } }

extension EnvironmentValues {
    var toggleStyle: _AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
    /// True inside `.labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

struct _AnyToggleStyle: Equatable {
    let box: _ToggleStyleBoxBase
    static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.isEqual(to: b.box) }
    init(_ box: _ToggleStyleBoxBase) { self.box = box }
    @MainActor static let automatic = _AnyToggleStyle(ToggleStyleBox(DefaultToggleStyle()))
}

class _ToggleStyleBoxBase: @unchecked Sendable {
    func isEqual(to other: _ToggleStyleBoxBase) -> Bool { false }
    @MainActor func build(isOn: Binding<Bool>, isMixed: Bool, label: ModifierContent, _ graph: _ViewGraph, _ slot: inout _Node?) {}
}

final class ToggleStyleBox<S: ToggleStyle>: _ToggleStyleBoxBase, @unchecked Sendable {
    let style: S
    /// `StyleBodyNode<S>`, taken once per box (as `ButtonStyleBox` does): the build below runs
    /// unspecialised, where naming the type is a metadata lookup per build.
    let nodeType: StyleBodyNode<S>.Type
    init(_ style: S) { self.style = style; nodeType = StyleBodyNode<S>.self }
    override func isEqual(to other: _ToggleStyleBoxBase) -> Bool {
        guard let o = other as? ToggleStyleBox<S> else { return false }
        return _sameStyleValue(style, o.style)
    }
    @MainActor override func build(isOn: Binding<Bool>, isMixed: Bool, label: ModifierContent, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // A disabled toggle's binding ignores writes (§24.3).
        let binding = graph.env.isEnabled ? isOn : Binding(get: { isOn.wrappedValue }, set: { _ in })
        let node = graph.reuse(&slot, type: nodeType) { StyleBodyNode<S>() }
        node.evaluate(style, label: label, graph) { s in
            s.makeBody(configuration: ToggleStyleConfiguration(label: .init(), isOn: binding, isMixed: isMixed))
        }
    }
}

// MARK: The switch

enum SwitchMetrics {
    /// UISwitch's size on iOS 7 and later (§24.4).
    static let trackSize = CGSize(width: 51, height: 31)
    static let knobDiameter: CGFloat = 27
    static let knobInset: CGFloat = 2
    /// Off track: the secondary system fill (#E9E9EA on white).
    static let offTrack = Color(.secondarySystemFill)
    static let onTrack = Color.green
    static let animation = Animation.easeInOut(duration: 0.25)
    static let disabledOpacity: Double = 0.5
}

/// The switch look: label, space, then the switch.
struct _SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let isOn = configuration.$isOn
        HStack {
            if !labelsHidden {
                // Disabled, the label is grey; enabled, it keeps the foreground styles in force,
                // every level of them (a subtitle is secondaryLabel, §24.4).
                _LabelGroup(content: configuration.label)
                    .modifier(_EnvironmentModifier { [isEnabled] env in
                        if !isEnabled { env.foregroundStyles = ForegroundStyles(levels: [ButtonMetrics.disabledLabel._resolveStyle(in: env)]) }
                    })
                Spacer()
            }
            _SwitchTrack(isOn: configuration.isOn, tint: tint)
                .opacity(isEnabled ? 1 : SwitchMetrics.disabledOpacity)
                .onTapGesture { withAnimation(SwitchMetrics.animation) { isOn.wrappedValue.toggle() } }
        }
    }
}

/// The 51×31 track with its knob.
struct _SwitchTrack: View {
    let isOn: Bool
    let tint: Color?
    @Environment(\.tint) private var envTint

    var body: some View {
        let travel = (SwitchMetrics.trackSize.width - SwitchMetrics.knobDiameter) / 2 - SwitchMetrics.knobInset
        ZStack {
            Capsule()
                .fill(trackStyle)
            Circle()
                .fill(Color.white)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .frame(width: SwitchMetrics.knobDiameter, height: SwitchMetrics.knobDiameter)
                .offset(x: isOn ? travel : -travel)
        }
        .frame(width: SwitchMetrics.trackSize.width, height: SwitchMetrics.trackSize.height)
        .contentShape(Capsule())
    }

    /// Green when on, unless `SwitchToggleStyle(tint:)` or `.tint(_:)` says otherwise.
    private var trackStyle: AnyShapeStyle {
        guard isOn else { return AnyShapeStyle(SwitchMetrics.offTrack) }
        if let tint { return AnyShapeStyle(tint) }
        return envTint != nil ? AnyShapeStyle(.tint) : AnyShapeStyle(SwitchMetrics.onTrack)
    }
}
