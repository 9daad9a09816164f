import Foundation

/// CIE ΔE 1994 between two sRGB colours (graphic-arts weights), the measure of Core Image's
/// `CILabDeltaE` that swift-snapshot-testing's perceptual precision uses: 0 is the same colour,
/// about 1–2 what an eye can just tell apart, 100 black against white.
enum ColorDifference {
    typealias RGB = (UInt8, UInt8, UInt8)

    static func deltaE94(_ a: RGB, _ b: RGB) -> Double {
        let (l1, a1, b1) = lab(a), (l2, a2, b2) = lab(b)
        let dL = l1 - l2
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dC = c1 - c2
        let da = a1 - a2, db = b1 - b2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIE L*a*b* (D65 white) of an sRGB colour.
    static func lab(_ c: RGB) -> (Double, Double, Double) {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let r = linear(c.0), g = linear(c.1), b = linear(c.2)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
