import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// `ShapeStyle.shadow(_:)` with `ShadowStyle.drop` and `.inner` (docs/semantics.md §17.6): drop
/// shadows beneath what the style paints, inner shadows inside its edges — shapes, strokes,
/// symbols and text — drawn by the real renderer.
@Suite(.serialized) @MainActor
struct ShadowStyleTests {
    func isBlack(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r < 30 && p.g < 30 && p.b < 30 }
    func isWhite(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.r > 225 && p.g > 225 && p.b > 225 }

    /// A crisp drop shadow (radius 0) is the shape's silhouette offset by (x, y), beneath it.
    @Test func dropShadowLiesBeneathOffset() throws {
        let view = Rectangle().fill(Color.red.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
            .frame(width: 40, height: 40).frame(width: 100, height: 100)
        let image = try renderImage(view, size: CGSize(width: 100, height: 100), scale: 1)
        // The rect covers 30…70; the shadow 40…80.
        let inside = image.pixel(50, 50)
        #expect(inside.r > 220 && inside.g < 70 && inside.b < 70, "\(inside)")
        #expect(isBlack(image.pixel(75, 75)), "\(image.pixel(75, 75))")
        #expect(isWhite(image.pixel(25, 25)) && isWhite(image.pixel(85, 85)) && isWhite(image.pixel(75, 35)))
    }

    /// A crisp inner shadow offset by (10, 10) darkens the shape's inside along its top and left
    /// edges (where the shape's outside, moved by the offset, reaches in); nothing outside it.
    @Test func innerShadowFallsInsideTheTopAndLeftEdges() throws {
        let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 10, y: 10)))
            .frame(width: 60, height: 60).frame(width: 100, height: 100)
        let image = try renderImage(view, size: CGSize(width: 100, height: 100), scale: 1)
        // The rect covers 20…80 on a white background: its first 10 points are shadow.
        #expect(isBlack(image.pixel(24, 50)) && isBlack(image.pixel(50, 24)) && isBlack(image.pixel(24, 24)))
        #expect(isWhite(image.pixel(50, 50)) && isWhite(image.pixel(76, 76)) && isWhite(image.pixel(76, 50)))
        // Outside the shape nothing is drawn.
        #expect(isWhite(image.pixel(15, 50)) && isWhite(image.pixel(85, 85)) && isWhite(image.pixel(50, 88)))
    }

    /// SwiftUI's default colours: 33 % black for drop shadows, 55 % for inner ones (linear
    /// white 0, as `View.shadow`'s default), so a crisp default inner shadow over white is grey.
    @Test func defaultColours() throws {
        let drop = ShadowStyle.drop(radius: 3), inner = ShadowStyle.inner(radius: 3)
        #expect(drop == .drop(color: Color(.sRGBLinear, white: 0, opacity: 0.33), radius: 3))
        #expect(inner == .inner(color: Color(.sRGBLinear, white: 0, opacity: 0.55), radius: 3, x: 0, y: 0))
        let view = Rectangle().fill(Color.white.shadow(.inner(radius: 0, x: 10, y: 0)))
            .frame(width: 60, height: 60).frame(width: 100, height: 100)
        let image = try renderImage(view, size: CGSize(width: 100, height: 100), scale: 1)
        let shaded = image.pixel(24, 50)
        // 55 % black over white: 255 × 0.45 ≈ 115.
        #expect(abs(shaded.r - 115) <= 3 && shaded.r == shaded.g && shaded.g == shaded.b, "\(shaded)")
        #expect(isWhite(image.pixel(50, 50)))
    }

    /// Text and strokes take the style's shadows too: a drop shadow beneath large black-weight
    /// text adds dark pixels to its lower right; an inner shadow darkens a white text's glyphs.
    @Test func textAndStrokes() throws {
        func darkPixels(_ image: RGBImage) -> Int {
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width where image.pixel(x, y).r < 100 { n += 1 } }
            return n
        }
        let plain = try renderImage(Text("Hi").font(.system(size: 60, weight: .black)).foregroundStyle(Color.white),
                                    size: CGSize(width: 120, height: 90), scale: 1)
        let inner = try renderImage(Text("Hi").font(.system(size: 60, weight: .black))
                                        .foregroundStyle(Color.white.shadow(.inner(color: .black, radius: 1, x: 3, y: 3))),
                                    size: CGSize(width: 120, height: 90), scale: 1)
        let dropped = try renderImage(Text("Hi").font(.system(size: 60, weight: .black))
                                        .foregroundStyle(Color.white.shadow(.drop(color: .black, radius: 1, x: 3, y: 3))),
                                      size: CGSize(width: 120, height: 90), scale: 1)
        #expect(darkPixels(plain) == 0)
        #expect(darkPixels(inner) > 100, "\(darkPixels(inner))")
        #expect(darkPixels(dropped) > 100, "\(darkPixels(dropped))")
        let ring = try renderImage(Circle().stroke(Color.white.shadow(.drop(color: .black, radius: 0, x: 0, y: 8)), lineWidth: 4)
                                    .frame(width: 60, height: 60), size: CGSize(width: 100, height: 100), scale: 1)
        // The ring's bottom at y = 80; its shadow 8 below.
        #expect(ring.pixel(50, 87).r < 60, "\(ring.pixel(50, 87))")
    }

    /// A heavy symbol is its glyph and a thickening stroke; both are inside the one shadow
    /// group, so the shadow is the thickened glyph's.
    @Test func heavySymbolsCastOneShadow() {
        let host = ViewHost(rootView: Image(systemName: "star.fill").font(.system(size: 40, weight: .heavy))
                                .foregroundStyle(Color.red.shadow(.drop(color: .black, radius: 0, x: 5, y: 5))),
                            size: CGSize(width: 100, height: 100))
        let items = host.displayList.items
        let begin = items.firstIndex { if case .beginGroup(.shadow) = $0 { return true } else { return false } }
        #expect(begin != nil)
        if let begin, begin + 3 < items.count {
            let inside = items[(begin + 1)...(begin + 2)].compactMap { if case .shape(let d) = $0 { return d.paint } else { return nil } }
            #expect(inside.count == 2, "\(items)")
            if inside.count == 2 {
                #expect({ if case .fill = inside[0] { return true } else { return false } }())
                #expect({ if case .stroke = inside[1] { return true } else { return false } }())
            }
            #expect({ if case .endGroup = items[begin + 3] { return true } else { return false } }())
        }
    }

    /// The style's opacity applies to its shadows; a clear style with an inner shadow draws only
    /// the shadow's colour where the shape is not (nothing: the shape's coverage masks it).
    @Test func opacityScalesTheShadow() throws {
        let view = Rectangle().fill(Color.red.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)).opacity(0.5))
            .frame(width: 40, height: 40).frame(width: 100, height: 100)
        let image = try renderImage(view, size: CGSize(width: 100, height: 100), scale: 1)
        let shadow = image.pixel(75, 75)
        #expect(abs(shadow.r - 128) <= 3, "\(shadow)")
    }

    /// Published-style code: an inset card, a floating circle, embossed and pressed text, a
    /// symbol and a stroke, at 2× (looked at when it was made).
    @Test func shadowStylesGolden() throws {
        let view = VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.blue.gradient.shadow(.inner(color: .black.opacity(0.6), radius: 6, x: 4, y: 4)))
                .frame(width: 200, height: 100)
            Circle()
                .fill(Color.white.shadow(.drop(color: .black.opacity(0.3), radius: 8, x: 0, y: 6)))
                .frame(width: 90, height: 90)
            Text("Shadowed")
                .font(.largeTitle.bold())
                .foregroundStyle(Color.orange.shadow(.drop(color: .black, radius: 1, x: 2, y: 2)))
            Text("Pressed In")
                .font(.system(size: 44, weight: .black))
                .foregroundStyle(Color.gray.shadow(.inner(color: .black, radius: 2, x: 2, y: 2)))
            Image(systemName: "star.fill")
                .font(.system(size: 56))
                .foregroundStyle(Color.yellow.shadow(.inner(radius: 3)))
            Capsule().stroke(Color.green.shadow(.inner(radius: 2)), lineWidth: 10).frame(width: 160, height: 40)
        }
        .padding(30)
        .background(Color(white: 0.93))
        let image = try renderImage(view, size: CGSize(width: 320, height: 660), scale: 2)
        try assertGolden(image, "style-shadows")
    }
}
