import Foundation

/// A view that displays one or more lines of read-only text.
///
/// Its `View` conformance is in an extension, as in SwiftUI, so the type is not main-actor
/// isolated: `Text("a")` can be made in non-isolated code (a global `@ViewBuilder` function).
public struct Text: Equatable, Sendable {
    var content: String
    var font: Font?
    var isBold = false
    var color: Color?

    public init(_ content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func bold() -> Text { var t = self; t.isBold = true; return t }
    public func bold(_ isActive: Bool) -> Text { var t = self; t.isBold = isActive; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var t = self
        t.font = (t.font ?? .body).weight(weight ?? .regular)
        return t
    }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs   // the left operand's styling applies to the whole run
        t.content = lhs.content + rhs.content
        return t
    }

}

extension Text: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        let node = graph.reuse(&slot) { TextNode() }
        var font = view.font ?? graph.env.font ?? .body
        if view.isBold || graph.env.bold { font = font.bold() }
        let color = (view.color ?? graph.env.foregroundColor ?? .primary).resolved
        if node.string != view.content || node.font != font {
            node.string = view.content
            node.font = font
            node.hardLines = TextNode.splitLines(view.content)
            if node.hardLines.count == 1 {
                node.idealSize = graph.measureText(view.content, font: font)
            } else {
                // Explicit line breaks: one line per break, as wide as the widest.
                let sizes = node.hardLines.map { graph.measureText($0, font: font) }
                let lineHeight = sizes.map(\.height).max() ?? 0
                node.idealSize = CGSize(width: sizes.map(\.width).max() ?? 0, height: lineHeight * CGFloat(sizes.count))
                node.lineHeight = lineHeight
            }
            node.lines = []
            node.wrapCache.removeAll()
            graph.changed(node)
        }
        graph.update(node, \.color, color)
    }
}

/// The node of a Text: measured once per (string, font); wraps at word boundaries when narrower
/// than its ideal width (docs/semantics.md §6.7).
@MainActor
final class TextNode: _Node {
    @exclusivity(unchecked) var string = ""
    override var displayedText: String? { string }
    @exclusivity(unchecked) var font = Font.body
    @exclusivity(unchecked) var color = Color.primary.resolved
    @exclusivity(unchecked) var idealSize = CGSize.zero
    /// Lines of the last wrapped layout (empty = one line).
    @exclusivity(unchecked) var lines: [(String, CGFloat)] = []
    /// The string split at its explicit line breaks (one element when it has none).
    @exclusivity(unchecked) var hardLines: [String] = [""]
    /// The height of one line when the string has explicit breaks.
    @exclusivity(unchecked) var lineHeight: CGFloat = 0
    private var oneLineHeight: CGFloat { hardLines.count > 1 ? lineHeight : idealSize.height }

    /// Lines separated by LF, CR, CRLF, U+2028 or U+0085 (what Text breaks at).
    static func splitLines(_ s: String) -> [String] {
        guard s.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{85}" }) else { return [s] }
        var lines: [String] = [], current = String.UnicodeScalarView(), lastCR = false
        for u in s.unicodeScalars {
            if u == "\n" && lastCR { lastCR = false; continue }
            lastCR = u == "\r"
            if u == "\n" || u == "\r" || u == "\u{2028}" || u == "\u{85}" { lines.append(String(current)); current = .init() } else { current.append(u) }
        }
        lines.append(String(current))
        return lines
    }

    /// Wrapped sizes by proposed width, kept while the string and font stay the same (so a
    /// stack's probes at width 0 do not re-wrap the text every frame).
    @exclusivity(unchecked) var wrapCache: [(CGFloat, CGSize)] = []

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        guard let w = p.width, w < idealSize.width - 0.0001 else { return idealSize }
        for (cw, s) in wrapCache where cw == w { return s }
        let wrapped = wrap(width: w, b)
        let width = wrapped.map(\.1).max() ?? 0
        let s = CGSize(width: width, height: CGFloat(max(wrapped.count, 1)) * oneLineHeight)
        if wrapCache.count >= 8 { wrapCache.removeFirst() }
        wrapCache.append((w, s))
        return s
    }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        if rect.width < idealSize.width - 0.0001 {
            lines = wrap(width: rect.width, ctx.graph)
        } else if hardLines.count > 1 {
            lines = hardLines.map { ($0, ctx.graph.measureText($0, font: font).width) }
        } else {
            lines = []
        }
    }

    /// Each explicit line, wrapped to `width`.
    func wrap(width: CGFloat, _ b: _ViewGraph) -> [(String, CGFloat)] {
        hardLines.flatMap { wrapLine($0, width: width, b) }
    }

    /// Greedy word wrapping; a word wider than the line is broken between characters.
    private func wrapLine(_ string: String, width: CGFloat, _ b: _ViewGraph) -> [(String, CGFloat)] {
        var result: [(String, CGFloat)] = []
        var line = ""
        func w(_ s: String) -> CGFloat { b.measureText(s, font: font).width }
        for word in string.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if w(candidate) <= width || (line.isEmpty && word.count <= 1) {
                line = candidate
                continue
            }
            if !line.isEmpty { result.append((line, w(line))) }
            if w(word) <= width {
                line = word
            } else {
                var piece = ""
                for ch in word {
                    let c = piece + String(ch)
                    if w(c) > width && !piece.isEmpty { result.append((piece, w(piece))); piece = String(ch) } else { piece = c }
                }
                line = piece
            }
        }
        if !line.isEmpty || result.isEmpty { result.append((line, w(line))) }
        return result
    }

    @exclusivity(unchecked) private var animatedColor = AnimatedValue()
    override func commitValues(time: Double, animation: Animation?) {
        animatedColor.commit(AnimatedValue.vector(color), animation, time: time)
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let color = animatedColor.presented(time: ctx.graph.time, ctx.graph.animator).map(AnimatedValue.color) ?? self.color
        let r = presentedFrame
        if lines.isEmpty {
            ctx.list.items.append(.text(TextDrawing(string: string, font: font, color: color,
                                                    rect: CGRect(x: r.minX, y: r.minY, width: idealSize.width, height: idealSize.height))))
            return
        }
        let h = oneLineHeight
        for (i, (s, w)) in lines.enumerated() where !s.isEmpty {
            ctx.list.items.append(.text(TextDrawing(string: s, font: font, color: color,
                                                    rect: CGRect(x: r.minX, y: r.minY + CGFloat(i) * h, width: w, height: h))))
        }
    }

    override func hitTest(_ point: CGPoint) -> HitResult? {
        presentedFrame.contains(point) ? HitResult(leaf: self) : nil
    }
}
