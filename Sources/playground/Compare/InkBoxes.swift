import Foundation

/// The ink of a picture: the bounding boxes of its connected regions that are not background,
/// in points. Glyphs side by side closer than `mergeGap` points (and any ink within a point) join
/// into one box, so a line of text is one box (its width is the text's ink width) while separate
/// lines and views spaced 8 pt apart stay apart.
/// Inside each box at least 24 pt a side whose edge is mostly ink (a container: a filled button, a
/// row on a grouped list, a bordered box), the same is done once more against the colour just
/// inside its edge: those are level-1 boxes, leaving out regions that touch the box's edge (its corners);
/// and once more inside filled level-1 boxes (level 2).
struct InkBoxes {
    struct Box: Equatable {
        /// In points.
        var rect: CGRect
        /// 0: on the picture's background; 1: inside a filled level-0 box, on its colour; 2: inside a
        /// filled level-1 box.
        var level: Int
        /// The container it is in (an index into `boxes`), for levels 1 and 2.
        var parent: Int?
    }

    /// Background: the most common colour on the picture's border.
    var background: (UInt8, UInt8, UInt8)
    /// Level 0, then 1, then 2, each top to bottom, then leading to trailing.
    var boxes: [Box]

    /// A pixel is ink when some channel differs from the background by more than this (0–255):
    /// low enough that a white row on a grouped list's #f2f2f7 is ink, high enough to ignore noise.
    static let inkThreshold = 12

    init(_ image: RGBRaster, scale: Double, mergeGap: Double) {
        let page = Self.borderBackground(image)
        background = page
        let whole = (x0: 0, y0: 0, x1: image.width, y1: image.height)
        let outer = Self.components(image, in: whole, background: page, gap: mergeGap * scale, scale: scale,
                                    dropTouchingEdge: false)
        func points(_ r: CGRect, _ level: Int, _ parent: Int?) -> Box {
            Box(rect: CGRect(x: r.minX / scale, y: r.minY / scale, width: r.width / scale, height: r.height / scale),
                level: level, parent: parent)
        }
        func order(_ a: CGRect, _ b: CGRect) -> Bool { (a.minY, a.minX) < (b.minY, b.minX) }
        var all = outer.sorted(by: order).map { points($0, 0, nil) }
        // The boxes of the last level: pixel rect, the colour around it, its index in `all`.
        var level: [(rect: CGRect, colour: (UInt8, UInt8, UInt8), index: Int)] =
            outer.sorted(by: order).enumerated().map { ($0.element, page, $0.offset) }
        for depth in 1...Self.maxLevel {
            var next: [(rect: CGRect, colour: (UInt8, UInt8, UInt8), parent: Int)] = []
            for (box, outside, index) in level where box.width >= Self.minContainerSide * scale && box.height >= Self.minContainerSide * scale {
                let region = (x0: Int(box.minX), y0: Int(box.minY), x1: Int(box.maxX), y1: Int(box.maxY))
                // A container: its edge — or the ring one pixel inside it, as the outermost pixels
                // may be blended with what is outside — is mostly ink against the surroundings (a
                // filled button or row, an outlined box; not a line of text, whose box only touches
                // its glyphs' extremes, nor a circle), and the ring two pixels in is mostly one
                // colour (not a photo). What is inside is measured against that colour.
                let rings = (0...2).map { i in (x0: region.x0 + i, y0: region.y0 + i, x1: region.x1 - i, y1: region.y1 - i) }
                guard rings[0...1].contains(where: { Self.ringInkShare(image, in: $0, outside: outside) >= 0.5 }) else { continue }
                let (local, share) = Self.borderColor(image, in: rings[2])
                guard share >= 0.5 else { continue }
                next += Self.components(image, in: region, background: local, gap: mergeGap * scale, scale: scale,
                                        dropTouchingEdge: true).map { ($0, local, index) }
            }
            next.sort { order($0.rect, $1.rect) }
            level = []
            for item in next {
                level.append((item.rect, item.colour, all.count))
                all.append(points(item.rect, depth, item.parent))
            }
        }
        boxes = all
    }

    /// The smallest container side looked into, in points: a button or a row, not a symbol (whose
    /// own inner marks would be structure too fine to compare).
    static let minContainerSide = 24.0

    /// How deep filled containers are looked into (a row in a list, a label on a button in a row).
    static let maxLevel = 2

    /// Merged bounding boxes (pixels) of the 8-connected regions of `region` (half-open pixel
    /// bounds) that differ from `background`; specks under a point both ways are dropped, and with
    /// `dropTouchingEdge` so are regions touching the region's edge.
    static func components(_ image: RGBRaster, in region: (x0: Int, y0: Int, x1: Int, y1: Int),
                           background: (UInt8, UInt8, UInt8), gap: Double, scale: Double,
                           dropTouchingEdge: Bool) -> [CGRect] {
        let w = region.x1 - region.x0, h = region.y1 - region.y0
        guard w > 0, h > 0 else { return [] }
        let bg = [Int(background.0), Int(background.1), Int(background.2)]
        var parent: [Int32] = []
        var labels = [Int32](repeating: -1, count: w * h)
        func find(_ i: Int32) -> Int32 {
            var r = i
            while parent[Int(r)] != r { r = parent[Int(r)] }
            var j = i
            while parent[Int(j)] != r { let next = parent[Int(j)]; parent[Int(j)] = r; j = next }
            return r
        }
        let stride = image.width
        image.rgb.withUnsafeBufferPointer { p in
            labels.withUnsafeMutableBufferPointer { lab in
                for y in 0..<h {
                    for x in 0..<w {
                        let src = ((region.y0 + y) * stride + region.x0 + x) * 3
                        let ink = abs(Int(p[src]) - bg[0]) > inkThreshold || abs(Int(p[src + 1]) - bg[1]) > inkThreshold
                            || abs(Int(p[src + 2]) - bg[2]) > inkThreshold
                        guard ink else { continue }
                        let i = y * w + x
                        var label: Int32 = -1
                        for n in [x > 0 ? i - 1 : -1, y > 0 && x > 0 ? i - w - 1 : -1,
                                  y > 0 ? i - w : -1, y > 0 && x + 1 < w ? i - w + 1 : -1] where n >= 0 && lab[n] >= 0 {
                            if label < 0 { label = find(lab[n]) } else {
                                let a = find(label), b = find(lab[n])
                                if a != b { parent[Int(max(a, b))] = min(a, b); label = min(a, b) }
                            }
                        }
                        if label < 0 { label = Int32(parent.count); parent.append(label) }
                        lab[i] = label
                    }
                }
            }
        }
        // Pixel bounds per component (indexed by each label's root).
        let roots = (0..<parent.count).map { find(Int32($0)) }
        var minX = [Int](repeating: Int.max, count: parent.count), minY = minX
        var maxX = [Int](repeating: -1, count: parent.count), maxY = maxX
        labels.withUnsafeBufferPointer { lab in
            for y in 0..<h {
                for x in 0..<w {
                    let l = lab[y * w + x]
                    guard l >= 0 else { continue }
                    let r = Int(roots[Int(l)])
                    if x < minX[r] { minX[r] = x }
                    if x > maxX[r] { maxX[r] = x }
                    if y < minY[r] { minY[r] = y }
                    if y > maxY[r] { maxY[r] = y }
                }
            }
        }
        var rects: [CGRect] = []
        for r in 0..<parent.count where maxX[r] >= 0 {
            if dropTouchingEdge, minX[r] == 0 || minY[r] == 0 || maxX[r] == w - 1 || maxY[r] == h - 1 { continue }
            rects.append(CGRect(x: region.x0 + minX[r], y: region.y0 + minY[r], width: maxX[r] - minX[r] + 1, height: maxY[r] - minY[r] + 1))
        }
        // Specks smaller than a point both ways are noise, not views.
        return merge(rects, gap: gap, scale: scale).filter { $0.width >= scale || $0.height >= scale }
    }

    /// The share of the pixels on the edge of `region` that are ink against `outside`.
    static func ringInkShare(_ image: RGBRaster, in region: (x0: Int, y0: Int, x1: Int, y1: Int),
                             outside: (UInt8, UInt8, UInt8)) -> Double {
        guard region.x1 > region.x0, region.y1 > region.y0 else { return 0 }
        var ink = 0, total = 0
        func add(_ x: Int, _ y: Int) {
            let i = (y * image.width + x) * 3
            if abs(Int(image.rgb[i]) - Int(outside.0)) > inkThreshold || abs(Int(image.rgb[i + 1]) - Int(outside.1)) > inkThreshold
                || abs(Int(image.rgb[i + 2]) - Int(outside.2)) > inkThreshold { ink += 1 }
            total += 1
        }
        for x in region.x0..<region.x1 { add(x, region.y0); add(x, region.y1 - 1) }
        for y in region.y0..<region.y1 { add(region.x0, y); add(region.x1 - 1, y) }
        return Double(ink) / Double(max(total, 1))
    }

    /// The most common colour on the edge of `region` (half-open pixel bounds), and the share of
    /// the edge's pixels it covers.
    static func borderColor(_ image: RGBRaster, in region: (x0: Int, y0: Int, x1: Int, y1: Int)) -> ((UInt8, UInt8, UInt8), Double) {
        var counts: [UInt32: Int] = [:]
        var total = 0
        func add(_ x: Int, _ y: Int) {
            let i = (y * image.width + x) * 3
            counts[UInt32(image.rgb[i]) << 16 | UInt32(image.rgb[i + 1]) << 8 | UInt32(image.rgb[i + 2]), default: 0] += 1
            total += 1
        }
        for x in region.x0..<region.x1 { add(x, region.y0); add(x, region.y1 - 1) }
        for y in region.y0..<region.y1 { add(region.x0, y); add(region.x1 - 1, y) }
        let best = counts.max { ($0.value, $1.key) < ($1.value, $0.key) } ?? (key: 0xFFFFFF, value: 0)
        return ((UInt8(best.key >> 16), UInt8((best.key >> 8) & 0xFF), UInt8(best.key & 0xFF)), Double(best.value) / Double(max(total, 1)))
    }

    /// Joins boxes side by side on one line (overlapping vertically by half the smaller one's
    /// height) whose horizontal gap is at most `gap` pixels or 0.6 × the smaller one's height —
    /// the words of a line, at any text size — and any boxes
    /// within `scale` pixels (one point) both ways — a letter's dot or accent —, until none are.
    static func merge(_ input: [CGRect], gap: Double, scale: Double = 1) -> [CGRect] {
        var rects = input
        var changed = true
        let reach = max(gap, scale, 0.6 * (input.map(\.height).max() ?? 0))
        while changed {
            changed = false
            rects.sort { $0.minX < $1.minX }
            var out: [CGRect] = []
            var used = [Bool](repeating: false, count: rects.count)
            for i in rects.indices where !used[i] {
                var r = rects[i]
                var j = i + 1
                while j < rects.count {
                    if !used[j] {
                        let s = rects[j]
                        if s.minX - r.maxX > reach { break }
                        let dx = max(0, max(s.minX - r.maxX, r.minX - s.maxX))
                        let dy = max(0, max(s.minY - r.maxY, r.minY - s.maxY))
                        let overlap = min(r.maxY, s.maxY) - max(r.minY, s.minY)
                        let sameLine = overlap >= 0.5 * min(r.height, s.height)
                        // Word gaps grow with the text: up to 0.6 × the line's ink height.
                        let wordGap = max(gap, 0.6 * min(r.height, s.height))
                        if (sameLine && dx <= wordGap) || (dx <= scale && dy <= scale) {
                            r = r.union(s); used[j] = true; changed = true
                        }
                    }
                    j += 1
                }
                out.append(r)
            }
            rects = out
        }
        return rects
    }

    /// The most common colour on the picture's border.
    static func borderBackground(_ image: RGBRaster) -> (UInt8, UInt8, UInt8) {
        borderColor(image, in: (0, 0, image.width, image.height)).0
    }
}
