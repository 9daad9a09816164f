import Foundation
import Testing

/// A file in the style published SwiftUI code is written, reaching for UIKit (docs/semantics.md
/// §34): `import UIKit` and `import CoreGraphics` resolve, `#selector(UIResponder.resignFirstResponder)`
/// compiles and dismissing the keyboard ends focus, an appearance proxy styles the segmented
/// picker, a `UIViewRepresentable` draws its placeholder, `UITextChecker` judges words.
@Suite(.serialized)
struct OpenUIKitFileTests {
    static let cache = Tool.sharedOpenCache

    @Test func aFileThatReachesForUIKitRuns() throws {
        let root = Tool.tempDir("open-uikit")
        let file = root.appendingPathComponent("WordCheck.swift")
        try #"""
import SwiftUI
import UIKit
import CoreGraphics

extension View {
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

struct WordCheck: View {
    @State private var word = ""
    @State private var verdict = "Type a word"
    @State private var mode = 0
    @FocusState private var editing: Bool
    private let tilt = CGAffineTransform(rotationAngle: .pi / 36)

    init() {
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemPink
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    }

    var body: some View {
        VStack(spacing: 16) {
            Picker("Mode", selection: $mode) {
                Text("Words").tag(0)
                Text("Names").tag(1)
            }
            .pickerStyle(.segmented)
            TextField("Word", text: $word)
                .textFieldStyle(.roundedBorder)
                .focused($editing)
                .onSubmit(check)
            Text(verdict).font(.headline)
            Button("Done") { hideKeyboard() }
            BlurView().frame(height: 80)
        }
        .padding()
        .onChange(of: editing) { print("editing: \(editing)") }
    }

    func check() {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let miss = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        verdict = miss.location == NSNotFound ? "\(word) is a word" : "\(word) is not a word"
        print("verdict: \(verdict) (tilt \(String(format: "%.3f", tilt.b)))")
    }
}

#Preview { WordCheck() }
"""#.write(to: file, atomically: true, encoding: .utf8)
        let script = root.appendingPathComponent("taps.txt")
        try """
        0.2 tap 200,366
        0.4 type "zxqv"
        0.5 key return
        0.8 tap 200,366
        1.0 key cmd+a
        1.1 type "planet"
        1.2 key return
        1.3 tap 200,366
        1.5 tap "Done"

        """.write(to: script, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("frames")
        let environment = ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
        let run = try Tool.run(["open", file.path, "--headless", "--record", out.path, "--duration", "2", "--fps", "10",
                                "--script", script.path], environment: environment)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["editing: true", "verdict: zxqv is not a word (tilt 0.087)", "editing: false",
                          "editing: true", "verdict: planet is a word (tilt 0.087)", "editing: false",
                          "editing: true", "editing: false"], "\(run.stdout)")
        // The selected segment is system pink (255, 45, 85) from the appearance proxy.
        let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00019.png").path))
        var pink = 0
        for y in 300..<335 { for x in 0..<frame.width { let p = frame.pixel(x, y); if p.r == 255 && p.g == 45 && p.b == 85 { pink += 1 } } }
        #expect(pink > 150 * 25, "the pink thumb: \(pink) pixels")
    }

    /// Two published snippets that need the Objective-C runtime or AVKit (§34, §34.1): the
    /// navigation controller extension that keeps the swipe back with a hidden bar (an `override`
    /// in an extension: compiled as a plain member that is never called) and a `VideoPlayer` from
    /// `import AVKit` (a black stand-in with its overlay). The compiler's error about the file
    /// still names its own line.
    @Test func aNavigationControllerExtensionAndAVKitCompile() throws {
        let root = Tool.tempDir("open-uikit-override")
        let file = root.appendingPathComponent("Reel.swift")
        let source = #"""
        import SwiftUI
        import AVKit

        extension UINavigationController: UIGestureRecognizerDelegate {
            override open func viewDidLoad() {
                super.viewDidLoad()
                interactivePopGestureRecognizer?.delegate = self
            }
            public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                viewControllers.count > 1
            }
            open override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default }
        }

        struct Reel: View {
            @State private var player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
            var body: some View {
                NavigationStack {
                    VideoPlayer(player: player) { Text("Clip").foregroundStyle(.white) }
                        .frame(height: 300)
                        .onAppear { player.play(); print("rate \(player.rate)") }
                        .toolbar(.hidden, for: .navigationBar)
                }
            }
        }

        #Preview { Reel() }
        """#
        try source.write(to: file, atomically: true, encoding: .utf8)
        let environment = ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
        let out = root.appendingPathComponent("frames")
        let run = try Tool.run(["open", file.path, "--headless", "--frames", "2", "--record", out.path], environment: environment)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == "rate 1.0\n", "\(run.stdout)")
        let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00001.png").path))
        var black = 0
        for y in 0..<frame.height { for x in 0..<frame.width { let p = frame.pixel(x, y); if p.r == 0 && p.g == 0 && p.b == 0 { black += 1 } } }
        #expect(black > 393 * 250, "the video's stand-in: \(black) black pixels")

        // A mistake on the rewritten line is reported at its own line.
        try source.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad(); nosuchcall()")
            .write(to: file, atomically: true, encoding: .utf8)
        let broken = try Tool.run(["open", file.path, "--headless", "--frames", "1"], environment: environment)
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Reel.swift:6:"), "\(broken.stderr)")
    }

    /// A playground page in the older style: `PlaygroundPage.current.liveView =
    /// UIHostingController(rootView:)` shows the hosted view (§34).
    @Test func aHostingControllerAsTheLiveView() throws {
        let root = Tool.tempDir("open-uikit-liveview")
        let file = root.appendingPathComponent("Page.swift")
        try #"""
        import SwiftUI
        import PlaygroundSupport

        struct ContentView: View {
            var body: some View {
                Text("Hello from a hosting controller").padding()
                    .onAppear { print("hosted view appeared") }
            }
        }

        PlaygroundPage.current.needsIndefiniteExecution = true
        PlaygroundPage.current.liveView = UIHostingController(rootView: ContentView())
        """#.write(to: file, atomically: true, encoding: .utf8)
        let environment = ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
        let run = try Tool.run(["open", file.path, "--headless", "--frames", "2"], environment: environment)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout == "hosted view appeared\n", "\(run.stdout)")
        // `setLiveView` takes the controller too, as Xcode's PlaygroundSupport does.
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "PlaygroundPage.current.liveView = UIHostingController(rootView: ContentView())",
                                      with: "PlaygroundPage.current.setLiveView(UIHostingController(rootView: ContentView()))")
            .write(to: file, atomically: true, encoding: .utf8)
        let set = try Tool.run(["open", file.path, "--headless", "--frames", "2"], environment: environment)
        #expect(set.status == 0, "stderr: \(set.stderr)")
        #expect(set.stdout == "hosted view appeared\n", "\(set.stdout)")
    }

    /// `AsyncImage` (§19.5): a `file:` URL's image replaces the placeholder; a URL that cannot be
    /// loaded is the failure phase.
    @Test func asyncImagesLoadFileURLs() throws {
        let root = Tool.tempDir("open-async-image")
        let png = root.appendingPathComponent("swatch.png")
        try ImageFileTests.writeImage(png, 40, 20, jpeg: false) { _, _ in (255, 0, 255, 255) }
        let file = root.appendingPathComponent("Photo.swift")
        try """
        import SwiftUI

        struct Photo: View {
            var body: some View {
                VStack {
                    AsyncImage(url: URL(fileURLWithPath: "\(png.path)")) { image in
                        image.resizable().frame(width: 80, height: 40)
                    } placeholder: {
                        ProgressView()
                    }
                    AsyncImage(url: URL(fileURLWithPath: "\(root.path)/missing.png")) { phase in
                        if let error = phase.error {
                            Text("failed").onAppear { print("failed: \\(error)") }
                        } else {
                            Color.gray
                        }
                    }
                    .frame(width: 80, height: 40)
                }
            }
        }

        #Preview { Photo() }
        """.write(to: file, atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("frames")
        let environment = ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
        let run = try Tool.run(["open", file.path, "--headless", "--record", out.path, "--frames", "3"], environment: environment)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("failed: cannot load an image from file://"), "\(run.stdout)")
        let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00002.png").path))
        var magenta = 0
        for y in 0..<frame.height { for x in 0..<frame.width { let p = frame.pixel(x, y); if p.r > 240 && p.b > 240 && p.g < 20 { magenta += 1 } } }
        #expect(magenta >= 79 * 39 && magenta <= 81 * 41, "the 80 × 40 image: \(magenta) pixels")
    }
}
