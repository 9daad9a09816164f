import Foundation

/// Scale, rotation, 3D rotation and arbitrary transforms of the rendered view about an anchor
/// (docs/semantics.md §18.2). Layout is unaffected; drawing and hit testing follow the
/// transform; the values animate.
package struct _GeometryEffectModifier: Equatable {
    enum Kind: Equatable {
        case scale(CGSize)
        case rotation(Angle)
        /// Angle, axis, anchorZ, perspective.
        case rotation3D(Angle, axis: SIMD3<Double>, anchorZ: CGFloat, perspective: CGFloat)
        case transform(ProjectionTransform)
    }
    let kind: Kind
    let anchor: UnitPoint
}

extension _GeometryEffectModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { GeometryEffectNode() }) { b.update($0, \.effect, m) }
    }
}

@MainActor
final class GeometryEffectNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // §7.5
    override var ownHitBounds: CGRect { .infinite }   // (see _Node.ownHitBounds)
    @exclusivity(unchecked) var effect = _GeometryEffectModifier(kind: .scale(CGSize(width: 1, height: 1)), anchor: .center)
    @exclusivity(unchecked) private var animated = AnimatedValue()

    /// The animatable values: (scale x, scale y) or (angle) with the anchor, ×128 as the other
    /// animated vectors are.
    private var vector: SIMD4<Double> {
        let a = SIMD2(Double(effect.anchor.x), Double(effect.anchor.y))
        switch effect.kind {
        case .scale(let s): return SIMD4(Double(s.width), Double(s.height), a.x, a.y) * 128
        case .rotation(let r): return SIMD4(r.radians, 0, a.x, a.y) * 128
        case .rotation3D(let r, _, _, let p): return SIMD4(r.radians, Double(p), a.x, a.y) * 128
        case .transform: return SIMD4(0, 0, a.x, a.y) * 128
        }
    }

    override func commitValues(time: Double, animation: Animation?) {
        animated.commit(vector, animation, time: time)
    }

    /// The geometry effects its content is placed under (this one after those around it), as last
    /// placed: kept while the same, so placing again makes nothing.
    @exclusivity(unchecked) private var placedTransform: GeometryTransform?

    /// Places the content where layout puts it, under this effect's transform for the effect's
    /// values (not the animation's presented ones: a reader sees the target at once, as it does a
    /// layout change, §5). When that transform differs from the last placement's, the whole content
    /// is placed again, so that the anchors, readers and named spaces in it read the new one.
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let m = matrix(vector, in: rect)
        var inner = ctx
        if !m.isIdentity {
            if let kept = placedTransform, kept.matrix == (ctx.transform.map { m.concatenating($0.matrix) } ?? m) {
                inner.transform = kept
            } else {
                inner.transform = GeometryTransform.composing(m, ctx.transform)
            }
        }
        if !GeometryTransform.same(inner.transform, placedTransform) {
            // While the change animates, the content is drawn between the old transform and the
            // new one: what could be seen under the old one is kept visible too, so a lazy stack
            // being zoomed in keeps the rows still on screen (they go at the next placement).
            let seenBefore = placedTransform?.unbox(ctx.visible) ?? ctx.visible
            inner.visible = ctx.visible.union(inner.transform?.box(seenBefore) ?? seenBefore)
            placedTransform = inner.transform
            content.forgetPlacements()
        }
        content.place(rect, inner)
    }

    /// The transform in root coordinates for the presented values.
    private func matrix(_ v: SIMD4<Double>) -> ProjectionTransform { matrix(v, in: presentedFrame) }

    /// The transform in root coordinates for values `v` of a view drawn at `r`.
    private func matrix(_ v: SIMD4<Double>, in r: CGRect) -> ProjectionTransform {
        let anchor = CGPoint(x: r.minX + CGFloat(v.z / 128) * r.width, y: r.minY + CGFloat(v.w / 128) * r.height)
        let toAnchor = ProjectionTransform.translation(-anchor.x, -anchor.y), back = ProjectionTransform.translation(anchor.x, anchor.y)
        let core: ProjectionTransform
        switch effect.kind {
        case .scale:
            core = ProjectionTransform(CGAffineTransform(scaleX: CGFloat(v.x / 128), y: CGFloat(v.y / 128)))
        case .rotation:
            core = ProjectionTransform(CGAffineTransform(rotationAngle: CGFloat(v.x / 128)))
        case let .rotation3D(_, axis, anchorZ, _):
            core = Self.rotation3D(angle: v.x / 128, axis: axis, anchorZ: Double(anchorZ),
                                   distance: Double(max(r.width, r.height)) / (v.y / 128))
        case .transform(let t):
            // `transformEffect` is relative to the view's origin, not an anchor.
            return ProjectionTransform.translation(-r.minX, -r.minY).concatenating(t).concatenating(.translation(r.minX, r.minY))
        }
        return toAnchor.concatenating(core).concatenating(back)
    }

    /// A rotation by `angle` about `axis` through (0, 0, anchorZ), seen in perspective from
    /// `distance` points in front of the plane, projected back onto it (as Core Animation's
    /// m34 = −1/distance does); positive angles turn clockwise about an axis pointing at the viewer.
    static func rotation3D(angle: Double, axis: SIMD3<Double>, anchorZ: Double, distance: Double) -> ProjectionTransform {
        let len = (axis * axis).sum().squareRoot()
        guard len > 0, len.isFinite, angle.isFinite else { return ProjectionTransform() }
        let k = axis / len
        let c = cos(angle), s = sin(angle)
        // Rodrigues: v' = v·c + (k × v)·s + k·(k·v)·(1 − c), for v = (x, y, −anchorZ).
        func rotate(_ v: SIMD3<Double>) -> SIMD3<Double> {
            let cross = SIMD3(k.y * v.z - k.z * v.y, k.z * v.x - k.x * v.z, k.x * v.y - k.y * v.x)
            return v * c + cross * s + k * (k * v).sum() * (1 - c)
        }
        let ex = rotate(SIMD3(1, 0, 0)), ey = rotate(SIMD3(0, 1, 0)), o = rotate(SIMD3(0, 0, -anchorZ))
        let inv = distance.isFinite && distance != 0 ? 1 / distance : 0
        // X = x·ex.x + y·ey.x + o.x, Y likewise, W = 1 − Z/d.
        return ProjectionTransform(m11: CGFloat(ex.x), m12: CGFloat(ex.y), m13: CGFloat(-ex.z * inv),
                                   m21: CGFloat(ey.x), m22: CGFloat(ey.y), m23: CGFloat(-ey.z * inv),
                                   m31: CGFloat(o.x), m32: CGFloat(o.y), m33: CGFloat(1 - o.z * inv))
    }

    override func emitContent(_ ctx: inout EmitContext) {
        let v = animated.presented(time: ctx.graph.time, ctx.graph.animator) ?? vector
        let m = matrix(v)
        if m.isIdentity { content?.emit(&ctx); return }
        ctx.group(.transform(m), content)
    }

    /// Hit testing follows the transform: the point is mapped back into the content's space.
    override func hitTest(_ point: CGPoint) -> HitResult? {
        let m = matrix(vector)
        guard !m.isIdentity else { return content?.hitTest(point) }
        guard let inverse = m.inverted(), let p = inverse.apply(point) else { return nil }
        return content?.hitTest(p)
    }
}

extension View {
    /// Scales the rendered view by `scale` about `anchor`.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_GeometryEffectModifier(kind: .scale(scale), anchor: anchor))
    }
    /// Scales the rendered view by `s` in both directions about `anchor`.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Rotates the rendered view by `angle` (clockwise on screen for positive angles) about `anchor`.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_GeometryEffectModifier(kind: .rotation(angle), anchor: anchor))
    }
    /// Rotates the rendered view in three dimensions about `axis` and projects it back onto its
    /// plane with a vanishing point `max(width, height) / perspective` points away.
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                             anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_GeometryEffectModifier(kind: .rotation3D(angle, axis: SIMD3(Double(axis.x), Double(axis.y), Double(axis.z)),
                                                           anchorZ: anchorZ, perspective: perspective), anchor: anchor))
    }
    /// Transforms the rendered view by `transform`, relative to its top-leading corner.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_GeometryEffectModifier(kind: .transform(ProjectionTransform(transform)), anchor: .topLeading))
    }
    /// Transforms the rendered view by a projective `transform`, relative to its top-leading corner.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_GeometryEffectModifier(kind: .transform(transform), anchor: .topLeading))
    }
}
