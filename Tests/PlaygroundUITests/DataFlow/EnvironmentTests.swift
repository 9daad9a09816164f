import Foundation
import Testing
@testable import PlaygroundUI

// §21.1–21.3: @Environment, EnvironmentKey, built-in values, dark mode.

private struct GreetingKey: EnvironmentKey { static let defaultValue = "hello" }
private struct CountKey: EnvironmentKey { static let defaultValue = 0 }
/// Values of the shapes an environment entry boxes differently: inline, out of line, optional,
/// an object, an existential.
private struct WideValue: Equatable { var a = 1, b = 2, c = 3, d = 4, e = 5 }
private final class Marker: Sendable {}
private struct WideKey: EnvironmentKey { static let defaultValue = WideValue() }
private struct OptionalKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ObjectKey: EnvironmentKey { static let defaultValue: Marker? = nil }
private struct AnyKeyValue: EnvironmentKey { static let defaultValue: any Sendable = 0 }
extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
    fileprivate var count: Int {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
}

@MainActor private var evaluations: [String: Int] = [:]

private struct GreetingReader: View {
    @Environment(\.greeting) var greeting
    var body: some View {
        let _ = evaluations["reader", default: 0] += 1
        Text("greeting \(greeting)")
    }
}

/// Reads nothing from the environment; holds a reader and a plain text.
private struct Middle: View {
    var body: some View {
        let _ = evaluations["middle", default: 0] += 1
        VStack {
            GreetingReader()
            Text("plain")
        }
    }
}

private struct CountReader: View {
    @Environment(\.count) var count
    var body: some View {
        let _ = evaluations["count", default: 0] += 1
        Text("count \(count)")
    }
}

private struct Root: View {
    @State var greeting = "hi"
    @State var count = 1
    @State var big = false
    var body: some View {
        VStack {
            Middle()
            CountReader()
            Text("change greeting").onTapGesture { greeting = "bonjour" }
            Text("change font").onTapGesture { big = true }
        }
        .environment(\.greeting, greeting)
        .environment(\.count, count)
        .font(big ? .largeTitle : .body)
    }
}

@MainActor
struct EnvironmentTests {
    /// §21.1: a key's default until a view sets it; the nearest setting wins; transformEnvironment
    /// edits what is above.
    @Test func keysDefaultsAndOverrides() {
        struct V: View {
            var body: some View {
                VStack {
                    GreetingReader()
                    GreetingReader().environment(\.greeting, "inner")
                    GreetingReader().transformEnvironment(\.greeting) { $0 += "!" }
                }
                .environment(\.greeting, "outer")
            }
        }
        let host = ViewHost(rootView: VStack { V(); GreetingReader() })
        #expect(host.frame(ofText: "greeting outer") != nil)
        #expect(host.frame(ofText: "greeting inner") != nil)
        #expect(host.frame(ofText: "greeting outer!") != nil)
        #expect(host.frame(ofText: "greeting hello") != nil)
    }

    /// §21.1: when an environment value changes, only views that read it are evaluated again;
    /// a view between them that reads nothing is not (its content still sees the new value).
    @Test func onlyReadersReevaluate() {
        evaluations = [:]
        let host = ViewHost(rootView: Root())
        expectEqual(evaluations, ["middle": 1, "reader": 1, "count": 1])
        host.tap(onText: "change greeting")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "greeting bonjour") != nil)
        expectEqual(evaluations["reader"], 2)
        expectEqual(evaluations["middle"], 1)
        expectEqual(evaluations["count"], 1)
    }

    /// §21.1: a change of a built-in value nobody reads with @Environment (the font) reaches the
    /// texts inside without evaluating the views in between.
    @Test func fontChangeReachesTextsWithoutBodies() {
        evaluations = [:]
        let host = ViewHost(rootView: Root())
        let before = host.frame(ofText: "plain")!.height
        host.tap(onText: "change font")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "plain")!.height > before)
        expectEqual(evaluations["middle"], 1)
        expectEqual(evaluations["reader"], 1)
    }

    /// §21.2: `.disabled(true)` clears `isEnabled` below; `.disabled(false)` inside does not
    /// enable again.
    @Test func disabledIsInherited() {
        struct EnabledReader: View {
            let name: String
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text("\(name) \(isEnabled)") }
        }
        let host = ViewHost(rootView: VStack {
            EnabledReader(name: "a")
            VStack {
                EnabledReader(name: "b")
                EnabledReader(name: "c").disabled(false)
            }.disabled(true)
        })
        #expect(host.frame(ofText: "a true") != nil)
        #expect(host.frame(ofText: "b false") != nil)
        #expect(host.frame(ofText: "c false") != nil)
    }

    /// §21.2: the horizontal size class is compact below 600 points of width, regular from 600.
    @Test func sizeClassFollowsWidth() {
        struct SizeClassReader: View {
            @Environment(\.horizontalSizeClass) var h
            var body: some View { Text(h == .compact ? "compact" : "regular") }
        }
        let host = ViewHost(rootView: SizeClassReader(), size: CGSize(width: 390, height: 844))
        #expect(host.frame(ofText: "compact") != nil)
        host.size = CGSize(width: 600, height: 844)
        host.advance(frames: 1)
        #expect(host.frame(ofText: "regular") != nil)
        host.size = CGSize(width: 599, height: 844)
        host.advance(frames: 1)
        #expect(host.frame(ofText: "compact") != nil)
    }

    /// §21.2: the other built-ins have iPhone defaults; displayScale follows the host.
    @Test func builtInDefaults() {
        struct Reader: View {
            @Environment(\.dynamicTypeSize) var type
            @Environment(\.layoutDirection) var direction
            @Environment(\.locale) var locale
            @Environment(\.displayScale) var scale
            @Environment(\.isPresented) var presented
            @Environment(\.dismiss) var dismiss
            var body: some View {
                Text("\(type == .large) \(direction == .leftToRight) \(locale.identifier) \(Int(scale)) \(presented)")
                    .onTapGesture { dismiss() }   // a no-op outside a presentation
            }
        }
        let host = ViewHost(rootView: Reader())
        host.displayScale = 2
        host.advance(frames: 1)
        #expect(host.frame(ofText: "true true en_US 2 false") != nil)
        host.tap(onText: "true true en_US 2 false")
        host.advance(frames: 1)
    }

    /// §21.3: in dark mode `.primary` text is white, system colours take their dark values and
    /// the window is black; `.preferredColorScheme` switches the whole window.
    @Test func darkModeColours() {
        struct V: View {
            @Environment(\.colorScheme) var scheme
            var body: some View {
                VStack {
                    Text(scheme == .dark ? "dark" : "light")
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }
        let host = ViewHost(rootView: V())
        expectEqual(textColor(host, "light"), ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(fills(host).contains(Color(0, 122, 255).resolved))
        host.colorScheme = .dark
        host.advance(frames: 1)
        expectEqual(textColor(host, "dark"), ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1))
        #expect(fills(host).contains(Color(10, 132, 255).resolved))
        #expect(fills(host).first == ResolvedColor(red: 0, green: 0, blue: 0, opacity: 1))   // the window

        let preferring = ViewHost(rootView: V().preferredColorScheme(.dark))
        preferring.advance(frames: 1)
        expectEqual(preferring.effectiveColorScheme, .dark)
        #expect(preferring.frame(ofText: "dark") != nil)
    }

    private func textColor(_ host: ViewHost, _ string: String) -> ResolvedColor? {
        for item in host.displayList.items {
            if case .text(let t) = item, t.string == string { return t.color }
        }
        return nil
    }
    /// The environment is a value, as SwiftUI's is: writing a copy leaves the original as it was.
    /// Copies share their storage until one is written (the build copies the environment into
    /// every view node, docs/performance-profile.md step 7), so the sharing is checked too.
    @Test func copiesAreIndependentValues() {
        var a = EnvironmentValues()
        a.font = .title
        a.greeting = "hi"
        var b = a
        #expect(b.isIdentical(to: a))
        b.font = .body
        b.count = 3
        b.isEnabled = false
        #expect(!b.isIdentical(to: a))
        #expect(a.font == .title && a.greeting == "hi" && a.count == 0 && a.isEnabled)
        #expect(b.font == .body && b.greeting == "hi" && b.count == 3 && !b.isEnabled)
        #expect(a != b)
        var c = a
        c.font = .body
        c.font = .title
        #expect(!c.isIdentical(to: a))
        #expect(a == c, "equal fields compare equal in different storage")
        // A fresh environment has the defaults and shares them until written.
        #expect(EnvironmentValues().isIdentical(to: EnvironmentValues()))
        var d = EnvironmentValues()
        d.colorScheme = .dark
        #expect(EnvironmentValues().colorScheme == .light && d.colorScheme == .dark)
    }

    /// A frame whose root environment is unchanged keeps the last frame's, so the views built in
    /// it find their saved environment identical without comparing fields; a change makes a new one.
    @Test func rootEnvironmentKeptWhileUnchanged() {
        let host = ViewHost(rootView: Text("x"))
        let first = host.graph.lastRootEnvironment
        host.invalidate()
        host.advance(frames: 1)
        #expect(host.graph.lastRootEnvironment.isIdentical(to: first))
        host.colorScheme = .dark
        host.advance(frames: 1)
        #expect(!host.graph.lastRootEnvironment.isIdentical(to: first))
        expectEqual(host.graph.lastRootEnvironment.colorScheme, .dark)
    }

    private func fills(_ host: ViewHost) -> [ResolvedColor] {
        host.displayList.items.compactMap { item in
            if case .shape(let s) = item, case .fill(let c) = s.paint { return c }
            return nil
        }
    }
}

extension EnvironmentValues {
    @Entry fileprivate var entryLabel: String = "entry default"
    @Entry fileprivate var entryCount: Int?
}

@MainActor
struct EntryMacroTests {
    /// §21.1: `@Entry` declares a value with its default; `.environment` sets it.
    @Test func entryValues() {
        struct Reader: View {
            @Environment(\.entryLabel) var label
            @Environment(\.entryCount) var count
            var body: some View { Text("\(label) \(count.map(String.init) ?? "nil")") }
        }
        let host = ViewHost(rootView: VStack {
            Reader()
            Reader().environment(\.entryLabel, "set").environment(\.entryCount, 3)
        })
        #expect(host.frame(ofText: "entry default nil") != nil)
        #expect(host.frame(ofText: "set 3") != nil)
    }

    /// A custom key's value comes back as it was set, whatever its shape: the subscript takes it
    /// out of its entry by the key's value type, without a dynamic cast (§21.1).
    @Test func customValuesOfEveryShapeComeBack() {
        var env = EnvironmentValues()
        let marker = Marker()
        let wide = WideValue(a: 10, b: 20, c: 30, d: 40, e: 50)
        env[WideKey.self] = wide
        env[OptionalKey.self] = 7
        env[ObjectKey.self] = marker
        env[AnyKeyValue.self] = "text"
        env[CountKey.self] = 3
        #expect(env[WideKey.self] == wide)
        #expect(env[OptionalKey.self] == 7)
        #expect(env[ObjectKey.self] === marker)
        #expect(env[AnyKeyValue.self] as? String == "text")
        #expect(env[CountKey.self] == 3)
        env[OptionalKey.self] = nil
        #expect(env[OptionalKey.self] == nil)
        #expect(env[GreetingKey.self] == "hello")
    }
}
