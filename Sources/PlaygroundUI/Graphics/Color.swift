import Foundation

/// A colour, stored resolved as sRGB components with opacity (light mode; docs/semantics.md §9).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The resolved sRGB components, each 0…1.
    public var resolved: ResolvedColor
    /// The components in dark mode, for the adaptive system colours (nil: the same as light, §21.3).
    var dark: ResolvedColor?
    /// The system colour's name in `Color.names` (0: none), which `description` prints as
    /// SwiftUI does ("red"); not part of equality.
    private var nameIndex: UInt8 = 0

    public static func == (a: Color, b: Color) -> Bool { a.resolved == b.resolved && a.dark == b.dark }
    public func hash(into hasher: inout Hasher) { hasher.combine(resolved); hasher.combine(dark) }

    public init(resolved: ResolvedColor) { self.resolved = resolved }

    /// The components this colour has in `scheme`.
    func resolved(in scheme: ColorScheme) -> ResolvedColor {
        scheme == .dark ? (dark ?? resolved) : resolved
    }
    /// An adaptive colour: `light` components, `dark` in dark mode (iOS's system colours).
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1, dark: (Int, Int, Int, Double)) {
        self.init(r, g, b, a)
        self.dark = Color(dark.0, dark.1, dark.2, dark.3).resolved
    }

    /// How the components of `init(_:red:green:blue:opacity:)` are to be read.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        resolved = ResolvedColor(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            resolved = ResolvedColor(red: ResolvedColor.encode(red), green: ResolvedColor.encode(green),
                                     blue: ResolvedColor.encode(blue), opacity: opacity)
        } else {
            resolved = ResolvedColor(red: red, green: green, blue: blue, opacity: opacity)
        }
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    /// A colour from hue, saturation and brightness, each 0…1 (hue wraps around).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: a)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.resolved.opacity *= opacity
        c.dark?.opacity *= opacity
        if opacity != 1 { c.nameIndex = 0 }   // printed by its components, not the name
        return c
    }

    /// As SwiftUI prints a colour: a system colour's name ("red", "primary"), any other as its
    /// sRGB components in hexadecimal with opacity last ("#FF0000FF") (§9).
    public var description: String {
        if nameIndex > 0, Int(nameIndex) < Color.names.count { return Color.names[Int(nameIndex)] }
        let c = resolved.rgba8
        return "#" + [c.r, c.g, c.b, c.a].map { String(format: "%02X", $0) }.joined()
    }

    private static let names = ["", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                                "pink", "brown", "gray", "black", "white", "clear", "primary", "secondary"]
    /// This colour printed by its system name.
    private func named(_ name: String) -> Color {
        var c = self
        c.nameIndex = UInt8(Color.names.firstIndex(of: name) ?? 0)
        return c
    }

    public static let red = Color(255, 59, 48, dark: (255, 69, 58, 1)).named("red")
    public static let orange = Color(255, 149, 0, dark: (255, 159, 10, 1)).named("orange")
    public static let yellow = Color(255, 204, 0, dark: (255, 214, 10, 1)).named("yellow")
    public static let green = Color(52, 199, 89, dark: (48, 209, 88, 1)).named("green")
    public static let mint = Color(0, 199, 190, dark: (99, 230, 226, 1)).named("mint")
    public static let teal = Color(48, 176, 199, dark: (64, 200, 224, 1)).named("teal")
    public static let cyan = Color(50, 173, 230, dark: (100, 210, 255, 1)).named("cyan")
    public static let blue = Color(0, 122, 255, dark: (10, 132, 255, 1)).named("blue")
    public static let indigo = Color(88, 86, 214, dark: (94, 92, 230, 1)).named("indigo")
    public static let purple = Color(175, 82, 222, dark: (191, 90, 242, 1)).named("purple")
    public static let pink = Color(255, 45, 85, dark: (255, 55, 95, 1)).named("pink")
    public static let brown = Color(162, 132, 94, dark: (172, 142, 104, 1)).named("brown")
    public static let gray = Color(142, 142, 147).named("gray")
    public static let black = Color(0, 0, 0).named("black")
    public static let white = Color(255, 255, 255).named("white")
    public static let clear = Color(0, 0, 0, 0).named("clear")
    public static let primary = Color(0, 0, 0, dark: (255, 255, 255, 1)).named("primary")
    public static let secondary = Color(60, 60, 67, 0.6, dark: (235, 235, 245, 0.6)).named("secondary")
    /// The accent colour: the app's `AccentColor` colour set when its asset catalog has one
    /// (installed by the host before the first frame), else iOS's default blue (§17.5).
    public static var accentColor: Color { _appAccent ?? .blue }
    /// The app's accent colour (engine detail: set once by the host at start, before any view
    /// graph exists: the environments `EnvironmentMemo` keeps were made with the value it had).
    nonisolated(unsafe) package static var _appAccent: Color?
}

/// A colour as the display list carries it: sRGB components and opacity, each 0…1.
public struct ResolvedColor: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    /// 8-bit components (rounded), for rasterisers.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func b(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (b(red), b(green), b(blue), b(opacity))
    }

    /// Linear-light components (for animation, docs/semantics.md §7.3).
    var linear: SIMD4<Double> {
        SIMD4(Self.decode(red), Self.decode(green), Self.decode(blue), opacity)
    }
    init(linear v: SIMD4<Double>) {
        self.init(red: Self.encode(v.x), green: Self.encode(v.y), blue: Self.encode(v.z), opacity: min(max(v.w, 0), 1))
    }
    static func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encode(_ c: Double) -> Double {
        let c = min(max(c, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    public var description: String {
        let c = rgba8
        return "rgba(\(c.r),\(c.g),\(c.b),\(String(format: "%.2f", opacity)))"
    }
}

/// A shape style that is a colour (SwiftUI's `ShapeStyle where Resolved == Color.Resolved`), so
/// `Color(.mint)` and `Color(.mint.opacity(0.2))` read the `ShapeStyle` colour statics (§17.5).
/// Public because `Color(_:)` taking a colour style is constrained to it.
public protocol _ColorShapeStyle: ShapeStyle, Hashable {
    var _color: Color { get }
}
extension Color: _ColorShapeStyle {
    public var _color: Color { self }
}
extension Color {
    /// The colour a colour style stands for: `Color(.mint)` (iOS 17's `init(_:)` taking a
    /// `ShapeStyle` that resolves to a colour).
    public init<T: _ColorShapeStyle>(_ color: T) { self = color._color }
}
