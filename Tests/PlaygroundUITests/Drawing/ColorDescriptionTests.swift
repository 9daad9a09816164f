import Testing
@testable import PlaygroundUI

// How a colour prints (docs/semantics.md §9): a system colour by its name, any other as
// "#RRGGBBAA" — what a colour picker that shows `"\(color)"` displays on iOS.
@MainActor
@Suite struct ColorDescriptionTests {
    @Test func systemColoursPrintTheirNames() {
        expectEqual(Color.green.description, "green")
        expectEqual("\(Color.red)", "red")
        expectEqual(Color.primary.description, "primary")
        expectEqual([Color.blue, .orange].map(\.description), ["blue", "orange"])
    }

    @Test func otherColoursPrintTheirComponents() {
        expectEqual(Color(red: 1, green: 0, blue: 0).description, "#FF0000FF")
        expectEqual(Color(white: 0.5, opacity: 0.5).description, "#80808080")
        expectEqual(Color.red.opacity(0.5).description, "#FF3B3080")
    }

    @Test func theNameIsNotPartOfEquality() {
        let green: Double = 59.0 / 255, blue: Double = 48.0 / 255
        var same = Color(red: 1, green: green, blue: blue)
        same.dark = Color.red.dark
        #expect(Color.red == same && same.description == "#FF3B30FF")
        expectEqual(Set([Color.red, Color.red.opacity(1)]).count, 1)
    }
}
