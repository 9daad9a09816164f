import Foundation

/// A type that produces view previews, as in SwiftUI: `static var previews` is a `@ViewBuilder`.
///
/// Here previews are run, not only drawn in a canvas: `playground open File.swift` shows every
/// `PreviewProvider` of the file (and every `#Preview`) as a scene; ←/→ switches between them.
/// When `previews` holds several views (a `Group`, a list of views, a `ForEach`), each one is its
/// own preview, as in Xcode's canvas, named by `.previewDisplayName` when it has one.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    /// The platform to preview on. Accepted for source compatibility; previews here always run on
    /// this package's renderer.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms a `PreviewProvider` can name (SwiftUI's `PreviewPlatform`). Accepted and ignored:
/// every preview runs on this package's renderer.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// How a preview is sized (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable, Equatable {
    /// The preview device's screen (the default; see `PreviewDevice`).
    case device
    /// A container as big as the view's size for the device's screen as the proposal.
    case sizeThatFits
    /// A fixed container of `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device name for `.previewDevice(_:)` (SwiftUI's `PreviewDevice`). The device sets
/// the preview's size: known iPhone and iPad names map to their screen size in points (see
/// `screenSize`); an unknown name uses the default device and says so on stderr.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// A device orientation (SwiftUI's `InterfaceOrientation`): a landscape orientation swaps the
/// preview device's width and height.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}
