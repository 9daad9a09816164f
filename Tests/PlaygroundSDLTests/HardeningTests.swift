import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

struct ManyOptionalsKey: PreferenceKey {
    static let defaultValue: [Int?] = []
    static func reduce(value: inout [Int?], nextValue: () -> [Int?]) { value += nextValue() }
}

/// A preference value of 200,000 optionals (the campaign's 64,000 took 16 s a frame to format).
struct ManyOptionals: View {
    @State private var tick = 0
    var body: some View {
        Text("tick \(tick)")
            .preference(key: ManyOptionalsKey.self, value: (0..<200_000).map { $0 % 3 == 0 ? nil : $0 + tick })
            .onTapGesture { tick += 1 }
    }
}

/// Issue 11's probe campaign, kept: the faults it found stay fixed.
struct HardeningTests {
    /// CRLF, CR-only and a UTF-8 byte-order mark parse exactly like LF (Swift's "\r\n" is one
    /// Character, so splitting on "\n" used to leave a CRLF file as one line).
    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineEndingsAndBOMParseLikeLF(newline: String) throws {
        let lines = ["# taps", "0.3 tap \"五月\"", "0.5 key right", "", "1 touch 3,4"]
        let lf = try InputScript.parse(lines.joined(separator: "\n"), file: "t")
        for bom in ["", "\u{FEFF}"] {
            let other = try InputScript.parse(bom + lines.joined(separator: newline), file: "t")
            #expect(other == lf)
        }
        #expect(lf.events.map(\.line) == [2, 3, 5])
        do {
            _ = try InputScript.parse(["# taps", "0.3 tap \"五月\"", "garbage"].joined(separator: newline), file: "t")
            Issue.record("garbage on line 3 was accepted")
        } catch {
            #expect("\(error)" == "t:3: expected a time in seconds (a number from 0 to 1000000) first, found 'garbage'")
        }
    }

    /// Times and points are plain decimals: no hex, exponents, inf/nan, or text after a NUL.
    @Test(arguments: ["0x10 tap 1,2", "1e3 tap 1,2", "inf tap 1,2", "1\u{0}9 tap 1,2", "1 tap 0x10,2", "1 tap 1,nan", "+1 tap 1,2"])
    func nonDecimalNumbersAreRejected(line: String) {
        #expect(throws: PlaygroundError.self) { _ = try InputScript.parse(line, file: "t") }
    }

    @Test func negativeAndFractionalPointsAreFine() throws {
        let script = try InputScript.parse(".5 tap -3.5,2.", file: "t")
        #expect(script.events.first?.action == .tap(CGPoint(x: -3.5, y: 2)))
    }

    /// Unknown key names are rejected with the list of known ones, instead of silently dropped.
    @Test func unknownKeysAreRejected() throws {
        let known = try InputScript.parse("1 key Right\n2 key f5\n3 key .\n4 key R", file: "t")
        #expect(known.events.map(\.action) == [.key("right"), .key("f5"), .key("."), .key("r")])
        do {
            _ = try InputScript.parse("1 key NoSuchKey", file: "t")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect("\(error)".hasPrefix("t:1: unknown key 'NoSuchKey': expected right, left, up, down"))
        }
    }

    /// The inspector formats a huge value only when it changes (the campaign's 64,000 optionals
    /// took 16 s a frame when every frame formatted them), and shows its start (the three panel
    /// lines) ending with "…". Counted, not timed: a loaded machine must not fail it.
    @Test @MainActor func inspectorFormatsHugeValuesOnlyWhenTheyChange() throws {
        let host = ViewHost(rootView: ManyOptionals(), size: CGSize(width: 400, height: 300))
        let inspector = PreferenceInspector(measurer: FixedWidthTextMeasurer(), fps: 60)
        var formatted: [Int] = []
        for frame in 0..<5 {
            if frame == 2 { host.tap(at: CGPoint(x: 200, y: 150)) }
            host.advance()
            let before = inspector.formattedCount
            inspector.observe(host)
            _ = inspector.items(size: host.size)
            formatted.append(inspector.formattedCount - before)
        }
        // Every key at the first frame, the changed value at the tap's frame, nothing otherwise.
        #expect(formatted[0] >= 1 && formatted[1] == 0 && formatted[2] >= 1 && formatted[3] == 0 && formatted[4] == 0, "\(formatted)")
        let condensed = PreferenceInspector.condensed(String(describing: (0..<200_000).map { $0 % 3 == 0 ? nil : Optional($0) }))
        #expect(condensed.hasPrefix("[nil, 1, 2, nil, 4, 5, nil"))
        #expect(condensed.hasSuffix("…") && condensed.count < 5000)
        #expect(PreferenceInspector.condensed("Optional(Optional(3)), (Optional(CGPoint(x: 1.25, y: 2.0)))") == "3, ((1.3, 2))")
    }

    /// Every error is one line: control characters in names are escaped.
    @Test func errorsStayOnOneLine() {
        #expect(PlaygroundError.unknownScene("a\nb\u{1B}[31m").description == "unknown scene 'a\\nb\\u{1b}[31m' (run `playground list` to see the scenes)")
        #expect(PlaygroundError.script(file: "x\ry", line: 2, message: "m\tn").description == "x\\ry:2: m\\tn")
    }

    /// Recording into a folder that holds an earlier, longer run removes that run's frames (and
    /// temporary files) first; other files stay.
    @Test func recordingNeverMixesRuns() throws {
        let dir = Tool.tempDir("stale")
        let first = try Tool.run(["run", "frames-onchange", "--headless", "--record", dir.path, "--frames", "10"])
        #expect(first.status == 0, "\(first.stderr)")
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent(".frame-00042.png.77.tmp").path, contents: Data())
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("notes.txt").path, contents: Data("mine".utf8))
        let second = try Tool.run(["run", "frames-onchange", "--headless", "--record", dir.path, "--frames", "3"])
        #expect(second.status == 0, "\(second.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "notes.txt"])
    }

    /// Flag values the campaign slipped past validation: each is one line and exit code 2.
    @Test(arguments: [
        (["--size", "-5x5"], "--size '-5x5': expected each side between 1 and 16384 points"),
        (["--scale", "-2"], "--scale -2.0: expected a number greater than 0"),
        (["--scale", "0.1", "--size", "1x1"], "is less than one pixel per side"),
        (["--record", ""], "--record '': expected a folder path"),
        (["--duration", "86400", "--fps", "1000"], "86400000 frames is beyond 10000000"),
        (["--frames", "10000001"], "--frames 10000001: expected a whole number of frames from 1 to 10000000"),
    ])
    func flagGapsAreOneLineErrors(flags: [String], message: String) throws {
        for command in [["run", "frames-onchange", "--headless"]] {
            let run = try Tool.run(command + flags)
            #expect(run.status == 2, "\(flags): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(flags): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(flags): \(run.stderr)")
        }
    }
}
