import Dispatch
import Foundation
import PlaygroundRender
import PlaygroundSDL
import PlaygroundUI

/// Draws a view the way a snapshot asks: hosted headless at the layout's size with its safe area
/// and traits, one frame after the first (when `onAppear` has run), with the bundled fonts, by the
/// software rasteriser — the same pixels on every run and every machine of a kind.
@MainActor
enum SnapshotRenderer {
    /// An image's scale when the traits give none: an iPhone simulator's, where iOS snapshot
    /// tests usually run (swift-snapshot-testing uses the simulator's screen scale).
    nonisolated static let defaultScale: CGFloat = 3

    /// One text engine for the process (loading the fonts is the slow part).
    private static var engine: TTFTextEngine?

    static func textEngine() throws -> TTFTextEngine {
        if let engine { return engine }
        let made = try TTFTextEngine()
        engine = made
        return made
    }

    /// `view` drawn for `layout` with `traits` over the layout's own.
    static func image<V: View>(of view: V, layout: SwiftUISnapshotLayout, traits: UITraitCollection) -> UIImage {
        let config: ViewImageConfig
        switch layout {
        case .device(let device): config = device
        case let .fixed(width, height): config = ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), traits: traits)
        case .sizeThatFits: config = ViewImageConfig(safeArea: .zero, size: nil, traits: traits)
        }
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        let scale = merged.displayScale > 0 ? merged.displayScale : defaultScale
        let engine: TTFTextEngine
        do { engine = try textEngine() } catch {
            return message("No image: the fonts could not be loaded (\(error)).", scale: scale, engine: nil)
        }
        let host = ViewHost(rootView: view, size: config.size ?? CGSize(width: 1, height: 1), textMeasurer: engine) { h in
            h.safeAreaInsets = EdgeInsets(config.safeArea)
            h.displayScale = scale
            if let scheme = ColorScheme(merged.userInterfaceStyle) { h.colorScheme = scheme }
            if let direction = LayoutDirection(merged.layoutDirection) { h.layoutDirection = direction }
            if let size = DynamicTypeSize(merged.preferredContentSizeCategory) { h.dynamicTypeSize = size }
            h.horizontalSizeClass = UserInterfaceSizeClass(merged.horizontalSizeClass)
            h.verticalSizeClass = UserInterfaceSizeClass(merged.verticalSizeClass)
        }
        if config.size == nil {
            // The view's ideal size, rounded up to whole pixels.
            let ideal = host.sizeThatFits(.unspecified)
            host.size = CGSize(width: (ideal.width * scale).rounded(.up) / scale, height: (ideal.height * scale).rounded(.up) / scale)
        }
        host.advance()
        let size = host.size
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, size.width.isFinite, size.height.isFinite else {
            return message("Error: No image could be generated for this view as its size was zero. Please set an explicit size in the test.",
                           scale: scale, engine: engine)
        }
        let renderer = SoftwareRenderer(pixelWidth: width, pixelHeight: height, scale: Double(scale), text: engine)
        renderer.render(host.displayList)
        return UIImage(rgb: renderer.rgbBytes(), pixelWidth: width, pixelHeight: height, scale: scale)!
    }

    /// What iOS draws instead of an empty snapshot: the reason, in a 400 × 80 red box.
    private static func message(_ text: String, scale: CGFloat, engine: TTFTextEngine?) -> UIImage {
        let size = CGSize(width: 400, height: 80)
        let width = Int(size.width * scale), height = Int(size.height * scale)
        let view = Text(text).multilineTextAlignment(.center).lineLimit(3).padding(8)
            .frame(width: size.width, height: size.height).background(Color.red)
        let host = ViewHost(rootView: view, size: size, textMeasurer: engine ?? FixedWidthTextMeasurer()) { $0.displayScale = scale }
        let renderer = SoftwareRenderer(pixelWidth: width, pixelHeight: height, scale: Double(scale), text: engine)
        renderer.render(host.displayList)
        return UIImage(rgb: renderer.rgbBytes(), pixelWidth: width, pixelHeight: height, scale: scale)!
    }

    /// Runs `body` on the main thread: at once when called there (XCTest's test methods and
    /// `@MainActor` tests), else by waiting for the main queue (a Swift Testing test on another
    /// thread; the test process's main thread serves the main queue).
    nonisolated static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread { return MainActor.assumeIsolated(body) }
        return withoutActuallyEscaping(body) { body in
            DispatchQueue.main.sync { MainActor.assumeIsolated { body() } }
        }
    }
}
