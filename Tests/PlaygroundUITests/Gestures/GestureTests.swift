import Foundation
import Testing
@testable import PlaygroundUI

/// Gestures (docs/semantics.md §25). The target is a 200 × 200 rectangle at (50, 100) in the
/// window, so a point's local coordinates are its window coordinates less (50, 100).
@MainActor
struct GestureTests {
    final class Log<T> {
        var items: [T] = []
        func add(_ v: T) { items.append(v) }
    }

    func target<V: View>(_ content: V) -> some View {
        topLeading(content.frame(width: 200, height: 200).padding(.leading, 50).padding(.top, 100))
    }

    // MARK: Hit testing (docs/engine.md, "The tap walk")

    // Each pointer event asks the tree once: the press (which also shows the Button pressed),
    // every move while the Button is held, and the release; pointer motion with no `onHover`
    // anywhere asks nothing. Before, a press asked twice (once more for the pressed look).
    @Test func eachPointerEventHitTestsOnce() {
        let taps = Log<Int>()
        let host = makeHost(target(Button("Go") { taps.add(1) }))
        let centre = CGPoint(x: 150, y: 200)
        func asked(_ event: () -> Void) -> Int {
            let before = host.graph.hitTestCount
            event()
            return host.graph.hitTestCount - before
        }
        expectEqual(asked { host.press(at: centre) }, 1)
        #expect(host.graph.pointer.pressedButton != nil)
        expectEqual(asked { host.move(to: CGPoint(x: 151, y: 200)) }, 1)
        #expect(host.graph.pointer.pressedButton != nil)
        expectEqual(asked { host.release(at: CGPoint(x: 151, y: 200)) }, 1)
        expectEqual(taps.items.count, 1)
        host.advance()
        expectEqual(asked { host.move(to: CGPoint(x: 160, y: 200)) }, 0)
    }

    // MARK: DragGesture (§25.4)

    // §25.4: no onChanged until the pointer is 10 pt from where it went down; the first value
    // already carries the whole translation, and startLocation is the press point.
    @Test func dragMinimumDistance() {
        let changes = Log<DragGesture.Value>()
        let host = makeHost(target(Color.blue.gesture(DragGesture().onChanged { changes.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        host.move(to: CGPoint(x: 66, y: 117))         // 9.2 pt
        host.advance()
        #expect(changes.items.isEmpty)
        host.move(to: CGPoint(x: 70, y: 110))         // 10 pt
        expectEqual(changes.items.count, 1)
        let v = changes.items[0]
        expectEqual(v.startLocation, CGPoint(x: 10, y: 10))
        expectEqual(v.location, CGPoint(x: 20, y: 10))
        expectEqual(v.translation, CGSize(width: 10, height: 0))
        host.release(at: CGPoint(x: 70, y: 110))
    }

    // §25.4: `minimumDistance: 0` reports at the press, with zero translation.
    @Test func dragZeroMinimumDistance() {
        let changes = Log<DragGesture.Value>()
        let host = makeHost(target(Color.blue.gesture(DragGesture(minimumDistance: 0).onChanged { changes.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        expectEqual(changes.items.count, 1)
        expectEqual(changes.items.first?.translation, .zero)
    }

    // §25.4: `.global` reports window coordinates; `.named` a named ancestor's.
    @Test func dragCoordinateSpaces() {
        let global = Log<DragGesture.Value>(), named = Log<DragGesture.Value>()
        let host = makeHost(
            topLeading(
                VStack(spacing: 0) {
                    Color.clear.frame(height: 40)
                    Color.blue.frame(width: 200, height: 200)
                        .gesture(DragGesture(coordinateSpace: .global).onChanged { global.add($0) })
                        .simultaneousGesture(DragGesture(coordinateSpace: .named("board")).onChanged { named.add($0) })
                }
                .frame(width: 200)
                .padding(.leading, 50).padding(.top, 60)
                .coordinateSpace(name: "board")
            ))
        // The blue square is at (50, 100); the named space's origin is the window's (0, 0).
        host.press(at: CGPoint(x: 60, y: 110))
        host.move(to: CGPoint(x: 90, y: 150))
        expectEqual(global.items.last?.location, CGPoint(x: 90, y: 150))
        expectEqual(global.items.last?.startLocation, CGPoint(x: 60, y: 110))
        expectEqual(global.items.last?.translation, CGSize(width: 30, height: 40))
        expectEqual(named.items.last?.location, CGPoint(x: 90, y: 150))
    }

    // §25.4: velocity in points per second over the recent moves; the predicted end is a quarter
    // second of that velocity past the current location.
    @Test func dragVelocityAndPredictedEnd() {
        let ended = Log<DragGesture.Value>()
        let host = makeHost(target(Color.blue.gesture(DragGesture().onEnded { ended.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        for i in 1...6 {                                // 10 pt per frame at 60 fps = 600 pt/s
            host.advance()
            host.move(to: CGPoint(x: 60 + 10 * Double(i), y: 110))
        }
        host.release(at: CGPoint(x: 120, y: 110))
        let v = try! #require(ended.items.first)
        #expect(abs(v.velocity.width - 600) < 1e-6)
        expectEqual(v.velocity.height, 0)
        expectEqual(v.translation.width, 60)
        #expect(abs(v.predictedEndTranslation.width - 210) < 1e-6)
        #expect(abs(v.predictedEndLocation.x - (v.location.x + 150)) < 1e-6)
    }

    // §25.4: a drag that never passed its minimum distance ends without onEnded.
    @Test func shortDragHasNoEnd() {
        let ended = Log<DragGesture.Value>()
        let host = makeHost(target(Color.blue.gesture(DragGesture().onEnded { ended.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        host.move(to: CGPoint(x: 65, y: 110))
        host.release(at: CGPoint(x: 65, y: 110))
        #expect(ended.items.isEmpty)
    }

    // MARK: GestureState (§25.3)

    struct DragStateView: View {
        @GestureState var offset = CGSize.zero
        var body: some View {
            Text("w\(Int(offset.width))")
                .frame(width: 200, height: 200)
                .contentShape(Rectangle())
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        }
    }

    // §25.3: `updating` writes the state while the drag runs; it returns to its initial value when
    // the gesture ends.
    @Test func gestureStateResetsOnEnd() {
        let host = makeHost(topLeading(DragStateView()))
        host.press(at: CGPoint(x: 20, y: 20))
        host.move(to: CGPoint(x: 50, y: 20))
        host.advance()
        #expect(host.frame(ofText: "w30") != nil)
        host.release(at: CGPoint(x: 50, y: 20))
        host.advance()
        #expect(host.frame(ofText: "w0") != nil)
    }

    struct PressStateView: View {
        @GestureState var pressing = false
        var body: some View {
            Text(pressing ? "pressing" : "idle")
                .frame(width: 200, height: 200)
                .contentShape(Rectangle())
                .gesture(LongPressGesture().updating($pressing) { value, state, _ in state = value })
        }
    }

    // §25.3, §25.6: a long press reports `true` while held; moving past 10 pt fails it, and the
    // state resets (a cancelled or failed gesture resets too).
    @Test func gestureStateResetsOnFailure() {
        let host = makeHost(topLeading(PressStateView()))
        host.press(at: CGPoint(x: 20, y: 20))
        host.advance()
        #expect(host.frame(ofText: "pressing") != nil)
        host.move(to: CGPoint(x: 20, y: 35))
        host.advance()
        #expect(host.frame(ofText: "idle") != nil)
    }

    // §25.3: `GestureState(wrappedValue:resetTransaction:)` and the `reset:` form compile and reset.
    @Test func gestureStateInitForms() {
        let a = GestureState(wrappedValue: 1.0, resetTransaction: Transaction(animation: .default))
        var seen: [Int] = []
        let b = GestureState(wrappedValue: 2) { value, _ in seen.append(value) }
        let c = GestureState<Int?>(resetTransaction: Transaction())
        expectEqual(a.wrappedValue, 1)
        expectEqual(b.wrappedValue, 2)
        expectEqual(c.wrappedValue, nil)
        b.resetToInitial()          // unbound: nothing stored, nothing to reset
        #expect(seen.isEmpty)
    }

    // MARK: Long press (§25.6)

    // §25.6: onLongPressGesture fires at 0.5 s while the pointer is still held, with no movement:
    // the host's clock drives it. Pressing changes report true at the press, false at release.
    @Test func longPressFiresOnClock() {
        let fired = CallCounter()
        let pressing = Log<Bool>()
        let host = makeHost(target(Color.blue.onLongPressGesture(perform: { fired.hit() }, onPressingChanged: { pressing.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        expectEqual(pressing.items, [true])
        #expect(!host.isIdle)                          // the timer keeps frames coming
        host.advance(frames: 29)
        expectEqual(fired.count, 0)
        host.advance(frames: 1)                        // 30 frames = 0.5 s
        expectEqual(fired.count, 1)
        host.release(at: CGPoint(x: 60, y: 110))
        expectEqual(pressing.items, [true, false])
        expectEqual(fired.count, 1)
    }

    // §25.6: moving more than `maximumDistance` (10 pt) before the duration fails the press.
    @Test func longPressFailsOnMovement() {
        let fired = CallCounter()
        let host = makeHost(target(Color.blue.onLongPressGesture { fired.hit() }))
        host.press(at: CGPoint(x: 60, y: 110))
        host.advance(frames: 10)
        host.move(to: CGPoint(x: 71, y: 110))
        host.advance(frames: 40)
        expectEqual(fired.count, 0)
    }

    // §25.6: a release before 0.5 s is not a long press; `LongPressGesture.onEnded` gets true.
    @Test func longPressGestureEnded() {
        let ended = Log<Bool>()
        let host = makeHost(target(Color.blue.gesture(LongPressGesture(minimumDuration: 1).onEnded { ended.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        host.advance(seconds: 0.5)
        host.release(at: CGPoint(x: 60, y: 110))
        host.advance(seconds: 1)
        #expect(ended.items.isEmpty)
        host.press(at: CGPoint(x: 60, y: 110))
        host.advance(seconds: 1)
        expectEqual(ended.items, [true])
    }

    // MARK: Optional gestures (§25.10)

    // §25.10: `Optional` is a gesture when what it wraps is one: `.gesture(on ? drag : nil)`
    // runs the drag when it is there; nil recognizes nothing, so a subview's tap under it still
    // taps and the parent's own area does nothing.
    @Test func optionalGestureRunsWhenPresentAndNothingWhenNil() {
        for enabled in [true, false] {
            let drags = CallCounter(), taps = CallCounter()
            let host = makeHost(topLeading(
                Color.blue.frame(width: 100, height: 100).onTapGesture { taps.hit() }
                    .padding(50).background(Color.gray)
                    .gesture(enabled ? DragGesture().onChanged { _ in drags.hit() } : nil)))
            host.press(at: CGPoint(x: 10, y: 10))
            host.move(to: CGPoint(x: 40, y: 10))
            host.release(at: CGPoint(x: 40, y: 10))
            #expect(drags.count == (enabled ? 1 : 0))
            host.tap(at: CGPoint(x: 80, y: 80))
            expectEqual(taps.count, 1)
        }
        // The optional gesture's value is the wrapped one's.
        let g: DragGesture? = nil
        #expect(type(of: g).Value.self == DragGesture.Value.self)
    }

    // MARK: Priority (§25.2)

    // §25.2: a subview's gesture wins over its parent's `.gesture`.
    @Test func childGestureWins() {
        let child = CallCounter(), parent = CallCounter()
        let host = makeHost(topLeading(
            Color.blue.frame(width: 100, height: 100).gesture(DragGesture().onChanged { _ in child.hit() })
                .padding(50).background(Color.gray)
                .gesture(DragGesture().onChanged { _ in parent.hit() })))
        host.press(at: CGPoint(x: 80, y: 80))
        host.move(to: CGPoint(x: 120, y: 80))
        host.release(at: CGPoint(x: 120, y: 80))
        expectEqual(child.count, 1)
        expectEqual(parent.count, 0)
        // On the parent's own area the parent's drag runs.
        host.press(at: CGPoint(x: 10, y: 10))
        host.move(to: CGPoint(x: 40, y: 10))
        expectEqual(parent.count, 1)
    }

    // §25.2: `highPriorityGesture` on the parent wins over the subview's gesture.
    @Test func highPriorityParentWins() {
        let child = CallCounter(), parent = CallCounter()
        let host = makeHost(topLeading(
            Color.blue.frame(width: 100, height: 100).gesture(DragGesture().onChanged { _ in child.hit() })
                .padding(50).background(Color.gray)
                .highPriorityGesture(DragGesture().onChanged { _ in parent.hit() })))
        host.press(at: CGPoint(x: 80, y: 80))
        host.move(to: CGPoint(x: 120, y: 80))
        expectEqual(child.count, 0)
        expectEqual(parent.count, 1)
    }

    // §25.2: `simultaneousGesture` runs together with the subview's gesture.
    @Test func simultaneousBothRun() {
        let child = CallCounter(), parent = CallCounter()
        let host = makeHost(topLeading(
            Color.blue.frame(width: 100, height: 100).gesture(DragGesture().onChanged { _ in child.hit() })
                .padding(50).background(Color.gray)
                .simultaneousGesture(DragGesture().onChanged { _ in parent.hit() })))
        host.press(at: CGPoint(x: 80, y: 80))
        host.move(to: CGPoint(x: 120, y: 80))
        expectEqual(child.count, 1)
        expectEqual(parent.count, 1)
    }

    // §25.2: a tap on a subview and a drag on the parent: a tap taps, a drag drags (the drag
    // being recognized cancels the tap).
    @Test func childTapParentDrag() {
        let taps = CallCounter(), drags = CallCounter()
        let host = makeHost(topLeading(
            Color.blue.frame(width: 100, height: 100).onTapGesture { taps.hit() }
                .padding(50).background(Color.gray)
                .gesture(DragGesture().onEnded { _ in drags.hit() })))
        host.tap(at: CGPoint(x: 80, y: 80))
        #expect(taps.count == 1 && drags.count == 0)
        host.press(at: CGPoint(x: 80, y: 80))
        host.move(to: CGPoint(x: 80, y: 130))
        host.release(at: CGPoint(x: 80, y: 130))
        #expect(taps.count == 1 && drags.count == 1)
        // Moving a little and coming back still taps (a tap is not failed by movement alone).
        host.press(at: CGPoint(x: 80, y: 80))
        host.move(to: CGPoint(x: 84, y: 80))
        host.release(at: CGPoint(x: 80, y: 80))
        #expect(taps.count == 2 && drags.count == 1)
    }

    // §25.2: `.allowsHitTesting(false)` on the subview hands the pointer to the parent's gesture;
    // `including: .gesture` turns the subviews' gestures off, `.subviews` the view's own.
    @Test func hitTestingAndMasks() {
        let child = CallCounter(), parent = CallCounter()
        func drag(_ c: CallCounter) -> some Gesture { DragGesture().onChanged { _ in c.hit() } }
        let host = makeHost(topLeading(
            Color.blue.frame(width: 100, height: 100).gesture(drag(child)).allowsHitTesting(false)
                .padding(50).background(Color.gray).gesture(drag(parent))))
        host.press(at: CGPoint(x: 80, y: 80)); host.move(to: CGPoint(x: 120, y: 80)); host.release(at: CGPoint(x: 120, y: 80))
        #expect(child.count == 0 && parent.count == 1)

        let c2 = CallCounter(), p2 = CallCounter()
        let host2 = makeHost(topLeading(
            Color.blue.frame(width: 100, height: 100).gesture(drag(c2))
                .padding(50).background(Color.gray).gesture(drag(p2), including: .gesture)))
        host2.press(at: CGPoint(x: 80, y: 80)); host2.move(to: CGPoint(x: 120, y: 80))
        #expect(c2.count == 0 && p2.count == 1)

        let c3 = CallCounter(), p3 = CallCounter()
        let host3 = makeHost(topLeading(
            Color.blue.frame(width: 100, height: 100).gesture(drag(c3))
                .padding(50).background(Color.gray).gesture(drag(p3), including: .subviews)))
        host3.press(at: CGPoint(x: 10, y: 10)); host3.move(to: CGPoint(x: 40, y: 10))
        #expect(c3.count == 0 && p3.count == 0)
    }

    // §25.2: a DragGesture on content in a ScrollView takes the drag; the content does not scroll.
    @Test func dragInsideScrollView() {
        let drags = Log<CGSize>()
        let host = makeHost(ScrollView {
            VStack(spacing: 0) {
                Text("card").frame(width: 300, height: 100).background(Color.blue)
                    .gesture(DragGesture().onChanged { drags.add($0.translation) })
                ForEach(0..<20) { i in Text("row \(i)").frame(height: 60) }
            }
        })
        host.advance()
        let before = try! #require(host.frame(ofText: "card"))
        let row = try! #require(host.frame(ofText: "row 3"))
        host.press(at: CGPoint(x: before.midX, y: before.midY))
        for i in 1...5 { host.advance(); host.move(to: CGPoint(x: before.midX, y: before.midY - 20 * Double(i))) }
        host.release(at: CGPoint(x: before.midX, y: before.midY - 100))
        host.advance(frames: 30)
        expectEqual(drags.items.last, CGSize(width: 0, height: -100))
        expectEqual(host.frame(ofText: "card"), before)
        // A drag on a row without a gesture still scrolls.
        host.press(at: CGPoint(x: row.midX, y: row.midY))
        for i in 1...5 { host.advance(); host.move(to: CGPoint(x: row.midX, y: row.midY - 20 * Double(i))) }
        host.release(at: CGPoint(x: row.midX, y: row.midY - 100))
        host.advance(frames: 60)
        #expect((host.frame(ofText: "card")?.minY ?? 0) < before.minY - 50)
    }

    // MARK: Composition (§25.8)

    // §25.8: long press then drag: nothing until the press is held 0.5 s; then the drag's values
    // come as `.second(true, drag)`, starting where the pointer was when the press ended.
    @Test func sequencedLongPressThenDrag() {
        let changes = Log<SequenceGesture<LongPressGesture, DragGesture>.Value>()
        let ended = Log<SequenceGesture<LongPressGesture, DragGesture>.Value>()
        let g = LongPressGesture().sequenced(before: DragGesture())
            .onChanged { changes.add($0) }.onEnded { ended.add($0) }
        let host = makeHost(target(Color.blue.gesture(g)))
        host.press(at: CGPoint(x: 60, y: 110))
        expectEqual(changes.items.last, .first(true))
        host.advance(seconds: 0.5)
        guard case .second(true, nil)? = changes.items.last else { Issue.record("\(changes.items)"); return }
        host.move(to: CGPoint(x: 90, y: 110))
        guard case .second(true, let drag?)? = changes.items.last else { Issue.record("\(changes.items)"); return }
        expectEqual(drag.translation, CGSize(width: 30, height: 0))
        host.release(at: CGPoint(x: 90, y: 110))
        if case .second(true, let d?)? = ended.items.last { #expect(d.translation.width == 30) } else { Issue.record("no end") }

        // Moving before the press is recognized fails the whole sequence.
        changes.items = []; ended.items = []
        host.press(at: CGPoint(x: 60, y: 110))
        host.move(to: CGPoint(x: 90, y: 110))
        host.advance(seconds: 1)
        host.release(at: CGPoint(x: 90, y: 110))
        #expect(ended.items.isEmpty)
        expectEqual(changes.items, [.first(true)])
    }

    // §25.8: simultaneous values carry both parts, nil for the one that has not reported.
    @Test func simultaneousValues() {
        let changes = Log<SimultaneousGesture<DragGesture, LongPressGesture>.Value>()
        let host = makeHost(target(Color.blue.gesture(
            DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture()).onChanged { changes.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        let last = try! #require(changes.items.last)
        expectEqual(last.first?.translation, .zero)
        expectEqual(last.second, true)
    }

    // §25.8: `exclusively(before:)`: a double tap wins over a single tap; a single tap is
    // reported only once the double tap failed (0.3 s later).
    @Test func exclusiveDoubleTapBeforeSingle() {
        let ended = Log<String>()
        let g = TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { v in
            switch v {
            case .first: ended.add("double")
            case .second: ended.add("single")
            }
        }
        let host = makeHost(target(Color.blue.gesture(g)))
        host.tap(at: CGPoint(x: 60, y: 110))
        host.advance(frames: 5)
        host.tap(at: CGPoint(x: 60, y: 110))
        host.advance(frames: 30)
        expectEqual(ended.items, ["double"])
        host.advance(frames: 30)
        host.tap(at: CGPoint(x: 60, y: 110))
        host.advance(frames: 5)
        expectEqual(ended.items, ["double"])
        host.advance(frames: 30)
        expectEqual(ended.items, ["double", "single"])
    }

    // §25.8: `map` transforms values.
    @Test func mapGesture() {
        let values = Log<CGFloat>()
        let host = makeHost(target(Color.blue.gesture(DragGesture().map { $0.translation.width }.onChanged { values.add($0) })))
        host.press(at: CGPoint(x: 60, y: 110))
        host.move(to: CGPoint(x: 85, y: 110))
        expectEqual(values.items, [25])
    }

    // §25.5: SpatialTapGesture and onTapGesture(coordinateSpace:) report the location.
    @Test func spatialTap() {
        let points = Log<CGPoint>()
        let host = makeHost(target(Color.blue.onTapGesture(coordinateSpace: .local) { points.add($0) }))
        host.tap(at: CGPoint(x: 70, y: 130))
        expectEqual(points.items, [CGPoint(x: 20, y: 30)])
    }

    // MARK: Hover and pinch (§25.7, §25.9)

    // §25.9: onHover reports true when the pointer moves onto the view, false when it leaves.
    @Test func hover() {
        let events = Log<Bool>()
        let host = makeHost(target(Color.blue.onHover { events.add($0) }))
        host.hover(at: CGPoint(x: 10, y: 10))
        #expect(events.items.isEmpty)
        host.send(.hover(CGPoint(x: 60, y: 110)))
        host.hover(at: CGPoint(x: 70, y: 120))
        expectEqual(events.items, [true])
        host.hover(at: CGPoint(x: 300, y: 120))
        expectEqual(events.items, [true, false])
    }

    // §25.9: `onContinuousHover` hears each position over the view in its own space (the view
    // is at 50, 100), then `.ended` when the pointer leaves; `.global` gives window points.
    @Test func continuousHoverReportsTheLocationAndTheEnd() {
        let phases = Log<HoverPhase>(), global = Log<HoverPhase>()
        let host = makeHost(target(Color.blue
            .onContinuousHover { phases.add($0) }
            .onContinuousHover(coordinateSpace: .global) { global.add($0) }))
        host.hover(at: CGPoint(x: 10, y: 10))
        #expect(phases.items.isEmpty)
        host.hover(at: CGPoint(x: 60, y: 110))
        host.hover(at: CGPoint(x: 70, y: 130))
        expectEqual(phases.items, [.active(CGPoint(x: 10, y: 10)), .active(CGPoint(x: 20, y: 30))])
        expectEqual(global.items, [.active(CGPoint(x: 60, y: 110)), .active(CGPoint(x: 70, y: 130))])
        host.hover(at: CGPoint(x: 300, y: 120))
        #expect(phases.items.last == .ended && phases.items.count == 3)
    }

    // §25.7: ctrl + wheel steps pinch; the value is the scale since the pinch began; it ends 0.3 s
    // after the last step.
    @Test func magnification() {
        let changes = Log<CGFloat>(), ended = Log<CGFloat>()
        let host = makeHost(target(Color.blue.gesture(MagnificationGesture().onChanged { changes.add($0) }.onEnded { ended.add($0) })))
        host.magnify(at: CGPoint(x: 60, y: 110), by: 1.1)
        host.advance()
        host.send(.magnify(CGPoint(x: 60, y: 110), 1.1))
        expectEqual(changes.items.count, 2)
        #expect(abs((changes.items.last ?? 0) - 1.21) < 1e-9)
        host.advance(frames: 10)
        #expect(ended.items.isEmpty)
        host.advance(frames: 20)
        expectEqual(ended.items.count, 1)
    }

    // §25.5: Buttons and onTapGesture still tap; a Button inside a parent drag still taps.
    @Test func buttonInsideDrag() {
        let taps = CallCounter(), drags = CallCounter()
        let host = makeHost(topLeading(
            Button("Go") { taps.hit() }.frame(width: 100, height: 50)
                .padding(50).background(Color.gray)
                .gesture(DragGesture().onChanged { _ in drags.hit() })))
        host.advance()
        #expect(host.tap(onText: "Go"))
        #expect(taps.count == 1 && drags.count == 0)
    }

    struct SwipeGesture: Gesture {
        var body: some Gesture<String> {
            DragGesture(minimumDistance: 20).map { $0.translation.width > 0 ? "right" : "left" }
        }
    }

    // §25.1: a gesture written with a `body` recognizes what its body recognizes.
    @Test func customGestureWithBody() {
        let swipes = Log<String>()
        let host = makeHost(target(Color.blue.gesture(SwipeGesture().onEnded { swipes.add($0) })))
        host.press(at: CGPoint(x: 150, y: 110))
        host.move(to: CGPoint(x: 100, y: 110))
        host.release(at: CGPoint(x: 100, y: 110))
        expectEqual(swipes.items, ["left"])
    }

    // §8: `contentShape(_:_:)` with `.interaction` widens the hit area like the plain form.
    @Test func contentShapeKinds() {
        let taps = CallCounter()
        let host = makeHost(topLeading(Text("abcd").padding().contentShape(.interaction, Rectangle()).onTapGesture { taps.hit() }))
        host.tap(at: CGPoint(x: 5, y: 5))
        expectEqual(taps.count, 1)
        let other = CallCounter()
        let host2 = makeHost(topLeading(Text("abcd").padding().contentShape(.dragPreview, Rectangle()).onTapGesture { other.hit() }))
        host2.tap(at: CGPoint(x: 5, y: 5))
        expectEqual(other.count, 0)
    }
}
