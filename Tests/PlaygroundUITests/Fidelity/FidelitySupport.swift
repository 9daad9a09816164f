import Foundation
import Testing
@testable import PlaygroundUI

// Shared fixtures for the fidelity tests (docs/semantics.md). Swift Testing interleaves tests of
// different suites on the main actor between (not inside) synchronous test bodies, so a test that
// reads a static log resets it as the first statement of its body and reads it in the same body.

/// Appends, logging every `reduce` call as (value before, next value). Default "default".
enum LogKey: PreferenceKey {
    static let defaultValue = "default"
    nonisolated(unsafe) static var calls: [(String, String)] = []
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        calls.append((value, next))
        value += "|" + next
    }
}

/// The wrong reducer from shadowfacts' article: `value = nextValue()` (docs/semantics.md §1.3).
enum ReplaceKey: PreferenceKey {
    static let defaultValue = "default"
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

/// A CGFloat that keeps the maximum.
enum HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Named rect anchors, merged (later names win).
enum AnchorsKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] { [:] }
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// An ordered list of named rect anchors (appending).
enum AnchorListKey: PreferenceKey {
    static var defaultValue: [NamedAnchor] { [] }
    static func reduce(value: inout [NamedAnchor], nextValue: () -> [NamedAnchor]) { value += nextValue() }
}

struct NamedAnchor {
    let name: String
    let anchor: Anchor<CGRect>
}

/// A reference cell a view body can write into while it is evaluated.
@MainActor
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
    func set(_ v: T) { value = v }
}

/// Counts calls of a closure (transform closures that must never run).
@MainActor
final class CallCounter {
    var count = 0
    func hit() { count += 1 }
}

/// A fixed 800×600 canvas whose content starts at the window origin, so root-space numbers are
/// plain (ViewHost centres the root; a full-window root sits at (0, 0)).
@MainActor
func topLeading<V: View>(_ content: V) -> some View {
    content.frame(width: 800, height: 600, alignment: .topLeading)
}

@MainActor
func makeHost<V: View>(_ view: V) -> ViewHost {
    let host = ViewHost(rootView: view)
    host.printsWarnings = false
    return host
}

extension ViewHost {
    var shapeDrawings: [ShapeDrawing] {
        displayList.items.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
    }
    var textDrawings: [TextDrawing] {
        displayList.items.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }
    /// The drawn rect of the first shape filled with `color`.
    func rect(filled color: Color) -> CGRect? {
        shapeDrawings.first { $0.paint == .fill(color.resolved) }?.rect
    }
    /// The first shape stroked with `color`.
    func stroke(_ color: Color) -> (rect: CGRect, lineWidth: CGFloat)? {
        for s in shapeDrawings {
            if case .stroke(let c, let style) = s.paint, c == color.resolved { return (s.rect, style.lineWidth) }
        }
        return nil
    }
    func drawsText(_ s: String) -> Bool { textDrawings.contains { $0.string == s } }
    /// How many nodes of exactly class `kind` the tree has.
    func nodeCount(_ kind: _Node.Type) -> Int { allNodes(graph.root).filter { type(of: $0) == kind }.count }
}

/// Every node in the tree below `node` (itself included), depth first.
@MainActor
func allNodes(_ node: _Node?) -> [_Node] {
    guard let node else { return [] }
    var all = [node]
    node.forEachChild { all += allNodes($0) }
    return all
}

/// Namespace of the fidelity suites, so `swift test --filter Fidelity` selects them all.
enum Fidelity {}
