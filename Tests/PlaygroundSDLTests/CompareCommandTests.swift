import Foundation
import PlaygroundSDL
import Testing

/// `playground compare FILE.swift --reference REF.png` (issue 24, item 8): a preview rendered as
/// `playground open --headless --record` renders it, measured against a PNG — SSIM, mean
/// difference, differing pixels and ink boxes matched between the two — and one-line errors with
/// exit code 2 for bad input.
@Suite(.serialized)
struct CompareCommandTests {
    static let cache = Tool.sharedOpenCache
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
    }

    /// Two separate boxes and a word: three ink regions on white, on whole pixels at 2x (56 points
    /// of content centred in 90).
    static let file = """
    import SwiftUI

    #Preview("Boxes") {
        VStack(spacing: 12) {
            HStack(spacing: 40) {
                Color.red.frame(width: 30, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
            Text("Boxes").frame(height: 24)
        }
    }

    """

    /// The file, and its preview recorded by `playground open` at 160×90 points @2x (frame 1).
    func rendered(_ name: String) throws -> (file: URL, frame: URL) {
        let dir = Tool.tempDir("compare-\(name)")
        let file = dir.appendingPathComponent("Boxes.swift")
        try Self.file.write(to: file, atomically: true, encoding: .utf8)
        let record = dir.appendingPathComponent("frames")
        let open = try Tool.run(["open", file.path, "--headless", "--frames", "2", "--size", "160x90", "--scale", "2",
                                 "--record", record.path], environment: environment)
        #expect(open.status == 0, "stderr: \(open.stderr)")
        return (file, record.appendingPathComponent("frame-00001.png"))
    }

    func compare(_ arguments: [String]) throws -> (result: Tool.Result, json: [String: Any]) {
        let result = try Tool.run(["compare"] + arguments + ["--json"], environment: environment)
        let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return (result, object as? [String: Any] ?? [:])
    }

    @Test func aRenderingComparedWithItselfIsTheSame() throws {
        let (file, frame) = try rendered("self")
        let (result, json) = try compare([file.path, "--reference", frame.path, "--scale", "2"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(json["ssim"] as? Double == 1)
        #expect(json["meanDifference"] as? [String: Double] == ["r": 0, "g": 0, "b": 0])
        #expect(json["differingFraction"] as? Double == 0)
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.count == 3, "two boxes and a word: \(result.stdout)")
        #expect(pairs.allSatisfy { $0["difference"] as? Double == 0 })
        #expect((json["onlyInReference"] as? [Any])?.isEmpty == true && (json["onlyRendered"] as? [Any])?.isEmpty == true)
        #expect(json["verdict"] as? String == "same")
        // The size came from the PNG: 320×180 pixels at scale 2.
        #expect(json["width"] as? Double == 160 && json["height"] as? Double == 90)
        #expect(result.stderr.isEmpty || !result.stderr.contains("error"), "\(result.stderr)")
        // The red box is where the layout puts it: centred pair 30+40+30 wide in 160 points.
        let boxes = pairs.compactMap { $0["reference"] as? [String: Double] }
        #expect(boxes.contains { $0["x"] == 30 && $0["width"] == 30 && $0["height"] == 20 }, "\(boxes)")
        #expect(boxes.contains { $0["x"] == 100 && $0["width"] == 30 && $0["height"] == 20 }, "\(boxes)")
    }

    @Test func aBoxMovedThreePointsIsReportedAsThreePointsOff() throws {
        let (file, frame) = try rendered("moved")
        var image = try #require(RGBImage.load(frame.path))
        // Move the red box 3 points (6 pixels) right in the reference: white where it was.
        var redPixels: [(x: Int, y: Int, color: [UInt8])] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x, y)
                if p.r > 200 && p.g < 80 && p.b < 80 { redPixels.append((x, y, [UInt8(p.r), UInt8(p.g), UInt8(p.b)])) }
            }
        }
        #expect(redPixels.count == 60 * 40, "the 30×20-point red box at 2x")
        func set(_ x: Int, _ y: Int, _ c: [UInt8]) {
            let i = (y * image.width + x) * 3
            image.bytes.replaceSubrange(i..<(i + 3), with: c)
        }
        for p in redPixels { set(p.x, p.y, [255, 255, 255]) }
        for p in redPixels { set(p.x + 6, p.y, p.color) }
        let moved = frame.deletingLastPathComponent().appendingPathComponent("moved.png")
        try PNGWriter.write(rgb: image.bytes, width: image.width, height: image.height, to: moved)

        let diff = frame.deletingLastPathComponent().appendingPathComponent("diff.png")
        let (result, json) = try compare([file.path, "--reference", moved.path, "--scale", "2", "--diff", diff.path])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.count == 3)
        let off = pairs.filter { ($0["difference"] as? Double ?? 0) > 0 }
        #expect(off.count == 1, "only the red box moved: \(result.stdout)")
        #expect(off.first?["dx"] as? Double == -3, "rendered − reference: the reference's box is 3 pt further right")
        #expect(off.first?["dy"] as? Double == 0 && off.first?["dwidth"] as? Double == 0)
        #expect(off.first?["difference"] as? Double == 3)
        #expect(json["verdict"] as? String == "off by 3.0 pt")
        #expect((json["ssim"] as? Double ?? 1) < 1)
        // 2 × 6 columns of 40 pixels differ: where the box was and where it is.
        #expect(json["differingFraction"] as? Double == ContractNumbers.round(Double(2 * 6 * 40) / Double(320 * 180)))
        let picture = try #require(RGBImage.load(diff.path))
        #expect(picture.width == 320 && picture.height == 180, "the diff picture has the reference's size")

        // The table says the same for people.
        let table = try Tool.run(["compare", file.path, "--reference", moved.path, "--scale", "2"], environment: environment)
        #expect(table.stdout.contains("verdict     off by 3.0 pt"), "\(table.stdout)")
        #expect(table.stdout.contains("-3.0"))
    }

    @Test func aSizeThatDoesNotMatchTheReferenceIsOneLineAndExitCode2() throws {
        let (file, frame) = try rendered("size")
        let result = try Tool.run(["compare", file.path, "--reference", frame.path, "--size", "100x100", "--scale", "2"],
                                  environment: environment)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("--size 100x100 at --scale 2 is 200x200 pixels"), "\(result.stderr)")
        #expect(result.stderr.contains("320x180"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aMissingReferenceIsOneLineAndExitCode2() throws {
        let dir = Tool.tempDir("compare-missing")
        let file = dir.appendingPathComponent("Boxes.swift")
        try Self.file.write(to: file, atomically: true, encoding: .utf8)
        let missing = dir.appendingPathComponent("nowhere.png").path
        let result = try Tool.run(["compare", file.path, "--reference", missing], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("--reference \(missing)"), "\(result.stderr)")
        #expect(!result.stderr.contains("building"), "nothing is built for bad input")

        let noFlag = try Tool.run(["compare", file.path], environment: environment)
        #expect(noFlag.status == 2)
        #expect(noFlag.stderr.split(separator: "\n").count == 1 && noFlag.stderr.contains("--reference"), "\(noFlag.stderr)")

        // `--era` takes the run's two eras only, checked before anything is built.
        let era = try Tool.run(["compare", file.path, "--reference", missing, "--era", "ios26"], environment: environment)
        #expect(era.status == 2)
        #expect(era.stderr.split(separator: "\n").count == 1 && era.stderr.contains("--era 'ios26': expected legacy or modern"), "\(era.stderr)")
    }
}

/// `--layout sizeThatFits` and containers: the size a preview takes on its own, and the boxes
/// inside a filled box.
@Suite(.serialized)
struct CompareLayoutTests {
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": CompareCommandTests.cache.path]) { $1 }
    }

    static let file = """
    import SwiftUI

    #Preview("Swatch", traits: .sizeThatFitsLayout) {
        Color.red.frame(width: 40, height: 20)
    }

    #Preview("Button") {
        Text("Go").padding(12).background(Color.blue)
    }

    #Preview("Card") {
        VStack(spacing: 0) {
            Text("A").frame(height: 20)
            Text("B").frame(height: 20)
        }
        .padding(20)
        .background(Color.blue)
    }

    """

    func write(_ name: String) throws -> URL {
        let dir = Tool.tempDir("compare-\(name)")
        let file = dir.appendingPathComponent("Layouts.swift")
        try Self.file.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func sizeThatFitsComparesThePreviewsOwnSizeWithTheReferences() throws {
        let file = try write("fits")
        // A reference 44×24 points @2x: the 40×20 swatch centred, as if iOS had sized it 4 pt bigger.
        let w = 88, h = 48
        var rgb = [UInt8](repeating: 255, count: w * h * 3)
        for y in 4..<44 { for x in 4..<84 { rgb[(y * w + x) * 3 + 1] = 40; rgb[(y * w + x) * 3 + 2] = 40 } }
        let reference = file.deletingLastPathComponent().appendingPathComponent("bigger.png")
        try PNGWriter.write(rgb: rgb, width: w, height: h, to: reference)
        let result = try Tool.run(["compare", file.path, "--reference", reference.path, "--scale", "2", "--preview", "Swatch",
                                   "--layout", "sizeThatFits", "--json"], environment: environment)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["fittingWidth"] as? Double == 40 && json["fittingHeight"] as? Double == 20, "\(result.stdout)")
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.count == 1 && pairs.first?["difference"] as? Double == 0, "at the reference's size the swatch is where it is there")
        #expect(json["largestDifference"] as? Double == 4)
        #expect(json["verdict"] as? String == "off by 4.0 pt")
    }

    @Test func boxesInsideAFilledBoxAreMatchedAtTheirOwnLevel() throws {
        let file = try write("nested")
        let record = file.deletingLastPathComponent().appendingPathComponent("frames")
        let open = try Tool.run(["open", file.path, "--headless", "--frames", "2", "--size", "100x60", "--preview", "Button",
                                 "--record", record.path], environment: environment)
        #expect(open.status == 0, "stderr: \(open.stderr)")
        let frame = record.appendingPathComponent("frame-00001.png")
        let result = try Tool.run(["compare", file.path, "--reference", frame.path, "--preview", "Button", "--json"],
                                  environment: environment)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["level"] as? Int } == [0, 1], "the blue box, then the word on it: \(result.stdout)")
        let button = try #require(pairs.first?["reference"] as? [String: Double])
        let word = try #require(pairs.last?["reference"] as? [String: Double])
        // The word's ink is inside the button, more than the 12 pt padding from its edges.
        #expect(word["x"]! >= button["x"]! + 12 && word["y"]! >= button["y"]! + 12, "\(button) \(word)")
        #expect(word["x"]! + word["width"]! <= button["x"]! + button["width"]! - 12)
        #expect(json["verdict"] as? String == "same")
    }
}

extension CompareLayoutTests {
    /// A card moved down by 12 pt in the reference, its two lines 20 pt apart: by absolute
    /// centres the reference's first line (now 12 pt lower) is nearer the rendering's second line
    /// (8 pt) than its first (12 pt); inside the matched card they pair in order, each 12 pt off.
    @Test func boxesInsideAMovedContainerPairWithTheirOwnCounterparts() throws {
        let file = try write("card")
        let record = file.deletingLastPathComponent().appendingPathComponent("frames")
        let open = try Tool.run(["open", file.path, "--headless", "--frames", "2", "--size", "100x120", "--scale", "2",
                                 "--preview", "Card", "--record", record.path], environment: environment)
        #expect(open.status == 0, "stderr: \(open.stderr)")
        var image = try #require(RGBImage.load(record.appendingPathComponent("frame-00001.png").path))
        // Everything 24 pixels (12 points) lower; white above.
        let row = image.width * 3
        image.bytes = [UInt8](repeating: 255, count: 24 * row) + image.bytes.prefix(image.bytes.count - 24 * row)
        let reference = file.deletingLastPathComponent().appendingPathComponent("lower.png")
        try PNGWriter.write(rgb: image.bytes, width: image.width, height: image.height, to: reference)

        let result = try Tool.run(["compare", file.path, "--reference", reference.path, "--scale", "2", "--preview", "Card", "--json"],
                                  environment: environment)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let pairs = try #require(json["pairs"] as? [[String: Any]])
        #expect(pairs.map { $0["level"] as? Int } == [0, 1, 1], "\(result.stdout)")
        #expect(pairs.allSatisfy { $0["dy"] as? Double == -12 && $0["dx"] as? Double == 0 }, "\(result.stdout)")
        #expect(json["verdict"] as? String == "off by 12.0 pt")
    }
}

/// The rounding the JSON report uses (6 decimals for fractions).
enum ContractNumbers {
    static func round(_ v: Double) -> Double { (v * 1_000_000).rounded() / 1_000_000 }
}
