import ArgumentParser
import Foundation
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI

/// `playground compare FILE.swift --reference REF.png`: renders the file's preview as
/// `playground open --headless --record` does, at the reference's pixel size, and measures the
/// two pictures: SSIM, mean difference, differing pixels, and the ink boxes matched between them.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render a SwiftUI file's preview at a reference PNG's size and measure how close the two are.",
        discussion: """
        The preview is built and recorded exactly as `playground open FILE --headless --record` does it, at \
        --size × --scale = the reference's pixel size (without --size, the size is the PNG's pixel size / --scale). \
        Printed: SSIM of the grayscale pictures (mean over every 8×8 window, stride 1), the mean absolute \
        difference per channel (0–255), the share of pixels differing by more than 8/255 in some channel, \
        and (with --layout sizeThatFits) the size the preview takes on its own here against the reference's size, \
        the ink boxes — bounding boxes in points of the regions that differ from each picture's \
        background (its most common border colour), a line's words joined (--merge-gap) — matched by \
        nearest centre, with each pair's offsets. Verdict: same (every box within 1 pt), off by N pt \
        (the largest edge or fitting-size difference), or wrong (boxes without a partner). A reference tagged Display P3 \
        is converted to sRGB first. Exit code 0 whatever the verdict; 2 for bad input; 1 when the file does not compile.
        """
    )

    @Argument(help: "The Swift file whose preview is rendered.")
    var file: String

    @Option(help: ArgumentHelp("The PNG to compare with.", valueName: "REF.png"))
    var reference: String

    @Option(help: ArgumentHelp("Render only this preview: its name or its number from 1 (default: the first).", valueName: "NAME"))
    var preview: String?

    @Option(help: ArgumentHelp("Size in points (default: the reference's pixel size / --scale).", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("Pixels per point.", valueName: "S"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("What the reference's test asked for: fixed, sizeThatFits or device. Every layout is measured at the reference's size; sizeThatFits also renders the preview (a .sizeThatFitsLayout one) at its own size and compares that size; device without --safe-area is noted.", valueName: "fixed|sizeThatFits|device"))
    var layout: String = "fixed"

    @Option(name: .customLong("safe-area"), help: ArgumentHelp("Safe-area insets in points.", valueName: "T,L,B,T"))
    var safeArea: String?

    @Option(name: .customLong("color-scheme"), help: ArgumentHelp("light or dark.", valueName: "light|dark"))
    var colorScheme: String = "light"

    @Option(name: .customLong("layout-direction"), help: ArgumentHelp("ltr or rtl.", valueName: "ltr|rtl"))
    var layoutDirection: String = "ltr"

    @Option(name: .customLong("dynamic-type"), help: ArgumentHelp("The window's text size, a DynamicTypeSize case (device references: medium).", valueName: "SIZE"))
    var dynamicType: String = "large"

    @Option(help: ArgumentHelp("Behaviour era of the iOS that drew the reference: legacy (the iOS 13/14 defaults) or modern (today's: iOS 26's lists, springs, continuous corners).", valueName: "legacy|modern"))
    var era: String = "legacy"

    @Option(help: ArgumentHelp("The recorded frame to measure, from 0 (frame 1 is after the first update: onAppear has run).", valueName: "N"))
    var frame: Int = 1

    @Option(name: .customLong("merge-gap"), help: ArgumentHelp("Ink side by side on a line closer than this many points is one box: the words of a line join, views 8 pt apart do not.", valueName: "PT"))
    var mergeGap: Double = 7.5

    @Option(help: ArgumentHelp("Write a picture of the differences here.", valueName: "OUT.png"))
    var diff: String?

    @Flag(help: "Print the measures as JSON instead of a table.")
    var json = false

    func run() throws {
        let referenceURL = URL(fileURLWithPath: reference)
        // Flags first: bad input costs no build.
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw PlaygroundError.badFlag("--scale \(scale): expected a number greater than 0 and at most 8")
        }
        guard ["fixed", "sizethatfits", "device"].contains(layout.lowercased()) else {
            throw PlaygroundError.badFlag("--layout '\(layout)': expected fixed, sizeThatFits or device")
        }
        guard ["light", "dark"].contains(colorScheme) else {
            throw PlaygroundError.badFlag("--color-scheme '\(colorScheme)': expected light or dark")
        }
        guard ["ltr", "rtl"].contains(layoutDirection) else {
            throw PlaygroundError.badFlag("--layout-direction '\(layoutDirection)': expected ltr or rtl")
        }
        guard ["legacy", "modern"].contains(era) else {
            throw PlaygroundError.badFlag("--era '\(era)': expected legacy or modern")
        }
        guard frame >= 0, frame < 10_000 else { throw PlaygroundError.badFlag("--frame \(frame): expected a frame number from 0 to 9999") }
        guard mergeGap.isFinite, mergeGap >= 0, mergeGap <= 100 else {
            throw PlaygroundError.badFlag("--merge-gap \(mergeGap): expected points from 0 to 100")
        }
        if let safeArea { _ = try RunOptions.parseSafeArea(safeArea) }
        let background: (UInt8, UInt8, UInt8) = colorScheme == "dark" ? (0, 0, 0) : (255, 255, 255)
        var refImage = try RGBRaster.load(referenceURL, role: "--reference", over: background)
        let profile = ColorProfile.of(referenceURL)
        var notes: [String] = []
        switch profile {
        case .sRGB: break
        case .displayP3:
            ColorProfile.convertP3ToSRGB(&refImage)
            notes.append("the reference is tagged Display P3: converted to sRGB")
        case .other(let what):
            notes.append("the reference carries \(what); compared without conversion")
        }

        // Points × scale must be the reference's pixels.
        let points: CGSize
        if let size {
            points = try RunOptions.parseSize(size)
            let pw = Int((points.width * scale).rounded()), ph = Int((points.height * scale).rounded())
            guard pw == refImage.width, ph == refImage.height else {
                throw PlaygroundError.badFlag("--size \(size) at --scale \(Self.number(scale)) is \(pw)x\(ph) pixels, but --reference \(reference) is \(refImage.width)x\(refImage.height) pixels")
            }
        } else {
            points = CGSize(width: Double(refImage.width) / scale, height: Double(refImage.height) / scale)
            notes.append("--size \(Self.number(points.width))x\(Self.number(points.height)) derived from the reference's \(refImage.width)x\(refImage.height) pixels at --scale \(Self.number(scale))")
            _ = try RunOptions.parseSize("\(Self.number(points.width))x\(Self.number(points.height))")
        }
        if layout.lowercased() == "device", safeArea == nil {
            notes.append("--layout device without --safe-area: rendered with no safe area")
        }

        var runFlags = ["--size", "\(Self.number(points.width))x\(Self.number(points.height))", "--scale", Self.number(scale),
                        "--color-scheme", colorScheme, "--layout-direction", layoutDirection, "--era", era,
                        "--dynamic-type", dynamicType]
        if let safeArea { runFlags += ["--safe-area", safeArea] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-compare-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = PreviewRender(file: file, preview: preview, runFlags: runFlags, frame: frame)
        let framePNG = try render.run(into: folder)
        let rendered = try RGBRaster.load(framePNG, role: "the rendered frame", over: background)
        guard rendered.width == refImage.width, rendered.height == refImage.height else {
            throw PlaygroundError.tool("the rendered frame is \(rendered.width)x\(rendered.height) pixels, expected \(refImage.width)x\(refImage.height)")
        }

        // sizeThatFits: the size the preview takes here on its own (the recorder rounds it up to
        // whole points), against the reference's, which is the fitting size iOS measured.
        var fitting: CGSize?
        if layout.lowercased() == "sizethatfits" {
            var ownFlags = runFlags
            if let i = ownFlags.firstIndex(of: "--size") { ownFlags.removeSubrange(i...(i + 1)) }
            let own = PreviewRender(file: file, preview: preview, runFlags: ownFlags, frame: 0)
            let png = try own.run(into: folder.appendingPathComponent("fitting"))
            let image = try RGBRaster.load(png, role: "the rendered frame", over: background)
            fitting = CGSize(width: Double(image.width) / scale, height: Double(image.height) / scale)
        }

        let metrics = PixelMetrics(reference: refImage, rendered: rendered)
        let refInk = InkBoxes(refImage, scale: scale, mergeGap: mergeGap)
        let renderedInk = InkBoxes(rendered, scale: scale, mergeGap: mergeGap)
        let matching = BoxMatching(reference: refInk.boxes, rendered: renderedInk.boxes)
        if let diff {
            try DiffImage.write(DiffImage.make(reference: refImage, rendered: rendered, referenceInk: refInk,
                                               renderedInk: renderedInk, scale: scale), to: URL(fileURLWithPath: diff))
        }
        let report = ComparisonReport(file: file, reference: reference, preview: preview, size: points, scale: scale,
                                      layout: layout, frame: frame, notes: notes, fitting: fitting, metrics: metrics,
                                      referenceBackground: refInk.background, renderedBackground: renderedInk.background,
                                      matching: matching)
        print(json ? report.json : report.table, terminator: "")
    }

    /// A number as flags write it: `2`, `50.5`.
    static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%g", v)
    }
}
