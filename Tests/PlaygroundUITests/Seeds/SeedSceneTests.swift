import Testing
@testable import PlaygroundUI
@testable import PlaygroundScenes

/// The seed scenes run headless: tapping each item lands the highlight exactly on it (±0.5 pt)
/// once the animation has run (issue 2 item 5, issue 5 "headless geometry").
@MainActor
struct SeedSceneTests {
    static let chineseMonths = ["ㄧ月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"]
    static let englishMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                                "September", "October", "November", "December"]

    /// The rect of the first stroked rounded rectangle drawn in `color` (the highlight border).
    static func border(_ host: ViewHost, color: Color) -> CGRect? {
        for item in host.displayList.items {
            if case .shape(let s) = item, case .roundedRectangle = s.outline,
               case .stroke(let c, _) = s.paint, c == color.resolved { return s.rect }
        }
        return nil
    }

    static func expectClose(_ a: CGRect?, _ b: CGRect, _ note: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let a else { Issue.record("no border drawn (\(note))", sourceLocation: sourceLocation); return }
        let ok = abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
        #expect(ok, "\(note): border \(a) != expected \(b)", sourceLocation: sourceLocation)
    }

    /// Taps each label in turn and checks the border settles on `expected(label)`.
    func tapEach(_ view: some View, labels: [String], color: Color, settle: Double = 1.5,
                 expected: (ViewHost, String) -> CGRect) {
        let host = ViewHost(rootView: view)
        host.printsWarnings = false
        host.advance(seconds: settle)
        for label in labels.reversed() + labels {
            #expect(host.tap(onText: label), "no text \(label)")
            host.advance(seconds: settle)
            Self.expectClose(Self.border(host, color: color), expected(host, label), label)
        }
        #expect(host.warnings.isEmpty, "\(host.warnings)")
    }

    @Test func framesOnChange() {
        tapEach(FramesOnChange.ContentView(), labels: Self.chineseMonths, color: .pink) { host, label in
            host.frame(ofText: label)!.insetBy(dx: -12, dy: -4)
        }
    }

    @Test func anchorsOverlay() {
        tapEach(AnchorsOverlay.ContentView(), labels: Self.chineseMonths, color: .pink) { host, label in
            host.frame(ofText: label)!.insetBy(dx: -12, dy: -4)
        }
    }

    @Test func anchorsExtensions() {
        tapEach(AnchorsExtensions.ContentView(), labels: Self.chineseMonths, color: .pink) { host, label in
            host.frame(ofText: label)!.insetBy(dx: -12, dy: -4)
        }
    }

    @Test func labPart1() {
        tapEach(LabPart1.ContentView(), labels: Self.englishMonths, color: .green, settle: 1.5) { host, label in
            host.frame(ofText: label)!.insetBy(dx: -10, dy: -10)
        }
    }

    @Test func labPart2Bounds() {
        tapEach(LabPart2Bounds.ContentView(), labels: Self.englishMonths, color: .green) { host, label in
            host.frame(ofText: label)!.insetBy(dx: -10, dy: -10)
        }
    }

    @Test func labPart2Points() {
        tapEach(LabPart2Points.ContentView(), labels: Self.englishMonths, color: .green) { host, label in
            host.frame(ofText: label)!.insetBy(dx: -10, dy: -10)
        }
    }

    @Test func anchorButtons() {
        // "Hi" and "Aloha" are padded by 16 before captureBounds; "Hello" is not.
        tapEach(AnchorButtons.AnchorView(), labels: ["Hi", "Hello", "Aloha"], color: .primary) { host, label in
            let f = host.frame(ofText: label)!
            return label == "Hello" ? f : f.insetBy(dx: -16, dy: -16)
        }
    }

    @Test func anchorButtonsColored() {
        let colors: [String: Color] = ["Hi": .red, "Hello": .green, "Aloha": .blue]
        let host = ViewHost(rootView: AnchorButtonsColored.AnchorView())
        host.advance(seconds: 1)
        for label in ["Aloha", "Hello", "Hi", "Aloha"] {
            #expect(host.tap(onText: label))
            host.advance(seconds: 1)
            Self.expectClose(Self.border(host, color: colors[label]!), host.frame(ofText: label)!.insetBy(dx: -16, dy: -16), label)
        }
    }

    @Test func segmentedBackgroundFollowsSelection() {
        let host = ViewHost(rootView: Segmented.SegmentedControl())
        host.advance(seconds: 1)
        for label in ["Year", "Week", "Day", "Month"] {
            #expect(host.tap(onText: label))
            host.advance(seconds: 1)
            var fill: CGRect?
            for item in host.displayList.items {
                if case .shape(let s) = item, case .fill(let c) = s.paint, c == Color.white.resolved { fill = s.rect }
            }
            Self.expectClose(fill, host.frame(ofText: label)!.insetBy(dx: -16, dy: -6), label)
        }
    }

    @Test func nestedAnchorsLostAndKept() {
        let host = ViewHost(rootView: LabPart2Nested.ContentView())
        host.advance(seconds: 1)
        var outlines = 0
        for item in host.displayList.items {
            if case .shape(let s) = item, case .roundedRectangle = s.outline, case .stroke = s.paint { outlines += 1 }
        }
        // Left panel: the parent's anchorPreference replaced the child's (1 outline);
        // right panel: transformAnchorPreference kept it (2 outlines). Semantics §1.4.
        expectEqual(outlines, 3)
    }

    @Test func catalogListsTheSeedAndScrollingScenes() {
        // Ten seeds and twenty-four programs of our own (scrolling, drawing, data flow, layout, …).
        expectEqual(SceneCatalog.all.count, 34)
        expectEqual(Set(SceneCatalog.all.map(\.name)).count, 34)
        #expect(SceneCatalog.all.prefix(10).allSatisfy { $0.seedFile != nil })
        let prefixes = ["scroll-", "draw-", "data-", "text-", "controls-", "gesture-", "layout-", "nav-", "tab-", "sheet-"]
        #expect(SceneCatalog.all.dropFirst(10).allSatisfy { s in prefixes.contains { s.name.hasPrefix($0) } && s.seedFile == nil })
        for scene in SceneCatalog.all {
            let host = ViewHost(rootView: scene.makeView(), size: scene.size)
            host.advance(frames: 3)
            #expect(!host.displayList.items.isEmpty, "\(scene.name) draws nothing")
        }
    }
}

/// Incremental frames (unchanged views skipped, layout and drawing reused) draw exactly what a
/// full rebuild draws.
@MainActor
struct IncrementalUpdateTests {
    @Test func incrementalFramesMatchAFullRebuild() {
        let labels = SeedSceneTests.chineseMonths + SeedSceneTests.englishMonths + ["Hi", "Hello", "Aloha", "Week", "Year", "transformAnchorPreference"]
        for scene in SceneCatalog.all {
            let host = ViewHost(rootView: scene.makeView(), size: scene.size)
            host.printsWarnings = false
            host.advance(seconds: 1.2)
            var n = 0
            for label in labels where n < 3 {
                if host.tap(onText: label) {
                    n += 1
                    host.advance(frames: 7)
                    let mid = host.displayList
                    host.advance(seconds: 1.2)
                    let settled = host.displayList
                    host.invalidate()
                    host.advance(frames: 1)
                    #expect(host.displayList == settled, "\(scene.name) after tapping \(label)")
                    #expect(!mid.items.isEmpty)
                }
            }
        }
    }

    @Test func unchangedViewsAreNotReevaluated() {
        let host = ViewHost(rootView: FramesOnChange.ContentView())
        host.advance(seconds: 1)
        let before = host.counters.bodies
        host.tap(onText: "五月")
        host.advance(frames: 1)
        // YearView (its state changed) and the author's HStackForEach/VStackForEach (they hold a
        // closure, which cannot be compared) run their bodies; the twelve MonthViews read
        // `currentIndex` only in their tap action, so they are unchanged and skipped.
        expectEqual(host.counters.bodies - before, 6)
        let b2 = host.counters.bodies
        host.advance(frames: 5)
        #expect(host.counters.bodies == b2)   // nothing changes while the border glides
    }

    @Test func rebuildingIntoTheSameTreeNeedsNoLayout() {
        let host = ViewHost(rootView: LabPart2Bounds.ContentView())
        host.advance(seconds: 1)
        let list = host.displayList
        let measured = host.counters.measurements
        host.invalidate()          // every body evaluated again…
        host.advance(frames: 1)
        #expect(host.counters.measurements == measured)   // …but nothing changed, so nothing is measured
        expectEqual(host.displayList, list)
    }
}
