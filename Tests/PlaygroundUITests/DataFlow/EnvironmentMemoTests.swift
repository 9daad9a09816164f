import Foundation
import Testing
@testable import PlaygroundUI

// The same environment change of the same environment is made once (Engine/EnvironmentMemo.swift,
// docs/engine.md "The same environment change, made once"): a forced rebuild makes no environment
// again, siblings share the one made for them, and nothing a user sees may change — every new
// value, and every new environment under the same value (dark mode), must reach the drawing, and
// an object kept in an environment must go when its views go.

/// A row written with the environment modifiers that write one value.
private struct MemoRow: View {
    let index: Int
    var body: some View {
        HStack {
            Image(systemName: "star").foregroundStyle(.tint)
            Text("Row \(index)")
            Button("Go") {}.buttonStyle(.borderless)
        }
        .font(.title3)
        .bold()
        .foregroundStyle(.secondary)
        .tint(.orange)
    }
}

private struct MemoRows: View {
    let count: Int
    var body: some View {
        List { ForEach(0..<count, id: \.self) { MemoRow(index: $0) } }
    }
}

private final class MemoModel: ObservableObject {
    @MainActor static weak var last: MemoModel?
    @MainActor init() { MemoModel.last = self }
}

private struct ReadsModel: View {
    @EnvironmentObject var model: MemoModel
    var body: some View { VStack { Text("model") } }
}

@MainActor
@Suite struct EnvironmentMemoTests {
    private let size = CGSize(width: 390, height: 700)

    private func texts(_ host: ViewHost) -> [TextDrawing] {
        host.displayList.items.compactMap { if case .text(let t) = $0 { return t }; return nil }
    }

    @Test func aForcedRebuildMakesNoEnvironmentAgain() {
        let host = ViewHost(rootView: MemoRows(count: 6), size: size)
        let memo = host.graph.environmentMemo
        let made = memo.made
        #expect(made > 0)
        let found = memo.found
        for _ in 0..<3 { host.invalidate(); host.advance() }
        #expect(memo.made == made, "a forced rebuild made \(memo.made - made) environments again")
        #expect(memo.found > found)
        expectEqual(host.displayList, ViewHost(rootView: MemoRows(count: 6), size: size).displayList)
    }

    @Test func rowsShareTheEnvironmentMadeForThem() {
        // Six rows or twelve: each change is made once for all of them (each row's environment
        // is the same list row's), so the count does not grow with the rows.
        let six = ViewHost(rootView: MemoRows(count: 6), size: size)
        let twelve = ViewHost(rootView: MemoRows(count: 12), size: CGSize(width: 390, height: 1_000))
        expectEqual(six.graph.environmentMemo.made, twelve.graph.environmentMemo.made)
        #expect(texts(twelve).contains { $0.string == "Row 11" })
    }

    @Test func everyNewValueReachesTheDrawing() {
        let host = ViewHost(rootView: ShowsMadeView(), size: size)
        let steps: [(make: () -> AnyView, font: Font?, colour: Color?)] = [
            ({ AnyView(VStack { Text("A") }.font(.title).foregroundColor(.red)) }, .title, .red),
            ({ AnyView(VStack { Text("A") }.font(.title).foregroundColor(.blue)) }, .title, .blue),
            ({ AnyView(VStack { Text("A") }.font(.caption).foregroundColor(.blue)) }, .caption, .blue),
            ({ AnyView(VStack { Text("A") }.font(.caption).foregroundStyle(.green)) }, .caption, .green),
            ({ AnyView(VStack { Text("A") }.font(.caption).foregroundStyle(.green).tint(.pink)) }, .caption, .green),
            ({ AnyView(VStack { Text("A") }.foregroundStyle(.tint).tint(.pink)) }, nil, .pink),
            ({ AnyView(VStack { Text("A") }.foregroundStyle(.tint).tint(.purple)) }, nil, .purple),
            ({ AnyView(VStack { Text("A") }.bold()) }, nil, nil),
            ({ AnyView(VStack { Text("A") }.bold(false)) }, nil, nil),
        ]
        for (i, step) in steps.enumerated() {
            MadeView.make = step.make
            for _ in 0..<2 {
                host.invalidate(); host.advance()
                #expect(host.displayList == ViewHost(rootView: ShowsMadeView(), size: size).displayList, "step \(i)")
                let a = texts(host).first { $0.string == "A" }
                if let font = step.font { #expect(a?.font.size == font.size, "step \(i)") }
                if let colour = step.colour { #expect(a?.color == colour.resolved, "step \(i): \(String(describing: a?.color))") }
            }
        }
        // Bold and not: the last two steps drew different weights.
        MadeView.make = steps[7].make
        host.invalidate(); host.advance()
        let bold = texts(host).first { $0.string == "A" }?.font.weight
        MadeView.make = steps[8].make
        host.invalidate(); host.advance()
        #expect(bold == .bold && texts(host).first { $0.string == "A" }?.font.weight == .regular)
    }

    @Test func textSymbolAndControlWritesReachTheDrawing() {
        // The other writes made once (text layout and runs, symbols, controls, lists): each new
        // value draws what a host built afresh draws, kept through forced rebuilds.
        let long = "A sentence long enough to wrap onto a few lines in a narrow frame"
        let size = CGSize(width: 200, height: 400)
        let host = ViewHost(rootView: ShowsMadeView(), size: size)
        let steps: [() -> AnyView] = [
            { AnyView(VStack { Text(long) }.lineLimit(1)) },
            { AnyView(VStack { Text(long) }.lineLimit(2)) },
            { AnyView(VStack { Text(long) }.lineLimit(3, reservesSpace: true)) },
            { AnyView(VStack { Text(long) }.multilineTextAlignment(.trailing)) },
            { AnyView(VStack { Text(long) }.multilineTextAlignment(.center)) },
            { AnyView(VStack { Text(long) }.textCase(.uppercase)) },
            { AnyView(VStack { Text(long) }.textCase(.lowercase).italic()) },
            { AnyView(VStack { Text(long) }.fontWeight(.heavy).kerning(2)) },
            { AnyView(VStack { Text(long) }.fontWeight(.light).underline(true, color: .red)) },
            { AnyView(VStack { Text(long) }.monospacedDigit().lineSpacing(8)) },
            { AnyView(VStack { Image(systemName: "heart"); Label("Heart", systemImage: "heart") }.imageScale(.large).symbolVariant(.fill)) },
            { AnyView(VStack { Image(systemName: "heart"); Label("Heart", systemImage: "heart") }.imageScale(.small).labelStyle(.iconOnly)) },
            { AnyView(VStack { Button("Go") {}.buttonStyle(.bordered) }.controlSize(.large)) },
            { AnyView(VStack { Button("Go") {}.buttonStyle(.bordered) }.controlSize(.mini).disabled(true)) },
            { AnyView(VStack { Button("Go") {}.buttonStyle(.bordered) }.disabled(false)) },
            { AnyView(List { Text("Row") }.listStyle(.plain)) },
            { AnyView(List { Text("Row") }.listStyle(.grouped)) },
        ]
        var drawn: [DisplayList] = []
        for (i, make) in steps.enumerated() {
            MadeView.make = make
            for _ in 0..<2 {
                host.invalidate(); host.advance()
                #expect(host.displayList == ViewHost(rootView: ShowsMadeView(), size: size).displayList, "step \(i)")
            }
            drawn.append(host.displayList)
        }
        // Every step drew something new (each value reached the drawing, none was taken for the last).
        for i in 1..<drawn.count { #expect(drawn[i] != drawn[i - 1], "step \(i) drew what step \(i - 1) drew") }
        MadeView.make = steps[5]
        host.invalidate(); host.advance()
        #expect(texts(host).contains { $0.string.hasPrefix("A SENTENCE") })
    }

    @Test func theSameValueInAnotherEnvironmentIsWrittenThere() {
        // `.blue` resolves by the colour scheme: the same write, made on the dark root's
        // environment, gives dark blue.
        MadeView.make = { AnyView(VStack { Text("A") }.foregroundColor(.blue)) }
        let host = ViewHost(rootView: ShowsMadeView(), size: size)
        let light = texts(host).first { $0.string == "A" }?.color
        host.colorScheme = .dark
        host.advance()
        let dark = texts(host).first { $0.string == "A" }?.color
        #expect(light == Color.blue.resolved(in: .light) && dark == Color.blue.resolved(in: .dark) && light != dark)
        host.colorScheme = .light
        host.advance()
        expectEqual(texts(host).first { $0.string == "A" }?.color, light)
    }

    @Test func anObjectInAnEnvironmentGoesWithItsViews() {
        // The font's change is made on the environment holding the model; when the views go,
        // the kept entry must not keep the model.
        MadeView.make = { AnyView(ReadsModel().font(.title).environmentObject(MemoModel())) }
        let host = ViewHost(rootView: ShowsMadeView(), size: size)
        #expect(MemoModel.last != nil)
        #expect(host.graph.environmentMemo.occupied > 0)
        MadeView.make = { AnyView(Text("gone")) }
        host.invalidate(); host.advance()
        host.advance()
        #expect(MemoModel.last == nil, "the model outlived its views")
        expectEqual(host.graph.environmentMemo.occupied, 0)
    }

    @Test func aChainOfChangesGoesWithItsViewsInOneBuild() {
        // Each change's environment is the next one's input: the entries form a chain, which the
        // sweep empties in the build that removed the views (no later build need come).
        MadeView.make = { AnyView(ReadsModel().font(.title).bold().italic().environmentObject(MemoModel())) }
        let host = ViewHost(rootView: ShowsMadeView(), size: size)
        #expect(host.graph.environmentMemo.occupied >= 3)
        MadeView.make = { AnyView(Text("gone")) }
        host.invalidate(); host.advance()
        #expect(MemoModel.last == nil, "the model outlived its views")
        expectEqual(host.graph.environmentMemo.occupied, 0)
    }

    @Test func anInnerEnablingDoesNotUndoAnOuterDisabling() {
        // `disabled(false)` writes nothing (SwiftUI: it cannot enable what an outer one disabled),
        // so its change is the environment it was given.
        func goColour(_ view: some View) -> ResolvedColor? {
            let host = ViewHost(rootView: view, size: size)
            host.invalidate(); host.advance()
            return texts(host).first { $0.string == "Go" }?.color
        }
        let inner = goColour(VStack { Button("Go") {}.disabled(false) }.disabled(true))
        let disabled = goColour(VStack { Button("Go") {} }.disabled(true))
        let enabled = goColour(VStack { Button("Go") {}.disabled(false) })
        #expect(inner == disabled && inner != nil && enabled != disabled)
    }

    @Test func keysCompareWhatIsWrittenByItsBytes() {
        typealias Key = EnvironmentMemo.Key
        #expect(Key.of(_FontWrite.self, .title) == Key.of(_FontWrite.self, .title))
        #expect(Key.of(_FontWrite.self, .title) != Key.of(_FontWrite.self, .body))
        #expect(Key.of(_FontWrite.self, .title) != Key.of(_FontWrite.self, nil))
        // The same bytes written by another write are another change.
        #expect(Key.of(_ForegroundColorWrite.self, .red) != Key.of(_TintColorWrite.self, .red))
        #expect(Key.of(_ForegroundColorWrite.self, .red) != nil)
        #expect(Key.of(_ForegroundStyleWrite<HierarchicalShapeStyle>.self, .secondary)
            != Key.of(_ForegroundStyleWrite<HierarchicalShapeStyle>.self, .tertiary))
        // A value that holds references is not compared: its change is made each time.
        #expect(Key.of(_ForegroundStyleWrite<AnyShapeStyle>.self, AnyShapeStyle(Color.red)) == nil)
        // A built-in button's label style is plain data, so its label's environment is made once.
        #expect(Key.of(_ForegroundStyleWrite<ButtonLabelStyle>.self, .tint) != nil)
        #expect(Key.of(_ForegroundStyleWrite<ButtonLabelStyle>.self, .color(.red))
            != Key.of(_ForegroundStyleWrite<ButtonLabelStyle>.self, .color(.blue)))
    }
}
