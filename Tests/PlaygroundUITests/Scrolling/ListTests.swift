import Foundation
import Testing
@testable import PlaygroundUI

// List (docs/semantics.md §14.9): row metrics, the inset-grouped cards, sections, separators,
// row traits, laziness and scrolling.

@MainActor
@Suite struct ListTests {
    private func host<V: View>(_ v: V, height: CGFloat = 600) -> ViewHost {
        let h = ViewHost(rootView: v, size: CGSize(width: 390, height: height))
        h.printsWarnings = false
        return h
    }
    private func separators(_ h: ViewHost) -> [CGRect] {
        h.shapeDrawings.filter { $0.paint == .fill(ListMetrics.separator.resolved) }.map(\.rect)
    }

    @Test func plainRowsAreFortyFourPointsWithSeparatorsFromTheTextEdge() {
        let h = host(List(0..<100) { Text("Row \($0)") }.listStyle(.plain))
        #expect(abs((h.frame(ofText: "Row 0")?.midY ?? 0) - 22) < 0.5)
        #expect(abs((h.frame(ofText: "Row 1")?.midY ?? 0) - 66) < 0.5)
        // The 16-pt layout margin of a 390-pt-wide phone (§14.9).
        expectEqual(h.frame(ofText: "Row 0")?.minX, 16)
        let first = separators(h).first
        expectEqual(first, CGRect(x: 16, y: 43.5, width: 374, height: 0.5))
        #expect(h.frame(ofText: "Row 60") == nil, "rows are built lazily")
    }

    /// §14.9: a plain list's section header stays at the list's top while its section scrolls
    /// under it, until the next header pushes it up; a grouped list's headers scroll away.
    @Test(arguments: [true, false]) func plainSectionHeadersStayAtTheTop(plain: Bool) throws {
        struct Sections: View {
            let plain: Bool
            var body: some View {
                let list = List {
                    ForEach(["ALPHA", "BETA", "GAMMA"], id: \.self) { name in   // capitals, as grouped headers draw them
                        Section(header: Text(name), footer: Text("end \(name)")) {
                            ForEach(0..<10) { i in Text("\(name) \(i)") }
                        }
                    }
                }
                if plain { list.listStyle(.plain) } else { list.listStyle(.insetGrouped) }
            }
        }
        let h = host(Sections(plain: plain))
        h.advance()
        let header = try #require(h.frame(ofText: "ALPHA"))
        // The second section starts on screen and ends far below it: its footer is not shown
        // until it is scrolled to (not pinned here, §14.9).
        #expect(h.frame(ofText: "end BETA").map { $0.minY >= 600 } ?? true)
        // Scrolled 200 pt: the first section's rows go on under its header.
        h.scroll(at: CGPoint(x: 195, y: 300), by: CGSize(width: 0, height: 200))
        h.advance(frames: 10)
        let row = try #require(h.frame(ofText: "ALPHA 9"))
        if plain {
            let pinned = try #require(h.frame(ofText: "ALPHA"))
            #expect(pinned == header, "still at the top: \(pinned)")
            #expect(row.minY > pinned.maxY)
            // Scrolled on until the second section's header meets the top: it pushes the first
            // one up and takes its place.
            h.scroll(at: CGPoint(x: 195, y: 300), by: CGSize(width: 0, height: 360))
            h.advance(frames: 10)
            let second = try #require(h.frame(ofText: "BETA"))
            #expect(second.origin == header.origin, "the next header at the top: \(second)")
            #expect(h.frame(ofText: "ALPHA").map { $0.maxY <= second.minY + 0.5 } ?? true)
        } else {
            #expect(h.frame(ofText: "ALPHA").map { $0.minY < header.minY - 150 } ?? true, "scrolled away")
        }
    }

    /// §14.9: a button that is a row's view is the whole row: a tap on the row's empty part
    /// runs it (it only took taps on its label), and while pressed the row's card is filled
    /// with the cell-selection grey while the label keeps its colour (it dimmed to 0.2). A
    /// button beside other views in a row is the whole row too (it kept to its label).
    @Test func aButtonRowIsTheWholeRow() throws {
        struct Screen: View {
            @State var signOuts = 0
            @State var adds = 0
            var body: some View {
                Form {
                    Section { Button("Sign Out") { signOuts += 1 } }
                    HStack { Text("Quantity"); Spacer(); Button("Add") { adds += 1 } }
                    Text("counts \(signOuts) \(adds)")
                }
            }
        }
        let h = host(Screen())
        let label = try #require(h.frame(ofText: "Sign Out"))
        let grey = ListSelectionMetrics.fill.resolved
        let rowPoint = CGPoint(x: 300, y: label.midY)
        h.press(at: rowPoint); h.advance()
        let fill = h.shapeDrawings.first { $0.paint == .fill(grey) }
        #expect(fill != nil && fill!.rect.minX == 16 && fill!.rect.width == 358 && fill!.rect.contains(CGPoint(x: 200, y: label.midY)))
        #expect(!h.displayList.items.contains { if case .beginGroup(.opacity(let o)) = $0 { return o < 1 } else { return false } })
        h.release(at: rowPoint); h.advance()
        #expect(h.exists(text: "counts 1 0"))
        #expect(!h.shapeDrawings.contains { $0.paint == .fill(grey) })
        let quantity = try #require(h.frame(ofText: "Quantity"))
        h.tap(at: CGPoint(x: 200, y: quantity.midY)); h.advance()
        #expect(h.exists(text: "counts 1 1"), "a tap beside the button runs it")
        #expect(h.tap(onText: "Add")); h.advance()
        #expect(h.exists(text: "counts 1 2"))
    }

    /// §14.9: the well-known surprise of two buttons in one row: a tap on either runs both (the
    /// row is one tap target for every default-style button in it); buttons with a style of
    /// their own (`.borderless`, the usual fix) keep their own taps, and a toggle in a row keeps
    /// its own.
    @Test func buttonsSideBySideInARowRunTogether() throws {
        @MainActor final class Log { var taps: [String] = [] }
        let log = Log()
        let h = host(Form {
            HStack { Button("Minus") { log.taps.append("minus") }; Spacer(); Button("Plus") { log.taps.append("plus") } }
            HStack {
                Button("Less") { log.taps.append("less") }.buttonStyle(.borderless)
                Spacer()
                Button("More") { log.taps.append("more") }.buttonStyle(.borderless)
            }
        })
        #expect(h.tap(onText: "Plus")); h.advance()
        #expect(log.taps == ["minus", "plus"], "\(log.taps)")
        log.taps = []
        let plus = try #require(h.frame(ofText: "Plus"))
        h.tap(at: CGPoint(x: 200, y: plus.midY)); h.advance()
        #expect(log.taps == ["minus", "plus"], "between them too: \(log.taps)")
        log.taps = []
        #expect(h.tap(onText: "More")); h.advance()
        expectEqual(log.taps, ["more"])
        let more = try #require(h.frame(ofText: "More"))
        h.tap(at: CGPoint(x: 200, y: more.midY)); h.advance()
        #expect(log.taps == ["more"], "a borderless button's row is not its tap area")
    }

    /// §14.9: a text field beside a default-style button in a row keeps its taps: a tap on it
    /// focuses it and runs no button (the published to-do row `HStack { TextField; Button("Add") }`
    /// added an empty item and never took the typing); a tap beside both still runs the button.
    @Test func aTextFieldBesideARowButtonKeepsItsTaps() throws {
        struct Todo: View {
            @State var items: [String] = []
            @State var text = ""
            var body: some View {
                List {
                    ForEach(items, id: \.self) { Text("item \($0)") }
                    HStack {
                        TextField("Enter title", text: $text).frame(width: 200).accessibilityIdentifier("title")
                        Spacer()
                        Button("Add") { items.append(text); text = "" }
                    }
                }
            }
        }
        let h = host(Todo())
        let field = try #require(h.find(identifier: "title")).frame
        h.tap(at: CGPoint(x: field.midX, y: field.midY)); h.advance()
        h.typeText("Milk"); h.advance()
        #expect(!h.exists(text: "item "), "the tap on the field ran the button")
        #expect(h.tap(onText: "Add")); h.advance()
        #expect(h.exists(text: "item Milk"))
    }

    /// §14.9: a sidebar list draws its labels' icons in the accent colour, or in the list item
    /// tint set (`listItemTint`, a colour or `.monochrome`), the titles staying primary; other
    /// lists leave icons in the foreground colour.
    @Test func sidebarLabelIconsTakeTheListItemTint() {
        func iconColors<V: View>(_ v: V) -> [ResolvedColor] {
            host(v).displayList.items.compactMap {
                if case .shape(let s) = $0, case .fill(let c) = s.paint, case .path = s.outline { return c }
                return nil
            }
        }
        let row = Label("Inbox", systemImage: "tray")
        expectEqual(iconColors(List { row }.listStyle(.sidebar)), [Color.accentColor.resolved])
        expectEqual(iconColors(List { row.listItemTint(.orange) }.listStyle(.sidebar)), [Color.orange.resolved])
        expectEqual(iconColors(List { row }.listStyle(.sidebar).listItemTint(ListItemTint.monochrome)), [Color.secondary.resolved])
        expectEqual(iconColors(List { row }), [Color.primary.resolved])
        expectEqual(host(List { row }.listStyle(.sidebar)).textDrawings.first { $0.string == "Inbox" }?.color, Color.primary.resolved)
    }

    /// §14.9: a button in a section header keeps the accent colour (it took the header's grey);
    /// the header's text is grey, both in capitals.
    @Test func aButtonInASectionHeaderIsTinted() throws {
        let h = host(List {
            Section {
                Text("Row")
            } header: {
                HStack { Text("Recent"); Spacer(); Button("See All") {} }
            }
        })
        let title = try #require(h.textDrawings.first { $0.string == "RECENT" })
        let button = try #require(h.textDrawings.first { $0.string == "SEE ALL" })
        expectEqual(title.color, Color.secondary.resolved)
        expectEqual(button.color, Color.accentColor.resolved)
    }

    /// §14.9: `defaultMinListRowHeight` set on a list makes its rows at least that tall (they
    /// stayed 44): 70-pt rows, the text centred in each; a taller row keeps its own height.
    @Test func aSetMinimumRowHeightHolds() {
        let h = host(List(0..<3) { Text("Row \($0)") }.listStyle(.plain).environment(\.defaultMinListRowHeight, 70))
        #expect(abs((h.frame(ofText: "Row 0")?.midY ?? 0) - 35) < 0.5)
        #expect(abs((h.frame(ofText: "Row 1")?.midY ?? 0) - 105) < 0.5)
        expectEqual(separators(h).first, CGRect(x: 16, y: 69.5, width: 374, height: 0.5))
        let tall = host(List { Color.red.frame(height: 90); Text("After") }.listStyle(.plain).environment(\.defaultMinListRowHeight, 70))
        #expect(abs((tall.frame(ofText: "After")?.midY ?? 0) - (112 + 35)) < 0.5)
    }

    /// §14.9: `.alignmentGuide(.listRowSeparatorLeading)` on a row's text starts its separator at
    /// the text (Apple, `HorizontalAlignment.listRowSeparatorLeading`), through the row's HStack;
    /// it is a guide of its own, so the row itself does not move (it was the leading guide, and
    /// shifted the row left by the text's offset).
    @Test func aRowsSeparatorStartsAtItsListRowSeparatorLeadingGuide() {
        let h = host(List {
            HStack(spacing: 12) {
                Color.red.frame(width: 30, height: 30)
                Text("Inbox").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
            Text("Sent")
        }.listStyle(.plain))
        let text = h.frame(ofText: "Inbox")!
        expectEqual(h.rect(filled: .red)?.minX, 16)
        expectEqual(text.minX, 58)
        expectEqual(separators(h).first?.minX, text.minX)
        expectEqual(separators(h).first?.maxX, 390)
    }

    /// §14.9: without a guide the separator starts at the row's text, after its icon (WWDC22,
    /// "What's new in SwiftUI": lists inset separators to the text's leading edge), so a
    /// settings-style list of `Label`s has its separators under the titles; a row setting
    /// `listRowSeparatorLeading` to its leading edge runs it under the icon, and
    /// `listRowSeparatorTrailing` ends it where the row says.
    @Test func aRowsSeparatorStartsAtItsTextByDefault() {
        let h = host(List {
            Label("Wi-Fi", systemImage: "wifi")
            Label("Bluetooth", systemImage: "bolt")
                .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            Label("Battery", systemImage: "battery.100")
                .alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
            Text("Plain")
            Text("Last")
        }.listStyle(.plain))
        let seps = separators(h).sorted { $0.minY < $1.minY }
        let wifi = h.frame(ofText: "Wi-Fi")!, battery = h.frame(ofText: "Battery")!
        expectEqual(seps.count, 4)
        #expect(wifi.minX > 30)                       // after the icon
        #expect(seps[0].minX == wifi.minX && seps[0].maxX == 390)
        #expect(seps[1].minX == 16)                   // under the icon: the row's leading edge
        #expect(seps[2].minX == battery.minX && seps[2].maxX == battery.maxX)
        #expect(seps[3].minX == 16)                   // a text row: its text is at the inset
    }

    /// §14.9: a segmented picker's titles are its control's, not the row's text: the separator
    /// under a segmented-picker row starts at the row's inset, where the next row's text does (it
    /// started under the first segment's title, 40 pt further in).
    @Test func aSegmentedPickerRowsSeparatorStartsAtTheInset() {
        struct Settings: View {
            @State var color = "Red"
            @State var on = false
            var body: some View {
                Form {
                    Picker("Color", selection: $color) {
                        ForEach(["Red", "Green", "Blue"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Enable", isOn: $on)
                }
            }
        }
        let h = host(Settings())
        let seps = separators(h)
        let enable = h.frame(ofText: "Enable")!, red = h.frame(ofText: "Red")!
        expectEqual(seps.count, 1)
        #expect(seps.first?.minX == enable.minX && red.minX > enable.minX + 20)
    }

    /// §14.9: a list's background fills the whole list, however few its rows, and the safe
    /// area around it (under the status bar and the home indicator), from the first frame.
    @Test func backgroundFillsTheListAndTheSafeArea() {
        let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        for (style, color) in [(ListStyleKind(isGrouped: true, isInset: true), ListMetrics.groupedBackground),
                               (ListStyleKind(isGrouped: false, isInset: false), UIColor.systemBackground.color)] {
            let list = List { Section("S") { Text("one"); Text("two") } }
            let h = ViewHost(rootView: Group {
                if style.isGrouped { list.listStyle(.insetGrouped) } else { list.listStyle(.plain) }
            }, size: CGSize(width: 393, height: 852)) { $0.safeAreaInsets = insets }
            h.printsWarnings = false
            let fills = h.shapeDrawings.filter { $0.paint == .fill(color.resolved) }.map(\.rect)
            #expect(fills.first == CGRect(x: 0, y: 0, width: 393, height: 852), "\(style): \(fills)")
            #expect((h.frame(ofText: "one")?.minY ?? 0) > 59)   // the rows stay inside the safe area
        }
    }

    /// §14.9 and §27.4: in a navigation stack, a grouped list's background fills the screen under
    /// the bar too, and the bar has no background of its own while the list is at its top (iOS
    /// 15's scroll-edge appearance), so the title stands on the grouped grey as on iOS.
    @Test func groupedListShowsThroughTheNavigationBarAtItsTop() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let h = ViewHost(rootView: NavigationStack {
            List { Section("General") { Text("About") } }.navigationTitle("Settings")
        }, size: CGSize(width: 390, height: 844)) { $0.safeAreaInsets = insets }
        h.printsWarnings = false
        let grey = h.shapeDrawings.filter { $0.paint == .fill(ListMetrics.groupedBackground.resolved) }.map(\.rect)
        #expect(grey.first == CGRect(x: 0, y: 0, width: 390, height: 844), "\(grey)")
        // Nothing is painted over the bar's area (47 … 143) but the title.
        let overBar = h.shapeDrawings.filter { $0.rect.minY < 143 && $0.rect.maxY > 47 && $0.rect.width >= 390 && $0.rect != grey.first }
        #expect(overBar.isEmpty, "\(overBar)")
        #expect((h.frame(ofText: "Settings")?.minY ?? 0) > 91)   // the large title, below the 44-pt row
    }

    /// §14.9: the margins follow UIKit's layout margins, 16 pt on phones narrower than 414 pt and
    /// 20 pt on the Plus and Max widths, for the cards and for the rows' content inside them.
    @Test func marginsFollowTheWidth() {
        for (width, margin) in [(CGFloat(375), CGFloat(16)), (393, 16), (402, 16), (414, 20), (430, 20), (440, 20)] {
            let h = ViewHost(rootView: List { Section("Fruit") { Text("Apple") } }, size: CGSize(width: width, height: 400))
            h.printsWarnings = false
            #expect(h.frame(ofText: "Apple")?.minX == 2 * margin, "\(width)")
            #expect(h.frame(ofText: "FRUIT")?.minX == 2 * margin, "\(width)")
            let card = h.shapeDrawings.first { $0.paint == .fill(ListMetrics.cardBackground.resolved) }?.rect
            #expect(card?.minX == margin && card?.maxX == width - margin, "\(width): \(String(describing: card))")
        }
    }

    /// §14.9: a grouped list's section headers are in capitals (iOS 14–18; Apple's "Adopting
    /// Liquid Glass" notes iOS 26 stopped forcing them); footers, plain lists' headers and headers
    /// with `.textCase(nil)` keep their case.
    @Test func groupedSectionHeadersAreCapitals() {
        let h = host(VStack {
            List {
                Section(header: Text("Fruit"), footer: Text("Fresh today")) { Text("Apple") }
                Section { Text("Pear") } header: { Text("Keep Case").textCase(nil) }
            }
            List { Section("Plain Header") { Text("Plum") } }.listStyle(.plain)
        })
        #expect(h.frame(ofText: "FRUIT") != nil && h.frame(ofText: "Fruit") == nil)
        #expect(h.frame(ofText: "Fresh today") != nil)
        #expect(h.frame(ofText: "Keep Case") != nil)
        #expect(h.frame(ofText: "Apple") != nil)
        #expect(h.frame(ofText: "Plain Header") != nil)
    }

    /// §14.9: in the modern era lists are iOS 26's, as SpeziViews' iOS 26 references draw them
    /// (390 × 844, safe area 47 on top): the first card 35 pt below the safe area, a one-line row
    /// 51 pt tall at Dynamic Type `.medium` (52 at the default size) with its text centred, the
    /// card then a capsule; taller content padded 15 pt above and below; headers keep their case.
    @Test func modernEraListsAreIOS26s() throws {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        func card(_ h: ViewHost) -> ShapeDrawing? { h.shapeDrawings.first { $0.paint == .fill(ListMetrics.cardBackground.resolved) } }
        try AnimationEra.withCurrent(.modern) {
            let medium = ViewHost(rootView: List { Text("San Francisco") }.dynamicTypeSize(.medium),
                                  size: CGSize(width: 390, height: 844)) { $0.safeAreaInsets = insets }
            let row = try #require(card(medium))
            #expect(row.rect == CGRect(x: 16, y: 82, width: 358, height: 51), "\(row.rect)")
            #expect(row.outline == .roundedRectangle(cornerSize: CGSize(width: 25.5, height: 25.5), style: .circular), "a capsule")
            let text = try #require(medium.frame(ofText: "San Francisco"))
            #expect(abs(text.midY - row.rect.midY) < 0.5)
            let large = ViewHost(rootView: List { Text("Row") }, size: CGSize(width: 390, height: 844))
            expectEqual(card(large)?.rect.height, 52)
            // Three lines of content: 15 pt above and below them.
            let tall = ViewHost(rootView: List { VStack(spacing: 0) { Text("a"); Text("b"); Text("c") } }, size: CGSize(width: 390, height: 844))
            let a = try #require(tall.frame(ofText: "a")), c = try #require(tall.frame(ofText: "c")), box = try #require(card(tall)?.rect)
            #expect(abs(a.minY - box.minY - 15) < 0.01 && abs(box.maxY - c.maxY - 15) < 0.01, "\(box) \(a) \(c)")
            let headed = ViewHost(rootView: List { Section("Fruit") { Text("Apple") } }, size: CGSize(width: 390, height: 844))
            #expect(headed.frame(ofText: "Fruit") != nil && headed.frame(ofText: "FRUIT") == nil)
        }
        // The legacy era keeps iOS 14–18's: 44-pt rows, 20 pt above the first card, 10-pt corners.
        AnimationEra.withCurrent(.legacy) {
            let old = ViewHost(rootView: List { Text("San Francisco") }.dynamicTypeSize(.medium),
                               size: CGSize(width: 390, height: 844)) { $0.safeAreaInsets = insets }
            expectEqual(card(old)?.rect, CGRect(x: 16, y: 67, width: 358, height: 44))
        }
    }

    @Test func insetGroupedSectionsAreCardsWithHeadersAndFooters() {
        let h = host(List {
            Section(header: Text("Fruit"), footer: Text("Fresh")) {
                Text("Apple"); Text("Pear")
            }
        })
        let header = h.frame(ofText: "FRUIT"), apple = h.frame(ofText: "Apple"), pear = h.frame(ofText: "Pear")
        #expect(header?.minX == 32)                                  // 16 card inset + 16 row inset
        #expect(apple?.minX == 32 && pear?.minX == 32)
        #expect(abs((pear?.midY ?? 0) - (apple?.midY ?? 0) - 44) < 1e-6)
        // One separator, between the two rows, inside the card.
        expectEqual(separators(h).count, 1)
        #expect(separators(h).first?.minX == 32 && separators(h).first?.maxX == 374)
        #expect(h.frame(ofText: "Fresh")!.minY > pear!.maxY)
        // The grouped background behind the cards.
        expectEqual(h.shapeDrawings.first?.paint, .fill(ListMetrics.groupedBackground.resolved))
    }

    @Test func rowTraitsChangeInsetsSeparatorAndBackground() {
        let h = host(List {
            Text("A").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
            Text("B").listRowSeparator(.hidden)
            Text("C").listRowBackground(Color.yellow)
        }.listStyle(.plain))
        expectEqual(h.frame(ofText: "A")?.minX, 50)
        #expect(separators(h).count == 1)                            // A's only: B hides its own, C is last
        expectEqual(separators(h).first?.minX, 50)
        expectEqual(h.rect(filled: .yellow), CGRect(x: 0, y: 88, width: 390, height: 44))
    }

    @Test func aListScrollsAndTapsTheRightRow() {
        final class Log { var tapped: [Int] = [] }
        let log = Log()
        let h = host(List(0..<1000) { i in Text("Row \(i)").onTapGesture { log.tapped.append(i) } }.listStyle(.plain))
        h.scroll(at: CGPoint(x: 100, y: 300), by: CGSize(width: 0, height: 44 * 100))
        h.advance()
        #expect(abs((h.frame(ofText: "Row 100")?.midY ?? 0) - 22) < 0.5)
        h.tap(at: CGPoint(x: 40, y: 22 + 44 * 2))
        expectEqual(log.tapped, [102])
    }

    @Test func aForEachOfSectionsMakesSections() {
        let h = host(List {
            ForEach(["A", "B"], id: \.self) { g in
                Section(g) { Text("\(g)1"); Text("\(g)2") }
            }
        })
        #expect(h.frame(ofText: "A") != nil && h.frame(ofText: "B") != nil)
        #expect(separators(h).count == 2)                            // one inside each section
        #expect(h.frame(ofText: "B")!.minY > h.frame(ofText: "A2")!.maxY)
    }
}
