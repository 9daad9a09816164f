import Testing
@testable import PlaygroundUI

// `MeshGradient` (iOS 18; docs/semantics.md §17.8): colours at the grid's points, blended between.
@MainActor
@Suite struct MeshGradientTests {
    /// The bitmap the gradient draws, and the rect it is stretched over.
    private func drawn(_ view: some View, size: CGSize = CGSize(width: 200, height: 100)) -> (Bitmap, CGRect)? {
        let h = ViewHost(rootView: view, size: size)
        for item in h.displayList.items {
            if case .shape(let s) = item, let image = s.image { return (image.bitmap, image.imageRect) }
        }
        return nil
    }

    private func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * b.width + x) * 4
        return (0..<4).map { Int(b.pixels[i + $0]) }
    }

    // Red along the top, blue along the bottom: the top row red, the bottom row blue, halfway
    // down an even blend (sRGB components, `.device`), the same across the width.
    @Test func colorsBlendBetweenThePoints() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [.init(red: 1, green: 0, blue: 0), .init(red: 1, green: 0, blue: 0),
                                         .init(red: 0, green: 0, blue: 1), .init(red: 0, green: 0, blue: 1)],
                                smoothsColors: false)
        let (b, rect) = try #require(drawn(mesh))
        expectEqual(rect, CGRect(x: 0, y: 0, width: 200, height: 100))
        // One pixel for 2 points: 100 × 50.
        #expect(b.width == 100 && b.height == 50)
        let top = pixel(b, 50, 0), bottom = pixel(b, 50, 49), middle = pixel(b, 10, 25)
        #expect(top[0] >= 250 && top[2] <= 5 && top[3] == 255, "\(top)")
        #expect(bottom[2] >= 250 && bottom[0] <= 5, "\(bottom)")
        // Row 25's centre is 25.5 / 50 of the way down.
        #expect(abs(middle[0] - 125) <= 2 && abs(middle[2] - 130) <= 2 && middle[1] == 0, "\(middle)")
        expectEqual(pixel(b, 90, 25), middle)
    }

    // Points that leave the corners uncovered show the background there; inside, the colours.
    @Test func theBackgroundShowsWhereNoPatchCovers() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let mesh = MeshGradient(width: 2, height: 2, points: [[0.5, 0], [1, 0.5], [0, 0.5], [0.5, 1]],
                                colors: [green, green, green, green], background: .init(red: 0, green: 0, blue: 0))
        let (b, _) = try #require(drawn(mesh))
        expectEqual(pixel(b, 1, 1), [0, 0, 0, 255])
        expectEqual(pixel(b, 50, 25), [0, 255, 0, 255])
    }

    // A grid too small, or with too few points or colours, draws only the background.
    @Test func malformedGridsDrawTheBackground() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red], background: .clear)
        let (b, _) = try #require(drawn(mesh))
        #expect(b.pixels.allSatisfy { $0 == 0 })
    }
}

@MainActor
@Suite struct MeshGradientInputTests {
    // Points far outside the view (or not numbers) draw what they can and never stop the
    // program (a point at 1e18 trapped converting its pixel box to integers).
    @Test func pointsFarOutsideOrNotNumbersAreHarmless() {
        for far in [SIMD2<Float>(1e18, 1), SIMD2<Float>(.nan, 1), SIMD2<Float>(.infinity, -.infinity)] {
            let m = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], far], colors: [.red, .blue, .green, .yellow])
            let h = ViewHost(rootView: m.frame(width: 100, height: 100), size: CGSize(width: 200, height: 200))
            h.advance()
            #expect(h.displayList.items.contains { if case .shape(let s) = $0 { return s.image != nil } else { return false } })
        }
    }
}

@MainActor
@Suite struct MeshGradientReuseTests {
    // Drawn again with the same inputs (a body evaluated again, a window opened twice), a
    // gradient reuses its bitmap instead of drawing it anew each frame; other colours draw anew.
    @Test func theSameGradientReusesItsBitmap() throws {
        func bitmap(_ c: Color) throws -> Bitmap {
            let m = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [c, .blue, .green, .yellow])
            let h = ViewHost(rootView: m, size: CGSize(width: 120, height: 80))
            let bitmaps = h.displayList.items.compactMap { item -> Bitmap? in
                if case .shape(let s) = item { return s.image?.bitmap } else { return nil }
            }
            return try #require(bitmaps.first)
        }
        let a = try bitmap(.red), b = try bitmap(.red), c = try bitmap(.orange)
        #expect(a === b)
        #expect(a !== c)
    }
}
