import Foundation

// Modifiers that set how every text inside a view lays out and looks (docs/semantics.md §20.2).
extension View {
    /// At most `number` lines (nil: as many as needed); the last one shown ends with "…".
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.lineLimit = number; $0.textLayout.reservesSpace = false })
    }
    /// At most `limit` lines; with `reservesSpace`, the text is as tall as `limit` lines even when shorter.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.lineLimit = limit; $0.textLayout.reservesSpace = reservesSpace })
    }
    /// Between the range's bounds: at most its upper bound (the lower bound is reserved).
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.lineLimit = limit.upperBound; $0.textLayout.reservesSpace = false })
    }
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.lineLimit = limit.upperBound; $0.textLayout.reservesSpace = false })
    }
    /// Accepted: at least `limit.lowerBound` lines are not reserved (no upper bound).
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.lineLimit = nil; $0.textLayout.reservesSpace = false })
    }
    /// How the lines of multi-line texts line up.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.alignment = alignment })
    }
    /// Where a one-line text that does not fit is cut (longer texts always cut at the end).
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.truncation = mode })
    }
    /// How far texts may shrink (down to `factor` of their size) before they are cut.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.minimumScaleFactor = min(max(factor, 0.01), 1) })
    }
    /// Extra space between the lines of texts.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(_EnvironmentModifier { $0.textLayout.lineSpacing = lineSpacing })
    }
    /// Accepted: tightening is not done.
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { modifier(_EnvironmentModifier { _ in }) }
    /// The weight of texts in this view.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { modifier(_EnvironmentModifier { $0.textRuns.weight = weight }) }
    /// The font design of texts in this view.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { modifier(_EnvironmentModifier { $0.textRuns.design = design }) }
    /// Italic texts in this view.
    nonisolated public func italic(_ isActive: Bool = true) -> some View { modifier(_EnvironmentModifier { $0.textRuns.isItalic = isActive }) }
    /// Monospaced texts in this view.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { modifier(_EnvironmentModifier { $0.textRuns.isMonospaced = isActive }) }
    /// Digits of one width in texts in this view.
    nonisolated public func monospacedDigit() -> some View { modifier(_EnvironmentModifier { $0.textRuns.isMonospacedDigit = true }) }
    /// Underlined texts in this view.
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(_EnvironmentModifier { $0.textRuns.underline = Text.Decoration(isActive: isActive, color: color) })
    }
    /// Struck-through texts in this view.
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(_EnvironmentModifier { $0.textRuns.strikethrough = Text.Decoration(isActive: isActive, color: color) })
    }
    /// Extra space after each character of texts in this view.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { modifier(_EnvironmentModifier { $0.textRuns.kerning = kerning }) }
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { modifier(_EnvironmentModifier { $0.textRuns.tracking = tracking }) }
    /// Upper- or lower-cases texts in this view (nil: as written).
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { modifier(_EnvironmentModifier { $0.textRuns.textCase = textCase }) }
}
