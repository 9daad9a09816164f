import PlaygroundUI

// A coffee-order screen in the style of the published "sheet that fits its content" recipe: the
// sheet's content measures itself with a GeometryReader in its background, the height comes up
// through a PreferenceKey, `onPreferenceChange` stores it, and `.presentationDetents([.height(h)])`
// sizes the sheet to it. Showing the customisation rows makes the content taller, so the sheet
// grows (animated); "Place Order" dismisses the sheet and an alert confirms. A `Menu` in the
// header sorts the drinks; the bin asks through a confirmation dialog.
public enum MeasuredSheet {

struct InnerHeightPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = .zero
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct Drink: Identifiable, Equatable {
    let id: String
    let price: Double
    let symbol: String
}

public struct ContentView: View {
    @State private var drinks = [
        Drink(id: "Flat White", price: 3.80, symbol: "cup.and.saucer.fill"),
        Drink(id: "Cappuccino", price: 3.60, symbol: "mug.fill"),
        Drink(id: "Cold Brew", price: 4.20, symbol: "takeoutbag.and.cup.and.straw.fill"),
    ]
    @State private var selected: Drink?
    @State private var sheetHeight: CGFloat = .zero
    @State private var showConfirmation = false
    @State private var confirmClear = false
    @State private var lastOrder = ""

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Menu")
                    .font(.largeTitle.bold())
                Spacer()
                Menu {
                    Button("By Name") { drinks.sort { $0.id < $1.id } }
                    Button("By Price") { drinks.sort { $0.price < $1.price } }
                    Divider()
                    Button("Clear Orders", role: .destructive) { confirmClear = true }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            ForEach(drinks) { drink in
                Button {
                    selected = drink
                } label: {
                    HStack {
                        Image(systemName: drink.symbol)
                            .frame(width: 32)
                        Text(drink.id)
                        Spacer()
                        Text(drink.price, format: .currency(code: "EUR"))
                            .foregroundStyle(.secondary)
                    }
                    .padding()
                    .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
                }
                .buttonStyle(.plain)
            }
            Text(lastOrder.isEmpty ? "No orders yet" : "Last order: \(lastOrder)")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .sheet(item: $selected) { drink in
            OrderSheet(drink: drink) {
                lastOrder = drink.id
                selected = nil
                showConfirmation = true
            }
            .fixedInnerHeight($sheetHeight)
        }
        .alert("Order Placed", isPresented: $showConfirmation) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Your \(lastOrder) will be ready in five minutes.")
        }
        .confirmationDialog("Clear orders?", isPresented: $confirmClear, titleVisibility: .visible) {
            Button("Clear", role: .destructive) { lastOrder = "" }
        }
    }
}

struct OrderSheet: View {
    let drink: Drink
    let order: () -> Void
    @State private var customise = false
    @State private var oatMilk = false
    @State private var extraShot = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: drink.symbol)
                    .font(.title)
                VStack(alignment: .leading) {
                    Text(drink.id).font(.title2.bold())
                    Text(drink.price, format: .currency(code: "EUR")).foregroundStyle(.secondary)
                }
            }
            Button(customise ? "Hide Options" : "Customise") {
                withAnimation { customise.toggle() }
            }
            if customise {
                Toggle("Oat milk", isOn: $oatMilk)
                Toggle("Extra shot", isOn: $extraShot)
            }
            Button(action: order) {
                Text("Place Order")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

}

extension View {
    func fixedInnerHeight(_ sheetHeight: Binding<CGFloat>) -> some View {
        padding()
            .background {
                GeometryReader { proxy in
                    Color.clear.preference(key: MeasuredSheet.InnerHeightPreferenceKey.self, value: proxy.size.height)
                }
            }
            .onPreferenceChange(MeasuredSheet.InnerHeightPreferenceKey.self) { newHeight in
                sheetHeight.wrappedValue = newHeight
            }
            .presentationDetents([.height(sheetHeight.wrappedValue)])
    }
}
