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

    /// A clip and a shape whose edges cross one pixel cover the pixel by their intersection, not by
    /// the product of their coverages (docs/rendering.md "Clips"): a shape just outside a clip
    /// whose edge falls mid-pixel leaves nothing there (it left a quarter of its colour: the faint
    /// line under a scroll view's tab underline at 3x), and a shape reaching into that pixel covers
    /// what both cover.
    @Test func aClipAndAShapeInOnePixelCoverTheirIntersection() {
        let r = SoftwareRenderer(pixelWidth: 40, pixelHeight: 30, scale: 1, text: nil)
        let red = ResolvedColor(red: 1, green: 0, blue: 0, opacity: 1)
        r.render(DisplayList(items: [
            .beginGroup(.clip(CGRect(x: 0, y: 0, width: 40, height: 10.5))),
            // Left: wholly below the clip, from the clip's edge (10.5) down.
            .shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 10.5, width: 10, height: 10), paint: .fill(red))),
            // Right: from 5 to 10.75, across the clip's edge inside pixel row 10.
            .shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 20, y: 5, width: 10, height: 5.75), paint: .fill(red))),
            // Middle: a circle crossing the clip's edge (its contour is cut, not the pixels).
            .shape(ShapeDrawing(outline: .ellipse, rect: CGRect(x: 12, y: 6, width: 6, height: 10), paint: .fill(red))),
            .endGroup,
        ]))
        let bytes = r.rgbBytes()
        func px(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * 40 + x) * 3; return Array(bytes[i..<(i + 3)]) }
        #expect(px(5, 10) == [255, 255, 255])                 // was 191: 255 − ¼ × 255
        #expect(px(5, 11) == [255, 255, 255])
        #expect(px(25, 9) == [255, 0, 0])
        #expect(px(25, 10) == [255, 128, 128])                // half the pixel: both cover 10…10.5 (was ⅜)
        #expect(px(25, 11) == [255, 255, 255])
        #expect(px(15, 11) == [255, 255, 255])
        #expect(px(15, 9) == [255, 0, 0])
    }

    /// `cornerRadius(_:)` clips with circular corners of that radius (docs/semantics.md §10), not with
    /// the plain rectangle: a corner
    /// pixel stays background, the middle of an edge and the inside are the content's colour, and
    /// the arc is anti-aliased. Rendering only: the content is laid out and hit as before.
    @Test @MainActor func cornerRadiusClipsWithRoundedCorners() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100).cornerRadius(20)
        let image = try renderImage(view, size: CGSize(width: 100, height: 100), scale: 2)
        let white = (r: 255, g: 255, b: 255), red = (r: 255, g: 0, b: 0)
        func at(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) { image.pixel(x, y) }
        #expect(at(1, 1) == white)              // outside the arc
        #expect(at(198, 198) == white)
        #expect(at(100, 1) == red)              // edge middle: inside
        #expect(at(1, 100) == red)
        #expect(at(100, 100) == red)
        // On the arc (radius 40 px at 2×, centre (40, 40)): 45° point ≈ (11.7, 11.7) px is partly covered.
        let edge = at(11, 11)
        #expect(edge.r == 255 && edge.g > 0 && edge.g < 255, "\(edge)")
        // A plain clip keeps its square corners.
        let square = try renderImage(Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100).clipped(),
                                     size: CGSize(width: 100, height: 100), scale: 2)
        #expect(square.pixel(1, 1) == red)
    }
}
