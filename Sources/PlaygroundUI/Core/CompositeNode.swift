@_spi(Reflection) import Swift
import Foundation

/// The node of a view with a `body`: holds the view's `@State` storage and its body's node.
@MainActor
final class CompositeNode: _Node {
    let viewType: ObjectIdentifier
    let fields: [DynamicPropertyField]
    var storage: [AnyObject?]
    var child: _Node?

    init(viewType: Any.Type) {
        self.viewType = ObjectIdentifier(viewType)
        self.fields = DynamicPropertyField.fields(of: viewType)
        self.storage = Array(repeating: nil, count: fields.count)
    }

    override var isTransparent: Bool { true }
    override func collectItems(_ items: inout [_Node]) { child?.collectItems(&items) }
    override func forEachChild(_ body: (_Node) -> Void) { if let c = child { body(c) } }
    override func forEachChildReversed(_ body: (_Node) -> Void) { if let c = child { body(c) } }
    override func sizeThatFits(_ p: ProposedViewSize, _ b: _Builder) -> CGSize { child?.measure(p, b) ?? .zero }
    override func place(_ rect: CGRect, _ ctx: PlaceContext) { frame = rect; child?.place(rect, ctx) }
    override var layoutPriority: Double { child?.layoutPriority ?? 0 }
    override var isSpacer: Bool { child?.isSpacer ?? false }
    override func hitTest(_ point: CGPoint) -> HitResult? { child?.hitTest(point) }
    override var transitionOnSpine: AnyTransition? { child?.transitionOnSpine }

    /// Points the view's `@State` properties at this node's persistent storage.
    func bind<V>(_ view: inout V, _ builder: _Builder) {
        if fields.isEmpty { return }
        withUnsafeMutableBytes(of: &view) { raw in
            guard let base = raw.baseAddress else { return }
            for i in fields.indices {
                fields[i].binder._bind(base + fields[i].offset, &storage[i], builder)
            }
        }
    }
}

/// A stored property of a view that the engine must connect to storage (`@State`).
struct DynamicPropertyField {
    let offset: Int
    let binder: any _DynamicPropertyBinder.Type

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: [DynamicPropertyField]] = [:]

    /// The `@State` fields of `type`, found once per type by the runtime's field metadata.
    @MainActor
    static func fields(of type: Any.Type) -> [DynamicPropertyField] {
        let key = ObjectIdentifier(type)
        if let f = cache[key] { return f }
        var result: [DynamicPropertyField] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let b = fieldType as? any _DynamicPropertyBinder.Type {
                result.append(DynamicPropertyField(offset: offset, binder: b))
            }
            return true
        }
        cache[key] = result
        return result
    }
}

/// Implemented by property wrappers whose storage lives in the host (`State`).
public protocol _DynamicPropertyBinder {
    /// Binds the property at `pointer` to `storage`, creating the storage on first sight.
    @MainActor static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ builder: _Builder)
}

extension _Builder {
    /// Builds a view with a `body`: binds its state, evaluates `body`, builds the body's node.
    func buildComposite<V: View>(_ view: V, _ slot: inout _Node?) {
        let node: CompositeNode
        if let n = slot as? CompositeNode, n.viewType == ObjectIdentifier(V.self) {
            node = n
        } else {
            node = CompositeNode(viewType: V.self)
            slot = node
        }
        var v = view
        node.bind(&v, self)
        bodyCount += 1
        let body = v.body
        V.Body._makeNode(body, self, &node.child)
    }
}
