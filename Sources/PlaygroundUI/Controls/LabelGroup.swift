import Foundation

/// A control's label made of several views, as iOS 16 draws it (docs/semantics.md §24.4): the
/// first is the title, the second a subtitle below it in the subheadline font and the secondary
/// style, further ones in the footnote font (secondary, then tertiary), stacked at the leading
/// edge. The fonts and styles are defaults: a view's own font or colour wins. A label of one view
/// (a `Text`, or a `VStack` the program built) is drawn as it is. Used by `Toggle`'s switch,
/// `LabeledContent` and a `Picker`'s row label.
struct _LabelGroup<Content: View>: View, PrimitiveView {
    let content: Content

    /// A label that is one view (the usual `Text`) is built as it is, without listing its views.
    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        if Content._isViewList(graph) {
            _LabelGroupStack(content: view.content)._makeNodeSelf(graph, &slot)
        } else {
            Content._makeNode(view.content, graph, &slot)
        }
    }
}

/// A label list's views, each at its level, in a leading stack (or as they are when the list
/// holds one view).
struct _LabelGroupStack<Content: View>: View {
    let content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            if subviews.count > 1 {
                VStack(alignment: .leading) {
                    ForEach(subviews.indices, id: \.self) { level in
                        LabelGroupLevel.styled(subviews[level], level: level)
                    }
                }
            } else {
                subviews
            }
        }
    }
}

/// The default font and style of each level of a label group (§24.4).
enum LabelGroupLevel {
    /// The title keeps what the control gives it; the subtitle is subheadline, secondary; the
    /// rest footnote, secondary for the third and tertiary after.
    @MainActor @ViewBuilder static func styled(_ subview: Subview, level: Int) -> some View {
        let placed = _PlacedSubview(subview: subview)
        switch level {
        case 0: placed
        case 1: placed.font(.subheadline).foregroundStyle(.secondary)
        case 2: placed.font(.footnote).foregroundStyle(.secondary)
        default: placed.font(.footnote).foregroundStyle(.tertiary)
        }
    }
}

/// A subview built in the environment where it is placed, so the modifiers around it reach it
/// (a `Subview` of the public API is built in its container's environment, which they do not
/// change; SwiftUI's label groups set their defaults below that, on each view of the list).
struct _PlacedSubview: View, PrimitiveView {
    let subview: Subview
    static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        view.subview.segment.build(view.subview.index, graph, &slot)
    }
}
