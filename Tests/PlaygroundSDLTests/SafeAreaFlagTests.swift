import Foundation
import Testing
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `--safe-area TOP,LEADING,BOTTOM,TRAILING` (docs/semantics.md §15) reaches every scene's host.
@MainActor
struct SafeAreaFlagTests {
    @Test func theFlagParsesAndEveryHostGetsTheInsets() throws {
        let o = try LiveViewArguments.parse(["--safe-area", "59,0,34.5,0"])
        #expect(o.safeArea == EdgeInsets(top: 59, leading: 0, bottom: 34.5, trailing: 0))
        #expect(try LiveViewArguments.parse([]).safeArea == EdgeInsets())
        let scenes = [LiveScene(name: "a") { AnyView(Color.red) }, LiveScene(name: "b") { AnyView(Color.blue) }]
        let session = LiveSession(scenes: scenes, size: CGSize(width: 100, height: 200), options: o, textMeasurer: FixedWidthTextMeasurer())
        #expect(session.host.safeAreaInsets == o.safeArea)
        session.key("right")
        #expect(session.scene.name == "b" && session.host.safeAreaInsets == o.safeArea)
    }

    /// The first frame is laid out inside the insets already (it used to be laid out without
    /// them, so the content jumped 59 pt at the second frame).
    @Test func theFirstFrameIsLaidOutInsideTheInsets() throws {
        let o = try LiveViewArguments.parse(["--safe-area", "59,0,34,0"])
        let scenes = [LiveScene(name: "a") { AnyView(Text("top").frame(maxHeight: .infinity, alignment: .top)) }]
        let session = LiveSession(scenes: scenes, size: CGSize(width: 393, height: 852), options: o, textMeasurer: FixedWidthTextMeasurer())
        #expect(session.host.frameIndex == 0)
        #expect(session.host.frame(ofText: "top")?.minY == 59)
        session.key("right")   // another scene's host starts inside the insets too
        #expect(session.host.frame(ofText: "top")?.minY == 59)
    }
}
