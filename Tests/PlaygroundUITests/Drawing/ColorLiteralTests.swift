import Foundation
import Testing
@testable import PlaygroundUI

/// §9.1: `#colorLiteral` makes a UIColor unless a Color is asked for; both draw the same sRGB.
@MainActor
struct ColorLiteralTests {
    @Test func colorLiteralInColorInitialiser() {
        let c = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
        expectEqual(c.resolved, Color(red: 1, green: 0.5, blue: 0).resolved)
        let literal = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(type(of: literal) == UIColor.self)
        let asked: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        // The literal's components are Floats: equal to a Double's to within Float precision.
        let r = asked.resolved
        #expect(abs(r.red - 0.2) < 1e-6 && abs(r.green - 0.4) < 1e-6 && abs(r.blue - 0.6) < 1e-6 && r.opacity == 1)
    }

    @Test func colorLiteralFillsAShape() {
        let host = ViewHost(rootView: Rectangle().fill(Color(#colorLiteral(red: 0, green: 0.5, blue: 0.25, alpha: 1))).frame(width: 10, height: 10))
        #expect(host.displayList.items.contains {
            if case .shape(let s) = $0 { return s.paint == .fill(Color(red: 0, green: 0.5, blue: 0.25).resolved) }
            return false
        })
    }
}
