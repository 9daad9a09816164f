import Foundation
import Testing
@testable import PlaygroundUI

/// `ForEach($items) { $item in … }` and `List($items) { $item in … }` (docs/semantics.md §21.8).
@MainActor
@Suite struct BindingCollectionTests {
    struct Task: Identifiable { let id: Int; var name: String; var done: Bool }

    struct Checklist: View {
        @State var tasks = [Task(id: 1, name: "Milk", done: false), Task(id: 2, name: "Eggs", done: true),
                            Task(id: 3, name: "Tea", done: false)]
        var body: some View {
            VStack {
                ForEach($tasks) { $task in
                    Button(task.done ? "\(task.name) done" : task.name) { task.done.toggle() }
                }
                Text("open \(tasks.filter { !$0.done }.count)")
                Button("Drop first") { tasks.removeFirst() }
            }
        }
    }

    /// Each element's binding writes the owner's array; identity follows the element's `id`.
    @Test func forEachOverABindingEditsElementsInPlace() {
        let h = ViewHost(rootView: Checklist(), size: CGSize(width: 300, height: 300))
        #expect(h.frame(ofText: "open 2") != nil && h.frame(ofText: "Eggs done") != nil)
        #expect(h.tap(onText: "Milk")); h.advance()
        #expect(h.frame(ofText: "Milk done") != nil && h.frame(ofText: "open 1") != nil)
        #expect(h.tap(onText: "Drop first")); h.advance()
        #expect(h.frame(ofText: "Milk done") == nil && h.frame(ofText: "Eggs done") != nil && h.frame(ofText: "open 1") != nil)
        #expect(h.tap(onText: "Tea")); h.advance()
        #expect(h.frame(ofText: "Tea done") != nil && h.frame(ofText: "open 0") != nil)
    }

    /// A binding to an array is a random-access collection of bindings; a binding kept after its
    /// element went reads the last value and writes nothing (SwiftUI traps).
    @Test func aBoundArrayIsACollectionOfBindings() {
        var storage = [10, 20, 30]
        let array = Binding(get: { storage }, set: { storage = $0 })
        #expect(array.count == 3 && array.map(\.wrappedValue) == [10, 20, 30])
        array[1].wrappedValue = 21
        expectEqual(storage, [10, 21, 30])
        let last = array[2]
        storage.removeLast()
        expectEqual(last.wrappedValue, 30)
        last.wrappedValue = 99
        expectEqual(storage, [10, 21])
        expectEqual(Binding.constant(Task(id: 7, name: "x", done: false)).id, 7)
    }

    /// `List($items) { $item in … }` compiles and shows a row per element.
    @Test func listOverABinding() {
        struct Names: View {
            @State var tasks = [Task(id: 1, name: "Ann", done: false), Task(id: 2, name: "Bo", done: false)]
            var body: some View {
                List($tasks) { $task in
                    Toggle(task.name, isOn: $task.done)
                }
            }
        }
        let h = ViewHost(rootView: Names(), size: CGSize(width: 300, height: 300))
        #expect(h.frame(ofText: "Ann") != nil && h.frame(ofText: "Bo") != nil)
    }
}
