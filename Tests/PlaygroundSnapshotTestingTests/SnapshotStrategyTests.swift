// What the strategies do, with the figures of swift-snapshot-testing's device table and iOS's
// behaviour (docs/snapshot-testing.md).
import Foundation
@testable import PlaygroundSnapshotTesting
import SnapshotTesting
import SwiftUI
import Testing

/// A folder of its own for each test that records snapshots.
private func scratch(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pst-\(getpid())-\(name)")
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func render<V: View>(_ view: V, _ layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> UIImage {
    SnapshotRenderer.onMain { SnapshotRenderer.image(of: view, layout: layout, traits: traits) }
}

private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
    let rgb = image.rgbPixels!, w = image.pixelSize!.width
    return Array(rgb[((y * w + x) * 3)..<((y * w + x) * 3 + 3)])
}

@Suite struct SnapshotStrategyTests {
    @Test func recordsThenPassesThenFailsWithADifferenceImage() throws {
        let dir = try scratch("cycle")
        let first = verifySnapshot(of: Color.red.frame(width: 20, height: 10), as: .image, named: "swatch",
                                   record: .missing, snapshotDirectory: dir.path)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(files.count == 1 && files[0].hasSuffix(".png"))

        let second = verifySnapshot(of: Color.red.frame(width: 20, height: 10), as: .image, named: "swatch",
                                    record: .missing, snapshotDirectory: dir.path)
        #expect(second == nil)

        // Half the swatch changes colour.
        let changed = HStack(spacing: 0) { Color.red.frame(width: 10); Color.green.frame(width: 10) }.frame(height: 10)
        let third = try #require(verifySnapshot(of: changed, as: .image, named: "swatch", record: .missing, snapshotDirectory: dir.path))
        #expect(third.contains("Snapshot \"swatch\" does not match reference."))
        #expect(third.contains("Newly-taken snapshot does not match reference."))
        let path = try #require(third.components(separatedBy: "Difference: file://").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        let difference = ImageComparison.image(fromPNG: try Data(contentsOf: URL(fileURLWithPath: path)), scale: 3)
        #expect(difference.pixelSize! == (60, 30))
        #expect(pixel(difference, 10, 15) == [0, 0, 0])          // the red half is the same
        #expect(pixel(difference, 50, 15) != [0, 0, 0])          // the other half differs
    }

    @Test func imageSizesFollowLayoutAndScale() {
        // .fixed: the container's size at the default scale 3 (an iPhone simulator's).
        let fixed = render(Text("Hi"), .fixed(width: 200, height: 100))
        #expect(fixed.pixelSize! == (600, 300) && fixed.scale == 3 && fixed.size == CGSize(width: 200, height: 100))
        // A scale in the traits wins.
        let twoX = render(Text("Hi"), .fixed(width: 200, height: 100), traits: .init(displayScale: 2))
        #expect(twoX.pixelSize! == (400, 200))
        // .sizeThatFits: the view's ideal size, rounded up to whole pixels.
        let fitted = render(Color.red.frame(width: 33.5, height: 10.2), traits: .init(displayScale: 2))
        #expect(fitted.pixelSize! == (67, 21))
        // .device: the screen's size (iPhone 13: 390 × 844 pt).
        let device = render(Color.blue, .device(config: .iPhone13), traits: .init(displayScale: 1))
        #expect(device.pixelSize! == (390, 844))
    }

    @Test func deviceSafeAreaKeepsContentOutOfTheNotch() {
        // Color.blue stays inside the safe area (47 pt top, 34 bottom on an iPhone 13), where
        // the window's white background shows.
        let image = render(Color.blue, .device(config: .iPhone13), traits: .init(displayScale: 1))
        #expect(pixel(image, 195, 46) == [255, 255, 255])
        #expect(pixel(image, 195, 48) == [0, 122, 255])
        #expect(pixel(image, 195, 844 - 35) == [0, 122, 255])
        #expect(pixel(image, 195, 844 - 33) == [255, 255, 255])
    }

    @Test func traitsSetColourSchemeDirectionSizeClassAndTextSize() {
        // Dark: the window's background is black.
        let dark = render(Text("Hi").padding(20), traits: .init(userInterfaceStyle: .dark))
        #expect(pixel(dark, 2, 2) == [0, 0, 0])
        // Right to left: a leading bar is drawn at the right.
        let bar = HStack(spacing: 0) { Color.red.frame(width: 10); Spacer() }
        let rtl = render(bar, .fixed(width: 100, height: 10), traits: .init(layoutDirection: .rightToLeft))
        #expect(pixel(rtl, 295, 15) == [255, 59, 48] && pixel(rtl, 5, 15) == [255, 255, 255])
        // Size classes from the device table: an iPhone 13 in landscape is compact-width, a
        // 13 Pro Max regular-width.
        let probe = SizeClassProbe()
        #expect(pixel(render(probe, .device(config: .iPhone13(.landscape)), traits: .init(displayScale: 1)), 400, 190) == [0, 122, 255])
        #expect(pixel(render(probe, .device(config: .iPhone13ProMax(.landscape)), traits: .init(displayScale: 1)), 400, 190) == [255, 59, 48])
        // Dynamic Type: device traits carry .medium, one step smaller than SwiftUI's .large.
        let large = render(Text("Turtle Rock"), traits: .init(displayScale: 1))
        let medium = render(Text("Turtle Rock"), traits: .init(traitsFrom: [.init(displayScale: 1), .init(preferredContentSizeCategory: .medium)]))
        #expect(medium.size.width < large.size.width && medium.size.height < large.size.height)
    }

    @Test func deviceTableFigures() {
        #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
        #expect(ViewImageConfig.iPhone13.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13(.landscape).size == CGSize(width: 844, height: 390))
        #expect(ViewImageConfig.iPhone13(.landscape).safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhoneX.size == CGSize(width: 375, height: 812))
        #expect(ViewImageConfig.iPhone13Mini.safeArea.top == 50)
        #expect(ViewImageConfig.iPhone13ProMax.size == CGSize(width: 428, height: 926))
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).size == CGSize(width: 320, height: 1194))
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro11.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPhone13.traits.displayScale == 0)
    }

    @Test func precisionAndPerceptualPrecision() {
        let grey = render(Color(red: 0.5, green: 0.5, blue: 0.5).frame(width: 10, height: 10), traits: .init(displayScale: 1))
        let nearGrey = render(Color(red: 0.51, green: 0.5, blue: 0.5).frame(width: 10, height: 10), traits: .init(displayScale: 1))
        #expect(ImageComparison.compare(grey, nearGrey, precision: 1, perceptualPrecision: 1) == "Newly-taken snapshot does not match reference.")
        // One step of red is well under ΔE 2: a perceptual precision of 0.98 accepts it.
        #expect(ImageComparison.compare(grey, nearGrey, precision: 1, perceptualPrecision: 0.98) == nil)
        let message = ImageComparison.compare(grey, nearGrey, precision: 1, perceptualPrecision: 0.999)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0") == true)
        // Plain precision counts differing bytes of RGBA pixels: one channel of 4 differs.
        #expect(ImageComparison.compare(grey, nearGrey, precision: 0.7, perceptualPrecision: 1) == nil)
        #expect(ImageComparison.compare(grey, nearGrey, precision: 0.9, perceptualPrecision: 1) == "Actual image precision 0.75 is less than required 0.9")
        // Sizes that differ are named in points.
        let other = render(Color.gray.frame(width: 10, height: 20), traits: .init(displayScale: 1))
        #expect(ImageComparison.compare(grey, other, precision: 1, perceptualPrecision: 1) == "Newly-taken snapshot@(10.0, 20.0) does not match reference@(10.0, 10.0).")
    }

    @Test func deltaE94Figures() {
        // Black against white is 100; an sRGB grey step of 1/255 near the middle is about 0.4.
        #expect(abs(ColorDifference.deltaE94((0, 0, 0), (255, 255, 255)) - 100) < 0.01)
        #expect(ColorDifference.deltaE94((128, 128, 128), (128, 128, 128)) == 0)
        let step = ColorDifference.deltaE94((128, 128, 128), (129, 129, 129))
        #expect(step > 0.3 && step < 0.5)
    }

    @Test func aSnapshotImageDrawsThroughImageUIImage() {
        // A UIImage holding pixels (a snapshot's) is drawn by Image(uiImage:) at its own scale.
        let swatch = render(HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 20, height: 10), traits: .init(displayScale: 2))
        #expect(swatch.size == CGSize(width: 20, height: 10))
        let redrawn = render(Image(uiImage: swatch), traits: .init(displayScale: 2))
        #expect(redrawn.pixelSize! == (40, 20))
        #expect(redrawn.rgbPixels == swatch.rgbPixels)
    }

    @Test func aViewWithNoSizeDrawsTheReason() {
        let image = render(EmptyView(), traits: .init(displayScale: 1))
        #expect(image.pixelSize! == (400, 80))
        #expect(pixel(image, 2, 2) == [255, 59, 48])
    }

    @Test func traitCollectionsCombineLastSpecifiedWins() {
        let combined = UITraitCollection(traitsFrom: [
            .init(userInterfaceStyle: .dark), .init(displayScale: 2), .init(userInterfaceStyle: .light), .init(),
        ])
        #expect(combined.userInterfaceStyle == .light && combined.displayScale == 2)
        let modified = combined.modifyingTraits { $0.layoutDirection = .rightToLeft }
        #expect(modified.layoutDirection == .rightToLeft && modified.userInterfaceStyle == .light)
        #expect(modified.containsTraits(in: .init(displayScale: 2)) && !modified.containsTraits(in: .init(displayScale: 3)))
    }
}

/// Blue when the width is compact, red when it is regular.
private struct SizeClassProbe: View {
    @Environment(\.horizontalSizeClass) var width
    var body: some View { width == .regular ? Color.red : Color.blue }
}
