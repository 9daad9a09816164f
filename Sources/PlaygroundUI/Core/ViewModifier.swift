import Foundation

/// A modifier that you apply to a view, producing a different version of it (SwiftUI's
/// `ViewModifier`). Built-in modifiers build engine nodes directly; yours go through `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// Engine entry point (not SwiftUI API): builds `content` modified by `modifier` into `slot`.
    static func _makeModifiedNode<C: View>(_ modifier: Self, _ content: C, _ builder: _Builder, _ slot: inout _Node?)
}

extension ViewModifier {
    public static func _makeModifiedNode<C: View>(_ modifier: Self, _ content: C, _ builder: _Builder, _ slot: inout _Node?) {
        builder.buildCustomModifier(modifier, content, &slot)
    }
}

/// A built-in modifier: the engine builds it; `body(content:)` is never called.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {}

extension PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a custom modifier's `body(content:)` receives: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ builder: _Builder, _ slot: inout _Node?) {
        guard let build = builder.modifierContents.popLast() else { return }
        build(builder, &slot)
        builder.modifierContents.append(build)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent is a primitive view") }
    public static func _makeNode(_ view: Self, _ builder: _Builder, _ slot: inout _Node?) {
        Modifier._makeModifiedNode(view.modifier, view.content, builder, &slot)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never { fatalError("ModifiedContent is primitive") }
    public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ builder: _Builder, _ slot: inout _Node?) {
        Content._makeModifiedNode(m.content, ModifiedContent<C, Modifier>(content: content, modifier: m.modifier), builder, &slot)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines this modifier with another (`a.concat(b)` applies a, then b).
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A node for a custom modifier: its state and its body's node.
@MainActor
final class CustomModifierNode: _Node {
    let modifierType: ObjectIdentifier
    let fields: [DynamicPropertyField]
    var storage: [AnyObject?]
    var child: _Node?

    init(modifierType: Any.Type) {
        self.modifierType = ObjectIdentifier(modifierType)
        self.fields = DynamicPropertyField.fields(of: modifierType)
        self.storage = Array(repeating: nil, count: fields.count)
    }
    override var isTransparent: Bool { true }
    override func collectItems(_ items: inout [_Node]) { child?.collectItems(&items) }
    override func forEachChild(_ body: (_Node) -> Void) { if let c = child { body(c) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) { if let c = child { body(c) } }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _Builder) -> CGSize { child?.measure(p, b) ?? .zero }
    override func placeNode(_ rect: CGRect, _ ctx: PlaceContext) { frame = rect; child?.place(rect, ctx) }
    override var layoutPriority: Double { child?.layoutPriority ?? 0 }
    override func hitTest(_ point: CGPoint) -> HitResult? { child?.hitTest(point) }
}

extension _Builder {
    func buildCustomModifier<M: ViewModifier, C: View>(_ modifier: M, _ content: C, _ slot: inout _Node?) {
        let node: CustomModifierNode
        if let n = slot as? CustomModifierNode, n.modifierType == ObjectIdentifier(M.self) {
            node = n
        } else {
            node = CustomModifierNode(modifierType: M.self)
            slot = node
        }
        node.visitedStamp = stamp
        var m = modifier
        if !node.fields.isEmpty {
            withUnsafeMutableBytes(of: &m) { raw in
                guard let base = raw.baseAddress else { return }
                for i in node.fields.indices { node.fields[i].binder._bind(base + node.fields[i].offset, &node.storage[i], self, node) }
            }
        }
        modifierContents.append { b, contentSlot in C._makeNode(content, b, &contentSlot) }
        bodyCount += 1
        let body = m.body(content: _ViewModifier_Content<M>())
        M.Body._makeNode(body, self, &node.child)
        modifierContents.removeLast()
    }
}
