import Foundation
import Testing

extension OpenCommandTests {
    /// Issue 16's "done when": a custom navigation title written the way people write it (a
    /// preference read by a container above the content, the system bar hidden, a custom back
    /// button calling `presentationMode`'s dismiss) runs from a user's file; an input script
    /// pushes, pops, opens a sheet and answers an alert by taps (docs/semantics.md §27, §28).
    @Test func customNavigationTitleFileRuns() throws {
        let dir = Tool.tempDir("open-navigation")
        let file = dir.appendingPathComponent("CustomTitle.swift")
        try """
        import SwiftUI

        struct NavTitleKey: PreferenceKey {
            static var defaultValue: String = ""
            static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
        }

        extension View {
            func customTitle(_ title: String) -> some View { preference(key: NavTitleKey.self, value: title) }
        }

        struct TitledScreen<Content: View>: View {
            @Environment(\\.presentationMode) var presentationMode
            @State private var title = ""
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View {
                VStack(spacing: 0) {
                    HStack {
                        Button("‹ Back") { presentationMode.wrappedValue.dismiss() }
                        Spacer()
                        Text(title).font(.headline)
                        Spacer()
                    }
                    .padding()
                    .background(Color.orange)
                    content.frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .navigationBarHidden(true)
                .onPreferenceChange(NavTitleKey.self) { value in
                    title = value
                    print("title \\(value)")
                }
            }
        }

        struct Detail: View {
            @State private var showSheet = false
            @State private var showAlert = false
            var body: some View {
                TitledScreen {
                    VStack(spacing: 20) {
                        Button("Show sheet") { showSheet = true }
                        Button("Delete") { showAlert = true }
                    }
                    .customTitle("Detail")
                    .sheet(isPresented: $showSheet, onDismiss: { print("sheet dismissed") }) {
                        SheetBody()
                    }
                    .alert("Delete this?", isPresented: $showAlert) {
                        Button("Remove", role: .destructive) { print("deleted") }
                        Button("Cancel", role: .cancel) {}
                    }
                }
            }
        }

        struct SheetBody: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View {
                Button("Close sheet") { dismiss() }
                    .presentationDetents([.medium])
            }
        }

        struct ContentView: View {
            var body: some View {
                NavigationView {
                    TitledScreen {
                        NavigationLink(destination: Detail()) { Text("Open detail") }
                            .padding(60)
                            .background(Color.green)
                            .customTitle("Home")
                    }
                }
            }
        }

        #Preview { ContentView() }

        """.write(to: file, atomically: true, encoding: .utf8)
        let script = dir.appendingPathComponent("taps.txt")
        try """
        0.3 tap "Open detail"
        1.3 tap "Show sheet"
        2.3 tap "Close sheet"
        3.3 tap "Delete"
        4.0 tap "Remove"
        4.8 tap "‹ Back"

        """.write(to: script, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("frames")
        let run = try open([file.path, "--headless", "--size", "390x700", "--duration", "6", "--script", script.path, "--record", out.path])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let titles = lines.filter { $0.hasPrefix("title ") }
        #expect(titles.first == "title Home", "stdout: \(run.stdout)")
        #expect(titles.contains("title Detail"), "the pushed screen's title came up through the preference")
        #expect(lines.contains("sheet dismissed"), "stdout: \(run.stdout)")
        #expect(lines.contains("deleted"), "the alert's destructive button ran: \(run.stdout)")
        // At the end the home screen is back: its orange bar spans the top, with no detail drawn.
        let last = try #require(RGBImage.load(out.appendingPathComponent("frame-00359.png").path))
        let bar = last.pixel(200, 10)
        #expect(bar.r > 240 && bar.g > 120 && bar.g < 190 && bar.b < 40, "the orange bar: \(bar)")
        func isGreen(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.g > 150 && p.r < 100 && p.b < 120 }
        #expect(isGreen(last.pixel(195, 330)), "the home screen's green panel is back: \(last.pixel(195, 330))")
        // Between the sheet and the alert, the detail screen shows under the same bar, undimmed.
        let pushed = try #require(RGBImage.load(out.appendingPathComponent("frame-00185.png").path))
        #expect(pushed.pixel(200, 10) == bar, "the pushed screen has the same custom bar")
        #expect(!isGreen(pushed.pixel(195, 330)), "the detail covers the home screen")
    }
}
