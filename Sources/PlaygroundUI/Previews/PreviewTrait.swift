import Foundation

/// A trait of a `#Preview` (SwiftUI's `PreviewTrait`), e.g. `#Preview(traits: .sizeThatFitsLayout)`.
public struct PreviewTrait<T>: Sendable {
    enum Kind: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }
    let kind: Kind
}

/// The namespace of `#Preview`'s trait types (SwiftUI's `Preview.ViewTraits`).
public struct Preview {
    /// The traits a view preview takes.
    public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { .init(kind: .layout(.device)) }
    /// As big as the view's fitting size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { .init(kind: .layout(.sizeThatFits)) }
    /// A fixed `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(kind: .layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait<T> { .init(kind: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { .init(kind: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { .init(kind: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { .init(kind: .orientation(.landscapeRight)) }
}
