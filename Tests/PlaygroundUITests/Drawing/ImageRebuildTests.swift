import Foundation
import Testing
@testable import PlaygroundUI

// A rebuilt system symbol whose inputs are the ones its node last built from keeps its content in
// place, neither copied out nor compared (node-model step 74; step 65 kept it by its key); its
// style is compared in place when both are colours, and its layers' styles are written only when
// it has layers or had them. Nothing a user sees may change: each change below — the name, the
// size, a variant, the colour, a layered symbol's mode and colours, resizability — must reach the
// drawing of a forced rebuild, and the drawing must be what a host built afresh draws.

@MainActor
@Suite struct ImageRebuildTests {
    private let size = CGSize(width: 200, height: 120)

    @Test func everyChangeOfASymbolReachesItsDrawing() {
        MadeView.make = { AnyView(Image(systemName: "star")) }
        let host = ViewHost(rootView: ShowsMadeView(), size: size)
        let steps: [() -> AnyView] = [
            { AnyView(Image(systemName: "star").foregroundStyle(.red)) },                         // colour
            { AnyView(Image(systemName: "star.fill").foregroundStyle(.red)) },                    // name
            { AnyView(Image(systemName: "star.fill").foregroundStyle(.red).font(.largeTitle)) },  // size
            { AnyView(Image(systemName: "star").symbolVariant(.fill).font(.largeTitle)) },       // variant, colour back
            { AnyView(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red)) },
            { AnyView(Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue)) },
            { AnyView(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.palette)
                .foregroundStyle(Color.yellow, Color.cyan)) },                                   // layers in two colours
            { AnyView(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.palette)
                .foregroundStyle(Color.yellow, Color.purple)) },                                 // the second colour alone
            { AnyView(Image(systemName: "exclamationmark.triangle.fill").symbolRenderingMode(.monochrome)
                .foregroundStyle(Color.yellow)) },                                               // layers no longer coloured
            { AnyView(Image(systemName: "star").resizable().frame(width: 60, height: 40)) },      // resizable
            { AnyView(Image(systemName: "star").frame(width: 60, height: 40)) },                  // not any more
            { AnyView(Image(systemName: "no.such.symbol")) },                                    // a blank box
            { AnyView(Image(systemName: "star")) },
        ]
        // The colour a plain symbol is filled with, where a step sets it or sets it back.
        let colours: [Int: Color] = [0: .red, 1: .red, 3: .primary, 10: .primary, 12: .primary]
        func fills(_ h: ViewHost) -> [ResolvedColor] {
            h.displayList.items.compactMap { if case .shape(let s) = $0, case .fill(let c) = s.paint { return c }; return nil }
        }
        for (i, make) in steps.enumerated() {
            MadeView.make = make
            host.invalidate(); host.advance()
            let fresh = ViewHost(rootView: ShowsMadeView(), size: size)
            #expect(host.displayList == fresh.displayList, "step \(i)")
            // A fresh host is built by the same code, so the colours are checked as well.
            if let colour = colours[i] { #expect(fills(host).contains(colour.resolved), "step \(i): \(fills(host))") }
            // The same again, twice: kept as it is.
            host.invalidate(); host.advance()
            host.invalidate(); host.advance()
            #expect(host.displayList == fresh.displayList, "step \(i), rebuilt")
        }
        MadeView.make = { AnyView(Image(systemName: "star")) }
    }
}
