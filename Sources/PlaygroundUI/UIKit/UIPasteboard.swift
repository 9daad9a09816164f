import Foundation
import Synchronization

/// The pasteboard (UIKit's `UIPasteboard`): `UIPasteboard.general.string = …` keeps the text for
/// the run and reads it back; nothing reaches the desktop's clipboard (docs/semantics.md §34).
public final class UIPasteboard: Sendable {
    public static let general = UIPasteboard()
    private let items = Mutex<[String]>([])

    /// The first string on the pasteboard.
    public var string: String? {
        get { items.withLock { $0.first } }
        set { items.withLock { $0 = newValue.map { [$0] } ?? [] } }
    }
    /// Every string on the pasteboard.
    public var strings: [String]? {
        get { items.withLock { $0.isEmpty ? nil : $0 } }
        set { items.withLock { $0 = newValue ?? [] } }
    }
    /// A URL on the pasteboard (kept as its string).
    public var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }
    /// Whether there is a string.
    public var hasStrings: Bool { items.withLock { !$0.isEmpty } }
}
