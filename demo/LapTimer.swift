import SwiftUI
import Foundation

// A lap timer: Foundation's `Timer` counts hundredths, Lap adds a row that slides in, and a
// segmented bar of our own, whose highlight is one `matchedGeometryEffect` shared by its
// segments, switches between the dial and the list of laps. The bar gets its selection as a
// binding, passed on by the screen that owns it.

struct LapTimerScreen: View {
    @State private var tab = 0
    @StateObject private var stopwatch = Stopwatch()

    var body: some View {
        VStack(spacing: 20) {
            SegmentBar(titles: ["Timer", "Laps"], selection: $tab)
            if tab == 0 {
                TimerDial(stopwatch: stopwatch)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            } else {
                LapList(laps: stopwatch.laps)
                    .transition(.move(edge: .trailing).combined(with: .opacity))
            }
            Spacer(minLength: 0)
        }
        .padding()
    }
}

final class Stopwatch: ObservableObject {
    @Published private(set) var hundredths = 0
    @Published private(set) var laps: [Int] = []
    @Published private(set) var isRunning = false
    private var timer: Timer?

    func toggle() {
        if isRunning {
            timer?.invalidate()
            timer = nil
        } else {
            timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { [weak self] _ in
                self?.hundredths += 1
            }
        }
        isRunning.toggle()
    }

    func lap() { laps.insert(hundredths, at: 0) }

    static func format(_ hundredths: Int) -> String {
        String(format: "%02d:%02d.%02d", hundredths / 6000, hundredths / 100 % 60, hundredths % 100)
    }
}

struct SegmentBar: View {
    let titles: [String]
    @Binding var selection: Int
    @Namespace private var highlight

    var body: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selection == index ? .white : .primary)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .background {
                        if selection == index {
                            Capsule()
                                .fill(Color.indigo)
                                .matchedGeometryEffect(id: "highlight", in: highlight)
                        }
                    }
                    .contentShape(Capsule())
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 0.35)) { selection = index }
                    }
            }
        }
        .padding(4)
        .background(Capsule().fill(Color(.secondarySystemBackground)))
    }
}

struct TimerDial: View {
    @ObservedObject var stopwatch: Stopwatch
    @State private var showsHint = true

    var body: some View {
        VStack(spacing: 24) {
            Text(Stopwatch.format(stopwatch.hundredths))
                .font(.system(size: 56, weight: .light).monospacedDigit())
            HStack(spacing: 40) {
                Button("Lap") {
                    stopwatch.lap()
                    withAnimation(.easeOut(duration: 0.3)) { showsHint = false }
                }
                .disabled(!stopwatch.isRunning)
                Button(stopwatch.isRunning ? "Stop" : "Start") { stopwatch.toggle() }
                    .tint(stopwatch.isRunning ? .red : .green)
            }
            .buttonStyle(.borderedProminent)
            if showsHint {
                Text("Lap keeps the time of each round.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .transition(.opacity)
            }
        }
    }
}

struct LapList: View {
    let laps: [Int]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(laps.enumerated()), id: \.offset) { item in
                HStack {
                    Text("Lap \(laps.count - item.offset)")
                    Spacer()
                    Text(Stopwatch.format(item.element)).monospacedDigit()
                }
                .padding(.vertical, 10)
                Divider()
            }
        }
    }
}

#Preview { LapTimerScreen() }
