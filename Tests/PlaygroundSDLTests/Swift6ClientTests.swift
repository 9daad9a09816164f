import Foundation
import Testing

/// Building views outside the main actor, as SwiftUI allows: its `ViewBuilder` is not isolated,
/// its views are made by non-isolated initialisers and its modifiers are `nonisolated`. A Swift 6
/// client that builds views in a global `@ViewBuilder` function, a non-isolated protocol
/// requirement or a `nonisolated` helper must compile here without a warning.
struct Swift6ClientTests {
    static let client = """
    import PlaygroundUI

    struct K: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }
    struct ReadsK: ViewModifier {
        func body(content: Content) -> some View { content.padding(2) }
    }

    @ViewBuilder func rows() -> some View { Text("a"); Text("b") }

    protocol Card {
        associatedtype Face: View
        @ViewBuilder func face() -> Face
    }
    struct PlainCard: Card {
        let on: Bool
        func face() -> some View {
            if on { Color.blue } else { Text("off").foregroundColor(.red) }
            HStack { Spacer(); Rectangle().fill(Color.red); Circle().stroke(Color.green, lineWidth: 2) }
            ForEach(0..<3) { Text("\\($0)") }
            ForEach(["x"], id: \\.self) { Text($0) }
        }
    }

    nonisolated func decorated(_ title: String) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline).bold()
            Capsule().frame(width: 40, height: 4)
            ZStack(alignment: .topLeading) { EmptyView(); AnyView(Text("z")) }
            GeometryReader { proxy in Color.clear.preference(key: K.self, value: proxy.size.width) }
            Button("Tap") {}
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray))
        .overlayPreferenceValue(K.self) { width in Text("\\(Int(width))") }
        .transformPreference(K.self) { $0 += 1 }
        .onPreferenceChange(K.self) { _ in }
        .offset(x: 1, y: 2)
        .opacity(0.5)
        .animation(.spring(), value: title)
        .onTapGesture {}
        .contentShape(Rectangle())
        .coordinateSpace(name: "card")
        .id(title)
        .modifier(ReadsK())
        .previewDisplayName("Card")
    }
    """

    @Test func nonIsolatedViewCodeCompilesWithoutWarnings() throws {
        let bin = Tool.playground.deletingLastPathComponent()
        let dir = Tool.tempDir("swift6-client")
        let file = dir.appendingPathComponent("Client.swift")
        try Self.client.write(to: file, atomically: true, encoding: .utf8)
        let maps = ((try? FileManager.default.contentsOfDirectory(atPath: bin.path)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .map { bin.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let swiftc = try #require(["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        let run = try Tool.run(["-swift-version", "6", "-typecheck", "-warnings-as-errors",
                                "-I", bin.appendingPathComponent("Modules").path,
                                "-module-cache-path", dir.appendingPathComponent("mc").path]
                               + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + [file.path],
                               executable: URL(fileURLWithPath: swiftc))
        #expect(run.status == 0, "\(run.stderr)")
    }
}
