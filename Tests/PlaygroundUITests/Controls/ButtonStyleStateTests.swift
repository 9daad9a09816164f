import Foundation
import Testing
@testable import PlaygroundUI

/// A button style's own `@State` (docs/semantics.md §24.1): a change of it evaluates the style's
/// body again on its own, with the label and the action of the button's latest build (the node
/// keeps the inputs of its last evaluation, node-model step 80).
@MainActor
struct ButtonStyleStateTests {
    final class Log { var actions: [String] = [] }

    /// Counts its taps in its own state and shows the count beside the label.
    struct CountingStyle: PrimitiveButtonStyle {
        @State private var taps = 0
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("taps \(taps)")
            }
            .frame(width: 160, height: 40)
            .contentShape(Rectangle())
            .onTapGesture { taps += 1; configuration.trigger() }
        }
    }

    struct Screen: View {
        let log: Log
        @State private var mode = "A"
        var body: some View {
            // The action holds the mode of its build (reading the state when it runs would give
            // the current mode from any build's action).
            let built = mode
            VStack(spacing: 20) {
                Button("mode \(mode)") { mode = "B" }
                Button("Go") { log.actions.append(built) }.buttonStyle(CountingStyle())
            }
        }
    }

    @Test func aStylesOwnStateEvaluatesItsBodyWithTheLatestAction() throws {
        let log = Log()
        let host = ViewHost(rootView: Screen(log: log), size: CGSize(width: 300, height: 300))
        host.advance()
        #expect(host.exists(text: "taps 0"))
        try #require(host.tap(onText: "Go")); host.advance()
        #expect(host.exists(text: "taps 1"))
        #expect(host.exists(text: "Go"))
        expectEqual(log.actions, ["A"])
        // A new action: the screen's body is evaluated again with mode B.
        try #require(host.tap(onText: "mode A")); host.advance()
        #expect(host.exists(text: "mode B"))
        try #require(host.tap(onText: "Go")); host.advance()
        #expect(host.exists(text: "taps 2"))
        // This tap's body was made by the style's own state change, from the kept inputs: the
        // action is the latest build's.
        try #require(host.tap(onText: "Go")); host.advance()
        #expect(host.exists(text: "taps 3"))
        expectEqual(log.actions, ["A", "B", "B"])
    }
}
