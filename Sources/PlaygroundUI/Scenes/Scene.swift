import Foundation

/// A part of an app's user interface with a life cycle of its own (SwiftUI's `Scene`): a
/// `WindowGroup`, a `Window`, `Settings`, or a scene of your own made of those in its `body`.
///
/// Here an app shows one window: the first `WindowGroup` or `Window` its scenes list
/// (docs/semantics.md §33). Modifiers on scenes compile and change nothing, except as said.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Engine: appends the windows this scene shows to `windows`, first to last. The default
    /// looks into `body`; primitive scenes list themselves.
    static func _windows(_ scene: Self, _ windows: inout [_SceneWindow])
}

extension Scene {
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        Body._windows(scene.body, &windows)
    }
}

/// One window an app's scenes describe (engine detail): its title, what kind of scene made it,
/// and how to build its content.
/// Public because `Scene`'s requirement takes it.
public struct _SceneWindow {
    public enum Kind: Sendable { case windowGroup, window, settings, document }
    public let title: String?
    public let kind: Kind
    /// Builds the window's root view into `slot`.
    let build: @MainActor (_ViewGraph, inout _Node?) -> Void

    /// The content as one type, for a scene modifier that wraps it.
    let erased: () -> AnyView

    init<Content: View>(title: String?, kind: Kind, content: Content) {
        self.title = title
        self.kind = kind
        nonisolated(unsafe) let content = content
        build = { graph, slot in graph.buildOneView(content, .vstack, &slot) }   // a window holds one view (§31.6)
        erased = { AnyView(content) }
    }

    /// This window with its content wrapped by `modify` (a scene-level `onChange`, §33.2).
    func wrapped<V: View>(_ modify: (AnyView) -> V) -> _SceneWindow {
        _SceneWindow(title: title, kind: kind, content: modify(erased()))
    }
}

extension Never: Scene {
    public static func _windows(_ scene: Never, _ windows: inout [_SceneWindow]) {}
}

/// Several scenes in a `body` (SwiftUI's `_TupleScene`).
/// Public because `SceneBuilder` returns it.
public struct _TupleScene<each S: Scene> {
    let scenes: (repeat each S)
}

extension _TupleScene: Scene {
    public var body: Never { fatalError("_TupleScene has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        repeat (each S)._windows(each scene.scenes, &windows)
    }
}

/// One of two scenes (`if`/`else` and `#available` in a `body`).
/// Public because `SceneBuilder` returns it.
public struct _ConditionalScene<TrueScene: Scene, FalseScene: Scene> {
    enum Storage { case first(TrueScene), second(FalseScene) }
    let storage: Storage
}

extension _ConditionalScene: Scene {
    public var body: Never { fatalError("_ConditionalScene has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        switch scene.storage {
        case .first(let s): TrueScene._windows(s, &windows)
        case .second(let s): FalseScene._windows(s, &windows)
        }
    }
}

/// A scene that may be absent (`if` without `else` in a `body`).
/// Public because `SceneBuilder` returns it.
public struct _OptionalScene<Wrapped: Scene> {
    let wrapped: Wrapped?
}

extension _OptionalScene: Scene {
    public var body: Never { fatalError("_OptionalScene has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        if let s = scene.wrapped { Wrapped._windows(s, &windows) }
    }
}

/// Builds an app's or a scene's `body` from the scenes listed in it (SwiftUI's `SceneBuilder`).
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(scenes: (repeat each scenes))
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> _OptionalScene<S> { _OptionalScene(wrapped: scene) }
    public static func buildEither<T: Scene, F: Scene>(first: T) -> _ConditionalScene<T, F> { _ConditionalScene(storage: .first(first)) }
    public static func buildEither<T: Scene, F: Scene>(second: F) -> _ConditionalScene<T, F> { _ConditionalScene(storage: .second(second)) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> S { scene }
}

/// A scene whose modifier changes nothing here (`commands`, `defaultSize`, `windowStyle`, …).
package struct _InertSceneModifier<Content: Scene> {
    let content: Content
}

extension _InertSceneModifier: Scene {
    public var body: Never { fatalError("_InertSceneModifier has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) { Content._windows(scene.content, &windows) }
}

/// A scene whose windows' content a view modifier wraps (a scene-level `onChange`).
package struct _WrappedContentScene<Content: Scene> {
    let content: Content
    let wrap: (AnyView) -> AnyView
}

extension _WrappedContentScene: Scene {
    public var body: Never { fatalError("_WrappedContentScene has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        var inner: [_SceneWindow] = []
        Content._windows(scene.content, &inner)
        let wrap = scene.wrap
        windows += inner.map { $0.wrapped(wrap) }
    }
}

extension Scene {
    /// Runs `action` when `value` changes (SwiftUI's scene-level `onChange`): the app's `body` is
    /// evaluated again when what it reads changes (`@Environment(\.scenePhase)`, app-level
    /// state), and the change is seen as a view's `onChange` at the root of each window (§33.2).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        nonisolated(unsafe) let action = action
        return _WrappedContentScene(content: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }
    /// Runs `action` with the old and new values when `value` changes (§33.2).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        nonisolated(unsafe) let action = action
        return _WrappedContentScene(content: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
    }
    /// Runs `action` with the new value when `value` changes (the iOS 14 form, §33.2).
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        nonisolated(unsafe) let action = action
        return _WrappedContentScene(content: self) { AnyView($0.onChange(of: value, perform: action)) }
    }
    /// Accepted; menus and keyboard commands of a Mac app are not shown.
    nonisolated public func commands<Content>(@_CommandsBuilder content: () -> Content) -> some Scene {
        _InertSceneModifier(content: self)
    }
    /// Accepted; the window's size comes from the command-line flags.
    nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { _InertSceneModifier(content: self) }
    /// Accepted; the window's size comes from the command-line flags.
    nonisolated public func defaultSize(_ size: CGSize) -> some Scene { _InertSceneModifier(content: self) }
    /// Accepted; the window's size comes from the command-line flags.
    nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene { _InertSceneModifier(content: self) }
}

/// How a window may be resized (accepted for `windowResizability(_:)`).
public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

/// What `commands { … }` lists (accepted; nothing is shown).
@resultBuilder
package enum _CommandsBuilder {
    public static func buildBlock(_ parts: Any...) -> [Any] { parts }
    public static func buildExpression(_ part: Any) -> Any { part }
}
