import Foundation

/// How content keeps an aspect ratio in the space offered: fitting inside it or filling it.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// Proposes its content a size of the given aspect ratio — the largest inside the proposal
/// (`.fit`) or the smallest covering it (`.fill`) — and takes the content's size. With no ratio,
/// the content's ideal size gives it (docs/semantics.md §19.3).
package struct _AspectRatioModifier: Equatable {
    let ratio: CGFloat?
    let contentMode: ContentMode
}

extension _AspectRatioModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { AspectRatioNode() }) { b.update($0, \.modifier, m) }
    }
}

@MainActor
final class AspectRatioNode: ModifierNode {
    @exclusivity(unchecked) var modifier = _AspectRatioModifier(ratio: nil, contentMode: .fit)

    /// The proposal for the content, given the proposal for this view.
    private func proposal(_ p: ProposedViewSize, _ b: _ViewGraph) -> ProposedViewSize {
        guard let content else { return p }
        var ratio = modifier.ratio ?? 0
        if modifier.ratio == nil {
            let ideal = content.measure(.unspecified, b)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : 0
        }
        guard ratio > 0, ratio.isFinite else { return p }
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }, h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / ratio), byHeight = CGSize(width: h * ratio, height: h)
            let fits = byWidth.height <= h
            let s = modifier.contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            return ProposedViewSize(width: s.width, height: s.height)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / ratio)
        case let (nil, h?): return ProposedViewSize(width: h * ratio, height: h)
        case (nil, nil):
            // Nothing offered: the content's ideal width at the ratio.
            let ideal = content.measure(.unspecified, b)
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        }
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ b: _ViewGraph) -> CGSize {
        content?.measure(proposal(p, b), b) ?? .zero
    }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) {
        frame = rect
        guard let content else { return }
        let s = content.measure(proposal(ProposedViewSize(rect.size), ctx.graph), ctx.graph)
        content.place(CGRect(origin: Alignment.center.origin(of: s, in: rect), size: s), ctx)
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width / height; nil: its ideal size's ratio).
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }
    /// Constrains the view to the aspect ratio of `aspectRatio`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioModifier(ratio: aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode))
    }
    /// `aspectRatio(contentMode: .fit)`.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// `aspectRatio(contentMode: .fill)`.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
