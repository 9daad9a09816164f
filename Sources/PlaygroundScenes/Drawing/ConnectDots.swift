import PlaygroundUI

// Connect-the-dots: numbered dots report their centres through an anchor preference; a custom
// Shape behind them joins the centres in order. Its `animatableData` is how many segments are
// drawn, so the newest line grows from dot to dot. Tap the next dot to extend the line; when
// every dot is joined a star appears. Symbols, a gradient stroke and a material header.
public enum ConnectDots {

struct DotCenters: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [Int: Anchor<CGPoint>], nextValue: () -> [Int: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// A polyline through `points`, drawn up to `drawn` segments (fractions draw part of the next).
struct Trail: Shape {
    var points: [CGPoint]
    var drawn: Double
    var animatableData: Double {
        get { drawn }
        set { drawn = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = points.first, drawn > 0 else { return path }
        path.move(to: first)
        let whole = min(Int(drawn), points.count - 1)
        for i in 0..<whole { path.addLine(to: points[i + 1]) }
        let part = drawn - Double(whole)
        if whole < points.count - 1, part > 0 {
            let a = points[whole], b = points[whole + 1]
            path.addLine(to: CGPoint(x: a.x + (b.x - a.x) * part, y: a.y + (b.y - a.y) * part))
        }
        return path
    }
}

struct Dot: View {
    let number: Int
    let isJoined: Bool
    let isNext: Bool
    var body: some View {
        ZStack {
            Circle()
                .fill(isJoined ? AnyShapeStyle(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                               : AnyShapeStyle(Color(.systemGray5)))
            if isJoined {
                Image(systemName: "checkmark").font(.system(size: 13, weight: .bold)).foregroundStyle(.white)
            } else {
                Text("\(number)").font(.system(size: 14, weight: .semibold)).foregroundStyle(isNext ? .primary : .secondary)
            }
        }
        .frame(width: 34, height: 34)
        .overlay(Circle().strokeBorder(Color.blue, lineWidth: isNext ? 2 : 0))
        .scaleEffect(isNext ? 1.15 : 1)
    }
}

public struct ContentView: View {
    public init() {}
    @State private var joined = 0
    /// Where the dots sit, in points from the board's centre.
    let spots: [CGPoint] = [
        CGPoint(x: 0, y: -130), CGPoint(x: 40, y: -40), CGPoint(x: 135, y: -35), CGPoint(x: 60, y: 25),
        CGPoint(x: 90, y: 120), CGPoint(x: 0, y: 65), CGPoint(x: -90, y: 120), CGPoint(x: -60, y: 25),
        CGPoint(x: -135, y: -35), CGPoint(x: -40, y: -40), CGPoint(x: 0, y: -130),
    ]
    var count: Int { spots.count - 1 }   // the last spot closes the figure on the first dot

    public var body: some View {
        VStack(spacing: 0) {
            HStack {
                Label("Connect the dots", systemImage: "pencil")
                    .font(.headline)
                Spacer()
                Text("\(min(joined, count)) of \(count)")
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
            .padding()
            .background(.thinMaterial)
            ZStack {
                ForEach(0..<count, id: \.self) { i in
                    Dot(number: i + 1, isJoined: i < joined, isNext: i == joined % count && joined < count + 1)
                        .anchorPreference(key: DotCenters.self, value: .center) { [i: $0] }
                        .offset(x: spots[i].x, y: spots[i].y)
                        .onTapGesture {
                            guard i == joined % count, joined <= count else { return }
                            withAnimation(.easeInOut(duration: 0.45)) { joined += 1 }
                        }
                }
                if joined > count {
                    Image(systemName: "star.fill")
                        .font(.system(size: 44))
                        .foregroundStyle(.yellow.gradient)
                        .shadow(color: .orange.opacity(0.5), radius: 6)
                        .transition(.scale.combined(with: .opacity))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .backgroundPreferenceValue(DotCenters.self) { anchors in
                GeometryReader { proxy in
                    Trail(points: (0...count).compactMap { anchors[$0 % count].map { proxy[$0] } },
                          drawn: Double(max(joined - 1, 0)))
                        .stroke(LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom),
                                style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
                }
            }
        }
    }
}
}
