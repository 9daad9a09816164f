import Foundation
@testable import PlaygroundRender
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundUI
import Testing

/// The renderer repaints only what changed (issue 12, item 5), and the picture is byte for byte
/// the one a full repaint gives — for every seed scene while it animates, and for random display
/// lists with every kind of item and group changing from frame to frame.
@MainActor
struct DamageRepaintTests {
    /// Renders each frame of `host` twice: incrementally and fully; the bytes must be equal.
    func compareFrames(_ host: ViewHost, frames: Int, scale: Double, engine: TTFTextEngine,
                       step: (Int) -> Void) -> (mismatches: Int, repainted: Double) {
        let w = Int(host.size.width * scale), h = Int(host.size.height * scale)
        let incremental = SoftwareRenderer(pixelWidth: w, pixelHeight: h, scale: scale, text: engine)
        let full = SoftwareRenderer(pixelWidth: w, pixelHeight: h, scale: scale, text: engine)
        var mismatches = 0
        var repainted = 0.0
        for i in 0..<frames {
            step(i)
            host.advance(frames: 1)
            incremental.render(host.displayList)
            full.renderFully(host.displayList)
            if incremental.rgbBytes() != full.rgbBytes() { mismatches += 1 }
            let r = incremental.lastRepaint
            repainted += Double(r.width * r.height) / Double(w * h)
        }
        return (mismatches, repainted / Double(frames))
    }

    /// Every seed scene, tapped through its labels while it animates.
    @Test(arguments: SceneCatalog.all.map(\.name))
    func seedScenesRepaintExactly(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let engine = try TTFTextEngine()
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: engine)
        host.advance(frames: 1)
        // Tap each text in turn, a new one every 12 frames (animations overlap).
        let texts = host.displayList.items.compactMap { item -> String? in
            if case .text(let t) = item { return t.string } else { return nil }
        }
        let result = compareFrames(host, frames: 30, scale: 1, engine: engine) { i in
            if i % 6 == 0, !texts.isEmpty { _ = host.tap(onText: texts[(i / 6 * 5) % texts.count]) }
        }
        #expect(result.mismatches == 0, "\(name): \(result.mismatches) of 30 frames differ from a full repaint")
    }

    /// The fuzz tests' deterministic generator (SplitMix64), so failures reproduce.
    typealias Random = SplitMix

    static func randomItem(_ r: inout Random) -> DisplayItem {
        let rect = CGRect(x: r.double(-20, 130), y: r.double(-20, 100), width: r.double(0, 60), height: r.double(0, 50))
        let color = ResolvedColor(red: r.double(0, 1), green: r.double(0, 1), blue: r.double(0, 1), opacity: r.double(0.2, 1))
        let outlines: [ShapeOutline] = [.rectangle, .ellipse, .capsule(style: .circular),
                                        .roundedRectangle(cornerSize: CGSize(width: 8, height: 5), style: .continuous)]
        switch r.int(4) {
        case 0:
            return .text(TextDrawing(string: ["Day", "Week", "三月", "a longer line of text"][r.int(4)], font: .body, color: color, rect: rect))
        case 1:
            let style = StrokeStyle(lineWidth: r.double(0.5, 6), lineCap: [.butt, .round, .square][r.int(3)],
                                    lineJoin: [.miter, .round, .bevel][r.int(3)], dash: r.int(3) == 0 ? [4, 2] : [])
            return .shape(ShapeDrawing(outline: outlines[r.int(4)], rect: rect, paint: .stroke(color, style)))
        default:
            return .shape(ShapeDrawing(outline: outlines[r.int(4)], rect: rect, paint: .fill(color)))
        }
    }

    static func randomGroup(_ r: inout Random) -> GroupEffect {
        let rect = CGRect(x: r.double(0, 60), y: r.double(0, 40), width: r.double(10, 80), height: r.double(10, 60))
        switch r.int(5) {
        case 0: return .opacity(r.double(0.1, 0.9))
        case 1: return .clip(rect)
        case 2: return .clipShape(.roundedRectangle(cornerSize: CGSize(width: 9, height: 9), style: .circular), in: rect)
        case 3: return .scale(r.double(0.5, 1.2), anchor: CGPoint(x: r.double(0, 120), y: r.double(0, 90)))
        default:
            return .shadow(color: ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0.4), radius: r.double(0, 6),
                           offset: CGSize(width: r.double(-4, 4), height: r.double(-4, 4)))
        }
    }

    /// A random list: items and (nested) groups, balanced.
    static func randomList(_ r: inout Random) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var open = 0
        for _ in 0..<(8 + r.int(16)) {
            switch r.int(6) {
            case 0 where open < 3: items.append(.beginGroup(randomGroup(&r))); open += 1
            case 1 where open > 0: items.append(.endGroup); open -= 1
            default: items.append(randomItem(&r))
            }
        }
        items += Array(repeating: .endGroup, count: open)
        return items
    }

    /// One change of the kind frames make: move or recolour an item, insert or remove one, change
    /// a group's effect, wrap a run in a group.
    static func mutate(_ items: inout [DisplayItem], _ r: inout Random) {
        guard !items.isEmpty else { items = [randomItem(&r)]; return }
        let i = r.int(items.count)
        switch r.int(5) {
        case 0:
            if case .beginGroup = items[i] { items[i] = .beginGroup(randomGroup(&r)) } else if case .endGroup = items[i] {} else { items[i] = randomItem(&r) }
        case 1: items.insert(randomItem(&r), at: i)
        case 2:
            if case .shape = items[i] { items.remove(at: i) } else if case .text = items[i] { items.remove(at: i) }
        case 3:
            if case .shape(var s) = items[i] { s.rect = s.rect.offsetBy(dx: r.double(-3, 3), dy: r.double(-3, 3)); items[i] = .shape(s) }
        default:
            if case .shape = items[i] { items.insert(.beginGroup(randomGroup(&r)), at: i); items.insert(.endGroup, at: i + 2) }
        }
    }

    /// 400 random frames (8 runs of 50 changes), each compared byte for byte with a full repaint.
    @Test func randomListsRepaintExactly() throws {
        let engine = try TTFTextEngine()
        var mismatches: [String] = []
        var repainted = 0.0, frames = 0
        for seed in 1...8 {
            var r = Random(seed: UInt64(seed))
            let incremental = SoftwareRenderer(pixelWidth: 120, pixelHeight: 90, scale: 1, text: engine)
            let full = SoftwareRenderer(pixelWidth: 120, pixelHeight: 90, scale: 1, text: engine)
            var items = Self.randomList(&r)
            for step in 0..<50 {
                if step > 0 { for _ in 0..<(1 + r.int(2)) { Self.mutate(&items, &r) } }
                let list = DisplayList(items: items)
                incremental.render(list)
                full.renderFully(list)
                if incremental.rgbBytes() != full.rgbBytes() { mismatches.append("seed \(seed) step \(step)") }
                if step > 0 {
                    repainted += Double(incremental.lastRepaint.width * incremental.lastRepaint.height) / (120 * 90)
                    frames += 1
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) frames differ: \(mismatches.prefix(5))")
        // Most changes are partial repaints (else this would test nothing).
        #expect(repainted / Double(frames) < 0.8, "on average \(repainted / Double(frames)) of the frame was repainted")
        print("random lists: on average \(Int(100 * repainted / Double(frames))) % of the frame repainted")
    }

    /// Large repaints are split into bands painted on several cores; the picture does not depend
    /// on how many bands there are or where they start.
    @Test func bandsPaintTheSamePicture() throws {
        let engine = try TTFTextEngine()
        for seed in 11...14 {
            var r = Random(seed: UInt64(seed))
            var items: [DisplayItem] = []
            for _ in 0..<4 { items += Self.randomList(&r) }
            let list = DisplayList(items: items)
            var pictures: [[UInt8]] = []
            for bands in [1, 3, 7] {
                let renderer = SoftwareRenderer(pixelWidth: 120, pixelHeight: 90, scale: 1, text: engine)
                renderer.bandsForTesting = bands
                renderer.render(list)
                pictures.append(renderer.rgbBytes())
            }
            #expect(pictures[0] == pictures[1] && pictures[0] == pictures[2], "seed \(seed)")
        }
    }

    /// A small change repaints a small region; an unchanged list repaints nothing.
    @Test func damageIsWhatChanged() {
        let red = ResolvedColor(red: 1, green: 0, blue: 0, opacity: 1)
        let background = DisplayItem.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: 0, y: 0, width: 400, height: 300), paint: .fill(ResolvedColor(red: 0.9, green: 0.9, blue: 0.9, opacity: 1))))
        func dot(_ x: Double) -> DisplayItem { .shape(ShapeDrawing(outline: .ellipse, rect: CGRect(x: x, y: 100, width: 10, height: 10), paint: .fill(red))) }
        let renderer = SoftwareRenderer(pixelWidth: 400, pixelHeight: 300, scale: 1, text: nil)
        renderer.render(DisplayList(items: [background, dot(10)]))
        #expect(renderer.lastRepaint == PixelRect(x0: 0, y0: 0, x1: 400, y1: 300))
        renderer.render(DisplayList(items: [background, dot(10)]))
        #expect(renderer.lastRepaint.isEmpty)
        renderer.render(DisplayList(items: [background, dot(30)]))
        let r = renderer.lastRepaint
        #expect(r.x0 <= 10 && r.x1 >= 40 && r.y0 <= 100 && r.y1 >= 110)
        #expect(r.width <= 34 && r.height <= 14, "\(r)")
    }
}

extension SplitMix {
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * Double(next() % 10_000) / 10_000 }
}
