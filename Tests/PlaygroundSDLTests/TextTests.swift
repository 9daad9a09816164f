import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// SDL_ttf measurement and drawing with the bundled fonts, including per-glyph CJK fallback.
@Suite(.serialized) @MainActor
struct TextTests {
    @Test func latinAndCJKAreMeasured() throws {
        let engine = try TTFTextEngine()
        #expect(engine.fontWarnings.isEmpty)
        let latin = engine.measure("Month", font: .body)
        let cjk = engine.measure("ㄧ月", font: .body)
        #expect(latin.width > 30 && latin.width < 70)
        #expect(latin.height > 17 && latin.height < 26)
        // Two full-width CJK glyphs are about two ems wide; fallback lines are at least as tall.
        #expect(cjk.width > 28 && cjk.width < 40)
        #expect(cjk.height >= latin.height)
        #expect(engine.measure("", font: .body).width == 0)
        #expect(engine.measure("Month", font: .body.bold()).width > latin.width)
    }

    @Test func cjkGlyphsAreDrawnNotBoxes() throws {
        let engine = try TTFTextEngine()
        // 一 is a single horizontal stroke: its mask's dark rows are few; a .notdef box would
        // cover the top and bottom too.
        let mask = try #require(engine.mask(for: "一", font: .body, scale: 2))
        var rows = 0
        for y in 0..<mask.height where (0..<mask.width).contains(where: { mask.coverage[y * mask.width + $0] > 128 }) { rows += 1 }
        #expect(rows > 0 && rows < mask.height / 4)
        let bopomofo = try #require(engine.mask(for: "ㄧ月", font: .body, scale: 1))
        #expect(bopomofo.coverage.contains { $0 > 200 })
    }

    @Test func textPixelsAppearInsideTheTextFrame() throws {
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: BorderSample(), size: CGSize(width: 120, height: 80), textMeasurer: engine)
        let frame = try #require(host.frame(ofText: "ㄧ月 三月"))
        let image = try renderImage(BorderSample(), size: CGSize(width: 120, height: 80), scale: 1)
        var blue = 0
        for y in Int(frame.minY)..<Int(frame.maxY) { for x in Int(frame.minX)..<Int(frame.maxX) {
            let p = image.pixel(x, y); if p.b > 200, p.r < 120 { blue += 1 }
        } }
        #expect(blue > 20)
    }

    @Test func missingFontFolderIsAOneLineErrorNamingThePath() {
        do {
            _ = try TTFTextEngine(directory: URL(fileURLWithPath: "/nonexistent/fonts"))
            Issue.record("expected an error")
        } catch let error as PlaygroundError {
            #expect("\(error)".contains("/nonexistent/fonts/Inter-Regular.otf"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func oneMissingFaceLeavesTheOtherServing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pp-fonts-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: FontLibrary.directory.appendingPathComponent("NotoSansCJKtc-Subset.otf"),
                                         to: dir.appendingPathComponent("NotoSansCJKtc-Subset.otf"))
        let engine = try TTFTextEngine(directory: dir)
        #expect(engine.fontWarnings.contains { $0.contains("Inter-Regular.otf") })
        #expect(engine.measure("Month", font: .body).width > 20)
    }
}
