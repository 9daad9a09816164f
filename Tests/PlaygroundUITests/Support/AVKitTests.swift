import Foundation
import Testing
@testable import PlaygroundUI

// AVKit's `VideoPlayer` and AVFoundation's players as SwiftUI code drives them
// (docs/semantics.md §34.1): nothing decoded, the state kept, a stand-in drawn.

@MainActor
@Suite struct AVKitTests {
    @Test func aPlayerKeepsWhatTheProgramSet() throws {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        #expect(player.rate == 0 && player.timeControlStatus == .paused)
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .playing)
        player.seek(to: CMTime(seconds: 2.5, preferredTimescale: 600))
        expectEqual(player.currentTime().seconds, 2.5)
        player.pause()
        expectEqual(player.rate, 0)
        player.replaceCurrentItem(with: nil)
        #expect(player.currentItem == nil && player.currentTime() == .zero)
        expectEqual(CMTime(value: 3, timescale: 2), CMTime(seconds: 1.5, preferredTimescale: 10))
        // A sound that is not there throws, as on iOS; one that is plays (silently).
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/ding.wav")) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("avkit-\(UUID().uuidString).wav")
        try Data([0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sound = try AVAudioPlayer(contentsOf: file)
        #expect(sound.play() && sound.isPlaying)
        sound.stop()
        #expect(!sound.isPlaying)
    }

    /// The player fills its frame with black, its overlay above, and its glyph follows the
    /// player (play, then pause once it plays) without the view being told.
    @Test func aVideoPlayerDrawsItsStandInAndFollowsThePlayer() {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        let h = ViewHost(rootView: VideoPlayer(player: player) { Text("Overlay").foregroundStyle(.white) }
            .frame(width: 320, height: 180), size: CGSize(width: 400, height: 300))
        h.printsWarnings = false
        h.advance()
        expectEqual(h.rect(filled: .black), CGRect(x: 40, y: 60, width: 320, height: 180))
        #expect(h.drawsText("Overlay"))
        let white = Color.white.resolved
        let glyph = { h.shapeDrawings.first { $0.paint == .fill(white) }?.rect }
        let before = glyph()
        #expect(before != nil)
        player.play()
        h.advance()
        #expect(glyph() != nil && glyph() != before, "\(String(describing: glyph())) \(String(describing: before))")
    }
}
