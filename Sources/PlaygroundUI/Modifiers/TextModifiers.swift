import Foundation

// Modifiers that set how every text inside a view lays out and looks (docs/semantics.md §20.2).
extension View {
    /// At most `number` lines (nil: as many as needed); the last one shown ends with "…".
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentWriteModifier<LineLimitWrite>(LineLimitWrite.Value(limit: number, minLines: 1)))
    }
    /// At most `limit` lines; with `reservesSpace`, the text is as tall as `limit` lines even when shorter.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_EnvironmentWriteModifier<LineLimitWrite>(LineLimitWrite.Value(limit: limit, minLines: reservesSpace ? max(limit, 1) : 1)))
    }
    /// Between the range's bounds: at most its upper bound, and at least its lower bound even
    /// when shorter (a vertical `TextField` with `3...6` is three lines tall while empty, §20.2).
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_EnvironmentWriteModifier<LineLimitWrite>(LineLimitWrite.Value(limit: limit.upperBound, minLines: max(limit.lowerBound, 1))))
    }
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_EnvironmentWriteModifier<LineLimitWrite>(LineLimitWrite.Value(limit: limit.upperBound, minLines: 1)))
    }
    /// At least `limit.lowerBound` lines even when shorter, with no upper bound.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_EnvironmentWriteModifier<LineLimitWrite>(LineLimitWrite.Value(limit: nil, minLines: max(limit.lowerBound, 1))))
    }
    /// How the lines of multi-line texts line up.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentWriteModifier<TextAlignmentWrite>(alignment))
    }
    /// Where a one-line text that does not fit is cut (longer texts always cut at the end).
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentWriteModifier<TruncationWrite>(mode))
    }
    /// How far texts may shrink (down to `factor` of their size) before they are cut.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_EnvironmentWriteModifier<MinimumScaleFactorWrite>(min(max(factor, 0.01), 1)))
    }
    /// Extra space between the lines of texts.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(_EnvironmentWriteModifier<LineSpacingWrite>(lineSpacing))
    }
    /// Accepted: tightening is not done.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { modifier(_EnvironmentModifier { _ in }) }
    /// The weight of texts in this view.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(_EnvironmentWriteModifier<FontWeightWrite>(weight)) }
    /// The font design of texts in this view.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { modifier(_EnvironmentWriteModifier<FontDesignWrite>(design)) }
    /// Italic texts in this view.
    nonisolated public func italic(_ isActive: Bool = true) -> some View { modifier(_EnvironmentWriteModifier<ItalicWrite>(isActive)) }
    /// Monospaced texts in this view.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { modifier(_EnvironmentWriteModifier<MonospacedWrite>(isActive)) }
    /// Digits of one width in texts in this view.
    nonisolated public func monospacedDigit() -> some View { modifier(_EnvironmentWriteModifier<MonospacedDigitWrite>(true)) }
    /// Underlined texts in this view.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(_EnvironmentWriteModifier<UnderlineWrite>(Text.Decoration(isActive: isActive, color: color)))
    }
    /// Struck-through texts in this view.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(_EnvironmentWriteModifier<StrikethroughWrite>(Text.Decoration(isActive: isActive, color: color)))
    }
    /// Extra space after each character of texts in this view.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { modifier(_EnvironmentWriteModifier<KerningWrite>(kerning)) }
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { modifier(_EnvironmentWriteModifier<TrackingWrite>(tracking)) }
    /// Upper- or lower-cases texts in this view (nil: as written).
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { modifier(_EnvironmentWriteModifier<TextCaseWrite>(textCase)) }
}

// The writes of the modifiers above (`_EnvironmentWrite`: each the same for the same environment
// and value, so `EnvironmentMemo` makes each change of an environment once).
enum LineLimitWrite: _EnvironmentWrite {
    struct Value { var limit: Int?; var minLines: Int }
    static func write(_ v: Value, to e: inout EnvironmentValues) { e.textLayout.lineLimit = v.limit; e.textLayout.minLines = v.minLines }
}
enum TextAlignmentWrite: _EnvironmentWrite { static func write(_ v: TextAlignment, to e: inout EnvironmentValues) { e.textLayout.alignment = v } }
enum TruncationWrite: _EnvironmentWrite { static func write(_ v: Text.TruncationMode, to e: inout EnvironmentValues) { e.textLayout.truncation = v } }
enum MinimumScaleFactorWrite: _EnvironmentWrite { static func write(_ v: CGFloat, to e: inout EnvironmentValues) { e.textLayout.minimumScaleFactor = v } }
enum LineSpacingWrite: _EnvironmentWrite { static func write(_ v: CGFloat, to e: inout EnvironmentValues) { e.textLayout.lineSpacing = v } }
enum FontWeightWrite: _EnvironmentWrite { static func write(_ v: Font.Weight?, to e: inout EnvironmentValues) { e.textRuns.weight = v } }
enum FontDesignWrite: _EnvironmentWrite { static func write(_ v: Font.Design?, to e: inout EnvironmentValues) { e.textRuns.design = v } }
enum ItalicWrite: _EnvironmentWrite { static func write(_ v: Bool, to e: inout EnvironmentValues) { e.textRuns.isItalic = v } }
enum MonospacedWrite: _EnvironmentWrite { static func write(_ v: Bool, to e: inout EnvironmentValues) { e.textRuns.isMonospaced = v } }
enum MonospacedDigitWrite: _EnvironmentWrite { static func write(_ v: Bool, to e: inout EnvironmentValues) { e.textRuns.isMonospacedDigit = v } }
enum UnderlineWrite: _EnvironmentWrite { static func write(_ v: Text.Decoration, to e: inout EnvironmentValues) { e.textRuns.underline = v } }
enum StrikethroughWrite: _EnvironmentWrite { static func write(_ v: Text.Decoration, to e: inout EnvironmentValues) { e.textRuns.strikethrough = v } }
enum KerningWrite: _EnvironmentWrite { static func write(_ v: CGFloat, to e: inout EnvironmentValues) { e.textRuns.kerning = v } }
enum TrackingWrite: _EnvironmentWrite { static func write(_ v: CGFloat, to e: inout EnvironmentValues) { e.textRuns.tracking = v } }
enum TextCaseWrite: _EnvironmentWrite { static func write(_ v: Text.Case?, to e: inout EnvironmentValues) { e.textRuns.textCase = v } }
