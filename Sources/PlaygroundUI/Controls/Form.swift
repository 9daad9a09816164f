import Foundation

/// A container of grouped controls for data entry (SwiftUI's `Form`): on iOS a grouped, inset
/// list, so here it is a `List` of its content (`Section`s become the rounded groups), §24.8.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        List { content }
    }
}

/// A label with a value on its trailing side (SwiftUI's `LabeledContent`): a row with the label
/// leading and the content trailing in the secondary colour (§24.8). A label of several views is
/// a title over a subtitle (§24.4).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public var body: some View {
        HStack {
            _LabelGroup(content: label)
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    /// A label and a value shown with a format style (`LabeledContent("Price", value: 3.5,
    /// format: .currency(code: "USD"))` shows "$3.50" trailing, secondary), §24.8.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

// MARK: DatePicker (simplified)

/// The parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A date and time control, simplified (§24.9): the label leading and, trailing, iOS's compact
/// look — a gray chip with the date ("Nov 23, 2026") and one with the time ("9:41 AM"). Tapping a
/// chip opens a −/+ stepper below the row that moves the date by a day, or the time by a minute
/// (kept within `in:`); tapping the chip again closes it. There is no calendar or wheel;
/// `.datePickerStyle(_:)` is accepted and has no effect.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label
    @State private var editing: DatePickerComponents = []
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.selection = selection; range = nil; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection; self.range = range; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection; self.range = range.lowerBound...Date.distantFuture; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection; self.range = Date.distantPast...range.upperBound; components = displayedComponents; self.label = label()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                if !labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                if components.contains(.date) { chip(.date, DatePickerFormat.date(selection.wrappedValue)) }
                if components.contains(.hourAndMinute) { chip(.hourAndMinute, DatePickerFormat.time(selection.wrappedValue)) }
            }
            if editing.contains(.date) {
                Stepper("Day", onIncrement: { move(.day, 1) }, onDecrement: { move(.day, -1) })
            }
            if editing.contains(.hourAndMinute) {
                Stepper("Minute", onIncrement: { move(.minute, 1) }, onDecrement: { move(.minute, -1) })
            }
        }
        .libraryViewBoundary()
    }

    private func chip(_ part: DatePickerComponents, _ text: String) -> some View {
        Button {
            if editing.contains(part) { editing.remove(part) } else { editing = part }
        } label: {
            Text(text)
                .foregroundStyle(editing.contains(part) ? AnyShapeStyle(.tint) : AnyShapeStyle(.foreground))
                .padding(.horizontal, 11)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(.tertiarySystemFill)))
        }
        .buttonStyle(.plain)
    }

    private func move(_ unit: Calendar.Component, _ amount: Int) {
        guard let d = Calendar.current.date(byAdding: unit, value: amount, to: selection.wrappedValue) else { return }
        if let range { selection.wrappedValue = min(max(d, range.lowerBound), range.upperBound) } else { selection.wrappedValue = d }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

enum DatePickerFormat {
    static let dateFormatter: DateFormatter = {
        let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX"); f.dateFormat = "MMM d, yyyy"; return f
    }()
    static let timeFormatter: DateFormatter = {
        let f = DateFormatter(); f.locale = Locale(identifier: "en_US_POSIX"); f.dateFormat = "h:mm a"; return f
    }()
    static func date(_ d: Date) -> String { dateFormatter.string(from: d) }
    static func time(_ d: Date) -> String { timeFormatter.string(from: d) }
}

/// How date pickers are drawn (accepted; the simplified look is always used).
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// Accepted; date pickers here always use the simplified compact look (§24.9).
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

// MARK: Form styles

/// How a `Form` is drawn (SwiftUI's `FormStyle`). On iOS every style draws the grouped form.
public protocol FormStyle {}

/// The platform's form: grouped on iOS.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Rows in grouped sections, as iOS's settings (the iOS default).
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in columns, as macOS draws a form. Drawn grouped here, as the other
/// styles (README, differences).
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension View {
    /// The style of forms inside. `.automatic` and `.grouped` are iOS's grouped form, which every
    /// form here is; `.columns` (macOS's layout) is drawn grouped too.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
