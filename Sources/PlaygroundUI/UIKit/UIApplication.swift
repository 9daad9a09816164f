import Foundation

/// An Objective-C method's name, as UIKit's target–action calls take it (docs/semantics.md §34).
/// Swift on Linux has no Objective-C runtime and no `#selector`: `playground open` compiles
/// `#selector(UIResponder.resignFirstResponder)` as `Selector("resignFirstResponder")`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}

/// UIKit's base of objects that take part in the responder chain (§34): here only the method
/// names SwiftUI code passes as selectors. Nothing is a first responder but a focused text field.
/// Main-actor isolated, as UIKit's is.
@MainActor @preconcurrency
open class UIResponder {
    public init() {}
    /// Takes focus away from the focused text field, if any; whether one had it.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        FocusManager.resignAll()
    }
    /// Always false here: focus comes from views (`@FocusState`, a tap on a field).
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }
    open var isFirstResponder: Bool { false }

    // The keyboard's notifications: names only, none is posted (there is no on-screen keyboard).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}

/// A UIKit event (§34); sent actions here carry none.
open class UIEvent {
    public init() {}
}

/// The app object UIKit gives every iOS app, as much as SwiftUI code reaches for (§34).
///
/// - `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` — the
///   usual way to dismiss the keyboard — ends text-field focus, as on iOS. Other actions do
///   nothing and return false.
/// - `open(_:)`, `canOpenURL(_:)`: no other app can be opened here; `canOpenURL` is false and
///   `open` calls its completion with false.
/// - `applicationIconBadgeNumber`, `isIdleTimerDisabled`: kept, with no effect.
/// - `willResignActiveNotification` and `didEnterBackgroundNotification` are posted when the
///   window closes or a recording ends (§33.2); the other names are never posted.
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    /// Opening an app's settings (`URL(string: UIApplication.openSettingsURLString)`).
    public static let openSettingsURLString = "app-settings:"

    /// The app delegate `@UIApplicationDelegateAdaptor` made (§33.2).
    public weak var delegate: UIApplicationDelegate?
    var delegates: [ObjectIdentifier: AnyObject] = [:]

    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false

    private override init() { super.init() }

    /// Sends `action` to `target` (nil: the first responder). `resignFirstResponder` ends text
    /// focus; anything else is not delivered (false).
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard action.name == "resignFirstResponder" else { return false }
        if let responder = target as? UIResponder, responder !== self { return responder.resignFirstResponder() }
        return resignFirstResponder()
    }

    /// Always false here: no other app can be opened.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing here: `completion` is called with false.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Option keys of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
