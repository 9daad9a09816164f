import Foundation
import PlaygroundUI

/// Where two consecutive display lists draw differently: the pixel rect a renderer must repaint so
/// that its picture equals a full repaint of the new list.
///
/// The lists are compared item by item: the run between the longest equal prefix and the longest
/// equal suffix is what changed, widened until every group in it is whole (a group whose opacity
/// changed redraws all it holds). The damage is the union of the drawn bounds of that run in the
/// old list and in the new one, where drawn bounds include what the enclosing groups add: the
/// scale of a transition, and for a shadow the blurred, offset copy.
@MainActor
enum DamageRegion {
    /// The rect to repaint (empty: the pictures are the same), or nil when the change cannot be
    /// bounded (everything must be repainted).
    /// `backdrop`: whether either list reads its backdrop (`readsBackdrop`), known to the caller.
    static func between(_ old: [DisplayItem], _ new: [DisplayItem], scale: Double,
                        text: TextRasterizing?, frame: PixelRect, backdrop: Bool) -> PixelRect? {
        if backdrop { return old == new ? .empty : nil }
        let shared = min(old.count, new.count)
        var prefix = 0
        while prefix < shared && old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count && prefix == new.count { return .empty }
        var suffix = 0
        while suffix < shared - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        // Widen the changed run until its groups are whole in both lists. Prefix and suffix items
        // are equal pairwise, so moving either boundary keeps the two runs aligned.
        var changed = true
        while changed {
            changed = false
            for list in [old, new] {
                let runEnd = list.count - suffix
                var depth = 0, lowest = 0
                for i in prefix..<runEnd {
                    switch list[i] {
                    case .beginGroup: depth += 1
                    case .endGroup: depth -= 1; lowest = min(lowest, depth)
                    default: break
                    }
                }
                if lowest < 0 {   // ends whose begins are in the prefix: take in the begins
                    guard let start = begin(of: -lowest, before: prefix, in: list) else { return nil }
                    prefix = start
                    changed = true
                    break
                }
                let open = depth - lowest
                if open > 0 {     // begins whose ends are in the suffix: take in the ends
                    guard let stop = end(closing: open, from: runEnd, in: list) else { return nil }
                    suffix = list.count - stop
                    changed = true
                    break
                }
            }
        }
        var damage = PixelRect.empty
        for list in [old, new] {
            guard let b = drawnBounds(of: list, range: prefix..<(list.count - suffix), scale: scale, text: text) else { return nil }
            damage = damage.union(b)
        }
        return damage.intersection(frame)
    }

    /// Whether drawing `items` reads pixels drawn before (a material blurs its backdrop): such a
    /// list is repainted whole, in one band.
    nonisolated static func readsBackdrop(_ items: [DisplayItem]) -> Bool {
        items.contains { if case .shape(let s) = $0 { return s.material != nil } else { return false } }
    }

    /// The index of the begin that opens the `levels`-th enclosing group before `index`.
    private static func begin(of levels: Int, before index: Int, in list: [DisplayItem]) -> Int? {
        var need = levels, i = index - 1
        while i >= 0 {
            switch list[i] {
            case .beginGroup: need -= 1; if need == 0 { return i }
            case .endGroup: need += 1
            default: break
            }
            i -= 1
        }
        return nil
    }

    /// The index after the end that closes `levels` open groups, searching from `index`.
    private static func end(closing levels: Int, from index: Int, in list: [DisplayItem]) -> Int? {
        var need = levels, i = index
        while i < list.count {
            switch list[i] {
            case .endGroup: need -= 1; if need == 0 { return i + 1 }
            case .beginGroup: need += 1
            default: break
            }
            i += 1
        }
        return nil
    }

    /// The pixels `list[range]` touches when drawn in the groups that enclose the range.
    private static func drawnBounds(of list: [DisplayItem], range: Range<Int>, scale: Double, text: TextRasterizing?) -> PixelRect? {
        // The groups open at the start of the range, outermost first.
        var groups: [GroupEffect] = []
        for item in list[..<range.lowerBound] {
            switch item {
            case .beginGroup(let e): groups.append(e)
            case .endGroup: if !groups.isEmpty { groups.removeLast() }
            default: break
            }
        }
        var transform = GroupTransform.identity
        for e in groups { transform = transform.entering(e) }
        var transforms: [GroupTransform] = []
        var result = PixelRect.empty
        for item in list[range] {
            switch item {
            case .beginGroup(let e):
                groups.append(e)
                transforms.append(transform)
                transform = transform.entering(e)
            case .endGroup:
                if !groups.isEmpty { groups.removeLast() }
                if let t = transforms.popLast() { transform = t }
            case .shape(let s):
                guard let b = shapeBounds(transform.apply(s), scale: scale) else { return nil }
                result = result.union(grown(b, by: groups, scale: scale, blurScale: max(1, transform.linearScale)))
            case .text(let t):
                guard let b = textBounds(t, transform, scale: scale, text: text) else { return nil }
                result = result.union(grown(b, by: groups, scale: scale, blurScale: max(1, transform.linearScale)))
            }
        }
        return result
    }

    /// `b` with the shadows of the enclosing groups added (innermost first).
    private static func grown(_ b: PixelRect, by groups: [GroupEffect], scale: Double, blurScale: Double) -> PixelRect {
        var r = b
        for g in groups.reversed() {
            switch g {
            case let .shadow(_, radius, offset):
                let m = shadowMargin(radius: Double(radius), scale: scale)
                let dx = PixelRect.coordinate(Double(offset.width) * scale), dy = PixelRect.coordinate(Double(offset.height) * scale)
                r = r.union(r.insetBy(-m).offsetBy(dx: dx, dy: dy))
            case let .blur(radius, _):
                r = r.insetBy(-shadowMargin(radius: Double(radius) * blurScale, scale: scale))
            default: break
            }
        }
        return r
    }

    /// How far a shadow of `radius` points reaches beyond what casts it, in pixels.
    static func shadowMargin(radius: Double, scale: Double) -> Int {
        ShadowBlur.margin(sigma: ShadowBlur.sigma(radius: radius, scale: scale)) + 1
    }

    /// The pixels `s` can touch (nil when its stroke is not finite: unbounded).
    nonisolated static func shapeBounds(_ s: ShapeDrawing, scale: Double) -> PixelRect? {
        var reach = 1.0
        if case let .stroke(_, style) = s.paint {
            let w = Double(style.lineWidth), miter = Double(style.miterLimit)
            guard w.isFinite, miter.isFinite else { return nil }
            reach += abs(w) * max(miter, 1.5) / 2 * scale
        }
        return pixels(s.rect, scale: scale, reach: reach)
    }

    private static func textBounds(_ original: TextDrawing, _ transform: GroupTransform, scale: Double, text: TextRasterizing?) -> PixelRect? {
        guard let text else { return .empty }   // no text engine: text is never drawn
        let t = transform.apply(original)
        guard let mask = text.mask(for: t.string, font: t.font, scale: scale) else { return .empty }
        if !transform.isUniform {
            return transform.textPixels(original, maskWidth: mask.width, maskHeight: mask.height, scale: scale) ?? .empty
        }
        let x = Double(t.rect.minX) * scale, y = Double(t.rect.midY) * scale - Double(mask.height) / 2
        guard x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else { return .empty }
        let ox = Int(x.rounded()), oy = Int(y.rounded())
        return PixelRect(x0: ox - 1, y0: oy - 1, x1: ox + mask.width + 1, y1: oy + mask.height + 1)
    }

    nonisolated private static func pixels(_ r: CGRect, scale: Double, reach: Double) -> PixelRect? {
        let r = r.standardized
        let x0 = Double(r.minX) * scale - reach, y0 = Double(r.minY) * scale - reach
        let x1 = Double(r.maxX) * scale + reach, y1 = Double(r.maxY) * scale + reach
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .empty }   // NaN shapes draw nothing
        return PixelRect(x0: PixelRect.coordinate(x0, .down), y0: PixelRect.coordinate(y0, .down),
                         x1: PixelRect.coordinate(x1, .up), y1: PixelRect.coordinate(y1, .up))
    }
}
