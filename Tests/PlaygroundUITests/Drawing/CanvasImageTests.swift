import Foundation
import Testing
@testable import PlaygroundUI

/// A canvas's images and symbols (docs/semantics.md §16.4): `resolve(_:)` and `draw` with an
/// `Image`, `resolveSymbol(id:)` and `draw` with a symbol view, and where a canvas is hit. They
/// drew nothing (a particle canvas drawing `star.fill` or a tagged view was blank).
@MainActor
@Suite struct CanvasImageTests {
    /// What the renderer saw, read after the frame.
    final class Seen { var sizes: [CGSize] = [] }

    /// The index of the first shape filled with `color` in `items`.
    static func index(filled color: Color, in items: [DisplayItem]) -> Int? {
        items.firstIndex { if case .shape(let s) = $0 { return s.paint == .fill(color.resolved) } else { return false } }
    }

    /// A symbol image drawn at a point is the image a view of it draws, at its size and with the
    /// foreground style; `shading` repaints it; drawn in a rect it is stretched over the rect; a
    /// turned context turns it in a group; an image file's pixels stretch over their rect and take
    /// the opacity in a group.
    @Test func imagesDrawAsImageViewsDoWhereTheRendererSays() throws {
        // The same symbol as a view, at the canvas's origin: its size and its glyph.
        let alone = ViewHost(rootView: Image(systemName: "star.fill").foregroundStyle(.red).frame(width: 100, height: 100, alignment: .topLeading),
                             size: CGSize(width: 100, height: 100))
        let viewGlyph = try #require(alone.shapeDrawings.first { $0.paint == .fill(Color.red.resolved) })
        let viewSize = viewGlyph.rect.size
        let pixels = try #require(UIImage(rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255], pixelWidth: 2, pixelHeight: 2))
        let seen = Seen()
        let h = ViewHost(rootView: Canvas { context, size in
            let star = context.resolve(Image(systemName: "star.fill"))
            seen.sizes.append(star.size)
            context.draw(star, at: CGPoint(x: 50, y: 40))
            var blue = star
            blue.shading = .color(.blue)
            context.draw(blue, in: CGRect(x: 100, y: 0, width: 40, height: 20))
            var turned = context
            turned.translateBy(x: 150, y: 70)
            turned.rotate(by: .degrees(90))
            var green = turned.resolve(Image(systemName: "star.fill"))
            green.shading = .color(.green)
            turned.draw(green, at: .zero)
            var faded = context
            faded.opacity = 0.5
            faded.draw(Image(uiImage: pixels), in: CGRect(x: 0, y: 60, width: 20, height: 10))
        }
        .foregroundStyle(.red)
        .frame(width: 200, height: 100)
        .padding(10), size: CGSize(width: 220, height: 120))
        #expect(seen.sizes.last == viewSize, "a resolved image is as big as its view")
        let items = h.displayList.items
        // Red, centred on (60, 50) in the window: the view's glyph moved there.
        let red = try #require(Self.index(filled: .red, in: items).flatMap { if case .shape(let s) = items[$0] { s } else { nil } })
        expectEqual(red.rect, CGRect(x: 60 - viewSize.width / 2, y: 50 - viewSize.height / 2, width: viewSize.width, height: viewSize.height))
        let moved = viewGlyph.outline.path(in: viewGlyph.rect).boundingRect.offsetBy(dx: red.rect.minX, dy: red.rect.minY)
        let drawn = red.outline.path(in: red.rect).boundingRect
        #expect(abs(moved.minX - drawn.minX) < 1e-9 && abs(moved.minY - drawn.minY) < 1e-9 && abs(moved.width - drawn.width) < 1e-9,
                "\(moved) vs \(drawn)")
        // Blue (its shading), stretched over (110, 10, 40, 20).
        let blue = try #require(Self.index(filled: .blue, in: items).flatMap { if case .shape(let s) = items[$0] { s } else { nil } })
        expectEqual(blue.rect, CGRect(x: 110, y: 10, width: 40, height: 20))
        // Green (its own colour), in a group that turns it a quarter about its point (160, 80).
        let g = try #require(Self.index(filled: .green, in: items))
        guard case .beginGroup(.transform(let p)) = items[g - 1], case .shape(let green) = items[g] else {
            Issue.record("no transform group before the turned image"); return
        }
        let c = CGPoint(x: green.rect.midX, y: green.rect.midY)
        let x: CGFloat = p.m11 * c.x + p.m21 * c.y + p.m31
        let y: CGFloat = p.m12 * c.x + p.m22 * c.y + p.m32
        #expect(abs(x - 160) < 1e-9 && abs(y - 80) < 1e-9, "\(x), \(y)")
        #expect(abs(p.m11) < 1e-9 && abs(p.m12 - 1) < 1e-9, "a quarter turn: \(p)")
        // The pixels over (10, 70, 20, 10), inside a half-opacity group.
        let b = try #require(items.firstIndex { if case .shape(let s) = $0 { return s.image != nil } else { return false } })
        guard case .shape(let bitmap) = items[b], case .beginGroup(.opacity(let o)) = items[b - 1] else {
            Issue.record("the image's pixels are not drawn in an opacity group"); return
        }
        #expect(bitmap.rect == CGRect(x: 10, y: 70, width: 20, height: 10) && o == 0.5)
        expectEqual(bitmap.image?.bitmap.width, 2)
    }

    /// A symbol view is laid out in the canvas's size, drawn only where the renderer draws it —
    /// moved to a point, scaled into a rect — and found by its tag; an unknown tag finds nothing.
    @Test func symbolsAreDrawnByTheirTag() throws {
        let seen = Seen()
        let h = ViewHost(rootView: Canvas { context, size in
            if context.resolveSymbol(id: "missing") == nil { context.draw(Text("none"), at: CGPoint(x: 150, y: 80)) }
            guard let dot = context.resolveSymbol(id: 1) else { return }
            seen.sizes.append(dot.size)
            context.draw(dot, at: CGPoint(x: 20, y: 20))
            context.draw(dot, in: CGRect(x: 100, y: 0, width: 20, height: 40))
        } symbols: {
            Circle().fill(.green).frame(width: 10, height: 10).tag(1)
            Text("unused").tag(2)
        }
        .frame(width: 200, height: 100)
        .padding(10), size: CGSize(width: 220, height: 120))
        expectEqual(seen.sizes.last, CGSize(width: 10, height: 10))
        #expect(h.drawsText("none") && !h.drawsText("unused"), "a symbol is drawn only by the renderer")
        let items = h.displayList.items
        var places: [CGRect] = []
        for (i, item) in items.enumerated() {
            guard case .shape(let s) = item, s.paint == .fill(Color.green.resolved), i > 0,
                  case .beginGroup(.transform(let p)) = items[i - 1] else { continue }
            // The circle was drawn at the canvas's origin (10, 10); the group takes it to its place.
            let ax: CGFloat = p.m11 * s.rect.minX + p.m21 * s.rect.minY + p.m31
            let ay: CGFloat = p.m12 * s.rect.minX + p.m22 * s.rect.minY + p.m32
            let a = CGPoint(x: ax, y: ay)
            places.append(CGRect(x: a.x, y: a.y, width: s.rect.width * p.m11, height: s.rect.height * p.m22))
        }
        expectEqual(places, [CGRect(x: 25, y: 25, width: 10, height: 10), CGRect(x: 110, y: 10, width: 20, height: 40)])
        // A symbol that fills what it is offered takes the canvas's size.
        let wide = Seen()
        _ = ViewHost(rootView: Canvas { context, _ in
            if let s = context.resolveSymbol(id: 0) { wide.sizes.append(s.size) }
        } symbols: {
            Rectangle().tag(0)
        }
        .frame(width: 200, height: 100), size: CGSize(width: 200, height: 100))
        expectEqual(wide.sizes.last, CGSize(width: 200, height: 100))
    }

    /// A canvas is hit over its whole frame, where nothing is drawn too (a drawing pad's drag
    /// gesture reaches it); its symbols, laid out at its origin, are not hit.
    @Test func aCanvasIsHitOverItsFrame() {
        final class Taps { var count = 0 }
        let taps = Taps()
        let h = ViewHost(rootView: Canvas { _, _ in } symbols: {
            Color.red.frame(width: 10, height: 10).onTapGesture { taps.count += 100 }.tag(0)
        }
        .frame(width: 100, height: 100)
        .onTapGesture { taps.count += 1 }, size: CGSize(width: 100, height: 100))
        h.tap(at: CGPoint(x: 70, y: 70))
        h.tap(at: CGPoint(x: 5, y: 5))
        expectEqual(taps.count, 2)
    }
}
