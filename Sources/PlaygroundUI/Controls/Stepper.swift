import Foundation

/// A control that increments and decrements a value (SwiftUI's `Stepper`): the label leading, iOS's
/// 94×32 −/+ control trailing (§24.6). Each tap on + adds `step` (clamped to the range), on −
/// subtracts it; a half is disabled at its bound. `onEditingChanged` is called with true then
/// false around each tap.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let canIncrement: () -> Bool
    let canDecrement: () -> Bool
    let onEditingChanged: (Bool) -> Void
    /// The value as a format style writes it (the `format:` initialisers): on iOS the stepper
    /// shows only its label, and the value is what VoiceOver reads as the stepper's value.
    var valueDescription: (() -> String)? = nil
    @Environment(\.labelsHidden) private var labelsHidden

    /// A stepper that calls `onIncrement` / `onDecrement` (nil: that half is disabled).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that calls `onIncrement` / `onDecrement`, its label last (SwiftUI's current
    /// form; the label-first one above is the deprecated one).
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper over `value` within `bounds`, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        canIncrement = { value.wrappedValue < bounds.upperBound }
        canDecrement = { value.wrappedValue > bounds.lowerBound }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over `value` with no bounds, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        canIncrement = { true }
        canDecrement = { true }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over a floating-point `value` within `bounds`, moving by `step`, whose value is
    /// written by `format` (iOS 16): for VoiceOver, as the iOS stepper shows only its label.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        valueDescription = { format.format(value.wrappedValue) }
    }

    /// A stepper over a floating-point `value` with no bounds, moving by `step`, whose value is
    /// written by `format` (iOS 16; for VoiceOver).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
        valueDescription = { format.format(value.wrappedValue) }
    }

    public var body: some View {
        let control = HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 0)
            }
            _StepperControl(increment: increment, decrement: decrement,
                            canIncrement: canIncrement(), canDecrement: canDecrement(),
                            onEditingChanged: onEditingChanged)
        }
        .libraryViewBoundary()
        if let valueDescription {
            control.accessibilityValue(valueDescription())
        } else {
            control
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
    /// A titled stepper over a floating-point value within `bounds`, its value written by
    /// `format` for VoiceOver (iOS 16).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    /// A titled stepper over a floating-point value with no bounds, its value written by
    /// `format` for VoiceOver (iOS 16).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

enum StepperMetrics {
    /// UIStepper's size since iOS 13 (§24.6).
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let fill = Color(.tertiarySystemFill)
    static let pressedFill = Color(.systemFill)
    static let divider = CGSize(width: 1, height: 18)
    static let glyph = CGSize(width: 14, height: 2)
}

/// The −/+ control.
struct _StepperControl: View {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let canIncrement: Bool
    let canDecrement: Bool
    let onEditingChanged: (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let half = StepperMetrics.size.width / 2
        HStack(spacing: 0) {
            Button { run(decrement) } label: { _StepperGlyph(plus: false) }
                .buttonStyle(_StepperHalfStyle(width: half))
                .disabled(!canDecrement || decrement == nil)
            Rectangle().fill(Color(.separator))
                .frame(width: StepperMetrics.divider.width, height: StepperMetrics.divider.height)
                .padding(.horizontal, -StepperMetrics.divider.width / 2)
            Button { run(increment) } label: { _StepperGlyph(plus: true) }
                .buttonStyle(_StepperHalfStyle(width: half))
                .disabled(!canIncrement || increment == nil)
        }
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius, style: .continuous).fill(StepperMetrics.fill))
        .clipShape(RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius, style: .continuous))
    }

    private func run(_ action: (() -> Void)?) {
        guard let action else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }
}

/// A − or + drawn as bars in the label colour (tertiary when that half is disabled).
struct _StepperGlyph: View {
    let plus: Bool
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        let g = StepperMetrics.glyph
        let style = isEnabled ? AnyShapeStyle(Color.primary) : AnyShapeStyle(ButtonMetrics.disabledLabel)
        ZStack {
            RoundedRectangle(cornerRadius: 1).fill(style).frame(width: g.width, height: g.height)
            if plus {
                RoundedRectangle(cornerRadius: 1).fill(style).frame(width: g.height, height: g.width)
            }
        }
    }
}

/// One half of the stepper: highlighted while pressed.
struct _StepperHalfStyle: ButtonStyle {
    let width: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: width, height: StepperMetrics.size.height)
            .background(configuration.isPressed ? StepperMetrics.pressedFill : Color.clear)
            .contentShape(Rectangle())
    }
}
