import Foundation
import Testing
@testable import PlaygroundUI

// Rows of a list or a lazy stack that come or go with an animated change transition in and out
// (docs/semantics.md §14.7, §7.6).

/// A list whose button adds or removes rows with or without animation.
private struct Rows: View {
    let animated: Bool
    let lazyStack: Bool
    @State private var items = ["One", "Two", "Three"]
    var body: some View {
        VStack {
            Button("Append") { change { items.append("Item \(items.count + 1)") } }
            Button("Prepend") { change { items.insert("First", at: 0) } }
            Button("Remove") { change { _ = items.remove(at: 1) } }
            Button("Remove last") { change { _ = items.removeLast() } }
            if lazyStack {
                ScrollView { LazyVStack { ForEach(items, id: \.self) { Text($0).frame(height: 40) } } }
            } else {
                List { ForEach(items, id: \.self) { Text($0) } }
            }
        }
    }
    private func change(_ body: () -> Void) {
        if animated { withAnimation(.linear(duration: 1)) { body() } } else { body() }
    }
}

@MainActor
struct LazyRowTransitionTests {
    private func host(animated: Bool = true, lazyStack: Bool = false) -> ViewHost {
        ViewHost(rootView: Rows(animated: animated, lazyStack: lazyStack), size: CGSize(width: 390, height: 700))
    }

    /// The product of the opacity groups the text `string` is drawn in (nil: not drawn).
    private func opacity(ofText string: String, _ h: ViewHost) -> Double? {
        var stack: [Double] = []
        for item in h.displayList.items {
            switch item {
            case .beginGroup(.opacity(let o)): stack.append(o)
            case .beginGroup: stack.append(1)
            case .endGroup: _ = stack.popLast()
            case .text(let t) where t.string == string: return stack.reduce(1, *)
            default: break
            }
        }
        return nil
    }

    // §14.7: an element appended with animation fades in on the transaction's curve (it appeared
    // at once, fully drawn, while a row inserted at the top already moved the others).
    @Test func anAppendedRowFadesIn() throws {
        for lazyStack in [false, true] {
            let h = host(lazyStack: lazyStack)
            #expect(h.tap(onText: "Append"))
            h.advance(seconds: 0.25)
            let quarter = try #require(opacity(ofText: "Item 4", h))
            #expect(abs(quarter - 0.25) < 0.05, "lazy stack: \(lazyStack)")
            expectEqual(opacity(ofText: "One", h), 1)
            h.advance(seconds: 1)
            expectEqual(opacity(ofText: "Item 4", h), 1)
        }
    }

    @Test func aRowInsertedAtTheTopFadesInWhileTheOthersMoveDown() throws {
        let h = host()
        let before = try #require(h.frame(ofText: "One"))
        #expect(h.tap(onText: "Prepend"))
        h.advance(seconds: 0.5)
        #expect(abs(try #require(opacity(ofText: "First", h)) - 0.5) < 0.05)
        let moving = try #require(h.presentedFrame(ofText: "One"))
        #expect(moving.minY > before.minY + 10 && moving.minY < before.minY + 34)
    }

    // §14.7: a removed element's row stays where it was, fading out, until its transition ends.
    @Test func aRemovedRowFadesOutWhereItWas() throws {
        let h = host()
        let two = try #require(h.frame(ofText: "Two"))
        #expect(h.tap(onText: "Remove"))
        h.advance(seconds: 0.5)
        #expect(abs(try #require(opacity(ofText: "Two", h)) - 0.5) < 0.05)
        #expect(h.frame(ofText: "Two") == nil || h.presentedFrame(ofText: "Two")?.minY == two.minY)
        h.advance(seconds: 1)
        expectEqual(opacity(ofText: "Two", h), nil)
    }

    // §14.7: the last row removed fades out like any other (it went at once: the shorter stack
    // dropped it from the rows shown before its removal was looked for).
    @Test func theLastRowRemovedFadesOut() throws {
        let h = host(lazyStack: true)
        #expect(h.tap(onText: "Append"))
        h.advance(seconds: 1.5)
        #expect(h.tap(onText: "Remove last"))
        h.advance(seconds: 0.5)
        #expect(abs(try #require(opacity(ofText: "Item 4", h)) - 0.5) < 0.05)
        h.advance(seconds: 1)
        expectEqual(opacity(ofText: "Item 4", h), nil)
    }

    // Without animation rows come and go at once.
    @Test func withoutAnimationRowsComeAndGoAtOnce() {
        let h = host(animated: false)
        #expect(h.tap(onText: "Append"))
        h.advance(frames: 1)
        expectEqual(opacity(ofText: "Item 4", h), 1)
        #expect(h.tap(onText: "Remove"))
        h.advance(frames: 1)
        expectEqual(opacity(ofText: "Two", h), nil)
    }

    // §14.14: a row that can be swiped (`onDelete`) is clipped to its card; while the row moves to
    // its new place (a row before it deleted), the clip moves with it. It stayed at the new place
    // while the text slid up from the old one, so the texts under a deleted row vanished.
    @Test func aSwipeableRowMovingToItsNewPlaceIsClippedWhereItIsDrawn() throws {
        struct Deletable: View {
            @State var items = ["Apple", "Banana", "Cherry", "Date"]
            var body: some View {
                VStack {
                    Button("Delete Banana") { withAnimation(.linear(duration: 1)) { _ = items.remove(at: 1) } }
                    List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
                }
            }
        }
        let h = ViewHost(rootView: Deletable(), size: CGSize(width: 390, height: 700))
        let before = try #require(h.frame(ofText: "Cherry"))
        #expect(h.tap(onText: "Delete Banana"))
        h.advance(seconds: 0.5)
        // The text half-way up, and every clip around it containing it.
        var clips: [CGRect?] = []
        var found: (text: CGRect, clips: [CGRect])?
        for item in h.displayList.items {
            switch item {
            case .beginGroup(.clip(let r)): clips.append(r)
            case .beginGroup(.clipShape(_, in: let r)): clips.append(r)
            case .beginGroup: clips.append(nil)
            case .endGroup: _ = clips.popLast()
            case .text(let t) where t.string == "Cherry": found = (t.rect, clips.compactMap { $0 })
            default: break
            }
        }
        let drawn = try #require(found)
        #expect(drawn.text.minY < before.minY - 10 && drawn.text.minY > before.minY - 34)
        #expect(!drawn.clips.isEmpty)
        let t = drawn.text
        #expect(drawn.clips.allSatisfy { c in
            c.minX <= t.minX + 0.5 && c.minY <= t.minY + 0.5 && c.maxX >= t.maxX - 0.5 && c.maxY >= t.maxY - 0.5
        }, "\(drawn)")
    }
}
