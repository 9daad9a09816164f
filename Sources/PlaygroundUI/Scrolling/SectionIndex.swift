import Foundation

// iOS 26's section index (docs/semantics.md §14.12): a list shows its sections' index labels as a
// column of letters along its trailing edge. Here the column is drawn unless the list's
// `listSectionIndexVisibility` is `.hidden`; a tap on a letter scrolls to its section (List.swift).

extension View {
    /// The label for this section in its list's section index, usually one letter (SwiftUI's
    /// `sectionIndexLabel(_:)`); nil: none (§14.12).
    nonisolated public func sectionIndexLabel(_ label: Text?) -> some View {
        nonisolated(unsafe) let content = self
        return _SectionIndexLabeled(content: content, label: label?.string)
    }
    /// The label for this section in its list's section index (§14.12).
    nonisolated public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View {
        nonisolated(unsafe) let content = self
        return _SectionIndexLabeled(content: content, label: label.string)
    }
    /// The label for this section in its list's section index (§14.12).
    @_disfavoredOverload
    nonisolated public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View {
        nonisolated(unsafe) let content = self
        return _SectionIndexLabeled(content: content, label: String(label))
    }

    /// Whether the lists inside show their section index (SwiftUI's
    /// `listSectionIndexVisibility(_:)`): `.visible` and `.automatic` (the default) draw it when a
    /// section has a label; `.hidden` does not (§14.12).
    nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentModifier { $0[SectionIndexVisibilityKey.self] = visibility })
    }
}

struct SectionIndexVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

/// A section (or any content) with an index label: drawn as its content; in a list its section
/// marker carries the label.
package struct _SectionIndexLabeled<Content: View> {
    let content: Content
    let label: String?
}

extension _SectionIndexLabeled: View, PrimitiveView, _LazyExpandable {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        Content._makeNode(view.content, graph, &slot)
    }
    @MainActor public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        let start = segments.count
        Content._makeLazySegments(view.content, &segments)
        if let k = segments[start...].firstIndex(where: { $0.kind == .sectionStart }) { segments[k].indexLabel = view.label }
    }
    @MainActor public static func _isViewList(_ graph: _ViewGraph) -> Bool { Content._isViewList(graph) }
}

/// One entry of a list's section index: a section's label and the id of the row a tap on it
/// scrolls to (nil: the section shows nothing to scroll to).
struct SectionIndexEntry {
    let label: String
    let target: AnyHashable?
}

/// The index column: the labels stacked, caption-sized and semibold, in the tint; a tap on one
/// calls `select` with its place.
struct SectionIndexColumn: View {
    let labels: [String]
    let select: @MainActor (Int) -> Void
    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(labels.enumerated()), id: \.offset) { k, label in
                Text(verbatim: label)
                    .font(.system(size: SectionIndexMetrics.fontSize, weight: .semibold))
                    .foregroundStyle(.tint)
                    .frame(width: SectionIndexMetrics.width)
                    .contentShape(Rectangle())
                    .onTapGesture { select(k) }
            }
        }
    }
}

enum SectionIndexMetrics {
    static let fontSize: CGFloat = 11
    static let width: CGFloat = 15
}
