import Foundation
import PlaygroundSDL
import PlaygroundUI
import Testing

/// Fill and stroke together, in pixels (docs/semantics.md §17.7): the fill shows inside, the
/// stroke over its edge.
@Suite(.serialized) @MainActor
struct ShapeViewChainRasterTests {
    @Test func aFilledDiscWithARingInside() throws {
        // A 40-pt disc at (0, 0) at scale 2: red inside, a 4-pt blue ring along its inner edge.
        let img = try renderImage(Circle().fill(.red).strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40)
                                      .frame(width: 50, height: 50, alignment: .topLeading).background(Color.white),
                                  size: CGSize(width: 50, height: 50), scale: 2)
        let centre = img.pixel(40, 40), ring = img.pixel(4, 40), outside = img.pixel(90, 90)
        #expect(centre.r > 240 && centre.g < 70 && centre.b < 70, "\(centre)")   // red
        #expect(ring.b > 230 && ring.r < 30 && ring.g < 150, "\(ring)")          // blue, 2 pt inside the edge
        #expect(outside.r > 250 && outside.g > 250 && outside.b > 250, "\(outside)")
    }

    @Test func aYellowCardWithABlackOutline() throws {
        let img = try renderImage(RoundedRectangle(cornerRadius: 8).fill(.yellow).stroke(.black, lineWidth: 2)
                                      .frame(width: 60, height: 40).padding(5).background(Color.white),
                                  size: CGSize(width: 70, height: 50), scale: 2)
        let inside = img.pixel(70, 50), edge = img.pixel(10, 50), beyond = img.pixel(6, 50)
        #expect(inside.r > 240 && inside.g > 190 && inside.b < 40, "\(inside)")  // yellow
        #expect(edge.r < 40 && edge.g < 40 && edge.b < 40, "\(edge)")             // the stroke on the edge (x = 5 pt)
        #expect(beyond.r > 250 && beyond.g > 250, "\(beyond)")                     // white beyond the stroke's outer half
    }
}
