import PlaygroundUI

// The four symbol rendering modes side by side (docs/semantics.md §19.6): a row per symbol, a
// column per mode. Monochrome, hierarchical and multicolour take one foreground style, the
// chosen colour; palette takes two, the chosen colour and orange. Tapping a colour recolours
// every column but the layers multicolour keeps in their own colours (the green badge, the
// yellow triangle); the chosen colour's chip grows with a spring.
public enum SymbolModes {

struct Swatch: Identifiable {
    let id: String
    let color: Color
}

enum Mode: String, CaseIterable, Identifiable {
    case monochrome = "Mono", hierarchical = "Hier.", palette = "Palette", multicolor = "Multi"
    var id: String { rawValue }
    var rendering: SymbolRenderingMode {
        switch self {
        case .monochrome: return .monochrome
        case .hierarchical: return .hierarchical
        case .palette: return .palette
        case .multicolor: return .multicolor
        }
    }
}

struct Cell: View {
    let symbol: String
    let mode: Mode
    let tint: Color
    var body: some View {
        let image = Image(systemName: symbol)
            .font(.system(size: 30))
            .symbolRenderingMode(mode.rendering)
            .frame(width: 64, height: 44)
        if mode == .palette {
            image.foregroundStyle(tint, .orange)
        } else {
            image.foregroundStyle(tint)
        }
    }
}

public struct ContentView: View {
    public init() {}
    @State private var selected = "Blue"
    let swatches = [Swatch(id: "Blue", color: .blue), Swatch(id: "Purple", color: .purple), Swatch(id: "Pink", color: .pink)]
    let symbols = ["person.fill.badge.plus", "plus.circle.fill", "exclamationmark.triangle.fill",
                   "folder.badge.plus", "checkmark.circle.fill", "envelope.badge.fill"]

    var tint: Color { swatches.first { $0.id == selected }?.color ?? .blue }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Rendering modes").font(.largeTitle.bold())
            HStack(spacing: 10) {
                ForEach(swatches) { swatch in
                    Text(swatch.id)
                        .font(.callout.weight(.semibold))
                        .foregroundStyle(.white)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 6)
                        .background(swatch.color, in: Capsule())
                        .scaleEffect(swatch.id == selected ? 1.12 : 0.9)
                        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { selected = swatch.id } }
                }
            }
            Grid(horizontalSpacing: 8, verticalSpacing: 10) {
                GridRow {
                    ForEach(Mode.allCases) { mode in
                        Text(mode.rawValue).font(.caption).foregroundStyle(.secondary)
                    }
                }
                ForEach(symbols, id: \.self) { symbol in
                    GridRow {
                        ForEach(Mode.allCases) { mode in
                            Cell(symbol: symbol, mode: mode, tint: tint)
                        }
                    }
                }
            }
        }
        .padding(24)
    }
}
}
