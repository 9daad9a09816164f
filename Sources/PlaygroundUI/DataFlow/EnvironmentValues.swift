import Foundation

/// Values passed down the tree while it is built (SwiftUI's environment, the slice we need).
public struct EnvironmentValues: Equatable {
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
    /// False inside `.scrollDisabled(true)`.
    public var isScrollEnabled = true
    /// True inside `.scrollIndicators(.hidden)`.
    var scrollIndicatorsHidden = false
    /// `.listStyle(_:)` (default: inset grouped, as `.automatic` is on iOS).
    var listStyle = ListStyleKind(isGrouped: true, isInset: true)
    /// `.refreshable(action:)`: what pulling a scroll view or list down runs.
    public var refresh: RefreshAction?
    public init() {}

    /// Equal for the purpose of skipping unchanged views: the transaction's animation is not part
    /// of it (animations are resolved after layout, per node).
    func sameInputs(as o: EnvironmentValues) -> Bool {
        font == o.font && foregroundColor == o.foregroundColor && bold == o.bold 
            && disablesAnimations == o.disablesAnimations
            && isScrollEnabled == o.isScrollEnabled && scrollIndicatorsHidden == o.scrollIndicatorsHidden
            && listStyle == o.listStyle && (refresh == nil) == (o.refresh == nil)
    }
}
