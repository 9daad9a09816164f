import Testing
@testable import PlaygroundUI
@testable import PlaygroundScenes

/// The preference inspector's data: writers with frames/anchors, and each key's root value.
@MainActor
struct InspectionTests {
    @Test func anchorsOverlayListsTwelveAnchorWriters() {
        let host = ViewHost(rootView: AnchorsOverlay.ContentView())
        let report = host.inspectPreferences()
        let anchors = report.writers.filter { $0.kind == "anchorPreference" }
        expectEqual(anchors.count, 12)
        expectEqual(anchors[0].anchor, host.frame(ofText: "ㄧ月")!.insetBy(dx: -12, dy: -4))
        expectEqual(report.keys.count, 1)
        #expect(report.keys[0].key.contains("AllValues<Anchor<CGRect>>"))
    }

    @Test func framesOnChangeReportsRectsInContainerSpace() {
        let host = ViewHost(rootView: FramesOnChange.ContentView())
        let report = host.inspectPreferences()
        expectEqual(report.writers.filter { $0.kind == "preference" }.count, 12)
        // The root value lists month 0's frame in the "container" space, which starts at (0, 0).
        #expect(report.keys.first?.value.hasPrefix("[(0.0, 0.0, 41.0, 28.4") == true || report.keys.first?.value.contains("x: 0.0, y: 0.0") == true,
                "\(report.keys)")
    }

    @Test func layoutBoundsCoverEveryText() {
        let host = ViewHost(rootView: LabPart2Bounds.ContentView())
        let bounds = host.layoutBounds()
        for m in ["January", "December"] {
            #expect(bounds.contains(host.presentedFrame(ofText: m)!))
        }
    }
}
