import Foundation
import Testing
@testable import PlaygroundUI

/// Text editing in TextField, SecureField and TextEditor on the virtual clock (docs/semantics.md §23).
@MainActor
struct TextFieldEditingTests {
    final class Log { var text = ""; var submits = 0; var events: [String] = [] }

    struct NameForm: View {
        let log: Log
        @State var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit { log.submits += 1 }
                Text("Hello \(name)")
            }
            .frame(width: 300)
            .onChange(of: name) { _, new in log.text = new }
        }
    }

    func host<V: View>(_ v: V, size: CGSize = CGSize(width: 400, height: 300)) -> ViewHost {
        let h = ViewHost(rootView: v, size: size)
        h.printsWarnings = false
        return h
    }

    func fieldCentre(_ h: ViewHost) -> CGPoint {
        let r = h.firstTextInput!.frame
        return CGPoint(x: r.midX, y: r.midY)
    }

    // §23.1: a tap focuses the field; typed text goes into its binding and shows next frame.
    @Test func tapThenTypeUpdatesBinding() {
        let log = Log()
        let h = host(NameForm(log: log))
        #expect(h.frame(ofText: "Hello ") != nil)
        h.send(.text("Ada"))            // not focused: goes nowhere
        h.advance()
        #expect(h.frame(ofText: "Hello ") != nil)
        h.tap(at: fieldCentre(h))
        h.advance()
        #expect(h.isEditingText)
        h.send(.text("Ada"))
        h.advance()
        #expect(h.frame(ofText: "Hello Ada") != nil)
        expectEqual(log.text, "Ada")
    }

    // §23.1: a trailing-aligned field draws its placeholder against its trailing edge, as its
    // text (it was at the leading edge); centred, in the middle.
    @Test func aTrailingFieldsPlaceholderIsTrailing() throws {
        struct Row: View {
            @State var city = ""
            let alignment: TextAlignment
            var body: some View {
                HStack {
                    Text("City")
                    TextField("Required", text: $city).multilineTextAlignment(alignment)
                }
                .frame(width: 300)
            }
        }
        for (alignment, expected) in [(TextAlignment.trailing, 1.0), (.center, 0.5), (.leading, 0.0)] {
            let h = host(Row(alignment: alignment))
            let field = try #require(h.firstTextInput?.frame)
            let placeholder = try #require(h.textDrawings.first { $0.string == "Required" }?.rect)
            let free = field.width - placeholder.width
            #expect(abs(placeholder.minX - (field.minX + free * expected)) < 0.5, "\(alignment): \(placeholder) in \(field)")
        }
    }

    // §23.2: caret movement, selection with shift, backspace/delete, home/end.
    @Test func caretSelectionAndDeletion() {
        let h = host(NameForm(log: Log()))
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("hello world")); h.advance()
        h.send(.key("left")); h.send(.key("left"))
        h.send(.key("backspace"))            // removes the "r"
        h.advance()
        expectEqual(h.focusedTextState?.text, "hello wold")
        h.send(.key("home")); h.send(.key("shift+right")); h.send(.key("shift+right"))
        expectEqual(h.focusedTextState?.selection, 0..<2)
        h.send(.text("J"))                   // replaces the selection
        h.advance()
        expectEqual(h.focusedTextState?.text, "Jllo wold")
        h.send(.key("end")); h.send(.key("delete")); h.send(.key("backspace"))
        h.advance()
        expectEqual(h.focusedTextState?.text, "Jllo wol")
        #expect(h.frame(ofText: "Hello Jllo wol") != nil)
    }

    // §23.4: select all, copy, cut and paste through the clipboard protocol.
    @Test func clipboardCopyCutPaste() {
        let clip = InMemoryClipboard()
        let saved = ClipboardAccess.current
        ClipboardAccess.current = clip
        defer { ClipboardAccess.current = saved }
        let h = host(NameForm(log: Log()))
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("copy me"))
        h.send(.key("cmd+a")); h.send(.key("cmd+c"))
        expectEqual(clip.string, "copy me")
        h.send(.key("ctrl+x"))               // ctrl works like cmd on Linux
        h.advance()
        expectEqual(h.focusedTextState?.text, "")
        h.send(.key("cmd+v")); h.send(.key("cmd+v"))
        h.advance()
        expectEqual(h.focusedTextState?.text, "copy mecopy me")
        #expect(h.frame(ofText: "Hello copy mecopy me") != nil)
    }

    // §23.5: Return submits and ends editing (iOS: the keyboard goes away).
    @Test func returnSubmitsAndEndsEditing() {
        let log = Log()
        let h = host(NameForm(log: log))
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("x"))
        h.send(.key("return"))
        h.advance()
        expectEqual(log.submits, 1)
        #expect(!h.isEditingText)
    }

    // §23.2: Unicode never splits: emoji, combining marks merge with their letter, RTL text.
    @Test func unicodeGraphemesStayWhole() {
        let h = host(NameForm(log: Log()))
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("👩‍👩‍👧e"))
        h.send(.text("\u{301}"))             // combining acute joins the "e"
        h.advance()
        expectEqual(h.focusedTextState?.text, "👩‍👩‍👧é")
        expectEqual(h.focusedTextState?.caret, 2)
        h.send(.key("backspace"))
        h.send(.key("backspace"))            // the whole family emoji in one step
        h.advance()
        expectEqual(h.focusedTextState?.text, "")
        h.send(.text("שלום عالم"))
        h.advance()
        expectEqual(h.focusedTextState?.text, "שלום عالم")
        #expect(h.frame(ofText: "Hello שלום عالم") != nil)
    }

    // §23.2: a 1 MB paste keeps every character and the next edit is quick.
    @Test func megabytePaste() {
        let clip = InMemoryClipboard()
        let saved = ClipboardAccess.current
        ClipboardAccess.current = clip
        defer { ClipboardAccess.current = saved }
        final class Box { var text = "" }
        let box = Box()
        struct Editor: View {
            let box: Box
            @State var text = ""
            var body: some View {
                TextEditor(text: $text).frame(width: 300, height: 200)
                    .onChange(of: text) { _, v in box.text = v }
            }
        }
        let line = "The quick brown fox jumps over the lazy dog. Ünïcödé 😀 مرحبا\n"
        var big = ""
        while big.utf8.count < 1_000_000 { big += line }
        clip.string = big
        let h = host(Editor(box: box))
        h.tap(at: CGPoint(x: 200, y: 150)); h.advance()
        h.send(.key("cmd+v"))
        h.advance()
        expectEqual(box.text.utf8.count, big.utf8.count)
        expectEqual(box.text, big)
        h.send(.text("!"))
        h.advance()
        expectEqual(box.text.count, big.count + 1)
        #expect(box.text.hasSuffix("\n!"))
    }

    // §23.1: SecureField draws bullets, never the text, and refuses to copy.
    @Test func secureFieldShowsBullets() {
        let clip = InMemoryClipboard(string: "before")
        let saved = ClipboardAccess.current
        ClipboardAccess.current = clip
        defer { ClipboardAccess.current = saved }
        struct Login: View {
            @State var password = ""
            var body: some View { SecureField("Password", text: $password).frame(width: 200) }
        }
        let h = host(Login())
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("s3cret")); h.advance()
        let strings = h.displayList.items.compactMap { item -> String? in
            if case .text(let t) = item { return t.string } else { return nil }
        }
        #expect(strings.contains("••••••"))
        #expect(!strings.contains { $0.contains("s3cret") })
        h.send(.key("cmd+a")); h.send(.key("cmd+c"))
        expectEqual(clip.string, "before")
    }

    // §23.3: the input method's composition shows underlined at the caret, outside the text.
    @Test func markedTextIsUnderlinedAndNotCommitted() {
        let log = Log()
        let h = host(NameForm(log: log))
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("a"))
        h.send(.markedText("にほ")); h.advance()
        expectEqual(h.focusedTextState?.text, "a")
        let items = h.displayList.items
        let marked = items.firstIndex { if case .text(let t) = $0 { return t.string == "にほ" } else { return false } }
        #expect(marked != nil)
        if let m = marked, case .shape(let s) = items[m + 1] { #expect(s.rect.height <= 1.5) } else { Issue.record("no underline") }
        h.send(.markedText("")); h.send(.text("日本")); h.advance()
        expectEqual(h.focusedTextState?.text, "a日本")
        expectEqual(log.text, "a日本")
    }

    // §23.1: the value:format: form parses when editing ends; bad text leaves the value.
    @Test func valueFormatParsesOnCommit() {
        final class Box { var value = 0 }
        let box = Box()
        struct Amount: View {
            let box: Box
            @State var amount = 42
            var body: some View {
                VStack {
                    TextField("Amount", value: $amount, format: .number)
                    Text("value \(amount)")
                }.frame(width: 200).onChange(of: amount) { _, v in box.value = v }
            }
        }
        let h = host(Amount(box: box))
        h.tap(at: fieldCentre(h)); h.advance()
        expectEqual(h.focusedTextState?.text, "42")
        h.send(.text("7")); h.advance()
        #expect(h.frame(ofText: "value 42") != nil)     // not parsed while editing
        h.send(.key("return")); h.advance()
        expectEqual(box.value, 427)
        #expect(h.frame(ofText: "value 427") != nil)
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.key("cmd+a")); h.send(.text("abc")); h.send(.key("return")); h.advance()
        expectEqual(box.value, 427)
        #expect(h.frame(ofText: "value 427") != nil)
    }

    // §23.1: a value shown with a format style is formatted in the environment's locale (en_US,
    // as `Text(_:format:)`), not Foundation's current locale on Linux (en_001: "US$12.50"); a
    // currency typed back is parsed in it too.
    @Test func valueFormatUsesTheEnvironmentsLocale() {
        struct Price: View {
            @State var price = 12.5
            var body: some View {
                VStack {
                    TextField("Price", value: $price, format: .currency(code: "USD"))
                    Text("value \(price, specifier: "%.2f")")
                }.frame(width: 200)
            }
        }
        let h = host(Price())
        h.tap(at: fieldCentre(h)); h.advance()
        expectEqual(h.focusedTextState?.text, "$12.50")
        h.send(.key("cmd+a")); h.send(.text("$7.25")); h.send(.key("return")); h.advance()
        #expect(h.frame(ofText: "value 7.25") != nil)
    }

    // §23.2: a vertical TextField grows with its lines up to its lineLimit.
    @Test func verticalFieldGrowsWithinLineLimit() {
        struct Notes: View {
            @State var text = ""
            var body: some View {
                TextField("Notes", text: $text, axis: .vertical).lineLimit(3).frame(width: 100)
            }
        }
        let h = host(Notes())
        let one = h.sizeThatFits(.unspecified).height
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("aaaa bbbb cccc dddd")); h.advance()   // 8.5 pt a character: 2 lines at 100 pt
        let two = h.sizeThatFits(.unspecified).height
        #expect(abs(two - 2 * one) < 0.01)
        h.send(.text(" eeee ffff gggg hhhh iiii")); h.advance()
        #expect(abs(h.sizeThatFits(.unspecified).height - 3 * one) < 0.01)
    }

    // §20.2 (Apple, `lineLimit(_:)` with a range: "When the text of such views occupies less
    // space than the provided limit, that view expands to occupy the minimum number of lines"):
    // a vertical field with `3...5` is three lines tall while empty and grows to five.
    @Test func aLineLimitRangesLowerBoundIsReserved() {
        struct Notes: View {
            @State var text = ""
            var body: some View {
                TextField("Notes", text: $text, axis: .vertical).lineLimit(3...5).frame(width: 100)
            }
        }
        struct OneLine: View {
            @State var text = ""
            var body: some View { TextField("Notes", text: $text, axis: .vertical).frame(width: 100) }
        }
        let one = host(OneLine()).sizeThatFits(.unspecified).height
        let h = host(Notes())
        #expect(abs(h.sizeThatFits(.unspecified).height - 3 * one) < 0.01)
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll")); h.advance()
        #expect(abs(h.sizeThatFits(.unspecified).height - 5 * one) < 0.01)
        // A text with `2...` is at least two lines tall.
        let text = host(Text("Hi").lineLimit(2...)).sizeThatFits(.unspecified).height
        let plain = host(Text("Hi")).sizeThatFits(.unspecified).height
        #expect(text > 1.9 * plain)
    }

    // §23.2: a mouse drag selects from where the press went down (8.5 pt a character).
    @Test func mouseDragSelects() {
        let h = host(NameForm(log: Log()))
        h.tap(at: fieldCentre(h)); h.advance()
        h.send(.text("abcdefgh")); h.advance()
        let c = fieldCentre(h)
        let x0 = c.x - 150 + 7     // the field's text starts 7 pt inside its 300 pt frame
        h.press(at: CGPoint(x: x0 + 2 * 8.5, y: c.y))
        h.move(to: CGPoint(x: x0 + 4 * 8.5, y: c.y))
        h.move(to: CGPoint(x: x0 + 5 * 8.5, y: c.y))
        h.release(at: CGPoint(x: x0 + 5 * 8.5, y: c.y))
        h.advance()
        expectEqual(h.focusedTextState?.selection, 2..<5)
        h.send(.key("cmd+x")); h.advance()
        expectEqual(h.focusedTextState?.text, "abfgh")
    }

    // §23.1: .roundedBorder is 7 pt insets around one line, with a fill and a hairline border.
    @Test func roundedBorderMetrics() {
        let h = host(NameForm(log: Log()))
        var frame = CGRect.zero
        func visit(_ n: _Node) { if n is TextInputNode { frame = n.frame }; n.forEachChild(visit) }
        visit(h.rootForTesting!)
        let oneLine: CGFloat = 17 * 1.2 + 14
        expectEqual(frame.height, oneLine)
        let shapes = h.displayList.items.compactMap { item -> ShapeDrawing? in
            if case .shape(let s) = item, s.rect.width > 290 { return s } else { return nil }
        }
        expectEqual(shapes.count, 2)
        if case .stroke(_, let style) = shapes.last?.paint { #expect(style.lineWidth == 0.5) } else { Issue.record("no border") }
    }

    /// §23.1 (performance): a field whose parent is evaluated again for another reason is not
    /// laid out again when nothing it shows changed; a change of its text is.
    @Test func unchangedFieldIsLeftAlone() throws {
        struct Form: View {
            @State var name = "Ada"
            @State var taps = 0
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Text("taps \(taps)").onTapGesture { taps += 1 }
                    Text("rename").onTapGesture { name = "Grace" }
                }
            }
        }
        let h = ViewHost(rootView: Form(), size: CGSize(width: 300, height: 300))
        h.advance(frames: 1)
        let node = try #require(h.firstTextInput)
        let built = node.builtStamp
        #expect(h.tap(onText: "taps 0"))
        h.advance(frames: 1)
        #expect(h.frame(ofText: "taps 1") != nil)
        expectEqual(node.builtStamp, built)
        #expect(h.tap(onText: "rename"))
        h.advance(frames: 1)
        #expect(node.builtStamp > built)
    }
}
