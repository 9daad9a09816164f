import Foundation

/// Values passed down the tree while it is built (SwiftUI's environment, the slice we need).
///
/// One reference to storage shared until written (copy on write): the build copies the
/// environment into every view node it evaluates, and a copy is then one retain, not a copy of
/// every field (docs/performance-profile.md, step 7). Two environments with the same storage are
/// equal without comparing their fields.
public struct EnvironmentValues: Equatable {
    /// The fields, shared by every copy until one of them is written.
    private var storage: EnvironmentStorage
    public init() { storage = EnvironmentStorage.defaults }

    /// The fields for writing: copied first when another environment shares them.
    private var fields: EnvironmentFields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = EnvironmentStorage(storage.fields) }
            yield &storage.fields
        }
    }

    /// `.font(_:)`; nil means `.body`.
    public var font: Font? {
        get { storage.fields.font }
        set { fields.font = newValue }
    }
    /// The drawing and text settings (styles, tint, text layout, labels, symbols), held by
    /// reference so that changing the environment stays cheap (§17).
    var drawing: DrawingEnvironment {
        get { storage.fields.drawingBox.value }
        set { fields.drawingBox = Boxed(newValue) }
    }
    /// The box itself (compared by identity, then by value).
    var drawingStorage: Boxed<DrawingEnvironment> { storage.fields.drawingBox }
    /// `.foregroundStyle(_:_:_:)` / `.foregroundColor(_:)`: up to three levels; nil means iOS's
    /// label colours (§17.2).
    var foregroundStyles: ForegroundStyles? {
        get { drawingStorage.value.foregroundStyles }
        set { drawing.foregroundStyles = newValue }
    }
    /// The primary foreground style as one colour (`.foregroundColor(_:)`); nil means `.primary`.
    public var foregroundColor: Color? {
        get { foregroundStyles.map { Color(resolved: $0.levels[0].representativeColor) } }
        set { foregroundStyles = newValue.map { ForegroundStyles(levels: [.color($0.resolved(in: colorScheme))]) } }
    }
    /// `.tint(_:)`; nil means the accent colour.
    var tint: _ResolvedStyle? {
        get { drawingStorage.value.tint }
        set { drawing.tint = newValue }
    }
    /// `.backgroundStyle(_:)`; nil means the system background.
    var backgroundStyle: _ResolvedStyle? {
        get { drawingStorage.value.backgroundStyle }
        set { drawing.backgroundStyle = newValue }
    }
    /// `.lineLimit`, `.multilineTextAlignment`, `.truncationMode`, `.minimumScaleFactor`, `.lineSpacing`.
    var textLayout: TextLayoutSettings {
        get { drawingStorage.value.textLayout }
        set { drawing.textLayout = newValue }
    }
    /// `.fontWeight`, `.italic`, `.underline`, `.kerning`, `.textCase`… applied to every text below.
    var textRuns: TextRunDefaults {
        get { drawingStorage.value.textRuns }
        set { drawing.textRuns = newValue }
    }
    /// `.labelStyle(_:)`.
    var labelStyle: LabelStyleKind {
        get { drawingStorage.value.labelStyle }
        set { drawing.labelStyle = newValue }
    }
    /// `.imageScale(_:)`: the size of symbols relative to the font.
    public var imageScale: Image.Scale {
        get { drawingStorage.value.imageScale }
        set { drawing.imageScale = newValue }
    }
    /// Symbols sized as system chrome's (see `DrawingEnvironment.chromeSymbols`).
    var chromeSymbols: Bool {
        get { drawingStorage.value.chromeSymbols }
        set { drawing.chromeSymbols = newValue }
    }
    /// `.symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { drawingStorage.value.symbolVariants }
        set { drawing.symbolVariants = newValue }
    }
    /// `.symbolRenderingMode(_:)`: how symbols with layers are coloured; nil picks the mode from
    /// the foreground style (§19.6).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { drawingStorage.value.symbolRenderingMode }
        set { drawing.symbolRenderingMode = newValue }
    }
    /// Multiplies into Text fonts made `.bold()` by an enclosing modifier.
    var bold: Bool {
        get { storage.fields.bold }
        set { fields.bold = newValue }
    }
    /// The animation in effect for changes of the views being built (transaction + `.animation`).
    var animation: Animation? {
        get { storage.fields.animation }
        set { fields.animation = newValue }
    }
    /// Sets `animation` (for `.animation(_:)`'s build, inlined into user code, which cannot name
    /// the internal field).
    @usableFromInline mutating func _setAnimation(_ a: Animation?) { animation = a }
    /// True when the transaction disables animations (`Transaction.disablesAnimations`).
    var disablesAnimations: Bool {
        get { storage.fields.disablesAnimations }
        set { fields.disablesAnimations = newValue }
    }
    /// False inside `.scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { storage.fields.isScrollEnabled }
        set { fields.isScrollEnabled = newValue }
    }
    /// True inside `.scrollIndicators(.hidden)`.
    var scrollIndicatorsHidden: Bool {
        get { storage.fields.scrollIndicatorsHidden }
        set { fields.scrollIndicatorsHidden = newValue }
    }
    /// Whether the view is a row of a `List` (a `NavigationLink` there shows a chevron, §27.3).
    var isListRow: Bool {
        get { storage.fields.isListRow }
        set { fields.isListRow = newValue }
    }
    /// `.listStyle(_:)` (default: inset grouped, as `.automatic` is on iOS).
    var listStyle: ListStyleKind {
        get { storage.fields.listStyle }
        set { fields.listStyle = newValue }
    }
    /// `progressViewStyle(_:)`.
    var progressStyle: ProgressStyleKind {
        get { storage.fields.progressStyle }
        set { fields.progressStyle = newValue }
    }
    /// `scrollContentBackground(.hidden)`: lists and forms draw no background of their own.
    var hidesScrollContentBackground: Bool {
        get { storage.fields.hidesScrollContentBackground }
        set { fields.hidesScrollContentBackground = newValue }
    }
    /// `.refreshable(action:)`: what pulling a scroll view or list down runs.
    public var refresh: RefreshAction? {
        get { storage.fields.refresh }
        set { fields.refresh = newValue }
    }
    /// Light or dark (`--color-scheme`, `.preferredColorScheme`, `.environment(\.colorScheme, …)`):
    /// system colours and `.primary` resolve for it (§21.3).
    public var colorScheme: ColorScheme {
        get { storage.fields.colorScheme }
        set { fields.colorScheme = newValue }
    }
    /// False inside `.disabled(true)`: controls draw dimmed and take no input (§21.2).
    public var isEnabled: Bool {
        get { storage.fields.isEnabled }
        set { fields.isEnabled = newValue }
    }
    /// The direction of text and horizontal layout (`--layout-direction`): right-to-left mirrors
    /// the placement of the views inside and flips their coordinate spaces (§21.7).
    public var layoutDirection: LayoutDirection {
        get { storage.fields.layoutDirection }
        set { fields.layoutDirection = newValue }
    }
    /// Values set through `EnvironmentKey`s and objects set by type, newest first (§21.1).
    var custom: EnvironmentEntry? {
        get { storage.fields.custom }
        set { fields.custom = newValue }
    }

    public static func == (a: EnvironmentValues, b: EnvironmentValues) -> Bool {
        a.isIdentical(to: b) || a.sameInputs(as: b) && a.animation == b.animation
    }

    /// Whether both share one storage: equal in every field without comparing them.
    func isIdentical(to o: EnvironmentValues) -> Bool { storage === o.storage }

    /// The storage, which `EnvironmentMemo` keys an environment by (and holds, so that its
    /// identity is not reused while it does).
    var storageForMemo: EnvironmentStorage { storage }

    /// Whether this copy holds the only reference to its storage (an `EnvironmentMemo` entry
    /// that no view uses any more).
    mutating func isHeldOnlyHere() -> Bool { isKnownUniquelyReferenced(&storage) }

    /// Equal for the purpose of skipping unchanged views: the transaction's animation is not part
    /// of it (animations are resolved after layout, per node).
    func sameInputs(as o: EnvironmentValues) -> Bool {
        if isIdentical(to: o) { return true }
        let f = storage.fields, g = o.storage.fields
        return f.font == g.font && f.drawingBox == g.drawingBox && f.bold == g.bold
            && f.disablesAnimations == g.disablesAnimations
            && f.isScrollEnabled == g.isScrollEnabled && f.scrollIndicatorsHidden == g.scrollIndicatorsHidden
            && f.listStyle == g.listStyle && f.isListRow == g.isListRow && (f.refresh == nil) == (g.refresh == nil)
            && f.colorScheme == g.colorScheme && f.isEnabled == g.isEnabled && f.layoutDirection == g.layoutDirection
            && EnvironmentEntry.same(f.custom, g.custom)
    }
}

/// The stored fields of an `EnvironmentValues` (see its properties for what each is).
struct EnvironmentFields {
    var font: Font?
    var drawingBox = DrawingEnvironment.shared
    var bold = false
    var animation: Animation?
    var disablesAnimations = false
    var isScrollEnabled = true
    var scrollIndicatorsHidden = false
    var isListRow = false
    var listStyle = ListStyleKind(isGrouped: true, isInset: true)
    var progressStyle = ProgressStyleKind(shape: .automatic, tint: nil)
    var hidesScrollContentBackground = false
    var refresh: RefreshAction?
    var colorScheme: ColorScheme = .light
    var isEnabled = true
    var layoutDirection = LayoutDirection.leftToRight
    var custom: EnvironmentEntry?
}

/// The storage `EnvironmentValues` copies share: written only while one environment holds it.
final class EnvironmentStorage {
    var fields: EnvironmentFields
    init(_ fields: EnvironmentFields) { self.fields = fields }
    /// The defaults, shared by every environment made with `EnvironmentValues()` (never written:
    /// a write copies first, as the static reference keeps it from being unique).
    nonisolated(unsafe) static let defaults = EnvironmentStorage(EnvironmentFields())
}

/// The environment's drawing and text settings, boxed in `EnvironmentValues`.
struct DrawingEnvironment: Equatable, Sendable {
    var foregroundStyles: ForegroundStyles?
    var tint: _ResolvedStyle?
    var backgroundStyle: _ResolvedStyle?
    var textLayout = TextLayoutSettings()
    var textRuns = TextRunDefaults()
    var labelStyle = LabelStyleKind.automatic
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
