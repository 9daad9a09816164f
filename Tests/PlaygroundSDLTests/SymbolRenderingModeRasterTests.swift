import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Symbols drawn in their rendering modes by the software renderer (docs/semantics.md §19.6).
@MainActor
struct SymbolRenderingModeRasterTests {
    /// The rectangles (points) of the paths a view draws, back to front.
    private func shapeBounds(_ host: ViewHost) -> [CGRect] {
        host.displayList.items.compactMap { if case .shape(let s) = $0, case .path(let p, _) = s.outline { return p.boundingRect } else { return nil } }
    }

    // §19.6: `person.fill.badge.plus` in multicolour at SpeziViews' 50 pt (iOS 26 @3x draws the
    // person in the accent colour, the badge's disc systemGreen (52, 199, 89) and its plus
    // white): on a black ground, so that the plus shows it is painted and not a hole.
    @Test func personBadgePlusMulticolorAtThreeX() throws {
        let view = Image(systemName: "person.fill.badge.plus")
            .symbolRenderingMode(.multicolor)
            .foregroundColor(.accentColor)
            .font(.custom("Header Symbol", size: 50, relativeTo: .title))
            .dynamicTypeSize(.medium)
            .frame(width: 120, height: 100)
            .background(Color.black)
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: view, size: CGSize(width: 120, height: 100), textMeasurer: engine)
        let shapes = shapeBounds(host)
        try #require(shapes.count == 3)   // the person, the disc, the plus (the ground is a rectangle)
        let disc = shapes[1], plus = shapes[2]
        let renderer = SoftwareRenderer(pixelWidth: 360, pixelHeight: 300, scale: 3, text: engine)
        let image = renderer.image(of: host.displayList)
        func at(_ p: CGPoint) -> (r: Int, g: Int, b: Int) { image.pixel(Int(p.x * 3), Int(p.y * 3)) }
        // The plus's middle, and a point of the disc between two of the plus's arms.
        let white = at(CGPoint(x: plus.midX, y: plus.midY))
        #expect(white == (255, 255, 255), "plus \(white)")
        let r = disc.width / 2
        let green = at(CGPoint(x: disc.midX + 0.45 * r, y: disc.midY + 0.45 * r))
        #expect(green == (52, 199, 89), "disc \(green)")
        // The person's head (above the badge), in the accent colour (here iOS 13–18's system blue).
        let person = shapes[0]
        let head = at(CGPoint(x: person.minX + person.width * 0.4, y: person.minY + person.height * 0.2))
        #expect(head == (0, 122, 255), "person \(head)")
        // The clear ring round the disc: between the person's body and the disc, the ground shows.
        let gap = at(CGPoint(x: disc.minX - 1, y: disc.midY))
        #expect(gap.r < 40 && gap.g < 40 && gap.b < 40, "gap \(gap)")
    }
}
