import Foundation
import Synchronization

/// The screen, as much of UIKit's `UIScreen` as SwiftUI code reaches for (docs/semantics.md
/// §34): `UIScreen.main.bounds` is the window's size in points (the last window made, when a
/// program has several), `scale` its pixels per point.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    private static let state = Mutex((size: CGSize(width: 393, height: 852), scale: CGFloat(1), safeArea: EdgeInsets()))

    /// The window's rectangle in points, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: Self.state.withLock { $0.size }) }
    /// Pixels per point.
    public var scale: CGFloat { Self.state.withLock { $0.scale } }
    /// Pixels per point (the same as `scale` here).
    public var nativeScale: CGFloat { scale }

    /// Engine: the host's window size and scale.
    package static func _setWindow(size: CGSize, scale: CGFloat) { state.withLock { $0.size = size; $0.scale = scale } }
    /// Engine: the host's safe-area insets (a window's `safeAreaInsets`).
    package static func _setSafeArea(_ insets: EdgeInsets) { state.withLock { $0.safeArea = insets } }
    static var windowSafeArea: EdgeInsets { state.withLock { $0.safeArea } }
}
