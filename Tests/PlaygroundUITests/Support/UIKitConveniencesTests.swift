import Foundation
import Testing
@testable import PlaygroundUI

// The UIKit stand-ins (docs/semantics.md §34).

@MainActor
@Suite(.serialized) struct UIKitConveniencesTests {
    @Test func screenIsTheWindow() {
        _ = ViewHost(rootView: Text("x"), size: CGSize(width: 390, height: 844)) { $0.displayScale = 3 }
        expectEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(UIScreen.main.scale, 3)
    }

    @Test func pasteboardKeepsWhatIsCopied() {
        let board = UIPasteboard.general
        board.string = "copied"
        #expect(board.string == "copied" && board.hasStrings)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.strings == ["a", "b"])
        board.url = URL(string: "https://example.com/x")
        expectEqual(board.url?.absoluteString, "https://example.com/x")
        board.string = nil
        #expect(!board.hasStrings && board.strings == nil)
    }

    @Test func colorComponents() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.8)).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0.25 && abs(a - 0.8) < 1e-9)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(Color(red: 0, green: 1, blue: 0)).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 1.0 / 3) < 1e-9 && s == 1 && v == 1 && a == 1)
    }

    /// §34: the keyboard-dismissing idiom ends text focus, through the application and through a
    /// window; other actions are not delivered.
    @Test func sendingResignFirstResponderEndsFocus() {
        struct Form: View {
            @State var name = ""
            @FocusState var focused: Bool
            var body: some View {
                VStack {
                    TextField("Name", text: $name).focused($focused)
                    Text(focused ? "editing" : "idle")
                    Button("Edit") { focused = true }
                    Button("Done") {
                        UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
                    }
                    Button("Window") { UIApplication.shared.windows.first?.endEditing(true) }
                }
            }
        }
        let h = ViewHost(rootView: Form(), size: CGSize(width: 300, height: 300))
        h.printsWarnings = false
        #expect(!UIApplication.shared.sendAction("copy:", to: nil, from: nil, for: nil))
        for done in ["Done", "Window"] {
            h.tap(onText: "Edit"); h.advance()
            #expect(h.frame(ofText: "editing") != nil && h.isEditingText)
            h.tap(onText: done); h.advance()
            #expect(h.frame(ofText: "idle") != nil && !h.isEditingText, "\(done)")
        }
        #expect(!UIApplication.shared.sendAction("resignFirstResponder", to: nil, from: nil, for: nil), "nothing had focus")
    }

    /// §34: `UISegmentedControl.appearance()` styles segmented pickers built after it is set: the
    /// selected segment's thumb, the track, the titles' colours and font per state.
    @Test func segmentedControlAppearanceStylesSegmentedPickers() {
        struct Picked: View {
            @State var pick = 1
            var body: some View {
                Picker("Size", selection: $pick) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                .pickerStyle(.segmented)
                .frame(width: 240)
            }
        }
        let proxy = UISegmentedControl.appearance()
        defer {
            proxy.selectedSegmentTintColor = nil
            proxy.backgroundColor = nil
            proxy.setTitleTextAttributes(nil, for: .normal)
            proxy.setTitleTextAttributes(nil, for: .selected)
        }
        let plain = ViewHost(rootView: Picked(), size: CGSize(width: 300, height: 100))
        expectEqual(plain.rect(filled: Color(.systemIndigo)), nil)
        let small = plain.textDrawings.first { $0.string == "Small" }
        proxy.selectedSegmentTintColor = .systemIndigo
        proxy.backgroundColor = .systemYellow
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)], for: .selected)
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
        let h = ViewHost(rootView: Picked(), size: CGSize(width: 300, height: 100))
        let thumb = h.rect(filled: Color(.systemIndigo))
        let track = h.rect(filled: Color(.systemYellow))
        #expect(track?.width == 240 && track?.height == 32)
        // The thumb: the second half of the track, inset 2 pt.
        #expect(thumb?.width == 116 && thumb?.minX == (track?.minX ?? 0) + 122, "\(String(describing: thumb)) in \(String(describing: track))")
        let large = h.textDrawings.first { $0.string == "Large" }
        #expect(large?.color == Color.white.resolved && large?.font == .system(size: 20, weight: .bold))
        expectEqual(h.textDrawings.first { $0.string == "Small" }?.color, Color(.systemGray).resolved)
        #expect(small?.color != Color(.systemGray).resolved)
    }

    /// §34: `UITabBar.appearance().isHidden`, set in a custom tab bar's `init()`, hides the
    /// system bar of the tab views built after it: no item is drawn and the content takes the
    /// bar's room.
    @Test func aHiddenTabBarProxyHidesTheBar() {
        struct Tabs: View {
            var body: some View {
                TabView {
                    Color.red.tabItem { Label("One", systemImage: "1.circle") }
                    Color.blue.tabItem { Label("Two", systemImage: "2.circle") }
                }
            }
        }
        let proxy = UITabBar.appearance()
        defer { proxy.isHidden = false }
        let shown = ViewHost.phone(Tabs())
        #expect(shown.drawsText("Two"))
        proxy.isHidden = true
        let hidden = ViewHost.phone(Tabs())
        #expect(!hidden.drawsText("Two"))
        let red = hidden.rect(filled: .red), barred = shown.rect(filled: .red)
        #expect(red != nil && barred != nil && red!.maxY > barred!.maxY, "\(String(describing: red)) \(String(describing: barred))")
    }

    /// §34: the key-window helper published code uses for the safe area reads the window's
    /// insets through `connectedScenes` (one foreground window scene).
    @Test func theKeyWindowHasTheWindowsSafeArea() {
        _ = ViewHost.phone(Text("x"))
        let window = UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        expectEqual(window?.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectEqual((UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first?.bounds.size, CGSize(width: 390, height: 844))
    }

    /// §34: the published `RoundedCorner` shape: `UIBezierPath(roundedRect:byRoundingCorners:
    /// cornerRadii:)` rounds only the corners named (circular arcs, at most half the shorter side)
    /// and `Path(path.cgPath)` draws it; an arc's `clockwise` is UIKit's, on screen.
    @Test func aBezierPathRoundsTheCornersItNames() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let top = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                    cornerRadii: CGSize(width: 20, height: 20)).cgPath)
        expectEqual(top.boundingRect, rect)
        #expect(!top.contains(CGPoint(x: 2, y: 2)) && !top.contains(CGPoint(x: 98, y: 2)))
        #expect(top.contains(CGPoint(x: 2, y: 58)) && top.contains(CGPoint(x: 98, y: 58)))
        // An infinite radius is half the shorter side: the ends are half circles.
        let capsule = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners,
                                        cornerRadii: CGSize(width: CGFloat.infinity, height: .infinity)).cgPath)
        #expect(capsule.contains(CGPoint(x: 30, y: 30)) && !capsule.contains(CGPoint(x: 3, y: 3)))
        // Clockwise on screen from 0 to π/2: the quarter below and right of the centre.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(arc.bounds.minX >= 49.9 && arc.bounds.minY >= 49.9 && abs(arc.bounds.maxY - 60) < 0.1, "\(arc.bounds)")
    }

    /// §34: `UITabBar.appearance()` styles the tab bars built after it is set, the way apps
    /// undo iOS 15's clear bar: an opaque appearance for the scroll edge and the standard look
    /// colours the bar over short content, `unselectedItemTintColor` the other items; the view's
    /// `backgroundColor` shows even at the edge.
    @Test func tabBarAppearanceStylesTheTabBar() {
        struct Tabs: View {
            var body: some View {
                TabView {
                    Text("One").tabItem { Label("One", systemImage: "1.circle") }
                    Text("Two").tabItem { Label("Two", systemImage: "2.circle") }
                }
            }
        }
        let proxy = UITabBar.appearance()
        defer {
            proxy.standardAppearance = UITabBarAppearance()
            proxy.scrollEdgeAppearance = nil
            proxy.unselectedItemTintColor = nil
            proxy.backgroundColor = nil
        }
        let size = CGSize(width: 390, height: 844)
        func barFill(_ h: ViewHost, _ color: Color) -> CGRect? {
            h.shapeDrawings.first { $0.paint == .fill(color.resolved) && $0.rect.width == 390 && $0.rect.maxY == 844 }?.rect
        }
        let plain = ViewHost(rootView: Tabs(), size: size)
        expectEqual(barFill(plain, Color(.systemIndigo)), nil)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.selected.iconColor = .white
        proxy.standardAppearance = appearance
        proxy.scrollEdgeAppearance = appearance
        proxy.unselectedItemTintColor = .systemGray2
        let styled = ViewHost(rootView: Tabs(), size: size)
        #expect(barFill(styled, Color(.systemIndigo)).map { abs($0.minY - 795) < 0.01 } == true, "the opaque bar over short content")
        #expect(styled.textDrawings.first { $0.string == "One" && $0.rect.minY > 760 }?.color == Color.white.resolved)
        #expect(styled.textDrawings.first { $0.string == "Two" && $0.rect.minY > 760 }?.color == Color(.systemGray2).resolved)
        // Only the view's colour, no appearance: it shows at the scroll edge too.
        proxy.standardAppearance = UITabBarAppearance()
        proxy.scrollEdgeAppearance = nil
        proxy.unselectedItemTintColor = nil
        proxy.backgroundColor = .systemTeal
        let tinted = ViewHost(rootView: Tabs(), size: size)
        #expect(barFill(tinted, Color(.systemTeal)) != nil)
    }

    /// §34: the title attributes of `UINavigationBar.appearance()` colour and size the bar's
    /// titles: the large title from the appearance, the inline one from the proxy's own.
    @Test func navigationBarAppearanceStylesTheTitles() {
        struct Titled: View {
            let inline: Bool
            var body: some View {
                NavigationStack {
                    Text("content").navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(inline ? .inline : .large)
                }
            }
        }
        let proxy = UINavigationBar.appearance()
        defer {
            proxy.standardAppearance = UINavigationBarAppearance()
            proxy.titleTextAttributes = nil
        }
        let size = CGSize(width: 390, height: 700)
        let plain = ViewHost(rootView: Titled(inline: false), size: size)
        expectEqual(plain.textDrawings.first { $0.string == "Inbox" }?.color, Color.primary.resolved)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        proxy.standardAppearance = appearance
        proxy.titleTextAttributes = [.foregroundColor: UIColor.systemTeal, .font: UIFont.systemFont(ofSize: 20, weight: .heavy)]
        let large = ViewHost(rootView: Titled(inline: false), size: size)
        expectEqual(large.textDrawings.first { $0.string == "Inbox" }?.color, Color(.systemPink).resolved)
        let inline = ViewHost(rootView: Titled(inline: true), size: size)
        let title = inline.textDrawings.first { $0.string == "Inbox" }
        #expect(title?.color == Color(.systemTeal).resolved && title?.font == .system(size: 20, weight: .heavy))
    }

    /// §34: a UIViewRepresentable compiles, runs its make (once) and update (each evaluation)
    /// with its coordinator, and draws a placeholder naming the UIKit view, filling the offer.
    @Test func representablesRunAndDrawAPlaceholder() {
        final class Calls { var log: [String] = [] }
        struct Blur: UIViewRepresentable {
            let calls: Calls
            let count: Int
            final class Coordinator { let id = Int.random(in: 1...1_000_000) }
            func makeCoordinator() -> Coordinator { Coordinator() }
            func makeUIView(context: Context) -> UIVisualEffectView {
                calls.log.append("make \(context.coordinator.id)")
                return UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
                calls.log.append("update \(count) \(context.coordinator.id)")
            }
        }
        struct Screen: View {
            let calls: Calls
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Button("More") { count += 1 }.frame(height: 40)
                    Blur(calls: calls, count: count)
                }
            }
        }
        let calls = Calls()
        let h = ViewHost(rootView: Screen(calls: calls), size: CGSize(width: 200, height: 240))
        h.tap(onText: "More"); h.advance()
        #expect(calls.log.count == 3 && calls.log[0].hasPrefix("make "), "\(calls.log)")
        let id = calls.log[0].dropFirst(5)
        #expect(calls.log[1] == "update 0 \(id)" && calls.log[2] == "update 1 \(id)", "one coordinator: \(calls.log)")
        let name = h.textDrawings.first { $0.string == "UIVisualEffectView" }
        #expect(name != nil)
        expectEqual(h.rect(filled: Color(.secondarySystemFill)), CGRect(x: 0, y: 40, width: 200, height: 200))
    }

    /// §34: the spell checker finds the first word not in the system's word list, wrapping when
    /// asked; guesses are words one edit away.
    @Test func textCheckerUsesTheSystemWordList() throws {
        try #require(FileManager.default.fileExists(atPath: "/usr/share/dict/words"), "wamerican is installed by make test")
        let checker = UITextChecker()
        let text = "Silkworm zxqv Banana qqqx"
        let all = NSRange(location: 0, length: text.utf16.count)
        let first = checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en")
        #expect(first.location == 9 && first.length == 4)
        let later = checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 14, wrap: false, language: "en")
        expectEqual(later.location, 21)
        let wrapped = checker.rangeOfMisspelledWord(in: "zxqv fine", range: NSRange(location: 0, length: 9), startingAt: 5, wrap: true, language: "en")
        expectEqual(wrapped.location, 0)
        let clean = checker.rangeOfMisspelledWord(in: "it's a cat", range: NSRange(location: 0, length: 10), startingAt: 0, wrap: false, language: "en")
        expectEqual(clean.location, NSNotFound)
        expectEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "cagt", language: "en")?.contains("cat"), true)
        expectEqual(checker.rangeOfMisspelledWord(in: "zxqv", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "fr").location, NSNotFound)
    }
}
