import Foundation

// `inspector(isPresented:content:)` (iOS 17; docs/semantics.md §35.6): a trailing column beside
// the content in regular widths, adapting "to a sheet in a horizontally compact size class" —
// which is what an iPhone shows, and what is shown here at every width.

extension View {
    /// Shows `content` as an inspector while `isPresented` is true: a sheet, as on an iPhone.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
    /// The inspector column's width (regular widths only; accepted and inert here).
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    /// The inspector column's width range (regular widths only; accepted and inert here).
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
