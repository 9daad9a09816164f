import Foundation

/// iOS's navigation bar metrics (§27.4).
enum NavigationBarMetrics {
    /// A fixed `ToolbarSpacer`'s width (ours: Apple gives none).
    static let fixedSpacerWidth: CGFloat = 12
    /// The bar with an inline title, and the row of buttons of a large-title bar.
    static let height: CGFloat = 44
    /// The bar with a large title: the 44-pt row plus 52 pt for the title.
    static let largeHeight: CGFloat = 96
    /// The large title: 34 pt bold (`.largeTitle.bold()`), 16 pt from the leading edge.
    static let largeTitleFont = Font.largeTitle.bold()
    static let largeTitleInset: CGFloat = 16
    /// From the top of the large-title band to the top of the title's line.
    static let largeTitleTop: CGFloat = 3
    /// The inline title: 17 pt semibold (`.headline`).
    static let inlineTitleFont = Font.headline
    /// The inline subtitle under it (iOS 26): 13 pt (`.footnote`), secondary. Ours: Apple gives
    /// no size.
    static let inlineSubtitleFont = Font.footnote
    /// The subtitle under a large title (iOS 26): 15 pt (`.subheadline`), secondary, in a band
    /// 2 pt taller than its line that the large-title bar grows by. Ours, as above.
    static let largeSubtitleFont = Font.subheadline
    static let largeSubtitleHeight: CGFloat = 20

    /// The large-title bar's height, with the subtitle's band when there is one.
    static func largeHeight(subtitled: Bool) -> CGFloat { largeHeight + (subtitled ? largeSubtitleHeight : 0) }
    /// Scrolled this far, the large title is gone under the row and the inline title shows.
    static let collapseStart: CGFloat = 30
    static let collapseEnd: CGFloat = 50
    /// The back button: 8 pt from the edge, the chevron then the previous title.
    static let backInset: CGFloat = 8
    static let edgeInset: CGFloat = 16
    static let itemSpacing: CGFloat = 16
    /// The bottom toolbar (`UIToolbar`): 44 pt.
    static let bottomBarHeight: CGFloat = 44
    /// The widest a back title may be before it reads "Back" (a third of a phone's bar).
    static let backTitleMaxWidth: CGFloat = 130
    /// The least room between the inline title and the items beside it (ours).
    static let titleToItemGap: CGFloat = 8
}

/// The navigation bar of one level: back button, toolbar items, the title, and a background
/// that shows once content scrolls under the bar (§27.4).
struct _NavigationBar: View {
    let title: String
    /// `navigationSubtitle` (iOS 26): under the inline title, and under the large title.
    var subtitle: String = ""
    /// Whether the large title shows (large mode with a non-empty title).
    let large: Bool
    /// How far the content has scrolled under the bar (0 at rest, negative when pulled down).
    let scrolled: CGFloat
    let items: [_ToolbarEntry]
    /// The previous level's title for the back button; nil when there is no back button.
    let backTitle: String?
    let pop: () -> Void
    let backgroundVisibility: Visibility?
    let background: AnyShapeStyle?
    /// `toolbarColorScheme`: applied while the background shows.
    var colorScheme: ColorScheme? = nil
    /// The titles' colours and fonts from `UINavigationBar.appearance()` (§34), if set.
    var titleLook: _NavigationTitleLook? = nil

    private typealias M = NavigationBarMetrics

    /// The scheme the bar is drawn in, when not the content's.
    private var barScheme: ColorScheme? { showsBackground ? colorScheme : nil }

    /// The large-title bar's height at rest: taller by the subtitle's band when there is one.
    private var largeHeight: CGFloat { M.largeHeight(subtitled: !subtitle.isEmpty) }

    var height: CGFloat {
        guard large else { return M.height }
        let h: CGFloat = largeHeight - scrolled
        return Swift.max(M.height, h)
    }

    private var inlineTitleOpacity: Double {
        guard large else { return 1 }
        let extra: CGFloat = largeHeight - M.largeHeight   // the subtitle's band scrolls away first
        let t: CGFloat = (scrolled - extra - M.collapseStart) / (M.collapseEnd - M.collapseStart)
        let clamped: CGFloat = Swift.min(Swift.max(t, 0), 1)
        return Double(clamped)
    }

    private var showsBackground: Bool {
        backgroundVisibility.showsBarBackground(contentUnder: scrolled > (large ? largeHeight - M.height : 0))
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            row
            if large && scrolled < largeHeight - M.height {
                titles(.leading, title: .largeTitle, titleFont: titleLook?.largeTitleFont ?? M.largeTitleFont,
                       titleColor: titleLook?.largeTitleColor, subtitle: .largeSubtitle, subtitleFont: M.largeSubtitleFont)
                .padding(.horizontal, M.largeTitleInset)
                .offset(y: M.height + M.largeTitleTop - scrolled)
            }
        }
        .frame(maxWidth: .infinity, minHeight: height, maxHeight: height, alignment: .topLeading)
        .clipped()
        // Behind the clip, so that it reaches up under the status bar as UIKit's bar does.
        .background {
            if showsBackground {
                Rectangle()
                    .fill(background ?? AnyShapeStyle(Material.bar))
                    .overlay(alignment: .bottom) {
                        Rectangle().fill(Color(UIColor.separator)).frame(height: 0.5)
                    }
                    .ignoresSafeArea(edges: .top)
            }
        }
        ._chromeSymbols()   // bar items' symbols are sized as UIKit's bar buttons (§19.1)
        .modifier(_EnvironmentModifier { [barScheme] in if let barScheme { $0.colorScheme = barScheme } })
    }

    /// The 44-pt row: leading items, the centred title (or principal item), trailing items.
    private var row: some View {
        let principal: _ToolbarEntry? = items.first { $0.placement == .principal }
        let leading: [_ToolbarEntry] = items.filter { $0.placement == .leading }
        let trailing: [_ToolbarEntry] = items.filter { $0.placement == .trailing }
        return _NavigationRowLayout(leadingInset: backTitle == nil ? M.edgeInset : M.backInset, trailingInset: M.edgeInset) {
            HStack(spacing: M.itemSpacing) {
                if let backTitle {
                    _BackButton(title: backTitle, maxWidth: M.backTitleMaxWidth, pop: pop)
                }
                ForEach(leading.indices, id: \.self) { (i: Int) in leading[i].itemView(barScheme: barScheme) }
            }
            ZStack { centre(principal) }   // one subview even when the centre shows nothing
            HStack(spacing: M.itemSpacing) {
                ForEach(trailing.indices, id: \.self) { (i: Int) in trailing[i].itemView(barScheme: barScheme) }
            }
        }
        .modifier(_EnvironmentModifier { $0._isInBar = true; $0.labelStyle.inToolbar() })   // compact control groups (§24.11), icon-only labels (§20.3)
        .frame(maxWidth: .infinity, minHeight: M.height, maxHeight: M.height)
    }

    @ViewBuilder private func centre(_ principal: _ToolbarEntry?) -> some View {
        if let principal {
            principal.itemView(barScheme: barScheme)
        } else if (!title.isEmpty || items.contains { $0.placement == .title }) && inlineTitleOpacity > 0 {
            titles(.center, title: .title, titleFont: titleLook?.titleFont ?? M.inlineTitleFont,
                   titleColor: titleLook?.titleColor, subtitle: .subtitle, subtitleFont: M.inlineSubtitleFont)
            .opacity(inlineTitleOpacity)
        }
    }

    /// The title over the subtitle (none when empty), each replaced by the toolbar item at its
    /// placement when there is one (§27.4): the inline pair and the large pair alike.
    private func titles(_ alignment: HorizontalAlignment, title titleSlot: ToolbarItemPlacement.Slot, titleFont: Font,
                        titleColor: Color?, subtitle subtitleSlot: ToolbarItemPlacement.Slot, subtitleFont: Font) -> some View {
        let titleItem: _ToolbarEntry? = items.first { $0.placement == titleSlot }
        let subtitleItem: _ToolbarEntry? = items.first { $0.placement == subtitleSlot }
        return VStack(alignment: alignment, spacing: 0) {
            if let titleItem {
                titleItem.itemView(barScheme: barScheme)
            } else {
                Text(title).font(titleFont).modifier(_UIKitTitleColor(color: titleColor)).lineLimit(1)
            }
            if let subtitleItem {
                subtitleItem.itemView(barScheme: barScheme)
            } else if !subtitle.isEmpty {
                Text(subtitle).font(subtitleFont).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }
}

/// The bar's row: the leading items at the leading edge, the trailing ones at the trailing edge,
/// and the title (or principal item) centred in the bar, offered the width that keeps it centred
/// clear of both: the whole bar less the wider side and a gap on each side (§27.4). UIKit moves
/// a title off centre when the items on one side leave room on the other; here it stays centred.
struct _NavigationRowLayout: Layout {
    let leadingInset: CGFloat
    let trailingInset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: NavigationBarMetrics.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let gap = NavigationBarMetrics.titleToItemGap
        let leading = subviews[0].sizeThatFits(.unspecified), trailing = subviews[2].sizeThatFits(.unspecified)
        subviews[0].place(at: CGPoint(x: bounds.minX + leadingInset, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(leading))
        subviews[2].place(at: CGPoint(x: bounds.maxX - trailingInset, y: bounds.midY), anchor: .trailing, proposal: ProposedViewSize(trailing))
        let left = leading.width > 0 ? leadingInset + leading.width + gap : NavigationBarMetrics.edgeInset
        let right = trailing.width > 0 ? trailingInset + trailing.width + gap : NavigationBarMetrics.edgeInset
        let side = Swift.max(left, right)
        let width = Swift.max(0, bounds.width - 2 * side)
        subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: width, height: bounds.height))
    }
}

/// The back button: a chevron and the previous title (or "Back" when that does not fit),
/// in the tint.
struct _BackButton: View {
    let title: String
    let maxWidth: CGFloat
    let pop: () -> Void

    var body: some View {
        Button(action: pop) {
            HStack(spacing: 5) {
                Image(systemName: "chevron.backward")._chromeSymbols()
                    .font(.system(size: 17, weight: .semibold))
                ViewThatFits(in: .horizontal) {
                    Text(title.isEmpty ? "Back" : title).lineLimit(1)
                    Text("Back")
                }
                .frame(maxWidth: maxWidth, alignment: .leading)
                .fixedSize(horizontal: true, vertical: false)
            }
            .frame(height: NavigationBarMetrics.height)
            .contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
    }
}

/// Escape and Backspace pop a pushed level, whether its bar shows or not (§27.6): two
/// invisible buttons with those shortcuts.
struct _PopShortcuts: View {
    let pop: () -> Void

    var body: some View {
        ZStack {
            Button("", action: pop).keyboardShortcut(.cancelAction)
            Button("", action: pop).keyboardShortcut(.delete, modifiers: [])
        }
        .frame(width: 0, height: 0)
        .opacity(0)
        .allowsHitTesting(false)
    }
}

/// The bottom toolbar of a level: its items spread across 44 pt, over a bar background while
/// content is under it (iOS 15's scroll-edge look) or `toolbarBackground(.visible, for:
/// .bottomBar)`, in a style and scheme of its own when given (§27.5).
struct _BottomToolbar: View {
    let items: [_ToolbarEntry]
    /// Whether the level's scroll view has content below its visible region.
    var contentUnder = true
    var backgroundVisibility: Visibility? = nil
    var background: AnyShapeStyle? = nil
    var colorScheme: ColorScheme? = nil

    private var showsBackground: Bool { backgroundVisibility.showsBarBackground(contentUnder: contentUnder) }
    /// The scheme the bar is drawn in, when not the content's.
    private var barScheme: ColorScheme? { showsBackground ? colorScheme : nil }

    var body: some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            ForEach(items.indices, id: \.self) { (i: Int) -> _BottomToolbarItem in
                _BottomToolbarItem(view: AnyView(items[i].itemView(barScheme: barScheme)), spacerBefore: i > 0)
            }
            if items.count == 1 { Spacer(minLength: 0) }
        }
        .modifier(_EnvironmentModifier { $0._isInBar = true; $0.chromeSymbols = true; $0.labelStyle.inToolbar() })   // compact control groups (§24.11), bar symbols (§19.1), icon-only labels (§20.3)
        .padding(.horizontal, NavigationBarMetrics.edgeInset)
        .frame(height: NavigationBarMetrics.bottomBarHeight)
        .frame(maxWidth: .infinity)
        .background {
            if showsBackground { _BarBackground(edge: .bottom, style: background) }
        }
        .modifier(_EnvironmentModifier { [barScheme] in if let barScheme { $0.colorScheme = barScheme } })
    }
}

/// One bottom-bar item, after a spacer unless it is the first.
struct _BottomToolbarItem: View {
    let view: AnyView
    let spacerBefore: Bool
    var body: some View {
        if spacerBefore { Spacer(minLength: 0) }
        view
    }
}

/// A bar's material with its hairline on the side facing the content.
struct _BarBackground: View {
    let edge: VerticalEdge
    /// `toolbarBackground(style, for:)`: in place of the material.
    var style: AnyShapeStyle? = nil
    var body: some View {
        Rectangle().fill(style ?? AnyShapeStyle(Material.bar))
            .overlay(alignment: edge == .bottom ? .top : .bottom) {
                Rectangle().fill(Color(UIColor.separator)).frame(height: 0.5)
            }
            .ignoresSafeArea(edges: edge == .bottom ? .bottom : .top)
    }
}

extension Optional where Wrapped == Visibility {
    /// Whether a bar with this `toolbarBackground` visibility draws its background: `.visible`
    /// always, `.hidden` never, otherwise while content is under it (the bars' scroll-edge look
    /// since iOS 15: §27.4, §27.5, §29.6).
    func showsBarBackground(contentUnder: Bool) -> Bool {
        switch self {
        case .visible?: return true
        case .hidden?: return false
        default: return contentUnder
        }
    }
}
