import Foundation
import PlaygroundUI
import SnapshotTesting

extension Snapshotting where Value: PlaygroundUI.View, Format == UIImage {
    /// A snapshot strategy comparing a SwiftUI view's pixels, fitted to its ideal size.
    public static var image: Snapshotting {
        .image()
    }

    /// A snapshot strategy comparing a SwiftUI view's pixels (swift-snapshot-testing's iOS
    /// strategy, with its names and defaults).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS code and ignored: there is no key window
    ///     here, and every view (materials included) is drawn by the same rasteriser.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel must be to count as matching: 1 − ΔE94 / 100
    ///     (0.98–0.99 is about what an eye tells apart).
    ///   - layout: The size to draw at: a device's screen, a fixed size or the view's own size.
    ///   - traits: Traits over the layout's: colour scheme (`userInterfaceStyle`), layout
    ///     direction, Dynamic Type (`preferredContentSizeCategory`), size classes and scale
    ///     (`displayScale`; 3 when not given).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting<UIImage, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { (view: Value) -> UIImage in
                nonisolated(unsafe) let view = view
                return SnapshotRenderer.onMain { SnapshotRenderer.image(of: view, layout: layout, traits: traits) }
            }
    }
}
