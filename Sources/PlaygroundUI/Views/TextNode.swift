import Foundation

/// How the lines of a multi-line text line up (`multilineTextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// How texts in a subtree lay out their lines (the environment's text settings, §20.2).
struct TextLayoutSettings: Equatable {
    var lineLimit: Int?
    /// The lines a text or vertical text field takes at least (a line-limit range's lower
    /// bound, or the limit with `reservesSpace`).
    var minLines = 1
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
    var minimumScaleFactor: CGFloat = 1
    var lineSpacing: CGFloat = 0
}

/// The environment's text styling that applies to every run (`.italic()`, `.fontWeight(_:)` on a view…).
struct TextRunDefaults: Equatable {
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic = false
    var isMonospaced = false
    var isMonospacedDigit = false
    var underline: Text.Decoration?
    var strikethrough: Text.Decoration?
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var textCase: Text.Case?
}

/// The node of a Text: its runs resolved against the environment, measured per (string, font),
/// wrapped at word boundaries when narrower than its ideal width (docs/semantics.md §6.7, §20).
@MainActor
final class TextNode: LeafNode {
    override var nodeRole: NodeRole { .text(self) }
    /// A run with everything resolved: font, paint, decorations.
    struct ResolvedRun: Equatable {
        var string: String
        var font: Font
        var style: _ResolvedStyle
        var underline: ResolvedColor?
        var strikethrough: ResolvedColor?
        /// Extra advance after each character.
        var spacing: CGFloat
        var baselineOffset: CGFloat
        /// The text style's line height at the Dynamic Type size (HIG "leading"): how far apart
        /// lines are; nil for fonts without a text style (their lines are as far apart as tall).
        var lineHeight: CGFloat?

        /// Whether `o` lays out the same (only its paint differs).
        func sameLayout(as o: ResolvedRun) -> Bool {
            string == o.string && font == o.font && spacing == o.spacing && baselineOffset == o.baselineOffset
                && lineHeight == o.lineHeight
                && (underline == nil) == (o.underline == nil) && (strikethrough == nil) == (o.strikethrough == nil)
        }
    }

    /// `font` with one layer of font modifiers applied (nil/false leaves it as it is).
    private static func adjust(_ font: inout Font, weight: Font.Weight?, bold: Bool, italic: Bool, design: Font.Design?,
                               monospaced: Bool, monospacedDigit: Bool) {
        if let weight { font = font.weight(weight) }
        if bold { font = font.bold() }
        if italic { font = font.italic() }
        if let design { font.design = design }
        if monospaced { font = font.monospaced() }
        if monospacedDigit { font = font.monospacedDigit() }
    }

    static func resolve(_ run: Text.Run, _ env: EnvironmentValues) -> ResolvedRun {
        let r = run.style, d = env.textRuns
        var font = run.font ?? env.font ?? .body
        // The environment's modifiers first, then the text's own (which win).
        adjust(&font, weight: d.weight, bold: env.bold, italic: d.isItalic, design: d.design,
               monospaced: d.isMonospaced, monospacedDigit: d.isMonospacedDigit)
        adjust(&font, weight: r.weight, bold: r.isBold, italic: r.isItalic, design: r.design,
               monospaced: r.isMonospaced, monospacedDigit: r.isMonospacedDigit)
        // Text styles and scaling custom fonts take the environment's Dynamic Type size.
        let typeSize = env.dynamicTypeSize
        font = font.resolved(for: typeSize)
        // A link is drawn in the tint, as UIKit draws links, whatever colour the text was given.
        let style: _ResolvedStyle = r.isLink ? env.tintStyle
            : r.color.map { .color($0.resolved(in: env.colorScheme)) } ?? r.foreground?.style._resolveStyle(in: env) ?? env.foregroundStyle(level: 0)
        func decoration(_ own: Text.Decoration?, _ inherited: Text.Decoration?) -> ResolvedColor? {
            guard let d = own ?? inherited, d.isActive else { return nil }
            return d.color?.resolved(in: env.colorScheme) ?? style.representativeColor
        }
        var string = run.string
        switch d.textCase {
        case .uppercase?: string = string.uppercased()
        case .lowercase?: string = string.lowercased()
        case nil: break
        }
        return ResolvedRun(string: string, font: font, style: style,
                           underline: decoration(r.underline, d.underline), strikethrough: decoration(r.strikethrough, d.strikethrough),
                           spacing: r.kerning + r.tracking + d.kerning + d.tracking, baselineOffset: r.baselineOffset,
                           lineHeight: font.textStyle?.lineHeight(at: typeSize))
    }

    // What the runs were resolved from: the text's runs and the environment they read.
    @exclusivity(unchecked) var hasInputs = false
    /// The text last built, whole: its runs are compared with the next build's in place, bit by
    /// bit first (`Text.isIdentical`), without a copy of either.
    @exclusivity(unchecked) var inputText = Text(run: Text.Run(string: ""))
    var inputHead: Text.Run { inputText.head }
    var inputTail: [Text.Run] { inputText.tail }
    /// Whether `text` is the text last built: bit for bit (`Text.isIdentical`), or else equal.
    @inline(__always)
    func sameInputText(_ text: Text) -> Bool {
        withMutablePointer(to: &inputText) { kept in Text.isIdentical(UnsafePointer(kept), text) || kept.pointee == text }
    }
    @exclusivity(unchecked) var inputFont: Font?
    @exclusivity(unchecked) var inputBold = false
    @exclusivity(unchecked) var inputDrawing = DrawingEnvironment.shared
    @exclusivity(unchecked) var inputScheme = ColorScheme.light
    @exclusivity(unchecked) var runs: [ResolvedRun] = []
    @exclusivity(unchecked) var settings = TextLayoutSettings()
    override var displayedText: String? { runs.map(\.string).joined() }

    /// A piece of one run on one line, `x` from the line's start.
    struct Segment: Equatable {
        var run: Int
        var text: String
        var x: CGFloat
        var width: CGFloat
    }
    struct Line: Equatable {
        var segments: [Segment]
        var width: CGFloat
        /// The space the line was broken at (wrapped lines), which its text's width includes
        /// (docs/semantics.md §20.5) but which is not drawn.
        var trailing: CGFloat = 0
    }
    /// Lines for a proposal, with the font scale `minimumScaleFactor` chose.
    struct Layout {
        var lines: [Line]
        /// The height of one line (the tallest run's ascender plus descender).
        var lineHeight: CGFloat
        /// From one line's top to the next's, `lineSpacing` included.
        var pitch: CGFloat
        var scale: CGFloat
        var size: CGSize
    }

    /// Layouts by proposal, kept while the runs and settings stay the same.
    @exclusivity(unchecked) private var layouts: [(ProposedViewSize, Layout)] = []
    @exclusivity(unchecked) private var placed: Layout?

    func invalidateLayout(_ b: _ViewGraph) {
        layouts.removeAll()
        placed = nil
        spacingMetrics = nil
    }

    /// The text's font metrics for stack spacing (§6.1.1), by display scale and era.
    @exclusivity(unchecked) private var spacingMetrics: (scale: CGFloat, modern: Bool, metrics: TextSpacingMetrics)?
    override func stackEdgeSpacing(_ edge: VerticalEdge, _ b: _ViewGraph) -> EdgeSpacing {
        let scale = b.displayScale, modern = AnimationEra.current == .modern
        if let s = spacingMetrics, s.scale == scale, s.modern == modern { return s.metrics.edge(edge) }
        let lh = lineHeight(1, b)
        let m = TextSpacingMetrics(lineHeight: lh, pitch: linePitch(base: lh, lh, 1, b),
                                   pixelLength: 1 / max(scale, 1), modern: modern)
        spacingMetrics = (scale, modern, m)
        return m.edge(edge)
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize { layout(p, b).size }

    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        placeKeptWriter(rect, ctx)
        frame = rect
        placed = layout(ProposedViewSize(rect.size), ctx.graph)
    }

    /// Text has explicit baselines (§26.2): the first line's and the last shown line's, each at
    /// the ascent (0.8 of the line height, as drawn) below the line's top.
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, _ b: _ViewGraph) -> CGFloat? {
        guard key.axis == .vertical, key.isTextBaseline else { return nil }
        let l = layout(ProposedViewSize(size), b)
        let ascent = l.lineHeight * 0.8
        if key.merge == .first { return ascent }
        return CGFloat(max(l.lines.count, 1) - 1) * l.pitch + ascent
    }

    private func layout(_ p: ProposedViewSize, _ b: _ViewGraph) -> Layout {
        for (q, l) in layouts where q == p { return l }
        let l = computeLayout(p, b)
        if layouts.count >= 8 { layouts.removeFirst() }
        layouts.append((p, l))
        return l
    }

    // MARK: Measuring

    private func font(_ run: Int, _ scale: CGFloat) -> Font {
        var f = runs[run].font
        if scale != 1 { f.size *= scale }
        return f
    }
    private func width(_ s: String, _ run: Int, _ scale: CGFloat, _ b: _ViewGraph) -> CGFloat {
        if s.isEmpty { return 0 }
        let w = b.measureText(s, font: font(run, scale)).width
        let extra = runs[run].spacing
        return extra == 0 ? w : w + extra * CGFloat(s.count)
    }
    private func lineHeight(_ scale: CGFloat, _ b: _ViewGraph) -> CGFloat {
        var h: CGFloat = 0
        for i in runs.indices { h = max(h, b.measureText("", font: font(i, scale)).height) }
        if h == 0, !runs.isEmpty { h = b.measureText(" ", font: font(0, scale)).height }
        return h
    }
    /// How far apart lines are (without `lineSpacing`): the largest line height of the runs —
    /// a text style's HIG leading at the Dynamic Type size (scaled with the text), as iOS sets text
    /// in a style; the font's own line height for fonts without a style (docs/fonts.md "Line
    /// pitch"). A fallback face that makes a line taller than its fonts' own lines (`lh` over
    /// `base`) adds the difference.
    private func linePitch(base: CGFloat, _ lh: CGFloat, _ scale: CGFloat, _ b: _ViewGraph) -> CGFloat {
        var pitch: CGFloat = 0
        for (i, run) in runs.enumerated() {
            pitch = max(pitch, run.lineHeight.map { $0 * scale } ?? b.measureText("", font: font(i, scale)).height)
        }
        if pitch == 0 { pitch = base }
        return pitch + max(lh - base, 0)
    }

    // MARK: Laying out

    private func computeLayout(_ p: ProposedViewSize, _ b: _ViewGraph) -> Layout {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        var maxLines = settings.lineLimit.map { max($0, 1) }
        let spacing = settings.lineSpacing
        func lines(_ scale: CGFloat) -> (lines: [Line], height: CGFloat, pitch: CGFloat) {
            let baseHeight = lineHeight(scale, b)
            var limit = maxLines
            // One line at most (a line limit of 1, or a height with room for one line even at the
            // shortest line height the text can have: a taller line leaves room for fewer, so the
            // limit below is 1 too): a one-run, one-paragraph text is its whole line, which the
            // limit then cuts to the width — what wrapping it and keeping the first line would
            // give (truncation starts from the whole text), without measuring the lines nobody
            // sees. A stack's probes (width 0, height 0) land here.
            var ls: [Line]
            if width != nil, runs.count == 1, maxLines == 1 || fitsOneLine(p.height, baseHeight, scale, b),
               let whole = wholeLine(scale, b) {
                ls = [whole]
            } else {
                ls = wrap(width: width, scale: scale, b)
            }
            // A line as tall as its tallest run (fallback faces can be taller than the text's own).
            var lh = baseHeight
            for l in ls { for seg in l.segments { lh = max(lh, b.measureText(seg.text, font: font(seg.run, scale)).height) } }
            let pitch = linePitch(base: baseHeight, lh, scale, b) + spacing
            if let h = p.height, h.isFinite, lh > 0 {
                // Only the lines that fit the height offered are shown (at least one): n lines
                // take lh + (n - 1) × pitch.
                let fit = max(1, 1 + Int(((h - lh + 0.0001) / pitch).rounded(.down)))
                limit = min(limit ?? fit, fit)
            }
            if let limit, ls.count > limit { ls = truncate(ls, to: limit, width: width, scale: scale, b) }
            else if let width, settings.lineLimit == 1 || limit == 1, ls.count == 1, ls[0].width > width + 0.0001 {
                ls = truncate(ls, to: 1, width: width, scale: scale, b)
            }
            return (ls, lh, pitch)
        }
        var scale: CGFloat = 1
        var result = lines(1)
        if settings.minimumScaleFactor < 1, let width, overflows(result.lines, width: width, b) {
            // The largest scale (to 1 %) at which the text fits without truncation.
            var lo = max(settings.minimumScaleFactor, 0.01), hi: CGFloat = 1
            let saved = maxLines
            if maxLines == nil { maxLines = result.lines.count }
            for _ in 0..<7 {
                let mid = (lo + hi) / 2
                if overflows(lines(mid).lines, width: width, b) { hi = mid } else { lo = mid }
            }
            maxLines = saved
            scale = lo
            result = lines(scale)
        }
        let n = max(result.lines.count, settings.minLines)
        // A wrapped line counts the space it broke at, as on iOS (§20.5), within the proposal.
        var w: CGFloat = 0
        for l in result.lines { w = max(w, l.width, min(l.width + l.trailing, width ?? .infinity)) }
        let h = result.height + CGFloat(max(n - 1, 0)) * result.pitch
        return Layout(lines: result.lines, lineHeight: result.height, pitch: result.pitch, scale: scale, size: CGSize(width: w, height: h))
    }

    /// Whether a height of `h` holds one line at most, with lines `base` tall (the shortest the
    /// text's lines can be: fallback faces only make them taller, and a taller line leaves room
    /// for fewer).
    private func fitsOneLine(_ h: CGFloat?, _ base: CGFloat, _ scale: CGFloat, _ b: _ViewGraph) -> Bool {
        guard let h, h.isFinite, base > 0 else { return false }
        let pitch = linePitch(base: base, base, scale, b) + settings.lineSpacing
        return pitch > 0 && h - base + 0.0001 < pitch
    }

    /// The text on one line when it is one run without line breaks (nil otherwise).
    private func wholeLine(_ scale: CGFloat, _ b: _ViewGraph) -> Line? {
        let text = runs[0].string
        guard TextNode.splitLines(text).count == 1 else { return nil }
        return line([(0, text)], scale: scale, b)
    }

    /// The largest `k` in `0...n` for which `fits(k)` holds, given that it holds for 0 and, once
    /// false, stays false for every larger `k` (a text's width grows with its characters).
    /// Steps up from 1 by doubling, then halves the last step: about 2 log₂ k questions where a
    /// scan from either end asks up to n.
    static func longestFitting(_ n: Int, _ fits: (Int) -> Bool) -> Int {
        var lo = 0, hi = n + 1   // fits(lo) holds; hi is past the end or does not fit
        var step = 1
        while lo + step < hi {
            if fits(lo + step) { lo += step; step *= 2 } else { hi = lo + step; break }
        }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// Whether the lines were cut short (an ellipsis) or are wider than `width`.
    private func overflows(_ lines: [Line], width: CGFloat, _ b: _ViewGraph) -> Bool {
        lines.contains { $0.width > width + 0.0001 || $0.segments.last?.text.hasSuffix("…") == true && !(runs.last?.string.hasSuffix("…") ?? false) }
    }

    /// The runs split at explicit line breaks (LF, CR, CRLF, U+2028, U+0085): paragraphs of
    /// (run, text) pieces.
    private func paragraphs() -> [[(Int, String)]] {
        var result: [[(Int, String)]] = [[]]
        for (i, run) in runs.enumerated() {
            let parts = TextNode.splitLines(run.string)
            for (k, part) in parts.enumerated() {
                if k > 0 { result.append([]) }
                if !part.isEmpty { result[result.count - 1].append((i, part)) }
            }
        }
        return result
    }

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

    private func line(_ pieces: [(Int, String)], scale: CGFloat, _ b: _ViewGraph) -> Line {
        // Neighbouring pieces of one run are drawn as one string.
        var merged: [(Int, String)] = []
        for (run, text) in pieces where !text.isEmpty {
            if let last = merged.last, last.0 == run { merged[merged.count - 1].1 += text } else { merged.append((run, text)) }
        }
        var x: CGFloat = 0
        var segs: [Segment] = []
        for (run, text) in merged {
            let w = width(text, run, scale, b)
            segs.append(Segment(run: run, text: text, x: x, width: w))
            x += w
        }
        return Line(segments: segs, width: x)
    }

    private func wrap(width: CGFloat?, scale: CGFloat, _ b: _ViewGraph) -> [Line] {
        var out: [Line] = []
        for para in paragraphs() {
            let whole = line(para, scale: scale, b)
            guard let width, whole.width > width + 0.0001 else { out.append(whole); continue }
            if para.count == 1 {
                out += wrapSingle(para[0].1, run: para[0].0, width: width, scale: scale, b)
            } else {
                out += wrapRuns(para, width: width, scale: scale, b)
            }
        }
        return out
    }

    /// Greedy word wrapping of one run, measuring each candidate line whole; a word wider than
    /// the line is broken between characters (CJK text, which has no spaces, breaks anywhere).
    private func wrapSingle(_ string: String, run: Int, width: CGFloat, scale: CGFloat, _ b: _ViewGraph) -> [Line] {
        var result: [Line] = []
        var current = ""
        func w(_ s: String) -> CGFloat { self.width(s, run, scale, b) }
        func emit(_ s: String, space: Bool = false) {
            let width = w(s)
            result.append(Line(segments: [Segment(run: run, text: s, x: 0, width: width)], width: width, trailing: space ? w(" ") : 0))
        }
        for word in string.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if w(candidate) <= width || (current.isEmpty && word.count <= 1) {
                current = candidate
                continue
            }
            if !current.isEmpty { emit(current, space: true) }
            if w(word) <= width {
                current = word
            } else {
                // Each line the longest run of characters that fits (at least one).
                let chars = Array(word)
                var start = 0
                while true {
                    let rest = chars.count - start
                    let n = max(1, TextNode.longestFitting(rest) { k in k <= 1 || w(String(chars[start..<(start + k)])) <= width })
                    if n == rest { current = String(chars[start...]); break }
                    emit(String(chars[start..<(start + n)]))
                    start += n
                }
            }
        }
        if !current.isEmpty || result.isEmpty { emit(current) }
        return result
    }

    /// Greedy wrapping across runs: words (which may span runs) are measured piece by piece and
    /// placed while they fit; a space ends a word.
    private func wrapRuns(_ para: [(Int, String)], width: CGFloat, scale: CGFloat, _ b: _ViewGraph) -> [Line] {
        // Words as (run, text) pieces; `spaceBefore` is the run of the space preceding the word.
        struct Word { var pieces: [(Int, String)] = []; var spaceRun: Int? }
        var words: [Word] = [Word()]
        for (run, text) in para {
            var buf = ""
            for ch in text {
                if ch == " " {
                    if !buf.isEmpty { words[words.count - 1].pieces.append((run, buf)); buf = "" }
                    words.append(Word(spaceRun: run))
                } else {
                    buf.append(ch)
                }
            }
            if !buf.isEmpty { words[words.count - 1].pieces.append((run, buf)) }
        }
        var lines: [Line] = []
        var current: [(Int, String)] = []
        var x: CGFloat = 0
        for word in words {
            let ww = word.pieces.reduce(CGFloat(0)) { $0 + self.width($1.1, $1.0, scale, b) }
            let space = word.spaceRun.map { self.width(" ", $0, scale, b) } ?? 0
            if current.isEmpty || x + space + ww <= width {
                if !current.isEmpty, let s = word.spaceRun { current.append((s, " ")); x += space }
                current += word.pieces
                x += ww
            } else {
                var broken = line(current, scale: scale, b)
                broken.trailing = space
                lines.append(broken)
                current = word.pieces
                x = ww
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(line(current, scale: scale, b)) }
        return lines
    }

    /// The first `count` lines, the last one ending with an ellipsis that takes in the rest.
    private func truncate(_ lines: [Line], to count: Int, width: CGFloat?, scale: CGFloat, _ b: _ViewGraph) -> [Line] {
        var kept = Array(lines.prefix(count))
        guard var last = kept.popLast() else { return lines }
        // The last line's text followed by everything after it (so tail truncation shows as much
        // as fits).
        var pieces = last.segments.map { ($0.run, $0.text) }
        for l in lines.dropFirst(count) {
            if let first = l.segments.first { pieces.append((first.run, " ")) }
            pieces += l.segments.map { ($0.run, $0.text) }
        }
        let limit = width ?? .infinity
        if runs.count == 1, TextNode.splitLines(runs[0].string).count == 1 {
            // One run, one paragraph: cut the original text (no spaces invented at wrap points).
            var rest = Substring(runs[0].string)
            for l in kept {
                for seg in l.segments { rest = rest.dropFirst(seg.text.count) }
                if rest.first == " " { rest = rest.dropFirst() }
            }
            pieces = [(0, String(rest))]
        }
        let mode = count == 1 && runs.count == 1 ? settings.truncation : .tail
        if pieces.count == 1 && mode != .tail {
            let (run, text) = pieces[0]
            let chars = Array(text)
            func w(_ s: String) -> CGFloat { self.width(s, run, scale, b) }
            func cut(_ keep: Int) -> String {
                if mode == .head { return "…" + String(chars.suffix(keep)) }
                let head = (keep + 1) / 2, tail = keep - head
                return String(chars.prefix(head)) + "…" + String(chars.suffix(tail))
            }
            // As many characters as fit beside the ellipsis (none: the ellipsis alone).
            let keep = TextNode.longestFitting(chars.count) { $0 == 0 || w(cut($0)) <= limit }
            last = line([(run, keep == 0 ? "…" : cut(keep))], scale: scale, b)
            kept.append(last)
            return kept
        }
        // Tail: the longest start of the text (without trailing spaces) that fits with "…" after it.
        let flat: [(Int, Character)] = pieces.flatMap { p in p.1.map { (p.0, $0) } }
        func candidate(_ k: Int) -> Line {
            var end = k
            while end > 0, flat[end - 1].1 == " " { end -= 1 }
            var grouped: [(Int, String)] = []
            for (run, ch) in flat[..<end] {
                if let l = grouped.last, l.0 == run { grouped[grouped.count - 1].1.append(ch) } else { grouped.append((run, String(ch))) }
            }
            let endRun = grouped.last?.0 ?? pieces.last?.0 ?? 0
            if let l = grouped.last, l.0 == endRun { grouped[grouped.count - 1].1 += "…" } else { grouped.append((endRun, "…")) }
            return line(grouped, scale: scale, b)
        }
        let k = TextNode.longestFitting(flat.count) { $0 == 0 || candidate($0).width <= limit }
        kept.append(candidate(k))
        return kept
    }

    // MARK: Drawing

    @exclusivity(unchecked) private var animatedColor = AnimatedValue()
    override func commitValues(time: Double, animation: Animation?) {
        // A one-run text in a plain colour animates its colour (§7.5).
        if runs.count == 1, case .color(let c) = runs[0].style {
            animatedColor.commit(AnimatedValue.vector(c), animation, time: time)
        }
        commitContent(time: time, animation: animation)
    }

    // MARK: Content transitions (§7.11)

    /// The environment's `contentTransition` when the words last changed.
    @exclusivity(unchecked) var contentTransition = ContentTransition.opacity
    /// What was committed last: the words drawn when nothing animates.
    private struct Drawn {
        var runs: [ResolvedRun]
        var layout: Layout
        var value: Double?
    }
    @exclusivity(unchecked) private var drawn: Drawn?
    /// The words being replaced, while a content transition runs, and its progress (0 → 1 in
    /// lane x, on the transaction's animation).
    private struct Outgoing {
        var runs: [ResolvedRun]
        var layout: Layout
        var numeric: Bool
        var countsDown: Bool
        var progress: VectorAnimator
        /// The old and new lines' characters as `.numericText()` rolls them, measured on the
        /// roll's first frame (not again each frame).
        var oldGlyphs: LineGlyphs?
        var newGlyphs: LineGlyphs?
    }
    @exclusivity(unchecked) private var outgoing: Outgoing?

    /// One line's characters, each with its x from the line's start, its width, its run, the
    /// font it is drawn in, its top below the line's top and its height (runs of other sizes sit on one
    /// baseline, as `emitText` draws them).
    struct LineGlyphs {
        /// The line and scale measured (compared without copying: equal lines are the same words
        /// at the same places).
        var line: Line
        var scale: CGFloat
        var chars: [String] = []
        var xs: [CGFloat] = []
        var widths: [CGFloat] = []
        var runIndex: [Int] = []
        var fonts: [Font] = []
        var tops: [CGFloat] = []
        var heights: [CGFloat] = []

        @MainActor init(_ line: Line, _ runs: [ResolvedRun], _ layout: Layout, _ b: _ViewGraph) {
            self.line = line
            scale = layout.scale
            let lh = layout.lineHeight
            for seg in line.segments where !seg.text.isEmpty {
                let run = runs[seg.run]
                var font = run.font
                if layout.scale != 1 { font.size *= layout.scale }
                let segHeight = runs.count == 1 ? lh : b.measureText("", font: font).height
                let top = (lh - segHeight) * 0.8 - run.baselineOffset
                var prefix = ""
                for ch in seg.text {
                    let c = String(ch)
                    chars.append(c)
                    xs.append(seg.x + b.measureText(prefix, font: font).width)
                    widths.append(b.measureText(c, font: font).width)
                    runIndex.append(seg.run)
                    fonts.append(font)
                    tops.append(top)
                    heights.append(segHeight)
                    prefix.append(ch)
                }
            }
        }
        func matches(_ other: Line, _ layout: Layout) -> Bool { scale == layout.scale && line == other }
    }

    /// Starts a content transition when the words changed under an animation: from the words
    /// committed last (the old ones), whatever was running before.
    private func commitContent(time: Double, animation: Animation?) {
        guard let layout = placed ?? layouts.last?.1 else { return }
        let old = drawn
        drawn = Drawn(runs: runs, layout: layout, value: contentTransition.value)
        guard let old, !TextNode.sameWords(old.runs, runs) else { return }
        guard let animation, contentTransition.kind != .identity else { outgoing = nil; return }
        let numeric = contentTransition.kind == .numericText
        var down = contentTransition.countsDown
        if let v = contentTransition.value, let was = old.value { down = v < was }
        outgoing = Outgoing(runs: old.runs, layout: old.layout, numeric: numeric, countsDown: down,
                            progress: VectorAnimator(from: .zero, to: SIMD4(1, 0, 0, 0), animation: animation, time: time))
    }

    private static func sameWords(_ a: [ResolvedRun], _ b: [ResolvedRun]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.string == $1.string }
    }

    /// How far a rolling character travels (a share of the line's height).
    static let numericRoll: CGFloat = 0.5

    override func emitContent(_ ctx: inout EmitContext) {
        let r = presentedFrame
        guard let layout = placed ?? layouts.last?.1 else { return }
        let single = runs.count == 1
        let animated = single ? animatedColor.presented(time: ctx.graph.time, ctx.graph.animator).map(AnimatedValue.color) : nil
        guard let out = outgoing else {
            emitText(runs, layout, in: r, color: animated, &ctx)
            return
        }
        let time = ctx.graph.time
        if out.progress.isFinished(at: time) {
            outgoing = nil
            emitText(runs, layout, in: r, color: animated, &ctx)
            return
        }
        ctx.graph.animator.noteRunning()
        let p = min(max(out.progress.value(at: time).x, 0), 1)
        if out.numeric, emitRolling(out, layout, in: r, progress: CGFloat(p), color: animated, &ctx) { return }
        // A cross-fade: the old words fade out where they were drawn as the new fade in.
        ctx.list.append(.beginGroup(.opacity(1 - p)))
        emitText(out.runs, out.layout, in: r, color: nil, &ctx)
        ctx.list.append(.endGroup)
        ctx.list.append(.beginGroup(.opacity(p)))
        emitText(runs, layout, in: r, color: animated, &ctx)
        ctx.list.append(.endGroup)
    }

    /// Where a line starts across the frame: leading is the right edge right to left (§21.7).
    private func lineStart(_ line: Line, in r: CGRect) -> CGFloat {
        switch settings.alignment {
        case .leading: return isRTL ? r.width - line.width : 0
        case .center: return (r.width - line.width) / 2
        case .trailing: return isRTL ? 0 : r.width - line.width
        }
    }

    /// `.numericText()` on one line (a number, a time, a price, `Text(n) + Text(" pts")`): the
    /// characters are matched from the end (units with units); one that stays slides from its old
    /// place to its new one, one that changes rolls out upward while the new one rolls in from
    /// below (the other way counting down), fading as they go. Each character keeps its run's
    /// font, colour, gradient and shadows. False when the text is not one line without letter
    /// spacing (it fades).
    private func emitRolling(_ out: Outgoing, _ layout: Layout, in r: CGRect, progress p: CGFloat,
                             color: ResolvedColor?, _ ctx: inout EmitContext) -> Bool {
        guard layout.lines.count == 1, out.layout.lines.count == 1,
              runs.allSatisfy({ $0.spacing == 0 }), out.runs.allSatisfy({ $0.spacing == 0 }) else { return false }
        let lh = layout.lineHeight
        let newLine = layout.lines[0], oldLine = out.layout.lines[0]
        // The characters and their places along each line, measured once a roll.
        var newGlyphs = out.newGlyphs, oldGlyphs = out.oldGlyphs
        if newGlyphs.map({ !$0.matches(newLine, layout) }) ?? true { newGlyphs = LineGlyphs(newLine, runs, layout, ctx.graph) }
        if oldGlyphs == nil { oldGlyphs = LineGlyphs(oldLine, out.runs, out.layout, ctx.graph) }
        outgoing?.newGlyphs = newGlyphs
        outgoing?.oldGlyphs = oldGlyphs
        guard let newG = newGlyphs, let oldG = oldGlyphs else { return false }
        let newStart = r.minX + lineStart(newLine, in: r)
        let oldStart = r.minX + lineStart(oldLine, in: r)
        // Each run's colour, gradient (over the frame, as the whole text paints it) and shadows.
        struct Look { var color: ResolvedColor; var gradient: GradientPaint?; var shadows: [_ResolvedShadow] }
        func looks(_ runs: [ResolvedRun], animated: ResolvedColor?) -> [Look] {
            runs.map { run in
                let (base, shadows) = run.style.withoutShadows
                var gradient: GradientPaint?
                if case .gradient(let g) = base { gradient = g.paint(in: r) }
                return Look(color: animated ?? run.style.representativeColor, gradient: gradient, shadows: shadows)
            }
        }
        let newLooks = looks(runs, animated: runs.count == 1 ? color : nil), oldLooks = looks(out.runs, animated: nil)
        let roll = lh * TextNode.numericRoll * (out.countsDown ? -1 : 1)
        func glyph(_ g: LineGlyphs, _ i: Int, _ look: Look, x: CGFloat, dy: CGFloat, opacity: Double, _ ctx: inout EmitContext) {
            guard opacity > 0.001 else { return }
            let f = g.fonts[i]
            let rect = CGRect(x: x, y: r.minY + g.tops[i] + dy, width: g.widths[i], height: g.heights[i])
            if opacity < 1 { ctx.list.append(.beginGroup(.opacity(opacity))) }
            ctx.append(.text(TextDrawing(string: g.chars[i], font: f, color: look.color, rect: rect, gradient: look.gradient)),
                       shadows: look.shadows, bounds: rect.insetBy(dx: -f.size, dy: -f.size))
            if opacity < 1 { ctx.list.append(.endGroup) }
        }
        let n = max(newG.chars.count, oldG.chars.count)
        for k in 0..<n {
            // Matched from the end: units with units.
            let ni = newG.chars.count - 1 - k, oi = oldG.chars.count - 1 - k
            let xNew = ni >= 0 ? newStart + newG.xs[ni] : nil, xOld = oi >= 0 ? oldStart + oldG.xs[oi] : nil
            // Along the line, from the old place to the new (an added or dropped one stays put).
            let x = (xOld ?? xNew ?? 0) + ((xNew ?? xOld ?? 0) - (xOld ?? xNew ?? 0)) * p
            if ni >= 0, oi >= 0, newG.chars[ni] == oldG.chars[oi] {
                glyph(newG, ni, newLooks[newG.runIndex[ni]], x: x, dy: 0, opacity: 1, &ctx)
                continue
            }
            if oi >= 0 { glyph(oldG, oi, oldLooks[oldG.runIndex[oi]], x: x, dy: -roll * p, opacity: Double(1 - p), &ctx) }
            if ni >= 0 { glyph(newG, ni, newLooks[newG.runIndex[ni]], x: x, dy: roll * (1 - p), opacity: Double(p), &ctx) }
        }
        // The underline and strike-through stay under the new words while they roll.
        for seg in newLine.segments where !seg.text.isEmpty {
            let run = runs[seg.run]
            var font = run.font
            if layout.scale != 1 { font.size *= layout.scale }
            let segHeight = runs.count == 1 ? lh : ctx.graph.measureText("", font: font).height
            let top = r.minY + (lh - segHeight) * 0.8 - run.baselineOffset
            emitDecorations(run, font: font, x: newStart + seg.x, width: seg.width, baseline: top + segHeight * 0.8, &ctx)
        }
        return true
    }

    /// Draws `runs` laid out as `layout` in `r` (`color`: an animated colour for a one-run text).
    private func emitText(_ runs: [ResolvedRun], _ layout: Layout, in r: CGRect, color animated: ResolvedColor?, _ ctx: inout EmitContext) {
        let lh = layout.lineHeight
        let single = runs.count == 1
        for (i, line) in layout.lines.enumerated() {
            let y = r.minY + CGFloat(i) * layout.pitch
            let dx = lineStart(line, in: r)
            for seg in line.segments where !seg.text.isEmpty {
                let run = runs[seg.run]
                var font = run.font
                if layout.scale != 1 { font.size *= layout.scale }
                let segHeight = single ? lh : ctx.graph.measureText("", font: font).height
                // Baselines line up: a smaller run sits lower in the line box (ascent ≈ 0.8 of height).
                let top = y + (lh - segHeight) * 0.8 - run.baselineOffset
                let color = animated ?? run.style.representativeColor
                // A style's drop shadows beneath the text, its inner shadows inside the glyphs (§17.6).
                let (base, shadows) = run.style.withoutShadows
                let gradient: GradientPaint? = { if case .gradient(let g) = base { return g.paint(in: r) } else { return nil } }()
                let x0 = r.minX + dx + seg.x
                if run.spacing == 0 {
                    let rect = CGRect(x: x0, y: top, width: seg.width, height: segHeight)
                    ctx.append(.text(TextDrawing(string: seg.text, font: font, color: color, rect: rect, gradient: gradient)),
                               shadows: shadows, bounds: rect.insetBy(dx: -font.size, dy: -font.size))
                } else {
                    // Letter spacing: each character placed on its own.
                    var x = x0
                    for ch in seg.text {
                        let s = String(ch)
                        let w = ctx.graph.measureText(s, font: font).width
                        let rect = CGRect(x: x, y: top, width: w, height: segHeight)
                        ctx.append(.text(TextDrawing(string: s, font: font, color: color, rect: rect, gradient: gradient)),
                                   shadows: shadows, bounds: rect.insetBy(dx: -font.size, dy: -font.size))
                        x += w + run.spacing * layout.scale
                    }
                }
                emitDecorations(run, font: font, x: x0, width: seg.width, baseline: top + segHeight * 0.8, &ctx)
            }
        }
    }

    /// A run's underline and strike-through under `width` points of it from `x`.
    private func emitDecorations(_ run: ResolvedRun, font: Font, x x0: CGFloat, width: CGFloat, baseline: CGFloat, _ ctx: inout EmitContext) {
        let thickness = max(font.size / 17, 0.5)
        if let u = run.underline {
            // Its top 0.11 em below the baseline, as iOS draws it (§20.5).
            ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: x0, y: baseline + font.size * 0.11, width: width, height: thickness), paint: .fill(u))))
        }
        if let s = run.strikethrough {
            ctx.list.append(.shape(ShapeDrawing(outline: .rectangle, rect: CGRect(x: x0, y: baseline - font.size * 0.3, width: width, height: thickness), paint: .fill(s))))
        }
    }

    override func hitTest(_ point: CGPoint) -> HitResult? {
        presentedFrame.contains(point) ? hit() : nil
    }
}
