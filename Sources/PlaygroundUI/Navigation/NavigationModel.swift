import Foundation
import Observation

/// What a `NavigationStack` shares with the views inside it through the environment: pushing
/// and popping, and the destinations `navigationDestination(for:)` registered (§27.3).
@MainActor
final class _NavigationModel {
    /// The stack's operations, bound by the stack each time its body runs.
    @exclusivity(unchecked) var pushValue: (_NavigationValue) -> Void = { _ in }
    @exclusivity(unchecked) var pushView: (_PushedViewSlot) -> Void = { _ in }
    @exclusivity(unchecked) var popTo: (Int) -> Void = { _ in }
    @exclusivity(unchecked) var depth = 0
    /// The level of each pushed view on the stack now.
    @exclusivity(unchecked) var slotLevels: [ObjectIdentifier: Int] = [:]

    func level(of slot: _PushedViewSlot) -> Int? { slotLevels[ObjectIdentifier(slot)] }
    /// The path as last read, and the levels made from it (kept so a push makes only its own).
    let pathCache = _NavigationPathCache()
    let entries = _NavigationEntries()

    /// Each level's title and resolved display mode, by level (0: the root), as the levels last
    /// reported them: a parked level reports nothing, and its title is still the back title of
    /// the level above it. Kept here rather than in state so that a report costs what it holds,
    /// not the depth of the stack.
    private var levelInfo: [_NavigationLevelInfo?] = []

    func info(of level: Int) -> _NavigationLevelInfo? { levelInfo.indices.contains(level) ? levelInfo[level] : nil }

    /// Takes the levels' reports; true when one differs from what was known.
    func record(_ reported: [Int: _NavigationLevelInfo]) -> Bool {
        var changed = false
        for (level, info) in reported where level >= 0 && level <= depth {
            if levelInfo.count <= level { levelInfo.append(contentsOf: repeatElement(nil, count: level + 1 - levelInfo.count)) }
            if levelInfo[level] != info { levelInfo[level] = info; changed = true }
        }
        return changed
    }

    private var destinations: [ObjectIdentifier: (Any) -> AnyView] = [:]
    /// By level: made when a level first shows a destination (an array, so trimming a pop costs
    /// the levels popped).
    private var generations: [_NavigationGeneration?] = []
    private var warned: Set<ObjectIdentifier> = []

    /// Registers the destination for values of `type`, declared in the level `level` (0: the
    /// root). The levels above it show their destinations again with the new closure; the level
    /// that declared it and those below do not, so a destination declared inside a pushed view
    /// cannot make its own level loop.
    func register(_ type: ObjectIdentifier, from level: Int, _ make: @escaping (Any) -> AnyView) {
        destinations[type] = make
        if level + 1 < generations.count {
            for g in generations[(level + 1)...] { g?.bump() }
        }
    }

    /// The destination for `value` shown at `level`, or nil when none is registered (SwiftUI then
    /// shows an empty view and logs the type).
    func destination(for value: _NavigationValue, at level: Int) -> AnyView? {
        let g: _NavigationGeneration
        if generations.count <= level { generations.append(contentsOf: repeatElement(nil, count: level + 1 - generations.count)) }
        if let known = generations[level] { g = known } else { g = _NavigationGeneration(); generations[level] = g }
        g.read()
        if let make = destinations[value.type] { return make(value.value.base) }
        if warned.insert(value.type).inserted {
            _navigationWarn("A NavigationLink is presenting a value of type \u{201C}\(value.typeName)\u{201D} but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        }
        return nil
    }

    /// Forgets the generations of levels no longer on the stack.
    func trim(to depth: Int) {
        if generations.count > depth + 1 { generations.removeLast(generations.count - depth - 1) }
        if levelInfo.count > depth + 1 { levelInfo.removeLast(levelInfo.count - depth - 1) }
    }
}

/// A level's view of the destination registrations: read while its body runs (so the level is
/// evaluated again when a registration below it changes).
@MainActor
final class _NavigationGeneration: Observable {
    private let registrar = ObservationRegistrar()
    private var count = 0
    var value: Int { count }
    func read() { registrar.access(self, keyPath: \.value) }
    func bump() { registrar.withMutation(of: self, keyPath: \.value) { count &+= 1 } }
}

/// A view pushed by `NavigationLink(destination:)`: the link refreshes `view` each time its own
/// body runs, so the destination follows the state it was made from.
@MainActor
final class _PushedViewSlot: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: AnyView
    /// Called when the stack pops this view (a link's `isActive` binding goes false).
    @exclusivity(unchecked) var onPop: () -> Void = {}
    /// How many path values lay under this view when it was pushed.
    @exclusivity(unchecked) var valuesBelow = 0
    init(_ view: AnyView) { stored = view }
    var view: AnyView {
        get { registrar.access(self, keyPath: \.view); return stored }
        set { registrar.withMutation(of: self, keyPath: \.view) { stored = newValue } }
    }
    /// The frame (a graph's serial and frame count) `refresh` last told the pushed view's readers in.
    private var refreshedIn: (graph: UInt64, frame: Int)?

    /// Gives the pushed view the destination its link (or presenter) made in its body again.
    /// Told to the pushed content once a frame: a link evaluated again in a later round of the
    /// same frame (one in a `GeometryReader`, whose content is built at every placing) replaces
    /// the view for the next read without making the pushed content evaluate again, which would
    /// lay the reader out and evaluate the link again, round after round (the frame was cut at
    /// its round limit with a warning).
    func refresh(_ newValue: AnyView) {
        guard let graph = EvaluationThread.currentGraph else { view = newValue; return }
        let now = (graph: graph.serial, frame: graph.framesRun)
        if let last = refreshedIn, last == now { stored = newValue; return }
        refreshedIn = now
        view = newValue
    }
    /// Whether the view is on its stack now (set by the stack each time it lays its levels out).
    @exclusivity(unchecked) var isOnStack = false
    /// Set once the path shrank below the view: it never comes back, even if the path grows.
    @exclusivity(unchecked) var isDead = false
}

/// Where in a stack a view is: the model and the level's index (0: the root).
struct _NavigationContext: Equatable {
    let model: _NavigationModel
    let level: Int
    static func == (a: Self, b: Self) -> Bool { a.model === b.model && a.level == b.level }
}

private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: _NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack around the view, if any.
    var _navigation: _NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// SwiftUI's runtime warnings go to the console; here to standard error, once per message.
func _navigationWarn(_ message: String) {
    FileHandle.standardError.write(Data(("PlaygroundUI: " + message + "\n").utf8))
}
