import Testing
@testable import PlaygroundUI

// `Angle`'s compound arithmetic, as rotation-gesture code accumulates angles
// (`finalAmount += currentAmount`).
struct AngleArithmeticTests {
    @Test func compoundOperatorsAccumulate() {
        var a = Angle.degrees(30)
        a += .degrees(15)
        #expect(abs(a.degrees - 45) < 1e-9)
        a -= .degrees(5)
        #expect(abs(a.degrees - 40) < 1e-9)
        a *= 2
        #expect(abs(a.degrees - 80) < 1e-9)
        a /= 4
        #expect(abs(a.degrees - 20) < 1e-9)
    }
}
