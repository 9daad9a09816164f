import PlaygroundUI

extension SceneCatalog {
    /// The ten seed scenes, in browser order.
    static let seedScenes: [PlaygroundScene] = [
        PlaygroundScene(name: "frames-onchange", title: "Frames via onPreferenceChange (AllValues<CGRect>)",
                        seedFile: "000_87d3977dbddecb92.txt") { AnyView(FramesOnChange.ContentView()) },
        PlaygroundScene(name: "anchors-overlay", title: "Anchors with overlayPreferenceValue",
                        seedFile: "000_87d3977dbddecb92.txt") { AnyView(AnchorsOverlay.ContentView()) },
        PlaygroundScene(name: "anchors-extensions", title: "Anchors with register(to:) and overlay(with:)",
                        seedFile: "000_87d3977dbddecb92.txt") { AnyView(AnchorsExtensions.ContentView()) },
        PlaygroundScene(name: "lab-part1", title: "swiftui-lab part 1: GeometryReader preferences",
                        seedFile: "002_76c4b420893c72eb.txt") { AnyView(LabPart1.ContentView()) },
        PlaygroundScene(name: "lab-part2-bounds", title: "swiftui-lab part 2: bounds anchors",
                        seedFile: "001_8cc43ee660638c62.txt") { AnyView(LabPart2Bounds.ContentView()) },
        PlaygroundScene(name: "lab-part2-points", title: "swiftui-lab part 2: point anchors + transformAnchorPreference",
                        seedFile: "001_8cc43ee660638c62.txt") { AnyView(LabPart2Points.ContentView()) },
        PlaygroundScene(name: "lab-part2-nested", title: "swiftui-lab part 2: nested anchors, lost vs kept",
                        seedFile: "001_8cc43ee660638c62.txt") { AnyView(LabPart2Nested.ContentView()) },
        PlaygroundScene(name: "anchor-buttons", title: "Anchor buttons: captureBounds and a dashed border",
                        seedFile: "003_d84d332dd463bcfe.txt") { AnyView(AnchorButtons.AnchorView()) },
        PlaygroundScene(name: "anchor-buttons-colored", title: "Anchor buttons with colours (ColoredTextBoundsKey)",
                        seedFile: "003_d84d332dd463bcfe.txt") { AnyView(AnchorButtonsColored.AnchorView()) },
        PlaygroundScene(name: "segmented", title: "Segmented control: backgroundPreferenceValue + Optional.map",
                        seedFile: "004_29d8f9bbfe78a7d9.txt") { AnyView(Segmented.SegmentedControl()) },
    ]
}
