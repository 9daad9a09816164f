import Foundation

// Numbers interpolated into a `LocalizedStringKey` (docs/semantics.md §20.1): SwiftUI formats the
// key with printf specifiers in the locale, so integers and the integer part of a `Double` get
// the locale's grouping separators ("1,000", "1,234.500000"). The locale is en_US here.

extension LocalizedStringKey {
    /// `String(format: specifier, locale: en_US, arg)`. CoreFoundation's locale-aware formatting
    /// costs 40–50 µs a call (a number formatter each time; measured on this machine) and keys
    /// are made in `body`, so a lone plain specifier (`%lld`, `%d`, `%u`, `%lf`, `%.2f`, … with
    /// no flags or width) is formatted without the locale and grouped by three with ",": about
    /// 3 µs, the same characters for en_US (`NumberInterpolationTests` compares the two).
    /// Anything else (flags, widths, text around the specifier, infinities) takes the locale path.
    static func formatNumber(_ specifier: String, _ arg: CVarArg) -> String {
        if isPlainSpecifier(specifier) {
            let plain = String(format: specifier, arg)
            if let grouped = groupedByThousands(plain) { return grouped }
        }
        return String(format: specifier, locale: formatLocale, arg)
    }

    /// `n` in decimal, grouped by three with "," (what `formatNumber("%lld", n)` gives, for en_US),
    /// made without `String(format:)`, which costs about 4,500 instructions a call: a row that
    /// interpolates a few integers in its texts paid a quarter of a forced rebuild's frame for it.
    static func groupedDecimal(_ n: Int64) -> String {
        if n > -1000 && n < 1000 { return String(n) }
        var magnitude = n.magnitude
        var out = [UInt8](repeating: 0, count: 27)   // 19 digits, 6 separators, a sign
        var i = out.count
        var digits = 0
        while magnitude > 0 || digits == 0 {
            if digits > 0 && digits % 3 == 0 { i -= 1; out[i] = UInt8(ascii: ",") }
            i -= 1
            out[i] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            digits += 1
        }
        if n < 0 { i -= 1; out[i] = UInt8(ascii: "-") }
        return String(decoding: out[i...], as: UTF8.self)
    }

    /// Whether `s` is one conversion, `%` [`.` digits] [`l`|`ll`|`h`|`hh`] one of `d i u f`.
    static func isPlainSpecifier(_ s: String) -> Bool {
        var u = s.utf8[...]
        guard u.popFirst() == UInt8(ascii: "%") else { return false }
        if u.first == UInt8(ascii: ".") {
            u = u.dropFirst()
            let digits = u.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty else { return false }
            u = u.dropFirst(digits.count)
        }
        let lengths = u.prefix { $0 == UInt8(ascii: "l") || $0 == UInt8(ascii: "h") }
        guard lengths.count <= 2 else { return false }
        u = u.dropFirst(lengths.count)
        guard u.count == 1, let c = u.first else { return false }
        return c == UInt8(ascii: "d") || c == UInt8(ascii: "i") || c == UInt8(ascii: "u") || c == UInt8(ascii: "f")
    }

    /// "-1234567.50" as "-1,234,567.50"; nil when `plain` is not an optional "-", digits and an
    /// optional "." with digits (an infinity, a NaN).
    static func groupedByThousands(_ plain: String) -> String? {
        let bytes = Array(plain.utf8)
        var i = 0
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 3)
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { out.append(bytes[i]); i += 1 }
        let start = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        let intDigits = i - start
        guard intDigits > 0 else { return nil }
        if i < bytes.count {
            guard bytes[i] == UInt8(ascii: ".") else { return nil }
            for b in bytes[(i + 1)...] where b < UInt8(ascii: "0") || b > UInt8(ascii: "9") { return nil }
        }
        for k in 0..<intDigits {
            if k > 0 && (intDigits - k) % 3 == 0 { out.append(UInt8(ascii: ",")) }
            out.append(bytes[start + k])
        }
        out += bytes[i...]
        return String(decoding: out, as: UTF8.self)
    }
}
