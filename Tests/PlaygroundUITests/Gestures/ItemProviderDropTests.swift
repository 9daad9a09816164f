import Foundation
import Testing
@testable import PlaygroundUI

// SwiftUI's first drag and drop (docs/semantics.md §25.12): `onDrag` carries an NSItemProvider,
// `onDrop(of:…)` takes the providers whose items conform to its types, through a closure or a
// DropDelegate that hears the drag enter, move and leave.

@MainActor
private final class DropLog {
    var events: [String] = []
}

/// What a load's completion handler gave (it runs before the load returns here).
private final class Loaded<T>: @unchecked Sendable {
    var value: T?
}

/// Tells the log what it hears.
private struct LoggingDelegate: DropDelegate {
    let name: String
    let log: DropLog
    var proposal: DropOperation? = nil
    func performDrop(info: DropInfo) -> Bool {
        let text = Loaded<String>()
        info.itemProviders(for: [.text]).first?.loadObject(ofClass: String.self) { s, _ in text.value = s }
        log.events.append("\(name) drop \(text.value ?? "") at \(Int(info.location.x)),\(Int(info.location.y))")
        return true
    }
    func dropEntered(info: DropInfo) { log.events.append("\(name) entered") }
    func dropExited(info: DropInfo) { log.events.append("\(name) exited") }
    func dropUpdated(info: DropInfo) -> DropProposal? { proposal.map { DropProposal(operation: $0) } }
}

@MainActor
struct ItemProviderDropTests {
    private func drag(_ h: ViewHost, from: CGPoint, to: CGPoint, release: Bool = true) {
        h.press(at: from)
        h.advance(seconds: 0.6)
        for i in 1...5 {
            let t = CGFloat(i) / 5
            h.move(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            h.advance()
        }
        if release { h.release(at: to); h.advance() }
    }

    /// An item provider keeps what it was given under its types, and loads it as text when its
    /// type is text (UTF-8 plain text conforms to plain text, which conforms to text).
    @Test func aProviderLoadsTheTextItCarries() {
        let p = NSItemProvider(object: "Hello" as NSString)
        expectEqual(p.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        #expect(p.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(p.hasItemConformingToTypeIdentifier(UTType.data.identifier))
        #expect(!p.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(p.canLoadObject(ofClass: String.self))
        let loaded = Loaded<String>()
        p.loadObject(ofClass: String.self) { s, _ in loaded.value = s }
        expectEqual(loaded.value, "Hello")
        let item = Loaded<String>()
        p.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil) { i, _ in item.value = (i as? NSString).map { $0 as String } }
        expectEqual(item.value, "Hello")
        let custom = NSItemProvider(item: "7" as NSString, typeIdentifier: "com.example.card")
        #expect(custom.hasItemConformingToTypeIdentifier("com.example.card") && !custom.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(NSItemProvider().registeredTypeIdentifiers.isEmpty)
        // An image carries itself (dragged inside the app).
        let image = UIImage(rgb: [255, 0, 0], pixelWidth: 1, pixelHeight: 1)!
        let picture = NSItemProvider(object: image)
        #expect(picture.hasItemConformingToTypeIdentifier(UTType.image.identifier) && picture.canLoadObject(ofClass: UIImage.self))
        let got = Loaded<UIImage>()
        picture.loadObject(ofClass: UIImage.self) { i, _ in got.value = i as? UIImage }
        #expect(got.value === image)
    }

    /// `onDrop(of: [.text])` takes a dragged provider of text, with the place it was dropped in
    /// its own space, and is targeted while the drag is over it; a destination for images is
    /// not (the drag passes it untold).
    @Test func onDropTakesTheProvidersOfItsTypes() {
        struct Board: View {
            @State var dropped = "none"
            @State var targeted = false
            @State var images = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("Card").frame(maxWidth: .infinity).frame(height: 60).background(Color.white)
                        .onDrag { NSItemProvider(object: "Card" as NSString) }
                    Color.gray.frame(height: 200)
                        .onDrop(of: [.text], isTargeted: $targeted) { providers, location in
                            providers.first?.loadObject(ofClass: String.self) { s, _ in
                                // The handler runs at once, on the main thread (§25.12).
                                MainActor.assumeIsolated { dropped = "\(s ?? "?") at \(Int(location.y))" }
                            }
                            return true
                        }
                    Color.blue.frame(height: 200)
                        .onDrop(of: [.image], isTargeted: nil) { _ in images += 1; return true }
                    Text("dropped \(dropped) targeted \(targeted) images \(images)")
                    Spacer()
                }
            }
        }
        let h = ViewHost(rootView: Board(), size: CGSize(width: 390, height: 700))
        h.printsWarnings = false
        h.advance()
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 150), release: false)
        #expect(h.exists(text: "dropped none targeted true images 0"))
        h.release(at: CGPoint(x: 100, y: 150)); h.advance(frames: 2)
        #expect(h.exists(text: "dropped Card at 90 targeted false images 0"))
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 350))
        h.advance(frames: 2)
        #expect(h.exists(text: "dropped Card at 90 targeted false images 0"), "the image destination takes no text")
    }

    /// A drop delegate hears the drag enter and leave the views it passes, and the drop where it
    /// ends; it is not told of an exit from the view it was dropped on. A proposal to forbid
    /// keeps the drop from being performed.
    @Test func aDelegateHearsTheDragEnterLeaveAndDrop() {
        let log = DropLog()
        let view = VStack(spacing: 0) {
            Text("Card").frame(maxWidth: .infinity).frame(height: 60).background(Color.white).onDrag { NSItemProvider(object: "Card" as NSString) }
            Color.gray.frame(height: 100).onDrop(of: [.text], delegate: LoggingDelegate(name: "A", log: log))
            Color.blue.frame(height: 100).onDrop(of: [.text], delegate: LoggingDelegate(name: "B", log: log))
            Color.red.frame(height: 100).onDrop(of: [.text], delegate: LoggingDelegate(name: "C", log: log, proposal: .forbidden))
            Spacer()
        }
        let h = ViewHost(rootView: view, size: CGSize(width: 390, height: 600))
        h.printsWarnings = false
        h.advance()
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 120, y: 210))
        #expect(log.events == ["A entered", "A exited", "B entered", "B drop Card at 120,50"], "\(log.events)")
        log.events = []
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 120, y: 310))
        #expect(!log.events.contains { $0.hasPrefix("C drop") }, "a forbidden drop is not performed: \(log.events)")
    }

    /// The drag-to-reorder grid taught in many tutorials: `onDrag` records the dragged item,
    /// each item's delegate moves it into its place when the drag enters, with animation.
    @Test func theReorderTutorialReorders() {
        struct Reorder: View {
            @State var items = ["A", "B", "C"]
            @State var dragging: String?
            struct Mover: DropDelegate {
                let item: String
                @Binding var items: [String]
                @Binding var dragging: String?
                func performDrop(info: DropInfo) -> Bool { dragging = nil; return true }
                func dropEntered(info: DropInfo) {
                    guard let dragging, dragging != item, let from = items.firstIndex(of: dragging), let to = items.firstIndex(of: item) else { return }
                    withAnimation(.default) { items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to) }
                }
                func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
            }
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(items, id: \.self) { item in
                        Text(item).frame(maxWidth: .infinity).frame(height: 80).background(Color.white)
                            .onDrag { dragging = item; return NSItemProvider(object: item as NSString) }
                            .onDrop(of: [.text], delegate: Mover(item: item, items: $items, dragging: $dragging))
                    }
                    Text(items.joined())
                    Spacer()
                }
            }
        }
        let h = ViewHost(rootView: Reorder(), size: CGSize(width: 390, height: 500))
        h.printsWarnings = false
        h.advance()
        drag(h, from: CGPoint(x: 100, y: 40), to: CGPoint(x: 100, y: 200))
        h.advance(seconds: 1)
        #expect(h.exists(text: "BCA"), "A carried past B onto C")
    }

    /// Each side understands the other's text: `draggable("…")` drops on `onDrop(of: [.text])`,
    /// and a provider of text on `dropDestination(for: String.self)`.
    @Test func theTwoAPIsShareText() {
        final class Box: @unchecked Sendable { var got: [String] = [] }
        let box = Box()
        let view = VStack(spacing: 0) {
            Text("new").frame(maxWidth: .infinity).frame(height: 60).background(Color.white).draggable("new")
            Text("old").frame(maxWidth: .infinity).frame(height: 60).background(Color.white).onDrag { NSItemProvider(object: "old" as NSString) }
            Color.gray.frame(height: 100).onDrop(of: [.plainText], isTargeted: nil) { providers in
                providers.first?.loadObject(ofClass: String.self) { s, _ in box.got.append("onDrop " + (s ?? "?")) }
                return true
            }
            Color.blue.frame(height: 100).dropDestination(for: String.self) { s, _ in box.got += s.map { "destination " + $0 }; return true }
            Spacer()
        }
        let h = ViewHost(rootView: view, size: CGSize(width: 390, height: 600))
        h.printsWarnings = false
        h.advance()
        drag(h, from: CGPoint(x: 100, y: 30), to: CGPoint(x: 100, y: 170))
        drag(h, from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 270))
        #expect(box.got == ["onDrop new", "destination old"], "\(box.got)")
    }
    /// The preview is the view as it was at the lift (UIKit's default lift preview is a snapshot
    /// of the view, §25.11): the tutorials dim the source in the onDrag closure
    /// (`dragging = item`), which dims the tile left behind and not the one carried.
    @Test func thePreviewIsTheViewAsItLifted() throws {
        struct Tiles: View {
            @State var dragging: Int?
            var body: some View {
                VStack {
                    HStack {
                        ForEach(0..<2, id: \.self) { tile in
                            Color.orange.frame(width: 100, height: 100)
                                .opacity(dragging == tile ? 0.3 : 1)
                                .onDrag { dragging = tile; return NSItemProvider(object: "\(tile)" as NSString) }
                        }
                    }
                    Spacer()
                }
            }
        }
        let h = ViewHost(rootView: Tiles(), size: CGSize(width: 390, height: 600))
        h.printsWarnings = false
        h.advance()
        drag(h, from: CGPoint(x: 140, y: 50), to: CGPoint(x: 195, y: 400), release: false)
        // Each orange square with the opacity it is drawn at (the product of its groups').
        var drawn: [(rect: CGRect, opacity: Double)] = []
        var groups: [Double] = []
        for item in h.displayList.items {
            switch item {
            case .beginGroup(let effect):
                if case .opacity(let o) = effect { groups.append(o) } else { groups.append(1) }
            case .endGroup: groups.removeLast()
            case .shape(let s) where s.rect.width == 100: drawn.append((s.rect, groups.reduce(1, *)))
            default: break
            }
        }
        let source = try #require(drawn.first { $0.rect.minY < 10 && $0.rect.minX < 100 })
        let preview = try #require(drawn.first { $0.rect.minY > 300 })
        #expect(abs(source.opacity - 0.3) < 1e-9, "the tile left behind is dimmed")
        #expect(preview.opacity == 1, "the carried tile is as it lifted")
        h.release(at: CGPoint(x: 195, y: 400))
        h.advance()
    }
}
