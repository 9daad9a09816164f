import Testing
@testable import PlaygroundUI
@testable import PlaygroundScenes

/// Issue 5 "headless geometry": after a tap the highlight passes through the point its curve gives
/// at (about) half the animation's duration, then lands exactly on the tapped item.
@MainActor
struct SceneMidpointTests {
    struct Case {
        let view: AnyView
        let from: String, to: String
        let duration: Double
        let curve: (Double) -> Double
        let highlight: (ViewHost) -> CGRect?
        let expected: (ViewHost, String) -> CGRect
    }

    static func stroke(_ host: ViewHost, dashed: Bool = false, color: Color? = nil) -> CGRect? {
        for item in host.displayList.items {
            if case .shape(let s) = item, case .roundedRectangle = s.outline, case .stroke(let c, let style) = s.paint,
               color.map({ $0.resolved == c }) ?? true, !dashed || !style.dash.isEmpty { return s.rect }
        }
        return nil
    }

    static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> (Double) -> Double {
        { x in AnimationReference.bezier(p1x, p1y, p2x, p2y, at: min(max(x, 0), 1)) }
    }
    static let easeInOut = bezier(0.42, 0, 0.58, 1)
    static let easeIn = bezier(0.42, 0, 1, 1)
    static let easeOut = bezier(0, 0, 0.58, 1)

    static var cases: [(String, Case)] {
        let month: (ViewHost, String) -> CGRect = { h, l in h.frame(ofText: l)!.insetBy(dx: -12, dy: -4) }
        let lab: (ViewHost, String) -> CGRect = { h, l in h.frame(ofText: l)!.insetBy(dx: -10, dy: -10) }
        let button: (ViewHost, String) -> CGRect = { h, l in
            let f = h.frame(ofText: l)!
            return l == "Hello" ? f : f.insetBy(dx: -16, dy: -16)
        }
        return [
            ("frames-onchange", Case(view: AnyView(FramesOnChange.ContentView()), from: "ㄧ月", to: "十二月", duration: 0.35,
                                     curve: easeInOut, highlight: { stroke($0, color: .pink) }, expected: month)),
            ("anchors-overlay", Case(view: AnyView(AnchorsOverlay.ContentView()), from: "ㄧ月", to: "十二月", duration: 0.35,
                                     curve: easeInOut, highlight: { stroke($0, color: .pink) }, expected: month)),
            ("anchors-extensions", Case(view: AnyView(AnchorsExtensions.ContentView()), from: "ㄧ月", to: "九月", duration: 0.35,
                                        curve: easeInOut, highlight: { stroke($0, color: .pink) }, expected: month)),
            ("lab-part1", Case(view: AnyView(LabPart1.ContentView()), from: "January", to: "December", duration: 1,
                               curve: easeInOut, highlight: { stroke($0, color: .green) }, expected: lab)),
            ("lab-part2-bounds", Case(view: AnyView(LabPart2Bounds.ContentView()), from: "January", to: "October", duration: 1,
                                      curve: easeInOut, highlight: { stroke($0, color: .green) }, expected: lab)),
            ("lab-part2-points", Case(view: AnyView(LabPart2Points.ContentView()), from: "January", to: "June", duration: 1,
                                      curve: easeInOut, highlight: { stroke($0, color: .green) }, expected: lab)),
            ("anchor-buttons", Case(view: AnyView(AnchorButtons.AnchorView()), from: "Hi", to: "Aloha", duration: 0.35,
                                    curve: easeIn, highlight: { stroke($0, dashed: true) }, expected: button)),
            ("anchor-buttons-colored", Case(view: AnyView(AnchorButtonsColored.AnchorView()), from: "Hi", to: "Aloha", duration: 0.35,
                                            curve: easeOut, highlight: { stroke($0, dashed: true) }, expected: button)),
            ("segmented", Case(view: AnyView(Segmented.SegmentedControl()), from: "Day", to: "Year", duration: 0.35,
                               curve: easeInOut, highlight: { h in
                                   for item in h.displayList.items {
                                       if case .shape(let s) = item, case .fill(let c) = s.paint, c == Color.white.resolved { return s.rect }
                                   }
                                   return nil
                               }, expected: { h, l in h.frame(ofText: l)!.insetBy(dx: -16, dy: -6) })),
        ]
    }

    @Test func highlightFollowsItsCurveAndLands() {
        for (name, c) in Self.cases {
            let host = ViewHost(rootView: c.view)
            host.advance(seconds: 1.5)
            let a = c.expected(host, c.from), b = c.expected(host, c.to)
            guard let start = c.highlight(host) else { Issue.record("\(name): no highlight"); continue }
            #expect(abs(start.minX - a.minX) < 0.5 && abs(start.minY - a.minY) < 0.5, "\(name) starts on \(c.from)")
            #expect(host.tap(onText: c.to))
            // The change is built in the next frame (elapsed 0); frame k after it shows elapsed k/60.
            let k = Int((c.duration / 2 * 60).rounded(.down))
            host.advance(frames: k + 1)
            let p = c.curve(Double(k) / 60 / c.duration)
            let mid = c.highlight(host)!
            let ex = a.minX + (b.minX - a.minX) * p, ey = a.minY + (b.minY - a.minY) * p
            #expect(abs(mid.minX - ex) < 0.5 && abs(mid.minY - ey) < 0.5, "\(name) at half time: \(mid.origin) vs (\(ex), \(ey))")
            host.advance(frames: Int((c.duration * 60).rounded(.up)) - k)
            let end = c.highlight(host)!
            #expect(abs(end.minX - b.minX) < 0.5 && abs(end.minY - b.minY) < 0.5 && abs(end.width - b.width) < 0.5
                    && abs(end.height - b.height) < 0.5, "\(name) lands on \(c.to) within \(c.duration) s")
        }
    }
}
