import Foundation
import Testing

/// `playground open` on an app (issue 25, docs/semantics.md §33): a folder, an `@main` file or
/// several files compiled as one module; the `@main` App's first `WindowGroup` shown, its
/// app-level state alive for the run; `--preview` showing a preview instead; the user's paths in
/// compiler errors; one-line errors for bad input.
@Suite(.serialized)
struct OpenAppTests {
    /// The suites' shared cache, so the SwiftUI module is prepared once.
    static let cache = Tool.sharedOpenCache
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
    }

    func open(_ arguments: [String]) throws -> Tool.Result {
        try Tool.run(["open"] + arguments, environment: environment)
    }

    /// An app as Xcode lays one out: the App in the app folder, a model beside it, views in a
    /// subfolder, a test target next to it (left out), a `.playground` page (left out).
    static func writeApp(_ root: URL, mainExtra: String = "") throws -> URL {
        let app = root.appendingPathComponent("Counter")
        let fm = FileManager.default
        try fm.createDirectory(at: app.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("CounterTests"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Sketch.playground"), withIntermediateDirectories: true)
        try """
        import SwiftUI

        @main
        struct CounterApp: App {
            @State private var taps = 0
            @StateObject private var model = CounterModel()
        \(mainExtra)
            var body: some Scene {
                WindowGroup {
                    CounterView(taps: $taps).environmentObject(model)
                }
                #if os(macOS)
                Settings { Text("Settings") }
                #endif
            }
        }

        """.write(to: app.appendingPathComponent("CounterApp.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        final class CounterModel: ObservableObject {
            @Published var label = "Taps"
        }

        """.write(to: app.appendingPathComponent("CounterModel.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        struct CounterView: View {
            @Binding var taps: Int
            @EnvironmentObject var model: CounterModel
            var body: some View {
                VStack {
                    Text("\\(model.label): \\(taps)")
                    Button("Tap me") { taps += 1 }
                }
                .onChange(of: taps) { print("app state taps \\(taps)") }
                .onAppear { print("counter view appeared") }
            }
        }

        #Preview("Counter at five") {
            CounterView(taps: .constant(5)).environmentObject(CounterModel())
                .onAppear { print("preview shown") }
        }

        """.write(to: app.appendingPathComponent("Views/CounterView.swift"), atomically: true, encoding: .utf8)
        try "import XCTest\nfinal class CounterTests: XCTestCase { func testNothing() { XCTFail() } }\n"
            .write(to: root.appendingPathComponent("CounterTests/CounterTests.swift"), atomically: true, encoding: .utf8)
        try "this is not Swift\n".write(to: root.appendingPathComponent("Sketch.playground/Contents.swift"), atomically: true, encoding: .utf8)
        return app
    }

    /// The folder runs the App: its WindowGroup's view, with the app's `@State` (through a
    /// binding) and `@StateObject` kept across taps; the tests and the playground are left out.
    @Test func aFolderRunsItsAppWithAppLevelState() throws {
        let root = Tool.tempDir("open-app-folder")
        _ = try Self.writeApp(root)
        let script = root.appendingPathComponent("taps.txt")
        try "0.2 tap \"Tap me\"\n0.4 tap \"Tap me\"\n".write(to: script, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("frames")
        let run = try open([root.path, "--headless", "--record", out.path, "--duration", "1", "--fps", "10", "--script", script.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("3 Swift files in \(root.path) (left out: 1 in .playground pages, 1 in test folders)"), "\(run.stderr)")
        #expect(run.stdout.contains("counter view appeared"))
        #expect(run.stdout.contains("app state taps 1") && run.stdout.contains("app state taps 2"), "\(run.stdout)")
        let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00009.png").path))
        #expect(frame.width == 393 && frame.height == 852, "a phone-sized window by default")
    }

    /// The `@main` file alone is compiled with the rest of its folder; `--preview` shows one of
    /// the module's previews instead of the App, as Xcode's canvas does.
    @Test func theMainFileBringsItsFolderAndPreviewShowsAPreview() throws {
        let root = Tool.tempDir("open-app-main")
        let app = try Self.writeApp(root)
        let main = try open([app.appendingPathComponent("CounterApp.swift").path, "--headless", "--frames", "2"])
        #expect(main.status == 0, "stderr: \(main.stderr)")
        #expect(main.stderr.contains("3 Swift files in \(app.path)"), "\(main.stderr)")
        #expect(main.stdout.contains("counter view appeared"))
        let preview = try open([app.path, "--preview", "Counter at five", "--headless", "--frames", "2"])
        #expect(preview.status == 0, "stderr: \(preview.stderr)")
        #expect(preview.stdout.contains("preview shown"), "\(preview.stdout)")
    }

    /// A running app does not evaluate its PreviewProviders' `previews` (one that traps on sample
    /// data it lacks no longer stops the app); `--preview` still lists them (§33).
    @Test func aRunningAppLeavesItsPreviewProvidersAlone() throws {
        let root = Tool.tempDir("open-app-lazy-previews")
        let app = try Self.writeApp(root)
        try """
        import SwiftUI

        struct Deck_Previews: PreviewProvider {
            static let cards: [String] = []
            static var previews: some View {
                let _ = print("deck previews evaluated")
                Text(cards[0])
            }
        }

        """.write(to: app.appendingPathComponent("DeckPreviews.swift"), atomically: true, encoding: .utf8)
        let run = try open([root.path, "--headless", "--frames", "1"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("counter view appeared") && !run.stdout.contains("deck previews evaluated"), "\(run.stdout)")
        let preview = try open([root.path, "--preview", "Counter at five", "--headless", "--frames", "1"])
        #expect(preview.status != 0 && preview.stderr.contains("Index out of range"), "listing the previews evaluates them: \(preview.stderr)")
    }

    /// A document app with a UIKit app delegate (§33.2): the delegate is made and launched, the
    /// `DocumentGroup` shows its editor on a new document, and when the run ends the scene goes
    /// inactive then to the background — the delegate, the lifecycle notification and the
    /// App's scene-level `onChange(of: scenePhase)` all hear of it.
    @Test func aDocumentAppWithADelegateHearsTheSceneGoToTheBackground() throws {
        let root = Tool.tempDir("open-app-document")
        try #"""
        import SwiftUI
        import UIKit
        import UniformTypeIdentifiers

        final class AppDelegate: NSObject, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
                print("delegate: launched")
                return true
            }
            func applicationDidEnterBackground(_ application: UIApplication) { print("delegate: background") }
        }

        @main
        struct JournalApp: App {
            @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            @Environment(\.scenePhase) private var scenePhase
            var body: some Scene {
                DocumentGroup(newDocument: JournalDocument()) { file in
                    JournalEditor(document: file.$document)
                }
                .onChange(of: scenePhase) { phase in print("scene: \(phase)") }
            }
        }

        struct JournalDocument: FileDocument {
            static var readableContentTypes: [UTType] { [.plainText] }
            var text = "Dear diary"
            init() {}
            init(configuration: ReadConfiguration) throws {
                text = configuration.file.regularFileContents.flatMap { String(data: $0, encoding: .utf8) } ?? ""
            }
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
                FileWrapper(regularFileWithContents: Data(text.utf8))
            }
        }

        struct JournalEditor: View {
            @Binding var document: JournalDocument
            var body: some View {
                VStack {
                    Text(document.text)
                    Button("Add") { document.text += "!" }
                }
                .onChange(of: document.text) { print("text: \(document.text)") }
                .onOpenURL { print("open \($0)") }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in
                    print("notification: resign")
                }
            }
        }

        """#.write(to: root.appendingPathComponent("JournalApp.swift"), atomically: true, encoding: .utf8)
        let script = root.appendingPathComponent("taps.txt")
        try "0.2 tap \"Add\"\n0.4 tap \"Add\"\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try open([root.path, "--headless", "--frames", "40", "--script", script.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["delegate: launched", "text: Dear diary!", "text: Dear diary!!", "notification: resign",
                          "scene: inactive", "delegate: background", "scene: background"], "\(run.stdout)")
    }

    /// Several files given one by one are one module.
    @Test func severalFilesAreOneModule() throws {
        let root = Tool.tempDir("open-app-files")
        let app = try Self.writeApp(root)
        let files = ["CounterApp.swift", "CounterModel.swift", "Views/CounterView.swift"].map { app.appendingPathComponent($0).path }
        let run = try open(files + ["--headless", "--frames", "2"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("counter view appeared"))
    }

    /// A compiler error in an app's file names that file and line, not the build's copy.
    @Test func compilerErrorsNameTheUsersFile() throws {
        let root = Tool.tempDir("open-app-error")
        let app = try Self.writeApp(root)
        let view = app.appendingPathComponent("Views/CounterView.swift")
        let text = try String(contentsOf: view, encoding: .utf8).replacingOccurrences(of: "Text(\"\\(model.label)", with: "Txet(\"\\(model.label)")
        try text.write(to: view, atomically: true, encoding: .utf8)
        let run = try open([root.path, "--headless", "--frames", "1"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(view.path):8:13: error: cannot find 'Txet' in scope"), "\(run.stderr)")
        #expect(!run.stderr.contains(Self.cache.path), "the cached copy's path leaked: \(run.stderr)")
    }

    /// Bad apps: one line, exit code 2, nothing built.
    @Test func badAppsAreOneLineAndExitCode2() throws {
        let root = Tool.tempDir("open-app-bad")
        let app = try Self.writeApp(root)
        try "import SwiftUI\n@main struct Other: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n"
            .write(to: app.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        let plain = Tool.tempDir("open-app-noview")
        try "import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") } }\n".write(to: plain.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            ([root.path], "two @main types (in CounterApp.swift, Other.swift); an app has one"),
            ([plain.path], "no view to show: no @main App, no setLiveView call, no PreviewProvider and no #Preview in its 1 Swift files"),
        ]
        for (arguments, message) in cases {
            let run = try open(arguments + ["--headless", "--frames", "1"])
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1 && !run.stderr.contains("building"), "\(arguments): \(run.stderr)")
        }
    }
    /// The app's asset catalog: its `AccentColor` tints the button, a colour set and an image set
    /// (named unlike its file) are found by name (§33, §17.5, §19.2).
    @Test func anAppsAssetCatalogGivesTheAccentColoursAndImages() throws {
        let root = Tool.tempDir("open-app-assets")
        let app = try Self.writeApp(root)
        let catalog = app.appendingPathComponent("Assets.xcassets")
        let accent = catalog.appendingPathComponent("AccentColor.colorset")
        let logo = catalog.appendingPathComponent("Brand/Logo.imageset")
        for d in [accent, logo] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        try """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"1.000","red":"0.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
        """.write(to: accent.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try ImageFileTests.writeImage(logo.appendingPathComponent("logo-final.png"), 40, 20, jpeg: false) { _, _ in (255, 0, 255, 255) }
        try """
        {"images":[{"filename":"logo-final.png","idiom":"universal","scale":"1x"}],"info":{"author":"xcode","version":1}}
        """.write(to: logo.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let view = app.appendingPathComponent("Views/CounterView.swift")
        let text = try String(contentsOf: view, encoding: .utf8).replacingOccurrences(of: "VStack {\n", with: "VStack {\n                Image(\"Logo\")\n")
        try text.write(to: view, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("frames")
        let run = try open([root.path, "--headless", "--record", out.path, "--frames", "2"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00001.png").path))
        var green = 0, magenta = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.pixel(x, y)
                if p.g > 200 && p.r < 40 && p.b < 40 { green += 1 }
                if p.r > 240 && p.b > 240 && p.g < 20 { magenta += 1 }
            }
        }
        #expect(green > 20, "the button is drawn in the AccentColor set's green")
        #expect(magenta >= 39 * 20 && magenta <= 40 * 20, "the 40 × 20 logo (centred on a half point): \(magenta) pixels")
    }
    /// The app's other files are its bundle's resources: `Bundle.main` finds a text file and a
    /// JSON file from a subfolder by name, as in the app bundle Xcode makes (§33).
    @Test func bundleResourcesAreFoundByName() throws {
        let root = Tool.tempDir("open-app-resources")
        let app = try Self.writeApp(root)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try "first line\nsecond\n".write(to: app.appendingPathComponent("start.txt"), atomically: true, encoding: .utf8)
        try #"["apple", "pear"]"#.write(to: app.appendingPathComponent("Resources/words.json"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        final class CounterModel: ObservableObject {
            @Published var label = "Taps"
            init() {
                let start = Bundle.main.url(forResource: "start", withExtension: "txt").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                let words = Bundle.main.path(forResource: "words", ofType: "json")
                    .flatMap { FileManager.default.contents(atPath: $0) }
                    .flatMap { try? JSONDecoder().decode([String].self, from: $0) }
                print("start: \\(start?.split(separator: "\\n").first ?? "none"); words: \\(words ?? [])")
            }
        }

        """.write(to: app.appendingPathComponent("CounterModel.swift"), atomically: true, encoding: .utf8)
        let run = try open([root.path, "--headless", "--frames", "1"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(#"start: first line; words: ["apple", "pear"]"#), "\(run.stdout)")
        // A changed resource is a new build.
        try "changed\n".write(to: app.appendingPathComponent("start.txt"), atomically: true, encoding: .utf8)
        let again = try open([root.path, "--headless", "--frames", "1"])
        #expect(again.stdout.contains("start: changed;"), "\(again.stdout)")
    }
    /// The app's string tables are its resources: `Text("key")` shows the development
    /// language's text, `--locale de` the German one, a bad table is warned about (§20.6).
    @Test func stringTablesTranslateTextKeys() throws {
        let root = Tool.tempDir("open-app-strings")
        let app = try Self.writeApp(root)
        for lang in ["en", "de"] {
            try FileManager.default.createDirectory(at: app.appendingPathComponent("\(lang).lproj"), withIntermediateDirectories: true)
        }
        try #""banner" = "WWWWWWWWWWWWWWWWWWWW";"#.write(to: app.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try #""banner" = "i";"#.write(to: app.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let view = app.appendingPathComponent("Views/CounterView.swift")
        let text = try String(contentsOf: view, encoding: .utf8).replacingOccurrences(of: "VStack {\n", with: "VStack {\n                Text(\"banner\").font(.largeTitle)\n")
        try text.write(to: view, atomically: true, encoding: .utf8)
        func ink(_ extra: [String]) throws -> Int {
            let out = root.appendingPathComponent("frames-\(extra.joined())")
            let run = try open([root.path, "--headless", "--record", out.path, "--frames", "1"] + extra)
            #expect(run.status == 0, "stderr: \(run.stderr)")
            let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00000.png").path))
            var dark = 0
            for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x, y).r < 80 && frame.pixel(x, y).b < 80 { dark += 1 } }
            return dark
        }
        let english = try ink([]), german = try ink(["--locale", "de"]), none = try ink(["--locale", "fr"])
        #expect(english > none * 2 && none > german, "20 W's \(english), the key \(none), one i \(german)")
        try "\"banner = ".write(to: app.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let bad = try open([root.path, "--headless", "--frames", "1"])
        #expect(bad.status == 0)
        #expect(bad.stderr.contains("en.lproj/Localizable.strings: not a strings file"), "\(bad.stderr)")
        let badFlag = try open([root.path, "--headless", "--frames", "1", "--locale", "d e"])
        #expect(badFlag.status == 2 && badFlag.stderr.contains("--locale 'd e': expected a language like en, de or pt_BR"), "\(badFlag.stderr)")
    }
    /// The demo app (`demo/apps/Memory`: an App owning a view model, a model, views in a
    /// subfolder, an asset catalog with an accent and a card colour, a string table) played with
    /// its tap script: two dogs match, then a panda and a cat stay face up (§33).
    @Test func theMemoryDemoAppPlays() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let out = Tool.tempDir("open-app-memory")
        let run = try open([repo.appendingPathComponent("demo/apps/Memory").path, "--headless", "--record", out.path,
                            "--duration", "2.5", "--fps", "10", "--safe-area", "59,0,34,0",
                            "--script", repo.appendingPathComponent("demo/apps/memory-taps.txt").path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        // Each card's lower part: the CardBack colour set's orange when face down.
        func faceDown(_ image: RGBImage) -> [Bool] {
            var out: [Bool] = []
            for y in [370, 505, 640] {
                for x in [57, 150, 243, 336] {
                    let p = image.pixel(x, y)
                    out.append(abs(p.r - 0xE6) < 6 && abs(p.g - 0x6B) < 6 && abs(p.b - 0x2E) < 6)
                }
            }
            return out
        }
        let start = try #require(RGBImage.load(out.appendingPathComponent("frame-00002.png").path))
        #expect(faceDown(start) == Array(repeating: true, count: 12), "all twelve cards face down")
        let end = try #require(RGBImage.load(out.appendingPathComponent("frame-00024.png").path))
        let expected = (0..<12).map { ![0, 1, 2, 7].contains($0) }
        #expect(faceDown(end) == expected, "\(faceDown(end))")
    }
    /// The Trails demo (`demo/apps/Trails`: an Xcode 16 project whose synchronised folder holds an
    /// App owning a store, a JSON resource, views in a subfolder, an asset catalog of photos and
    /// colour sets): a row opens the trail's page with its photo, the trail becomes a favourite,
    /// back in the list it has a star, and the first row is deleted in edit mode (§33, §33.1, §14.11).
    @Test func theTrailsDemoAppNavigatesAndEdits() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let out = Tool.tempDir("open-app-trails")
        let run = try open([repo.appendingPathComponent("demo/apps/Trails").path, "--headless", "--record", out.path,
                            "--duration", "3.6", "--fps", "5", "--safe-area", "59,0,34,0",
                            "--script", repo.appendingPathComponent("demo/apps/trails-taps.txt").path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("Trails: 6 Swift files of target Trails in Trails.xcodeproj"), "\(run.stderr)")
        #expect(!run.stderr.contains("warning") && !run.stdout.contains("missing"), "\(run.stderr)\(run.stdout)")
        func count(_ frame: Int, _ colour: (Int, Int, Int)) throws -> Int {
            let image = try #require(RGBImage.load(out.appendingPathComponent(String(format: "frame-%05d.png", frame)).path))
            var n = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x, y)
                    if abs(p.r - colour.0) < 6 && abs(p.g - colour.1) < 6 && abs(p.b - colour.2) < 6 { n += 1 }
                }
            }
            return n
        }
        let water = (40, 110, 170), ridge = (96, 110, 125), star = (255, 204, 0), accent = (0x2E, 0x7D, 0x32)
        // The list: three thumbnails (the ridge's grey among them), no star.
        #expect(try count(0, ridge) > 500 && count(0, star) == 0)
        // The Lakeside Loop's page: its photo across the width, the accent-green button.
        #expect(try count(5, water) > 20_000 && count(5, accent) > 4_000)
        // Back, after the favourite and the deletion: a star, no ridge.
        #expect(try count(17, star) > 50 && count(17, ridge) == 0 && count(17, water) > 500)
    }

    /// The Brew demo (`demo/apps/Brew`: a settings form of `@AppStorage` values whose every title
    /// is a key of its English and German string tables): `--locale de` titles it "Aufguss"
    /// (wider than "Brew"), the stepper and the toggle change the stored values (§33, §20.6, §21.6).
    @Test func theBrewDemoAppIsLocalisedAndStoresItsSettings() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func titleInkEnd(_ locale: String, script: Bool) throws -> (Int, Tool.Result) {
            let out = Tool.tempDir("open-app-brew-\(locale)")
            let run = try open([repo.appendingPathComponent("demo/apps/Brew").path, "--headless", "--record", out.path,
                                "--duration", "1.4", "--fps", "5", "--safe-area", "59,0,34,0", "--locale", locale]
                               + (script ? ["--script", repo.appendingPathComponent("demo/apps/brew-taps.txt").path] : []))
            #expect(run.status == 0, "stderr: \(run.stderr)")
            let image = try #require(RGBImage.load(out.appendingPathComponent("frame-00006.png").path))
            var end = 0
            for y in 105..<150 { for x in 0..<image.width { let p = image.pixel(x, y); if max(p.r, p.g, p.b) < 60 { end = max(end, x) } } }
            return (end, run)
        }
        let (english, _) = try titleInkEnd("en", script: false)
        let (german, run) = try titleInkEnd("de", script: true)
        #expect(english > 80 && english < 110, "“Brew” ends at x = \(english)")
        #expect(german > 130 && german < 160, "“Aufguss” ends at x = \(german)")
        #expect(run.stdout == "cups: 3, grams: 45\nbloom: false\n", "\(run.stdout)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
    }

    /// `--watch` on an app, headless: every save of any of its files runs the new build; a save
    /// that does not compile keeps the last good build and names the file and line (§33).
    @Test func watchRebuildsTheAppOnEverySave() throws {
        let root = Tool.tempDir("open-app-watch")
        let app = try Self.writeApp(root)
        let process = Process()
        process.executableURL = Tool.playground
        process.arguments = ["open", root.path, "--watch", "--headless", "--frames", "1"]
        process.environment = environment
        let err = Pipe(), out = Pipe()
        process.standardError = err
        process.standardOutput = out
        final class Buffer: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
            func append(_ d: Data) { lock.lock(); text += String(decoding: d, as: UTF8.self); lock.unlock() }
            var value: String { lock.lock(); defer { lock.unlock() }; return text }
        }
        let stderr = Buffer(), stdout = Buffer()
        err.fileHandleForReading.readabilityHandler = { stderr.append($0.availableData) }
        out.fileHandleForReading.readabilityHandler = { stdout.append($0.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        func waitFor(_ seconds: Double = 120, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !condition() && Date() < deadline { usleep(50_000) }
            return condition()
        }
        #expect(waitFor { stdout.value.contains("counter view appeared") }, "the first build never ran: \(stderr.value)")
        let model = app.appendingPathComponent("CounterModel.swift")
        try String(contentsOf: model, encoding: .utf8).replacingOccurrences(of: "@Published var label = \"Taps\"",
            with: "@Published var label = \"Taps\"\n    init() { print(\"second version\") }")
            .write(to: model, atomically: true, encoding: .utf8)
        #expect(waitFor { stdout.value.contains("second version") }, "the saved model never ran: \(stderr.value)")
        let view = app.appendingPathComponent("Views/CounterView.swift")
        try String(contentsOf: view, encoding: .utf8).replacingOccurrences(of: "Button(\"Tap me\")", with: "Buton(\"Tap me\")")
            .write(to: view, atomically: true, encoding: .utf8)
        #expect(waitFor { stderr.value.contains("keeping the last good view") }, "\(stderr.value)")
        #expect(stderr.value.contains("\(view.path):9:"), "the user's file in the compiler's output: \(stderr.value)")
        process.terminate()
        #expect(waitFor(10) { !process.isRunning }, "SIGTERM ends the watch")
    }
}
