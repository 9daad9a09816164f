import Foundation

// The navigation controller and gesture recognizer as SwiftUI code reaches for them
// (docs/semantics.md §34): the published snippet that keeps the swipe back with a hidden bar
// extends `UINavigationController`, sets its `interactivePopGestureRecognizer`'s delegate and
// answers `gestureRecognizerShouldBegin` from `viewControllers`. SwiftUI's navigation stack here
// is no UIKit controller: these compile and keep what is set; nothing reads them.

/// Recognizes a gesture in UIKit; here a delegate and a switch, read by nothing.
@MainActor @preconcurrency
open class UIGestureRecognizer {
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    public init() {}
}

/// What a gesture recognizer asks its delegate (every method has UIKit's default answer).
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A stack of view controllers (UIKit's); never made by this package's navigation stack.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
    open var isNavigationBarHidden = false
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { viewControllers.last }

    public override init() { super.init() }
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
    }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// The look of the status bar's text (UIKit's); asked for and not read here.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent
}
