import Foundation
import Testing
@testable import PlaygroundUI

/// docs/semantics.md §19.2: a catalog's symbol set (an SF Symbols template) is drawn by
/// `Image("name")` like a built-in symbol, its Regular-M design scaled from the template's
/// 100-point font to the view's font.
@MainActor
@Suite(.serialized) struct CustomSymbolTests {
    /// A template of our own: the guides and one Regular-M design, a box 80 units wide standing
    /// on the baseline and reaching the cap line (70.459 units: SF Pro's cap height at 100 pt).
    static func template(_ d: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Guides">
          <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
          <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
          <line id="left-margin-Regular-M" x1="1391" x2="1391" y1="1030" y2="1150"/>
          <line id="right-margin-Regular-M" x1="1491" x2="1491" y1="1030" y2="1150"/>
         </g>
         <g id="Symbols">
          <g id="Regular-M" transform="matrix(1 0 0 1 1391 1126)">
           <path d="\(d)"/>
          </g>
         </g>
        </svg>
        """
    }

    @Test func templateToGlyph() throws {
        let absolute = try CustomSymbols.glyph(fromTemplate: Self.template("M10 0 L10 -70.459 L90 -70.459 L90 0 Z"))
        #expect(abs(absolute.advance - 1) < 1e-4)
        #expect(abs(absolute.bounds.minX - 0.1) < 1e-4 && abs(absolute.bounds.width - 0.8) < 1e-4)
        #expect(abs(absolute.bounds.minY + 0.70459) < 1e-4 && abs(absolute.bounds.maxY) < 1e-4)
        // The same box in relative commands, numbers run together as SVG allows.
        let relative = try CustomSymbols.glyph(fromTemplate: Self.template("m10 0l0-70.459h80v70.459z"))
        expectEqual(relative.bounds, absolute.bounds)
        expectEqual(SVGPathParser.numbers(in: "10-20.5.5,1e2 -3E-1"), [10, -20.5, 0.5, 100, -0.3])
        #expect(throws: (any Error).self) { try CustomSymbols.glyph(fromTemplate: "<svg></svg>") }
        // Tools write the guides as paths and scale the design in its transform: the same box.
        let scaled = try CustomSymbols.glyph(fromTemplate: """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Guides">
            <path id="Baseline-M" d="M0,1126 l3000,0"/><path id="Capline-M" d="M0,1055.541 l3000,0"/>
            <path id="left-margin-Regular-M" d="M1391,1030 l0,120"/><path id="right-margin-Regular-M" d="M1491,1030 l0,120"/>
            </g><g id="Symbols"><g id="Regular-M" transform="translate(1391 1126) scale(2)"><path d="M5 0 L5 -35.2295 L45 -35.2295 L45 0 Z"/></g></g></svg>
            """)
        #expect(abs(scaled.bounds.minX - 0.1) < 1e-4 && abs(scaled.bounds.width - 0.8) < 1e-4 && abs(scaled.advance - 1) < 1e-4, "\(scaled.bounds)")
        #expect(abs(scaled.bounds.minY + 0.70459) < 1e-4, "\(scaled.bounds)")
        // Layers in groups of their own inside the design (as the SF Symbols app writes
        // multicolour layers): every path of the design is read, none after it.
        let layered = try CustomSymbols.glyph(fromTemplate: """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"><g id="Guides">
            <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/><line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
            <line id="left-margin-Regular-M" x1="1391" x2="1391" y1="1030" y2="1150"/><line id="right-margin-Regular-M" x1="1491" x2="1491" y1="1030" y2="1150"/>
            </g><g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 1391 1126)">
            <g><path d="M10 0 L10 -30 L50 -30 L50 0 Z"/></g>
            <g id="layer"><path d="M50 -40 L50 -70.459 L90 -70.459 L90 -40 Z"/><g><path d="M60 -50 L70 -50 L70 -60 Z"/></g></g>
            </g><g id="after"><path d="M0 0 L1000 0 L1000 100 Z"/></g></g></svg>
            """)
        #expect(abs(layered.bounds.minX - 0.1) < 1e-4 && abs(layered.bounds.width - 0.8) < 1e-4, "\(layered.bounds)")
        #expect(abs(layered.bounds.minY + 0.70459) < 1e-4 && abs(layered.bounds.maxY) < 1e-4, "\(layered.bounds)")
    }

    @Test func imageDrawsTheSymbolAtTheFontsSize() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pp-symbolset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = dir.appendingPathComponent("Assets.xcassets/Icons/box.custom.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Self.template("M10 0 L10 -70.459 L90 -70.459 L90 0 Z").write(to: set.appendingPathComponent("box.custom.svg"), atomically: true, encoding: .utf8)
        try #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"box.custom.svg","idiom":"universal"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        ImageLibrary.shared.catalogs = [dir.appendingPathComponent("Assets.xcassets")]
        defer { ImageLibrary.shared.catalogs = [] }
        let h = ViewHost(rootView: VStack {
            Image("box.custom").accessibilityIdentifier("body")
            Image("box.custom").font(.system(size: 34)).accessibilityIdentifier("big")
        }, size: CGSize(width: 200, height: 200))
        h.advance()
        let body = try #require(h.accessibilityElement(identifier: "body")).frame
        #expect(abs(body.width - 0.8 * 17) < 0.05 && abs(body.height - 0.70459 * 17) < 0.05, "\(body)")
        let big = try #require(h.accessibilityElement(identifier: "big")).frame
        #expect(abs(big.width - 0.8 * 34) < 0.05, "\(big)")
        // Drawn in the foreground colour, as a symbol.
        #expect(h.shapeDrawings.contains { $0.paint == .fill(Color.primary.resolved) })
    }
}
