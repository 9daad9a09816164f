import Foundation

/// Shows progress (SwiftUI's `ProgressView`): with no value, a spinner that turns as long as it is
/// shown; with a value, a bar filled to `value / total`; with a date range
/// (`timerInterval:`), a bar that empties (or fills) as the host's clock runs through the range
/// (docs/semantics.md §16.1). An optional label sits below a spinner and above a bar; a bar's
/// current-value label sits below it.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// A timer's range and direction, and its current-value label at a date (nil: not a timer).
    let timer: ProgressTimer<CurrentValueLabel>?
    /// Made from a style's configuration: drawn with the built-in look, not the custom style.
    var usesBuiltInLook = false

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel? = nil, timer: ProgressTimer<CurrentValueLabel>? = nil) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.timer = timer
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() { self.init(fraction: nil, label: nil) }
    /// A bar filled to `value` of `total` (a nil value shows a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title below it (a key of the app's string tables, §20.6).
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey)) }
    /// A spinner with a title below it, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title)) }
    /// A bar with a title above it (a key of the app's string tables).
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: Text(titleKey))
    }
    /// A bar with a title above it, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: Text(title))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner or bar with a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: label())
    }
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()) }
}

extension ProgressView {
    /// A bar with a label above it and a current-value label below it (a spinner shows the label only).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A bar that runs over `timerInterval` on the host's clock: it empties as time passes when
    /// `countsDown` (the default), else fills; with a label above and `currentValueLabel` below.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let value = currentValueLabel()
        self.init(fraction: nil, label: label(),
                  timer: ProgressTimer(interval: timerInterval, countsDown: countsDown, valueLabel: { _ in value }))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with a label above it and, below it, the time left (or, when not
    /// `countsDown`, the time passed) as a timer reads: "0:59".
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), timer: ProgressTimer(interval: timerInterval, countsDown: countsDown, valueLabel: {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown, date: $0)
        }))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with the time left (or passed) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// A timer progress view's range, direction and current-value label.
struct ProgressTimer<CurrentValueLabel> {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let valueLabel: (Date) -> CurrentValueLabel

    /// How full the bar is at `date`: the share of the range still to run when counting down,
    /// else the share passed (0 for an empty range that has not started, 1 once it has).
    func fraction(at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let passed = date.timeIntervalSince(interval.lowerBound)
        let done = length > 0 ? min(max(passed / length, 0), 1) : (passed >= 0 ? 1 : 0)
        return countsDown ? 1 - done : done
    }
}

/// The current-value label of a timer progress view (SwiftUI's `DefaultDateProgressLabel`): the
/// time left in the range, or the time passed when it does not count down, as "m:ss" ("h:mm:ss"
/// from an hour), in secondary text.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let date: Date

    /// The text at `date`: whole seconds (left, rounded up; passed, rounded down) within the range.
    static func text(interval: ClosedRange<Date>, countsDown: Bool, date: Date) -> String {
        Text.LiveDate.timer(in: interval, countsDown: countsDown, showsHours: true, at: date)
    }

    public var body: some View {
        Text(verbatim: Self.text(interval: interval, countsDown: countsDown, date: date))
    }
}

/// A timer progress view: a timeline whose entries run every frame until the range's end, each
/// showing the bar at that entry's date.
struct _TimerProgress<Label: View, CurrentValueLabel: View>: View {
    let timer: ProgressTimer<CurrentValueLabel>
    let label: Label?

    var body: some View {
        TimelineView(ProgressTimerSchedule(end: timer.interval.upperBound)) { context in
            ProgressView(fraction: timer.fraction(at: context.date), label: label,
                         currentValueLabel: timer.valueLabel(context.date))
        }
    }
}

/// Every frame (1/60 s) up to `end`, then `end` itself, and no more: a finished timer leaves the
/// host idle.
struct ProgressTimerSchedule: TimelineSchedule {
    let end: Date
    struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date?
        let end: Date
        mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            if date >= end { upcoming = nil; return end }
            upcoming = date.addingTimeInterval(1.0 / 60)
            return date
        }
    }
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(upcoming: startDate, end: end) }
}

enum ProgressMetrics {
    static let barHeight: CGFloat = 4
    static let spinnerSize: CGFloat = 20
    static let track = Color(120, 120, 128, 0.2)
    static let gap: CGFloat = 8

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let t = Double(total), v = Double(value)
        guard t > 0, t.isFinite, v.isFinite else { return 0 }
        return min(max(v / t, 0), 1)
    }
}

extension ProgressView: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if let timer = view.timer {
            _TimerProgress._makeNode(_TimerProgress(timer: timer, label: view.label), graph, &slot)
            return
        }
        if !view.usesBuiltInLook, let custom = graph.env._customProgressStyle {
            // A style of your own draws it from its configuration.
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: view.fraction,
                label: view.label.flatMap { Label.self == EmptyView.self ? nil : .init(view: AnyView($0)) },
                currentValueLabel: view.currentValueLabel.flatMap {
                    CurrentValueLabel.self == EmptyView.self ? nil : .init(view: AnyView($0))
                })
            _CustomProgressBody._makeNode(_CustomProgressBody(style: custom, configuration: configuration), graph, &slot)
            return
        }
        let node = graph.reuse(&slot) { ProgressNode() }
        let style = graph.env.progressStyle
        let fraction: Double? = switch style.shape {
        case .automatic: view.fraction
        case .circular: nil
        case .linear: view.fraction ?? 0
        }
        graph.update(node, \.fraction, fraction)
        // A spinner takes a tint given to it (`CircularProgressViewStyle(tint:)`, `.tint(_:)`).
        graph.update(node, \.spinnerTint, style.tint?.resolved ?? graph.env.tint?.representativeColor)
        // A bar takes a colour given to it; a hierarchical level (the secondary style a
        // `LabeledContent` gives its value) is no colour choice and leaves the accent colour.
        let scheme = graph.env.colorScheme
        let given = graph.env.foregroundColor.flatMap { color -> Color? in
            let c = color.resolved(in: scheme)
            return c == Color.primary.resolved(in: scheme) || c == Color.secondary.resolved(in: scheme) ? nil : color
        }
        graph.update(node, \.tint, style.tint?.resolved ?? graph.env.tint?.representativeColor ?? (given ?? Color.accentColor).resolved)
        if let label = view.label, Label.self != EmptyView.self {
            graph.withEnvironment({ env in
                if fraction == nil { env.foregroundColor = env.foregroundColor ?? .secondary }
            }, label, &node.content)
        } else {
            node.content = nil
        }
        // A bar's current-value label, in secondary text below it (a spinner shows none).
        if fraction != nil, let value = view.currentValueLabel, CurrentValueLabel.self != EmptyView.self {
            graph.withEnvironment({ env in env.foregroundColor = env.foregroundColor ?? .secondary }, value, &node.valueContent)
        } else {
            node.valueContent = nil
        }
    }
}

/// A progress view drawn by a custom style: the style's body for the configuration.
struct _CustomProgressBody: View {
    let style: _AnyProgressViewStyle
    let configuration: ProgressViewStyleConfiguration
    var body: some View { style.makeBody(configuration) }
}

/// A spinner (turning 12 steps a second, like the refresh spinner) or a bar, with an optional
/// label (`content`).
@MainActor
final class ProgressNode: ModifierNode {
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    @exclusivity(unchecked) var fraction: Double?
    @exclusivity(unchecked) var tint = Color.accentColor.resolved
    /// The spinner's colour (nil: grey).
    @exclusivity(unchecked) var spinnerTint: ResolvedColor?
    /// A bar's current-value label, below the bar.
    @exclusivity(unchecked) var valueContent: _Node?
    /// Where the bar's top is, from the frame's top (set by placement).
    @exclusivity(unchecked) private var barOffset: CGFloat?
    override var showsLayoutBounds: Bool { true }
    /// A progress view is spaced as any view, not as the text of its label (a stack of labelled
    /// spinners had no space between them, §6.1.1).
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing { .plain(edge) }

    override func stampChildren(_ stamp: Int, _ s: inout StampSummary) { stampEachChild(stamp, &s) }
    override func forEachChild(_ body: (_Node) -> Void) {
        if let c = content { body(c) }
        if let v = valueContent { body(v) }
    }
    override func forEachChildReversed(_ body: (_Node) -> Void) {
        if let v = valueContent { body(v) }
        if let c = content { body(c) }
    }
    override func hitTest(_ point: CGPoint) -> HitResult? { valueContent?.hitTest(point) ?? content?.hitTest(point) }

    private var indicatorSize: (CGFloat?) -> CGSize {
        { width in self.fraction == nil ? CGSize(width: ProgressMetrics.spinnerSize, height: ProgressMetrics.spinnerSize)
                                        : CGSize(width: width ?? 0, height: ProgressMetrics.barHeight) }
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        let i = indicatorSize(width)
        let l = content?.measure(ProposedViewSize(width: width, height: nil), b)
        if fraction == nil {
            guard let l else { return i }
            return CGSize(width: max(i.width, l.width), height: i.height + ProgressMetrics.gap + l.height)
        }
        let v = valueContent?.measure(ProposedViewSize(width: width, height: nil), b)
        let above = l.map { $0.height + ProgressMetrics.gap } ?? 0
        let below = v.map { $0.height + ProgressMetrics.gap } ?? 0
        return CGSize(width: width ?? max(l?.width ?? 0, v?.width ?? 0), height: above + i.height + below)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        let l = content?.measure(ProposedViewSize(width: rect.width, height: nil), ctx.graph)
        if fraction == nil {
            barOffset = nil
            // Below the spinner, centred.
            if let content, let l {
                content.place(CGRect(x: rect.minX + ((rect.width - l.width) / 2).rounded(),
                                     y: rect.minY + ProgressMetrics.spinnerSize + ProgressMetrics.gap, width: l.width, height: l.height), ctx)
            }
            return
        }
        // The label above the bar, leading; the bar at the bottom, or above the current-value
        // label, which is leading below it.
        if let content, let l { content.place(CGRect(x: rect.minX, y: rect.minY, width: l.width, height: l.height), ctx) }
        var barTop = rect.height - ProgressMetrics.barHeight
        if let valueContent {
            let v = valueContent.measure(ProposedViewSize(width: rect.width, height: nil), ctx.graph)
            barTop -= v.height + ProgressMetrics.gap
            valueContent.place(CGRect(x: rect.minX, y: rect.maxY - v.height, width: v.width, height: v.height), ctx)
        }
        barOffset = barTop
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let f = presentedFrame
        if let fraction {
            let bar = CGRect(x: f.minX, y: f.minY + (barOffset ?? f.height - ProgressMetrics.barHeight),
                             width: f.width, height: ProgressMetrics.barHeight)
            let corner = CGSize(width: bar.height / 2, height: bar.height / 2)
            ctx.list.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: corner, style: .circular), rect: bar,
                                                      paint: .fill(ProgressMetrics.track.resolved))))
            if fraction > 0 {
                let filled = CGRect(x: bar.minX, y: bar.minY, width: bar.width * CGFloat(fraction), height: bar.height)
                ctx.list.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: corner, style: .circular), rect: filled,
                                                          paint: .fill(tint))))
            }
        } else {
            // The spinner turns as long as it is drawn: it counts as a running animation.
            ctx.graph.animator.noteRunning()
            let center = CGPoint(x: f.midX, y: f.minY + ProgressMetrics.spinnerSize / 2)
            SpinnerDots.emit(center: center, radius: ProgressMetrics.spinnerSize * 0.38, dotSize: 3,
                             step: Int(ctx.graph.time * SpinnerDots.stepsPerSecond), color: spinnerTint, into: &ctx.list)
        }
        content?.emit(&ctx)
        valueContent?.emit(&ctx)
    }
}

/// How progress views inside are drawn (`progressViewStyle(_:)`): `.circular` is always a spinner
/// (as on iOS, where a circular style ignores the value), `.linear` always a bar (empty without a
/// value), `.automatic` a spinner without a value and a bar with one (§16.1).
/// Public because `ProgressViewStyle`'s requirement returns it.
public struct ProgressStyleKind: Equatable, Sendable {
    enum Shape: Equatable, Sendable { case automatic, circular, linear }
    let shape: Shape
    /// The bar's colour (`LinearProgressViewStyle(tint:)`); nil: the tint or accent colour.
    let tint: Color?
}

/// A progress view style (SwiftUI's `ProgressViewStyle`): the built-in ones (`.automatic`,
/// `.circular`, `.linear`), or your own, whose `makeBody(configuration:)` draws each progress
/// view from its fraction and labels (§16.1).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    /// The view drawn for a progress view with `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
    /// A built-in style's look (nil: a style of your own; not SwiftUI API).
    nonisolated var _kind: ProgressStyleKind? { get }
}

extension ProgressViewStyle {
    nonisolated public var _kind: ProgressStyleKind? { nil }
}

/// What a `ProgressViewStyle` draws with: how complete the task is (nil: not known, a spinner's
/// case) and the progress view's labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as one view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The progress view's current-value label, as one view.
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The share completed, 0…1 (nil when the progress view has no value).
    public let fractionCompleted: Double?
    /// The label, when the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-value label, when the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view made from a style's configuration (in a custom `ProgressViewStyle`): drawn
    /// with the built-in look the environment chose, not the custom style again.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        usesBuiltInLook = true
    }
}

/// A type-erased custom progress view style (engine type).
struct _AnyProgressViewStyle {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    nonisolated public var _kind: ProgressStyleKind? { ProgressStyleKind(shape: .automatic, tint: nil) }
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A spinner in `tint`.
    public init(tint: Color) { self.tint = tint }
    nonisolated public var _kind: ProgressStyleKind? { ProgressStyleKind(shape: .circular, tint: tint) }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).environment(\.progressStyle, ProgressStyleKind(shape: .circular, tint: tint))
    }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A bar filled in `tint`.
    public init(tint: Color) { self.tint = tint }
    nonisolated public var _kind: ProgressStyleKind? { ProgressStyleKind(shape: .linear, tint: tint) }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).environment(\.progressStyle, ProgressStyleKind(shape: .linear, tint: tint))
    }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }

extension View {
    /// How the progress views inside are drawn: a built-in look, or a style of your own.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(_EnvironmentWriteModifier<ProgressStyleWrite>(ProgressStyleChoice(
            kind: kind ?? ProgressStyleKind(shape: .automatic, tint: nil),
            custom: kind == nil ? _AnyProgressViewStyle(style) : nil)))
    }
}

/// What `progressViewStyle(_:)` writes: a built-in look, and a custom style when it is one.
struct ProgressStyleChoice {
    let kind: ProgressStyleKind
    let custom: _AnyProgressViewStyle?
}

/// `progressViewStyle(_:)`'s write (`_EnvironmentWrite`).
enum ProgressStyleWrite: _EnvironmentWrite {
    static func write(_ v: ProgressStyleChoice, to e: inout EnvironmentValues) {
        e.progressStyle = v.kind
        e._customProgressStyle = v.custom   // a built-in style inside a custom one replaces it
    }
}

private struct CustomProgressStyleKey: EnvironmentKey {
    static var defaultValue: _AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
    /// The custom progress view style in force (nil: the built-in look `progressStyle`).
    var _customProgressStyle: _AnyProgressViewStyle? {
        get { self[CustomProgressStyleKey.self] }
        set { self[CustomProgressStyleKey.self] = newValue }
    }
}
