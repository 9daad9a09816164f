import SwiftUI
import UniformTypeIdentifiers

// Tiles reordered by dragging, in the iOS 14 style many tutorials teach: `onDrag` records the
// tile being dragged and hands over an `NSItemProvider` of its number; each tile's
// `DropDelegate` moves the dragged tile into its place when the drag enters it. The well below
// takes the number as text through `onDrop(of:isTargeted:perform:)`.

struct Tile: Identifiable, Equatable {
    let id: Int
    var color: Color { [.red, .orange, .yellow, .green, .blue, .purple][id % 6] }
}

struct TileDropDelegate: DropDelegate {
    let tile: Tile
    @Binding var tiles: [Tile]
    @Binding var dragging: Tile?

    func dropEntered(info: DropInfo) {
        guard let dragging = dragging, dragging != tile,
              let from = tiles.firstIndex(of: dragging),
              let to = tiles.firstIndex(of: tile) else { return }
        withAnimation(.easeInOut(duration: 0.25)) {
            tiles.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
        }
    }
    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    func performDrop(info: DropInfo) -> Bool {
        dragging = nil
        return true
    }
}

struct ReorderTiles: View {
    @State private var tiles = (0..<6).map(Tile.init)
    @State private var dragging: Tile?
    @State private var inbox = "Drop a tile here"
    @State private var targeted = false
    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        VStack(spacing: 24) {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(tiles) { tile in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(tile.color)
                        .frame(height: 90)
                        .overlay(Text("\(tile.id)").font(.title).bold().foregroundColor(.white))
                        .opacity(dragging == tile ? 0.4 : 1)
                        .onDrag {
                            dragging = tile
                            return NSItemProvider(object: String(tile.id) as NSString)
                        }
                        .onDrop(of: [.text], delegate: TileDropDelegate(tile: tile, tiles: $tiles, dragging: $dragging))
                }
            }
            Text(inbox)
                .frame(maxWidth: .infinity, minHeight: 80)
                .background(targeted ? Color.green.opacity(0.3) : Color.gray.opacity(0.15))
                .cornerRadius(12)
                .onDrop(of: [UTType.plainText], isTargeted: $targeted) { providers in
                    dragging = nil
                    providers.first?.loadObject(ofClass: String.self) { string, _ in
                        DispatchQueue.main.async { inbox = "Got tile \(string ?? "?")" }
                    }
                    return true
                }
        }
        .padding()
    }
}

struct ReorderTiles_Previews: PreviewProvider {
    static var previews: some View { ReorderTiles() }
}
