import CPixels
import Foundation
import PlaygroundRender
import PlaygroundUI
import Testing

/// The picture's conversion to bytes (`CPixels`, docs/rendering.md "Debug builds"): each channel
/// v·255 + 0.5 clamped to 0…255 and truncated, NaN as 0, in RGB for frames and BGRA for the window.
@Suite struct PixelBytesTests {
    /// Channel values and the bytes the renderer has always given them (the Swift loop's rule).
    static let cases: [(Float, UInt8)] = [
        (0, 0), (1, 255), (0.5, 128), (-0.25, 0), (2, 255), (.nan, 0), (.infinity, 255), (-.infinity, 0),
        (-0.0, 0), (0.6 / 255, 1), (0.3 / 255, 0), (254.7 / 255, 255), (254.2 / 255, 254), (0.2, 51), (0.7, 179),
    ]

    @Test func channelsRoundAndClampAsTheRendererDid() {
        for (value, expected) in Self.cases {
            let rgba: [Float] = [value, value, value, 1]
            var rgb = [UInt8](repeating: 7, count: 3)
            pp_rgb_bytes(rgba, 1, &rgb)
            #expect(rgb == [expected, expected, expected], "channel \(value)")
            // The Swift rule the C function replaced, for the same value.
            let y = value * 255 + 0.5
            #expect(UInt8(truncatingIfNeeded: Int32(y >= 0 ? (y < 255 ? y : 255) : 0)) == expected, "channel \(value)")
        }
    }

    /// RGB keeps the channels in order and drops alpha; BGRA swaps red and blue, sets alpha to
    /// 255, and writes only the region asked for, at the destination's pitch.
    @Test func rgbAndBGRALayouts() {
        // A 3×2 picture: pixel (x, y) has red x/4, green y/4, blue 1, alpha 0.5.
        var rgba: [Float] = []
        for y in 0..<2 { for x in 0..<3 { rgba += [Float(x) / 4, Float(y) / 4, 1, 0.5] } }
        var rgb = [UInt8](repeating: 0, count: 18)
        pp_rgb_bytes(rgba, 6, &rgb)
        #expect(Array(rgb[0..<6]) == [0, 0, 255, 64, 0, 255])
        #expect(Array(rgb[15..<18]) == [128, 64, 255])

        // Pixels 1…2 of row 1, into rows 10 bytes apart (the rest untouched).
        var bgra = [UInt8](repeating: 9, count: 20)
        bgra.withUnsafeMutableBufferPointer { pp_bgra_bytes(rgba, 3, 1, 1, 3, 2, $0.baseAddress!, 10) }
        #expect(Array(bgra[0..<8]) == [255, 64, 64, 255, 255, 64, 128, 255])
        #expect(Array(bgra[8..<20]) == [UInt8](repeating: 9, count: 12))
    }

    /// A drawn picture read both ways gives the same colours.
    @MainActor @Test func aDrawnPictureReadsTheSameBothWays() {
        let renderer = SoftwareRenderer(pixelWidth: 40, pixelHeight: 30, scale: 1, text: nil)
        renderer.render(DisplayList(items: [
            .shape(ShapeDrawing(outline: .ellipse, rect: CGRect(x: 3, y: 4, width: 30, height: 20),
                                paint: .fill(ResolvedColor(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.8)))),
        ]))
        let rgb = renderer.rgbBytes()
        var bgra = [UInt8](repeating: 0, count: 40 * 30 * 4)
        bgra.withUnsafeMutableBytes { renderer.copyBGRA(to: $0.baseAddress!, pitch: 40 * 4) }
        var differing = 0, shaded = 0
        for i in 0..<(40 * 30) {
            if rgb[i * 3] != bgra[i * 4 + 2] || rgb[i * 3 + 1] != bgra[i * 4 + 1] || rgb[i * 3 + 2] != bgra[i * 4] || bgra[i * 4 + 3] != 255 {
                differing += 1
            }
            if rgb[i * 3] != rgb[i * 3 + 2] { shaded += 1 }
        }
        #expect(differing == 0)
        #expect(shaded > 300)
    }
}
