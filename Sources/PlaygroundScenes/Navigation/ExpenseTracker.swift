import PlaygroundUI

// An expense list in the style of the iExpense tutorials: a `NavigationStack` with a `List` of
// expenses keyed by their names (so two lunches share an id, which SwiftUI warns about but still
// draws), a "+" in the toolbar (`Button(_:systemImage:)`, which a toolbar shows as its icon
// alone), swipe to delete, and an empty state (`ContentUnavailableView`) while there is nothing.
// Each row's amount publishes its width through a preference; the list reads the widest with
// `onPreferenceChange` and gives every amount that width, so the amounts form a column whose
// dollar signs line up.
public enum ExpenseTracker {

struct Expense {
    let name: String
    let cents: Int
}

/// The widest amount text in the list: every amount gets its width (a column, dollar signs aligned).
struct AmountWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

public struct ContentView: View {
    public init() {}
    @State private var expenses: [Expense] = []
    @State private var amountWidth: CGFloat = 0
    private let menu: [(String, Int)] = [("Lunch", 1250), ("Coffee", 475), ("Lunch", 990), ("Train", 2800)]

    private func money(_ cents: Int) -> String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }

    public var body: some View {
        NavigationStack {
            List {
                if !expenses.isEmpty {
                    Section("Total \(money(expenses.reduce(0) { $0 + $1.cents }))") {
                        ForEach(expenses, id: \.name) { expense in
                            HStack {
                                Text(expense.name)
                                Spacer()
                                Text(money(expense.cents))
                                    .monospacedDigit()
                                    .background(GeometryReader { geo in
                                        Color.clear.preference(key: AmountWidthKey.self, value: geo.size.width)
                                    })
                                    .frame(minWidth: amountWidth, alignment: .leading)
                            }
                        }
                        .onDelete { offsets in expenses.remove(atOffsets: offsets) }
                    }
                }
            }
            .onPreferenceChange(AmountWidthKey.self) { amountWidth = $0 }
            .overlay {
                if expenses.isEmpty {
                    ContentUnavailableView("No Expenses", systemImage: "tray", description: Text("Tap + to add what you spent."))
                }
            }
            .navigationTitle("Expenses")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    let next = menu[expenses.count % menu.count]
                    withAnimation { expenses.append(Expense(name: next.0, cents: next.1)) }
                }
            }
        }
    }
}

}
