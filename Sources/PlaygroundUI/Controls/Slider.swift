import Foundation

/// A control that selects a value from a range by dragging a thumb along a track (SwiftUI's
/// `Slider`), drawn like iOS's: a 4 pt track, the part before the thumb in the tint, a white
/// 28 pt thumb, optional minimum/maximum value labels at the ends (§24.7). As on iOS the `label`
/// is not shown (it names the slider for accessibility). Dragging from the thumb moves the value
/// with the pointer; a press elsewhere on the track jumps the thumb there first. With `step`,
/// values snap to `lowerBound + k × step`. `onEditingChanged(true)` when a drag starts, `false`
/// when it ends. Keyboard control is not provided.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, _ step: V.Stride?,
                                 _ onEditingChanged: @escaping (Bool) -> Void, label: Label,
                                 min: ValueLabel?, max: ValueLabel?) where V.Stride: BinaryFloatingPoint {
        let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound)
        let span = hi - lo
        let v = Double(value.wrappedValue)
        fraction = span > 0 ? Swift.min(Swift.max((v - lo) / span, 0), 1) : 0
        setFraction = { f in
            var x = lo + Swift.min(Swift.max(f, 0), 1) * span
            if let step, Double(step) > 0 {
                let s = Double(step)
                x = Swift.min(lo + ((x - lo) / s).rounded() * s, hi)
            }
            let nv = V(x)
            if nv != value.wrappedValue { value.wrappedValue = nv }
        }
        self.onEditingChanged = onEditingChanged
        self.label = label
        minimumValueLabel = min
        maximumValueLabel = max
    }

    public var body: some View {
        HStack(spacing: SliderMetrics.valueLabelSpacing) {
            if let minimumValueLabel { minimumValueLabel }
            _SliderTrack(fraction: fraction, setFraction: setFraction, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
        .libraryViewBoundary()
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, nil, onEditingChanged, label: EmptyView(), min: nil, max: nil)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, onEditingChanged, label: EmptyView(), min: nil, max: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, nil, onEditingChanged, label: label(), min: nil, max: nil)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, onEditingChanged, label: label(), min: nil, max: nil)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, nil, onEditingChanged, label: label(), min: minimumValueLabel(), max: maximumValueLabel())
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, onEditingChanged, label: label(), min: minimumValueLabel(), max: maximumValueLabel())
    }
}

// iOS 13's forms, with `onEditingChanged` before the labels (still in SwiftUI, and in older code);
// a call both forms fit (`Slider(value: $v) { Text("Volume") }`) takes iOS 14's.
extension Slider where ValueLabel == EmptyView {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, nil, onEditingChanged, label: label(), min: nil, max: nil)
    }
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, onEditingChanged, label: label(), min: nil, max: nil)
    }
}

extension Slider {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, nil, onEditingChanged, label: label(), min: minimumValueLabel, max: maximumValueLabel)
    }
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value, bounds, step, onEditingChanged, label: label(), min: minimumValueLabel, max: maximumValueLabel)
    }
}

enum SliderMetrics {
    /// UISlider: a 28 pt thumb on a 4 pt track (§24.7).
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let maximumTrack = Color(.systemFill)
    static let valueLabelSpacing: CGFloat = 8
}

/// The track and thumb, with the drag.
struct _SliderTrack: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    /// The fraction when the drag started and whether it started on the thumb (nil: no drag).
    @State private var dragStart: (fraction: Double, onThumb: Bool)?

    var body: some View {
        GeometryReader { proxy in
            let d = SliderMetrics.thumbDiameter
            let usable = max(proxy.size.width - d, 1)
            let x = CGFloat(fraction) * usable
            ZStack(alignment: .leading) {
                Capsule().fill(SliderMetrics.maximumTrack)
                    .frame(height: SliderMetrics.trackHeight)
                Capsule().fill(isEnabled ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(.systemGray3)))
                    .frame(width: x + d / 2, height: SliderMetrics.trackHeight)
                Circle()
                    .fill(Color.white)
                    .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                    .overlay(Circle().stroke(Color.black.opacity(0.04), lineWidth: 0.5))
                    .frame(width: d, height: d)
                    .offset(x: x)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { v in
                    guard isEnabled else { return }
                    let start: (fraction: Double, onThumb: Bool)
                    if let s = dragStart {
                        start = s
                    } else {
                        let onThumb = abs(v.startLocation.x - (x + d / 2)) <= d / 2
                        start = (fraction, onThumb)
                        dragStart = start
                        onEditingChanged(true)
                    }
                    if start.onThumb {
                        setFraction(start.fraction + Double(v.translation.width / usable))
                    } else {
                        setFraction(Double((v.location.x - d / 2) / usable))
                    }
                }
                .onEnded { _ in
                    guard dragStart != nil else { return }
                    dragStart = nil
                    onEditingChanged(false)
                })
        }
        .frame(height: SliderMetrics.thumbDiameter)
    }
}
