import Foundation

/// What `playground compare` prints: a table for people, or JSON (`--json`) for scripts.
struct ComparisonReport {
    var file: String
    var reference: String
    var preview: String?
    var size: CGSize
    var scale: Double
    var layout: String
    var frame: Int
    var notes: [String]
    /// With `--layout sizeThatFits`: the preview's own size here, in points.
    var fitting: CGSize?
    var metrics: PixelMetrics
    var referenceBackground: (UInt8, UInt8, UInt8)
    var renderedBackground: (UInt8, UInt8, UInt8)
    var matching: BoxMatching

    var table: String {
        var s = ""
        let px = "\(Int((size.width * scale).rounded()))x\(Int((size.height * scale).rounded())) px"
        s += "reference   \(reference)\n"
        s += "rendered    \(file)\(preview.map { " --preview \"\($0)\"" } ?? ""), frame \(frame), --layout \(layout)\n"
        s += "size        \(CompareCommand.number(size.width))x\(CompareCommand.number(size.height)) pt @\(CompareCommand.number(scale))x (\(px))\n"
        for note in notes { s += "note        \(note)\n" }
        if let fitting {
            s += String(format: "fitting     here %gx%g pt (whole points, rounded up), reference %gx%g pt: d %+.1f, %+.1f\n",
                        fitting.width, fitting.height, size.width, size.height, fitting.width - size.width, fitting.height - size.height)
        }
        s += String(format: "SSIM        %.4f   (grayscale, mean over 8×8 windows, stride 1)\n", metrics.ssim)
        s += String(format: "mean diff   R %.2f  G %.2f  B %.2f   (0–255)\n", metrics.meanDifference[0], metrics.meanDifference[1], metrics.meanDifference[2])
        s += String(format: "differing   %.2f %% of pixels (> 8/255 in some channel)\n", metrics.differingFraction * 100)
        s += "background  reference \(Self.hex(referenceBackground)), rendered \(Self.hex(renderedBackground))\n"
        s += "ink boxes   (points: x, y, width × height; d = rendered − reference; L = nesting level: 1 inside a filled level-0 box, 2 inside a filled level-1 box)\n"
        s += "  #  L  reference                      rendered                          dx     dy     dw     dh   diff\n"
        for (n, p) in matching.pairs.enumerated() {
            let r = p.reference, q = p.rendered
            let numbers = String(format: "%+6.1f %+6.1f %+6.1f %+6.1f  %5.1f", q.minX - r.minX, q.minY - r.minY,
                                 q.width - r.width, q.height - r.height, p.difference)
            s += String(format: "%3d  %d  ", n + 1, p.level) + Self.rect(r).padding(toLength: 29, withPad: " ", startingAt: 0) + "  "
                + Self.rect(q).padding(toLength: 32, withPad: " ", startingAt: 0) + numbers + "\n"
        }
        for r in matching.onlyInReference { s += "  -  \(r.level)  \(Self.rect(r.rect).padding(toLength: 29, withPad: " ", startingAt: 0))  (none)\n" }
        for q in matching.onlyRendered { s += "  -  \(q.level)  (none)                         \(Self.rect(q.rect))\n" }
        s += "verdict     \(verdict)\(verdictDetail)\n"
        return s
    }

    /// The fitting size's largest difference, in points (0 without `--layout sizeThatFits`).
    var fittingDifference: Double {
        guard let fitting else { return 0 }
        return max(abs(fitting.width - size.width), abs(fitting.height - size.height))
    }

    /// The boxes' verdict, "off by N pt" when the fitting size is further off than every box.
    var verdict: String {
        let boxes = matching.verdict
        guard boxes != "wrong" else { return boxes }
        let d = max(matching.largestDifference, fittingDifference)
        return d <= 1 ? "same" : "off by \(String(format: "%.1f", d)) pt"
    }

    private var verdictDetail: String {
        let a = matching.onlyInReference.count, b = matching.onlyRendered.count
        guard a + b > 0 else { return "" }
        return " (\(matching.pairs.count) boxes matched, \(a) only in the reference, \(b) only rendered; matched ones off by up to \(String(format: "%.1f", matching.largestDifference)) pt)"
    }

    private struct JSONBox: Encodable { var x, y, width, height: Double; var level: Int }
    private struct JSONPair: Encodable {
        var level: Int
        var reference: JSONBox, rendered: JSONBox
        var dx, dy, dwidth, dheight, difference: Double
    }
    private struct JSONReport: Encodable {
        var file, reference: String
        var preview: String?
        var width, height, scale: Double
        var layout: String
        var frame: Int
        var notes: [String]
        var fittingWidth, fittingHeight: Double?
        var ssim: Double
        var ssimMethod: String
        var meanDifference: [String: Double]
        var differingFraction: Double
        var referenceBackground, renderedBackground: String
        var pairs: [JSONPair]
        var onlyInReference, onlyRendered: [JSONBox]
        var largestDifference: Double
        var verdict: String
    }

    var json: String {
        func box(_ r: CGRect, _ level: Int) -> JSONBox {
            JSONBox(x: Self.round(r.minX), y: Self.round(r.minY), width: Self.round(r.width), height: Self.round(r.height), level: level)
        }
        let report = JSONReport(
            file: file, reference: reference, preview: preview, width: size.width, height: size.height, scale: scale,
            layout: layout, frame: frame, notes: notes, fittingWidth: fitting.map { Double($0.width) },
            fittingHeight: fitting.map { Double($0.height) }, ssim: Self.round(metrics.ssim, 6),
            ssimMethod: "grayscale (Rec. 601 luma), mean over every 8x8 window, stride 1, C1=(0.01*255)^2, C2=(0.03*255)^2",
            meanDifference: ["r": Self.round(metrics.meanDifference[0]), "g": Self.round(metrics.meanDifference[1]), "b": Self.round(metrics.meanDifference[2])],
            differingFraction: Self.round(metrics.differingFraction, 6),
            referenceBackground: Self.hex(referenceBackground), renderedBackground: Self.hex(renderedBackground),
            pairs: matching.pairs.map { p in
                JSONPair(level: p.level, reference: box(p.reference, p.level), rendered: box(p.rendered, p.level),
                         dx: Self.round(p.rendered.minX - p.reference.minX), dy: Self.round(p.rendered.minY - p.reference.minY),
                         dwidth: Self.round(p.rendered.width - p.reference.width), dheight: Self.round(p.rendered.height - p.reference.height),
                         difference: Self.round(p.difference))
            },
            onlyInReference: matching.onlyInReference.map { box($0.rect, $0.level) },
            onlyRendered: matching.onlyRendered.map { box($0.rect, $0.level) },
            largestDifference: Self.round(max(matching.largestDifference, fittingDifference)), verdict: verdict)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func round(_ v: Double, _ digits: Int = 3) -> Double {
        let f = (0..<digits).reduce(1.0) { acc, _ in acc * 10 }
        return (v * f).rounded() / f
    }

    static func rect(_ r: CGRect) -> String {
        String(format: "%.1f, %.1f, %.1f × %.1f", r.minX, r.minY, r.width, r.height)
    }

    static func hex(_ c: (UInt8, UInt8, UInt8)) -> String { String(format: "#%02x%02x%02x", c.0, c.1, c.2) }
}
