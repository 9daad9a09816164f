import Foundation
import PlaygroundUI

/// One view the window or recorder can show: a seed scene, or a program's own live view.
public struct LiveScene {
    /// Short name (`frames-onchange`, or the program's name).
    public var name: String
    /// The seed document the scene comes from, if any (shown in the window title).
    public var seedFile: String?
    /// Size in points that fits the scene.
    public var size: CGSize
    /// Makes a fresh root view.
    public var makeView: @MainActor () -> AnyView
    /// When true, `size` is only the proposal: the scene is as big as its view's fitting size for
    /// it (a `.sizeThatFits` preview).
    public var fitsContent: Bool

    public init(name: String, seedFile: String? = nil, size: CGSize, fitsContent: Bool = false,
                makeView: @escaping @MainActor () -> AnyView) {
        self.name = name; self.seedFile = seedFile; self.size = size; self.fitsContent = fitsContent
        self.makeView = makeView
    }

    /// The scene's size in points: `size`, or for a `fitsContent` scene its view's size for the
    /// proposal `size`, rounded up to whole points (text measured by `textMeasurer`).
    @MainActor
    public func resolvedSize(textMeasurer: TextMeasurer) -> CGSize {
        guard fitsContent else { return size }
        let host = ViewHost(rootView: makeView(), size: size, textMeasurer: textMeasurer)
        host.printsWarnings = false
        let fitting = host.sizeThatFits(ProposedViewSize(size))
        func side(_ v: CGFloat) -> CGFloat { min(max(1, v.rounded(.up)), RunOptions.maxSide) }
        return CGSize(width: side(fitting.width), height: side(fitting.height))
    }

    /// The window title: `frames-onchange — seed 000_87d3977dbddecb92.txt`.
    public var title: String { seedFile.map { "\(name) — seed \($0)" } ?? name }
}
