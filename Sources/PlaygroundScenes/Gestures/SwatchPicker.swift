import PlaygroundUI

// A colour picker in the style of the "custom segmented control" tutorials: a row of colour
// circles, each made tappable with `onTapGesture` straight on the circle, each publishing its
// bounds as an anchor preference keyed by its index. The row's `overlayPreferenceValue` resolves
// the chosen circle's anchor in a `GeometryReader` and draws a ring around it, so when a tap
// changes the choice inside `withAnimation` the ring glides to the new circle. A card above fills
// with the chosen colour; a double tap on the counter under the row resets it and the choice.
public enum SwatchPicker {

struct Swatch: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

/// Every circle's bounds, by its swatch's id.
struct SwatchBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

public struct ContentView: View {
    public init() {}
    let swatches = [Swatch(id: 0, name: "Red", color: .red), Swatch(id: 1, name: "Orange", color: .orange),
                    Swatch(id: 2, name: "Yellow", color: .yellow), Swatch(id: 3, name: "Green", color: .green),
                    Swatch(id: 4, name: "Blue", color: .blue), Swatch(id: 5, name: "Purple", color: .purple)]
    @State private var chosen = 4
    @State private var taps = 0

    public var body: some View {
        VStack(spacing: 28) {
            RoundedRectangle(cornerRadius: 20)
                .fill(swatches[chosen].color.gradient)
                .frame(height: 160)
                .overlay(alignment: .bottomLeading) {
                    Text(swatches[chosen].name)
                        .font(.title.bold())
                        .foregroundStyle(.white)
                        .padding(16)
                }
            HStack(spacing: 14) {
                ForEach(swatches) { swatch in
                    Circle()
                        .fill(swatch.color)
                        .frame(width: 40, height: 40)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) { chosen = swatch.id }
                            taps += 1
                        }
                        .anchorPreference(key: SwatchBoundsKey.self, value: .bounds) { [swatch.id: $0] }
                }
            }
            .overlayPreferenceValue(SwatchBoundsKey.self) { bounds in
                GeometryReader { proxy in
                    if let anchor = bounds[chosen] {
                        let rect = proxy[anchor]
                        Circle()
                            .stroke(Color.primary, lineWidth: 3)
                            .frame(width: rect.width + 12, height: rect.height + 12)
                            .position(x: rect.midX, y: rect.midY)
                    }
                }
            }
            Text("Taps: \(taps) · double-tap to reset")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .onTapGesture(count: 2) {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) { chosen = 4 }
                    taps = 0
                }
            Spacer()
        }
        .padding(24)
    }
}
}
