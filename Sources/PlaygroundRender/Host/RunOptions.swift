import Foundation
import PlaygroundUI

/// The flags every live view accepts (design.md, "Command-line flags"), validated.
public struct RunOptions: Equatable, Sendable {
    /// No window: render offscreen in software.
    public var headless = false
    /// Window/recording size in points; nil uses the scene's own size.
    public var size: CGSize?
    /// Device pixels per point.
    public var scale: Double = 1
    /// Folder for `frame-00000.png`, …; nil records nothing.
    public var record: URL?
    /// Run length in seconds (headless/recording); ignored when `frames` is set.
    public var duration: Double?
    /// Run length in frames.
    public var frames: Int?
    /// Frames per second of the virtual clock.
    public var fps = 60
    /// Input script to play.
    public var script: URL?
    /// Behaviour era (`--era legacy|modern`); nil leaves `AnimationEra.current` alone.
    public var era: AnimationEra?
    /// The language of an app's string tables (`--locale de`); nil: the development language.
    public var locale: String?
    /// Encode the recording as a GIF / MP4 with ffmpeg.
    public var gif: URL?
    public var mp4: URL?
    /// Show the preference inspector (`--inspect`; `i` toggles it in the window).
    public var inspect = false
    /// Show every view's frame (`--bounds`; `b` toggles it in the window).
    public var bounds = false
    /// `--timings`: print how long the frames of a headless run took (`FrameTimings`).
    public var timings = false
    /// `--slow FACTOR`: animations run FACTOR times slower (the host's time scale is 1/FACTOR).
    public var slow = 1.0
    /// `--safe-area TOP,LEADING,BOTTOM,TRAILING`: the window's safe-area insets in points.
    public var safeArea = EdgeInsets()
    /// `--assets DIR` (repeatable): folders searched for `Image("name")` files, in order, before
    /// the program's own folder and the current directory.
    public var assets: [URL] = []
    /// `--color-scheme light|dark`: the window's appearance (§21.3).
    public var colorScheme = ColorScheme.light
    /// `--layout-direction`: the window's layout direction.
    public var layoutDirection = LayoutDirection.leftToRight
    /// `--dynamic-type SIZE`: the window's text size (§21.2; SwiftUI's default `.large`).
    public var dynamicTypeSize = DynamicTypeSize.large

    public init() {}

    /// Frames a headless run renders: `frames`, else `duration × fps` (default 2 s).
    public var frameCount: Int {
        if let frames { return frames }
        return max(1, Int((((duration ?? 2) * Double(fps))).rounded()))
    }

    /// The largest accepted window side, points or pixels.
    public static let maxSide = Double(LiveScene.maxSide)

    /// Parses a `WxH` size such as `800x600`.
    public static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw PlaygroundError.badFlag("--size '\(text)': expected WIDTHxHEIGHT in points, e.g. 800x600")
        }
        guard w >= 1, h >= 1, w <= maxSide, h <= maxSide else {
            throw PlaygroundError.badFlag("--size '\(text)': expected each side between 1 and \(Int(maxSide)) points")
        }
        return CGSize(width: w, height: h)
    }

    /// `TOP,LEADING,BOTTOM,TRAILING` in points, each a plain number ≥ 0.
    public static func parseSafeArea(_ text: String) throws -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let values = parts.compactMap { p -> Double? in
            guard !p.isEmpty, p.allSatisfy({ $0.isNumber && $0.isASCII || $0 == "." }), let v = Double(p), v.isFinite, v >= 0, v <= maxSide else { return nil }
            return v
        }
        guard parts.count == 4, values.count == 4 else {
            throw PlaygroundError.badFlag("--safe-area '\(text)': expected TOP,LEADING,BOTTOM,TRAILING in points, four numbers ≥ 0, e.g. 59,0,34,0")
        }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// The most frames one run renders, however it is asked for (`--frames`, or `--duration` × `--fps`).
    public static let maxFrames = 10_000_000

    /// The `--record` folder; an empty path is refused (it would mean the current folder).
    public static func parseRecordFolder(_ text: String) throws -> URL {
        guard !text.isEmpty else { throw PlaygroundError.badFlag("--record '': expected a folder path") }
        return URL(fileURLWithPath: text, isDirectory: true)
    }

    /// An `--assets` folder: it must exist and be a folder (the run would otherwise draw its images
    /// empty without saying why).
    public static func parseAssetsFolder(_ text: String) throws -> URL {
        guard !text.isEmpty else { throw PlaygroundError.badFlag("--assets '': expected a folder path") }
        let url = URL(fileURLWithPath: text, isDirectory: true).standardizedFileURL
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
            throw PlaygroundError.badFlag("--assets \(text): no such folder")
        }
        guard isDir.boolValue else { throw PlaygroundError.badFlag("--assets \(text): is a file, expected a folder of images") }
        return url
    }

    /// Checks ranges and combinations; creates the `--record` folder. Throws `.badFlag`/`.io`.
    public func validate(sceneSize: CGSize) throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw PlaygroundError.badFlag("--scale \(scale): expected a number greater than 0 and at most 8")
        }
        let s = size ?? sceneSize
        if s.width * scale > Self.maxSide || s.height * scale > Self.maxSide {
            throw PlaygroundError.badFlag("--size/--scale: \(Int(s.width * scale))x\(Int(s.height * scale)) pixels is beyond \(Int(Self.maxSide)) per side")
        }
        if (s.width * scale).rounded() < 1 || (s.height * scale).rounded() < 1 {
            throw PlaygroundError.badFlag("--size/--scale: \(s.width)x\(s.height) points at scale \(scale) is less than one pixel per side")
        }
        guard slow.isFinite, slow > 0, slow <= 100 else {
            throw PlaygroundError.badFlag("--slow \(slow): expected a factor greater than 0 and at most 100")
        }
        guard (1...1000).contains(fps) else { throw PlaygroundError.badFlag("--fps \(fps): expected 1…1000 frames per second") }
        if let duration, !(duration.isFinite && duration > 0 && duration <= 86_400) {
            throw PlaygroundError.badFlag("--duration \(duration): expected seconds greater than 0 (at most 86400)")
        }
        if let frames, !(1...Self.maxFrames).contains(frames) {
            throw PlaygroundError.badFlag("--frames \(frames): expected a whole number of frames from 1 to \(Self.maxFrames)")
        }
        if frames == nil, frameCount > Self.maxFrames {
            throw PlaygroundError.badFlag("--duration \(duration ?? 2) at --fps \(fps): \(frameCount) frames is beyond \(Self.maxFrames)")
        }
        if timings, !headless, record == nil {
            throw PlaygroundError.badFlag("--timings: needs --headless or --record (frame times are measured in headless runs)")
        }
        if let record { try Self.prepareDirectory(record) }
        for (flag, url) in [("--gif", gif), ("--mp4", mp4)] {
            guard let url else { continue }
            guard record != nil else { throw PlaygroundError.badFlag("\(flag): needs --record DIR (the frames to encode)") }
            guard FFmpeg.path != nil else {
                throw PlaygroundError.tool("\(flag) \(url.path): ffmpeg is not installed (apt-get install ffmpeg); nothing was recorded")
            }
            var isDir: ObjCBool = false
            let parent = url.deletingLastPathComponent()
            guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDir), isDir.boolValue else {
                throw PlaygroundError.badFlag("\(flag) \(url.path): expected a file in an existing folder")
            }
        }
    }

    /// Creates `dir` if needed and checks it is a writable folder.
    static func prepareDirectory(_ dir: URL) throws {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: dir.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw PlaygroundError.io("--record \(dir.path): is a file, expected a folder") }
        } else {
            do { try fm.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
                throw PlaygroundError.io("--record \(dir.path): cannot create the folder (\(PlaygroundError.reason(error)))")
            }
        }
        guard access(dir.path, W_OK) == 0 else {
            throw PlaygroundError.io("--record \(dir.path): folder is not writable")
        }
    }

}
