import Foundation
import Testing
@testable import PlaygroundUI

// Numbers in text keys (docs/semantics.md §20.1): the fast path for plain specifiers gives the
// same characters as CoreFoundation's locale-aware formatting in en_US.

@Suite struct NumberInterpolationTests {
    private let enUS = Locale(identifier: "en_US")

    @Test func plainSpecifiersMatchLocaleFormatting() {
        var checked = 0
        func check(_ spec: String, _ arg: CVarArg) {
            let expected = String(format: spec, locale: enUS, arg)
            #expect(LocalizedStringKey.formatNumber(spec, arg) == expected, "\(spec) of \(arg)")
            checked += 1
        }
        for v in [0, 7, -7, 999, 1000, -1000, 12345, 999_999, 1_000_000, -1_234_567, Int.max, Int.min] {
            check("%lld", v)
            check("%ld", v)
        }
        for v: Int32 in [0, 999, 1000, -54321, Int32.max, Int32.min] { check("%d", v); check("%i", v) }
        for v: UInt32 in [0, 1000, UInt32(Int32.max)] { check("%u", v) }
        for v: UInt in [0, 1000, UInt(Int.max)] { check("%llu", v) }
        // Past the signed range CoreFoundation's locale path prints "-1" (it reads the value as
        // signed); the fast path prints the value.
        expectEqual(LocalizedStringKey.formatNumber("%llu", UInt.max), "18,446,744,073,709,551,615")
        expectEqual(LocalizedStringKey.formatNumber("%u", UInt32.max), "4,294,967,295")
        let doubles: [Double] = [0, 3.5, -3.5, 999.5, 999.9999996, 1000, 1234.5, -1234.5, 0.125, 2.5, 1_000_000.25, 123_456_789.987, 1e14 + 0.5]
        for v in doubles {
            for spec in ["%lf", "%f", "%.2f", "%.0f", "%.1lf", "%.3f"] { check(spec, v) }
        }
        expectEqual(checked, 24 + 12 + 3 + 3 + doubles.count * 6)
    }

    @Test func otherSpecifiersTakeTheLocalePath() {
        #expect(!LocalizedStringKey.isPlainSpecifier("%05lld"))
        #expect(!LocalizedStringKey.isPlainSpecifier("%.1f%%"))
        #expect(!LocalizedStringKey.isPlainSpecifier("%+d"))
        #expect(!LocalizedStringKey.isPlainSpecifier("%lllld"))
        #expect(LocalizedStringKey.isPlainSpecifier("%.2f") && LocalizedStringKey.isPlainSpecifier("%lld"))
        #expect(LocalizedStringKey.formatNumber("%.1f%%", 12.5 as Double) == "12.5%")
        #expect(LocalizedStringKey.formatNumber("%03lld", 7 as Int) == String(format: "%03lld", locale: enUS, 7 as Int))
        expectEqual(LocalizedStringKey.formatNumber("%lf", Double.infinity), String(format: "%lf", locale: enUS, Double.infinity))
        expectEqual(LocalizedStringKey.groupedByThousands("1234567.5"), "1,234,567.5")
        expectEqual(LocalizedStringKey.groupedByThousands("inf"), nil)
    }

    /// Integers interpolated without a specifier skip `String(format:)` (`groupedDecimal`) and
    /// give the same characters as the printf path, which the test above holds to en_US's.
    @Test func wholeNumbersGiveThePrintfCharacters() {
        let values: [Int64] = [0, 7, -7, 999, -999, 1000, -1000, 12_345, 999_999, 1_000_000, -1_234_567, .max, .min]
        for v in values {
            #expect(LocalizedStringKey.groupedDecimal(v) == LocalizedStringKey.formatNumber("%lld", v), "\(v)")
        }
        // Each integer type takes the whole-number path; a value past Int64 and the floating
        // types take the printf path.
        #expect((1234 as Int)._wholeNumber == 1234 && (-5 as Int8)._wholeNumber == -5 && (70_000 as UInt32)._wholeNumber == 70_000)
        #expect(UInt64.max._wholeNumber == nil && (3.0 as Double)._wholeNumber == nil && (2.5 as Float)._wholeNumber == nil)
        #expect(Text("\(1_234_567) of \(UInt64.max), \(-1000 as Int16)").string == "1,234,567 of 18,446,744,073,709,551,615, -1,000")
        expectEqual(Text("\(42)").string, "42")
    }
}
