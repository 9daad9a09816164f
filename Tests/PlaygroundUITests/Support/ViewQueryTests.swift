import Foundation
import Testing
@testable import PlaygroundUI

// docs/semantics.md §32.4: a test finds views by text, accessibility identifier or label, reads
// frames and preference values, and acts on them as a user would. Written as a user's tests are.

private struct Total: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Greeter: View {
    @State private var name = ""
    @State private var taps = 0
    @State private var offset: CGFloat = 0
    var body: some View {
        VStack {
            TextField("Name", text: $name).accessibilityIdentifier("name")
            Text(name.isEmpty ? "Hello" : "Hello, \(name)")
            Button("Increment") { taps += 1 }
            Text("Taps: \(taps)")
            VStack {
                Text("a").preference(key: Total.self, value: 2)
                Text("b").preference(key: Total.self, value: 3)
            }
            .accessibilityIdentifier("pair")
            Circle().frame(width: 30, height: 30)
                .offset(x: offset)
                .gesture(DragGesture().onChanged { offset = $0.translation.width })
                .accessibilityLabel("Knob")
            Text("Offset \(Int(offset))")
        }
        .preference(key: Total.self, value: 10)
    }
}

@MainActor
@Suite struct ViewQueryTests {
    @Test func findTapTypeAndDrag() throws {
        let host = ViewHost(rootView: Greeter(), size: CGSize(width: 390, height: 844))

        try #require(host.find(text: "Increment")).tap()
        #expect(host.exists(text: "Taps: 1"))

        try #require(host.find(identifier: "name")).typeText("Ada")
        #expect(host.exists(text: "Hello, Ada"))

        try #require(host.find(label: "Knob")).drag(by: CGSize(width: 60, height: 0))
        #expect(host.exists(text: "Offset 60"), "\(host.findAll(text: "Offset 60"))")

        let pair = try #require(host.find(identifier: "pair"))
        #expect(pair.preferenceValue(Total.self) == 5, "the pair's own subtree: 2 + 3")
        #expect(host.preferenceValue(Total.self) == 10, "the window's: the outer preference replaces its descendants' (§1)")
        #expect(pair.frame.height > 0 && pair.text == "a")
        #expect(host.find(text: "nothing like this") == nil && host.find(identifier: "nope") == nil)
    }
}
