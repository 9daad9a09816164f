import Foundation

/// A scene that shows its content in a window (SwiftUI's `WindowGroup`). Here the first window
/// group of an app is its one window, titled with the app's name (docs/semantics.md §33).
public struct WindowGroup<Content: View> {
    let title: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) { title = nil; self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.title = title; self.content = content() }
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.title = title.string; self.content = content() }
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.title = title; self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { title = nil; self.content = content() }
}

extension WindowGroup: Scene {
    public var body: Never { fatalError("WindowGroup has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        windows.append(_SceneWindow(title: scene.title, kind: .windowGroup, content: scene.content))
    }
}

/// A scene with one unique window (SwiftUI's `Window`): shown like a `WindowGroup` when it is the
/// first window of the app.
public struct Window<Content: View> {
    let title: String
    let content: Content
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.title = title; self.content = content() }
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.title = title.string; self.content = content() }
}

extension Window: Scene {
    public var body: Never { fatalError("Window has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        windows.append(_SceneWindow(title: scene.title, kind: .window, content: scene.content))
    }
}

/// A Mac app's settings window (SwiftUI's `Settings`): compiles; not shown here (an iPhone app
/// has none), but listed as a scene the app has.
public struct Settings<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Settings: Scene {
    public var body: Never { fatalError("Settings has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        windows.append(_SceneWindow(title: "Settings", kind: .settings, content: scene.content))
    }
}
