import Foundation
import PlaygroundUI
import Testing

struct SplitPreviews: PreviewProvider {
    static var previews: some View {
        Text("one").previewDisplayName("First")
        Text("two").previewLayout(.sizeThatFits)
        Group {
            Text("three").previewDevice("iPhone SE (3rd generation)")
            Text("four").previewInterfaceOrientation(.landscapeLeft).previewDevice("iPad Pro (12.9-inch) (6th generation)")
        }
        ForEach(["x", "y"], id: \.self) { Text($0).previewDisplayName("Each \($0)") }
        Text("fixed").previewLayout(.fixed(width: 120, height: 80)).preferredColorScheme(.dark)
    }
}

struct SinglePreview: PreviewProvider {
    static var previews: some View {
        VStack { Text("only") }.previewDisplayName("inner").previewDisplayName("outer")
    }
}

#Preview("Catalog macro", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Text("from the macro")
}

#Preview {
    @Previewable @State var count = 2
    Text("count \(count)").onTapGesture { count += 1 }
}

@MainActor
struct PreviewCatalogTests {
    /// `#Preview` records are found in the test binary's `playground_previews` section, with the
    /// name, file, line and traits the macro was given.
    @Test func previewMacrosAreRecordedWithTheirTraits() throws {
        let mine = PreviewCatalog.recordedEntries().filter { $0.fileID == "PlaygroundUITests/PreviewCatalogTests.swift" }
        expectEqual(mine.map(\.name), ["Catalog macro", "Line 28"])
        expectEqual(mine.map(\.line), [24, 28])
        let first = try #require(mine.first)
        #expect(first.fitsContent)
        expectEqual(first.orientation, .landscapeLeft)
        let host = ViewHost(rootView: first.makeView(), size: CGSize(width: 300, height: 100))
        #expect(host.frame(ofText: "from the macro") != nil)
    }

    /// `@Previewable @State` becomes the state of a wrapper view: a tap changes it.
    @Test func previewableStateIsRealState() throws {
        let entry = try #require(PreviewCatalog.recordedEntries().first { $0.fileID == "PlaygroundUITests/PreviewCatalogTests.swift" && $0.name == "Line 28" })
        let host = ViewHost(rootView: entry.makeView(), size: CGSize(width: 300, height: 100))
        #expect(host.tap(onText: "count 2"))
        host.advance()
        #expect(host.frame(ofText: "count 3") != nil)
    }

    @Test func nonisolatedViewBuildersBuildRealViews() {
        // The helpers of NonisolatedViews.swift (which Swift6ClientTests also type-checks with
        // warnings as errors) build real views.
        let host = ViewHost(rootView: VStack { nonisolatedRows(); NonisolatedPlainCard(on: false).face(); nonisolatedDecorated("Title") },
                            size: CGSize(width: 300, height: 600))
        #expect(host.frame(ofText: "a") != nil)
        #expect(host.frame(ofText: "b") != nil)
        #expect(host.frame(ofText: "off") != nil)
        #expect(host.frame(ofText: "2") != nil)
        #expect(host.frame(ofText: "grouped") != nil)
        #expect(host.frame(ofText: "Title") != nil)
    }

    /// Xcode's canvas shows each view of `previews` as its own preview (a Group and a ForEach
    /// are looked through), named by `previewDisplayName`.
    @Test func previewsSplitIntoOnePerViewWithTheirTraits() {
        let entries = PreviewCatalog.entries(of: SplitPreviews.self)
        expectEqual(entries.map(\.name), ["First", "SplitPreviews 2", "SplitPreviews 3", "SplitPreviews 4", "Each x", "Each y", "SplitPreviews 7"])
        expectEqual(entries[0].layout, .device)
        #expect(entries[0].screenSize == CGSize(width: 393, height: 852))   // the default device
        #expect(entries[1].fitsContent)
        #expect(entries[2].screenSize == CGSize(width: 375, height: 667))   // iPhone SE
        #expect(entries[3].screenSize == CGSize(width: 1366, height: 1024)) // iPad Pro 12.9" in landscape
        expectEqual(entries[6].screenSize, CGSize(width: 120, height: 80))
        let host = ViewHost(rootView: entries[4].makeView(), size: CGSize(width: 100, height: 100))
        #expect(host.frame(ofText: "x") != nil)
    }

    /// The trait closest to the view wins, as for SwiftUI's preview modifiers.
    @Test func innerPreviewTraitWins() {
        let entries = PreviewCatalog.entries(of: SinglePreview.self)
        expectEqual(entries.map(\.name), ["inner"])
    }

    @Test func previewModifiersChangeNothingOnScreen() {
        let plain = ViewHost(rootView: Text("same").padding(), size: CGSize(width: 200, height: 100))
        let traited = ViewHost(rootView: Text("same").padding().previewDisplayName("n").previewLayout(.sizeThatFits)
            .previewDevice("iPhone 15").previewInterfaceOrientation(.portrait), size: CGSize(width: 200, height: 100))
        expectEqual(plain.displayList, traited.displayList)
    }

    /// Names are made unique in order ("Preview", "Preview 2"); entries of one file sort by line.
    @Test func entriesAreOrderedByLineAndNamedUniquely() {
        let a = PreviewCatalog.Entry(name: "Preview", fileID: "M/F.swift", line: 30) { AnyView(EmptyView()) }
        let b = PreviewCatalog.Entry(name: "Preview", fileID: "M/F.swift", line: 10) { AnyView(EmptyView()) }
        let all = PreviewCatalog.entries(providers: [[a], [b]]).filter { $0.fileID == "M/F.swift" }
        expectEqual(all.map(\.line), [10, 30])
        expectEqual(all.map(\.name), ["Preview", "Preview 2"])
    }
}
