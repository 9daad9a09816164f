import Foundation

/// Turns recorded frames into a GIF or MP4 with ffmpeg, when it is installed.
public enum FFmpeg {
    /// The ffmpeg executable on PATH, if any.
    public static var path: String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for d in dirs {
            let p = "\(d)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// Encodes `dir/frame-%05d.png` at `fps` into `output` (.gif with a generated palette, else H.264).
    public static func encode(framesIn dir: URL, fps: Int, output: URL) throws {
        guard let ffmpeg = path else { throw PlaygroundError.tool("\(output.path): ffmpeg is not installed (apt-get install ffmpeg)") }
        let input = dir.appendingPathComponent("frame-%05d.png").path
        var args = ["-y", "-loglevel", "error", "-framerate", "\(fps)", "-i", input]
        if output.pathExtension.lowercased() == "gif" {
            args += ["-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle"]
        } else {
            args += ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "23"]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args + [output.path]
        do { try process.run() } catch { throw PlaygroundError.tool("\(output.path): could not start ffmpeg") }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PlaygroundError.tool("\(output.path): ffmpeg failed with status \(process.terminationStatus)")
        }
    }
}
