import Foundation
import Testing
@testable import PlaygroundUI

// GroupBox (docs/semantics.md §24.12): iOS's default style is a VStack of the label (headline,
// stretched to the leading edge) and the content, `.padding()`, on an 8-pt continuous rounded
// rectangle filled with the background style one group level up.

@MainActor
@Suite struct GroupBoxTests {
    private func boxes(_ h: ViewHost) -> [ShapeDrawing] {
        h.shapeDrawings.filter {
            if case .roundedRectangle(let c, let style) = $0.outline { return c == CGSize(width: 8, height: 8) && style == .continuous }
            return false
        }
    }

    /// A labelled box fills the width offered: 16 pt of padding round the label (headline, at
    /// the leading edge) and the content, which is centred below it.
    @Test func aLabelledBoxFillsTheWidthWithItsLabelLeading() throws {
        let h = ViewHost(rootView: GroupBox("Account") { Text("Signed in") }.padding(20),
                         size: CGSize(width: 390, height: 300))
        let box = try #require(boxes(h).first)
        #expect(box.rect.minX == 20 && box.rect.width == 350, "\(box.rect)")
        #expect(box.paint == .fill(Color(242, 242, 247).resolved), "secondary system background on a white screen")
        let title = try #require(h.frame(ofText: "Account")), body = try #require(h.frame(ofText: "Signed in"))
        #expect(title.minX == box.rect.minX + 16 && title.minY == box.rect.minY + 16, "\(title) in \(box.rect)")
        #expect(abs(body.midX - box.rect.midX) < 0.5, "narrower content is centred: \(body) in \(box.rect)")
        #expect(abs(body.maxY + 16 - box.rect.maxY) < 0.5)
        #expect(body.minY >= title.maxY, "below the label, text-to-text spacing (§6.1.1)")
        #expect(h.textDrawings.first { $0.string == "Account" }?.font == .headline, "the label's font is the headline")
        expectEqual(h.textDrawings.first { $0.string == "Signed in" }?.font, .body)
    }

    /// Without a label the box is as wide as its content and its padding.
    @Test func anUnlabelledBoxHugsItsContent() throws {
        let h = ViewHost(rootView: GroupBox { Color.red.frame(width: 100, height: 40) }, size: CGSize(width: 390, height: 300))
        let box = try #require(boxes(h).first)
        #expect(box.rect.size == CGSize(width: 132, height: 72), "\(box.rect)")
        #expect(abs(box.rect.midX - 195) < 0.5)
    }

    /// A box inside a box is one level up again: white in light mode; in dark mode (28, 28, 30)
    /// then (44, 44, 46); `backgroundStyle(_:)` sets the fill; a label's own font wins.
    @Test func nestedBoxesTakeTheNextLevel() throws {
        func fills(_ scheme: ColorScheme) -> [ShapePaint] {
            let h = ViewHost(rootView: GroupBox("Outer") { GroupBox("Inner") { Text("x") } }.environment(\.colorScheme, scheme),
                             size: CGSize(width: 390, height: 400))
            return boxes(h).map(\.paint)
        }
        expectEqual(fills(.light), [.fill(Color(242, 242, 247).resolved), .fill(Color.white.resolved)])
        expectEqual(fills(.dark), [.fill(Color(28, 28, 30).resolved), .fill(Color(44, 44, 46).resolved)])
        let set = ViewHost(rootView: GroupBox { Text("x") }.backgroundStyle(Color.yellow), size: CGSize(width: 200, height: 200))
        expectEqual(boxes(set).first?.paint, .fill(Color.yellow.resolved))
        let bold = ViewHost(rootView: GroupBox { Text("x") } label: { Text("Big").font(.largeTitle) }, size: CGSize(width: 300, height: 300))
        expectEqual(bold.textDrawings.first { $0.string == "Big" }?.font, .largeTitle)
    }

    /// In a grouped form's row the box is grey on the white row (light), (44, 44, 46) in dark mode.
    @Test func aBoxInAFormRowIsALevelAboveTheRow() throws {
        func fill(_ scheme: ColorScheme) -> ShapePaint? {
            let h = ViewHost(rootView: Form { GroupBox { Text("x") } }.environment(\.colorScheme, scheme), size: CGSize(width: 390, height: 400))
            return boxes(h).first?.paint
        }
        expectEqual(fill(.light), .fill(Color(242, 242, 247).resolved))
        expectEqual(fill(.dark), .fill(Color(44, 44, 46).resolved))
    }

    /// A custom style gets the label and the content; `GroupBox(configuration)` in it draws the
    /// default look around them.
    @Test func aCustomStyleDrawsTheLabelAndContent() throws {
        struct Card: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; configuration.content }
                    .padding(4)
                    .background(Color.blue)
            }
        }
        struct Framed: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                GroupBox(configuration).border(Color.red)
            }
        }
        let h = ViewHost(rootView: GroupBox(label: Text("Title")) { Text("Body") }.groupBoxStyle(Card()),
                         size: CGSize(width: 390, height: 200))
        let title = try #require(h.frame(ofText: "Title")), body = try #require(h.frame(ofText: "Body"))
        #expect(abs(title.midY - body.midY) < 0.5 && body.minX > title.maxX, "side by side: \(title) \(body)")
        #expect(boxes(h).isEmpty)
        #expect(h.shapeDrawings.contains { $0.paint == .fill(Color.blue.resolved) })
        let framed = ViewHost(rootView: GroupBox("T") { Text("B") }.groupBoxStyle(Framed()), size: CGSize(width: 390, height: 200))
        #expect(boxes(framed).count == 1, "the default look inside the custom style, once")
        #expect(framed.exists(text: "T") && framed.exists(text: "B"))
    }
}
