import Foundation
import PlaygroundScenes
import PlaygroundSDL
import PlaygroundSupport
import PlaygroundUI
import Testing

/// The inspector (`--inspect`) and layout-bounds (`--bounds`) overlays in real recordings.
@Suite(.serialized) @MainActor
struct OverlayTests {
    /// Records frame 0 of `scene` through the command line with `flags`.
    private func recordFirstFrame(_ scene: String, _ flags: [String]) throws -> RGBImage {
        let dir = Tool.tempDir("overlay-\(scene)-\(flags.joined())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Tool.run(["run", scene, "--headless", "--record", dir.path, "--frames", "1"] + flags)
        #expect(r.status == 0, "\(r.stderr)")
        return try #require(RGBImage.load(dir.appendingPathComponent("frame-00000.png").path))
    }

    /// Pixels within 2 px of `rect`'s left and top edges that are close to `color`.
    private func edgePixels(_ image: RGBImage, _ rect: CGRect, near color: ResolvedColor, tolerance: Int = 40) -> Int {
        let c = color.rgba8
        func close(_ x: Int, _ y: Int) -> Bool {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return false }
            let p = image.pixel(x, y)
            return abs(p.r - Int(c.r)) <= tolerance && abs(p.g - Int(c.g)) <= tolerance && abs(p.b - Int(c.b)) <= tolerance
        }
        var n = 0
        let x0 = Int(rect.minX.rounded(.down)), y0 = Int(rect.minY.rounded(.down))
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in (x0 - 2)...(x0 + 2) where close(x, y) { n += 1 } }
        for x in Int(rect.minX)..<Int(rect.maxX) { for y in (y0 - 2)...(y0 + 2) where close(x, y) { n += 1 } }
        return n
    }

    @Test func inspectorOutlinesEveryAnchorInItsKeyColourAndListsTheKey() throws {
        let scene = try #require(SceneCatalog.scene(named: "anchor-buttons"))
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: try TTFTextEngine())
        let writers = host.inspectPreferences().writers
        #expect(writers.count == 3)
        let color = KeyColor.color(for: "TextBoundsKey")
        let plain = try recordFirstFrame(scene.name, [])
        let inspected = try recordFirstFrame(scene.name, ["--inspect"])
        for w in writers {
            let anchor = try #require(w.anchor)
            #expect(edgePixels(inspected, anchor, near: color) > Int(anchor.width + anchor.height), "no outline at \(anchor)")
            #expect(edgePixels(plain, anchor, near: color) == 0)
        }
        // The panel along the bottom names the key in its colour.
        var keyInk = 0
        for y in 480..<inspected.height { for x in 0..<300 {
            let p = inspected.pixel(x, y), c = color.rgba8
            if abs(p.r - Int(c.r)) < 40, abs(p.g - Int(c.g)) < 40, abs(p.b - Int(c.b)) < 40 { keyInk += 1 }
        } }
        #expect(keyInk > 30, "the panel should show TextBoundsKey in its colour")
    }

    @Test func boundsOutlineEveryViewFrame() throws {
        let scene = try #require(SceneCatalog.scene(named: "segmented"))
        let host = ViewHost(rootView: scene.makeView(), size: scene.size, textMeasurer: try TTFTextEngine())
        let week = try #require(host.presentedFrame(ofText: "Week"))
        #expect(host.layoutBounds().contains(week))
        let plain = try recordFirstFrame(scene.name, [])
        let bounds = try recordFirstFrame(scene.name, ["--bounds"])
        let blue = LayoutBoundsOverlay.color
        let over = ResolvedColor(red: 1 - blue.opacity + blue.red * blue.opacity, green: 1 - blue.opacity + blue.green * blue.opacity,
                                 blue: 1, opacity: 1)
        #expect(edgePixels(bounds, week, near: over, tolerance: 60) > Int(week.height))
        #expect(edgePixels(plain, week, near: over, tolerance: 60) == 0)
    }

    @Test func changedValuesAreHighlightedForHalfASecond() throws {
        let scene = try #require(SceneCatalog.scene(named: "anchor-buttons"))
        let session = LiveSession(scenes: [LiveScene(name: scene.name, size: scene.size, makeView: scene.makeView)],
                                  size: scene.size, textMeasurer: try TTFTextEngine(), inspect: true)
        session.printsWarnings = false
        for _ in 0..<60 { session.tick() }
        #expect(session.inspector.highlight(of: "TextBoundsKey") == 0)
        let before = session.inspector.keys.first?.value
        #expect(session.host.tap(onText: "Aloha"))
        var ticks = 0
        while session.inspector.keys.first?.value == before, ticks < 30 { session.tick(); ticks += 1 }
        #expect(session.inspector.keys.first?.value != before, "tapping Aloha should change TextBoundsKey")
        #expect(session.inspector.highlight(of: "TextBoundsKey") == 1)
        #expect(session.needsFrames)
        let yellow = session.displayList.items.contains {
            if case .shape(let s) = $0, case .fill(let c) = s.paint { return c.red == 1 && c.green > 0.8 && c.blue < 0.3 }
            return false
        }
        #expect(yellow, "the changed entry should have a yellow background")
        for _ in 0..<30 { session.tick() }
        #expect(session.inspector.highlight(of: "TextBoundsKey") == 0)
    }

    @Test func flagsAreParsedForLiveViews() throws {
        let o = try LiveViewArguments.parse(["--inspect", "--bounds", "--headless"])
        #expect(o.inspect && o.bounds && o.headless)
        #expect(try !LiveViewArguments.parse([]).inspect)
    }

    @Test func longValuesAreCondensed() {
        let raw = "Optional(Anchor(CGRect(origin: Foundation.CGPoint(x: 32.0, y: 229.0), size: Foundation.CGSize(width: 48.5625, height: 52.5625))))"
        #expect(PreferenceInspector.condensed(raw) == "Anchor(32, 229, 48.6×52.6)")
    }
}
