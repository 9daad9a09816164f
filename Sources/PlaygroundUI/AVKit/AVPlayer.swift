import Foundation
import Observation

// AVFoundation's players as SwiftUI code drives them (docs/semantics.md §34.1): made from a URL,
// played, paused, muted and sought from buttons and `onAppear`. Here nothing is decoded or heard
// (no media framework is linked); each player keeps the state the program set, so code that reads
// it back (`rate`, `isPlaying`, `currentTime()`) behaves, and `VideoPlayer` draws a stand-in.
// Like AVFoundation's, they are not tied to the main actor (nor safe to share across threads).

/// A media file or stream a player plays (AVFoundation's `AVPlayerItem`).
open class AVPlayerItem: @unchecked Sendable {
    /// Where the media is.
    public let url: URL?
    public init(url: URL) { self.url = url }
}

/// Plays one item at a time (AVFoundation's `AVPlayer`). Here it decodes nothing and stays at
/// the time it was sought to: `play()` sets `rate` to 1 and `pause()` to 0.
open class AVPlayer: Observable, @unchecked Sendable {
    /// What `timeControlStatus` reports: playing while `rate` is not 0, else paused.
    public enum TimeControlStatus: Int, Sendable {
        case paused, waitingToPlayAtSpecifiedRate, playing
    }
    /// What it does when its item ends (an item never ends here).
    public enum ActionAtItemEnd: Int, Sendable {
        case advance, pause, none
    }

    public private(set) var currentItem: AVPlayerItem?
    /// 0 when paused, 1 when playing (or the rate the program set). A view that reads it
    /// (`VideoPlayer`'s controls) is drawn again when it changes, as AVKit's follow the player.
    open var rate: Float {
        get { registrar.access(self, keyPath: \.rate); return storedRate }
        set { registrar.withMutation(of: self, keyPath: \.rate) { storedRate = newValue } }
    }
    private var storedRate: Float = 0
    private let registrar = ObservationRegistrar()
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    private var time = CMTime.zero

    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item; time = .zero }
    /// Where playback is: the time last sought to (nothing plays here).
    open func currentTime() -> CMTime { time }
    open func seek(to time: CMTime) { self.time = time }
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        self.time = time
        completionHandler(true)
    }
}

/// A player of a list of items (AVFoundation's `AVQueuePlayer`), as `AVPlayerLooper` wants.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem] = []
    public override init() { super.init() }
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }
    open func items() -> [AVPlayerItem] { queue }
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }
}

/// Plays an item over and over in a queue player (AVFoundation's `AVPlayerLooper`); here it
/// only puts the item in the queue.
open class AVPlayerLooper: @unchecked Sendable {
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        if player.currentItem == nil { player.replaceCurrentItem(with: itemToLoop) }
    }
}

/// Plays a sound file (AVFoundation's `AVAudioPlayer`), as games play their effects. Here no
/// sound is heard: the file must exist (else the initializer throws, as on iOS for a missing
/// file), and `play()` returns true and sets `isPlaying` until `stop()` or `pause()`.
open class AVAudioPlayer: @unchecked Sendable {
    public let url: URL?
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open private(set) var isPlaying = false

    public init(contentsOf url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
    }
    public init(data: Data) throws { url = nil }

    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool { isPlaying = true; return true }
    open func pause() { isPlaying = false }
    open func stop() { isPlaying = false }
}
