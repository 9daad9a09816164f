import Foundation
import Testing
@testable import PlaygroundSDL
import PlaygroundSupport
@testable import PlaygroundUI
import PlaygroundScenes

/// `--slow FACTOR` (issue 4: slow motion as a time scale on the virtual clock).
@MainActor
struct SlowMotionTests {
    @Test func slowFlagParsesAndValidates() throws {
        #expect(try LiveViewArguments.parse(["--slow", "4"]).slow == 4)
        #expect(try LiveViewArguments.parse([]).slow == 1)
        var o = RunOptions()
        o.slow = 0
        #expect(throws: PlaygroundError.self) { try o.validate(sceneSize: CGSize(width: 100, height: 100)) }
    }

    /// At a time scale of 1/4, the border is after 4n frames where it is after n frames normally.
    @Test func timeScaleSlowsAnimationsOnTheVirtualClock() {
        func borderX(scale: Double, frames: Int) -> CGFloat {
            let host = ViewHost(rootView: LabPart1.ContentView())
            host.advance(seconds: 1.5)
            host.timeScale = scale
            host.tap(onText: "December")
            host.advance(frames: frames)
            for item in host.displayList.items {
                if case .shape(let s) = item, case .roundedRectangle = s.outline, case .stroke = s.paint { return s.rect.minX }
            }
            return .nan
        }
        let normal = borderX(scale: 1, frames: 13)
        let slow = borderX(scale: 0.25, frames: 49)
        #expect(abs(normal - slow) < 0.01, "\(normal) vs \(slow)")
    }
}
