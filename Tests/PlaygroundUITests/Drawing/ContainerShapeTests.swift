import Foundation
import Testing
@testable import PlaygroundUI

// Container shapes (docs/semantics.md §16.5): `containerShape(_:)`, `ContainerRelativeShape`
// and iOS 26's `ConcentricRectangle` with its corner styles.

@MainActor
@Suite struct ContainerShapeTests {
    private func host<V: View>(_ v: V) -> ViewHost { ViewHost(rootView: v, size: CGSize(width: 300, height: 300)) }

    private func outline(_ radii: RectangleCornerRadii, _ rect: CGRect) -> ShapeOutline {
        UnevenRoundedRectangle(cornerRadii: radii, style: .continuous)._outline(in: rect).0
    }
    private func uniform(_ r: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
    }

    @Test func aContainerRelativeShapeIsTheContainersShapeInsetToItsFrame() throws {
        // Apple: "a shape that is replaced by an inset version of the current container shape";
        // a rounded container of radius 40 gives 30 at 10 pt in and 16 at 24 pt in.
        let h = host(ZStack {
            ContainerRelativeShape().fill(Color.orange).padding(10)
            ContainerRelativeShape().fill(Color.yellow).padding(24)
        }
        .frame(width: 170, height: 170)
        .containerShape(RoundedRectangle(cornerRadius: 40)))
        let orange = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.orange.resolved) })
        let yellow = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.yellow.resolved) })
        expectEqual(orange.outline, outline(uniform(30), orange.rect))
        expectEqual(yellow.outline, outline(uniform(16), yellow.rect))
        // Without a container shape, a rectangle.
        let bare = host(ContainerRelativeShape().fill(Color.orange).frame(width: 50, height: 50))
        expectEqual(bare.shapeDrawings.first?.outline, .rectangle)
        // In a round container, round.
        let round = host(ContainerRelativeShape().fill(Color.orange).padding(5).frame(width: 80, height: 40)
            .containerShape(Capsule()))
        expectEqual(round.shapeDrawings.first?.outline, .capsule(style: .continuous))
    }

    @Test func aClipFollowsTheContainerToo() throws {
        let h = host(Color.indigo.frame(width: 100, height: 100)
            .clipShape(ContainerRelativeShape())
            .containerShape(RoundedRectangle(cornerRadius: 20)))
        let clip = try #require(h.displayList.items.compactMap { item -> (ShapeOutline, CGRect)? in
            if case .beginGroup(.clipShape(let o, let r)) = item { return (o, r) } else { return nil }
        }.first)
        expectEqual(clip.0, outline(uniform(20), clip.1))
    }

    @Test func concentricCornersFollowEachCornerOfTheContainer() throws {
        // Apple: each corner's radius is computed from the container's corner; `isUniform` gives
        // every corner the largest; `.concentric(minimum:)` never goes below the minimum.
        let h = host(HStack(spacing: 8) {
            Color.clear.frame(width: 100, height: 50)
                .background(Color.red, in: ConcentricRectangle(corners: .concentric(minimum: 8), isUniform: true))
            Color.clear.frame(width: 100, height: 50)
                .background(Color.blue, in: .rect(corners: .concentric(minimum: 8)))
        }
        .padding(12)
        .containerShape(.rect(cornerRadius: 32)))
        let red = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) })
        let blue = try #require(h.shapeDrawings.first { $0.paint == .fill(Color.blue.resolved) })
        // Each is 12 pt in from the container's top and bottom: the blue one 12 pt from its
        // trailing side, so 32 − 12 = 20 at its trailing corners and the minimum 8 at its leading
        // ones (120 pt in); the red one the other way round, all 20 as it is uniform.
        expectEqual(blue.outline, outline(RectangleCornerRadii(topLeading: 8, bottomLeading: 8, bottomTrailing: 20, topTrailing: 20), blue.rect))
        expectEqual(red.outline, outline(uniform(20), red.rect))
        // Fixed corners stay; a number is a fixed radius.
        let fixed = host(Color.green.frame(width: 80, height: 80)
            .clipShape(ConcentricRectangle(uniformTopCorners: .fixed(4), uniformBottomCorners: 10)))
        let clip = try #require(fixed.displayList.items.compactMap { item -> (ShapeOutline, CGRect)? in
            if case .beginGroup(.clipShape(let o, let r)) = item { return (o, r) } else { return nil }
        }.first)
        expectEqual(clip.0, outline(RectangleCornerRadii(topLeading: 4, bottomLeading: 10, bottomTrailing: 10, topTrailing: 4), clip.1))
        // Without a container a concentric corner keeps only its minimum.
        let bare = host(Color.clear.frame(width: 60, height: 60).background(Color.red, in: .rect(corners: .concentric(minimum: 6))))
        let d = try #require(bare.shapeDrawings.first)
        expectEqual(d.outline, outline(uniform(6), d.rect))
    }

    @Test func concentricGlassFollowsItsContainer() throws {
        let h = host(Text("Hi").frame(width: 100, height: 40).glassEffect(.regular, in: ConcentricRectangle())
            .padding(10)
            .containerShape(RoundedRectangle(cornerRadius: 30)))
        let glass = try #require(h.shapeDrawings.first { $0.material != nil })
        expectEqual(glass.outline, outline(uniform(20), glass.rect))
    }
}

extension ContainerShapeTests {
    @Test func concentricCornersKeepTheirRadiusWhileTheContainerScrolls() throws {
        let h = ViewHost(rootView: ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<6) { i in
                    Color.clear.frame(height: 60)
                        .background(Color.red, in: ConcentricRectangle())
                        .padding(10)
                        .background(Color.gray, in: RoundedRectangle(cornerRadius: 30))
                        .containerShape(RoundedRectangle(cornerRadius: 30))
                        .padding(.horizontal)
                }
            }
        }, size: CGSize(width: 300, height: 300))
        func firstRed() throws -> ShapeDrawing { try #require(h.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) }) }
        let before = try firstRed()
        let radii = RectangleCornerRadii(topLeading: 20, bottomLeading: 20, bottomTrailing: 20, topTrailing: 20)
        expectEqual(before.outline, UnevenRoundedRectangle(cornerRadii: radii, style: .continuous)._outline(in: before.rect).0)
        h.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 200), steps: 5)
        h.advance(seconds: 2)
        let after = try firstRed()
        #expect(after.rect.minY < before.rect.minY - 20)
        expectEqual(after.outline, UnevenRoundedRectangle(cornerRadii: radii, style: .continuous)._outline(in: after.rect).0)
    }
}
