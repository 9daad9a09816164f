import Foundation
import Testing
@testable import PlaygroundUI

// §16.2: `@Animatable` writes `animatableData` from the stored `var`s, in declaration order, and
// `@AnimatableIgnored` leaves one out.

/// A needle: a point and an angle animate; its colour switch, its name and its length do not.
@Animatable
private struct Needle: Shape {
    var x: CGFloat
    var y: CGFloat
    var angle: Angle
    @AnimatableIgnored var isLong: Bool = false
    let name: String
    nonisolated var length: CGFloat { isLong ? 30 : 10 }
    static var count = 0

    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: x, y: y))
        p.addLine(to: CGPoint(x: x + length * cos(angle.radians), y: y + length * sin(angle.radians)))
        return p
    }
}

/// One property: its own data. The conformance is added (a modifier is not `Animatable` by itself).
@Animatable
private struct FontSize: ViewModifier {
    var size: CGFloat
    func body(content: Content) -> some View { content.font(.system(size: size)) }
}

/// Nothing to animate: `EmptyAnimatableData`. An observed property counts; a property wrapper does not.
@Animatable
private struct Nothing: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View { content }
}

@Animatable
private struct Observed: Shape {
    var inset: Double = 0.5 {
        didSet { Observed.writes += 1 }
    }
    nonisolated(unsafe) static var writes = 0
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
}

private struct Gauge: View {
    @State var on = false
    var body: some View {
        VStack(spacing: 0) {
            Needle(x: on ? 90 : 10, y: on ? 40 : 0, angle: .degrees(on ? 90 : 0), isLong: on, name: "n")
                .stroke(Color.red, lineWidth: 1)
                .frame(width: 100, height: 60)
            Text("size").modifier(FontSize(size: on ? 40 : 20))
            Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
        .frame(maxHeight: .infinity, alignment: .top)   // the needle stays put while the text grows
    }
}

private func isAnimatable<T: Animatable>(_: T.Type) -> Bool { true }
private func isAnimatable<T>(_: T.Type) -> Bool { false }

@MainActor
@Suite struct AnimatableMacroTests {
    @Test func theDataIsTheStoredVarsInOrder() {
        var needle = Needle(x: 1, y: 2, angle: .radians(3), isLong: true, name: "a")
        let data: AnimatablePair<CGFloat, AnimatablePair<CGFloat, Double>> = needle.animatableData
        #expect(data.first == 1 && data.second.first == 2 && data.second.second == 3)
        needle.animatableData = AnimatablePair(10, AnimatablePair(20, 0.5))
        #expect(needle.x == 10 && needle.y == 20 && needle.angle.radians == 0.5)
        #expect(needle.isLong && needle.name == "a")   // left out: not written

        var size = FontSize(size: 12)
        let one: CGFloat = size.animatableData
        size.animatableData = 30
        #expect(one == 12 && size.size == 30)
        #expect(isAnimatable(FontSize.self) && isAnimatable(Nothing.self))

        var nothing = Nothing()
        let empty: EmptyAnimatableData = nothing.animatableData
        nothing.animatableData = empty

        var observed = Observed()
        let inset: Double = observed.animatableData
        Observed.writes = 0
        observed.animatableData = 2
        #expect(inset == 0.5 && observed.inset == 2 && Observed.writes == 1)
    }

    private func line(_ h: ViewHost) -> CGRect? {
        for case .shape(let s) in h.displayList.items {
            if case .path(let p, _) = s.outline { return p.boundingRect }
        }
        return nil
    }

    @Test func aMacroShapeAndModifierAnimateOnTheVirtualClock() throws {
        let h = ViewHost(rootView: Gauge(), size: CGSize(width: 200, height: 200))
        h.advance(frames: 1)
        let smallHeight = try #require(h.frame(ofText: "size")).height
        let start = try #require(line(h))
        _ = h.tap(onText: "go")
        h.advance(frames: 16)   // a quarter of the linear second
        // (10, 0) → (90, 40) a quarter of the way is (30, 10); the angle 22.5°; the length is not
        // animated (`isLong` jumped to true: 30 pt).
        let b = try #require(line(h))
        #expect(abs(start.width - 10) < 1e-6 && start.height < 1e-6)
        #expect(abs(b.minX - start.minX - 20) < 1e-6 && abs(b.minY - start.minY - 10) < 1e-6)
        #expect(abs(b.width - 30 * cos(.pi / 8)) < 1e-6 && abs(b.height - 30 * sin(.pi / 8)) < 1e-6)
        // The font size a quarter of the way from 20 to 40: 25 pt, so the line is taller than at 20.
        let quarterHeight = try #require(h.frame(ofText: "size")).height
        h.advance(frames: 60)
        let bigHeight = try #require(h.frame(ofText: "size")).height
        #expect(smallHeight < quarterHeight && quarterHeight < bigHeight)
        #expect(abs((quarterHeight - smallHeight) / (bigHeight - smallHeight) - 0.25) < 0.06)
    }
}
