import Foundation
import PlaygroundSDL
import PlaygroundUI

/// The page a playground program shows, as in Xcode's PlaygroundSupport:
/// `PlaygroundPage.current.setLiveView(ContentView())` opens a window (or records headless, per
/// the command-line flags of `playground run`) and returns when the window closes.
///
/// Callable from top-level code in Swift 5 mode (snippets) as well as from the main actor; it must
/// run on the main thread.
public final class PlaygroundPage: @unchecked Sendable {
    /// The one page of this program.
    public static let current = PlaygroundPage()

    /// The window title (default: `$PLAYGROUND_TITLE` when set — `playground open` sets it to the
    /// file's name — else the program's name).
    nonisolated(unsafe) public var title: String = {
        if let t = ProcessInfo.processInfo.environment["PLAYGROUND_TITLE"], !t.isEmpty { return t }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "playground").lastPathComponent
    }()

    private init() {}

    /// Shows `view` per the process's flags (`--headless --size --scale --record --duration/--frames
    /// --fps --script --era --gif --mp4 --inspect --bounds`) and returns when it ends. Bad flags or input print a
    /// one-line error and exit with code 2.
    public func setLiveView<V: View>(_ view: V) {
        // Top-level snippet code runs on the main thread; the view never leaves it.
        nonisolated(unsafe) let mainThreadView = view
        runOnMainThread { try $0.run(mainThreadView, arguments: Array(CommandLine.arguments.dropFirst())) }
    }

    /// Shows a UIKit view or view controller as `liveView` does (`setLiveView(UIHostingController(
    /// rootView: V()))` shows `V()`), as Xcode's PlaygroundSupport accepts one.
    public func setLiveView(_ liveView: PlaygroundLiveViewable) {
        self.liveView = liveView
    }

    /// The older way to show a live view (docs/semantics.md §34): setting it to a
    /// `UIHostingController(rootView: V())` shows `V()` as `setLiveView` does (and returns when the
    /// window closes); a UIKit view or controller shows a placeholder naming its type. Reads nil.
    public var liveView: PlaygroundLiveViewable? {
        get { nil }
        set {
            guard let newValue else { return }
            // Top-level snippet code runs on the main thread; the object never leaves it.
            nonisolated(unsafe) let shown = newValue
            runOnMainThread { try $0.run(shown._playgroundLiveView, arguments: Array(CommandLine.arguments.dropFirst())) }
        }
    }

    /// Accepted: a program here runs until its window closes or its recording ends anyway.
    nonisolated(unsafe) public var needsIndefiniteExecution = false

    /// Ends the program, as it ends a playground's execution.
    public func finishExecution() -> Never { exit(0) }

    /// Runs `body` on the main actor (top-level code runs on the main thread); an error is one
    /// line on stderr and exit code 2.
    func runOnMainThread(_ body: @MainActor (PlaygroundPage) throws -> Void) {
        do {
            try MainActor.assumeIsolated { try body(self) }
        } catch {
            PlaygroundError.report("\(error)")
            exit(2)
        }
    }

    /// Like `setLiveView(_:)` with explicit flags, throwing instead of exiting (for tests and tools).
    @MainActor
    public func run<V: View>(_ view: V, arguments: [String]) throws {
        let options = try LiveViewArguments.parse(arguments)
        let size = options.size ?? CGSize(width: 800, height: 600)
        // The era must be set before the view's body (and its animations) are built.
        if let era = options.era { AnimationEra.current = era }
        try LiveViewRunner.run(title: title, sceneSize: size, options: options) { AnyView(view) }
    }
}

/// What `PlaygroundPage.liveView` can show: a UIKit view controller (a `UIHostingController`'s
/// SwiftUI view) or view.
@MainActor @preconcurrency
public protocol PlaygroundLiveViewable {
    var _playgroundLiveView: AnyView { get }
}

extension UIViewController: PlaygroundLiveViewable {
    public var _playgroundLiveView: AnyView {
        if let hosting = self as? _HostedSwiftUIView { return hosting._hostedView }
        return AnyView(_UIViewRepresentablePlaceholder(name: String(describing: type(of: self))))
    }
}

extension UIView: PlaygroundLiveViewable {
    public var _playgroundLiveView: AnyView { AnyView(_UIViewRepresentablePlaceholder(name: String(describing: type(of: self)))) }
}
