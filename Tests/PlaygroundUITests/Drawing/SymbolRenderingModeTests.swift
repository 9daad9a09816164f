import Foundation
import Testing
@testable import PlaygroundUI

// docs/semantics.md §19.6: `symbolRenderingMode` colours a symbol's layers — hierarchical with
// the foreground style's levels, palette with the styles `foregroundStyle(_:_:_:)` set, multicolour
// with the layers' own colours — and monochrome (the default) draws it in one layer as before.

@MainActor @Suite struct SymbolRenderingModeTests {
    /// The filled shapes a view draws, back to front: their colours and outlines.
    private func fills<V: View>(_ view: V, scheme: ColorScheme = .light) -> [(color: ResolvedColor, path: Path)] {
        let h = ViewHost(rootView: view.environment(\.colorScheme, scheme), size: CGSize(width: 200, height: 200))
        return h.displayList.items.compactMap {
            if case .shape(let s) = $0, case .fill(let c) = s.paint, case .path(let p, _) = s.outline { return (c, p) }
            return nil
        }
    }

    private func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> ResolvedColor {
        ResolvedColor(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }

    private func same(_ a: ResolvedColor, _ b: ResolvedColor) -> Bool {
        abs(a.red - b.red) < 1e-6 && abs(a.green - b.green) < 1e-6 && abs(a.blue - b.blue) < 1e-6 && abs(a.opacity - b.opacity) < 1e-6
    }

    // §19.6: the generated table gives the badge three layers, back to front (the person, the
    // disc with the plus cut out, the plus), and a symbol without layers none.
    @Test func layersComeFromTheGeneratedTable() throws {
        let badge = try #require(SymbolGlyphs.glyph(named: "person.fill.badge.plus"))
        expectEqual(badge.layers.map(\.level), [0, 1, 0])
        expectEqual(badge.layers.map(\.multicolor), [nil, .green, .white])
        #expect(badge.layers[0].cut != nil && badge.layers[1].cut == nil)
        let plus = try #require(SymbolGlyphs.glyph(named: "plus.circle.fill"))
        expectEqual(plus.layers.map(\.level), [1, 0])
        // The disc keeps the plus cut out of it; the plus layer is that hole filled.
        let disc = plus.layers[0].path.applying(CGAffineTransform(scaleX: 100, y: 100))
        let mark = plus.layers[1].path.applying(CGAffineTransform(scaleX: 100, y: 100))
        #expect(!disc.contains(CGPoint(x: 50, y: -50)) && mark.contains(CGPoint(x: 50, y: -50)))
        #expect(disc.contains(CGPoint(x: 50, y: -12)) && !mark.contains(CGPoint(x: 50, y: -12)))
        expectEqual(SymbolGlyphs.glyph(named: "star")?.layers.isEmpty, true)
        // A one-colour symbol: one layer, its colour kept in multicolour.
        expectEqual(SymbolGlyphs.glyph(named: "star.fill")?.layers.map(\.multicolor), [.yellow])
        expectEqual(SymbolGlyphs.names.filter { SymbolGlyphs.glyph(named: $0)!.layers.count >= 2 }.count, 70)
        // A numbered disc: the disc with its digit cut out, and the digit (the 6's counter stays open).
        let six = try #require(SymbolGlyphs.glyph(named: "6.circle.fill"))
        expectEqual(six.layers.map(\.level), [1, 0])
        let sixDisc = six.layers[0].path.applying(CGAffineTransform(scaleX: 100, y: 100))
        let sixDigit = six.layers[1].path.applying(CGAffineTransform(scaleX: 100, y: 100))
        #expect(sixDisc.contains(CGPoint(x: 50, y: -85)) && !sixDigit.contains(CGPoint(x: 50, y: -85)))   // the disc's top
        #expect(!sixDisc.contains(CGPoint(x: 40, y: -50)) && sixDigit.contains(CGPoint(x: 40, y: -50)))   // the 6's stem
        #expect(sixDisc.contains(CGPoint(x: 50, y: -41)) && !sixDigit.contains(CGPoint(x: 50, y: -41)))   // its counter
    }

    // §19.6: monochrome — the default, and `.monochrome` set on the view or the image — draws
    // one shape, the whole outline with its cut-out marks, in the foreground style.
    @Test func monochromeDrawsTheWholeOutlineInOneLayer() throws {
        let glyph = try #require(SymbolGlyphs.glyph(named: "plus.circle.fill"))
        let plain = fills(Image(systemName: "plus.circle.fill").foregroundStyle(.red))
        #expect(plain.count == 1 && same(plain[0].color, Color.red.resolved))
        expectEqual(SymbolGlyphs.contours(of: plain[0].path).count, SymbolGlyphs.contours(of: glyph.path).count)
        for view in [AnyView(Image(systemName: "plus.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.red)),
                     AnyView(Image(systemName: "plus.circle.fill").foregroundStyle(.red).symbolRenderingMode(.monochrome))] {
            let drawn = fills(view)
            #expect(drawn.count == 1 && drawn[0].path == plain[0].path && same(drawn[0].color, plain[0].color))
        }
    }

    // §19.6: hierarchical fills the primary layer (the plus) with the foreground style and the
    // secondary one (the disc) with its secondary level: the style at 60 % (§17.2), or iOS's
    // secondary label colour when no style is set.
    @Test func hierarchicalUsesTheForegroundLevels() {
        let red = fills(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
        expectEqual(red.count, 2)
        #expect(red.count == 2 && same(red[0].color, Color.red.opacity(0.6).resolved) && same(red[1].color, Color.red.resolved))
        let plain = fills(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical))
        #expect(plain.count == 2 && same(plain[0].color, rgba(60, 60, 67, 0.6)) && same(plain[1].color, rgba(0, 0, 0)))
        // Apple's example: the exclamation mark purple, the triangle a fainter purple.
        let warning = fills(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(Color.purple))
        #expect(warning.count == 2 && same(warning[1].color, Color.purple.resolved) && warning[0].color.opacity < 1)
        // Levels set explicitly are used as they are.
        let set = fills(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red, .blue))
        #expect(set.count == 2 && same(set[0].color, Color.blue.resolved) && same(set[1].color, Color.red.resolved))
    }

    // §19.6: palette colours the layers with the styles given, in level order — Apple's example:
    // `.foregroundStyle(.yellow, .cyan)` makes the exclamation mark yellow and the triangle cyan;
    // the white-check-on-a-blue-disc idiom. One style derives the others as hierarchical does.
    @Test func paletteTakesTheStylesInOrder() {
        let warning = fills(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.palette).foregroundStyle(Color.yellow, Color.cyan))
        #expect(warning.count == 2 && same(warning[0].color, Color.cyan.resolved) && same(warning[1].color, Color.yellow.resolved))
        let check = fills(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .blue))
        #expect(check.count == 2 && same(check[0].color, Color.blue.resolved) && same(check[1].color, Color.white.resolved))
        let one = fills(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.green))
        #expect(one.count == 2 && same(one[0].color, Color.green.opacity(0.6).resolved) && same(one[1].color, Color.green.resolved))
        // Three layers, two styles: the second style colours every level past the first.
        let badge = fills(Image(systemName: "person.fill.badge.plus").symbolRenderingMode(.palette).foregroundStyle(.blue, .orange))
        expectEqual(badge.map(\.color).count, 3)
        #expect(badge.count == 3 && same(badge[0].color, Color.blue.resolved) && same(badge[1].color, Color.orange.resolved)
                && same(badge[2].color, Color.blue.resolved))
        // Three styles on the same modifier of a stack reach the symbols inside.
        let three = fills(VStack { Image(systemName: "plus.circle.fill") }.symbolRenderingMode(.palette).foregroundStyle(.pink, .mint, .teal))
        #expect(three.count == 2 && same(three[0].color, Color.mint.resolved) && same(three[1].color, Color.pink.resolved))
    }

    // §19.6: with no mode set, two or three foreground styles draw a symbol as palette does
    // (the mode is picked from the foreground style); one style draws it in one layer.
    @Test func twoStylesWithoutAModeMeanPalette() {
        let two = fills(Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .blue))
        #expect(two.count == 2 && same(two[0].color, Color.blue.resolved) && same(two[1].color, Color.white.resolved))
        expectEqual(fills(Image(systemName: "checkmark.circle.fill").foregroundStyle(.blue)).count, 1)
        // An explicit monochrome wins over the styles.
        expectEqual(fills(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.white, .blue)).count, 1)
    }

    // §19.6: multicolour keeps the badge's green disc and white plus (as iOS 26 draws
    // `person.fill.badge.plus`) and fills the person with the foreground style; system colours
    // follow the colour scheme. A symbol with no colours of its own is drawn as monochrome.
    @Test func multicolorKeepsTheLayersOwnColours() {
        let light = fills(Image(systemName: "person.fill.badge.plus").symbolRenderingMode(.multicolor).foregroundColor(.accentColor))
        expectEqual(light.count, 3)
        #expect(light.count == 3 && same(light[0].color, Color.accentColor.resolved) && same(light[1].color, rgba(52, 199, 89))
                && same(light[2].color, rgba(255, 255, 255)))
        let dark = fills(Image(systemName: "person.fill.badge.plus").symbolRenderingMode(.multicolor), scheme: .dark)
        #expect(dark.count == 3 && same(dark[0].color, rgba(255, 255, 255)) && same(dark[1].color, rgba(48, 209, 88)))
        let warning = fills(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.multicolor))
        #expect(warning.count == 2 && same(warning[0].color, rgba(255, 204, 0)) && same(warning[1].color, rgba(255, 255, 255)))
        let xmark = fills(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.multicolor).foregroundStyle(.red))
        #expect(xmark.count == 1 && same(xmark[0].color, Color.red.resolved))
        // One-colour symbols: a heart, a leaf and a star keep red, green and yellow whatever the
        // foreground (a published list relies on it with `.foregroundStyle(.black)`); monochrome
        // draws them black.
        for (name, colour) in [("heart.fill", rgba(255, 59, 48)), ("leaf.fill", rgba(52, 199, 89)), ("star.fill", rgba(255, 204, 0))] {
            let multi = fills(Image(systemName: name).symbolRenderingMode(.multicolor).foregroundStyle(.black))
            #expect(multi.count == 1 && same(multi[0].color, colour), "\(name) \(multi.map(\.color))")
            let mono = fills(Image(systemName: name).foregroundStyle(.black))
            #expect(mono.count == 1 && same(mono[0].color, rgba(0, 0, 0)), "\(name)")
        }
    }

    // §19.6: the badge's person is drawn through a clip that leaves a clear ring round the
    // disc (even-odd: a rectangle with the grown disc inside it), in every layered mode.
    @Test func theBadgesPersonKeepsClearOfTheDisc() {
        let h = ViewHost(rootView: Image(systemName: "person.fill.badge.plus").symbolRenderingMode(.hierarchical),
                         size: CGSize(width: 200, height: 200))
        let clips = h.displayList.items.filter { if case .beginGroup(.clipShape(.path(_, eoFill: true), in: _)) = $0 { return true } else { return false } }
        expectEqual(clips.count, 1)
        expectEqual(h.displayList.items.first.map { if case .beginGroup = $0 { return true } else { return false } }, true)
    }

    // §19.6: an image's own mode comes before the environment's; the environment carries the
    // view modifier's mode (`EnvironmentValues.symbolRenderingMode`, nil by default).
    @Test func theImagesModeComesFirst() {
        expectEqual(EnvironmentValues().symbolRenderingMode, nil)
        let own = fills(VStack { Image(systemName: "plus.circle.fill").symbolRenderingMode(.monochrome) }.symbolRenderingMode(.hierarchical))
        expectEqual(own.count, 1)
        let inherited = fills(VStack { Image(systemName: "plus.circle.fill") }.symbolRenderingMode(.hierarchical))
        expectEqual(inherited.count, 2)
        let keyPath = fills(VStack { Image(systemName: "plus.circle.fill") }.environment(\.symbolRenderingMode, .multicolor))
        #expect(keyPath.count == 2 && same(keyPath[0].color, rgba(52, 199, 89)))
        var seen: SymbolRenderingMode?? = .none
        _ = ViewHost(rootView: ModeReader { seen = $0 }.symbolRenderingMode(.palette), size: CGSize(width: 10, height: 10))
        expectEqual(seen, .some(.palette))
    }

    // §19.6: symbols without layers draw one shape in every mode.
    @Test func symbolsWithoutLayersDrawOneLayerInEveryMode() {
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
            #expect(fills(Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(.red, .blue)).count == 1, "\(mode)")
        }
    }
}

private struct ModeReader: View {
    @Environment(\.symbolRenderingMode) var mode
    let report: (SymbolRenderingMode?) -> Void
    init(_ report: @escaping (SymbolRenderingMode?) -> Void) { self.report = report }
    var body: some View {
        report(mode)
        return Color.clear
    }
}
