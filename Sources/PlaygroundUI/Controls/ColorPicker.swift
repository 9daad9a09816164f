import Foundation

/// A control for choosing a colour (SwiftUI's `ColorPicker`, §24.10): on iOS a row with the label
/// leading and a colour well trailing — a circle of the current colour inside a ring of the hue
/// spectrum. Tapping the well presents a picker as a sheet: a grid of swatches (a row of greys
/// above nine rows of twelve hues from dark to pale) and sliders for hue, saturation and
/// brightness (and opacity when `supportsOpacity`; without it the well shows the colour opaque
/// and picked colours are opaque), which write the selection live. Differences
/// from UIKit's `UIColorPickerViewController`: no spectrum or RGB tabs, no eyedropper, no saved
/// colours; the grid's colours are computed from hue, saturation and brightness rather than
/// Apple's table. `.labelsHidden()` shows only the well.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isPresented = false
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        let presented = $isPresented
        HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            Button { presented.wrappedValue = true } label: {
                _ColorWell(color: supportsOpacity ? selection.wrappedValue : Self.opaque(selection.wrappedValue))
            }
            .buttonStyle(.plain)
        }
        .sheet(isPresented: presented) {
            _ColorPickerPanel(selection: selection, supportsOpacity: supportsOpacity) { presented.wrappedValue = false }
        }
    }
}

extension ColorPicker {
    /// `color` at full opacity (without `supportsOpacity` the picker ignores a colour's opacity).
    static func opaque(_ color: Color) -> Color {
        var c = color
        c.resolved.opacity = 1
        c.dark?.opacity = 1
        return c
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

// MARK: The well

/// Metrics of the well (§24.10): UIColorWell's look measured from iOS 17 screenshots, approximate.
enum ColorWellMetrics {
    static let diameter: CGFloat = 28
    static let ringWidth: CGFloat = 3
    static let gap: CGFloat = 2
    /// The hue ring: red, yellow, green, cyan, blue, magenta and back to red.
    static let spectrum: [Color] = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map {
        Color(hue: $0 == 1 ? 0 : $0, saturation: 1, brightness: 1)
    }
}

/// The colour well: the colour in a circle, in a ring of the hue spectrum.
struct _ColorWell: View {
    let color: Color
    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(AngularGradient(colors: ColorWellMetrics.spectrum, center: .center), lineWidth: ColorWellMetrics.ringWidth)
            Circle()
                .fill(color)
                .padding(ColorWellMetrics.ringWidth + ColorWellMetrics.gap)
        }
        .frame(width: ColorWellMetrics.diameter, height: ColorWellMetrics.diameter)
        .contentShape(Circle())
    }
}

// MARK: The picker

/// Hue, saturation, brightness and opacity of a colour, each 0…1.
struct _HSBA: Equatable {
    var hue: Double, saturation: Double, brightness: Double, opacity: Double

    init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.hue = hue; self.saturation = saturation; self.brightness = brightness; self.opacity = opacity
    }

    /// From a colour's sRGB components (a grey keeps hue 0).
    init(_ color: Color) {
        let c = color.resolved
        let mx = max(c.red, c.green, c.blue), mn = min(c.red, c.green, c.blue)
        let d = mx - mn
        var h = 0.0
        if d > 1e-9 {
            if mx == c.red { h = (c.green - c.blue) / d } else if mx == c.green { h = 2 + (c.blue - c.red) / d } else { h = 4 + (c.red - c.green) / d }
            h /= 6
            if h < 0 { h += 1 }
        }
        self.init(hue: h, saturation: mx > 1e-9 ? d / mx : 0, brightness: mx, opacity: c.opacity)
    }

    var color: Color { Color(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity) }
}

enum ColorGrid {
    static let columns = 12
    static let rows = 10
    /// The swatch at `row`, `column`: row 0 greys from white to black; rows 1–9 the twelve hues,
    /// from dark (low brightness) through full colour to pale (low saturation).
    static func swatch(row: Int, column: Int) -> _HSBA {
        if row == 0 {
            return _HSBA(hue: 0, saturation: 0, brightness: 1 - Double(column) / Double(columns - 1))
        }
        let hue = Double(column) / Double(columns)
        let t = Double(row - 1) / Double(rows - 2)   // 0 … 1
        if t <= 0.5 { return _HSBA(hue: hue, saturation: 1, brightness: 0.35 + 1.3 * t) }
        return _HSBA(hue: hue, saturation: 1 - 1.6 * (t - 0.5), brightness: 1)
    }
}

/// The sheet: the grid, the sliders and a preview of the selection, written live.
struct _ColorPickerPanel: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let close: () -> Void
    @State private var hsba: _HSBA?

    var body: some View {
        let current = hsba ?? _HSBA(selection.wrappedValue)
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text("Colors").font(.headline)
                Spacer()
                Button { close() } label: {
                    Image(systemName: "xmark.circle.fill")._chromeSymbols().foregroundStyle(Color.secondary)
                }
                .buttonStyle(.plain)
            }
            VStack(spacing: 0) {
                ForEach(0..<ColorGrid.rows, id: \.self) { r in
                    HStack(spacing: 0) {
                        ForEach(0..<ColorGrid.columns, id: \.self) { c in
                            let s = ColorGrid.swatch(row: r, column: c)
                            Rectangle()
                                .fill(s.color)
                                .frame(height: 22)
                                .contentShape(Rectangle())
                                .onTapGesture { set(_HSBA(hue: s.hue, saturation: s.saturation, brightness: s.brightness, opacity: current.opacity)) }
                        }
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            slider("Hue", current.hue, tint: Color(hue: current.hue, saturation: 1, brightness: 1)) { v in var n = current; n.hue = v; return n }
            slider("Saturation", current.saturation, tint: current.color.opacity(1)) { v in var n = current; n.saturation = v; return n }
            slider("Brightness", current.brightness, tint: current.color.opacity(1)) { v in var n = current; n.brightness = v; return n }
            if supportsOpacity {
                slider("Opacity", current.opacity, tint: current.color.opacity(1)) { v in var n = current; n.opacity = v; return n }
            }
            HStack {
                RoundedRectangle(cornerRadius: 8, style: .continuous)
                    .fill(selection.wrappedValue)
                    .frame(width: 56, height: 36)
                Text(Self.hex(selection.wrappedValue)).font(.body.monospacedDigit()).foregroundStyle(Color.secondary)
                Spacer()
            }
            Spacer(minLength: 0)
        }
        .padding(20)
    }

    private func slider(_ title: String, _ value: Double, tint: Color, _ change: @escaping (Double) -> _HSBA) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(title).font(.footnote).foregroundStyle(Color.secondary)
                Spacer()
                Text("\(Int((value * 100).rounded())) %").font(.footnote.monospacedDigit()).foregroundStyle(Color.secondary)
            }
            Slider(value: Binding(get: { value }, set: { set(change($0)) }), in: 0...1)
                .tint(tint)
        }
    }

    /// Writes the selection (opacity 1 without `supportsOpacity`) and keeps the components,
    /// so a hue survives dragging saturation or brightness to zero.
    private func set(_ v: _HSBA) {
        var v = v
        if !supportsOpacity { v.opacity = 1 }
        hsba = v
        selection.wrappedValue = v.color
    }

    static func hex(_ c: Color) -> String {
        let v = c.resolved.rgba8
        return String(format: "#%02X%02X%02X", v.r, v.g, v.b) + (v.a < 255 ? String(format: " %d %%", Int((c.resolved.opacity * 100).rounded())) : "")
    }
}
