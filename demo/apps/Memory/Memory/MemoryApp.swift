import SwiftUI

/// A memory game in the way CS193p-style apps are written: a model, a view model the App owns,
/// and views in their own files.
@main
struct MemoryApp: App {
    @StateObject private var game = EmojiMemoryGame()

    var body: some Scene {
        WindowGroup {
            GameView(game: game)
        }
    }
}
