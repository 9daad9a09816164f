import CSDL2
import CSDL2Image
import Foundation
import PlaygroundRender
import PlaygroundUI

/// Decodes PNG and JPEG files with SDL_image into the premultiplied RGBA bitmaps `Image("name")`
/// draws (docs/images.md). Every failure is one line without the path (`ImageLibrary` names it):
/// "unreadable: …", "not a PNG or JPEG image …", "corrupt PNG image (SDL_image: …)", or a size
/// beyond `maxSide` pixels a side or `maxBytes` decoded.
public enum ImageDecoder {
    /// Why a file could not be decoded, on one line.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
        init(_ message: String) { description = PlaygroundError.oneLine(message) }
    }

    /// The largest side accepted, in pixels.
    public static let maxSide = 16_384
    /// The most memory a decoded image may take (RGBA, 4 bytes a pixel), and the largest file read.
    public static let maxBytes = 256 * 1024 * 1024

    /// The bitmap in the PNG, JPEG or SVG file at `url`.
    public static func decode(_ url: URL) throws -> Bitmap {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure("unreadable: no such file")
        }
        if isDirectory.boolValue { throw Failure("unreadable: is a folder, expected a PNG or JPEG file") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.int64Value > Int64(maxBytes) {
            throw Failure("file is \(size.int64Value / (1024 * 1024)) MB, beyond the \(maxBytes / (1024 * 1024)) MB accepted for an image")
        }
        if url.pathExtension.lowercased() == "pdf" { return try PDFRasterizer.rasterize(url, scale: ImageLibrary.pdfScale) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Failure("unreadable: \(PlaygroundError.reason(error))")
        }
        return try decode(data, source: path)
    }

    /// The bitmap in `data`, a PNG, JPEG or SVG file's bytes; `source` names it in the bitmap.
    public static func decode(_ data: Data, source: String) throws -> Bitmap {
        let bytes = [UInt8](data)
        guard !bytes.isEmpty else { throw Failure("not a PNG, JPEG or SVG image (the file is empty)") }
        guard bytes.count <= maxBytes else { throw Failure("file is beyond the \(maxBytes / (1024 * 1024)) MB accepted for an image") }
        let kind: String
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            kind = "PNG"
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            kind = "JPEG"
        } else if Self.isSVG(bytes) {
            kind = "SVG"
        } else {
            throw Failure("not a PNG, JPEG or SVG image (it starts with neither signature)")
        }
        // The size from the header, checked before SDL_image allocates anything.
        if let (w, h) = kind == "PNG" ? pngSize(bytes) : jpegSize(bytes) { try checkSize(w, h) }

        // libpng prints its errors and warnings ("libpng warning: iCCP: …") straight to stderr;
        // they are kept out of the output and an error's text goes into the one-line reason.
        let (surface, libraryOutput) = capturingStandardError { () -> UnsafeMutablePointer<SDL_Surface>? in
            bytes.withUnsafeBytes { raw in
                guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
                return IMG_LoadTyped_RW(rw, 1, kind == "PNG" ? "PNG" : kind == "SVG" ? "SVG" : "JPG")
            }
        }
        // Standard error is the process's: lines another thread wrote while it was captured (a
        // test runner's progress, a warning) are not libpng's, and go on to where they were going.
        let lines = libraryOutput.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let others = lines.filter { !$0.hasPrefix("libpng") }
        if !others.isEmpty { FileHandle.standardError.write(Data((others.joined(separator: "\n") + "\n").utf8)) }
        guard let surface else {
            let detail = lines.first { $0.hasPrefix("libpng") }.map { "; \($0)" } ?? ""
            throw Failure("corrupt \(kind) image (SDL_image: \(sdlError())\(detail))")
        }
        defer { SDL_FreeSurface(surface) }
        try checkSize(Int(surface.pointee.w), Int(surface.pointee.h))
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw Failure("\(kind) image cannot be converted to RGBA (SDL: \(sdlError()))")
        }
        defer { SDL_FreeSurface(rgba) }
        return try bitmap(of: rgba, source: source)
    }

    /// Whether `bytes` look like an SVG document: an `<svg` element within the first 1 KB of
    /// text (after an XML declaration or comments). SDL_image renders it at its own size.
    private static func isSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return (trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<svg") || trimmed.hasPrefix("<!--")) && head.contains("<svg")
    }

    /// A converted RGBA32 surface (bytes R, G, B, A) as a premultiplied bitmap.
    private static func bitmap(of s: UnsafeMutablePointer<SDL_Surface>, source: String) throws -> Bitmap {
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        guard w > 0, h > 0 else { throw Failure("image has no pixels (\(w)×\(h))") }
        if mustLock(s) { _ = SDL_LockSurface(s) }
        defer { if mustLock(s) { SDL_UnlockSurface(s) } }
        guard let base = s.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
            throw Failure("image has no pixel data (SDL: \(sdlError()))")
        }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = base + y * pitch
                var i = y * w * 4
                for x in 0..<w {
                    let a = UInt32(row[x * 4 + 3])
                    // Premultiplied, rounded to nearest.
                    dst[i] = UInt8((UInt32(row[x * 4]) * a + 127) / 255)
                    dst[i + 1] = UInt8((UInt32(row[x * 4 + 1]) * a + 127) / 255)
                    dst[i + 2] = UInt8((UInt32(row[x * 4 + 2]) * a + 127) / 255)
                    dst[i + 3] = UInt8(a)
                    i += 4
                }
            }
        }
        return Bitmap(width: w, height: h, pixels: out, source: source)
    }

    private static func mustLock(_ s: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        (s.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
    }

    private static func checkSize(_ w: Int, _ h: Int) throws {
        guard w > 0, h > 0 else { throw Failure("image has no pixels (\(w)×\(h))") }
        guard w <= maxSide, h <= maxSide else {
            throw Failure("image is \(w)×\(h) pixels, beyond the \(maxSide) pixels a side accepted")
        }
        guard w * h * 4 <= maxBytes else {
            throw Failure("image is \(w)×\(h) pixels (\(w * h * 4 / (1024 * 1024)) MB decoded), beyond the \(maxBytes / (1024 * 1024)) MB accepted")
        }
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 24, b[12...15].elementsEqual([0x49, 0x48, 0x44, 0x52]) else { return nil }
        func be32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be32(16), be32(20))
    }

    /// Width and height from a JPEG's first start-of-frame segment.
    static func jpegSize(_ b: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }   // fill byte
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { i += 2; continue }   // no length
            if marker == 0xD9 || marker == 0xDA { return nil }   // end of image, start of scan
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard i + 8 < b.count else { return nil }
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return (w, h)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// Runs `body` with the process's stderr sent to a temporary file, and returns what was
    /// written there (at most 4 KB). If the file cannot be made, stderr is left alone.
    private static func capturingStandardError<T>(_ body: () -> T) -> (T, String) {
        fflush(nil)
        guard let file = tmpfile() else { return (body(), "") }
        defer { fclose(file) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { return (body(), "") }
        defer { close(saved) }
        guard dup2(fileno(file), STDERR_FILENO) >= 0 else { return (body(), "") }
        let result = body()
        fflush(nil)
        _ = dup2(saved, STDERR_FILENO)
        rewind(file)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = fread(&buffer, 1, buffer.count, file)
        return (result, String(decoding: buffer.prefix(count), as: UTF8.self))
    }

    private static func sdlError() -> String {
        let message = SDL_GetError().map { String(cString: $0) } ?? ""
        return message.isEmpty ? "unknown error" : message
    }
}

/// Where a run's `Image("name")` files come from.
@MainActor
public enum ImageFiles {
    /// The environment variable `playground open` sets to the opened file's folder.
    nonisolated public static let sourceFolderVariable = "PLAYGROUND_SOURCE_DIR"
    /// The environment variable `playground open` sets to an app's asset catalogs (one path a line).
    nonisolated public static let catalogsVariable = "PLAYGROUND_ASSET_CATALOGS"

    /// Installs SDL_image as `ImageLibrary.shared`'s decoder and sets its folders: `assets` (the
    /// `--assets` flags, in order), then the opened program file's folder (`$PLAYGROUND_SOURCE_DIR`,
    /// set by `playground open`), then the current directory; and an app's asset catalogs
    /// (`$PLAYGROUND_ASSET_CATALOGS`), whose `AccentColor` becomes the accent colour; forgets
    /// images already loaded.
    public static func install(assets: [URL], environment: [String: String] = ProcessInfo.processInfo.environment) {
        let library = ImageLibrary.shared
        library.decoder = ImageDecoder.decode
        ImageLibrary.dataDecoder = { try ImageDecoder.decode($0, source: "UIImage(data:)") }
        var folders = assets
        if let source = environment[sourceFolderVariable], !source.isEmpty {
            folders.append(URL(fileURLWithPath: source, isDirectory: true))
        }
        folders.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        var seen = Set<String>()
        library.searchPaths = folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
        let catalogs = (environment[catalogsVariable] ?? "").split(separator: "\n").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        library.catalogs = catalogs
        library.reset()
        AssetColors.searchPaths = library.searchPaths   // colour sets live beside the images
        AssetColors.catalogs = catalogs
        // The app's AccentColor set tints its controls, as on iOS (§17.5).
        Color._appAccent = catalogs.isEmpty ? nil : AssetColors.accentColor()
    }
}
