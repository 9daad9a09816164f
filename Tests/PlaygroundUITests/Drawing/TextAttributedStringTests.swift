import Foundation
import Testing
@testable import PlaygroundUI

// `Text(AttributedString)` with SwiftUI's attributes, `AttributedString(markdown:)`, and iOS 16's
// line patterns (docs/semantics.md §20.11).
@MainActor
struct TextAttributedStringTests {
    private func order() -> AttributedString {
        var s = AttributedString("Order ")
        var id = AttributedString("#1042")
        id.font = .headline
        id.foregroundColor = .orange
        var status = AttributedString(" shipped")
        status.underlineStyle = Text.LineStyle(pattern: .dash, color: .green)
        status.kern = 2
        s.append(id)
        s.append(status)
        return s
    }

    @Test func eachRunKeepsItsAttributes() {
        let t = Text(order())
        expectEqual(t.string, "Order #1042 shipped")
        expectEqual(t.tail.count, 2)
        #expect(t.head.font == nil && t.head.style == Text.RunStyle())
        expectEqual(t.tail[0].font, .headline)
        expectEqual(t.tail[0].style.color, .orange)
        expectEqual(t.tail[1].style.underline, Text.Decoration(isActive: true, color: .green))
        expectEqual(t.tail[1].style.kerning, 2)
    }

    @Test func theScopeIsReachableByName() {
        var s = AttributedString("x")
        s.swiftUI.foregroundColor = .red
        #expect(s.runs.first?[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == .red)
        expectEqual(Text(s).head.style.color, .red)
    }

    @Test func markdownKeepsItsInlineStyles() throws {
        let t = Text(try AttributedString(markdown: "**Bold**, *it* and `code`"))
        expectEqual(t.string, "Bold, it and code")
        let styles = ([t.head] + t.tail).map { ($0.string, $0.style) }
        #expect(styles.contains { $0.0 == "Bold" && $0.1.isBold })
        #expect(styles.contains { $0.0 == "it" && $0.1.isItalic })
        #expect(styles.contains { $0.0 == "code" && $0.1.isMonospaced })
    }

    @Test func anAttributedTextDrawsAsOneText() {
        let h = ViewHost(rootView: Text(order()), size: CGSize(width: 300, height: 100))
        h.advance()
        #expect(h.exists(text: "Order #1042 shipped"))
    }

    @Test func aLinePatternUnderlines() {
        let t = Text("Dashed").underline(pattern: .dash, color: .red)
        expectEqual(t.head.style.underline, Text.Decoration(isActive: true, color: .red))
    }
}
