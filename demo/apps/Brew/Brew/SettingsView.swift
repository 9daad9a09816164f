import SwiftUI

struct SettingsView: View {
    @AppStorage("method") private var method = BrewMethod.pourOver
    @AppStorage("cups") private var cups = 2
    @AppStorage("bloom") private var bloom = true
    @AppStorage("grind") private var grind = 0.5

    var body: some View {
        NavigationStack {
            Form {
                Section("section.brew") {
                    Picker("settings.method", selection: $method) {
                        ForEach(BrewMethod.allCases) { method in
                            Text(method.title).tag(method)
                        }
                    }
                    Stepper(value: $cups, in: 1...8) {
                        Text("settings.cups \(cups)")
                    }
                    Toggle("settings.bloom", isOn: $bloom)
                }
                Section("section.grind") {
                    Slider(value: $grind, in: 0...1) {
                        Text("settings.grind")
                    } minimumValueLabel: {
                        Text("grind.fine")
                    } maximumValueLabel: {
                        Text("grind.coarse")
                    }
                }
                Section("section.summary") {
                    Text("summary.grams \(cups * method.gramsPerCup)")
                    if bloom {
                        Text("summary.bloom")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("app.title")
        }
        .onChange(of: cups) { print("cups: \(cups), grams: \(cups * method.gramsPerCup)") }
        .onChange(of: bloom) { print("bloom: \(bloom)") }
    }
}

#Preview {
    SettingsView()
}
