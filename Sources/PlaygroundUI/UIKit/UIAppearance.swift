import Foundation

// UIKit's appearance proxies, as SwiftUI code sets them in an `init()` to style what SwiftUI
// draws with UIKit controls (docs/semantics.md §34).

/// A control's state, for state-dependent attributes (`setTitleTextAttributes(_:for: .selected)`).
public struct UIControl {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}

extension NSAttributedString.Key {
    // UIKit's text attributes (on Apple platforms UIKit declares them). Appearance proxies read
    // `foregroundColor` (a `UIColor`) and `font` (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// UIKit's segmented control — here only its appearance proxy, which styles every
/// `.pickerStyle(.segmented)` picker built after it is set, as on iOS (§34):
/// `selectedSegmentTintColor` fills the selected segment's thumb, `backgroundColor` the track,
/// and the title text attributes' `.foregroundColor` and `.font` for `.normal` and `.selected`
/// style the segments' titles.
public final class UISegmentedControl: @unchecked Sendable {
    struct Look {
        var selectedTint: UIColor?
        var background: UIColor?
        var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    }
    private static let proxy = UISegmentedControl()
    private let lock = NSLock()
    private var look = Look()
    private func withLook<R>(_ body: (inout Look) -> R) -> R { lock.lock(); defer { lock.unlock() }; return body(&look) }

    private init() {}

    /// The proxy every segmented control takes its look from.
    public static func appearance() -> UISegmentedControl { proxy }

    public var selectedSegmentTintColor: UIColor? {
        get { withLook { $0.selectedTint } }
        set { withLook { $0.selectedTint = newValue } }
    }
    public var backgroundColor: UIColor? {
        get { withLook { $0.background } }
        set { withLook { $0.background = newValue } }
    }
    /// Kept and inert: SwiftUI's segmented picker has no tint of its own.
    public var tintColor: UIColor?

    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        withLook { $0.titleAttributes[state.rawValue] = attributes }
    }
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        withLook { $0.titleAttributes[state.rawValue] }
    }

    /// What the proxy says now, for a segmented picker being built.
    static var current: (selectedTint: Color?, track: Color?, normal: (Color?, Font?), selected: (Color?, Font?)) {
        proxy.withLook { look in
            func text(_ state: UIControl.State) -> (Color?, Font?) {
                let a = look.titleAttributes[state.rawValue]
                return ((a?[.foregroundColor] as? UIColor).map { Color($0) }, (a?[.font] as? UIFont).map { Font($0) })
            }
            return (look.selectedTint.map { Color($0) }, look.background.map { Color($0) }, text(.normal), text(.selected))
        }
    }
}

/// UIKit's navigation bar — its appearance proxy: the titles' colours and fonts
/// (`titleTextAttributes`, `largeTitleTextAttributes`, and those of its appearances) style the
/// navigation bars built after they are set; the rest is kept and not read (§34).
public final class UINavigationBar: @unchecked Sendable {
    private static let proxy = UINavigationBar()
    private init() {}
    public static func appearance() -> UINavigationBar { proxy }
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var backgroundColor: UIColor?
    public var barTintColor: UIColor?
    public var tintColor: UIColor?
    public var isTranslucent = true
}

/// UIKit's table view — its appearance proxy compiles (older code clears it to colour a
/// `List`'s background); lists here are drawn by this package and do not read it (§34).
public final class UITableView: @unchecked Sendable {
    private static let proxy = UITableView()
    private init() {}
    public static func appearance() -> UITableView { proxy }
    public var backgroundColor: UIColor?
    public var separatorStyle: SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public enum SeparatorStyle: Sendable { case none, singleLine, singleLineEtched }
}
