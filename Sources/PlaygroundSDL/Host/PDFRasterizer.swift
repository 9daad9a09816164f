import Foundation
import PlaygroundRender
import PlaygroundUI

/// Draws the first page of a PDF image (an asset catalog's vector image) into a bitmap with
/// poppler's `pdftoppm` (Debian's poppler-utils), at `ImageLibrary.pdfScale` pixels per point
/// (docs/images.md "PDF images"). A PDF page's size in points is the image's size in points.
enum PDFRasterizer {
    /// Where `pdftoppm` is looked for.
    static let tool = ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// How long one page may take before it is given up.
    static let timeLimit: TimeInterval = 20

    static func rasterize(_ url: URL, scale: CGFloat) throws -> Bitmap {
        guard let tool else {
            throw ImageDecoder.Failure("PDF images need pdftoppm (the apt package poppler-utils), which is not installed")
        }
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("pp-pdf-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("page")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-png", "-singlefile", "-f", "1", "-l", "1", "-r", String(Int((72 * scale).rounded())),
                             "-aa", "yes", "-aaVector", "yes", url.path, out.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw ImageDecoder.Failure("pdftoppm could not start: \(PlaygroundError.reason(error))")
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw ImageDecoder.Failure("pdftoppm took longer than \(Int(timeLimit)) s; not a drawable PDF")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let png = dir.appendingPathComponent("page.png")
        guard process.terminationStatus == 0, let data = fm.contents(atPath: png.path) else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            throw ImageDecoder.Failure("not a readable PDF (pdftoppm: \(reason))")
        }
        return try ImageDecoder.decode(data, source: url.path)
    }
}
