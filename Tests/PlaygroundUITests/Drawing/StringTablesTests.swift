import Foundation
import Testing
@testable import PlaygroundUI

// An app's string tables (docs/semantics.md §20.6): Localizable.strings per language,
// Localizable.xcstrings, keys with interpolations as format specifiers.

@MainActor
@Suite(.serialized) struct StringTablesTests {
    @Test func formatReplacesSpecifiersInOrderOrByPosition() {
        expectEqual(StringTables.format("Score: %lld", ["1,000"]), "Score: 1,000")
        expectEqual(StringTables.format("%@ has %lld points (%.1f %%)", ["Ann", "3", "12.5"]), "Ann has 3 points (12.5 %)")
        expectEqual(StringTables.format("%2$@, %1$@", ["world", "Hello"]), "Hello, world")
        expectEqual(StringTables.format("missing %@ and %@", ["one"]), "missing one and %@")
        expectEqual(StringTables.format("no specifiers", ["x"]), "no specifiers")
        expectEqual(StringTables.format("trailing %", []), "trailing %")
    }

    @Test func textKeysAreLookedUpInTheAppsTables() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir); StringTables.unload() }
        for lang in ["en", "de"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("\(lang).lproj"), withIntermediateDirectories: true)
        }
        try """
        /* The greeting. */
        "zz.greeting" = "Hello, world!";
        "zz.score %lld" = "Points: %lld";
        "zz.%@ likes %@" = "%1$@ likes %2$@";
        """.write(to: dir.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        "zz.greeting" = "Hallo, Welt!";
        "zz.%@ likes %@" = "%2$@ gefällt %1$@";
        """.write(to: dir.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        {"sourceLanguage":"en","strings":{"zz.apples %lld":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld apple"}},"other":{"stringUnit":{"state":"translated","value":"%lld apples"}}}}},"de":{"stringUnit":{"state":"translated","value":"%lld Äpfel"}}}},"zz.only in catalog":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"From the catalog"}}}}},"version":"1.0"}
        """.write(to: dir.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)

        #expect(StringTables.load(from: dir).isEmpty)
        let who = "Ann", n = 1000
        let h = ViewHost(rootView: VStack {
            Text("zz.greeting")
            Text("zz.score \(n)")
            Text("zz.\(who) likes \("tea")")
            Text("zz.apples \(3)")
            Text("zz.only in catalog")
            Text("zz.not in any table \(n)")
            Text(verbatim: "zz.greeting")
        }, size: CGSize(width: 400, height: 400))
        for shown in ["Hello, world!", "Points: 1,000", "Ann likes tea", "3 apples", "From the catalog", "zz.not in any table 1,000", "zz.greeting"] {
            #expect(h.frame(ofText: shown) != nil, "\(shown)")
        }
        #expect(StringTables.load(from: dir, language: "de").isEmpty)
        let de = ViewHost(rootView: VStack { Text("zz.greeting"); Text("zz.\(who) likes \("Tee")"); Text("zz.apples \(3)") }, size: CGSize(width: 400, height: 200))
        for shown in ["Hallo, Welt!", "Tee gefällt Ann", "3 Äpfel"] {
            #expect(de.frame(ofText: shown) != nil, "\(shown)")
        }
    }

    /// §20.6: a control's title written as a literal is a key, as in SwiftUI (whose
    /// `StringProtocol` initialisers are the disfavoured ones); a `String` variable is shown as
    /// written.
    @Test func controlTitlesAreKeys() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-controls-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir); StringTables.unload() }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try """
        "zz.toggle" = "Toggle title";
        "zz.picker" = "Picker title";
        "zz.section" = "Section title";
        "zz.button" = "Button title";
        "zz.field" = "Field prompt";
        "zz.stepper" = "Stepper title";
        "zz.progress" = "Progress title";
        "zz.link" = "Link title";
        """.write(to: dir.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        #expect(StringTables.load(from: dir).isEmpty)
        let variable = "zz.toggle"
        let h = ViewHost(rootView: NavigationStack {
            Form {
                Section("zz.section") {
                    Toggle("zz.toggle", isOn: .constant(true))
                    Toggle(variable, isOn: .constant(false))
                    Picker("zz.picker", selection: .constant(1)) { Text("One").tag(1) }
                    Stepper("zz.stepper", value: .constant(1), in: 0...3)
                    Button("zz.button") {}
                    TextField("zz.field", text: .constant(""))
                    ProgressView("zz.progress", value: 0.5)
                    NavigationLink("zz.link") { Text("x") }
                }
            }
        }, size: CGSize(width: 400, height: 700))
        h.printsWarnings = false
        let shown = h.textDrawings.map(\.string)
        for title in ["Toggle title", "Picker title", "SECTION TITLE", "Button title", "Field prompt", "Stepper title",
                      "Progress title", "Link title", "zz.toggle"] {
            #expect(shown.contains(title), "\(title) in \(shown)")
        }
    }

    @Test func unreadableTablesAreNamed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-bad-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir); StringTables.unload() }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try "\"unterminated = ;".write(to: dir.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        try "{not json".write(to: dir.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let problems = StringTables.load(from: dir)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.hasSuffix("Localizable.xcstrings: not a string catalog (JSON expected)") })
        #expect(problems.contains { $0.contains("en.lproj/Localizable.strings: not a strings file") })
        #expect(!StringTables.isActive)
    }

    // §20.8: `String(localized:)`, `LocalizedStringResource` and `Text(resource)` read the tables
    // `Text("key")` reads, interpolations as format specifiers; another table name is not loaded.
    @Test func localizedStringsAndResourcesReadTheSameTables() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-localized-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir); StringTables.unload() }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try """
        "zz.title" = "Reading list";
        "zz.%lld books" = "%lld books to read";
        "zz.by %@" = "written by %@";
        "zz.explicit.key" = "From the key";
        """.write(to: dir.appendingPathComponent("en.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        // Without tables: the key with its values, numbers formatted as in a Text key.
        expectEqual(String(localized: "zz.\(1200) books"), "zz.1,200 books")
        #expect(StringTables.load(from: dir).isEmpty)

        let n = 1200, who = "Ann"
        expectEqual(String(localized: "zz.title"), "Reading list")
        expectEqual(String(localized: "zz.\(n) books"), "1,200 books to read")
        expectEqual(String(localized: "zz.by \(who)", comment: "author"), "written by Ann")
        expectEqual(String(localized: "zz.title", table: "Localizable", bundle: .main, locale: Locale(identifier: "en"), comment: "c"), "Reading list")
        #expect(String(localized: "zz.title", table: "Other") == "zz.title")          // only Localizable is loaded
        expectEqual(String(localized: "zz.not in a table"), "zz.not in a table")
        expectEqual(String(localized: "zz.explicit.key", defaultValue: "Fallback"), "From the key")
        expectEqual(String(localized: "zz.missing.key", defaultValue: "Fallback \(n)"), "Fallback 1,200")

        let resource: LocalizedStringResource = "zz.\(n) books"
        expectEqual(resource.key, "zz.%lld books")
        expectEqual(String(localized: resource), "1,200 books to read")
        expectEqual(String(localized: LocalizedStringResource("zz.title", table: "Other")), "zz.title")
        expectEqual(String(localized: LocalizedStringResource("zz.explicit.key", defaultValue: "Fallback")), "From the key")

        let h = ViewHost(rootView: VStack {
            Text(LocalizedStringResource("zz.title"))
            Text(resource)
        }, size: CGSize(width: 400, height: 200))
        for shown in ["Reading list", "1,200 books to read"] {
            #expect(h.frame(ofText: shown) != nil, "\(shown)")
        }
    }
}
