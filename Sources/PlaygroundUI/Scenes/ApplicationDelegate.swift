import Foundation

/// UIKit's app delegate protocol, as SwiftUI apps adopt it through `@UIApplicationDelegateAdaptor`
/// (docs/semantics.md §33.2). Every method is optional (a default that does nothing); the ones
/// called here: the two launch methods and `applicationDidBecomeActive` when the delegate is made
/// (as the app starts), `applicationWillResignActive` and `applicationDidEnterBackground` when
/// the window closes or a recording ends.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
}

extension UIApplication {
    /// Keys of the launch options (none are given here).
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Does nothing here (no push service): neither registration callback is called.
    public func registerForRemoteNotifications() {}

    /// The delegate made for `type`, or a new one from `make`, launched (§33.2).
    func adoptDelegate<D: UIApplicationDelegate>(_ type: D.Type, make: () -> D) -> D {
        if let existing = delegates[ObjectIdentifier(type)] as? D { return existing }
        let delegate = make()
        delegates[ObjectIdentifier(type)] = delegate
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        delegate.applicationDidBecomeActive(self)
        return delegate
    }

    /// The scene moved to `phase`: the delegate and the lifecycle notifications hear of it, as
    /// UIKit tells them (§33.2).
    func scenePhaseChanged(to phase: ScenePhase) {
        switch phase {
        case .inactive:
            delegate?.applicationWillResignActive(self)
            NotificationCenter.default.post(name: Self.willResignActiveNotification, object: nil)
        case .background:
            delegate?.applicationDidEnterBackground(self)
            NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: nil)
        case .active:
            delegate?.applicationDidBecomeActive(self)
            NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: nil)
        }
    }
}

/// Gives a SwiftUI app a UIKit app delegate (SwiftUI's `UIApplicationDelegateAdaptor`): the
/// delegate is made once for the process and launched as it is made (§33.2).
///
/// UIKit makes the delegate through the Objective-C runtime; Swift on Linux cannot make an
/// object from its class alone, so `playground open` compiles
/// `@UIApplicationDelegateAdaptor(AppDelegate.self)` as
/// `@UIApplicationDelegateAdaptor(AppDelegate.self, make: { AppDelegate() })` on the same line.
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate> {
    public let wrappedValue: DelegateType

    /// The delegate of type `delegateType`, made by `make` the first time.
    public init(_ delegateType: DelegateType.Type = DelegateType.self, make: () -> DelegateType) {
        wrappedValue = UIApplication.shared.adoptDelegate(delegateType, make: make)
    }

    @available(*, unavailable, message: "outside `playground open`, pass `make: { AppDelegate() }`: Swift on Linux cannot make an object from its class")
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
}
