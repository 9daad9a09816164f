import SwiftUI

// A tab bar whose underline glides to the selected tab: each tab reports its bounds through an
// anchor preference, and the bar draws the underline in an overlay that resolves the anchor.
// Open it with `playground open demo/TabUnderline.swift` (two previews: ←/→ switches).

struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct TabLabel: View {
    let title: String
    let index: Int
    let isSelected: Bool

    var body: some View {
        Text(title)
            .font(.headline)
            .foregroundColor(isSelected ? .blue : .gray)
            .padding(.vertical, 10)
            .padding(.horizontal, 14)
            .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [index: $0] }
    }
}

struct TabUnderlineBar: View {
    let titles: [String]
    @Binding var selection: Int

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(titles.enumerated()), id: \.offset) { item in
                TabLabel(title: item.element, index: item.offset, isSelected: item.offset == selection)
                    .onTapGesture {
                        withAnimation(.spring()) { selection = item.offset }
                    }
            }
        }
        .overlayPreferenceValue(TabBoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selection] {
                    let frame = proxy[anchor]
                    Capsule()
                        .fill(Color.blue)
                        .frame(width: frame.width - 16, height: 3)
                        .offset(x: frame.minX + 8, y: frame.maxY - 3)
                }
            }
        }
    }
}

struct TabUnderlineDemo: View {
    @State private var selection = 0
    private let titles = ["Inbox", "Starred", "Sent", "Archive"]

    var body: some View {
        VStack(spacing: 24) {
            TabUnderlineBar(titles: titles, selection: $selection)
            Text("Showing \(titles[selection])")
                .font(.title2)
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue.opacity(0.12))
                .frame(height: 160)
                .overlay(Text("\(selection + 1) of \(titles.count)").foregroundColor(.blue))
                .padding(.horizontal)
        }
        .padding()
    }
}

struct TabUnderlineDemo_Previews: PreviewProvider {
    static var previews: some View {
        TabUnderlineDemo()
            .previewDisplayName("Mail tabs")
    }
}

#Preview("Two tabs", traits: .sizeThatFitsLayout) {
    @Previewable @State var selection = 1
    TabUnderlineBar(titles: ["Day", "Night"], selection: $selection)
        .padding()
}

// Try it: save this file with `--watch` running and watch the window follow; break a line and
// the error shows in a red banner over the last good view.
//
// A tap script for a recording (one event per line, `TIME ACTION ARGS`):
//   0.3 tap "Sent"
//   1.2 tap "Starred"
//
// playground open demo/TabUnderline.swift --headless --preview 1 --record out/tabs \
//     --duration 2 --script demo/tab-taps.txt
//
// The underline is drawn by the bar from the anchors its tabs report: the preference system's
// classic use, as in the seed documents.
