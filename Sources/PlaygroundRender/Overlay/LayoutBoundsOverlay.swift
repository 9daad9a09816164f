import Foundation
import PlaygroundUI

/// The layout-bounds overlay: a thin outline of every view's drawn frame (`ViewHost.layoutBounds()`),
/// drawn inside the frame's edge so a 1-point line lands on whole pixels at integer frames.
public enum LayoutBoundsOverlay {
    /// The outline colour (a translucent blue, like Xcode's view debugger).
    public static let color = ResolvedColor(red: 0.0, green: 0.45, blue: 1.0, opacity: 0.7)

    /// Outlines of `frames` (root space, points).
    public static func items(_ frames: [CGRect]) -> [DisplayItem] {
        frames.compactMap { f in
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 1, f.height >= 1 else { return nil }
            return .shape(ShapeDrawing(outline: .rectangle, rect: f.insetBy(dx: 0.5, dy: 0.5),
                                       paint: .stroke(color, StrokeStyle(lineWidth: 1))))
        }
    }
}
