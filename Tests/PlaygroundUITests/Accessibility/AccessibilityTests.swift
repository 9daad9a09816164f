import Foundation
import Testing
@testable import PlaygroundUI

// The accessibility modifiers keep their values where a test can read them: ViewHost's
// accessibility queries (docs/semantics.md §32). Nothing reads them aloud.

@MainActor
@Suite struct AccessibilityTests {
    private func host<V: View>(_ v: V, _ w: CGFloat = 400, _ h: CGFloat = 400) -> ViewHost {
        let host = ViewHost(rootView: v, size: CGSize(width: w, height: h))
        host.advance()
        return host
    }

    @Test func labelValueHintAndIdentifierAreReadBack() {
        let h = host(VStack {
            Image(systemName: "star.fill")
                .accessibilityLabel("Favourite")
                .accessibilityValue("On")
                .accessibilityHint(Text("Double-tap to remove"))
                .accessibilityIdentifier("star")
            Text("Plain")
        })
        let star = h.accessibilityElement(identifier: "star")
        expectEqual(star?.label, "Favourite")
        expectEqual(star?.value, "On")
        expectEqual(star?.hint, "Double-tap to remove")
        expectEqual(star?.traits, .isImage)
        expectEqual(h.accessibilityLabel(ofIdentifier: "star"), "Favourite")
        expectEqual(h.accessibilityLabel(ofIdentifier: "nothing"), nil)
        // A text is an element by itself: static text labelled with its characters.
        let plain = h.accessibilityElement(label: "Plain")
        #expect(plain?.traits == .isStaticText && plain?.identifier == nil)
        expectEqual(h.accessibilityElements.map(\.label), ["Favourite", "Plain"])
    }

    /// §32.2: a text input is an element labelled with its title and valued with its text (a
    /// secure field's as bullets); `find(label:)` reaches it, and a tap there focuses it.
    @Test func aTextFieldIsAnElementLabelledWithItsTitle() throws {
        struct Fields: View {
            @State var name = ""
            @State var secret = "abc"
            var body: some View {
                VStack {
                    TextField("Name", text: $name).accessibilityIdentifier("name")
                    SecureField("Password", text: $secret)
                }
            }
        }
        let h = host(Fields())
        expectEqual(h.accessibilityElements.map(\.label), ["Name", "Password"])
        let name = try #require(h.accessibilityElement(identifier: "name"))
        #expect(name.value == nil && name.traits == [])
        expectEqual(h.accessibilityElement(label: "Password")?.value, "•••")
        try #require(h.find(label: "Name")).typeText("Ada")
        expectEqual(h.accessibilityElement(identifier: "name")?.value, "Ada")
    }

    /// A prompt is only the placeholder: the field keeps its title as its label (Apple: the title
    /// "describes the purpose of the field", the prompt "guides the user"; §32.2), and a `Text`
    /// label view is the title of `TextField(text:prompt:label:)`.
    @Test func aPromptDoesNotReplaceAFieldsTitle() throws {
        struct Fields: View {
            @State var email = ""
            @State var code = ""
            @State var pin = ""
            var body: some View {
                VStack {
                    TextField("Email", text: $email, prompt: Text("you@example.com"))
                    TextField(text: $code, prompt: Text("6 digits")) { Text("Code") }
                    SecureField(text: $pin, prompt: Text("4 digits")) { Text("PIN") }
                }
            }
        }
        let h = host(Fields())
        expectEqual(h.accessibilityElements.map(\.label), ["Email", "Code", "PIN"])
        #expect(h.accessibilityElement(label: "you@example.com") == nil)
        try #require(h.find(label: "Code")).typeText("123")
        expectEqual(h.accessibilityElement(label: "Code")?.value, "123")
        expectEqual(h.accessibilityElement(label: "PIN")?.value, nil)
        // An empty title: the prompt names the field (the common `TextField("", …, prompt:)`).
        struct Untitled: View {
            @State var query = ""
            var body: some View { TextField("", text: $query, prompt: Text("Search")) }
        }
        expectEqual(host(Untitled()).accessibilityElements.map(\.label), ["Search"])
        // A `Text` label and no prompt: the label is the placeholder too, as a title is.
        struct Labelled: View {
            @State var name = ""
            @State var pin = ""
            var body: some View {
                VStack {
                    TextField(text: $name) { Text("Name") }
                    SecureField(text: $pin) { Text("PIN") }
                }
            }
        }
        let labelled = host(Labelled())
        expectEqual(labelled.textDrawings.map(\.string), ["Name", "PIN"])
        expectEqual(labelled.accessibilityElements.map(\.label), ["Name", "PIN"])
    }

    /// `Text`'s own accessibility modifiers return `Text` (Apple: `Text.accessibilityLabel(_:)`,
    /// `accessibilityHeading(_:)`, `speechSpellsOutCharacters(_:)`…), so labelled texts still join
    /// with `+`; the label is read instead of the characters, a heading gets `.isHeader`.
    @Test func textsOwnModifiersReturnText() {
        let count: Text = Text("4").accessibilityLabel("four") + Text(" items")
        let whole: Text = (Text("€") + Text("12")).accessibilityLabel(Text("12 euros"))
        let title: Text = Text("Settings").font(.title).accessibilityHeading(.h1).speechSpellsOutCharacters(false)
        let h = host(VStack {
            count
            whole
            title
            Text("Shown").accessibilityLabel("Inner").accessibilityLabel("Outer modifier wins")
        })
        expectEqual(h.accessibilityElements.map(\.label), ["four items", "12 euros", "Settings", "Outer modifier wins"])
        // What is drawn is unchanged.
        #expect(h.frame(ofText: "4 items") != nil && h.frame(ofText: "€12") != nil)
        let heading = h.accessibilityElement(label: "Settings")
        #expect(heading?.headingLevel == .h1 && heading?.traits.contains(.isHeader) == true)
    }

    @Test func labelOverloadsTakeTextKeysAndStrings() {
        let name = "From a variable"
        let h = host(VStack {
            Color.red.frame(width: 10, height: 10).accessibilityLabel(Text("A text")).accessibilityIdentifier("a")
            Color.red.frame(width: 10, height: 10).accessibilityLabel("A key \(3)").accessibilityIdentifier("b")
            Color.red.frame(width: 10, height: 10).accessibilityLabel(name).accessibilityIdentifier("c")
            Color.red.frame(width: 10, height: 10).accessibilityLabel(name[...]).accessibilityIdentifier("d")
        })
        expectEqual(h.accessibilityLabel(ofIdentifier: "a"), "A text")
        expectEqual(h.accessibilityLabel(ofIdentifier: "b"), "A key 3")
        expectEqual(h.accessibilityLabel(ofIdentifier: "c"), "From a variable")
        expectEqual(h.accessibilityLabel(ofIdentifier: "d"), "From a variable")
    }

    @Test func theFrameIsTheModifiedViewsFrame() {
        // The 100 × 40 box sits below a 20-pt spacer in a 400-wide window, centred.
        let h = host(VStack(spacing: 0) {
            Color.clear.frame(height: 20)
            Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("box")
        }.frame(maxHeight: .infinity, alignment: .top))
        expectEqual(h.frame(ofAccessibilityIdentifier: "box"), CGRect(x: 150, y: 20, width: 100, height: 40))
        // Padding applied before the identifier is part of the view it identifies.
        let p = host(Text("Hi").padding(10).accessibilityIdentifier("hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let text = p.frame(ofText: "Hi")!
        expectEqual(p.frame(ofAccessibilityIdentifier: "hi"), text.insetBy(dx: -10, dy: -10))
        expectEqual(p.accessibilityLabel(ofIdentifier: "hi"), "Hi")
    }

    @Test func traitsAreAddedAndRemovedInOrder() {
        let h = host(VStack {
            Text("Title").accessibilityAddTraits(.isHeader).accessibilityIdentifier("title")
            Text("Row").accessibilityAddTraits([.isButton, .isSelected]).accessibilityRemoveTraits(.isStaticText)
                .accessibilityIdentifier("row")
            // Removed, then added again by an outer modifier: added.
            Text("Again").accessibilityRemoveTraits(.isSelected).padding(1).accessibilityAddTraits(.isSelected)
                .accessibilityIdentifier("again")
            Button("Go") {}.accessibilityIdentifier("go")
            Text("Chapter").accessibilityHeading(.h2).accessibilityIdentifier("chapter")
        })
        expectEqual(h.accessibilityElement(identifier: "title")?.traits, [.isStaticText, .isHeader])
        expectEqual(h.accessibilityElement(identifier: "row")?.traits, [.isButton, .isSelected])
        expectEqual(h.accessibilityElement(identifier: "again")?.traits, [.isStaticText, .isSelected])
        // A button is one element: a button labelled with its label's text.
        let go = h.accessibilityElement(identifier: "go")
        #expect(go?.traits == .isButton && go?.label == "Go")
        let chapter = h.accessibilityElement(identifier: "chapter")
        #expect(chapter?.headingLevel == .h2 && chapter?.traits.contains(.isHeader) == true)
        #expect(AccessibilityTraits.isButton != .isHeader && AccessibilityTraits.isStaticText.rawValue != 0)
    }

    @Test func hiddenViewsAndTheirContentAreNotElements() {
        let h = host(VStack {
            Text("Shown").accessibilityIdentifier("shown")
            VStack { Text("Inner"); Text("Inner 2") }.accessibilityHidden(true)
            Text("Decoration").accessibilityHidden(true).accessibilityIdentifier("decoration")
            Text("Not hidden").accessibilityHidden(false)
        })
        expectEqual(h.accessibilityElements.map(\.label), ["Shown", "Not hidden"])
        #expect(h.accessibilityElement(identifier: "decoration") == nil)
        #expect(h.accessibilityElement(identifier: "shown") != nil)
        // Still drawn: hiding from accessibility changes nothing on screen.
        #expect(h.frame(ofText: "Inner") != nil && h.frame(ofText: "Decoration") != nil)
    }

    @Test func childBehaviourIgnoreCombineContain() {
        let h = host(VStack {
            HStack { Text("Ignored"); Text("Too") }
                .accessibilityElement(children: .ignore).accessibilityLabel("Summary").accessibilityIdentifier("ignore")
            HStack { Text("Ada"); Text("Lovelace").accessibilityAddTraits(.isHeader) }
                .accessibilityElement(children: .combine).accessibilityIdentifier("combine")
            HStack { Text("One"); Text("Two") }
                .accessibilityElement(children: .contain).accessibilityIdentifier("contain")
            HStack { Text("Default") }.accessibilityElement().accessibilityIdentifier("default")
        })
        let ignore = h.accessibilityElement(identifier: "ignore")
        #expect(ignore?.label == "Summary" && ignore?.children.isEmpty == true && ignore?.childBehavior == .ignore)
        #expect(h.accessibilityElement(label: "Ignored") == nil)
        let combine = h.accessibilityElement(identifier: "combine")
        expectEqual(combine?.label, "Ada, Lovelace")
        #expect(combine?.traits == .isHeader)   // static text is not merged, a header is
        #expect(h.accessibilityElement(label: "Ada") == nil)
        let contain = h.accessibilityElement(identifier: "contain")
        expectEqual(contain?.label, nil)
        expectEqual(contain?.children.map(\.label), ["One", "Two"])
        expectEqual(h.accessibilityElement(label: "Two")?.traits, .isStaticText)
        // `accessibilityElement()` defaults to `.ignore`: the text inside is not read.
        let d = h.accessibilityElement(identifier: "default")
        #expect(d?.childBehavior == .ignore && d?.label == nil)
        #expect(h.accessibilityElement(label: "Default") == nil)
        expectEqual(h.accessibilityElements.count, 4)
    }

    @Test func sortPriorityOrdersSiblingsHighestFirst() {
        let h = host(VStack {
            Text("Third")
            Text("First").accessibilitySortPriority(2)
            Text("Fourth")
            Text("Second").accessibilitySortPriority(1)
            Text("Last").accessibilitySortPriority(-1)
        })
        expectEqual(h.accessibilityElements.map(\.label), ["First", "Second", "Third", "Fourth", "Last"])
        expectEqual(h.accessibilityElement(label: "First")?.sortPriority, 2)
        expectEqual(h.accessibilityElement(label: "Third")?.sortPriority, 0)
        // Within a container, the container's children are ordered among themselves.
        let c = host(HStack { Text("b"); Text("a").accessibilitySortPriority(1) }.accessibilityElement(children: .contain))
        expectEqual(c.accessibilityElements.first?.children.map(\.label), ["a", "b"])
    }

    @Test func modifiersOnOneAttachmentMergeAndTheOuterWins() {
        let h = host(Text("x").accessibilityLabel("inner").accessibilityLabel("outer").accessibilityIdentifier("x"))
        expectEqual(h.accessibilityLabel(ofIdentifier: "x"), "outer")
        // Applying to an attachment gives the same attachment type back (as SwiftUI declares it).
        let merged: ModifiedContent<Text, AccessibilityAttachmentModifier> = Text("y").accessibilityLabel("a").accessibilityHint("b")
        let m = host(merged)
        expectEqual(m.accessibilityElement(label: "a")?.hint, "b")
    }

    @Test func inputLabelsAndActionsAreKept() {
        var ran: [String] = []
        let h = host(Text("Send")
            .accessibilityInputLabels(["Send", "Submit"])
            .accessibilityAction { ran.append("default") }
            .accessibilityAction(named: "Archive") { ran.append("archive") }
            .accessibilityAdjustableAction { _ in }
            .accessibilityIdentifier("send"))
        let e = h.accessibilityElement(identifier: "send")
        expectEqual(e?.inputLabels, ["Send", "Submit"])
        expectEqual(e?.actionNames, ["default", "Archive"])
        expectEqual(e?.isAdjustable, true)
        #expect(ran.isEmpty)
    }

    @Test func accessibilityFocusStateBindsTheFocusedView() {
        enum Field: Hashable { case name, email }
        struct V: View {
            @AccessibilityFocusState var isBannerFocused: Bool
            @AccessibilityFocusState var field: Field?
            var body: some View {
                VStack {
                    Text("Banner").accessibilityFocused($isBannerFocused)
                    Text("Name").accessibilityFocused($field, equals: .name)
                    Text("Email").accessibilityFocused($field, equals: .email)
                    Button("Focus") { isBannerFocused = true; field = .email }
                }
            }
        }
        let h = host(V())
        #expect(h.accessibilityElements.filter(\.isFocused).isEmpty)
        h.tap(at: CGPoint(x: h.frame(ofText: "Focus")!.midX, y: h.frame(ofText: "Focus")!.midY))
        h.advance()
        expectEqual(h.accessibilityElements.filter(\.isFocused).map(\.label), ["Banner", "Email"])
    }

    @Test func environmentSettingsAreOffByDefault() {
        struct V: View {
            @Environment(\.accessibilityEnabled) var enabled
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            var body: some View { Text("\(enabled ? "on" : "off") \(reduceMotion ? "on" : "off")") }
        }
        #expect(host(V()).frame(ofText: "off off") != nil)
        #expect(host(V().environment(\.accessibilityEnabled, true)).frame(ofText: "on off") != nil)
    }

    @Test func aModifierOnAGroupAppliesToEachView() {
        // §31: a modifier on multi-view content applies to each view.
        let h = host(VStack { Group { Text("a"); Text("b") }.accessibilityAddTraits(.isButton) })
        expectEqual(h.accessibilityElements.map(\.traits), [[.isStaticText, .isButton], [.isStaticText, .isButton]])
    }

    /// §32.3: a view with `accessibilityRepresentation` draws its own content and is found as the
    /// representation, in the view's frame; the representation is never drawn or hit.
    @Test func accessibilityRepresentationReplacesTheElements() throws {
        var taps = 0
        let h = host(VStack {
            HStack { Text("3"); Text("of"); Text("5") }
                .accessibilityRepresentation { Text("Rated 3 of 5") }
            Circle().fill(Color.red).frame(width: 40, height: 40)
                .accessibilityRepresentation { Button("Play") { taps += 1 } }
                .accessibilityIdentifier("play")
        })
        let labels = h.accessibilityElements.flatMap(\.flattened).compactMap(\.label)
        #expect(labels.contains("Rated 3 of 5") && !labels.contains("of"), "\(labels)")
        #expect(h.frame(ofText: "of") != nil, "the content is drawn")
        let drawn = h.displayList.items.compactMap { item -> String? in if case .text(let t) = item { t.string } else { nil } }
        #expect(drawn.contains("of") && !drawn.contains("Rated 3 of 5") && !drawn.contains("Play"), "\(drawn)")
        let rated = try #require(h.accessibilityElement(label: "Rated 3 of 5"))
        let row = try #require(h.frame(ofText: "3")).union(#require(h.frame(ofText: "5")))
        #expect(abs(rated.frame.midY - row.midY) < 0.5, "\(rated.frame) \(row)")
        let play = try #require(h.accessibilityElement(identifier: "play"))
        #expect(play.label == "Play" && play.traits.contains(.isButton), "\(play)")
        // A tap on the circle does not reach the representation's button.
        h.tap(at: CGPoint(x: play.frame.midX, y: play.frame.midY)); h.advance()
        expectEqual(taps, 0)
    }

    /// §32.3: `accessibilityChildren` keeps the view one element, a container of the synthetic
    /// children; outer modifiers label the container.
    @Test func accessibilityChildrenAreSyntheticChildren() throws {
        let h = host(Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .accessibilityChildren {
                HStack { Rectangle().accessibilityLabel("Mon 3"); Rectangle().accessibilityLabel("Tue 5") }
            }
            .accessibilityLabel("Steps")
            .accessibilityIdentifier("chart"))
        let chart = try #require(h.accessibilityElement(identifier: "chart"))
        #expect(chart.label == "Steps" && chart.children.map(\.label) == ["Mon 3", "Tue 5"], "\(chart)")
        expectEqual(chart.frame.size, CGSize(width: 100, height: 60))
    }

    /// §32.2: a test performs an element's actions as assistive technology would: named actions,
    /// a button's default action, the adjustable action.
    @Test func actionsArePerformedByName() throws {
        final class Counts { var archived = 0, sent = 0, level = 0 }
        let counts = Counts()
        let h = host(VStack {
            Text("Inbox").accessibilityAction(named: "Archive") { counts.archived += 1 }.accessibilityIdentifier("mail")
            Button("Send") { counts.sent += 1 }.accessibilityIdentifier("send")
            Text("Volume").accessibilityAdjustableAction { counts.level += $0 == .increment ? 1 : -1 }.accessibilityIdentifier("volume")
        })
        #expect(h.performAccessibilityAction("Archive", identifier: "mail"))
        #expect(h.performAccessibilityAction(identifier: "send"))
        #expect(h.adjustAccessibilityValue(.increment, identifier: "volume"))
        #expect(h.adjustAccessibilityValue(.increment, identifier: "volume"))
        #expect(h.adjustAccessibilityValue(.decrement, identifier: "volume"))
        #expect(counts.archived == 1 && counts.sent == 1 && counts.level == 1)
        #expect(!h.performAccessibilityAction("Delete", identifier: "mail"), "no such action")
        #expect(!h.performAccessibilityAction(identifier: "nothing"))
        #expect(!h.adjustAccessibilityValue(.increment, identifier: "mail"))
    }
}

@MainActor
@Suite struct AccessibilityAcceptedModifierTests {
    @Test func settingsWithNothingToDoHereChangeNothingDrawn() {
        let plain = ViewHost(rootView: Text("Photo").padding(4), size: CGSize(width: 200, height: 100))
        let modified = ViewHost(rootView: Text("Photo").padding(4)
            .accessibilityIgnoresInvertColors()
            .accessibilityRespondsToUserInteraction(false)
            .accessibilityShowsLargeContentViewer(), size: CGSize(width: 200, height: 100))
        plain.advance(); modified.advance()
        expectEqual(modified.frame(ofText: "Photo"), plain.frame(ofText: "Photo"))
        expectEqual(modified.accessibilityElements.map(\.label), ["Photo"])
    }
}
