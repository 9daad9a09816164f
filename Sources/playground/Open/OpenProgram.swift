import Foundation

/// What `SwiftFileBuilder` compiles into one program: one file (`SwiftFile`) or an app's
/// sources (`AppSources`).
protocol OpenProgram {
    /// How progress lines name it ("ContentView.swift", "Memorize (12 files)").
    var label: String { get }
    /// The sources the compiler gets: a path relative to the build's source folder, the text, and
    /// the user's file it is a copy of (its path replaces the copy's in the compiler's output).
    var compiledSources: [(name: String, text: String, original: URL?)] { get }
    /// Flags for the compiler beyond the common ones (`-parse-as-library` for an `@main` app).
    var extraCompilerFlags: [String] { get }
    /// The Swift language mode ("5", as Xcode builds most apps; "6" when the app's project says so).
    var swiftLanguageMode: String { get }
    /// Files copied beside the program, where `Bundle.main` finds them: a path relative to the
    /// program's folder and the file.
    var resources: [(name: String, file: URL)] { get }
    /// The cache key: everything the program is built from.
    func cacheKey(layout: RuntimeLayout) -> String
}

extension OpenProgram {
    var swiftLanguageMode: String { "5" }
    var resources: [(name: String, file: URL)] { [] }
}
