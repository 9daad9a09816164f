import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The software rasteriser: golden images, anti-aliasing and determinism.
@Suite(.serialized) @MainActor
struct RasterTests {
    @Test func borderGoldenAt1x() throws {
        try assertGolden(try renderImage(BorderSample(), size: CGSize(width: 120, height: 80), scale: 1), "border-1x")
    }

    @Test func borderGoldenAt2x() throws {
        try assertGolden(try renderImage(BorderSample(), size: CGSize(width: 120, height: 80), scale: 2), "border-2x")
    }

    @Test func shapesGolden() throws {
        try assertGolden(try renderImage(ShapesSample(), size: CGSize(width: 180, height: 80), scale: 2), "shapes-2x")
    }

    @Test func borderIsAntiAliased() throws {
        // The border's curved corners must have intermediate (blended) pixels, not only pink/white.
        let image = try renderImage(BorderSample(), size: CGSize(width: 120, height: 80), scale: 1)
        var partial = 0
        for y in 6..<20 { for x in 6..<20 {
            let p = image.pixel(x, y)
            if p.r == 255, p.g > 60, p.g < 240 { partial += 1 }
        } }
        #expect(partial > 4, "expected blended edge pixels in the top-left corner")
    }

    @Test func renderingIsDeterministic() throws {
        let a = try renderImage(ShapesSample(), size: CGSize(width: 180, height: 80), scale: 1)
        let b = try renderImage(ShapesSample(), size: CGSize(width: 180, height: 80), scale: 1)
        #expect(a.bytes == b.bytes)
    }

    @Test func emptyAndHostileDisplayListsDoNotCrash() {
        let r = SoftwareRenderer(pixelWidth: 50, pixelHeight: 40, scale: 1, text: nil)
        let red = ResolvedColor(red: 1, green: 0, blue: 0, opacity: 1)
        let huge = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        r.render(DisplayList(items: [
            .endGroup,
            .beginGroup(.clip(CGRect(x: 5, y: 5, width: 20, height: 20))),
            .shape(ShapeDrawing(outline: .ellipse, rect: huge, paint: .fill(red))),
            .shape(ShapeDrawing(outline: .rectangle, rect: nan, paint: .fill(red))),
            .shape(ShapeDrawing(outline: .roundedRectangle(cornerSize: CGSize(width: 1e12, height: -3), style: .continuous),
                                rect: CGRect(x: 0, y: 0, width: 30, height: 30),
                                paint: .stroke(red, StrokeStyle(lineWidth: 500, dash: [0.0001, 0])))),
            .beginGroup(.shadow(color: red, radius: 1e6, offset: CGSize(width: 1e9, height: 0))),
            .beginGroup(.opacity(.nan)),
        ]))
        let bytes = r.rgbBytes()
        #expect(bytes.count == 50 * 40 * 3)
        // Inside the clip the huge ellipse covers everything; outside stays white.
        #expect(Array(bytes[0..<3]) == [255, 255, 255])
        let i = (10 * 50 + 10) * 3
        #expect(Array(bytes[i..<(i + 3)]) == [255, 0, 0])
    }
}
