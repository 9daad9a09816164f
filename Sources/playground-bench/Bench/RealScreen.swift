import Foundation
import PlaygroundUI

// A screen as people build them, for the bench rows that show what a user feels (issue 28): a
// navigation stack with a large title and a toolbar button over an inset-grouped list of 5 sections
// of 25 product rows. A row is 16 views and modifiers as written (stacks, a symbol in the tint
// colour, two texts with fonts and a secondary style, a spacer, a price, a star button), so the
// 125 rows are 2,000 of them. A list builds only the rows it shows, so the window is tall enough
// to show them all.

/// What the rows show, picked by row index.
let screenProducts = ["Apples", "Bread", "Coffee beans", "Dates", "Eggs", "Flour", "Grapes", "Honey",
                      "Ice cream", "Jam", "Kale", "Lemons", "Milk"]
let screenSymbols = ["leaf", "cart", "cup.and.saucer", "bag", "basket", "gift", "heart", "flame"]

/// The list's shape: sections × rows, and the views one row is written with.
enum RealScreenShape {
    static let sections = 5
    static let rowsPerSection = 25
    static let viewsPerRow = 16
    static var rows: Int { sections * rowsPerSection }
    static var views: Int { rows * viewsPerRow }
}

/// Tall enough for every row of the list (125 rows of 44 pt, 5 section headers, the bar).
let realScreenWindow = CGSize(width: 390, height: 6_600)

struct RealScreen: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<RealScreenShape.sections, id: \.self) { section in
                    Section(header: Text("Aisle \(section + 1)")) {
                        ForEach(0..<RealScreenShape.rowsPerSection, id: \.self) { row in
                            ProductRow(index: section * RealScreenShape.rowsPerSection + row)
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {} label: { Image(systemName: "plus") }
                }
            }
        }
    }
}

/// One product: its symbol, name and place, its price, and a star that a tap toggles.
struct ProductRow: View {
    let index: Int
    @State private var starred = false

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: screenSymbols[index % screenSymbols.count])
                .foregroundStyle(.tint)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text("\(screenProducts[index % screenProducts.count]) \(index)")
                    .font(.body)
                Text("Shelf \(index % RealScreenShape.rowsPerSection + 1)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("$\(index % 17 + 1).\(index % 10)9")
                .monospacedDigit()
            Button { starred.toggle() } label: {
                Image(systemName: starred ? "star.fill" : "star")
            }
            .buttonStyle(.borderless)
        }
    }
}

extension Suite {
    /// The real screen: a forced rebuild of all 2,000 views, and one row's star tapped before every
    /// frame (one `@State` change: one body evaluated again).
    func realScreen() {
        let forced = "real screen 2000 views: full rebuild"
        let star = "real screen 2000 views: one row's star toggles"
        guard wants(forced) || wants(star) else { return }
        let host = makeHost(RealScreen(), size: realScreenWindow)
        host.advance(frames: 2)
        let lastRow = "\(screenProducts[(RealScreenShape.rows - 1) % screenProducts.count]) \(RealScreenShape.rows - 1)"
        check(host.displayList.rect(ofText: lastRow) != nil, "real screen: the last row (\(lastRow)) is drawn, so all 2,000 views exist")
        if wants(forced) {
            record(Harness.run(forced, views: RealScreenShape.views, host: { host },
                               prepare: { host.invalidate() }, frame: { host.advance(frames: 1) }))
        }
        if wants(star) {
            var i = 0
            let bodiesBefore = host.counters.bodies
            var taps = 0
            var m = Harness.run(star, views: RealScreenShape.views, host: { host },
                                prepare: {
                                    i += 1
                                    let row = (i * 37) % RealScreenShape.rows
                                    let name = "\(screenProducts[row % screenProducts.count]) \(row)"
                                    guard let r = host.displayList.rect(ofText: name) else { fatalError("real screen: row \(row) not drawn") }
                                    // The star sits at the row's trailing end, inside the inset-grouped card.
                                    host.tap(at: CGPoint(x: realScreenWindow.width - 44, y: r.maxY - 2))
                                    taps += 1
                                },
                                frame: { host.advance(frames: 1) })
            let bodies = host.counters.bodies - bodiesBefore
            m.note = "(a tap on a row's star button before each frame; \(String(format: "%.1f", Double(bodies) / Double(max(taps, 1)))) bodies per tap)"
            record(m)
            // Each tap reached a star: its row's body ran again. (About two a tap: the row's and
            // its button style's, whose label changed; docs/performance-profile.md, "A real screen".)
            check(bodies >= taps, "real screen: \(taps) star taps evaluated \(bodies) bodies (each row's at least)")
        }
    }
}
