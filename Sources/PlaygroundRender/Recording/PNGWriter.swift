import CPNGWriter
import Foundation

/// Writes opaque RGB images as PNG through libpng (zlib level 1, SUB filter: a few ms a frame).
public enum PNGWriter {
    /// Writes `rgb` (`width` × `height` × 3 bytes) to `url`, first to a temporary name beside it
    /// and then renamed, so a reader never sees a half-written file.
    public static func write(rgb: [UInt8], width: Int, height: Int, to url: URL) throws {
        try writeThroughTemporary(rgb: rgb, width: width, height: height, to: url)
    }

    /// `rgb` (`width` × `height` × 3 bytes) as PNG file bytes, compressed harder than frames
    /// (zlib level 9, adaptive filters): for snapshots kept in a repository.
    public static func encode(rgb: [UInt8], width: Int, height: Int) throws -> Data {
        guard width > 0, height > 0, rgb.count >= width * height * 3 else {
            throw PlaygroundError.io("image buffer is smaller than \(width)x\(height)")
        }
        var message = [CChar](repeating: 0, count: 256)
        var out: UnsafeMutablePointer<UInt8>?
        var count = 0
        let status = rgb.withUnsafeBufferPointer { ppw_encode_rgb_png($0.baseAddress, Int32(width), Int32(height), 9, &out, &count, &message, message.count) }
        defer { ppw_free(out) }
        guard status == 0, let out else {
            throw PlaygroundError.io("PNG encoding failed: \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        return Data(bytes: out, count: count)
    }

    /// Where `url` is written before the rename: `.NAME.PID.tmp` beside it.
    static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    }

    /// True for a temporary name `temporaryURL(for:)` gives `name`, for any process id.
    static func isTemporaryName(_ candidate: String, of name: String) -> Bool {
        guard candidate.hasPrefix(".\(name)."), candidate.hasSuffix(".tmp") else { return false }
        let pid = candidate.dropFirst(name.count + 2).dropLast(4)
        return !pid.isEmpty && pid.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func writeThroughTemporary(rgb: [UInt8], width: Int, height: Int, to url: URL) throws {
        let temp = temporaryURL(for: url)
        try writeTemporary(rgb: rgb, width: width, height: height, to: temp, for: url)
        if rename(temp.path, url.path) != 0 {
            let err = String(cString: strerror(errno))
            unlink(temp.path)
            throw PlaygroundError.io("\(url.path): \(err)")
        }
    }

    /// Encodes `rgb` into `temp` (the temporary name of `url`, which errors name); on failure the
    /// temporary is removed.
    static func writeTemporary(rgb: [UInt8], width: Int, height: Int, to temp: URL, for url: URL) throws {
        guard rgb.count >= width * height * 3, width > 0, height > 0 else {
            throw PlaygroundError.io("\(url.path): image buffer is smaller than \(width)x\(height)")
        }
        var message = [CChar](repeating: 0, count: 256)
        let status = rgb.withUnsafeBufferPointer { buf in
            message.withUnsafeMutableBufferPointer { msg in
                ppw_write_rgb_png(temp.path, buf.baseAddress, Int32(width), Int32(height), msg.baseAddress, msg.count)
            }
        }
        if status != 0 {
            unlink(temp.path)
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PlaygroundError.io("\(url.path): \(text)")
        }
    }
}
