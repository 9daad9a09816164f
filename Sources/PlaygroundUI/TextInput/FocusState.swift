import Foundation

/// Which focusable view has keyboard focus, as a value a view owns (SwiftUI's `@FocusState`,
/// §23.5): `Bool` with `.focused($isFocused)`, or an optional `Hashable` with
/// `.focused($field, equals: .name)`. Focus moving (a tap, Tab, Return) writes it; writing it
/// moves focus (in the next frame, as in SwiftUI), and `nil`/`false` removes focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: _DynamicPropertyBinder {
    var _initial: Value
    var _box: FocusStateBox<Value>?

    /// A Bool focus state: true while the view marked `.focused($value)` has focus.
    public init() where Value == Bool { _initial = false }
    /// An optional focus state: the value of the focused view's `.focused(_:equals:)`, or nil.
    public init<T: Hashable>() where Value == T? { _initial = nil }

    public var wrappedValue: Value {
        get { _box?.state.read() ?? _initial }
        nonmutating set { _box?.userSet(newValue) }
    }

    /// The focus state as a binding for `.focused(_:)` (`$isFocused`).
    public var projectedValue: Binding {
        Binding(box: _box ?? FocusStateBox(_initial, graph: nil))
    }

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let box: FocusStateBox<Value>
        init(box: FocusStateBox<Value>) { self.box = box }
        public var wrappedValue: Value {
            get { box.state.read() }
            nonmutating set { box.userSet(newValue) }
        }
        public var projectedValue: Binding { self }
    }

    @MainActor
    public static func _bind(_ pointer: UnsafeMutableRawPointer, _ storage: inout AnyObject?, _ graph: _ViewGraph, _ owner: _Node) {
        let p = pointer.assumingMemoryBound(to: FocusState<Value>.self)
        if let s = storage {
            p.pointee._box = unsafeDowncast(s, to: FocusStateBox<Value>.self)
        } else {
            let box = FocusStateBox(p.pointee._initial, graph: graph)
            box.state.ownerHandle = (owner as? CompositeNodeBase)?.handle
            storage = box
            p.pointee._box = box
        }
    }
    public static var _size: Int { MemoryLayout<FocusState<Value>>.size }
}

/// The host-side storage of one `@FocusState`: its value (a state box, so views reading it
/// re-evaluate) and the "no focus" value (false or nil).
package final class FocusStateBox<Value: Hashable>: @unchecked Sendable {
    let state: StateBox<Value>
    let blank: Value
    private let graph: GraphHandle?

    init(_ initial: Value, graph: _ViewGraph?) {
        state = StateBox(initial, sink: graph)
        blank = initial
        self.graph = graph?.handle
    }

    /// A write from the program: the value changes now; focus follows in the frame's lifecycle phase.
    func userSet(_ value: Value) {
        state.set(value)
        guard let handle = graph else { return }
        MainActor.assumeIsolated {
            guard let g = handle.graph else { return }
            let id = ObjectIdentifier(self)
            g.lifecycle.add { FocusManager.of(g).reconcile(box: id) }
            g.lifecyclePending = true
            g.needsRebuild = true
        }
    }

    /// A write from the focus system (focus moved): no reconciling back.
    func systemSet(_ value: Value) { state.set(value) }
}

/// What `.focused` needs from a focus state without knowing its value type.
@MainActor
struct FocusBindingEntry {
    let box: ObjectIdentifier
    /// Whether the focus state holds this modifier's value.
    let isSelected: () -> Bool
    /// Focus arrived inside: write the modifier's value.
    let select: () -> Void
    /// Focus left: write the blank value if the state still holds this modifier's value.
    let deselect: () -> Void
}

package struct _FocusedModifier {
    let make: @MainActor () -> FocusBindingEntry
}

extension _FocusedModifier: PrimitiveModifier {
    @inline(__always) public static func _makeModifiedNode<C: View>(_ m: Self, _ content: C, _ b: _ViewGraph, _ slot: inout _Node?) {
        b.modifierNode(&slot, content, { FocusedNode() }) { n in
            n.entry = m.make()
        }
    }
}

/// The node of `.focused(_:)`: ties the focusable views inside to a focus state.
@MainActor
final class FocusedNode: ModifierNode {
    var entry: FocusBindingEntry?
}

extension View {
    /// Ties this view's focus to `condition`: true while a focusable view inside (a text
    /// field) has focus; setting it to true focuses that view, false removes focus.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let box = condition.box
        return modifier(_FocusedModifier(make: {
            FocusBindingEntry(box: ObjectIdentifier(box), isSelected: { box.state.value },
                              select: { box.systemSet(true) },
                              deselect: { if box.state.value { box.systemSet(false) } })
        }))
    }

    /// Ties this view's focus to `binding`: it holds `value` while a focusable view inside has
    /// focus; setting it to `value` focuses that view; `nil` removes focus.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let box = binding.box
        nonisolated(unsafe) let value = value
        return modifier(_FocusedModifier(make: {
            FocusBindingEntry(box: ObjectIdentifier(box), isSelected: { box.state.value == value },
                              select: { box.systemSet(value) },
                              deselect: { if box.state.value == value { box.systemSet(box.blank) } })
        }))
    }
}

/// Something that can hold keyboard focus (text inputs).
@MainActor
protocol FocusableNode: _Node {
    var canFocus: Bool { get }
    /// This node as a text input (what keys and typed text go to), nil for other focusables.
    var textInput: TextInputNode? { get }
    func focusChanged(_ focused: Bool)
}

/// The focus of one host (§23.5): which focusable node has it, moving it (tap, Tab, a focus
/// state written by the program) and keeping the focus states in step.
@MainActor
final class FocusManager {
    private struct Entry { weak var manager: FocusManager?; let graph: GraphHandle }
    private static var managers: [ObjectIdentifier: FocusManager] = [:]

    /// The manager of `graph` (made on first use; managers of graphs that went are dropped).
    static func of(_ graph: _ViewGraph) -> FocusManager {
        let id = ObjectIdentifier(graph.handle)
        if let m = managers[id], m.handle.graph === graph { return m }
        if managers.count > 16 { managers = managers.filter { $0.value.handle.graph != nil } }
        let m = FocusManager(graph.handle)
        managers[id] = m
        return m
    }

    let handle: GraphHandle
    private init(_ handle: GraphHandle) { self.handle = handle }

    /// The text the last key press types and whether an `onKeyPress` handler took it: the typed
    /// text that follows it is that key's, not offered again (§23.12).
    var keyText: (text: String, handled: Bool)?

    /// Takes focus away from whatever has it in every live view graph (UIKit's
    /// `resignFirstResponder` sent to the first responder, §34). Whether something had it.
    @discardableResult
    static func resignAll() -> Bool {
        var any = false
        for manager in managers.values where manager.handle.graph != nil && manager.focusedNode != nil {
            manager.focus(nil)
            any = true
        }
        return any
    }

    /// The node with focus (weak: it may go with its view).
    private(set) weak var focused: _Node?
    var focusedNode: FocusableNode? {
        guard let f = focused, f.parent != nil || handle.graph?.root === f else { return nil }
        return f as? FocusableNode
    }

    /// Gives focus to `node` (nil: nobody), updating the focus states on both paths.
    func focus(_ node: FocusableNode?) {
        let old = focusedNode
        if old === node { return }
        focused = node
        if let old {
            old.focusChanged(false)
            forEachFocusedAncestor(of: old) { e in
                if node == nil || !isAncestor(e.node, of: node!) { e.entry.deselect() }
            }
        }
        if let node {
            node.focusChanged(true)
            forEachFocusedAncestor(of: node) { $0.entry.select() }
        }
    }

    private func forEachFocusedAncestor(of node: _Node, _ body: ((node: FocusedNode, entry: FocusBindingEntry)) -> Void) {
        var p = node.parent
        while let n = p {
            if let f = n as? FocusedNode, let e = f.entry { body((f, e)) }
            p = n.parent
        }
    }

    private func isAncestor(_ a: _Node, of b: _Node) -> Bool {
        var p = b.parent
        while let n = p { if n === a { return true }; p = n.parent }
        return false
    }

    /// Every focusable node, in tree order (Tab's order).
    func focusableNodes() -> [FocusableNode] {
        var out: [FocusableNode] = []
        func visit(_ n: _Node) {
            if let f = n as? FocusableNode, f.canFocus { out.append(f) }
            n.forEachChild(visit)
        }
        if let r = handle.graph?.root { visit(r) }
        return out
    }

    /// Tab (or shift+Tab): focus the next (previous) focusable node, wrapping around.
    func moveFocus(forward: Bool) -> Bool {
        let all = focusableNodes()
        guard !all.isEmpty else { return false }
        let current = focusedNode.flatMap { f in all.firstIndex { $0 === f } }
        let next: Int
        if let c = current { next = (c + (forward ? 1 : all.count - 1)) % all.count }
        else { next = forward ? 0 : all.count - 1 }
        focus(all[next])
        return true
    }

    /// After the program wrote focus state `box`: focus the view whose `.focused` now matches, or
    /// remove focus if the focused view's modifier for that state no longer matches.
    func reconcile(box: ObjectIdentifier) {
        guard let root = handle.graph?.root else { return }
        var target: FocusedNode?
        func visit(_ n: _Node) {
            if target != nil { return }
            if let f = n as? FocusedNode, let e = f.entry, e.box == box, e.isSelected() { target = f; return }
            n.forEachChild(visit)
        }
        visit(root)
        if let target {
            if let f = focusedNode, isAncestor(target, of: f) { return }
            var first: FocusableNode?
            func find(_ n: _Node) {
                if first != nil { return }
                if let f = n as? FocusableNode, f.canFocus { first = f; return }
                n.forEachChild(find)
            }
            find(target)
            if let first { focus(first) }
        } else if let f = focusedNode {
            var bound = false
            forEachFocusedAncestor(of: f) { if $0.entry.box == box { bound = true } }
            if bound { focus(nil) }
        }
    }
}
