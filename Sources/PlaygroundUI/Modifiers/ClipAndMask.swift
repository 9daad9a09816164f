import Foundation

/// Clips the rendered view to a shape in its bounds, anti-aliased (docs/semantics.md §18.5).
/// Hit testing is unaffected, as in SwiftUI (use `contentShape` for that, §8).
package struct _ClipShapeModifier<S: Shape> {
    let shape: S
    let eoFill: Bool
}

extension _ClipShapeModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { ClipShapeNode() }) { node in
            let signature = ShapeSignature(type: ObjectIdentifier(S.self), outline: m.shape._outline(in: ShapeSignature.referenceRect).0)
            if node.signature != signature || node.eoFill != m.eoFill {
                node.signature = signature
                node.eoFill = m.eoFill
                let shape = m.shape
                node.outline = { rect in shape._outline(in: rect) }
                b.changed(node)
            }
            if S._isContainerRelative {
                node.outline = ContainerShapeContext.outline(of: m.shape, in: b.env)
                b.changedDrawing(node)
            }
        }
    }
}

@MainActor
final class ClipShapeNode: ModifierNode {
    override init() { super.init(); ownFlags = _Node.positionContainerFlag }   // an effect: its content's positions are its own (§7.5)
    @exclusivity(unchecked) var signature: ShapeSignature?
    @exclusivity(unchecked) var eoFill = false
    var outline: (CGRect) -> (ShapeOutline, CGRect) = { (.rectangle, $0) }

    override func emitContent(_ ctx: inout EmitContext) {
        var (o, rect) = outline(presentedFrame)
        if case .path(let p, _) = o { o = .path(p, eoFill: eoFill) }
        ctx.group(o == .rectangle ? .clip(rect) : .clipShape(o, in: rect), content)
    }
}

/// Draws the content through the alpha of a mask view placed over it (proposed the content's
/// size, aligned like an overlay). The mask is drawn, not shown, and is not hit-testable.
package struct _MaskModifier<Mask: View> {
    let mask: Mask
    let alignment: Alignment
}

extension _MaskModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.reuse(&slot) { MaskNode() }.build(content, m.mask, alignment: m.alignment, b)
    }
}

@MainActor
final class MaskNode: SecondaryLayerNode {
    override func emitContent(_ ctx: inout EmitContext) {
        let begin = ctx.list.count
        ctx.list.append(.beginGroup(.masked))
        content?.emit(&ctx)
        if ctx.list.count == begin + 1 { ctx.list.removeLast(); return }   // nothing to mask
        ctx.list.append(.beginGroup(.maskContent))
        secondary?.emit(&ctx)
        ctx.list.append(.endGroup)
        ctx.list.append(.endGroup)
    }
    override func hitTest(_ point: CGPoint) -> HitResult? { content?.hitTest(point) }
}

extension View {
    /// Clips the rendered view to `shape` (filled by `style`'s rule) in its bounds.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipShapeModifier(shape: shape, eoFill: style.isEOFilled))
    }
    /// Masks the view with the alpha of `mask`, placed over it with `alignment`.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }
    /// Masks the view with the alpha of `mask` (the older form).
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}
