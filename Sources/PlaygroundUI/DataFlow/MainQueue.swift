import Foundation

/// Whether the caller runs on the main queue, where the main actor's jobs run (also after an
/// asynchronous `main` has handed the main thread to Dispatch and workers drain the queue). Unlike
/// `MainActor.assumeIsolated`, asking does not stop the program elsewhere: a `@State` written off
/// the main actor is written on it instead (`StateBox.set`, §21.9).
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    /// The main queue marked with `key`, once, by the first caller.
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
