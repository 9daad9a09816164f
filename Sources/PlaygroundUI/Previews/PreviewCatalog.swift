import Foundation

// The C side (target CPreviewSection) through Swift-convention entry points (see LargeStack.swift).
@_silgen_name("pp_previews_start")
private func playground_previews_start() -> UnsafeRawPointer?
@_silgen_name("pp_previews_size")
private func playground_previews_size() -> Int

/// The previews of a program: every `#Preview` linked into it and the `PreviewProvider` types it
/// names, as entries the preview runner shows (`PlaygroundPage.current.runPreviews`, and
/// `playground open`). Not SwiftUI API: this package's own.
public enum PreviewCatalog {
    /// One preview: a name, where it is declared, how it is sized, and its view.
    public struct Entry {
        /// The title and the `--preview NAME` of this preview.
        public var name: String
        /// `Module/File.swift` where it is declared, when known.
        public var fileID: String?
        /// The line of its `#Preview` or `PreviewProvider`, when known.
        public var line: Int?
        public var layout: PreviewLayout
        public var device: PreviewDevice?
        public var orientation: InterfaceOrientation?
        /// Makes the preview's root view (again on every restart).
        public var makeView: @MainActor () -> AnyView

        public init(name: String, fileID: String? = nil, line: Int? = nil, layout: PreviewLayout = .device,
                    device: PreviewDevice? = nil, orientation: InterfaceOrientation? = nil,
                    makeView: @escaping @MainActor () -> AnyView) {
            self.name = name; self.fileID = fileID; self.line = line; self.layout = layout
            self.device = device; self.orientation = orientation; self.makeView = makeView
        }

        /// The screen it previews on, in points: the device's (landscape swaps it), or the fixed
        /// layout's. For `.sizeThatFits` this is the proposal the view's fitting size is taken for.
        public var screenSize: CGSize {
            if case .fixed(let w, let h) = layout { return CGSize(width: w, height: h) }
            let screen = device.flatMap { PreviewDevice.screenSizes[$0.rawValue] } ?? PreviewDevice.defaultScreenSize
            return orientation?.isLandscape == true ? CGSize(width: screen.height, height: screen.width) : screen
        }

        /// True when the preview is as big as its view (`.sizeThatFits`), not its screen.
        public var fitsContent: Bool { layout == .sizeThatFits }
    }

    /// Every `#Preview` in the program, in link order (within a file, declaration order). Found
    /// through the `playground_previews` section; empty for a program with none, or one whose
    /// PlaygroundUI is a shared library (the section is read from the executable).
    public static func recordedEntries() -> [Entry] {
        let size = playground_previews_size()
        guard size > 0, let start = playground_previews_start() else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        var entries: [Entry] = []
        var offset = 0
        while offset + stride <= size {
            let record = start.load(fromByteOffset: offset, as: _PreviewRecord.self)
            offset += stride
            guard record.magic == _previewRecordMagic, record.version == 1 else { continue }
            let slot = UnsafeMutablePointer<_PreviewEntry>.allocate(capacity: 1)
            record.make(UnsafeMutableRawPointer(slot))
            let e = slot.move()
            slot.deallocate()
            // Unnamed: labelled by its line, as Xcode's canvas does.
            var entry = Entry(name: e.name ?? "Line \(e.line)", fileID: e.fileID, line: e.line, makeView: e.makeView)
            for trait in e.traits {
                switch trait.kind {
                case .layout(let layout): entry.layout = layout
                case .orientation(let orientation): entry.orientation = orientation
                }
            }
            entries.append(entry)
        }
        return entries
    }

    /// The previews of `provider`: one per view of its `previews` (a `Group`, several views or a
    /// `ForEach` give several), named by `.previewDisplayName`, else by `name` (numbered when
    /// there are several).
    @MainActor
    public static func entries<P: PreviewProvider>(of provider: P.Type, name: String? = nil,
                                                   fileID: String? = nil, line: Int? = nil) -> [Entry] {
        var parts: [PreviewPart] = []
        collectPreviewParts(P.previews, _PreviewTraitsModifier(), into: &parts)
        let base = name ?? String(describing: P.self)
        return parts.enumerated().map { i, part in
            let view = part.view
            return Entry(name: part.traits.displayName ?? (parts.count == 1 ? base : "\(base) \(i + 1)"),
                         fileID: fileID, line: line, layout: part.traits.layout ?? .device,
                         device: part.traits.device, orientation: part.traits.orientation,
                         makeView: { view })
        }
    }

    /// The `PreviewProvider` entries followed by the recorded `#Preview`s, ordered by file and
    /// line where both are known, with names made unique ("Swatch", "Swatch 2", …).
    @MainActor
    public static func entries(providers: [[Entry]] = []) -> [Entry] {
        var all = providers.flatMap { $0 } + recordedEntries()
        all = all.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if let fx = x.fileID, let fy = y.fileID, fx == fy, let lx = x.line, let ly = y.line, lx != ly { return lx < ly }
            return a.offset < b.offset
        }.map(\.element)
        var seen: [String: Int] = [:]
        for i in all.indices {
            let n = (seen[all[i].name] ?? 0) + 1
            seen[all[i].name] = n
            if n > 1 { all[i].name += " \(n)" }
        }
        return all
    }
}

/// One view of a `previews` body with the preview traits that apply to it.
struct PreviewPart {
    var traits: _PreviewTraitsModifier
    var view: AnyView
}

/// Views that hold several previews (`TupleView`, `Group`, `ForEach`) or preview traits.
protocol PreviewPartsProviding {
    @MainActor func previewParts(_ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart])
}

@MainActor
func collectPreviewParts<V: View>(_ view: V, _ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart]) {
    if let provider = view as? any PreviewPartsProviding {
        provider.previewParts(traits, into: &parts)
    } else {
        parts.append(PreviewPart(traits: traits, view: AnyView(view)))
    }
}

extension TupleView: PreviewPartsProviding {
    // Once per preview at start-up, so reflection is fine here.
    func previewParts(_ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart]) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { collectPreviewParts(view, traits, into: &parts) }
        }
    }
}

extension Group: PreviewPartsProviding {
    func previewParts(_ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart]) {
        collectPreviewParts(content, traits, into: &parts)
    }
}

extension ForEach: PreviewPartsProviding {
    func previewParts(_ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart]) {
        for element in data { collectPreviewParts(content(element), traits, into: &parts) }
    }
}

extension ModifiedContent: PreviewPartsProviding where Content: View, Modifier: PreviewModifierLookThrough {
    func previewParts(_ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart]) {
        modifier.previewParts(of: content, traits, into: &parts)
    }
}

/// Modifiers the preview catalog looks through: the preview traits and `.preferredColorScheme`.
protocol PreviewModifierLookThrough {
    @MainActor func previewParts<C: View>(of content: C, _ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart])
}

extension _PreviewTraitsModifier: PreviewModifierLookThrough {
    /// The modifier closest to the view wins, as for SwiftUI's preview traits.
    func previewParts<C: View>(of content: C, _ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart]) {
        var merged = traits
        if let v = displayName { merged.displayName = v }
        if let v = layout { merged.layout = v }
        if let v = device { merged.device = v }
        if let v = orientation { merged.orientation = v }
        collectPreviewParts(content, merged, into: &parts)
    }
}

extension _PreferredColorSchemeModifier: PreviewModifierLookThrough {
    /// Keeps `.preferredColorScheme` (often written outside the other traits) on each preview inside.
    func previewParts<C: View>(of content: C, _ traits: _PreviewTraitsModifier, into parts: inout [PreviewPart]) {
        var inner: [PreviewPart] = []
        collectPreviewParts(content, traits, into: &inner)
        for var part in inner {
            part.view = AnyView(part.view.modifier(self))
            parts.append(part)
        }
    }
}

extension PreviewDevice {
    /// The default preview device's screen: an iPhone 15 / 15 Pro / 16, 393 × 852 points.
    public static let defaultScreenSize = CGSize(width: 393, height: 852)

    /// Screen sizes in points of the devices Xcode lists, by their simulator names (Apple's
    /// "Human Interface Guidelines: Layout", device screen sizes; see docs/previews.md).
    static let screenSizes: [String: CGSize] = {
        var table: [String: CGSize] = [:]
        func add(_ w: CGFloat, _ h: CGFloat, _ names: [String]) {
            for n in names { table[n] = CGSize(width: w, height: h) }
        }
        add(320, 568, ["iPhone SE (1st generation)", "iPhone 5s", "iPod touch (7th generation)"])
        add(375, 667, ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"])
        add(414, 736, ["iPhone 8 Plus", "iPhone 7 Plus"])
        add(375, 812, ["iPhone X", "iPhone Xs", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"])
        add(414, 896, ["iPhone Xr", "iPhone XR", "iPhone Xs Max", "iPhone 11", "iPhone 11 Pro Max"])
        add(390, 844, ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"])
        add(428, 926, ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"])
        add(393, 852, ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"])
        add(430, 932, ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"])
        add(402, 874, ["iPhone 16 Pro"])
        add(440, 956, ["iPhone 16 Pro Max"])
        add(768, 1024, ["iPad (6th generation)", "iPad mini (5th generation)"])
        add(810, 1080, ["iPad (9th generation)", "iPad (8th generation)"])
        add(820, 1180, ["iPad (10th generation)", "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad Air 11-inch (M2)"])
        add(744, 1133, ["iPad mini (6th generation)", "iPad mini (A17 Pro)"])
        add(834, 1194, ["iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (3rd generation)", "iPad Pro (11-inch) (4th generation)"])
        add(1024, 1366, ["iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)", "iPad Air 13-inch (M2)"])
        return table
    }()

    /// True when this device's screen size is known here.
    public var isKnown: Bool { Self.screenSizes[rawValue] != nil }
}
