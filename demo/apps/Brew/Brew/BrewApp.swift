import SwiftUI

@main
struct BrewApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}
