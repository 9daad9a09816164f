import Foundation

/// Values passed down the tree while it is built (SwiftUI's environment, the slice we need).
public struct EnvironmentValues {
    /// `.font(_:)`; nil means `.body`.
    public var font: Font?
    /// `.foregroundColor(_:)` / `.foregroundStyle(_:)`; nil means `.primary`.
    public var foregroundColor: Color?
    /// Multiplies into Text fonts made `.bold()` by an enclosing modifier.
    var bold = false
    /// The animation in effect for changes of the views being built (transaction + `.animation`).
    var animation: Animation?
    /// True when the transaction disables animations (`Transaction.disablesAnimations`).
    var disablesAnimations = false
    /// Set inside a Button's label (its whole label rect is tappable, semantics.md §8).
    var isButtonLabel = false
    public init() {}
}
