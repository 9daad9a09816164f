import CSDL2
import CSDL2Image
import Foundation
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI
import Testing

/// `Image("name")` files (docs/images.md): PNG/JPEG decoding with SDL_image, the asset folders,
/// `@2x`, sampling, template rendering, warnings, transforms and the `--assets` flag.
/// `ImageLibrary.shared` is global, so the suite runs serialized and resets it in every test.
@MainActor
@Suite(.serialized)
struct ImageFileTests {
    typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    nonisolated static let red: RGBA = (255, 0, 0, 255)
    nonisolated static let blue: RGBA = (0, 0, 255, 255)
    nonisolated static let clear: RGBA = (0, 0, 0, 0)

    /// A fresh folder, and `ImageLibrary.shared` searching only it with SDL_image, warnings kept.
    final class Fixture {
        let dir: URL
        var warnings: [String] = []
        @MainActor init(_ name: String) {
            dir = Tool.tempDir("images-\(name)")
            let library = ImageLibrary.shared
            library.reset()
            library.searchPaths = [dir]
            library.decoder = ImageDecoder.decode
            library.warn = { [weak self] in self?.warnings.append($0) }
        }
        /// Puts the shared library back as it was (tests run on the main actor, so the fixture
        /// ends there).
        deinit {
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated {
                ImageLibrary.shared.warn = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
                ImageLibrary.shared.searchPaths = []
                ImageLibrary.shared.reset()
            }
        }

        /// Writes a PNG of `width` × `height` straight-alpha pixels given by `pixel(x, y)`.
        @discardableResult
        func png(_ file: String, _ width: Int, _ height: Int, _ pixel: (Int, Int) -> RGBA) throws -> URL {
            let url = dir.appendingPathComponent(file)
            try ImageFileTests.writeImage(url, width, height, jpeg: false, pixel)
            return url
        }
    }

    /// Writes `pixel` as a PNG (or a JPEG) through an SDL surface.
    nonisolated static func writeImage(_ url: URL, _ width: Int, _ height: Int, jpeg: Bool, _ pixel: (Int, Int) -> RGBA) throws {
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        let p = try #require(surface.pointee.pixels).assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let c = pixel(x, y), i = y * pitch + x * 4
                p[i] = c.r; p[i + 1] = c.g; p[i + 2] = c.b; p[i + 3] = c.a
            }
        }
        let status = jpeg ? IMG_SaveJPG(surface, url.path, 95) : IMG_SavePNG(surface, url.path)
        #expect(status == 0, "writing \(url.path): \(String(cString: SDL_GetError()))")
    }

    /// Left half red, right half blue.
    nonisolated static func halves(_ width: Int) -> (Int, Int) -> RGBA { { x, _ in x < width / 2 ? red : blue } }

    func render<V: View>(_ view: V, _ size: CGSize, scale: Double = 1) throws -> RGBImage {
        try renderImage(view.frame(width: size.width, height: size.height).background(Color.white), size: size, scale: scale)
    }

    static func isRed(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 230 && p.g < 25 && p.b < 25 }
    static func isBlue(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.b > 230 && p.r < 25 && p.g < 25 }
    static func isWhite(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }

    // MARK: Decoding

    @Test func decodingGivesSizeAndPremultipliedPixels() throws {
        let f = Fixture("decode")
        let url = try f.png("two.png", 3, 2) { x, y in
            switch (x, y) {
            case (0, 0): return (255, 0, 0, 255)
            case (1, 0): return (0, 0, 255, 128)    // half-transparent blue
            case (2, 0): return (200, 100, 50, 0)   // invisible: premultiplied to zero
            default: return (10, 20, 30, 255)
            }
        }
        let b = try ImageDecoder.decode(url)
        #expect(b.width == 3 && b.height == 2)
        #expect(Array(b.pixels[0..<12]) == [255, 0, 0, 255, 0, 0, 128, 128, 0, 0, 0, 0])
        #expect(Array(b.pixels[12..<16]) == [10, 20, 30, 255], "rows run top-down")

        // A JPEG (lossy): its size, and roughly its colour.
        let jpeg = f.dir.appendingPathComponent("solid.jpg")
        try Self.writeImage(jpeg, 16, 8, jpeg: true) { _, _ in (20, 200, 40, 255) }
        let j = try ImageDecoder.decode(jpeg)
        #expect(j.width == 16 && j.height == 8)
        #expect(abs(Int(j.pixels[1]) - 200) < 12 && j.pixels[3] == 255)
    }

    @Test func badFilesGiveOneLineReasons() throws {
        let f = Fixture("bad")
        func reason(_ url: URL) -> String {
            do { _ = try ImageDecoder.decode(url); return "decoded" } catch { return "\(error)" }
        }
        let garbage = f.dir.appendingPathComponent("bad.png")
        try Data("this is not an image\n\0\u{1}".utf8).write(to: garbage)
        #expect(reason(garbage).hasPrefix("not a PNG, JPEG or SVG image"))

        // A real PNG cut short: SDL_image's reason.
        let full = try Data(contentsOf: try f.png("full.png", 64, 64) { x, y in (UInt8(x * 4 & 255), UInt8(y * 4 & 255), 7, 255) })
        let cut = f.dir.appendingPathComponent("cut.png")
        try full.prefix(60).write(to: cut)
        // libpng's own complaint is part of the reason, not a stray line on stderr.
        #expect(reason(cut).hasPrefix("corrupt PNG image (SDL_image: ") && reason(cut).contains("libpng"), "\(reason(cut))")

        #expect(reason(f.dir.appendingPathComponent("none.png")) == "unreadable: no such file")
        #expect(reason(f.dir).hasPrefix("unreadable: is a folder"))

        // Absurd sizes are refused from the header, before anything is allocated.
        func pngHeader(_ w: UInt32, _ h: UInt32) -> Data {
            var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
            for v in [w, h] { d.append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]) }
            d.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
            return d
        }
        let wide = f.dir.appendingPathComponent("wide.png"), huge = f.dir.appendingPathComponent("huge.png")
        try pngHeader(20_000, 10).write(to: wide)
        try pngHeader(16_000, 16_000).write(to: huge)
        #expect(reason(wide) == "image is 20000×10 pixels, beyond the 16384 pixels a side accepted")
        #expect(reason(huge).contains("beyond the 256 MB accepted"))
        // A JPEG whose start-of-frame (after an APP0 segment) claims 16 × 20000.
        let tall = f.dir.appendingPathComponent("tall.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x4E, 0x20, 0x00, 0x10, 0x03] + [UInt8](repeating: 0, count: 16)).write(to: tall)
        #expect(reason(tall) == "image is 16×20000 pixels, beyond the 16384 pixels a side accepted")
        for url in [garbage, cut, wide, huge, tall] { #expect(!reason(url).contains("\n")) }
    }

    // MARK: Drawing

    /// `Image("dot")` is drawn at its size in points in its own colours; `name@2x.png` at half
    /// its pixels.
    @Test func imagesDrawAtTheirPointSize() throws {
        let f = Fixture("size")
        try f.png("dot.png", 10, 6, Self.halves(10))
        let img = try render(Image("dot"), CGSize(width: 40, height: 40))
        // Centred: x 15..<25, y 17..<23.
        let box = img.contentBounds(margin: 0)
        #expect(box == PixelBox(x0: 15, y0: 17, x1: 25, y1: 23))
        #expect(Self.isRed(img.pixel(16, 20)) && Self.isRed(img.pixel(19, 17)))
        #expect(Self.isBlue(img.pixel(20, 20)) && Self.isBlue(img.pixel(24, 22)))
        #expect(Self.isWhite(img.pixel(14, 20)) && Self.isWhite(img.pixel(25, 20)))

        try f.png("sharp@2x.png", 20, 12, Self.halves(20))
        let hi = try render(Image("sharp"), CGSize(width: 40, height: 40))
        #expect(hi.contentBounds(margin: 0) == PixelBox(x0: 15, y0: 17, x1: 25, y1: 23), "20×12 pixels at @2x is 10×6 points")
        let hi2 = try render(Image("sharp"), CGSize(width: 40, height: 40), scale: 2)
        #expect(hi2.contentBounds(margin: 0) == PixelBox(x0: 30, y0: 34, x1: 50, y1: 46))
        #expect(Self.isRed(hi2.pixel(30, 34)) && Self.isRed(hi2.pixel(39, 45)) && Self.isBlue(hi2.pixel(40, 34)) && Self.isBlue(hi2.pixel(49, 45)),
                "at scale 2 each file pixel is one device pixel")
        #expect(f.warnings.isEmpty, "\(f.warnings)")
    }

    @Test func resizableStretchesToItsFrame() throws {
        let f = Fixture("resizable")
        try f.png("dot.png", 4, 2, Self.halves(4))
        let img = try render(Image("dot").resizable().frame(width: 30, height: 18), CGSize(width: 40, height: 40))
        #expect(img.contentBounds(margin: 0) == PixelBox(x0: 5, y0: 11, x1: 35, y1: 29))
        #expect(Self.isRed(img.pixel(6, 12)) && Self.isRed(img.pixel(12, 27)))
        #expect(Self.isBlue(img.pixel(33, 12)) && Self.isBlue(img.pixel(27, 27)))
        // Not resizable: its own 4×2 points whatever the frame.
        let fixed = try render(Image("dot").frame(width: 30, height: 18), CGSize(width: 40, height: 40))
        #expect(fixed.contentBounds(margin: 0) == PixelBox(x0: 18, y0: 19, x1: 22, y1: 21))
    }

    /// A 2×2 checkerboard scaled 8×: nearest-neighbour keeps the edge between pixels hard,
    /// bilinear blends across it.
    @Test func interpolationNoneKeepsHardPixelEdges() throws {
        let f = Fixture("nearest")
        try f.png("checker.png", 2, 2) { x, y in (x + y) % 2 == 0 ? Self.red : Self.blue }
        let size = CGSize(width: 16, height: 16)
        let hard = try render(Image("checker").resizable().interpolation(.none).frame(width: 16, height: 16), size)
        for y in 0..<16 {
            for x in 0..<16 {
                let expectRed = (x / 8 + y / 8) % 2 == 0
                let p = hard.pixel(x, y)
                #expect(expectRed ? Self.isRed(p) : Self.isBlue(p), "pixel \(x),\(y) is \(p)")
            }
        }
        let soft = try render(Image("checker").resizable().frame(width: 16, height: 16), size)
        let mid = soft.pixel(7, 2)
        #expect(mid.r > 60 && mid.b > 60, "bilinear sampling blends at the edge: \(mid)")
        #expect(Self.isRed(soft.pixel(1, 1)) && Self.isBlue(soft.pixel(14, 1)), "and keeps the corners")
    }

    @Test func templateRenderingDrawsTheAlphaInTheForegroundColour() throws {
        let f = Fixture("template")
        // Opaque blue on the left, transparent on the right.
        try f.png("mask.png", 8, 8) { x, _ in x < 4 ? Self.blue : Self.clear }
        let size = CGSize(width: 16, height: 16)
        let tinted = try render(Image("mask").renderingMode(.template).foregroundColor(.red), size)
        // `.red` is the system red, (255, 59, 48).
        func isSystemRed(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 245 && abs(p.g - 59) < 8 && abs(p.b - 48) < 8 }
        #expect(isSystemRed(tinted.pixel(4, 8)) && isSystemRed(tinted.pixel(7, 4)), "row 8: \((0..<16).map { tinted.pixel($0, 8) })")
        #expect(Self.isWhite(tinted.pixel(9, 8)) && Self.isWhite(tinted.pixel(11, 4)), "transparent stays transparent")
        let original = try render(Image("mask").foregroundColor(.red), size)
        #expect(Self.isBlue(original.pixel(5, 8)), "without .template the image keeps its colours")
        #expect(Self.isWhite(original.pixel(10, 8)))
    }

    @Test func missingAndCorruptFilesWarnOnceAndDrawNothing() throws {
        let f = Fixture("warn")
        try Data([0x89, 0x50, 0x4E, 0x47] + Array("garbage".utf8)).write(to: f.dir.appendingPathComponent("bad.png"))
        let view = VStack { Image("nothere"); Image("bad"); Image("bad"); Image("nothere") }
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: view.frame(width: 40, height: 40).background(Color.white), size: CGSize(width: 40, height: 40), textMeasurer: engine)
        host.advance(frames: 3)
        host.invalidate()
        host.advance(frames: 1)
        let r = SoftwareRenderer(pixelWidth: 40, pixelHeight: 40, scale: 1, text: engine)
        let img = r.image(of: host.displayList)
        #expect(f.warnings.count == 2, "\(f.warnings)")
        let missing = f.warnings.filter { $0.contains("'nothere'") }, corrupt = f.warnings.filter { $0.contains("bad.png") }
        #expect(missing.count == 1 && corrupt.count == 1, "\(f.warnings)")
        #expect(missing.first?.contains(f.dir.path) == true, "the missing image's warning names the folder searched")
        #expect(corrupt.first?.contains(f.dir.appendingPathComponent("bad.png").path) == true)
        #expect(corrupt.first?.contains("not a PNG, JPEG or SVG image") == true, "\(corrupt)")
        #expect(f.warnings.allSatisfy { !$0.contains("\n") })
        #expect(img.contentBounds(margin: 0) == PixelBox(x0: 0, y0: 0, x1: 40, y1: 40), "nothing is drawn (the image is blank)")
        #expect((0..<40).allSatisfy { Self.isWhite(img.pixel($0, $0)) })
    }

    /// Images are sampled through the enclosing groups' transform: a rotation (the general path)
    /// and a uniform scale (the fast path).
    @Test func imagesFollowRotationAndScale() throws {
        let f = Fixture("rotate")
        try f.png("lr.png", 10, 10, Self.halves(10))
        let size = CGSize(width: 40, height: 40)
        let rotated = try render(Image("lr").resizable().frame(width: 20, height: 20).rotationEffect(.degrees(90)), size)
        // Rotated a quarter turn clockwise about its centre: left → top, right → bottom.
        for x in [12, 20, 27] {
            #expect(Self.isRed(rotated.pixel(x, 12)) && Self.isRed(rotated.pixel(x, 18)), "top at x \(x): \(rotated.pixel(x, 12))")
            #expect(Self.isBlue(rotated.pixel(x, 21)) && Self.isBlue(rotated.pixel(x, 27)), "bottom at x \(x): \(rotated.pixel(x, 27))")
        }
        let scaled = try render(Image("lr").resizable().frame(width: 10, height: 10).scaleEffect(2), size)
        #expect(scaled.contentBounds(margin: 0) == PixelBox(x0: 10, y0: 10, x1: 30, y1: 30))
        #expect(Self.isRed(scaled.pixel(11, 11)) && Self.isRed(scaled.pixel(18, 28)))
        #expect(Self.isBlue(scaled.pixel(21, 11)) && Self.isBlue(scaled.pixel(28, 28)))
    }

    // MARK: Asset folders and the flag

    @Test func searchPathsAreAssetsThenSourceFolderThenCurrentDirectory() throws {
        let f = Fixture("paths")
        let a = f.dir.appendingPathComponent("a"), b = f.dir.appendingPathComponent("b"), src = f.dir.appendingPathComponent("src")
        for d in [a, b, src] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        let options = try LiveViewArguments.parse(["--assets", a.path, "--headless", "--assets=\(b.path)"])
        #expect(options.assets.map(\.path) == [a.path, b.path])
        ImageFiles.install(assets: options.assets, environment: [ImageFiles.sourceFolderVariable: src.path])
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        #expect(ImageLibrary.shared.searchPaths.map(\.path) == [a.path, b.path, src.path, cwd])
        #expect(ImageLibrary.shared.decoder != nil)

        // The first folder that has the file wins.
        try Self.writeImage(b.appendingPathComponent("pick.png"), 2, 2, jpeg: false) { _, _ in Self.blue }
        try Self.writeImage(src.appendingPathComponent("pick.png"), 2, 2, jpeg: false) { _, _ in Self.red }
        let entry = try #require(ImageLibrary.shared.image(named: "pick"))
        #expect(Array(entry.bitmap.pixels[0..<4]) == [0, 0, 255, 255])
    }

    @Test func assetsFlagWithAMissingFolderFailsWithExitCode2() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("pp-no-such-assets-\(getpid())")
        #expect(throws: PlaygroundError.badFlag("--assets \(missing.path): no such folder")) {
            _ = try LiveViewArguments.parse(["--assets", missing.path])
        }
        let scene = try #require(try Tool.run(["list"]).stdout.split(whereSeparator: \.isWhitespace).first.map(String.init))
        let r = try Tool.run(["run", scene, "--headless", "--frames", "1", "--assets", missing.path])
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("--assets") && lines[0].contains(missing.path), "stderr: \(r.stderr)")
    }

    /// `playground open FILE.swift` finds images beside the file, wherever it is run from.
    @Test func openFindsImagesBesideTheFile() throws {
        let dir = Tool.tempDir("images-open")
        try Self.writeImage(dir.appendingPathComponent("photo.png"), 8, 8, jpeg: false) { _, _ in Self.red }
        let file = dir.appendingPathComponent("pic.swift")
        try """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Image("photo").resizable().frame(width: 40, height: 40)
            }
        }

        #Preview { ContentView() }

        """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        var env = ProcessInfo.processInfo.environment
        env["PLAYGROUND_CACHE"] = Tool.sharedOpenCache.path
        env[ImageFiles.sourceFolderVariable] = nil
        let r = try Tool.run(["open", file.path, "--headless", "--frames", "1", "--size", "100x100", "--record", out.path], environment: env)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(!r.stderr.contains("warning"), "stderr: \(r.stderr)")
        let frame = try #require(RGBImage.load(out.appendingPathComponent("frame-00000.png").path))
        #expect(Self.isRed(frame.pixel(50, 50)), "the image is drawn: \(frame.pixel(50, 50))")
    }
    // MARK: Asset catalogs (§19.2, §17.5)

    /// An app's catalog as Xcode writes it: an image set in a group whose files are named unlike
    /// the set (1x and 2x), a template image set, a colour set with a dark appearance.
    @Test func assetCatalogImageAndColorSets() throws {
        let f = Fixture("catalog")
        let catalog = f.dir.appendingPathComponent("App/Assets.xcassets")
        let photo = catalog.appendingPathComponent("Cards/Card Back.imageset")
        let glyph = catalog.appendingPathComponent("glyph.imageset")
        let brand = catalog.appendingPathComponent("Palette/brand.colorset")
        for d in [photo, glyph, brand] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        try Self.writeImage(photo.appendingPathComponent("back_small.png"), 10, 6, jpeg: false) { _, _ in Self.blue }
        try Self.writeImage(photo.appendingPathComponent("back@2x.png"), 20, 12, jpeg: false) { _, _ in Self.red }
        try """
        {"images":[{"filename":"back_small.png","idiom":"universal","scale":"1x"},{"filename":"back@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}
        """.write(to: photo.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try Self.writeImage(glyph.appendingPathComponent("g.png"), 8, 8, jpeg: false) { x, _ in x < 4 ? (0, 0, 0, 255) : Self.clear }
        try """
        {"images":[{"filename":"g.png","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"template-rendering-intent":"template"}}
        """.write(to: glyph.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x80","red":"0xFF"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"255","green":"0","red":"0"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
        """.write(to: brand.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        // An SVG file is rendered at its own size.
        let svg = try ImageDecoder.decode(Data(##"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"><rect width="12" height="8" fill="#ff0000"/></svg>"##.utf8), source: "box.svg")
        #expect(svg.width == 12 && svg.height == 8 && Array(svg.pixels.prefix(4)) == [255, 0, 0, 255])
        let catalogs = AssetCatalogs.find(in: f.dir, depth: 4)
        #expect(catalogs.map(\.path) == [catalog.path])
        ImageLibrary.shared.catalogs = catalogs
        AssetColors.catalogs = catalogs
        defer { ImageLibrary.shared.catalogs = []; AssetColors.catalogs = [] }

        // The largest scale of the set, at its point size: 20 × 12 pixels at 2x are 10 × 6 points.
        let entry = try #require(ImageLibrary.shared.image(named: "Card Back"))
        #expect(entry.scale == 2 && entry.bitmap.width == 20 && !entry.isTemplate)
        let image = try render(Image("Card Back"), CGSize(width: 20, height: 10))
        #expect(Self.isRed(image.pixel(9, 4)) && Self.isWhite(image.pixel(15, 4)), "10 points wide, the 2x file")
        // A template set draws in the foreground colour unless the view asks for the original.
        let template = try render(Image("glyph").foregroundColor(Color(red: 0, green: 0, blue: 1)), CGSize(width: 8, height: 8))
        #expect(Self.isBlue(template.pixel(1, 4)) && Self.isWhite(template.pixel(6, 4)))
        let original = try render(Image("glyph").renderingMode(.original).foregroundColor(.blue), CGSize(width: 8, height: 8))
        #expect(original.pixel(1, 4) == (r: 0, g: 0, b: 0))
        // The colour set: light and dark.
        let light = try render(Color("brand"), CGSize(width: 4, height: 4))
        #expect(light.pixel(2, 2) == (r: 255, g: 128, b: 0), "\(light.pixel(2, 2))")
        let dark = try render(Color("brand").colorScheme(.dark), CGSize(width: 4, height: 4))
        #expect(Self.isBlue(dark.pixel(2, 2)), "\(dark.pixel(2, 2))")
        #expect(f.warnings.isEmpty, "\(f.warnings)")
    }

    /// §19.2: a vector image set (a PDF, as Xcode keeps "Preserve Vector Data" images) draws its
    /// first page at its size in points, rasterised with pdftoppm at 3 pixels a point; a broken
    /// PDF is one warning and draws empty.
    @Test func assetCatalogPDFImage() throws {
        let f = Fixture("catalog-pdf")
        let catalog = f.dir.appendingPathComponent("Assets.xcassets")
        let logo = catalog.appendingPathComponent("Logo.imageset"), broken = catalog.appendingPathComponent("Broken.imageset")
        for d in [logo, broken] { try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true) }
        // A 40 × 20 pt page whose left half is red.
        let content = "1 0 0 rg 0 0 20 20 re f\n"
        let pdf = """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 40 20] /Contents 4 0 R /Resources << >> >> endobj
        4 0 obj << /Length \(content.utf8.count) >> stream
        \(content)endstream endobj
        trailer << /Root 1 0 R >>
        %%EOF

        """
        try pdf.write(to: logo.appendingPathComponent("logo.pdf"), atomically: true, encoding: .utf8)
        try #"{"images":[{"filename":"logo.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}"#
            .write(to: logo.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try "not a pdf".write(to: broken.appendingPathComponent("b.pdf"), atomically: true, encoding: .utf8)
        try #"{"images":[{"filename":"b.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
            .write(to: broken.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        ImageLibrary.shared.catalogs = [catalog]
        defer { ImageLibrary.shared.catalogs = [] }

        let entry = try #require(ImageLibrary.shared.image(named: "Logo"))
        #expect(entry.scale == 3 && entry.bitmap.width == 120 && entry.bitmap.height == 60, "\(entry.bitmap.width)×\(entry.bitmap.height) at \(entry.scale)")
        let image = try render(Image("Logo"), CGSize(width: 40, height: 20))
        #expect(Self.isRed(image.pixel(5, 10)) && Self.isWhite(image.pixel(35, 10)), "\(image.pixel(5, 10)) \(image.pixel(35, 10))")
        #expect(f.warnings.isEmpty, "\(f.warnings)")
        // UIKit's way in (§34): UIImage(named:) finds the same set; Image(uiImage:) draws it.
        let ui = try #require(UIImage(named: "Logo"))
        #expect(ui.size == CGSize(width: 40, height: 20) && ui.scale == 3)
        #expect(UIImage(named: "No such image") == nil)
        let drawn = try render(Image(uiImage: ui), CGSize(width: 40, height: 20))
        #expect(Self.isRed(drawn.pixel(5, 10)) && Self.isWhite(drawn.pixel(35, 10)))
        #expect(UIImage(systemName: "star.fill") != nil && UIImage(systemName: "no.such.symbol") == nil)
        #expect(ImageLibrary.shared.image(named: "Broken") == nil)
        #expect(f.warnings.count == 1 && f.warnings[0].contains("b.pdf") && f.warnings[0].contains("not a readable PDF"), "\(f.warnings)")
    }
    /// `UIImage(data:)` decodes a file's bytes, as UIKit's does (photo pickers and downloads hand
    /// the program `Data`; §34): a point a pixel, or `scale` pixels a point with
    /// `init(data:scale:)`; `init(contentsOfFile:)` reads the scale from `@2x`; bytes that are not
    /// an image give nil; `Image(uiImage:)` draws the pixels.
    @Test func uiImageDecodesAFilesBytes() throws {
        let f = Fixture("uiimage-data")
        let saved = ImageLibrary.dataDecoder
        ImageLibrary.dataDecoder = { try ImageDecoder.decode($0, source: "test") }
        defer { ImageLibrary.dataDecoder = saved }
        let url = try f.png("halves@2x.png", 4, 2) { x, _ in x < 2 ? Self.red : Self.blue }
        let data = try Data(contentsOf: url)
        let plain = try #require(UIImage(data: data))
        #expect(plain.size == CGSize(width: 4, height: 2) && plain.scale == 1)
        #expect(plain.pixelSize?.width == 4 && plain.pixelSize?.height == 2)
        let double = try #require(UIImage(data: data, scale: 2))
        #expect(double.size == CGSize(width: 2, height: 1) && double.scale == 2)
        let file = try #require(UIImage(contentsOfFile: url.path))
        #expect(file.size == CGSize(width: 2, height: 1) && file.scale == 2)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(contentsOfFile: f.dir.appendingPathComponent("missing.png").path) == nil)
        let drawn = try render(Image(uiImage: plain).resizable().frame(width: 40, height: 20), CGSize(width: 40, height: 20))
        #expect(Self.isRed(drawn.pixel(5, 10)) && Self.isBlue(drawn.pixel(35, 10)), "\(drawn.pixel(5, 10)) \(drawn.pixel(35, 10))")
        #expect(f.warnings.isEmpty, "\(f.warnings)")
    }
    /// A picked photo loads as an `Image` (PhotosUI, §24.14: the file decoded as
    /// `UIImage(data:)` decodes it) and draws its pixels.
    @Test func aPickedPhotoLoadsAsAnImage() async throws {
        let f = Fixture("picked")
        let saved = ImageLibrary.dataDecoder
        ImageLibrary.dataDecoder = { try ImageDecoder.decode($0, source: "test") }
        defer { ImageLibrary.dataDecoder = saved }
        try f.png("halves.png", 4, 2) { x, _ in x < 2 ? Self.red : Self.blue }
        try "not a picture".write(to: f.dir.appendingPathComponent("broken.png"), atomically: true, encoding: .utf8)
        let item = PhotosPickerItem(itemIdentifier: "halves.png")
        let image = try #require(try await item.loadTransferable(type: Image.self))
        let drawn = try render(image.resizable().frame(width: 40, height: 20), CGSize(width: 40, height: 20))
        #expect(Self.isRed(drawn.pixel(5, 10)) && Self.isBlue(drawn.pixel(35, 10)), "\(drawn.pixel(5, 10)) \(drawn.pixel(35, 10))")
        #expect(try await PhotosPickerItem(itemIdentifier: "broken.png").loadTransferable(type: Image.self) == nil,
                "a file that does not decode is no image")
    }
}
