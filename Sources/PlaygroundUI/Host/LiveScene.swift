import Foundation

/// Ours: one view a host can show — a seed scene of the catalog, a `#Preview`, or a program's own
/// live view. The window, the recorder and the scene browser take these; the catalog
/// (`SceneCatalog`) and the preview runner make them.
public struct LiveScene {
    /// Short name (`frames-onchange`, or the program's name).
    public var name: String
    /// What the scene shows, in a few words (`playground list` prints it), if anything.
    public var summary: String?
    /// The seed document the scene comes from, if any (shown in the window title).
    public var seedFile: String?
    /// Size in points that fits the scene.
    public var size: CGSize
    /// Makes a fresh root view.
    public var makeView: @MainActor () -> AnyView
    /// When true, `size` is only the proposal: the scene is as big as its view's fitting size for
    /// it (a `.sizeThatFits` preview).
    public var fitsContent: Bool

    public init(name: String, summary: String? = nil, seedFile: String? = nil, size: CGSize = CGSize(width: 800, height: 600),
                fitsContent: Bool = false, makeView: @escaping @MainActor () -> AnyView) {
        self.name = name; self.summary = summary; self.seedFile = seedFile; self.size = size
        self.fitsContent = fitsContent; self.makeView = makeView
    }

    /// The largest side a scene may have, in points.
    public static let maxSide: CGFloat = 16384

    /// The scene's size in points: `size`, or for a `fitsContent` scene its view's size for the
    /// proposal `size`, rounded up to whole points (text measured by `textMeasurer`).
    @MainActor
    public func resolvedSize(textMeasurer: TextMeasurer) -> CGSize {
        guard fitsContent else { return size }
        let host = ViewHost(rootView: makeView(), size: size, textMeasurer: textMeasurer)
        host.printsWarnings = false
        let fitting = host.sizeThatFits(ProposedViewSize(size))
        func side(_ v: CGFloat) -> CGFloat { min(max(1, v.rounded(.up)), Self.maxSide) }
        return CGSize(width: side(fitting.width), height: side(fitting.height))
    }

    /// The window title: `frames-onchange — seed 000_87d3977dbddecb92.txt`.
    public var title: String { seedFile.map { "\(name) — seed \($0)" } ?? name }
}
