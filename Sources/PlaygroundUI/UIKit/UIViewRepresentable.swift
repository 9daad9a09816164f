import Foundation

// UIKit views inside SwiftUI (docs/semantics.md §34). There is no UIKit here: a
// `UIViewRepresentable` or `UIViewControllerRepresentable` compiles, its `makeCoordinator`,
// `makeUIView`/`makeUIViewController` (once) and `update…` (each time its view is evaluated)
// run as on iOS, and it draws a placeholder naming the UIKit type it would show — a grey rounded
// rectangle filling the space offered, unless `sizeThatFits` gives a size. `dismantleUIView` /
// `dismantleUIViewController` are never called here.

/// UIKit's base view class, as far as representables construct and configure one (§34): a frame,
/// colours, subviews, and the flags code sets on it. Nothing here draws it.
@MainActor @preconcurrency
open class UIView {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var translatesAutoresizingMaskIntoConstraints = true
    open var contentMode: ContentMode = .scaleToFill
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right }

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) { view.removeFromSuperview(); subviews.append(view); view.superview = self }
    open func removeFromSuperview() { superview?.subviews.removeAll { $0 === self }; superview = nil }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeToFit() {}
    /// Ends text-field focus (the usual reason SwiftUI code calls it on a window), as on iOS.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { UIApplication.shared.sendAction("resignFirstResponder", to: nil, from: nil, for: nil) }
}

/// A window: `UIApplication.shared.windows.first?.endEditing(true)` ends focus (§34).
open class UIWindow: UIView {
    open var isKeyWindow: Bool { true }
    open var rootViewController: UIViewController?
    /// The window's safe-area insets: the host's (`--safe-area`), as key-window helpers read them.
    open var safeAreaInsets: UIEdgeInsets {
        let i = UIScreen.windowSafeArea
        return UIEdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
    }
}

extension UIApplication {
    /// One window standing for the program's window(s).
    public var windows: [UIWindow] { [UIWindow(frame: UIScreen.main.bounds)] }
    /// One window scene holding that window (iOS 13's way to the key window).
    public var connectedScenes: Set<UIScene> { [UIWindowScene(windows: windows)] }
}

/// A scene of the app (UIKit's `UIScene`); here only the one window scene.
open class UIScene: UIResponder, Hashable {
    /// Where the scene is in its life: always in the foreground here.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2 }
    open var activationState: ActivationState { .foregroundActive }
    nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene that holds the program's window (UIKit's `UIWindowScene`): what key-window and
/// safe-area helpers reach through `UIApplication.shared.connectedScenes`.
open class UIWindowScene: UIScene {
    public let windows: [UIWindow]
    init(windows: [UIWindow]) { self.windows = windows }
    open var keyWindow: UIWindow? { windows.first }
    open var screen: UIScreen { .main }
}

/// UIKit's text alignment.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

open class UILabel: UIView {
    open var text: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var numberOfLines = 1
    open var textAlignment: NSTextAlignment = .natural
}

open class UITextView: UIView {
    open var text: String! = ""
    open var font: UIFont?
    open var textColor: UIColor?
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open var textAlignment: NSTextAlignment = .natural
}

open class UIImageView: UIView {}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large }
    open var style: Style
    open var color: UIColor?
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false
    public init(style: Style) { self.style = style; super.init(frame: .zero) }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

/// A visual effect (`UIBlurEffect`, `UIVibrancyEffect`).
@MainActor @preconcurrency
open class UIVisualEffect {}

open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

open class UIVibrancyEffect: UIVisualEffect {
    public init(blurEffect: UIBlurEffect) {}
}

open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()
    public init(effect: UIVisualEffect?) { self.effect = effect; super.init(frame: .zero) }
}

/// UIKit's view controller, as far as representables construct one (§34).
@MainActor @preconcurrency
open class UIViewController {
    open var view: UIView! = UIView()
    open var title: String?
    public init() {}
    open func viewDidLoad() {}
    /// The status bar's look this controller asks for (not read here: the status bar is the
    /// window's, §34).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
}

/// What a representable's methods are given: its coordinator, the environment and the transaction.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public var transaction: Transaction
}

/// A UIKit view inside SwiftUI: compiles, its methods run, a placeholder naming the view is drawn (§34).
@MainActor
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// The placeholder: the representable's UIKit view made once and updated each time (§34).
    public var body: some View { _UIKitPlaceholder(representable: self) }
}

/// What a view-controller representable's methods are given.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let environment: EnvironmentValues
    public var transaction: Transaction
}

/// A UIKit view controller inside SwiftUI (`UIImagePickerController`, …): compiles, its methods
/// run, a placeholder naming the controller is drawn (§34).
@MainActor
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public var body: some View { _UIKitControllerPlaceholder(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// The made UIKit object and its coordinator, kept for the view's life.
final class _UIKitObjects<Object, Coordinator> {
    var object: Object?
    var coordinator: Coordinator?
}

struct _UIKitPlaceholder<R: UIViewRepresentable>: View {
    let representable: R
    @State private var objects = _UIKitObjects<R.UIViewType, R.Coordinator>()
    @Environment(\.self) private var environment

    var body: some View {
        let coordinator = objects.coordinator ?? representable.makeCoordinator()
        objects.coordinator = coordinator
        let context = UIViewRepresentableContext<R>(coordinator: coordinator, environment: environment, transaction: Transaction())
        let view = objects.object ?? representable.makeUIView(context: context)
        objects.object = view
        representable.updateUIView(view, context: context)
        let size = representable.sizeThatFits(.unspecified, uiView: view, context: context)
        return _UIKitPlaceholderLook(name: String(describing: R.UIViewType.self))
            .frame(width: size?.width, height: size?.height)
    }
}

struct _UIKitControllerPlaceholder<R: UIViewControllerRepresentable>: View {
    let representable: R
    @State private var objects = _UIKitObjects<R.UIViewControllerType, R.Coordinator>()
    @Environment(\.self) private var environment

    var body: some View {
        let coordinator = objects.coordinator ?? representable.makeCoordinator()
        objects.coordinator = coordinator
        let context = UIViewControllerRepresentableContext<R>(coordinator: coordinator, environment: environment, transaction: Transaction())
        let controller = objects.object ?? representable.makeUIViewController(context: context)
        objects.object = controller
        representable.updateUIViewController(controller, context: context)
        return _UIKitPlaceholderLook(name: String(describing: R.UIViewControllerType.self))
    }
}

/// The placeholder of a UIKit object, for other modules (a playground page's UIKit live view).
package struct _UIViewRepresentablePlaceholder: View {
    let name: String
    public init(name: String) { self.name = name }
    public var body: some View { _UIKitPlaceholderLook(name: name) }
}

/// A grey rounded rectangle filling the space offered, the UIKit type's name in its middle.
struct _UIKitPlaceholderLook: View {
    let name: String
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(.secondarySystemFill))
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .strokeBorder(Color(.separator), style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
            Text(name).font(.footnote.monospaced()).foregroundStyle(.secondary)
                .lineLimit(1).minimumScaleFactor(0.5).padding(4)
        }
        .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
        .accessibilityLabel(name)
    }
}

/// A UIKit view controller that hosts a SwiftUI view (SwiftUI's `UIHostingController`), as
/// playground pages show one: `PlaygroundPage.current.liveView = UIHostingController(rootView:
/// ContentView())` shows `rootView` (§34). Its `view` is not drawn by anything else here.
open class UIHostingController<Content: View>: UIViewController, _HostedSwiftUIView {
    public var rootView: Content
    public init(rootView: Content) { self.rootView = rootView; super.init() }
    package var _hostedView: AnyView { AnyView(rootView) }
    /// Accepted; the window's size comes from the command-line flags.
    open var preferredContentSize: CGSize = .zero
}

/// A UIKit object that shows a SwiftUI view (engine detail of `PlaygroundPage.liveView`).
@MainActor
package protocol _HostedSwiftUIView {
    var _hostedView: AnyView { get }
}
