import Foundation

/// Where a `containerBackground` goes (SwiftUI's `ContainerBackgroundPlacement`, iOS 17–18).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case navigation, navigationSplitView, tabView, widget, window }
    let kind: Kind
    /// Behind a `NavigationStack`'s (or a split view column's) content, in place of the system
    /// background, edge to edge (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(kind: .navigation)
    /// Behind a `NavigationSplitView`'s columns: accepted without effect here.
    public static let navigationSplitView = ContainerBackgroundPlacement(kind: .navigationSplitView)
    /// Inside a `TabView` (watchOS): accepted without effect here.
    public static let tabView = ContainerBackgroundPlacement(kind: .tabView)
    /// A widget's background (WidgetKit): accepted without effect here (there are no widgets).
    public static let widget = ContainerBackgroundPlacement(kind: .widget)
    /// A window's background (macOS): accepted without effect here.
    public static let window = ContainerBackgroundPlacement(kind: .window)
}

/// The background a navigation level's content asks for, carried up to the level (§27.9).
struct _ContainerBackground {
    let view: AnyView
}

/// The nearest navigation level's background: the first in tree order wins, and a modifier
/// further out replaces what its content set.
struct _ContainerBackgroundKey: PreferenceKey {
    static var _keyBit: UInt64 { engineKeyBit(10) }   // its place in `enginePreferenceKeys()`
    static var defaultValue: _ContainerBackground? { nil }
    static func reduce(value: inout _ContainerBackground?, nextValue: () -> _ContainerBackground?) {
        if value == nil { value = nextValue() }
    }
}

/// A level's page background: the content's container background, else the system background.
struct _LevelBackground: View {
    let background: _ContainerBackground?
    var body: some View {
        if let background {
            background.view
        } else {
            Color(UIColor.systemBackground).ignoresSafeArea()
        }
    }
}

extension View {
    /// Sets the background of the container around this view: for `.navigation`, the
    /// `NavigationStack` level (or split view column) this view is in, drawn edge to edge in place
    /// of the system background; other placements are accepted without effect (§27.9).
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        _containerBackground(container, AnyView(Rectangle().fill(style).ignoresSafeArea()))
    }

    /// Sets the background of the container around this view to `content` (in a `ZStack` with
    /// `alignment`), as `containerBackground(_:for:)` does with a style.
    nonisolated public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                                         @ViewBuilder content: () -> V) -> some View {
        _containerBackground(container, AnyView(ZStack(alignment: alignment) { content() }
            .frame(maxWidth: .infinity, maxHeight: .infinity).ignoresSafeArea()))
    }

    nonisolated private func _containerBackground(_ container: ContainerBackgroundPlacement, _ view: AnyView) -> some View {
        let background: _ContainerBackground? = container.kind == .navigation ? _ContainerBackground(view: view) : nil
        return transformPreference(_ContainerBackgroundKey.self) { (v: inout _ContainerBackground?) in
            if let background { v = background }
        }
    }
}
