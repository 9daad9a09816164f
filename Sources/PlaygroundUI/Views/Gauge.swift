import Foundation

/// A value within a range, shown as a bar or a ring (SwiftUI's `Gauge`, iOS 16;
/// docs/semantics.md §24.13). The style in force draws it (`gaugeStyle(_:)`); on iOS the default
/// is the linear capacity bar: the label above a bar filled from its leading edge to the value,
/// the current-value label below, the bounds' labels at the bar's ends. The style is given the
/// value as a fraction of the range, clamped to 0…1. Marked-value labels are accepted and not
/// drawn, as Apple's documentation says of them.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\._gaugeStyle) private var style

    /// A gauge of `value` in `bounds` with every label (the marked-value labels are not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = GaugeMetrics.fraction(value, bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: .init(view: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(view: AnyView(currentValueLabel)),
            minimumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(view: AnyView(minimumValueLabel)),
            maximumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(view: AnyView(maximumValueLabel)))
        (style ?? _AnyGaugeStyle(DefaultGaugeStyle())).makeBody(configuration)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` (0…1 unless given) with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a current-value label and labels for its bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, a current-value label and marked-value labels (not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

// MARK: Styles

/// A style that draws gauges (SwiftUI's `GaugeStyle`).
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` draws with: the value as a fraction of the gauge's range and its labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as one view.
    public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label of the current value, as one view.
    public struct CurrentValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label of the range's lower bound, as one view.
    public struct MinimumValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The label of the range's upper bound, as one view.
    public struct MaximumValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// A label of a marked value (SwiftUI has the type; no style is given any here, as on iOS,
    /// where the gauge ignores its marked-value labels).
    public struct MarkedValueLabel: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The value as a fraction of the gauge's range, 0…1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    /// nil when the gauge has none.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The default gauge style: on iOS the linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _LinearGauge(configuration: configuration, marker: false) }
}

/// A bar filled from its leading edge to the value; the label above, the current value below,
/// the bounds' labels at its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _LinearGauge(configuration: configuration, marker: false) }
}

/// The accessory (Lock Screen widget) form of the linear capacity bar: drawn as it is here.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _LinearGauge(configuration: configuration, marker: false) }
}

/// A bar with a marker at the value; the bounds' labels at its ends, or else the current value
/// at its leading end.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _LinearGauge(configuration: configuration, marker: true) }
}

/// A ring open at the bottom with a marker at the value; the current value in its middle, the
/// bounds' labels (or else the label) in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _CircularGauge(configuration: configuration, capacity: false) }
}

/// A closed ring filled clockwise from the top to the value; the current value in its middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _CircularGauge(configuration: configuration, capacity: true) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

extension View {
    /// Sets the style of the gauges inside.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let erased = _AnyGaugeStyle(style)
        return modifier(_EnvironmentModifier { $0._gaugeStyle = erased })
    }
}

/// A type-erased gauge style (engine type).
struct _AnyGaugeStyle {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: _AnyGaugeStyle? { nil }
}

extension EnvironmentValues {
    var _gaugeStyle: _AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

// MARK: The looks

/// The measures of the gauge looks (§24.13). None is measured on iOS (no source gives them);
/// the bar is the progress bar's.
enum GaugeMetrics {
    /// The linear bar's height (round ends).
    static let barHeight: CGFloat = ProgressMetrics.barHeight
    /// Between the label, the bar and the current value, and between the bar and its bounds'
    /// labels.
    static let gap: CGFloat = 8
    /// The accessory bar's marker: its diameter and the background-coloured ring around it.
    static let markerSize: CGFloat = 8
    static let markerRing: CGFloat = 2
    /// The accessory rings: their diameter and line width (a tenth and a half of it, round ends).
    static let ringDiameter: CGFloat = 58
    static let ringWidth: CGFloat = 6
    /// The open ring's opening at the bottom: 90°, so the ring runs from 135° to 405° (clockwise
    /// from the right on screen).
    static let openStart: Double = 135
    static let openSweep: Double = 270

    /// `value` as a fraction of `bounds`, clamped to 0…1 (0 for an empty or non-finite range).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), v = Double(value)
        guard upper > lower, v.isFinite, (upper - lower).isFinite else { return v >= upper && upper.isFinite ? 1 : 0 }
        return min(max((v - lower) / (upper - lower), 0), 1)
    }
}

/// A capsule `fraction` of its rect wide from the leading edge (the filled part of a bar);
/// animatable, so a gauge's value animates.
struct _GaugeFill: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        let w = rect.width * CGFloat(min(max(fraction, 0), 1))
        guard w > 0 else { return Path() }
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: w, height: rect.height))
    }
}

/// A circle's arc from `start` degrees through `sweep` degrees clockwise on screen (0°: the
/// right); animatable in its sweep.
struct _GaugeArc: Shape {
    var start: Double
    var sweep: Double
    var animatableData: Double {
        get { sweep }
        set { sweep = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        guard sweep > 0 else { return p }
        let r = min(rect.width, rect.height) / 2
        p.addRelativeArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: r, startAngle: .degrees(start), delta: .degrees(sweep))
        return p
    }
}

/// The tint in force, a gradient tint laid along the gauge (`geometry`): across a bar from its
/// leading edge, around a ring from its start, so the fill shows the part of the gradient up to
/// the value (§24.13).
struct _GaugeTint: ShapeStyle {
    let geometry: _ResolvedGradient.Geometry
    func _resolveStyle(in environment: EnvironmentValues) -> _ResolvedStyle {
        let tint = environment.tintStyle
        guard case .gradient(var g) = tint else { return tint }
        g.geometry = geometry
        return .gradient(g)
    }
}

/// The linear looks: a capacity bar (filled in the tint to the value) or an accessory bar (a
/// marker at the value).
struct _LinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let marker: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: GaugeMetrics.gap) {
            if !marker { configuration.label }
            HStack(spacing: GaugeMetrics.gap) {
                if let lower = configuration.minimumValueLabel {
                    lower.foregroundStyle(.secondary)
                } else if marker, let current = configuration.currentValueLabel {
                    current
                }
                bar
                if let upper = configuration.maximumValueLabel { upper.foregroundStyle(.secondary) }
            }
            if !marker, let current = configuration.currentValueLabel {
                current.foregroundStyle(.secondary)
            }
        }
    }

    private var bar: some View {
        let fraction = configuration.value
        return Capsule()
            .fill(ProgressMetrics.track)
            .overlay {
                if marker {
                    GeometryReader { g in
                        Circle()
                            .fill(.tint)
                            .background(Circle().fill(.background).padding(-GaugeMetrics.markerRing))
                            .frame(width: GaugeMetrics.markerSize, height: GaugeMetrics.markerSize)
                            .position(x: g.size.width * fraction, y: g.size.height / 2)
                    }
                } else {
                    _GaugeFill(fraction: fraction).fill(_GaugeTint(geometry: .linear(start: .leading, end: .trailing)))
                }
            }
            .frame(height: GaugeMetrics.barHeight)
            .frame(maxWidth: .infinity)
    }
}

/// The circular looks: an open ring with a marker, or a closed ring filled to the value.
struct _CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool

    var body: some View {
        let d = GaugeMetrics.ringDiameter, w = GaugeMetrics.ringWidth
        let stroke = StrokeStyle(lineWidth: w, lineCap: .round)
        return ZStack {
            if capacity {
                Circle().stroke(ProgressMetrics.track, lineWidth: w)
                _GaugeArc(start: -90, sweep: 360 * configuration.value)
                    .stroke(_GaugeTint(geometry: .angular(center: .center, start: .degrees(-90), end: .degrees(270))), style: stroke)
            } else {
                _GaugeArc(start: GaugeMetrics.openStart, sweep: GaugeMetrics.openSweep).stroke(ProgressMetrics.track, style: stroke)
                markerDot(radius: (d - w) / 2)
            }
            if let current = configuration.currentValueLabel {
                current.font(.title3.weight(.medium)).lineLimit(1).minimumScaleFactor(0.5).padding(.horizontal, w + 2)
            }
            if !capacity { bottomLabels.font(.caption2).padding(.horizontal, w) }
        }
        .frame(width: d - w, height: d - w)
        .padding(w / 2)
    }

    /// The marker on the open ring at the value.
    private func markerDot(radius: CGFloat) -> some View {
        let angle = (GaugeMetrics.openStart + GaugeMetrics.openSweep * configuration.value) * .pi / 180
        return Circle()
            .fill(.tint)
            .background(Circle().fill(.background).padding(-GaugeMetrics.markerRing))
            .frame(width: GaugeMetrics.ringWidth, height: GaugeMetrics.ringWidth)
            .offset(x: radius * CGFloat(cos(angle)), y: radius * CGFloat(sin(angle)))
    }

    /// In the opening: the bounds' labels at its two ends, or else the label.
    private var bottomLabels: some View {
        VStack {
            Spacer(minLength: 0)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
            } else {
                configuration.label
            }
        }
    }
}
