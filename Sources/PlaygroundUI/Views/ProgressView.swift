import Foundation

/// Shows progress (SwiftUI's `ProgressView`): with no value, a spinner that turns as long as it is
/// shown; with a value, a bar filled to `value / total` (docs/semantics.md §16.1). An optional label
/// sits below a spinner and above a bar.
public struct ProgressView<Label: View> {
    let fraction: Double?
    let label: Label?
}

extension ProgressView where Label == EmptyView {
    /// A spinner.
    public init() { self.init(fraction: nil, label: nil) }
    /// A bar filled to `value` of `total` (a nil value shows a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: nil)
    }
}

extension ProgressView where Label == Text {
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

extension ProgressView {
    /// A spinner or bar with a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: label())
    }
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label()) }
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
        let node = graph.reuse(&slot) { ProgressNode() }
        let style = graph.env.progressStyle
        let fraction: Double? = switch style.shape {
        case .automatic: view.fraction
        case .circular: nil
        case .linear: view.fraction ?? 0
        }
        graph.update(node, \.fraction, fraction)
        graph.update(node, \.tint, style.tint?.resolved ?? graph.env.tint?.representativeColor
                     ?? (graph.env.foregroundColor.flatMap { $0 == .primary ? nil : $0 } ?? Color.accentColor).resolved)
        if let label = view.label {
            graph.withEnvironment({ env in
                if fraction == nil { env.foregroundColor = env.foregroundColor ?? .secondary }
            }, label, &node.content)
        } else {
            node.content = nil
        }
    }
}

/// A spinner (turning 12 steps a second, like the refresh spinner) or a bar, with an optional
/// label (`content`).
@MainActor
final class ProgressNode: ModifierNode {
    @exclusivity(unchecked) var fraction: Double?
    @exclusivity(unchecked) var tint = Color.accentColor.resolved
    override var showsLayoutBounds: Bool { true }

    private var indicatorSize: (CGFloat?) -> CGSize {
        { width in self.fraction == nil ? CGSize(width: ProgressMetrics.spinnerSize, height: ProgressMetrics.spinnerSize)
                                        : CGSize(width: width ?? 0, height: ProgressMetrics.barHeight) }
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        let i = indicatorSize(width)
        guard let content else { return i }
        let l = content.measure(ProposedViewSize(width: width, height: nil), b)
        if fraction == nil { return CGSize(width: max(i.width, l.width), height: i.height + ProgressMetrics.gap + l.height) }
        return CGSize(width: width ?? max(l.width, 0), height: l.height + ProgressMetrics.gap + i.height)
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let l = content.measure(ProposedViewSize(width: rect.width, height: nil), ctx.graph)
        if fraction == nil {
            // Below the spinner, centred.
            content.place(CGRect(x: rect.minX + ((rect.width - l.width) / 2).rounded(),
                                 y: rect.minY + ProgressMetrics.spinnerSize + ProgressMetrics.gap, width: l.width, height: l.height), ctx)
        } else {
            // Above the bar, leading.
            content.place(CGRect(x: rect.minX, y: rect.minY, width: l.width, height: l.height), ctx)
        }
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let f = presentedFrame
        if let fraction {
            let bar = CGRect(x: f.minX, y: f.maxY - ProgressMetrics.barHeight, width: f.width, height: ProgressMetrics.barHeight)
            let corner = CGSize(width: bar.height / 2, height: bar.height / 2)
            ctx.list.items.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: corner, style: .circular), rect: bar,
                                                      paint: .fill(ProgressMetrics.track.resolved))))
            if fraction > 0 {
                let filled = CGRect(x: bar.minX, y: bar.minY, width: bar.width * CGFloat(fraction), height: bar.height)
                ctx.list.items.append(.shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: corner, style: .circular), rect: filled,
                                                          paint: .fill(tint))))
            }
        } else {
            // The spinner turns as long as it is drawn: it counts as a running animation.
            ctx.graph.animator.noteRunning()
            let center = CGPoint(x: f.midX, y: f.minY + ProgressMetrics.spinnerSize / 2)
            SpinnerDots.emit(center: center, radius: ProgressMetrics.spinnerSize * 0.38, dotSize: 3,
                             step: Int(ctx.graph.time * SpinnerDots.stepsPerSecond), into: &ctx.list.items)
        }
        content?.emit(&ctx)
    }
}

/// How progress views inside are drawn (`progressViewStyle(_:)`): `.circular` is always a spinner
/// (as on iOS, where a circular style ignores the value), `.linear` always a bar (empty without a
/// value), `.automatic` a spinner without a value and a bar with one (§16.1).
public struct ProgressStyleKind: Equatable, Sendable {
    enum Shape: Equatable, Sendable { case automatic, circular, linear }
    let shape: Shape
    /// The bar's colour (`LinearProgressViewStyle(tint:)`); nil: the tint or accent colour.
    let tint: Color?
}

/// A progress view style (SwiftUI's `ProgressViewStyle`); use the statics (`.circular`, `.linear`).
public protocol ProgressViewStyle: Sendable { var _kind: ProgressStyleKind { get } }
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressStyleKind { ProgressStyleKind(shape: .automatic, tint: nil) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A spinner; the tint is accepted (the spinner's dots keep their grey here).
    public init(tint: Color) { self.tint = tint }
    public var _kind: ProgressStyleKind { ProgressStyleKind(shape: .circular, tint: tint) }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// A bar filled in `tint`.
    public init(tint: Color) { self.tint = tint }
    public var _kind: ProgressStyleKind { ProgressStyleKind(shape: .linear, tint: tint) }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }

extension View {
    /// How the progress views inside are drawn.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = style._kind
        return modifier(_EnvironmentModifier { $0.progressStyle = kind })
    }
}
