import Foundation
import Testing
@testable import PlaygroundUI

// Gauge (docs/semantics.md §24.13): the style gets the value as a fraction of the range, clamped
// to 0…1, and only the labels the gauge has; the default style on iOS is the linear capacity bar.

@MainActor
@Suite struct GaugeTests {
    /// What a drawing inks (a shape's path may cover part of its frame).
    private func inked(_ d: ShapeDrawing) -> CGRect {
        let r = d.outline.path(in: d.rect).boundingRect
        return r.isNull ? .zero : r
    }

    /// A style that shows what it was given.
    private struct Reader: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                Text("value \(configuration.value, format: .number)")
                Text("current \(configuration.currentValueLabel != nil) bounds \(configuration.minimumValueLabel != nil) \(configuration.maximumValueLabel != nil)")
                configuration.label
            }
        }
    }

    /// Apple: the configuration's value is valid in 0…1 — the value placed in the gauge's range
    /// (75 of 0…150 is 0.5); outside the range it is clamped.
    @Test func theStyleGetsTheValueAsAFractionOfTheRange() {
        let h = ViewHost(rootView: VStack {
            Gauge(value: 75, in: 0...150) { Text("half") }
            Gauge(value: 200.0, in: 0...150) { Text("over") }
            Gauge(value: -3.0) { Text("under") }
        }.gaugeStyle(Reader()), size: CGSize(width: 390, height: 600))
        #expect(h.exists(text: "value 0.5") && h.exists(text: "value 1") && h.exists(text: "value 0"))
        #expect(h.exists(text: "half") && h.exists(text: "over"))
    }

    /// A label the gauge was not given is nil in the configuration; marked-value labels are
    /// accepted and not drawn (Apple: "The method ignores this parameter").
    @Test func labelsTheGaugeLacksAreNil() {
        let h = ViewHost(rootView: VStack {
            Gauge(value: 0.3) { Text("A") }
            Gauge(value: 0.3) { Text("B") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
            Gauge(value: 0.3) { Text("C") } currentValueLabel: { Text("30") } markedValueLabels: { Text("mark") }
        }.gaugeStyle(Reader()), size: CGSize(width: 390, height: 600))
        #expect(h.exists(text: "current false bounds false false"))
        #expect(h.exists(text: "current true bounds true true"))
        #expect(h.exists(text: "current true bounds false false"))
        #expect(!h.exists(text: "mark"))
    }

    /// The default look: the label above a bar as wide as offered, filled in the tint from its
    /// leading edge to the value, the current value below; the bounds' labels at the bar's ends.
    @Test func theDefaultLookIsACapacityBar() throws {
        let h = ViewHost(rootView: VStack(spacing: 40) {
            Gauge(value: 0.25) { Text("Battery") } currentValueLabel: { Text("25%") }
            Gauge(value: 50, in: 0...200) { Text("Speed") } currentValueLabel: { Text("50") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("200") }
                .tint(.orange)
        }.padding(20), size: CGSize(width: 390, height: 600))
        let bars = h.shapeDrawings.filter { $0.paint == .fill(ProgressMetrics.track.resolved) }
        expectEqual(bars.count, 2)
        let battery = try #require(bars.first), speed = try #require(bars.last)
        #expect(battery.rect.minX == 20 && battery.rect.width == 350 && battery.rect.height == 4, "\(battery.rect)")
        let blue = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.accentColor.resolved) })
        #expect(inked(blue).minX == 20 && abs(inked(blue).width - 350 * 0.25) < 0.01, "filled to a quarter: \(inked(blue))")
        let title = try #require(h.frame(ofText: "Battery")), value = try #require(h.frame(ofText: "25%"))
        #expect(title.maxY <= battery.rect.minY && value.minY >= battery.rect.maxY)
        #expect(title.minX == 20 && value.minX == 20)
        expectEqual(h.textDrawings.first { $0.string == "25%" }?.color, Color.secondary.resolved)
        // The bounds' labels at the bar's ends, the bar between them.
        let zero = try #require(h.frame(ofText: "0")), top = try #require(h.frame(ofText: "200"))
        #expect(zero.minX == 20 && top.maxX == 370)
        #expect(speed.rect.minX == zero.maxX + 8 && speed.rect.maxX == top.minX - 8, "\(speed.rect)")
        #expect(abs(zero.midY - speed.rect.midY) < 0.5)
        let orange = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.orange.resolved) })
        #expect(abs(inked(orange).width - speed.rect.width / 4) < 0.01)
    }

    /// A gradient tint (Apple's `tint(_:)` example is a gauge) runs along the whole bar from its
    /// leading edge; the fill shows it up to the value.
    @Test func aGradientTintRunsAlongTheBar() throws {
        let h = ViewHost(rootView: Gauge(value: 0.5) { Text("Heat") }
            .tint(Gradient(colors: [.blue, .red])).padding(20), size: CGSize(width: 390, height: 200))
        let fill = try #require(h.shapeDrawings.first { $0.gradient != nil })
        let g = try #require(fill.gradient)
        guard case .linear(let start, let end) = g.geometry else { Issue.record("\(g.geometry)"); return }
        #expect(start.x == 20 && end.x == 370 && start.y == end.y, "from the bar's leading to its trailing edge: \(start) \(end)")
        #expect(g.stops.first?.color == Color.blue.resolved && g.stops.last?.color == Color.red.resolved)
        #expect(abs(inked(fill).width - 175) < 0.01)
    }

    /// A value change animates the fill along the bar.
    @Test func theFillAnimates() throws {
        struct Charging: View {
            @State var level = 0.0
            var body: some View {
                VStack {
                    Gauge(value: level) { Text("Level") }
                    Button("Charge") { withAnimation(.linear(duration: 1)) { level = 1 } }
                }
            }
        }
        let h = ViewHost(rootView: Charging().padding(20), size: CGSize(width: 390, height: 300))
        func fill() -> CGFloat { h.shapeDrawings.first { $0.paint == .fill(Color.accentColor.resolved) }.map { inked($0).width } ?? 0 }
        expectEqual(fill(), 0)
        #expect(h.tap(onText: "Charge"))
        h.advance(seconds: 0.5)
        #expect(abs(fill() - 175) < 8, "halfway through a linear second: \(fill())")
        h.advance(seconds: 1)
        expectEqual(fill(), 350)
    }

    /// The circular capacity ring: the current value in its middle, the ring filled clockwise
    /// from the top; the open ring puts its bounds' labels in its opening, below the middle.
    @Test func circularStylesPutTheValueInTheMiddle() throws {
        let h = ViewHost(rootView: HStack {
            Gauge(value: 0.5) { Text("Battery") } currentValueLabel: { Text("50") }
                .gaugeStyle(.accessoryCircularCapacity)
            Gauge(value: 21, in: 10...30) { Text("Temp") } currentValueLabel: { Text("21") } minimumValueLabel: { Text("10") } maximumValueLabel: { Text("30") }
                .gaugeStyle(.accessoryCircular)
        }, size: CGSize(width: 390, height: 300))
        let fifty = try #require(h.frame(ofText: "50")), ring = try #require(h.shapeDrawings.first { $0.paint == .stroke(Color.accentColor.resolved, StrokeStyle(lineWidth: 6, lineCap: .round)) })
        #expect(abs(fifty.midX - ring.rect.midX) < 0.5 && abs(fifty.midY - ring.rect.midY) < 0.5)
        #expect(!h.exists(text: "Battery"), "the capacity ring draws no label")
        let value = try #require(h.frame(ofText: "21")), low = try #require(h.frame(ofText: "10")), high = try #require(h.frame(ofText: "30"))
        #expect(low.minY > value.maxY && abs(low.midY - high.midY) < 0.5 && low.maxX < high.minX)
        #expect(!h.exists(text: "Temp"), "with bounds' labels the label is not drawn")
    }
}
