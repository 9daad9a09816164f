import Foundation

/// A player's video with its playback controls (AVKit's SwiftUI `VideoPlayer`), and the
/// program's overlay on it (docs/semantics.md §34.1). Nothing is decoded here: it fills what it
/// is offered with black and a play or pause glyph in the middle, as iOS shows the controls
/// over a video that has not started, and draws the overlay above.
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let overlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            Color.black
            Image(systemName: (player?.rate ?? 0) == 0 ? "play.fill" : "pause.fill")
                .font(.system(size: 44))
                .foregroundStyle(.white)
                .opacity(player?.currentItem == nil ? 0 : 1)
            overlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
