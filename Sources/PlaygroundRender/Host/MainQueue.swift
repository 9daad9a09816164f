import Foundation

/// Runs the work waiting on the main queue: main-actor `Task`s (a `.refreshable` action, a
/// `Task { }` started in a button action) and `DispatchQueue.main.async` blocks. The window and
/// the headless recorder call it before every frame, so what they change shows in that frame.
/// (Not `LiveSession.tick`: tests drive sessions on the main actor, where draining the main queue
/// would start other tests' jobs inside them.)
@MainActor
public enum MainQueue {
    public static func drain() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
