import Foundation
import Testing
@testable import PlaygroundUI

// §22: onAppear, onDisappear, onChange, task, onReceive(Timer.publish).

@MainActor private var log: [String] = []

private struct Leaf: View {
    let name: String
    var body: some View {
        Text(name)
            .onChange(of: 0, initial: true) { log.append("\(name) change") }
            .onAppear { log.append("\(name) appear") }
            .task { log.append("\(name) task") }
            .onDisappear { log.append("\(name) disappear") }
    }
}

private struct Tree: View {
    @State var showsB = true
    @State var items = [1, 2, 3]
    var body: some View {
        VStack {
            Leaf(name: "A")
            if showsB { Leaf(name: "B") }
            ForEach(items, id: \.self) { i in Leaf(name: "item\(i)") }
            Text("hide").onTapGesture { showsB = false }
            Text("drop").onTapGesture { items.removeFirst() }
        }
        .onAppear { log.append("stack appear") }
        .task { log.append("stack task") }
    }
}

/// Serialized: the tests share `log`, and the async ones yield to others.
@MainActor @Suite(.serialized)
struct LifecycleTests {
    /// §22.1: deeper views appear first, a view's modifiers in written order; tasks start after
    /// every onAppear of the frame, in the same order.
    @Test func appearOrder() async {
        log = []
        let host = ViewHost(rootView: Tree())
        #expect(Array(log.prefix(11)) == [
            "A change", "A appear", "B change", "B appear",
            "item1 change", "item1 appear", "item2 change", "item2 appear", "item3 change", "item3 appear",
            "stack appear",
        ])
        await waitUntil { log.count >= 17 }
        expectEqual(Array(log.dropFirst(11)), ["A task", "B task", "item1 task", "item2 task", "item3 task", "stack task"])
        _ = host
    }

    /// §22.1: an `if` branch that goes and a `ForEach` item that goes disappear; the others stay
    /// (no second onAppear).
    @Test func disappearOnRemoval() {
        log = []
        let host = ViewHost(rootView: Tree())
        log = []
        host.tap(onText: "hide")
        host.advance(frames: 1)
        expectEqual(log, ["B disappear"])
        log = []
        host.tap(onText: "drop")
        host.advance(frames: 1)
        expectEqual(log, ["item1 disappear"])
    }

    /// §22.2: onChange gets old and new values after the update; state it changes is taken up in
    /// the same frame; the one-value and no-value forms work.
    @Test func onChangeValues() {
        struct V: View {
            @State var n = 0
            @State var doubled = 0
            @State var seen: [String] = []
            var body: some View {
                VStack {
                    Text("n \(n)").onTapGesture { n += 1 }
                    Text("doubled \(doubled)")
                    Text(seen.joined(separator: " "))
                }
                .onChange(of: n) { old, new in
                    seen.append("\(old)>\(new)")
                    doubled = new * 2
                }
                .onChange(of: n) { seen.append("plain") }
            }
        }
        let host = ViewHost(rootView: V())
        host.tap(onText: "n 0")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "doubled 2") != nil)
        #expect(host.frame(ofText: "0>1 plain") != nil)
        host.tap(onText: "n 1")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "0>1 plain 1>2 plain") != nil)
        #expect(host.frame(ofText: "doubled 4") != nil)
    }

    /// §22.3: `task(id:)` restarts when the id changes, cancelling the running one; a removed
    /// view's task is cancelled.
    @Test func taskIdRestartsAndCancels() async {
        @MainActor final class Record { var events: [String] = [] }
        let record = Record()
        struct V: View {
            let record: Record
            @State var id = 0
            @State var shown = true
            var body: some View {
                VStack {
                    Text("next").onTapGesture { id += 1 }
                    Text("remove").onTapGesture { shown = false }
                    if shown {
                        Text("worker").task(id: id) {
                            let mine = id
                            record.events.append("start \(mine)")
                            do {
                                try await Task.sleep(nanoseconds: 3_600_000_000_000)   // an hour: only cancellation ends it
                                record.events.append("finished \(mine)")
                            } catch {
                                record.events.append("cancelled \(mine)")
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(rootView: V(record: record))
        await waitUntil { record.events.contains("start 0") }
        host.tap(onText: "next")
        host.advance(frames: 1)
        await waitUntil { record.events.contains("cancelled 0") && record.events.contains("start 1") }
        host.tap(onText: "remove")
        host.advance(frames: 1)
        await waitUntil { record.events.contains("cancelled 1") }
        expectEqual(record.events.filter { $0.hasPrefix("start") }, ["start 0", "start 1"])
        #expect(record.events.contains("cancelled 0"))
        #expect(record.events.contains("cancelled 1"))
        #expect(!record.events.contains { $0.hasPrefix("finished") })
    }

    /// §22.4: a timer publisher ticks on the host's clock: 1 s at 60 fps is one tick of a 1 s timer.
    @Test func timerTicksOnVirtualClock() {
        struct Clock: View {
            @State var ticks = 0
            let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
            }
        }
        let host = ViewHost(rootView: Clock())
        host.advance(seconds: 1)
        #expect(host.frame(ofText: "ticks 2") != nil)
        host.advance(seconds: 2)
        #expect(host.frame(ofText: "ticks 6") != nil)
    }
}
