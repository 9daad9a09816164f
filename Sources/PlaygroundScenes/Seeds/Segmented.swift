import PlaygroundUI

// Seed 004 (004_29d8f9bbfe78a7d9.txt): a segmented control whose selection background slides
// between segments. The seed shows the pieces — `BoundsAnchorPreferenceKey`,
// `modifier(shouldModify:modifier:)`, the `anchorPreference` on the selected segment only,
// `backgroundPreferenceValue` with `Optional.map` and `buildSelectedBackground(by:)`; the control
// around them is written here. Two changes to the key: the seed's `reduce` takes `CGRect?` while its
// `Value` is `Anchor<CGRect>?`, which does not compile even under SwiftUI; it takes `Anchor<CGRect>?`
// here. And its body `value = nextValue()` would lose the selection: every unselected segment is an
// `if`/`else` (dynamic content), which contributes `defaultValue` (nil) as a real participant
// (docs/semantics.md §1.3, trap 2), so only a selected *last* segment would survive the fold. Keeping
// the first non-nil value is the fix SwiftUI's documentation implies.
public enum Segmented {

struct BoundsAnchorPreferenceKey: PreferenceKey {

    static var defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

public struct SegmentedControl: View {
    public init() {}

    let segments = ["Day", "Week", "Month", "Year"]
    @State private var selectedSegmentIndex = 0

    public var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<segments.count, id: \.self) { index in
                Text(self.segments[index])
                    .padding(.horizontal, 16)
                    .padding(.vertical, 6)
                    .contentShape(Rectangle())
                    .onTapGesture { self.selectedSegmentIndex = index }
                    .modifier(shouldModify: index == self.selectedSegmentIndex) { content in
                        content
                            .anchorPreference(key: BoundsAnchorPreferenceKey.self, value: .bounds) { $0 }
                    }
            }
        }
        .padding(2)
        .backgroundPreferenceValue(BoundsAnchorPreferenceKey.self) { anchor in
            anchor.map { anchor in
                GeometryReader { proxy in
                    self.buildSelectedBackground(by: proxy[anchor])
                }
            }
        }
        .background(Color.gray.opacity(0.15))
        .cornerRadius(8)
        .animation(.default)
    }

    func buildSelectedBackground(by rect: CGRect) -> some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(Color.white)
            .shadow(color: Color.black.opacity(0.2), radius: 2, x: 0, y: 1)
            .frame(width: rect.width, height: rect.height)
            .offset(x: rect.minX, y: rect.minY)
    }
}
}

// The seed's extension, verbatim.
extension View {
    @ViewBuilder func modifier<T>(shouldModify: Bool, modifier: (Self) -> T) -> some View where T : View {
        if shouldModify {
            modifier(self)
        } else {
            self
        }
    }
}
