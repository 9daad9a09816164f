import Testing
@testable import PlaygroundUI

// Content transitions (docs/semantics.md §7.11): a Text whose words change in an animated
// transaction cross-fades (`.opacity`, the default), rolls its changed characters
// (`.numericText`), or changes at once (`.identity`, or no animation).

/// A number and a word, each changed by its own tap under a linear 1-s animation.
private struct Words: View {
    let transition: ContentTransition?
    @State private var count = 98
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            Text("up").onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
            Text("down").onTapGesture { withAnimation(.linear(duration: 1)) { count -= 1 } }
            Text("toggle").onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            Text("toggle now").onTapGesture { on.toggle() }
            counter
            Text(on ? "Online" : "Offline")
        }
    }
    @ViewBuilder private var counter: some View {
        if let transition { Text("\(count)").contentTransition(transition) } else { Text("\(count)") }
    }
}

/// Each text drawn, with the product of the opacity groups around it.
@MainActor private func drawnTexts(_ h: ViewHost) -> [(string: String, rect: CGRect, opacity: Double)] {
    var stack: [Double] = [1]
    var out: [(String, CGRect, Double)] = []
    for item in h.displayList.items {
        switch item {
        case .beginGroup(let g):
            if case .opacity(let o) = g { stack.append(stack.last! * o) } else { stack.append(stack.last!) }
        case .endGroup: stack.removeLast()
        case .text(let t): out.append((t.string, t.rect, stack.last!))
        default: break
        }
    }
    return out.map { (string: $0.0, rect: $0.1, opacity: $0.2) }
}

@MainActor private func host(_ t: ContentTransition?) -> ViewHost {
    let h = ViewHost(rootView: Words(transition: t), size: CGSize(width: 300, height: 300), textMeasurer: FixedWidthTextMeasurer())
    h.advance()
    return h
}

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

@MainActor
@Suite struct ContentTransitionTests {
    // The default: halfway through a linear second the old word is drawn at half opacity over
    // the new at half; after it, only the new, in no group.
    @Test func changedWordsCrossFade() {
        let h = host(nil)
        h.tap(onText: "toggle")
        h.advance(frames: 31)   // 0.5 s
        let words = drawnTexts(h).filter { $0.string == "Online" || $0.string == "Offline" }
        expectEqual(words.count, 2)
        #expect(words.allSatisfy { near($0.opacity, 0.5) })
        h.advance(frames: 31)
        let after = drawnTexts(h).filter { $0.string == "Online" || $0.string == "Offline" }
        #expect(after.map(\.string) == ["Online"] && after[0].opacity == 1)
        #expect(h.isIdle)
    }

    @Test func withoutAnAnimationOrWithIdentityTheWordsChangeAtOnce() {
        let h = host(nil)
        h.tap(onText: "toggle now")
        h.advance()
        expectEqual(drawnTexts(h).filter { $0.string.hasSuffix("line") }.map(\.string), ["Online"])

        let i = host(.identity)
        i.tap(onText: "up")
        i.advance(frames: 31)
        let numbers = drawnTexts(i).filter { $0.string.allSatisfy(\.isNumber) }
        #expect(numbers.map(\.string) == ["99"] && numbers[0].opacity == 1)
    }

    // `.numericText()`: 98 → 99 matches the characters from the end. The "9" that stays is drawn
    // whole where it was; the "8" rolls up and out (half the line's height at the end) as the new
    // "9" rolls in from below, each at the progress's opacity: at 0.5 s, a quarter line each way.
    @Test func numericTextRollsTheCharactersThatChange() {
        let h = host(.numericText())
        let before = drawnTexts(h).first { $0.string == "98" }!
        h.tap(onText: "up")
        h.advance(frames: 31)
        let chars = drawnTexts(h).filter { $0.string.count == 1 && $0.string.allSatisfy(\.isNumber) }
        expectEqual(chars.count, 3)
        let lh = before.rect.height
        let nine = chars.filter { $0.string == "9" }.sorted { $0.rect.minX < $1.rect.minX }
        let eight = chars.first { $0.string == "8" }!
        expectEqual(nine.count, 2)
        // The tens "9" stays, whole, at the text's start.
        #expect(nine[0].opacity == 1 && nine[0].rect.minY == before.rect.minY && nine[0].rect.minX == before.rect.minX)
        // The units roll: the old "8" a quarter line up, the new "9" a quarter line below.
        #expect(near(eight.opacity, 0.5) && near(nine[1].opacity, 0.5))
        #expect(abs(eight.rect.minY - (before.rect.minY - lh * 0.25)) < 1e-6)
        #expect(abs(nine[1].rect.minY - (before.rect.minY + lh * 0.25)) < 1e-6)
        expectEqual(eight.rect.minX, nine[1].rect.minX)
        h.advance(frames: 31)
        expectEqual(drawnTexts(h).filter { $0.string.allSatisfy(\.isNumber) }.map(\.string), ["99"])
    }

    // Counting down the other way: `.numericText(countsDown: true)`, and `.numericText(value:)`
    // when the value fell.
    @Test func countingDownRollsTheOtherWay() {
        for t in [ContentTransition.numericText(countsDown: true), nil] {
            let h = ViewHost(rootView: ValueCounter(explicit: t), size: CGSize(width: 300, height: 300), textMeasurer: FixedWidthTextMeasurer())
            h.advance()
            let before = drawnTexts(h).first { $0.string == "98" }!
            h.tap(onText: "down")
            h.advance(frames: 31)
            let lh = before.rect.height
            let old = drawnTexts(h).first { $0.string == "8" }!
            let new = drawnTexts(h).first { $0.string == "7" }!
            #expect(abs(old.rect.minY - (before.rect.minY + lh * 0.25)) < 1e-6)
            #expect(abs(new.rect.minY - (before.rect.minY - lh * 0.25)) < 1e-6)
        }
    }

    // "99" → "100": the added leading "1" rolls in at its place while the units and tens roll.
    @Test func anAddedDigitRollsIn() {
        let h = ViewHost(rootView: ValueCounter(explicit: nil, start: 99), size: CGSize(width: 300, height: 300), textMeasurer: FixedWidthTextMeasurer())
        h.advance()
        h.tap(onText: "up")
        h.advance(frames: 31)
        let chars = drawnTexts(h).filter { $0.string.count == 1 && $0.string.allSatisfy(\.isNumber) }
        expectEqual(chars.map(\.string).sorted(), ["0", "0", "1", "9", "9"])
        #expect(chars.allSatisfy { near($0.opacity, 0.5) })
    }

    @Test func theEnvironmentValueDefaultsToOpacity() {
        expectEqual(EnvironmentValues().contentTransition, .opacity)
    }
}

/// A counter whose text rolls with `.numericText(value:)` unless `explicit` is given.
private struct ValueCounter: View {
    let explicit: ContentTransition?
    @State private var count: Int
    init(explicit: ContentTransition?, start: Int = 98) { self.explicit = explicit; _count = State(initialValue: start) }
    var body: some View {
        VStack(spacing: 0) {
            Text("up").onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
            Text("down").onTapGesture { withAnimation(.linear(duration: 1)) { count -= 1 } }
            Text("\(count)").contentTransition(explicit ?? .numericText(value: Double(count)))
        }
    }
}

/// A counting label (`Animatable`: its body is evaluated with each frame's value, §16.3).
private struct CountingLabel: View, Animatable {
    var value: Double
    var animatableData: Double { get { value } set { value = newValue } }
    var body: some View { Text("\(Int(value))") }
}

private struct Counting: View {
    @State private var target = 0.0
    var body: some View {
        VStack {
            Text("count").onTapGesture { withAnimation(.linear(duration: 1)) { target = 100 } }
            CountingLabel(value: target)
        }
    }
}

@MainActor
@Suite struct AnimatableTextTests {
    // The label's frames come from the animation itself: each is drawn once, whole, not faded
    // from the frame before (§7.11 applies to changes a transaction animates, §16.3).
    @Test func aCountingLabelIsNotCrossFadedEachFrame() {
        let h = ViewHost(rootView: Counting(), size: CGSize(width: 300, height: 300), textMeasurer: FixedWidthTextMeasurer())
        h.advance()
        h.tap(onText: "count")
        h.advance(frames: 31)
        let numbers = drawnTexts(h).filter { $0.string.allSatisfy(\.isNumber) }
        #expect(numbers.count == 1 && numbers.first?.opacity == 1, "\(numbers.map { ($0.string, $0.opacity) })")
        expectEqual(numbers.first.map { abs((Int($0.string) ?? 0) - 50) <= 2 }, true)
    }
}

/// A rolling number with an underline, or filled with a gradient.
private struct StyledCounter: View {
    let gradient: Bool
    @State private var count = 98
    var body: some View {
        VStack(spacing: 0) {
            Text("up").onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
            if gradient {
                Text("\(count)").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .contentTransition(.numericText())
            } else {
                Text("\(count)").underline().contentTransition(.numericText())
            }
        }
    }
}

@MainActor
@Suite struct RollingTextStyleTests {
    private func shapes(_ h: ViewHost) -> [CGRect] {
        h.displayList.items.compactMap { if case .shape(let s) = $0 { return s.rect } else { return nil } }
    }

    // The underline stays under the number while its digits roll (a review found it gone).
    @Test func theUnderlineStaysWhileTheDigitsRoll() {
        let h = ViewHost(rootView: StyledCounter(gradient: false), size: CGSize(width: 300, height: 300), textMeasurer: FixedWidthTextMeasurer())
        h.advance()
        let before = shapes(h)
        expectEqual(before.count, 1)
        h.tap(onText: "up")
        h.advance(frames: 31)
        expectEqual(shapes(h), before)
    }

    // A gradient-filled number keeps its gradient while it rolls (it was drawn in one colour).
    @Test func aGradientStaysWhileTheDigitsRoll() {
        let h = ViewHost(rootView: StyledCounter(gradient: true), size: CGSize(width: 300, height: 300), textMeasurer: FixedWidthTextMeasurer())
        h.advance()
        h.tap(onText: "up")
        h.advance(frames: 31)
        let digits = h.displayList.items.compactMap { if case .text(let t) = $0, t.string.allSatisfy(\.isNumber) { return t } else { return nil } }
        expectEqual(digits.count, 3)
        #expect(digits.allSatisfy { $0.gradient != nil })
    }

    // A number joined to its unit (`Text(n).bold() + Text(" pts")`) rolls its digits too: the
    // unit stays whole, each digit keeps its run's font (it cross-faded as a whole text).
    @Test func aNumberJoinedToItsUnitRolls() {
        struct Score: View {
            @State var n = 98
            var body: some View {
                VStack {
                    Text("up").onTapGesture { withAnimation(.linear(duration: 1)) { n += 1 } }
                    (Text("\(n)").bold() + Text(" pts")).contentTransition(.numericText(value: Double(n)))
                }
            }
        }
        let h = ViewHost(rootView: Score(), size: CGSize(width: 300, height: 300), textMeasurer: FixedWidthTextMeasurer())
        h.advance()
        let before = drawnTexts(h).filter { $0.string != "up" }
        expectEqual(before.map(\.string), ["98", " pts"])
        h.tap(onText: "up")
        h.advance(frames: 31)
        let during = drawnTexts(h).filter { $0.string != "up" }
        // "9", "8" out, "9" in, then the unit's four characters, all whole but the rolling two.
        expectEqual(during.map(\.string).sorted(), [" ", "8", "9", "9", "p", "s", "t"])
        let lh = before[0].rect.height
        let eight = during.first { $0.string == "8" }!
        #expect(near(eight.opacity, 0.5) && abs(eight.rect.minY - (before[0].rect.minY - lh * 0.25)) < 1e-6)
        #expect(during.filter { !$0.string.allSatisfy(\.isNumber) }.allSatisfy { $0.opacity == 1 })
        let bold = h.displayList.items.compactMap { if case .text(let t) = $0, t.string == "8" { return t.font.weight } else { return nil } }
        expectEqual(bold, [.bold])
        h.advance(frames: 31)
        #expect(drawnTexts(h).filter { $0.string != "up" }.map(\.string) == ["99", " pts"])
    }

    // Two cross-fades one after the other: the second fades out the words the first faded in.
    @Test func aSecondCrossFadeStartsFromTheWordsShown() {
        let h = host(nil)
        h.tap(onText: "toggle")
        h.advance(frames: 70)
        h.tap(onText: "toggle")
        h.advance(frames: 31)
        let words = drawnTexts(h).filter { $0.string.hasSuffix("line") }
        expectEqual(words.map(\.string).sorted(), ["Offline", "Online"])
        #expect(words.allSatisfy { near($0.opacity, 0.5) })
    }
}
