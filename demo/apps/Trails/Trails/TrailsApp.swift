import SwiftUI

@main
struct TrailsApp: App {
    @StateObject private var store = TrailStore()

    var body: some Scene {
        WindowGroup {
            TrailList()
                .environmentObject(store)
        }
    }
}
