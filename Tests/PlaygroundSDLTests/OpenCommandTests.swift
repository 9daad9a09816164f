import Foundation
import Testing

/// `playground open FILE.swift` (issue 10): a SwiftUI file compiled unchanged against this
/// package and run — its previews, its setLiveView call — with the run flags, a cache, the user's
/// own line numbers in compiler errors, and one-line errors for bad input. Its tests run side by
/// side and off the main actor (each waits on a `playground open` process; a cache is made for
/// processes that use it at once), so that the suite is not a chain the whole run waits on.
@Suite
struct OpenCommandTests {
    /// The suites' shared cache, so the SwiftUI module is prepared once.
    static let cache = Tool.sharedOpenCache
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
    }

    func open(_ arguments: [String]) throws -> Tool.Result {
        try Tool.run(["open"] + arguments, environment: environment)
    }

    /// A file as people publish it: a preference reported through a GeometryReader, an old-style
    /// PreviewProvider (private, in `#if DEBUG` as Xcode's old templates had it) with a display
    /// name and a new-style #Preview — and, to fool a naive scan,
    /// "PreviewProvider" and "setLiveView" inside a comment and a string.
    static let previewsFile = """
    import SwiftUI

    // struct NotAPreview: PreviewProvider {} (a comment, not a declaration)
    struct WidthKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct Swatch: View {
        var color: Color
        @State private var width: CGFloat = 0
        var body: some View {
            VStack {
                color.frame(width: 120, height: 80)
                    .background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
                Text("width \\(Int(width)) — not setLiveView")
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
        }
    }

    #if DEBUG
    private struct Swatch_Previews: PreviewProvider {
        static var previews: some View {
            Swatch(color: .red).previewDisplayName("Red swatch")
        }
    }
    #endif

    #Preview("Blue swatch", traits: .sizeThatFitsLayout) {
        Swatch(color: .blue)
    }

    """

    @Test func previewProviderAndPreviewMacroBothRecordHeadless() throws {
        let dir = Tool.tempDir("open-previews")
        let file = dir.appendingPathComponent("Swatches.swift")
        try Self.previewsFile.write(to: file, atomically: true, encoding: .utf8)

        let red = dir.appendingPathComponent("red"), blue = dir.appendingPathComponent("blue")
        let first = try open([file.path, "--headless", "--frames", "3", "--preview", "Red swatch", "--record", red.path])
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stderr.contains("building Swatches.swift"))
        let redFrame = try #require(RGBImage.load(red.appendingPathComponent("frame-00002.png").path))
        #expect(redFrame.width == 393 && redFrame.height == 852, "a device preview is an iPhone screen")
        #expect(count(redFrame) { $0.r > 200 && $0.g < 90 && $0.b < 90 } > 9000, "the red swatch (120×80 points) is drawn")

        // Same file again: no build.
        let start = Date()
        let second = try open([file.path, "--headless", "--frames", "3", "--preview", "2", "--record", blue.path])
        let seconds = Date().timeIntervalSince(start)
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(!second.stderr.contains("building"), "an unchanged file is not rebuilt")
        // No time is asserted (a loaded CI machine would fail it): "not rebuilt" is the check above.
        print("open: a cached open took \(String(format: "%.2f", seconds)) s")
        let blueFrame = try #require(RGBImage.load(blue.appendingPathComponent("frame-00002.png").path))
        // sizeThatFitsLayout: as big as the view (120 wide; the swatch plus the text below it).
        #expect(blueFrame.width >= 120 && blueFrame.width < 260 && blueFrame.height > 80 && blueFrame.height < 140,
                "\(blueFrame.width)×\(blueFrame.height)")
        #expect(count(blueFrame) { $0.b > 200 && $0.r < 60 && $0.g < 160 } > 9000, "the blue swatch is drawn")

        // The names of the previews, in the order of the file.
        let unknown = try open([file.path, "--headless", "--frames", "1", "--preview", "Green"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.split(separator: "\n").count == 1, "\(unknown.stderr)")
        #expect(unknown.stderr.contains(#""Red swatch", "Blue swatch""#), "\(unknown.stderr)")
    }

    @Test func setLiveViewFileRunsWithRunFlags() throws {
        let dir = Tool.tempDir("open-live")
        let file = dir.appendingPathComponent("Live.swift")
        try """
        import SwiftUI
        import PlaygroundSupport

        struct Tapper: View {
            @State private var on = false
            var body: some View {
                Text(on ? "ON" : "off").padding(40).background(on ? Color.green : Color.gray)
                    .onTapGesture { withAnimation(.easeInOut) { on.toggle() } }
            }
        }

        PlaygroundPage.current.setLiveView(Tapper())

        """.write(to: file, atomically: true, encoding: .utf8)
        let script = dir.appendingPathComponent("taps.txt")
        try "0.1 tap \"off\"\n".write(to: script, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("frames")
        let run = try open([file.path, "--headless", "--size", "300x200", "--frames", "40", "--script", script.path, "--record", out.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let last = try #require(RGBImage.load(out.appendingPathComponent("frame-00039.png").path))
        #expect(last.width == 300 && last.height == 200)
        #expect(count(last) { $0.g > 150 && $0.r < 120 && $0.b < 120 } > 2000, "the tap turned the background green")
    }

    /// A user's `.refreshable` list, pulled down by a script in a headless recording: the action
    /// (a main-actor closure changing `@State`, and a `Task { }` it starts) runs between frames,
    /// and the same run records the same frames twice.
    @Test func refreshableRunsItsActionInARecording() throws {
        let dir = Tool.tempDir("open-refresh")
        let file = dir.appendingPathComponent("Mail.swift")
        try """
        import SwiftUI

        struct Inbox: View {
            @State private var mails = ["one", "two", "three"]
            var body: some View {
                List(mails, id: \\.self) { Text($0) }
                    .listStyle(.plain)
                    .refreshable {
                        mails.insert("fresh", at: 0)
                        Task { print("refreshed \\(mails.count)") }
                    }
            }
        }

        #Preview { Inbox() }

        """.write(to: file, atomically: true, encoding: .utf8)
        let script = dir.appendingPathComponent("pull.txt")
        try "0.1 down 100,60\n0.2 move 100,140\n0.3 move 100,220\n0.4 move 100,300\n0.5 up 100,300\n".write(to: script, atomically: true, encoding: .utf8)
        var last: [UInt8] = []
        for round in 0..<2 {
            let out = dir.appendingPathComponent("frames\(round)")
            let run = try open([file.path, "--headless", "--size", "300x400", "--frames", "90", "--script", script.path, "--record", out.path])
            #expect(run.status == 0, "stderr: \(run.stderr)")
            #expect(run.stdout.contains("refreshed 4"), "stdout: \(run.stdout)")
            let bytes = try #require(RGBImage.load(out.appendingPathComponent("frame-00089.png").path)).bytes
            let same = bytes == last   // a Bool, so a failure does not print the pixels
            if round == 1 { #expect(same, "the two recordings differ") }
            last = bytes
        }
    }

    /// A data-flow file as people publish it (§21–22): `import Combine`, an `ObservableObject`
    /// with `@Published`, a height read through a preference and stored with
    /// `DispatchQueue.main.async` from `onPreferenceChange`, a `.task`, a timer through
    /// `onReceive`, and `.preferredColorScheme(.dark)`. The main-queue update shows in a later
    /// frame; the window is black; two runs record the same frames.
    @Test func dataFlowFileRunsUnchanged() throws {
        let dir = Tool.tempDir("open-dataflow")
        let file = dir.appendingPathComponent("Feed.swift")
        try """
        import SwiftUI
        import Combine

        final class FeedModel: ObservableObject {
            @Published var items: [String] = []
            func load() async { items = ["alpha", "beta", "gamma"] }
        }

        struct HeightKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }

        struct Feed: View {
            @StateObject private var model = FeedModel()
            @State private var height: CGFloat = 0
            @State private var ticks = 0
            private let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

            var body: some View {
                VStack(spacing: 8) {
                    VStack {
                        ForEach(model.items, id: \\.self) { Text($0) }
                    }
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                    })
                    Text("height \\(Int(height)) ticks \\(ticks)")
                }
                .onPreferenceChange(HeightKey.self) { h in
                    DispatchQueue.main.async { height = h }
                }
                .task { await model.load() }
                .onReceive(timer) { _ in ticks += 1 }
                .onChange(of: height) { old, new in print("height \\(Int(old)) -> \\(Int(new))") }
            }
        }

        #Preview { Feed().preferredColorScheme(.dark) }

        """.write(to: file, atomically: true, encoding: .utf8)
        var last: [UInt8] = []
        for round in 0..<2 {
            let out = dir.appendingPathComponent("frames\(round)")
            let run = try open([file.path, "--headless", "--size", "300x200", "--frames", "60", "--record", out.path])
            #expect(run.status == 0, "stderr: \(run.stderr)")
            // Three 17-pt lines (20.29 pt each) touching, as texts in a VStack do before iOS 17
            // (§6.1.1): 60.9 pt, delivered a frame later.
            #expect(run.stdout.contains("height 0 -> 60"), "stdout: \(run.stdout)")
            let image = try #require(RGBImage.load(out.appendingPathComponent("frame-00059.png").path))
            #expect(image.pixel(2, 2) == (r: 0, g: 0, b: 0), "dark mode draws a black window")
            #expect(count(image) { $0.r > 200 && $0.g > 200 && $0.b > 200 } > 100, "white text")
            let same = image.bytes == last
            if round == 1 { #expect(same, "the two recordings differ") }
            last = image.bytes
        }
    }

    /// Compiler errors come out as the compiler prints them, naming the user's file and line,
    /// exit code 1, and nothing is added to the cache.
    @Test func compileErrorsNameTheUsersFileAndLines() throws {
        let dir = Tool.tempDir("open-error")
        let file = dir.appendingPathComponent("Broken.swift")
        try """
        import SwiftUI

        struct Broken: View {
            var body: some View {
                VStack {
                    Text("fine")
                    Text("not").frobnicate()
                }
            }
        }

        #Preview { Broken() }

        """.write(to: file, atomically: true, encoding: .utf8)
        // A cache of its own: the shared one gains other suites' entries while this runs.
        let cache = Tool.tempDir("open-error-cache")
        let builds = cache.appendingPathComponent("builds")
        let before = (try? FileManager.default.contentsOfDirectory(atPath: builds.path)) ?? []
        let frames = dir.appendingPathComponent("frames")
        let run = try Tool.run(["open", file.path, "--headless", "--frames", "1", "--record", frames.path],
                               environment: ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": cache.path]) { $1 })
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: frames.path), "a failed build created the --record folder")
        #expect(run.stderr.contains("\(file.path):7:25: error: value of type 'Text' has no member 'frobnicate'"), "\(run.stderr)")
        #expect(!run.stderr.contains(cache.path), "the cached copy's path leaked: \(run.stderr)")
        let after = (try? FileManager.default.contentsOfDirectory(atPath: builds.path)) ?? []
        #expect(Set(after) == Set(before), "a failed build left a cache entry")
        let tmp = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("tmp").path)) ?? []
        #expect(tmp.filter { !$0.hasSuffix("-window") }.isEmpty, "work folders left behind: \(tmp)")
    }

    /// A file with no preview shows the view no other view in it uses, when it can be made
    /// without arguments (a published screen often has none: Xcode shows it from the app); a
    /// provider inside `#if` is listed in the same branch, so one in a false branch is left out
    /// as the compiler leaves it out, and a file whose previews are all left out says which `#if`.
    @Test func aFileWithoutPreviewsShowsItsRootViewAndIfsAreKept() throws {
        let dir = Tool.tempDir("open-root")
        let root = dir.appendingPathComponent("Screen.swift")
        try """
        import SwiftUI

        struct Badge: View {
            let title: String
            var body: some View { Text(title).padding(30).background(Color.red) }
        }

        struct Screen: View {
            @State private var count = 0
            @Environment(\\.dismiss) var dismiss
            var subtitle: String?
            var body: some View { VStack { Badge(title: "Hi \\(count)"); Text(subtitle ?? "") } }
        }

        """.write(to: root, atomically: true, encoding: .utf8)
        let frames = dir.appendingPathComponent("root")
        let shown = try open([root.path, "--headless", "--frames", "2", "--record", frames.path])
        #expect(shown.status == 0, "stderr: \(shown.stderr)")
        #expect(shown.stderr.contains("has no preview; showing Screen, the view no other view in it uses"), "\(shown.stderr)")
        let frame = try #require(RGBImage.load(frames.appendingPathComponent("frame-00001.png").path))
        #expect(count(frame) { $0.r > 200 && $0.g < 90 && $0.b < 90 } > 3000, "the badge is drawn")

        let branches = dir.appendingPathComponent("Branches.swift")
        try """
        import SwiftUI

        #if canImport(NoSuchKit)
        struct Chart_Previews: PreviewProvider { static var previews: some View { Color.green } }
        #elseif os(Windows)
        struct Windows_Previews: PreviewProvider { static var previews: some View { Color.yellow } }
        #else
        struct Plain_Previews: PreviewProvider { static var previews: some View { Color.blue } }
        #endif

        """.write(to: branches, atomically: true, encoding: .utf8)
        let blue = dir.appendingPathComponent("blue")
        let other = try open([branches.path, "--headless", "--frames", "2", "--record", blue.path])
        #expect(other.status == 0, "stderr: \(other.stderr)")
        let blueFrame = try #require(RGBImage.load(blue.appendingPathComponent("frame-00001.png").path))
        #expect(count(blueFrame) { $0.b > 200 && $0.r < 60 && $0.g < 160 } > 100_000, "the #else branch's preview")

        let none = dir.appendingPathComponent("Charted.swift")
        try """
        import SwiftUI
        #if canImport(NoSuchKit)
        struct Charted: View { var body: some View { Text("bars") } }
        #Preview { Charted() }
        #endif

        """.write(to: none, atomically: true, encoding: .utf8)
        let missing = try open([none.path, "--headless", "--frames", "1"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Charted.swift: no view to show: its previews are inside `#if canImport(NoSuchKit)`, which is false here"), "\(missing.stderr)")
        #expect(missing.stderr.split(separator: "\n").filter { !$0.hasPrefix("built") && !$0.hasPrefix("building") }.count == 1, "\(missing.stderr)")
    }

    @Test func badInputIsOneLineAndExitCode2() throws {
        let dir = Tool.tempDir("open-bad")
        let binary = dir.appendingPathComponent("binary.swift")
        try Data([0x53, 0xFF, 0xFE, 0x00, 0x01]).write(to: binary)
        let empty = dir.appendingPathComponent("Empty.swift")
        try "import SwiftUI\nstruct V: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n".write(to: empty, atomically: true, encoding: .utf8)
        let cases: [([String], String, [String: String]?)] = [
            ([dir.appendingPathComponent("missing.swift").path], "missing.swift: no such file", nil),
            ([Tool.tempDir("open-bad-empty-folder").path], "no Swift files in this folder", nil),
            ([binary.path], "is not UTF-8", nil),
            ([empty.path], "no view to show: found no PlaygroundPage.current.setLiveView(…) call, no PreviewProvider type, no #Preview and no View that no other view uses and that can be made without arguments", nil),
            ([empty.path, "--fps", "zero"], "--fps 'zero': expected a whole number", nil),
            ([Self.writeValidFile(dir).path], "the build cache /dev/null/cache cannot be written",
             ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": "/dev/null/cache"]) { $1 }),
        ]
        for (arguments, message, env) in cases {
            let run = try Tool.run(["open"] + arguments, environment: env ?? environment)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
        }
    }

    /// The demo file (a 99-line tab bar whose underline follows anchor preferences) opened as a
    /// user would, with its tap script: the underline mid-glide and settled under "Starred".
    @Test func demoFileRecordsTheUnderlineGlide() throws {
        try recordDemo("TabUnderline.swift", script: "tab-taps.txt", ["--preview", "Mail tabs", "--duration", "2"],
                       frames: [30, 119], golden: "open-tab-underline")
    }

    /// The scoreboard demo (iOS 17 style) with its taps: the Home score rolling from 8 to 9 while
    /// "Away leads" fades into "Tied" (docs/semantics.md §7.11), and settled at 10 – 9 with the
    /// leading card swollen by its scoped spring (§7.1).
    @Test func demoScoreboardRollsItsDigits() throws {
        try recordDemo("Scoreboard.swift", script: "scoreboard-taps.txt", ["--size", "390x500", "--duration", "2.5"],
                       frames: [40, 149], golden: "open-scoreboard")
    }

    /// The photo gallery demo (a lazy grid with a section per month) with its keys and scroll:
    /// the arrow keys moving the selection to photo 3 (`onKeyPress`, §23.12), then, scrolled, the
    /// month headers spanning the grid and pinned below the navigation bar (§14.8, §14.7), with
    /// the bar's button in the tint written after `.toolbar` (§27.5).
    @Test func demoPhotoGalleryPinsItsMonths() throws {
        try recordDemo("PhotoGallery.swift", script: "photo-gallery.txt",
                       ["--size", "390x700", "--duration", "2", "--safe-area", "59,0,34,0"],
                       frames: [40, 119], golden: "open-photo-gallery")
    }

    /// The task board demo (drag and drop, docs/semantics.md §25.11) with its drags: a card held
    /// and carried over the Done column (its preview under the pointer, the column highlighted by
    /// `isTargeted`); after the drop, another card carried over the bin; then dropped there, the
    /// bin taking its title through the card's `ProxyRepresentation`.
    @Test func demoTaskBoardDragsCards() throws {
        try recordDemo("TaskBoard.swift", script: "task-board-drag.txt", ["--size", "390x500", "--duration", "3.3"],
                       frames: [80, 165, 195], golden: "open-task-board")
    }

    /// `demo/ReorderTiles.swift` (the iOS 14 reorder grid: `onDrag`, `onDrop(of:delegate:)`,
    /// docs/semantics.md §25.12) with its drags: tile 0 carried past tile 1 (the tiles moving
    /// out of its way as its drag enters each), then tile 2 over the well (highlighted by
    /// `isTargeted`), and the well showing the number it loaded from the item provider.
    @Test func demoReorderTilesMovesByDropDelegates() throws {
        try recordDemo("ReorderTiles.swift", script: "reorder-tiles.txt", ["--size", "390x500", "--duration", "4.5"],
                       frames: [70, 205, 269], golden: "open-reorder-tiles")
    }

    /// `demo/photos/ProfilePhoto.swift` (PhotosUI's `PhotosPicker`, docs/semantics.md §24.14;
    /// its photos are the PNG files beside it): the sheet of photos, the lake picked as the
    /// profile photo (loaded as `Data`, decoded by `UIImage(data:)`), the album's picker with
    /// the ridge and the forest numbered in the order tapped, and the album they make.
    @Test func demoProfilePhotoPicksFromThePhotosBesideIt() throws {
        try recordDemo("photos/ProfilePhoto.swift", script: "photos/profile-photo.txt", ["--size", "390x700", "--duration", "5.2"],
                       frames: [60, 140, 235, 300], golden: "open-profile-photo")
    }

    /// `demo/GlassToolbar.swift` with `demo/glass-toolbar.txt` (§17.9, §24.15): a tool bar on
    /// Liquid Glass whose lens follows the chosen tool through an anchor preference (frame 38,
    /// mid-spring), swatches sliding out of it in a glass container (100), a glass title and a
    /// prominent glass button that clears the sketch (179).
    @Test func demoGlassToolbarFollowsTheToolOnGlass() throws {
        try recordDemo("GlassToolbar.swift", script: "glass-toolbar.txt", ["--size", "390x844", "--duration", "3"],
                       frames: [20, 38, 100, 179], golden: "open-glass-toolbar")
    }

    /// `demo/LapTimer.swift` with `demo/lap-timer.txt`: Foundation's 0.01-s `Timer` counts
    /// hundredths on the recording's clock (0.83 s shown 0.83 s after Start, §30.7), the hint
    /// fades out of a nested view's own state change (§7.1), and the segment bar — given its
    /// selection as a binding — glides its matched highlight while the dial and the laps slide
    /// (§26.7); frames 68, 148 (mid-switch) and 179.
    @Test func demoLapTimerCountsAndSwitches() throws {
        try recordDemo("LapTimer.swift", script: "lap-timer.txt", ["--size", "390x500", "--duration", "3"],
                       frames: [68, 148, 179], golden: "open-lap-timer")
    }

    // §7.6.1: cards dealt with a custom `Transition` and tossed through an animatable modifier
    // transition; the header counts them through a preference.
    @Test func demoCardDeckDealsAndTosses() throws {
        try recordDemo("CardDeck.swift", script: "card-deck.txt", ["--size", "390x500", "--duration", "4"],
                       frames: [40, 130, 185, 239], golden: "open-card-deck")
    }

    /// `demo/PinBoard.swift`: an iOS 18 custom container (`Group(subviews:)`) whose cards say
    /// through a container value whether they are pinned and through a preference how often
    /// they were tapped; three taps pin and unpin with animation.
    @Test func demoPinBoardPinsThroughContainerValues() throws {
        try recordDemo("PinBoard.swift", script: "pin-board.txt", ["--size", "390x500", "--duration", "3"],
                       frames: [10, 40, 90, 179], golden: "open-pin-board")
    }

    /// A settings form whose sections are views of their own with their own state (§31.5): the
    /// switches count themselves through a preference shown in the last footer, the stepper
    /// resizes the reading section's footer, the disclosure group folds its rows away.
    @Test func demoSettingsSectionsListsViewsOfTheirOwn() throws {
        try recordDemo("SettingsSections.swift", script: "settings-sections.txt",
                       ["--size", "390x844", "--duration", "3", "--safe-area", "59,0,34,0"],
                       frames: [10, 50, 100, 179], golden: "open-settings-sections")
    }

    /// Opens `demo/file` headless with its tap script, as a user would, and compares `frames` of
    /// the recording with the goldens named `golden-FRAME`.
    private func recordDemo(_ file: String, script: String, _ options: [String], frames: [Int], golden: String) throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("demo")
        let out = Tool.tempDir(golden)
        let run = try open([demo.appendingPathComponent(file).path, "--headless"] + options
                           + ["--script", demo.appendingPathComponent(script).path, "--record", out.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        for frame in frames {
            let image = try #require(RGBImage.load(out.appendingPathComponent(String(format: "frame-%05d.png", frame)).path))
            try assertGolden(image, "\(golden)-\(frame)")
        }
    }

    static func writeValidFile(_ dir: URL) -> URL {
        let file = dir.appendingPathComponent("Valid.swift")
        try? "import SwiftUI\n#Preview { Text(\"ok\") }\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    private func count(_ image: RGBImage, _ test: ((r: Int, g: Int, b: Int)) -> Bool) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where test(image.pixel(x, y)) { n += 1 } }
        return n
    }
}
