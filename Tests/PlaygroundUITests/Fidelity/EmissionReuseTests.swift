import Foundation
import Testing
@testable import PlaygroundUI

/// A subtree copied whole from the last frame must not leave its children pointing at their old
/// places: when the list before it changed length, a later frame that re-emits the subtree used
/// to copy its children's commands from the wrong place (seen as tiles drawn inside another
/// tile's rotation group in the icon-grid scene).
private struct Shifting: View {
    @State private var extra = false
    @State private var flag = false
    var body: some View {
        ZStack {
            if extra { Color.red.frame(width: 5, height: 5).offset(x: -100, y: -100) }
            VStack {
                Color.blue.frame(width: 20, height: 20).rotationEffect(.degrees(10))
                Color.green.frame(width: 20, height: 20)
                Text(flag ? "x" : "y")
            }
            VStack(spacing: 40) {
                Text("extra").onTapGesture { extra.toggle() }
                Text("flag").onTapGesture { flag.toggle() }
            }
            .offset(x: 120)
        }
    }
}

@MainActor
@Suite struct EmissionReuseTests {
    @Test func reusedSubtreesKeepTheirChildrenInPlace() {
        let h = ViewHost(rootView: Shifting(), size: CGSize(width: 400, height: 300))
        h.advance()
        _ = h.tap(onText: "extra")   // items before the middle VStack grow; the VStack is copied whole
        h.advance(); h.advance()
        _ = h.tap(onText: "flag")    // the VStack is drawn again; its coloured squares are copied
        h.advance(); h.advance()
        _ = h.tap(onText: "extra")   // and shrink back
        h.advance(); h.advance()
        _ = h.tap(onText: "flag")
        h.advance(); h.advance()
        // The same state drawn from scratch.
        let fresh = ViewHost(rootView: Shifting(), size: CGSize(width: 400, height: 300))
        fresh.advance()
        let same = h.displayList == fresh.displayList   // a Bool, so a failure does not print both lists
        #expect(same)
    }

    /// A frame takes the unchanged subtrees' items out of the last list (docs/engine.md, "Emit"):
    /// a list someone kept from that frame (a renderer keeps the last one to find what changed)
    /// must stay whole, and the frames after it must still draw what a fresh host draws.
    @Test func aListKeptFromAnEarlierFrameStaysWhole() {
        func drawn(tapping taps: [String]) -> DisplayList {
            let h = ViewHost(rootView: Shifting(), size: CGSize(width: 400, height: 300))
            h.advance()
            for t in taps { _ = h.tap(onText: t); h.advance(); h.advance() }
            return h.displayList
        }
        let h = ViewHost(rootView: Shifting(), size: CGSize(width: 400, height: 300))
        h.advance()
        let kept = h.displayList
        _ = h.tap(onText: "flag")   // the text changes; the squares and the switches are taken whole
        h.advance(); h.advance()
        let keptAgain = h.displayList
        _ = h.tap(onText: "flag")
        h.advance(); h.advance()
        let keptIsWhole = kept == drawn(tapping: [])
        let secondIsWhole = keptAgain == drawn(tapping: ["flag"])
        let lastIsRight = h.displayList == drawn(tapping: ["flag", "flag"])
        #expect(keptIsWhole)
        #expect(secondIsWhole)
        #expect(lastIsRight)
        #expect(!kept.items.isEmpty && kept.items.count == h.displayList.items.count)
    }
}

/// Six switches that insert, remove, transform, fade and restyle parts of a tree, each toggled by
/// tapping its label.
private struct Switchboard: View {
    @State private var on = [false, false, false, false, false, false]
    var body: some View {
        ZStack(alignment: .topLeading) {
            VStack(spacing: 6) {
                if on[0] { Color.red.frame(width: 30, height: on[1] ? 10 : 20) }
                ZStack {
                    Circle().fill(on[2] ? Color.green : Color.blue).frame(width: 30, height: 30)
                    if on[3] { Text("in").rotationEffect(.degrees(20)) }
                }
                .opacity(on[4] ? 0.5 : 1)
                HStack {
                    Text(on[5] ? "wide label" : "x").scaleEffect(on[1] ? 1.5 : 1)
                    RoundedRectangle(cornerRadius: 4).fill(.tint).frame(width: 12, height: 12)
                        .blur(radius: on[2] ? 2 : 0)
                }
                Text("end")
            }
            // The switches last, so nothing drawn (and hit-tested) in front covers them.
            VStack(spacing: 4) {
                ForEach(0..<6, id: \.self) { i in
                    Text("t\(i)").onTapGesture { on[i].toggle() }
                }
            }
            .offset(x: 220)
        }
    }
}

extension EmissionReuseTests {
    /// After every one of 60 pseudo-random taps, the display list (partly copied from earlier
    /// frames) equals the one a fresh host draws for the same switches.
    @Test func incrementalDrawingEqualsAFreshBuild() {
        let size = CGSize(width: 300, height: 300)
        let h = ViewHost(rootView: Switchboard(), size: size)
        h.advance()
        var state = [Bool](repeating: false, count: 6)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var mismatches = 0
        for step in 0..<60 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let i = Int((seed >> 33) % 6)
            _ = h.tap(onText: "t\(i)")
            state[i].toggle()
            h.advance(frames: 5 + Int((seed >> 20) % 2))
            let fresh = ViewHost(rootView: Switchboard(), size: size)
            fresh.advance()
            for (k, isOn) in state.enumerated() where isOn { _ = fresh.tap(onText: "t\(k)"); fresh.advance(frames: 5) }
            let same = h.displayList == fresh.displayList   // a Bool, so a failure does not print both lists
            if !same {
                mismatches += 1
                let a = h.displayList.items, b = fresh.displayList.items
                let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                Issue.record("step \(step) (\(state)): item \(at) of \(a.count)/\(b.count) differs: \(at < a.count ? "\(a[at])" : "-") vs \(at < b.count ? "\(b[at])" : "-")")
            }
            if mismatches > 3 { return }
        }
    }
}

/// A root that would copy all of the last display list leaves it as it is (no item copied: on a
/// rebuild that changes nothing drawn, the copy was 6 % of the 1,111-view tree's frame,
/// docs/performance-profile.md step 8).
extension EmissionReuseTests {
    fileprivate struct Cards: View {
        @State var wide = false
        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<3) { i in
                    Text("card \(i)").padding(6).background(Color.blue)
                }
                Rectangle().frame(width: wide ? 120 : 60, height: 10)
                Button("widen") { wide.toggle() }
            }
        }
    }

    private func storage(_ host: ViewHost) -> UnsafeRawPointer? {
        host.displayList.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// A forced rebuild that draws the same keeps the very list (the same storage), and an idle
    /// frame too; a change draws a new list with the change in it.
    @Test func unchangedFramesKeepTheList() throws {
        let host = ViewHost(rootView: Cards(), size: CGSize(width: 300, height: 300))
        let first = host.displayList
        let kept = storage(host)
        #expect(kept != nil && first.items.count >= 8)
        host.invalidate()
        host.advance(frames: 1)
        expectEqual(storage(host), kept)
        host.advance(frames: 2)
        expectEqual(storage(host), kept)
        expectEqual(host.displayList, first)

        host.tap(onText: "widen")
        host.advance(frames: 1)
        #expect(host.displayList != first)
        let bar = try #require(host.displayList.items.compactMap { item -> CGRect? in
            if case .shape(let s) = item, s.rect.height == 10 { return s.rect }
            return nil
        }.first)
        expectEqual(bar.width, 120)
        // What did not change was drawn the same around it.
        expectEqual(host.displayList.texts.map(\.string), first.texts.map(\.string))
    }

    fileprivate struct Recolor: View {
        @State var red = false
        var body: some View {
            VStack(spacing: 4) {
                ForEach(0..<5) { i in Text("row \(i)") }
                Rectangle().fill(red ? Color.red : Color.blue).frame(width: 40, height: 10)
                Text("recolor").onTapGesture { red.toggle() }
            }
        }
    }

    /// A change that redraws a view in place (as many items, the rest where they were) writes
    /// the new item into the last list's own storage: the list is not assembled anew
    /// (docs/engine.md, "Emit"; `EmitOutput.finish`).
    @Test func aChangeInPlaceKeepsTheListsStorage() throws {
        let host = ViewHost(rootView: Recolor(), size: CGSize(width: 300, height: 300))
        host.advance(frames: 1)
        let count = host.displayList.items.count
        let kept = storage(host)
        host.tap(onText: "recolor")
        host.advance(frames: 1)
        expectEqual(storage(host), kept)
        expectEqual(host.displayList.items.count, count)
        let fill = try #require(host.displayList.items.compactMap { item -> ShapePaint? in
            if case .shape(let s) = item, s.rect.height == 10 { return s.paint }
            return nil
        }.first)
        expectEqual(fill, .fill(Color.red.resolved))
        expectEqual(host.displayList.texts.map(\.string), ["row 0", "row 1", "row 2", "row 3", "row 4", "recolor"])
    }

    /// In dark mode the list starts with the window's background (§21.3): kept with the list, and
    /// redrawn at the new size when the window is resized or without it when the scheme goes back.
    @Test func darkBackgroundFollowsTheWindow() throws {
        let host = ViewHost(rootView: Cards(), size: CGSize(width: 300, height: 300))
        host.colorScheme = .dark
        host.advance(frames: 1)
        expectEqual(backgroundSize(host), CGSize(width: 300, height: 300))
        let kept = storage(host)
        host.invalidate()
        host.advance(frames: 1)
        expectEqual(storage(host), kept)
        expectEqual(backgroundSize(host), CGSize(width: 300, height: 300))
        host.size = CGSize(width: 320, height: 200)
        host.advance(frames: 1)
        expectEqual(backgroundSize(host), CGSize(width: 320, height: 200))
        host.colorScheme = .light
        host.advance(frames: 1)
        expectEqual(backgroundSize(host), nil)
    }

    /// The size of a full-window first item, if the list starts with one.
    private func backgroundSize(_ host: ViewHost) -> CGSize? {
        guard case .shape(let s)? = host.displayList.items.first, s.rect.origin == .zero,
              s.rect.size == host.size else { return nil }
        return s.rect.size
    }
}

private extension DisplayList {
    var texts: [(string: String, rect: CGRect)] {
        items.compactMap { if case .text(let t) = $0 { return (t.string, t.rect) } else { return nil } }
    }
}
