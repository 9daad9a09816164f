import PlaygroundUI

extension SceneCatalog {
    /// The ten seed scenes, in browser order.
    static let seedScenes: [PlaygroundScene] = [
        LiveScene(name: "frames-onchange", summary: "Frames via onPreferenceChange (AllValues<CGRect>)",
                  seedFile: "000_87d3977dbddecb92.txt") { AnyView(FramesOnChange.ContentView()) },
        LiveScene(name: "anchors-overlay", summary: "Anchors with overlayPreferenceValue",
                  seedFile: "000_87d3977dbddecb92.txt") { AnyView(AnchorsOverlay.ContentView()) },
        LiveScene(name: "anchors-extensions", summary: "Anchors with register(to:) and overlay(with:)",
                  seedFile: "000_87d3977dbddecb92.txt") { AnyView(AnchorsExtensions.ContentView()) },
        LiveScene(name: "lab-part1", summary: "swiftui-lab part 1: GeometryReader preferences",
                  seedFile: "002_76c4b420893c72eb.txt") { AnyView(LabPart1.ContentView()) },
        LiveScene(name: "lab-part2-bounds", summary: "swiftui-lab part 2: bounds anchors",
                  seedFile: "001_8cc43ee660638c62.txt") { AnyView(LabPart2Bounds.ContentView()) },
        LiveScene(name: "lab-part2-points", summary: "swiftui-lab part 2: point anchors + transformAnchorPreference",
                  seedFile: "001_8cc43ee660638c62.txt") { AnyView(LabPart2Points.ContentView()) },
        LiveScene(name: "lab-part2-nested", summary: "swiftui-lab part 2: nested anchors, lost vs kept",
                  seedFile: "001_8cc43ee660638c62.txt") { AnyView(LabPart2Nested.ContentView()) },
        LiveScene(name: "anchor-buttons", summary: "Anchor buttons: captureBounds and a dashed border",
                  seedFile: "003_d84d332dd463bcfe.txt") { AnyView(AnchorButtons.AnchorView()) },
        LiveScene(name: "anchor-buttons-colored", summary: "Anchor buttons with colours (ColoredTextBoundsKey)",
                  seedFile: "003_d84d332dd463bcfe.txt") { AnyView(AnchorButtonsColored.AnchorView()) },
        LiveScene(name: "segmented", summary: "Segmented control: backgroundPreferenceValue + Optional.map",
                  seedFile: "004_29d8f9bbfe78a7d9.txt") { AnyView(Segmented.SegmentedControl()) },
    ]
}

extension SceneCatalog {
    /// Our own scroll-offset programs, in the style people publish (issue 13).
    static let scrollingScenes: [PlaygroundScene] = [
        LiveScene(name: "scroll-fading-header", summary: "Scroll offset via a preference fades a header",
                  size: CGSize(width: 390, height: 600)) { AnyView(FadingHeader.ContentView()) },
        LiveScene(name: "scroll-collapsing-title", summary: "A large title that collapses as the list scrolls",
                  size: CGSize(width: 390, height: 600)) { AnyView(CollapsingTitle.ContentView()) },
        LiveScene(name: "scroll-to-top", summary: "A back-to-top button past a threshold, with ScrollViewReader",
                  size: CGSize(width: 390, height: 600)) { AnyView(ScrollToTop.ContentView()) },
        LiveScene(name: "scroll-chat-bottom", summary: "A chat pinned to its newest message (content height preference)",
                  size: CGSize(width: 390, height: 600)) { AnyView(ChatBottom.ContentView()) },
        LiveScene(name: "scroll-visible-rows", summary: "Visible-row detection from row frames in a preference",
                  size: CGSize(width: 390, height: 420)) { AnyView(VisibleRows.ContentView()) },
        LiveScene(name: "scroll-snap-carousel", summary: "An iOS 17 carousel: view-aligned cards in content margins, paging, dots from a preference",
                  size: CGSize(width: 390, height: 560)) { AnyView(SnapCarousel.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own drawing programs (issue 14).
    static let drawingScenes: [PlaygroundScene] = [
        LiveScene(name: "draw-anchor-tree", summary: "A tree whose connecting lines are a Shape built from anchors",
                  size: CGSize(width: 520, height: 420)) { AnyView(AnchorTree.ContentView()) },
        LiveScene(name: "draw-connect-dots", summary: "Connect-the-dots: a Shape through anchored centres, its newest line animating",
                  size: CGSize(width: 390, height: 420)) { AnyView(ConnectDots.ContentView()) },
        LiveScene(name: "draw-icon-grid", summary: "Symbols on gradient tiles; a selection ring follows anchors with a spring",
                  size: CGSize(width: 390, height: 520)) { AnyView(IconGrid.ContentView()) },
        LiveScene(name: "draw-symbol-modes", summary: "Symbols in the four rendering modes side by side; tap a colour to recolour them",
                  size: CGSize(width: 390, height: 560)) { AnyView(SymbolModes.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own data-flow programs (issue 15): environment, models, lifecycle.
    static let dataFlowScenes: [PlaygroundScene] = [
        LiveScene(name: "data-reading-list", summary: "An @Observable library in the environment; stars, a measured badge, dark mode",
                  size: CGSize(width: 390, height: 520)) { AnyView(ReadingList.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own text-input programs (issue 15): a growing TextEditor measured through a preference.
    static let textInputScenes: [PlaygroundScene] = [
        LiveScene(name: "text-growing-editor", summary: "A composer whose TextEditor grows with its text, its height read through a preference",
                  size: CGSize(width: 390, height: 520)) { AnyView(GrowingEditor.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own controls programs (issue 15): a settings form of toggles, a slider and pickers.
    static let controlsScenes: [PlaygroundScene] = [
        LiveScene(name: "controls-settings-form", summary: "A reader's settings Form: toggles, a font-size slider, segmented and menu pickers, a stepper; the preview height read through a preference",
                  size: CGSize(width: 390, height: 844)) { AnyView(ReaderSettings.ContentView()) },
        LiveScene(name: "controls-badge-designer", summary: "A badge designer: ColorPickers with their picker sheet, a ControlGroup of alignment buttons, a title edited by double-click, typing and undo",
                  size: CGSize(width: 390, height: 844)) { AnyView(BadgeDesigner.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own gesture programs (issue 15): a list reordered by dragging, rows' frames read
    /// through a preference; a colour picker whose ring follows the tapped circle's anchor.
    static let gestureScenes: [PlaygroundScene] = [
        LiveScene(name: "gesture-reorder-list", summary: "Drag rows to reorder a task list; each row's frame comes through a preference, the drop animates",
                  size: CGSize(width: 390, height: 520)) { AnyView(ReorderList.ContentView()) },
        LiveScene(name: "gesture-swatch-picker", summary: "Tap a colour circle: a ring drawn from the circles' anchor preferences glides to it; double-tap the counter to reset",
                  size: CGSize(width: 390, height: 360)) { AnyView(SwatchPicker.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own layout programs (issue 15): a Layout-based chip flow whose height comes back
    /// through a preference, a matchedGeometryEffect hero card, and a view list in a stack and
    /// in an overlay.
    static let layoutScenes: [PlaygroundScene] = [
        LiveScene(name: "layout-chip-flow", summary: "Tags wrapped by a custom Layout; the flow's height read through a preference moves the card below",
                  size: CGSize(width: 390, height: 520)) { AnyView(ChipFlow.ContentView()) },
        LiveScene(name: "layout-hero-card", summary: "A card that expands into a detail view with matchedGeometryEffect (tap to toggle)",
                  size: CGSize(width: 390, height: 640)) { AnyView(HeroCard.ContentView()) },
        LiveScene(name: "layout-view-lists", summary: "The same ForEach and modifiers: a chip per tag in a stack, one badge in an overlay; each counts its preference writers",
                  size: CGSize(width: 390, height: 520)) { AnyView(ViewLists.ContentView()) },
        LiveScene(name: "layout-tag-cloud", summary: "Tags sized through a preference and placed with alignment guides in a ZStack; pick one and the rows flow again with a spring",
                  size: CGSize(width: 390, height: 420)) { AnyView(TagCloud.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own navigation programs (issue 16): a custom bar fed through preferences; an expense
    /// list with a toolbar button, repeated ids and an empty state.
    static let navigationScenes: [PlaygroundScene] = [
        LiveScene(name: "nav-custom-bar", summary: "A custom navigation bar whose title and subtitle come up through preferences; push and pop",
                  size: CGSize(width: 390, height: 640)) { AnyView(TrailJournal.ContentView()) },
        LiveScene(name: "nav-expense-tracker", summary: "Expenses added with a toolbar +, two with one name; amounts aligned through a preference; swipe to delete back to the empty state",
                  size: CGSize(width: 390, height: 560)) { AnyView(ExpenseTracker.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own tab programs (issue 16): a custom category bar whose underline follows the
    /// selected item through anchor preferences, over paged content in a tab bar app.
    static let tabScenes: [PlaygroundScene] = [
        LiveScene(name: "tab-anchored-underline", summary: "A news app's category bar: the underline follows the selected category through anchor preferences; swipe the pages or tap; a TabView with a tab bar around it",
                  size: CGSize(width: 390, height: 700)) { AnyView(AnchoredTabs.ContentView()) },
    ]
}

extension SceneCatalog {
    /// Our own presentation programs (issue 16): a sheet whose height follows its content
    /// through a preference, with a menu, an alert and a confirmation dialog.
    static let presentationScenes: [PlaygroundScene] = [
        LiveScene(name: "sheet-measured-height", summary: "A coffee order in a sheet sized to its content (GeometryReader height → preference → presentationDetents); a Menu sorts, an alert confirms",
                  size: CGSize(width: 390, height: 844)) { AnyView(MeasuredSheet.ContentView()) },
    ]
}
