import Foundation

/// A size proposed by a parent to a child: `nil` in a dimension asks for the ideal size,
/// `.infinity` for the maximum (SwiftUI's layout protocol; docs/semantics.md §6).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max($0 - insets.horizontal, 0) },
                         height: height.map { max($0 - insets.vertical, 0) })
    }
}
