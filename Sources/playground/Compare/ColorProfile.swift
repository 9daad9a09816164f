import Foundation
import PlaygroundSDL

/// The colour space a reference PNG declares. iOS simulators tag some snapshots with a Display P3
/// ICC profile; their bytes are P3 values, so they are converted to sRGB (what this package
/// renders) before any comparison. The profile is found from the PNG's `iCCP` chunk and named by
/// ImageMagick's `identify` (the profile inside the chunk is zlib-compressed); without
/// `identify`, a tagged reference is compared unconverted and the report says so.
enum ColorProfile: Equatable {
    /// No profile, or an sRGB one.
    case sRGB
    case displayP3
    /// A profile this tool does not convert: its description (or why it is unknown).
    case other(String)

    /// The profile declared by the PNG at `url`.
    static func of(_ url: URL) -> ColorProfile {
        guard let data = FileManager.default.contents(atPath: url.path), hasICCChunk([UInt8](data)) else { return .sRGB }
        guard let description = identifyDescription(url) else {
            return .other("an ICC profile that could not be read (ImageMagick's identify is not installed)")
        }
        let lower = description.lowercased()
        if lower.contains("p3") { return .displayP3 }
        if lower.contains("srgb") || lower.isEmpty { return .sRGB }
        return .other(description)
    }

    /// True when a PNG's chunks before its image data include `iCCP`.
    static func hasICCChunk(_ b: [UInt8]) -> Bool {
        guard b.count > 8, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return false }
        var i = 8
        while i + 8 <= b.count {
            let length = Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
            let type = String(decoding: b[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "iCCP" { return true }
            if type == "IDAT" || type == "IEND" { return false }
            i += 12 + length
        }
        return false
    }

    private static func identifyDescription(_ url: URL) -> String? {
        let candidates = ["/usr/bin/identify", "/usr/local/bin/identify"]
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = ["-format", "%[icc:description]", url.path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Converts Display P3 values to sRGB in place: both use the sRGB transfer curve and D65, so
    /// it is decode, a 3×3 matrix between the primaries, clamp, encode.
    static func convertP3ToSRGB(_ image: inout RGBRaster) {
        let linear = (0..<256).map { v -> Double in
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func encode(_ l: Double) -> UInt8 {
            let c = min(1, max(0, l))
            let e = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
            return UInt8((e * 255).rounded())
        }
        // Linear Display P3 → linear sRGB (from the two sets of primaries, white point D65).
        let m: [Double] = [1.2249401, -0.2249404, 0.0,
                           -0.0420569, 1.0420571, 0.0,
                           -0.0196376, -0.0786361, 1.0982737]
        var cache: [UInt32: (UInt8, UInt8, UInt8)] = [:]
        let n = image.width * image.height
        image.rgb.withUnsafeMutableBufferPointer { p in
            for i in 0..<n {
                let key = UInt32(p[i * 3]) << 16 | UInt32(p[i * 3 + 1]) << 8 | UInt32(p[i * 3 + 2])
                let out: (UInt8, UInt8, UInt8)
                if let hit = cache[key] { out = hit } else {
                    let r = linear[Int(p[i * 3])], g = linear[Int(p[i * 3 + 1])], b = linear[Int(p[i * 3 + 2])]
                    out = (encode(m[0] * r + m[1] * g + m[2] * b),
                           encode(m[3] * r + m[4] * g + m[5] * b),
                           encode(m[6] * r + m[7] * g + m[8] * b))
                    cache[key] = out
                }
                p[i * 3] = out.0; p[i * 3 + 1] = out.1; p[i * 3 + 2] = out.2
            }
        }
    }
}
