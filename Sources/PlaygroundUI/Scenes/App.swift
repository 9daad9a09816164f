import Foundation

/// An app (SwiftUI's `App`): the `@main` type of a program whose `body` lists its scenes.
///
/// `playground open` runs an app's first `WindowGroup` (or `Window`) in its window, titled with
/// the app's name; the app value lives for the whole run, so `@State` and `@StateObject` at app
/// level keep their values, and its `body` is evaluated again when they change
/// (docs/semantics.md §33). Its `main()` is the one `playground open` gives the program.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

/// The view an app shows: its first window's content, with the app's own `@State`,
/// `@StateObject` and `@Environment` connected as a view's are (engine detail, used by the
/// program `playground open` builds).
package struct _AppRootView<A: App>: View, PrimitiveView {
    public init() {}

    /// The windows `A`'s scenes describe, in order, with an app value of its own.
    @MainActor public static func windows() -> [_SceneWindow] {
        var windows: [_SceneWindow] = []
        A.Body._windows(A().body, &windows)
        return windows
    }

    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        // The app's body is small: evaluated whenever the root is built; the window's content
        // view is then compared with the last one as any view is.
        let node = graph.reuse(&slot) { AppNode<A>() }
        node.evaluate(graph)
    }
}

/// The node of an app: holds the app value and its dynamic properties' storage, and the first
/// window's content.
@MainActor
final class AppNode<A: App>: CompositeNodeBase {
    private let app = UnsafeMutablePointer<A>.allocate(capacity: 1)
    private var hasApp = false

    init() {
        super.init(fields: DynamicPropertyField.fields(of: A.self))
        viewType = ObjectIdentifier(A.self)
    }

    isolated deinit {
        if hasApp { app.deinitialize(count: 1) }
        app.deallocate()
    }

    /// Evaluates the app's `body` and builds its first window's content.
    func evaluate(_ b: _ViewGraph) {
        if !hasApp { app.initialize(to: A()); hasApp = true }
        evaluating(b) {
            bind(&app.pointee, b)
            let scenes = tracksObservation ? evaluateTracked(b) { app.pointee.body } : app.pointee.body
            var windows: [_SceneWindow] = []
            A.Body._windows(scenes, &windows)
            if let first = windows.first(where: { $0.kind != .settings }) {
                first.build(b, &child)
            } else {
                child = nil
            }
        }
    }

    override func evaluateAgain(_ b: _ViewGraph) { evaluate(b) }
    override func withLastValue(_ body: (UnsafeRawPointer) -> Void) {
        if hasApp { body(UnsafeRawPointer(app)) }
    }
}
