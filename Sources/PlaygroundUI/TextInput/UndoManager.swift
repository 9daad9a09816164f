import Foundation

/// Records changes so they can be undone and redone (Foundation's `UndoManager`, which Foundation
/// on Linux does not have), for `@Environment(\.undoManager)` (§23.9). Each window has one;
/// cmd+z (ctrl+z) undoes its last group and cmd+shift+z (ctrl+y) redoes.
///
/// As on Apple platforms, registrations made while undoing become the redo step, and those made
/// while redoing the next undo step; with `groupsByEvent` (the default) everything registered in
/// one event (here: one frame) is one group. Text inputs register their typing steps here (each a
/// group of its own) and remove them when editing ends. Not provided: the selector and
/// invocation-based registration, run-loop modes, notifications.
open class UndoManager {
    private struct Step {
        var actions: [(target: AnyObject, run: (AnyObject) -> Void)] = []
        var name = ""
    }
    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    private var open: Step?
    private var automaticGroupOpen = false
    /// How deep `beginUndoGrouping` calls are nested.
    open private(set) var groupingLevel = 0
    /// Whether registrations outside an explicit group are grouped per event (per frame here).
    open var groupsByEvent = true
    /// The most groups kept (0: no limit).
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// True while `undo()` runs (registrations then go to the redo stack).
    open private(set) var isUndoing = false
    /// True while `redo()` runs.
    open private(set) var isRedoing = false
    /// Whether undo and redo run (`disableUndoRegistration()` turns registration off).
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    private var disabled = 0

    public init() {}

    open var canUndo: Bool { !undoStack.isEmpty || !(open?.actions.isEmpty ?? true) && !isUndoing && !isRedoing }
    open var canRedo: Bool { !redoStack.isEmpty }

    open func beginUndoGrouping() {
        if groupingLevel == 0 { open = Step() }
        groupingLevel += 1
    }

    open func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        if groupingLevel == 0 { closeGroup() }
    }

    private func closeGroup() {
        automaticGroupOpen = false
        guard let step = open else { return }
        open = nil
        guard !step.actions.isEmpty else { return }
        if isUndoing { redoStack.append(step) }
        else if isRedoing { undoStack.append(step) }
        else { undoStack.append(step); redoStack.removeAll() }
        trim()
    }

    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// Records `handler`, to run with `target` when the group is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard disabled == 0 else { return }
        if groupingLevel == 0 {
            beginUndoGrouping()
            automaticGroupOpen = true
        }
        open?.actions.append((target, { handler($0 as! TargetType) }))
    }

    /// Names the open group (or the last one), as menus show it ("Undo Typing").
    open func setActionName(_ actionName: String) {
        if open != nil { open?.name = actionName }
        else if isUndoing, !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
        else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    open var undoActionName: String { open?.name ?? undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// Undoes the last group: its actions run newest first; what they register becomes the redo.
    open func undo() {
        if automaticGroupOpen && groupingLevel == 1 { groupingLevel = 0; closeGroup() }
        guard groupingLevel == 0, let step = undoStack.popLast() else { return }
        isUndoing = true
        beginUndoGrouping()
        for a in step.actions.reversed() { a.run(a.target) }
        open?.name = step.name
        endUndoGrouping()
        isUndoing = false
    }

    /// Redoes the last undone group.
    open func redo() {
        guard groupingLevel == 0, let step = redoStack.popLast() else { return }
        isRedoing = true
        beginUndoGrouping()
        for a in step.actions.reversed() { a.run(a.target) }
        open?.name = step.name
        endUndoGrouping()
        isRedoing = false
    }

    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() { disabled = max(disabled - 1, 0) }

    open func removeAllActions() {
        undoStack.removeAll(); redoStack.removeAll(); open = nil; groupingLevel = 0; automaticGroupOpen = false
    }

    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ s: inout [Step]) {
            for i in s.indices { s[i].actions.removeAll { $0.target === target } }
            s.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack); strip(&redoStack)
        open?.actions.removeAll { $0.target === target }
    }

    /// Registers `handler` as a group of its own (a text input's step), unless an explicit group
    /// is open (an undo or redo running, or the program's own grouping), which then takes it.
    func _registerStep<TargetType: AnyObject>(withTarget target: TargetType, name: String, handler: @escaping (TargetType) -> Void) {
        _endEvent()
        let alone = groupingLevel == 0
        if alone { beginUndoGrouping() }
        registerUndo(withTarget: target, handler: handler)
        setActionName(name)
        if alone { endUndoGrouping() }
    }

    /// The host ends each event's automatic group (once per frame).
    func _endEvent() {
        if automaticGroupOpen && groupingLevel == 1 { groupingLevel = 0; closeGroup() }
    }
}

private struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }

extension EnvironmentValues {
    /// The window's undo manager (§23.9). Nil outside a host.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
