import Foundation

/// iOS's tab bar metrics (docs/semantics.md §29.1, §29.2).
enum TabBarMetrics {
    /// A bottom accessory (`tabViewBottomAccessory`): its height, side inset and gap above the
    /// bar (ours, from pictures of iOS 26; Apple gives none).
    static let accessoryHeight: CGFloat = 48
    static let accessoryInset: CGFloat = 21
    static let accessoryGap: CGFloat = 8
    /// The bar's height above the bottom safe area (UITabBar in portrait on iPhone).
    static let height: CGFloat = 49
    /// The box the icon is centred in (the HIG's 25 × 25 pt target) and where it sits.
    static let iconBox: CGFloat = 25
    static let iconTop: CGFloat = 7
    /// The symbol's point size: a 25 pt box holds a symbol of this size at its large scale.
    static let symbolSize: CGFloat = 19
    /// The title: 10 pt medium, its top this far below the icon box.
    static let titleSize: CGFloat = 10
    static let titleGap: CGFloat = 2
    /// Dark mode's bar: a near-black translucent wash (the chrome material's dark look).
    static let darkWash = Color(red: 0.09, green: 0.09, blue: 0.09).opacity(0.92)
    /// Unselected items (UITabBar's default unselected tint).
    static let unselected = Color(.systemGray)
    /// The badge: a red capsule at least 18 pt tall with 13 pt white text, its leading edge
    /// this far right of the icon's centre and its top this far above the icon box.
    static let badgeHeight: CGFloat = 18
    static let badgeFont: CGFloat = 13
    static let badgeLead: CGFloat = 4
    static let badgeRaise: CGFloat = 3
}

/// The bar style's chrome: the selected tab above a tab bar that is the content's bottom
/// safe-area inset (content ignoring the safe area goes under the bar, §29.3).
struct _TabBarChrome: View {
    let host: _TabHost
    let items: [_TabBarItemInfo]
    let selectedIndex: Int?
    let choose: (Int) -> Void
    let generation: Int
    @State private var settings = _TabBarSettings()
    @Environment(\.tabViewBottomAccessory) private var accessory

    var body: some View {
        _TabContentPortal(host: host, mode: .selected(selectedIndex))
            .onPreferenceChange(_TabBarSettingsKey.self) { settings = $0 }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                if !settings.hidden && !UITabBar.appearance().isHidden {
                    VStack(spacing: 0) {
                        if let accessory { TabBarAccessory(content: accessory) }
                        _TabBar(items: items, selectedIndex: selectedIndex, choose: choose, settings: settings,
                                uiKit: UITabBar.current)
                            .modifier(_EnvironmentModifier { [scheme = settings.colorScheme] in if let scheme { $0.colorScheme = scheme } })
                    }
                }
            }
    }
}

/// iOS's tab bar: items spread evenly, each a symbol over a 10 pt title, the selected one in
/// the tint; a bar-material background reaching into the bottom safe area, a hairline on top.
struct _TabBar: View {
    let items: [_TabBarItemInfo]
    let selectedIndex: Int?
    let choose: (Int) -> Void
    var settings = _TabBarSettings()
    /// `UITabBar.appearance()` as it was when the bar was built (§34), if anything is set.
    var uiKit: _TabBarUIKitLook? = nil
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
                _TabBarButton(item: items[i], selected: i == selectedIndex, uiKit: uiKit)
                    .frame(maxWidth: .infinity)
                    .frame(height: TabBarMetrics.height)
                    .contentShape(Rectangle())
                    .onTapGesture { choose(i) }
            }
        }
        .frame(maxWidth: .infinity)
        .background {
            ZStack {
                // `UITabBar.appearance().backgroundColor`: the bar view's own colour, always.
                if let color = uiKit?.viewBackground, settings.backgroundVisibility != .hidden { Rectangle().fill(color) }
                if let style = settings.background {
                    // `toolbarBackground(_:for: .tabBar)` (§29.6).
                    if showsBackground { Rectangle().fill(style) }
                } else if let appearance = uiKitAppearance {
                    if appearance.material { material }
                    if let color = appearance.color { Rectangle().fill(color) }
                } else if showsBackground {
                    material
                }
            }
            .ignoresSafeArea(.container, edges: .bottom)
        }
        .overlay(alignment: .top) {
            if let line = hairline {
                Rectangle().fill(line).frame(height: 1 / max(displayScale, 1))
            }
        }
    }

    /// The system's bar material. The `.bar` material here is light only: in dark mode a dark
    /// wash over it.
    @ViewBuilder private var material: some View {
        Rectangle().fill(.bar)
        if colorScheme == .dark { Rectangle().fill(TabBarMetrics.darkWash) }
    }

    /// The UIKit appearance that applies now, when the program set one (§34): the standard one
    /// while content is under the bar, the scroll-edge one at the edge (none: clear).
    private var uiKitAppearance: _TabBarUIKitLook.Background? {
        guard let uiKit, settings.backgroundVisibility != .hidden else { return nil }
        if showsBackground { return uiKit.standard }
        return uiKit.edge ?? .clear
    }

    /// The line along the bar's top: the separator while the background shows, or what the
    /// UIKit appearance in force says.
    private var hairline: Color? {
        if settings.background == nil, let appearance = uiKitAppearance { return appearance.shadow }
        return showsBackground ? Color(.separator) : nil
    }

    /// iOS 15 and later draw the bar's background and hairline only while content is under the
    /// bar — the tab's scroll view has more below — unless `toolbarBackground(.visible, for:
    /// .tabBar)`; at the scroll's end, or with no scroll view, the bar is clear (§29.6).
    private var showsBackground: Bool {
        settings.backgroundVisibility.showsBarBackground(contentUnder: settings.contentUnderBar == true)
    }
}

/// One item of the tab bar: icon box on top, title under it.
struct _TabBarButton: View {
    let item: _TabBarItemInfo
    let selected: Bool
    var uiKit: _TabBarUIKitLook? = nil

    var body: some View {
        VStack(spacing: TabBarMetrics.titleGap) {
            ZStack {
                if let symbol = item.symbol {
                    Image(systemName: symbol)._chromeSymbols()
                        .symbolVariant(.fill)
                        .font(.system(size: TabBarMetrics.symbolSize))
                        .imageScale(.large)
                }
            }
            .frame(width: TabBarMetrics.iconBox, height: TabBarMetrics.iconBox)
            .overlay(alignment: .topLeading) {
                if let badge = item.badge {
                    Text(badge)
                        .font(.system(size: TabBarMetrics.badgeFont))
                        .foregroundStyle(Color.white)
                        .lineLimit(1)
                        .padding(.horizontal, 5)
                        .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
                        .background(Capsule().fill(Color(.systemRed)))
                        .fixedSize()
                        .offset(x: TabBarMetrics.iconBox / 2 + TabBarMetrics.badgeLead, y: -TabBarMetrics.badgeRaise)
                }
            }
            if let title = item.title {
                Text(title)
                    .font(.system(size: TabBarMetrics.titleSize, weight: .medium))
                    .lineLimit(1)
                    .foregroundStyle(titleStyle)
            }
        }
        .foregroundStyle(iconStyle)
        .padding(.top, TabBarMetrics.iconTop)
        .frame(maxHeight: .infinity, alignment: .top)
    }

    /// The item's colour: the tint when selected, system gray otherwise, unless
    /// `UITabBar.appearance()` gives one (§34).
    private var iconStyle: AnyShapeStyle {
        if selected { return uiKit?.selected.map { AnyShapeStyle($0) } ?? AnyShapeStyle(.tint) }
        return AnyShapeStyle(uiKit?.unselected ?? TabBarMetrics.unselected)
    }
    private var titleStyle: AnyShapeStyle {
        if let c = selected ? uiKit?.selectedTitle : uiKit?.unselectedTitle { return AnyShapeStyle(c) }
        return iconStyle
    }
}

// MARK: Page style

/// iOS's page control metrics (§29.5).
enum PageControlMetrics {
    static let dot: CGFloat = 7
    static let spacing: CGFloat = 9
    /// The control's height; the dots are centred in it, the control at the bottom.
    static let height: CGFloat = 26
    static let horizontalPadding: CGFloat = 8
    static let current = Color.white
    static let other = Color.white.opacity(0.35)
    static let background = Color.black.opacity(0.25)
    /// Pages settle with a critically damped spring (no overshoot, as a paging scroll view).
    static let settle = Animation.spring(response: 0.35, dampingFraction: 1)
}

/// The page style's chrome: the pages side by side, moved by a horizontal drag that settles on
/// the nearest page (or the next one, when flung), with the page dots over the bottom.
struct _PageChrome: View {
    let host: _TabHost
    let count: Int
    let selectedIndex: Int
    let indexDisplay: PageTabViewStyle.IndexDisplayMode
    let choose: (Int) -> Void
    let generation: Int
    @State private var drag: CGFloat = 0
    /// Whether the current drag pages (decided by its first movement: mostly horizontal).
    @State private var pagingAxis: Bool? = nil
    @Environment(\.indexViewBackground) private var indexBackground

    private var showsDots: Bool {
        switch indexDisplay {
        case .never: return false
        case .always: return true
        default: return count > 1
        }
    }

    var body: some View {
        _TabContentPortal(host: host, mode: .paged(index: selectedIndex, drag: drag))
            .contentShape(Rectangle())
            // Simultaneous, so that a scroll view around the pages still takes vertical drags.
            .simultaneousGesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { v in
                        // Mostly vertical drags are not paging (they belong to the page's content).
                        if pagingAxis == nil { pagingAxis = abs(v.translation.width) >= abs(v.translation.height) }
                        if pagingAxis == true { drag = resisted(v.translation.width) }
                    }
                    .onEnded { v in
                        if pagingAxis == true { settle(v) }
                        pagingAxis = nil
                    }
            )
            .clipped()
            .overlay(alignment: .bottom) {
                if showsDots { dots }
            }
    }

    /// Past the first or last page the drag meets a scroll view's rubber band.
    private func resisted(_ dx: CGFloat) -> CGFloat {
        let w = max(host.node?.pageWidth ?? 1, 1)
        if (selectedIndex == 0 && dx > 0) || (selectedIndex >= count - 1 && dx < 0) {
            return CGFloat(ScrollPhysics.rubberBand(Double(dx), dimension: Double(w)))
        }
        return dx
    }

    /// The page the drag ends on: one page on, when the drag (with its fling) would carry past
    /// half a page; the pages then settle there with a spring.
    private func settle(_ v: DragGesture.Value) {
        let w = max(host.node?.pageWidth ?? 1, 1)
        let projected = v.predictedEndTranslation.width
        var target = selectedIndex
        if projected < -w / 2 { target += 1 } else if projected > w / 2 { target -= 1 }
        target = min(max(target, 0), max(count - 1, 0))
        withAnimation(PageControlMetrics.settle) {
            drag = 0
            if target != selectedIndex { choose(target) }
        }
    }

    /// The page control: a tap beside the current dot goes one page that way (as UIPageControl).
    private var dots: some View {
        let pitch = PageControlMetrics.dot + PageControlMetrics.spacing
        return HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in
                Circle()
                    .fill(i == selectedIndex ? PageControlMetrics.current : PageControlMetrics.other)
                    .frame(width: PageControlMetrics.dot, height: PageControlMetrics.dot)
                    .frame(width: pitch, height: PageControlMetrics.height)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        guard i != selectedIndex else { return }
                        withAnimation(PageControlMetrics.settle) { choose(selectedIndex + (i > selectedIndex ? 1 : -1)) }
                    }
            }
        }
        .padding(.horizontal, PageControlMetrics.horizontalPadding - PageControlMetrics.spacing / 2)
        .background {
            if indexBackground == .always {
                Capsule().fill(PageControlMetrics.background)
            }
        }
    }
}
