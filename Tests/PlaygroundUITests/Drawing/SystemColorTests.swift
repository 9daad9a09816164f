import Foundation
import Testing
@testable import PlaygroundUI

// UIKit's system colours and Divider (docs/semantics.md §9.1).

@MainActor
@Suite struct SystemColorTests {
    @Test func systemColoursHaveIOSLightModeValues() {
        expectEqual(Color(.systemBlue), Color.blue)
        expectEqual(Color(uiColor: .systemRed), Color.red)
        expectEqual(Color(UIColor.secondarySystemBackground).resolved, ResolvedColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, opacity: 1))
        expectEqual(Color(.secondaryLabel), Color.secondary)
        expectEqual(Color(.separator).resolved.opacity, 0.29)
        expectEqual(Color(UIColor.systemGray6.withAlphaComponent(0.5)).resolved.opacity, 0.5)
    }

    @Test func dividersSpanTheirStack() {
        let v = ViewHost(rootView: VStack { Text("a"); Divider(); Text("b") }.frame(width: 200), size: CGSize(width: 300, height: 200))
        let line = v.shapeDrawings.first { $0.paint == .fill(Color(.separator).resolved) }?.rect
        #expect(line?.width == 200 && line?.height == 0.5)
        let h = ViewHost(rootView: HStack { Text("a"); Divider(); Text("b") }.frame(height: 40), size: CGSize(width: 300, height: 200))
        let bar = h.shapeDrawings.first { $0.paint == .fill(Color(.separator).resolved) }?.rect
        #expect(bar?.width == 0.5 && bar?.height == 40)
    }

    @Test func hueSaturationBrightness() {
        func rgb(_ c: Color) -> [Int] { [c.resolved.red, c.resolved.green, c.resolved.blue].map { Int(($0 * 255).rounded()) } }
        expectEqual(rgb(Color(hue: 0, saturation: 1, brightness: 1)), [255, 0, 0])
        expectEqual(rgb(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 255, 0])
        expectEqual(rgb(Color(hue: 0.5, saturation: 0.5, brightness: 0.8)), [102, 204, 204])
        #expect(rgb(Color(hue: 1.25, saturation: 0, brightness: 0.5)) == [128, 128, 128])   // hue wraps; grey
    }
}
