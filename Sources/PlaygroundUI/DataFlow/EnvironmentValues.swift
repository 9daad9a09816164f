import Foundation

/// Values passed down the tree while it is built (SwiftUI's environment, the slice we need).
public struct EnvironmentValues: Equatable {
    /// `.font(_:)`; nil means `.body`.
    public var font: Font?
    /// The drawing and text settings (styles, tint, text layout, labels, symbols), held by
    /// reference so that copying the environment while building stays cheap (§17).
    private var drawingBox = DrawingEnvironment.shared
    var drawing: DrawingEnvironment {
        get { drawingBox.value }
        set { drawingBox = Boxed(newValue) }
    }
    /// The box itself (compared by identity, then by value).
    var drawingStorage: Boxed<DrawingEnvironment> { drawingBox }
    /// `.foregroundStyle(_:_:_:)` / `.foregroundColor(_:)`: up to three levels; nil means iOS's
    /// label colours (§17.2).
    var foregroundStyles: ForegroundStyles? {
        get { drawingBox.value.foregroundStyles }
        set { drawing.foregroundStyles = newValue }
    }
    /// The primary foreground style as one colour (`.foregroundColor(_:)`); nil means `.primary`.
    public var foregroundColor: Color? {
        get { foregroundStyles.map { Color(resolved: $0.levels[0].representativeColor) } }
        set { foregroundStyles = newValue.map { ForegroundStyles(levels: [.color($0.resolved(in: colorScheme))]) } }
    }
    /// `.tint(_:)`; nil means the accent colour.
    var tint: _ResolvedStyle? {
        get { drawingBox.value.tint }
        set { drawing.tint = newValue }
    }
    /// `.backgroundStyle(_:)`; nil means the system background.
    var backgroundStyle: _ResolvedStyle? {
        get { drawingBox.value.backgroundStyle }
        set { drawing.backgroundStyle = newValue }
    }
    /// `.lineLimit`, `.multilineTextAlignment`, `.truncationMode`, `.minimumScaleFactor`, `.lineSpacing`.
    var textLayout: TextLayoutSettings {
        get { drawingBox.value.textLayout }
        set { drawing.textLayout = newValue }
    }
    /// `.fontWeight`, `.italic`, `.underline`, `.kerning`, `.textCase`… applied to every text below.
    var textRuns: TextRunDefaults {
        get { drawingBox.value.textRuns }
        set { drawing.textRuns = newValue }
    }
    /// `.labelStyle(_:)`.
    var labelStyle: LabelStyleKind {
        get { drawingBox.value.labelStyle }
        set { drawing.labelStyle = newValue }
    }
    /// `.imageScale(_:)`: the size of symbols relative to the font.
    public var imageScale: Image.Scale {
        get { drawingBox.value.imageScale }
        set { drawing.imageScale = newValue }
    }
    /// Symbols sized as system chrome's (see `DrawingEnvironment.chromeSymbols`).
    var chromeSymbols: Bool {
        get { drawingBox.value.chromeSymbols }
        set { drawing.chromeSymbols = newValue }
    }
    /// `.symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { drawingBox.value.symbolVariants }
        set { drawing.symbolVariants = newValue }
    }
    /// `.symbolRenderingMode(_:)`: how symbols with layers are coloured; nil picks the mode from
    /// the foreground style (§19.6).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { drawingBox.value.symbolRenderingMode }
        set { drawing.symbolRenderingMode = newValue }
    }
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
    /// Whether the view is a row of a `List` (a `NavigationLink` there shows a chevron, §27.3).
    var isListRow = false
    var listStyle = ListStyleKind(isGrouped: true, isInset: true)
    /// `progressViewStyle(_:)`.
    var progressStyle = ProgressStyleKind(shape: .automatic, tint: nil)
    /// `scrollContentBackground(.hidden)`: lists and forms draw no background of their own.
    var hidesScrollContentBackground = false
    /// `.refreshable(action:)`: what pulling a scroll view or list down runs.
    public var refresh: RefreshAction?
    /// Light or dark (`--color-scheme`, `.preferredColorScheme`, `.environment(\.colorScheme, …)`):
    /// system colours and `.primary` resolve for it (§21.3).
    public var colorScheme: ColorScheme = .light
    /// False inside `.disabled(true)`: controls draw dimmed and take no input (§21.2).
    public var isEnabled = true
    /// The direction of text and horizontal layout (`--layout-direction`): right-to-left mirrors
    /// the placement of the views inside and flips their coordinate spaces (§21.7).
    public var layoutDirection = LayoutDirection.leftToRight
    /// Values set through `EnvironmentKey`s and objects set by type, newest first (§21.1).
    var custom: EnvironmentEntry?
    public init() {}

    public static func == (a: EnvironmentValues, b: EnvironmentValues) -> Bool {
        a.sameInputs(as: b) && a.animation == b.animation
    }

    /// Equal for the purpose of skipping unchanged views: the transaction's animation is not part
    /// of it (animations are resolved after layout, per node).
    func sameInputs(as o: EnvironmentValues) -> Bool {
        font == o.font && drawingBox == o.drawingBox && bold == o.bold
            && disablesAnimations == o.disablesAnimations
            && isScrollEnabled == o.isScrollEnabled && scrollIndicatorsHidden == o.scrollIndicatorsHidden
            && listStyle == o.listStyle && isListRow == o.isListRow && (refresh == nil) == (o.refresh == nil)
            && colorScheme == o.colorScheme && isEnabled == o.isEnabled && layoutDirection == o.layoutDirection
            && EnvironmentEntry.same(custom, o.custom)
    }
}

/// The environment's drawing and text settings, boxed in `EnvironmentValues`.
struct DrawingEnvironment: Equatable, Sendable {
    var foregroundStyles: ForegroundStyles?
    var tint: _ResolvedStyle?
    var backgroundStyle: _ResolvedStyle?
    var textLayout = TextLayoutSettings()
    var textRuns = TextRunDefaults()
    var labelStyle = LabelStyleKind(showsTitle: true, showsIcon: true)
    var imageScale = Image.Scale.medium
    /// True inside system chrome (tab and navigation bars, menus, pickers): its symbols keep the
    /// sizes measured for UIKit's own controls (§19.1).
    var chromeSymbols = false
    var symbolVariants = SymbolVariants.none
    var symbolRenderingMode: SymbolRenderingMode?
    /// `.dynamicTypeSize(_:)`: the size text styles are resolved at (kept here so a text's
    /// cached runs are redone when it changes).
    var dynamicTypeSize = DynamicTypeSize.large
    /// The defaults, shared by every environment that changes none of them.
    static let shared = Boxed(DrawingEnvironment())
}
