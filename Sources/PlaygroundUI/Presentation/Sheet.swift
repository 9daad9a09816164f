import Foundation

// MARK: Metrics (docs/semantics.md §28)

/// iOS's presentation metrics, with their sources in docs/semantics.md §28.
enum _PresentationMetrics {
    /// The gap above a sheet at its large detent, below the safe area (§28.3).
    static let largeSheetTopGap: CGFloat = 10
    /// The sheet's top corner radius (§28.3).
    static let sheetCornerRadius: CGFloat = 10
    /// Behind a full-height sheet the presenting view shrinks to this scale, its top at the top
    /// safe-area inset, on black (§28.3).
    static let presenterScale: CGFloat = 0.92
    /// The grabber: 36 × 5 pt, 5 pt below the sheet's top edge (§28.3).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    /// A drag that would leave less than this fraction of the smallest detent dismisses (§28.4).
    static let dismissFraction: CGFloat = 0.5
    /// The alert's width, corner radius and button height (§28.6).
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 13
    static let alertButtonHeight: CGFloat = 44
    /// The alert grows in from this scale (§28.6).
    static let alertStartScale: CGFloat = 1.26
    /// Action sheet rows and margins (§28.7).
    static let dialogRowHeight: CGFloat = 57
    static let dialogMargin: CGFloat = 8
    static let dialogCornerRadius: CGFloat = 13
    /// Menus: width, row height, radius, the gap to the button, the scale they pop from (§28.8).
    static let menuWidth: CGFloat = 250
    static let menuRowHeight: CGFloat = 44
    static let menuCornerRadius: CGFloat = 13
    static let menuGap: CGFloat = 8
    static let menuMargin: CGFloat = 8
    static let menuStartScale: CGFloat = 0.6

    /// Fills: a sheet on the system background (dark mode: iOS's elevated background), alerts and
    /// dialogs on an opaque off-white card, menus light grey (§28.9: no blur here).
    static let sheetFill = Color(255, 255, 255, 1, dark: (28, 28, 30, 1))
    static let cardFill = Color(250, 250, 250, 1, dark: (44, 44, 46, 1))
    static let cancelFill = Color(255, 255, 255, 1, dark: (44, 44, 46, 1))
    static let menuFill = Color(247, 247, 247, 1, dark: (37, 37, 38, 1))
    static let menuBand = Color(0, 0, 0, 0.08, dark: (255, 255, 255, 0.08))

    /// Black at this opacity dims what is behind a presentation (§28.2).
    static func dimming(_ kind: _PresentationKind) -> Double {
        switch kind {
        case .sheet, .confirmationDialog: return 0.4
        case .alert: return 0.2
        case .fullScreenCover, .menu, .dragPreview: return 0
        }
    }

    /// How each kind comes in (§28.5).
    static func presentAnimation(_ kind: _PresentationKind) -> Animation {
        switch kind {
        case .sheet, .fullScreenCover, .confirmationDialog: return .spring(duration: 0.5, bounce: 0)
        case .alert: return .spring(duration: 0.5, bounce: 0)
        case .menu: return .spring(duration: 0.35, bounce: 0.15)
        case .dragPreview: return .linear(duration: 0)
        }
    }

    /// How each kind goes (§28.5).
    static func dismissAnimation(_ kind: _PresentationKind) -> Animation {
        switch kind {
        case .sheet, .fullScreenCover, .confirmationDialog: return .spring(duration: 0.5, bounce: 0)
        case .alert: return .easeOut(duration: 0.25)
        case .menu: return .easeOut(duration: 0.2)
        case .dragPreview: return .linear(duration: 0)
        }
    }

    /// The height of a sheet at its large detent in a window (§28.3).
    static func largeSheetHeight(window: CGSize, safeArea: EdgeInsets) -> CGFloat {
        max(window.height - safeArea.top - largeSheetTopGap, 0)
    }

    /// Where a menu of `size` opens for a button at `source`: below it (above when there is no
    /// room), on the button's side of the window, kept inside `area` (§28.8).
    static func menuRect(size: CGSize, source: CGRect, in area: CGRect) -> CGRect {
        var x = source.midX < area.midX ? source.minX : source.maxX - size.width
        x = min(max(x, area.minX + menuMargin), max(area.maxX - menuMargin - size.width, area.minX + menuMargin))
        var y = source.maxY + menuGap
        if y + size.height > area.maxY - menuMargin, source.minY - menuGap - size.height >= area.minY + menuMargin {
            y = source.minY - menuGap - size.height
        }
        y = min(max(y, area.minY + menuMargin), max(area.maxY - menuMargin - size.height, area.minY + menuMargin))
        return CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
    }
}

// MARK: Detents and presentation configuration

/// A height at which a sheet rests (SwiftUI's `PresentationDetent`), §28.3.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium, height(CGFloat), fraction(CGFloat)
        /// A stable order for a set of detents (a `Set` has none).
        var rank: (Int, CGFloat) {
            switch self {
            case .large: return (0, 0)
            case .medium: return (1, 0)
            case .height(let h): return (2, h)
            case .fraction(let f): return (3, f)
            }
        }
    }
    let kind: Kind
    /// The full-height sheet.
    public static let large = PresentationDetent(kind: .large)
    /// About half the full height.
    public static let medium = PresentationDetent(kind: .medium)
    /// A sheet whose content is `height` points tall (plus the bottom safe area).
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    /// This fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    /// The sheet's height at this detent, with `large` the full height (§28.3).
    func resolved(large: CGFloat, bottomInset: CGFloat) -> CGFloat {
        switch kind {
        case .large: return large
        case .medium: return (large / 2).rounded()
        case .height(let h): return min(max(h, 0) + bottomInset, large)
        case .fraction(let f): return (min(max(f, 0), 1) * large).rounded()
        }
    }
}

/// Whether what is behind a sheet can be used while it is up (SwiftUI's
/// `PresentationBackgroundInteraction`), §28.2.
public struct PresentationBackgroundInteraction: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, disabled, enabled(PresentationDetent?) }
    let kind: Kind
    /// The system's choice: dimmed and blocked.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// Dimmed and blocked.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    /// Not dimmed, and taps reach the views behind the sheet.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(nil))
    /// Not dimmed and usable while the sheet rests at or below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(detent))
    }
}

/// Whether a drag on a sheet's scrollable content resizes the sheet first (SwiftUI's
/// `PresentationContentInteraction`). Accepted; it has no effect here (a drag on the card always
/// moves the sheet).
public struct PresentationContentInteraction: Equatable, Sendable {
    let kind: Int
    public static let automatic = PresentationContentInteraction(kind: 0)
    public static let resizes = PresentationContentInteraction(kind: 1)
    public static let scrolls = PresentationContentInteraction(kind: 2)
}

/// How a presentation adapts to a compact size class (SwiftUI's `PresentationAdaptation`).
/// Accepted; it has no effect here (presentations always look as on iPhone).
public struct PresentationAdaptation: Equatable, Sendable {
    let kind: Int
    public static let automatic = PresentationAdaptation(kind: 0)
    public static let none = PresentationAdaptation(kind: 1)
    public static let popover = PresentationAdaptation(kind: 2)
    public static let sheet = PresentationAdaptation(kind: 3)
    public static let fullScreenCover = PresentationAdaptation(kind: 4)
}

/// What presented content asks of its presentation (`presentationDetents`, …), read by the card.
struct _PresentationConfiguration: Equatable {
    var detents: [PresentationDetent]?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat?
    var interactiveDismissDisabled = false
    var backgroundInteraction: PresentationBackgroundInteraction?
    var background: AnyShapeStyle?
    /// Bumped when `background` is set, so that a new style counts as a change.
    var backgroundSerial = 0

    static func == (a: Self, b: Self) -> Bool {
        a.detents == b.detents && a.selection?.wrappedValue == b.selection?.wrappedValue
            && (a.selection == nil) == (b.selection == nil) && a.dragIndicator == b.dragIndicator
            && a.cornerRadius == b.cornerRadius && a.interactiveDismissDisabled == b.interactiveDismissDisabled
            && a.backgroundInteraction == b.backgroundInteraction
            && a.backgroundSerial == b.backgroundSerial
    }
}

struct _PresentationConfigurationKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(8) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: _PresentationConfiguration { _PresentationConfiguration() }
    static func reduce(value: inout _PresentationConfiguration, nextValue: () -> _PresentationConfiguration) {
        let n = nextValue()
        if n.detents != nil { value.detents = n.detents }
        if n.selection != nil { value.selection = n.selection }
        if n.dragIndicator != nil { value.dragIndicator = n.dragIndicator }
        if n.cornerRadius != nil { value.cornerRadius = n.cornerRadius }
        if n.interactiveDismissDisabled { value.interactiveDismissDisabled = true }
        if n.backgroundInteraction != nil { value.backgroundInteraction = n.backgroundInteraction }
        if n.background != nil { value.background = n.background; value.backgroundSerial = n.backgroundSerial }
    }
}

extension View {
    /// The heights the sheet presenting this view rests at (§28.3); it opens at the smallest.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        let list = Self.sortedDetents(detents)
        return transformPreference(_PresentationConfigurationKey.self) { $0.detents = list }
    }
    /// The detents, with the one the sheet rests at bound to `selection` (§28.3).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let list = Self.sortedDetents(detents)
        return transformPreference(_PresentationConfigurationKey.self) { $0.detents = list; $0.selection = selection }
    }
    nonisolated private static func sortedDetents(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        // A stable order (a Set has none); the card sorts by resolved height.
        detents.sorted { $0.kind.rank < $1.kind.rank }
    }
    /// Shows or hides the grabber at the top of the sheet (automatic: shown with several detents).
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        transformPreference(_PresentationConfigurationKey.self) { $0.dragIndicator = visibility }
    }
    /// The sheet's corner radius (nil: the system's, §28.3).
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        transformPreference(_PresentationConfigurationKey.self) { $0.cornerRadius = cornerRadius }
    }
    /// Stops a drag or a tap outside from dismissing the sheet (`dismiss()` still does), §28.4.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        transformPreference(_PresentationConfigurationKey.self) { if isDisabled { $0.interactiveDismissDisabled = true } }
    }
    /// Lets the views behind the sheet be used (no dimming, taps reach them), always or while the
    /// sheet rests at or below a detent (§28.2).
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        transformPreference(_PresentationConfigurationKey.self) { $0.backgroundInteraction = interaction }
    }
    /// Accepted; it has no effect here (a drag on the card always moves the sheet).
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
    /// Accepted; it has no effect here (presentations always look as on iPhone).
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// Accepted; it has no effect here (presentations always look as on iPhone).
    nonisolated public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
    /// Fills the sheet with `style` instead of the system background.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let s = AnyShapeStyle(style)
        let serial = "\(style)".hashValue
        return transformPreference(_PresentationConfigurationKey.self) { $0.background = s; $0.backgroundSerial = serial }
    }
}

// MARK: sheet, fullScreenCover, popover

extension View {
    /// Presents `content` in a sheet while `isPresented` is true (§28.3): it slides up over a
    /// dimmed window, and a drag down (or a tap on the dimming at a partial height) dismisses it.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View {
        let u = _Unchecked(content)
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, item: nil, kind: .sheet,
                                              content: { ctx in AnyView(_SheetCard(content: AnyView(u.value()), context: ctx, isFullScreen: false)) },
                                              dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }
    /// Presents a sheet for `item` while it is not nil; a different item replaces the sheet.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                     @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        let u = _Unchecked((value, content))
        return modifier(_PresentationModifier(isPresented: value != nil, item: value.map { AnyHashable($0.id) }, kind: .sheet,
                                              content: { ctx in AnyView(_SheetCard(content: u.value.0.map { AnyView(u.value.1($0)) } ?? AnyView(EmptyView()), context: ctx, isFullScreen: false)) },
                                              dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }
    /// Presents `content` over the whole window while `isPresented` is true (§28.3).
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping () -> Content) -> some View {
        let u = _Unchecked(content)
        return modifier(_PresentationModifier(isPresented: isPresented.wrappedValue, item: nil, kind: .fullScreenCover,
                                              content: { ctx in AnyView(_SheetCard(content: AnyView(u.value()), context: ctx, isFullScreen: true)) },
                                              dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }
    /// Presents a full-screen cover for `item` while it is not nil.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                               @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let value = item.wrappedValue
        let u = _Unchecked((value, content))
        return modifier(_PresentationModifier(isPresented: value != nil, item: value.map { AnyHashable($0.id) }, kind: .fullScreenCover,
                                              content: { ctx in AnyView(_SheetCard(content: u.value.0.map { AnyView(u.value.1($0)) } ?? AnyView(EmptyView()), context: ctx, isFullScreen: true)) },
                                              dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }
    /// A popover: presented as a sheet, as on iPhone (`attachmentAnchor` and `arrowEdge` have no effect).
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                   arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }
    /// A popover for `item`: presented as a sheet, as on iPhone.
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }
}

/// Where a popover points (accepted; popovers present as sheets here).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

// MARK: The sheet card

/// A sheet: the presented content on a card with rounded top corners, resting at a detent,
/// dragged down to dismiss (§28.3, §28.4). A full-screen cover is the same card, window-sized.
struct _SheetCard: View {
    let content: AnyView
    let context: _PresentationContext
    let isFullScreen: Bool
    @State private var configuration = _PresentationConfiguration()
    @State private var configured = false
    @State private var selected: PresentationDetent?
    @State private var drag: CGFloat = 0

    private var window: CGSize { context.window }
    private var large: CGFloat { _PresentationMetrics.largeSheetHeight(window: window, safeArea: context.safeArea) }

    /// The detents with their heights, lowest first.
    private var stops: [(detent: PresentationDetent, height: CGFloat)] {
        let detents = configuration.detents ?? [.large]
        let list = detents.map { ($0, $0.resolved(large: large, bottomInset: context.safeArea.bottom)) }
        return list.isEmpty ? [(.large, large)] : list.sorted { $0.1 < $1.1 }
    }

    /// The detent the sheet rests at: the selection's, else the chosen one, else the smallest.
    private var resting: (detent: PresentationDetent, height: CGFloat) {
        let s = stops
        let wanted = configuration.selection?.wrappedValue ?? selected
        return s.first { $0.detent == wanted } ?? s[0]
    }

    var body: some View {
        let height = isFullScreen ? window.height : resting.height
        let radius = isFullScreen ? 0 : (configuration.cornerRadius ?? _PresentationMetrics.sheetCornerRadius)
        let showsGrabber = !isFullScreen && (configuration.dragIndicator == .visible
            || (configuration.dragIndicator ?? .automatic) == .automatic && stops.count > 1)
        ZStack(alignment: .top) {
            // The card's fill runs on below the window's edge so that no gap shows while it springs.
            RoundedRectangle(cornerRadius: radius, style: .continuous)
                .fill(configuration.background ?? AnyShapeStyle(_PresentationMetrics.sheetFill))
                .padding(.bottom, -window.height)
            // The content is laid out above the home indicator; what ignores the safe area grows
            // into the strip below it, which the card's clip includes; the clip's bottom corners
            // lie below the window, as the fill's (§28.3).
            _OneView(content: content, root: .vstack)   // the sheet holds one view (§31.6)
                .frame(width: window.width, height: max(height - (isFullScreen ? 0 : context.safeArea.bottom), 0))
                .frame(width: window.width, height: height + radius, alignment: .top)
                .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
            if showsGrabber {
                Capsule()
                    .fill(Color(.tertiaryLabel))
                    .frame(width: _PresentationMetrics.grabberSize.width, height: _PresentationMetrics.grabberSize.height)
                    .padding(.top, _PresentationMetrics.grabberTop)
            }
        }
        .frame(width: window.width, height: height, alignment: .top)
        .overlay(alignment: .top) {
            if !wholeCardDrags {
                // At the tallest detent over scrolling content, the sheet moves by its handle only.
                Color.clear
                    .frame(width: 80, height: 24)
                    .contentShape(Rectangle())
                    .gesture(dragGesture)
            }
        }
        .offset(y: isFullScreen ? 0 : visualOffset(drag))
        .gesture(dragGesture, including: wholeCardDrags ? .all : .subviews)
        .onPreferenceChange(_PresentationConfigurationKey.self) { c in
            if configured {
                withAnimation(.spring(duration: 0.5, bounce: 0)) { configuration = c }
            } else {
                configured = true
                configuration = c
            }
        }
    }

    /// Whether a drag anywhere on the card moves it: not at the tallest detent when the content
    /// scrolls, so that the content's scroll views get the drags (§28.4).
    private var wholeCardDrags: Bool {
        !(context.entry.containsScrollView && resting.height >= (stops.last?.height ?? 0) - 0.5)
    }

    private var dragGesture: some Gesture {
        DragGesture(coordinateSpace: .global)
            .onChanged { v in if !isFullScreen { drag = v.translation.height } }
            .onEnded { v in if !isFullScreen { endDrag(v) } }
    }

    /// The drag, with rubber-banding above the tallest detent (§28.4).
    private func visualOffset(_ t: CGFloat) -> CGFloat {
        if t >= 0 { return t }
        let room = max((stops.last?.height ?? 0) - resting.height, 0)
        let up = -t
        if up <= room { return t }
        let excess = up - room, d = max(window.height, 1)
        return -(room + (1 - 1 / (excess * 0.55 / d + 1)) * d)
    }

    /// Past the threshold (with the fling's projection) the sheet dismisses; otherwise it
    /// springs to the nearest detent (§28.4).
    private func endDrag(_ v: DragGesture.Value) {
        let s = stops
        let projected = resting.height - v.predictedEndTranslation.height
        if !configuration.interactiveDismissDisabled && projected < s[0].height * _PresentationMetrics.dismissFraction {
            context.entry.request.dismiss()
            return
        }
        let nearest = s.min { abs($0.height - projected) < abs($1.height - projected) } ?? s[0]
        withAnimation(.spring(duration: 0.5, bounce: 0)) {
            drag = 0
            selected = nearest.detent
            if let b = configuration.selection, b.wrappedValue != nearest.detent { b.wrappedValue = nearest.detent }
        }
    }
}
