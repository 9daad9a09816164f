import Foundation

/// UIKit's insets (top, left, bottom, right), as device tables give safe areas.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

extension EdgeInsets {
    /// The same insets, left as leading and right as trailing (SwiftUI's conversion).
    public init(_ nsEdgeInsets: UIEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.left, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.right)
    }
}
