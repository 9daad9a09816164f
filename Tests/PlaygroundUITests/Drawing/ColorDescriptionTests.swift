import Testing
@testable import PlaygroundUI

// How a colour prints (docs/semantics.md §9): a system colour by its name, any other as
// "#RRGGBBAA" — what a colour picker that shows `"\(color)"` displays on iOS.
@MainActor
@Suite struct ColorDescriptionTests {
    @Test func systemColoursPrintTheirNames() {
        #expect(Color.green.description == "green")
        #expect("\(Color.red)" == "red")
        #expect(Color.primary.description == "primary")
        #expect([Color.blue, .orange].map(\.description) == ["blue", "orange"])
    }

    @Test func otherColoursPrintTheirComponents() {
        #expect(Color(red: 1, green: 0, blue: 0).description == "#FF0000FF")
        #expect(Color(white: 0.5, opacity: 0.5).description == "#80808080")
        #expect(Color.red.opacity(0.5).description == "#FF3B3080")
    }

    @Test func theNameIsNotPartOfEquality() {
        let green: Double = 59.0 / 255, blue: Double = 48.0 / 255
        var same = Color(red: 1, green: green, blue: blue)
        same.dark = Color.red.dark
        #expect(Color.red == same && same.description == "#FF3B30FF")
        #expect(Set([Color.red, Color.red.opacity(1)]).count == 1)
    }
}
