import Foundation
import Testing
@testable import PlaygroundUI

// The UIKit stand-ins (docs/semantics.md §34).

@MainActor
@Suite(.serialized) struct UIKitConveniencesTests {
    @Test func screenIsTheWindow() {
        _ = ViewHost(rootView: Text("x"), size: CGSize(width: 390, height: 844)) { $0.displayScale = 3 }
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
    }

    @Test func pasteboardKeepsWhatIsCopied() {
        let board = UIPasteboard.general
        board.string = "copied"
        #expect(board.string == "copied" && board.hasStrings)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.strings == ["a", "b"])
        board.url = URL(string: "https://example.com/x")
        #expect(board.url?.absoluteString == "https://example.com/x")
        board.string = nil
        #expect(!board.hasStrings && board.strings == nil)
    }

    @Test func colorComponents() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.8)).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0.25 && abs(a - 0.8) < 1e-9)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(Color(red: 0, green: 1, blue: 0)).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1 && a == 1)
    }
}
