import Foundation
import Testing

extension OpenCommandTests {
    /// A search-as-you-type view model written the way people publish it (§30): `import Combine`,
    /// `@Published var query`, `$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    /// .removeDuplicates()…sink { … }.store(in: &cancellables)`, a `.task` that sleeps, and
    /// `.onReceive` of a subject. A script types "a", "p", "r" at 1.0, 1.1 and 1.2 s: the one search
    /// runs 0.3 s after the last key, at 1.5 s on the virtual clock (frame 90), on every run.
    @Test func searchAsYouTypeFileRuns() throws {
        let dir = Tool.tempDir("open-combine")
        let file = dir.appendingPathComponent("Search.swift")
        try """
        import SwiftUI
        import Combine

        final class SearchViewModel: ObservableObject {
            @Published var query = ""
            @Published private(set) var results: [String] = []
            let searches = PassthroughSubject<Int, Never>()
            private var cancellables = Set<AnyCancellable>()
            private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
            private var count = 0

            init() {
                $query
                    .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                    .removeDuplicates()
                    .map { [fruits] q in q.isEmpty ? [] : fruits.filter { $0.localizedCaseInsensitiveContains(q) } }
                    .sink { [weak self] found in
                        guard let self else { return }
                        let t = RunLoop.main.now.date.timeIntervalSinceReferenceDate
                        print(String(format: "search at %.3f: ", t) + found.joined(separator: ","))
                        self.results = found
                        self.count += 1
                        self.searches.send(self.count)
                    }
                    .store(in: &cancellables)
            }
        }

        struct SearchView: View {
            @StateObject private var viewModel = SearchViewModel()
            @State private var searchCount = 0
            @State private var ready = false

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    TextField("Search", text: $viewModel.query)
                        .textFieldStyle(.roundedBorder)
                    ForEach(viewModel.results, id: \\.self) { name in
                        Text(name)
                    }
                    Spacer()
                    Text(ready ? "searches \\(searchCount)" : "waiting")
                }
                .padding()
                .onReceive(viewModel.searches) { searchCount = $0 }
                .task {
                    try? await Task.sleep(nanoseconds: 2_000_000_000)
                    ready = true
                    print(String(format: "ready at %.3f", RunLoop.main.now.date.timeIntervalSinceReferenceDate))
                }
            }
        }

        #Preview { SearchView() }

        """.write(to: file, atomically: true, encoding: .utf8)
        let script = dir.appendingPathComponent("typing.txt")
        try """
        0.5 tap 150,34
        1.0 type "a"
        1.1 type "p"
        1.2 type "r"

        """.write(to: script, atomically: true, encoding: .utf8)
        var last: [UInt8] = []
        for round in 0..<2 {
            let out = dir.appendingPathComponent("frames\(round)")
            let run = try open([file.path, "--headless", "--size", "300x240", "--duration", "2.5", "--script", script.path, "--record", out.path])
            #expect(run.status == 0, "stderr: \(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            // The empty query's search at 0.3 s, then one search for "apr" at 1.5 s; none for "a" or "ap".
            #expect(lines.filter { $0.hasPrefix("search") } == ["search at 0.300: ", "search at 1.500: Apricot"], "stdout: \(run.stdout)")
            // The task's 2 s sleep ends at the frame of 2.0 s on the virtual clock (Task.sleep here is
            // this package's, which shadows the standard library's in a file that imports SwiftUI).
            #expect(lines.contains("ready at 2.000"), "stdout: \(run.stdout)")
            // The result row (below the field) is empty at frame 89 and drawn at frame 90.
            func ink(_ frame: Int) throws -> Int {
                let image = try #require(RGBImage.load(out.appendingPathComponent(String(format: "frame-%05d.png", frame)).path))
                var n = 0
                for y in 58..<90 { for x in 16..<200 { let p = image.pixel(x, y); if p.r < 110 && p.g < 110 && p.b < 110 { n += 1 } } }
                return n
            }
            #expect(try ink(89) == 0, "nothing below the field before the debounce ends")
            #expect(try ink(90) > 20, "the result row is drawn in the frame of 1.5 s")
            let final = try #require(RGBImage.load(out.appendingPathComponent("frame-00149.png").path)).bytes
            if round == 1 { #expect(final == last, "the two recordings differ") }
            last = final
        }
    }

    /// §30.7: a program's Foundation timers and `DispatchQueue.main.asyncAfter` run on the
    /// recording's clock — a file that also imports Foundation (the declarations `playground open`
    /// adds to the program's module are preferred to Foundation's whatever the file imports).
    /// A 0.01-s stopwatch ticks 100 times in a second (once a frame before), a 0.25-s
    /// `Timer(timeInterval:repeats:block:)` added to the main run loop first fires 0.25 s after it
    /// was made (Linux Foundation's own: at once), and the two recordings are the same.
    @Test func foundationTimersRunOnTheRecordingsClock() throws {
        let dir = Tool.tempDir("open-timers")
        let file = dir.appendingPathComponent("Stopwatch.swift")
        try """
        import SwiftUI
        import Foundation

        struct StopwatchView: View {
            @State private var elapsed = 0.0
            @State private var ticks = 0
            @State private var note = "waiting"
            @State private var timer: Timer?

            var body: some View {
                VStack(spacing: 12) {
                    Text(String(format: "%.2f", elapsed)).font(.largeTitle.monospacedDigit())
                    Text(note)
                }
                .onAppear {
                    timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
                        elapsed += 0.01
                        ticks += 1
                        if ticks == 100 { print(String(format: "hundred at %.3f", RunLoop.main.now.date.timeIntervalSinceReferenceDate)) }
                    }
                    var quarters = 0
                    let quarter = Timer(timeInterval: 0.25, repeats: true) { t in
                        quarters += 1
                        print(String(format: "quarter %d at %.3f", quarters, RunLoop.main.now.date.timeIntervalSinceReferenceDate))
                        if quarters == 2 { t.invalidate() }
                    }
                    RunLoop.main.add(quarter, forMode: .common)
                    let cancelled = DispatchWorkItem { print("cancelled work ran") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: cancelled)
                    cancelled.cancel()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.51) {
                        note = "after"
                        print(String(format: "after at %.3f", RunLoop.main.now.date.timeIntervalSinceReferenceDate))
                    }
                }
            }
        }

        #Preview { StopwatchView() }

        """.write(to: file, atomically: true, encoding: .utf8)
        var last: [UInt8] = []
        for round in 0..<2 {
            let out = dir.appendingPathComponent("frames\(round)")
            let run = try open([file.path, "--headless", "--size", "240x160", "--duration", "1.2", "--record", out.path])
            #expect(run.status == 0, "stderr: \(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines == ["quarter 1 at 0.250", "quarter 2 at 0.500", "after at 0.517", "hundred at 1.000"], "stdout: \(run.stdout)")
            let final = try #require(RGBImage.load(out.appendingPathComponent("frame-00071.png").path)).bytes
            if round == 1 { #expect(final == last, "the two recordings differ") }
            last = final
        }
    }
}
