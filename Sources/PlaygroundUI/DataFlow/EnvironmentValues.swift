import Foundation

/// Values passed down the tree while it is built (SwiftUI's environment, the slice we need).
public struct EnvironmentValues: Equatable {
    /// `.font(_:)`; nil means `.body`.
    public var font: Font?
    /// `.foregroundStyle(_:_:_:)` / `.foregroundColor(_:)`: up to three levels; nil means iOS's
    /// label colours (§17.2).
    var foregroundStyles: ForegroundStyles?
    /// The primary foreground style as one colour (`.foregroundColor(_:)`); nil means `.primary`.
    public var foregroundColor: Color? {
        get { foregroundStyles.map { Color(resolved: $0.levels[0].representativeColor) } }
        set { foregroundStyles = newValue.map { ForegroundStyles(levels: [.color($0.resolved)]) } }
    }
    /// `.tint(_:)`; nil means the accent colour.
    var tint: _ResolvedStyle?
    /// `.backgroundStyle(_:)`; nil means the system background.
    var backgroundStyle: _ResolvedStyle?
    /// `.lineLimit`, `.multilineTextAlignment`, `.truncationMode`, `.minimumScaleFactor`, `.lineSpacing`.
    var textLayout = TextLayoutSettings()
    /// `.fontWeight`, `.italic`, `.underline`, `.kerning`, `.textCase`… applied to every text below.
    var textRuns = TextRunDefaults()
    /// `.labelStyle(_:)`.
    var labelStyle = LabelStyleKind(showsTitle: true, showsIcon: true)
    /// `.imageScale(_:)`: the size of symbols relative to the font.
    public var imageScale = Image.Scale.medium
    /// `.symbolVariant(_:)`.
    public var symbolVariants = SymbolVariants.none
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
        font == o.font && foregroundStyles == o.foregroundStyles && bold == o.bold
            && tint == o.tint && backgroundStyle == o.backgroundStyle
            && imageScale == o.imageScale && symbolVariants == o.symbolVariants
            && textLayout == o.textLayout && textRuns == o.textRuns && labelStyle == o.labelStyle
            && disablesAnimations == o.disablesAnimations
            && isScrollEnabled == o.isScrollEnabled && scrollIndicatorsHidden == o.scrollIndicatorsHidden
            && listStyle == o.listStyle && (refresh == nil) == (o.refresh == nil)
    }
}
