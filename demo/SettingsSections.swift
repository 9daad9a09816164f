import SwiftUI

// A settings screen kept the way apps keep it: each section is a view of its own with its own
// state, and the form only lists them. Every switch that is on reports itself through a
// preference, and the form shows how many are on in its last section's footer. Tap the switches,
// the stepper's plus, and "Advanced" to fold its rows away.

struct SwitchesOn: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A toggle that counts itself in `SwitchesOn` while it is on.
struct CountedToggle: View {
    let title: String
    @Binding var isOn: Bool
    var body: some View {
        Toggle(title, isOn: $isOn)
            .preference(key: SwitchesOn.self, value: isOn ? 1 : 0)
    }
}

struct NotificationsSection: View {
    @State private var alerts = true
    @State private var sounds = false
    @State private var badges = true
    var body: some View {
        Section("Notifications") {
            CountedToggle(title: "Alerts", isOn: $alerts)
            CountedToggle(title: "Sounds", isOn: $sounds)
            CountedToggle(title: "Badges", isOn: $badges)
        }
    }
}

struct ReadingSection: View {
    @State private var fontSize = 17
    @State private var night = false
    var body: some View {
        Section {
            Stepper("Text size: \(fontSize) pt", value: $fontSize, in: 12...24)
            CountedToggle(title: "Night mode", isOn: $night)
        } header: {
            Text("Reading")
        } footer: {
            Text("Sample text at \(fontSize) pt").font(.system(size: CGFloat(fontSize)))
        }
    }
}

/// Rows of the same look, applied once to the whole list of them.
struct Subtle: ViewModifier {
    func body(content: Content) -> some View {
        content.foregroundStyle(.secondary).font(.callout)
    }
}

struct AdvancedRows: View {
    @State private var expanded = true
    var body: some View {
        DisclosureGroup("Advanced", isExpanded: $expanded) {
            ForEach(["Cache: 12 MB", "Version 2.4.1", "Build 318"], id: \.self) { Text($0) }
                .modifier(Subtle())
        }
    }
}

struct SettingsScreen: View {
    @State private var switchesOn = 0
    var body: some View {
        NavigationStack {
            Form {
                NotificationsSection()
                ReadingSection()
                Section {
                    AdvancedRows()
                } footer: {
                    Text("\(switchesOn) switches on")
                }
            }
            .onPreferenceChange(SwitchesOn.self) { switchesOn = $0 }
            .navigationTitle("Settings")
        }
    }
}

#Preview { SettingsScreen() }
