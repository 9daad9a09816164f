import Foundation
import Testing
@testable import PlaygroundUI

// Apps and scenes (docs/semantics.md §33): the first WindowGroup is the window, scenes are listed
// in order through `SceneBuilder`, and the app value with its state lives for the host's life.

private final class TestModel: ObservableObject {
    @Published var name = "model"
}

private struct TwoSceneApp: App {
    @State private var count = 0
    @StateObject private var model = TestModel()
    var body: some Scene {
        WindowGroup("Main") {
            VStack {
                Text("count \(count) \(model.name)")
                Button("Add") { count += 1 }
            }
        }
        Window("Inspector", id: "inspector") { Text("inspector") }
        Settings { Text("settings") }
    }
}

private struct SettingsFirstApp: App {
    var flag = true
    var body: some Scene {
        Settings { Text("settings") }
        if flag {
            WindowGroup { Text("shown") }
        }
    }
}

private struct ComposedScene: Scene {
    var body: some Scene { WindowGroup { Text("composed") } }
}

private struct ComposedApp: App {
    var body: some Scene {
        ComposedScene().defaultSize(width: 300, height: 200).commands { }
    }
}

@MainActor
@Suite struct AppTests {
    @Test func scenesAreListedInOrder() {
        let windows = _AppRootView<TwoSceneApp>.windows()
        expectEqual(windows.map(\.title), ["Main", "Inspector", "Settings"])
        expectEqual(windows.map(\.kind), [.windowGroup, .window, .settings])
    }

    @Test func theFirstWindowIsShownAndAppStateLives() throws {
        let h = ViewHost(rootView: _AppRootView<TwoSceneApp>(), size: CGSize(width: 300, height: 200))
        #expect(h.frame(ofText: "count 0 model") != nil)
        #expect(h.frame(ofText: "inspector") == nil && h.frame(ofText: "settings") == nil)
        let add = try #require(h.frame(ofText: "Add"))
        h.tap(at: CGPoint(x: add.midX, y: add.midY))
        h.advance()
        #expect(h.frame(ofText: "count 1 model") != nil, "the app's @State changed and its body was evaluated again")
        h.tap(at: CGPoint(x: add.midX, y: add.midY))
        h.advance()
        #expect(h.frame(ofText: "count 2 model") != nil)
    }

    @Test func settingsAreSkippedAndConditionalScenesCount() {
        let h = ViewHost(rootView: _AppRootView<SettingsFirstApp>(), size: CGSize(width: 300, height: 200))
        #expect(h.frame(ofText: "shown") != nil && h.frame(ofText: "settings") == nil)
    }

    @Test func scenesOfYourOwnAndInertModifiers() {
        let h = ViewHost(rootView: _AppRootView<ComposedApp>(), size: CGSize(width: 300, height: 200))
        #expect(h.frame(ofText: "composed") != nil)
    }
}
