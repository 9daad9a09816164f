import Foundation
import PlaygroundSDL
import PlaygroundUI

/// The flags every live view accepts — `playground run`, `playground open` and any program that
/// calls `setLiveView` — parsed here and only here, by hand, so programs need no argument-parser
/// dependency. The table below is also where the help text comes from.
public enum LiveViewArguments {
    /// One flag: its name, what its value is called (nil: a switch), what it does, and how it
    /// sets `RunOptions` from its value.
    public struct Flag: Sendable {
        public let name: String
        public let valueName: String?
        public let help: String
        let apply: @Sendable (inout RunOptions, String) throws -> Void
        /// `--flag VALUE` (or `--flag` for a switch).
        public var usage: String { valueName.map { "\(name) \($0)" } ?? name }
    }

    /// Every flag, in the order help lists them.
    public static let flags: [Flag] = [
        Flag(name: "--headless", valueName: nil, help: "No window: render offscreen with the software renderer.") { o, _ in o.headless = true },
        Flag(name: "--size", valueName: "WxH", help: "Size in points, e.g. 800x600 (default: the scene's).") { o, v in o.size = try RunOptions.parseSize(v) },
        Flag(name: "--scale", valueName: "S", help: "Pixels per point for recordings (default 1).") { o, v in o.scale = try number("--scale", v) },
        Flag(name: "--record", valueName: "DIR", help: "Write frame-00000.png, frame-00001.png, … into DIR.") { o, v in o.record = try RunOptions.parseRecordFolder(v) },
        Flag(name: "--duration", valueName: "S", help: "Seconds to run headless or record (default 2).") { o, v in o.duration = try number("--duration", v) },
        Flag(name: "--frames", valueName: "N", help: "Frames to run headless or record (overrides --duration).") { o, v in o.frames = try integer("--frames", v) },
        Flag(name: "--fps", valueName: "N", help: "Frames per second of the virtual clock (default 60).") { o, v in o.fps = try integer("--fps", v) },
        Flag(name: "--script", valueName: "FILE", help: "Input script: one `TIME ACTION ARGS` per line.") { o, v in o.script = URL(fileURLWithPath: v) },
        Flag(name: "--era", valueName: "legacy|modern", help: "Behaviour era: legacy (iOS 13/14 defaults) or modern.") { o, v in
            guard let era = AnimationEra(rawValue: v.lowercased()) else {
                throw PlaygroundError.badFlag("--era '\(v)': expected legacy or modern")
            }
            o.era = era
        },
        Flag(name: "--locale", valueName: "ID", help: "The language of an app's string tables, e.g. de or pt_BR (default: its development language).") { o, v in
            guard !v.isEmpty, v.count <= 20, v.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" }) else {
                throw PlaygroundError.badFlag("--locale '\(v)': expected a language like en, de or pt_BR")
            }
            o.locale = v
        },
        Flag(name: "--color-scheme", valueName: "light|dark", help: "The window's appearance (default light); .preferredColorScheme overrides it.") { o, v in
            switch v.lowercased() {
            case "light": o.colorScheme = .light
            case "dark": o.colorScheme = .dark
            default: throw PlaygroundError.badFlag("--color-scheme '\(v)': expected light or dark")
            }
        },
        Flag(name: "--layout-direction", valueName: "ltr|rtl", help: "The window's layout direction (default ltr); rtl mirrors the layout as a right-to-left language does.") { o, v in
            switch v.lowercased() {
            case "ltr", "lefttoright": o.layoutDirection = .leftToRight
            case "rtl", "righttoleft": o.layoutDirection = .rightToLeft
            default: throw PlaygroundError.badFlag("--layout-direction '\(v)': expected ltr or rtl")
            }
        },
        Flag(name: "--dynamic-type", valueName: "SIZE", help: "The window's text size, a DynamicTypeSize case: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.") { o, v in
            guard let size = DynamicTypeSize.allCases.first(where: { "\($0)".lowercased() == v.lowercased() }) else {
                throw PlaygroundError.badFlag("--dynamic-type '\(v)': expected xSmall, small, medium, large, xLarge, xxLarge, xxxLarge or accessibility1 … accessibility5")
            }
            o.dynamicTypeSize = size
        },
        Flag(name: "--safe-area", valueName: "T,L,B,T", help: "Safe-area insets of the window in points, e.g. 59,0,34,0 (default none).") { o, v in o.safeArea = try RunOptions.parseSafeArea(v) },
        Flag(name: "--slow", valueName: "FACTOR", help: "Slow motion: animations run FACTOR times slower (key s toggles ×4 in the window).") { o, v in o.slow = try number("--slow", v) },
        Flag(name: "--gif", valueName: "FILE", help: "Also encode the recording as a GIF (needs ffmpeg).") { o, v in o.gif = URL(fileURLWithPath: v) },
        Flag(name: "--mp4", valueName: "FILE", help: "Also encode the recording as an MP4 (needs ffmpeg).") { o, v in o.mp4 = URL(fileURLWithPath: v) },
        Flag(name: "--inspect", valueName: nil, help: "Show the preference inspector (key i toggles it in the window).") { o, _ in o.inspect = true },
        Flag(name: "--timings", valueName: nil, help: "With --headless or --record: print how long the frames took (median, 90 %, 99 %, the slowest, how many missed the frame's time).") { o, _ in o.timings = true },
        Flag(name: "--bounds", valueName: nil, help: "Outline every view's frame (key b toggles it in the window).") { o, _ in o.bounds = true },
        Flag(name: "--assets", valueName: "DIR", help: "Also look for Image(\"name\") files in DIR (repeatable; searched first).") { o, v in o.assets.append(try RunOptions.parseAssetsFolder(v)) },
    ]

    /// The flags as a help paragraph: one `--flag VALUE  what it does` line each.
    public static var helpText: String {
        let usages = flags.map(\.usage)
        let width = usages.map(\.count).max() ?? 0
        return zip(usages, flags).map { u, f in "  " + u.padding(toLength: width + 2, withPad: " ", startingAt: 0) + f.help }
            .joined(separator: "\n")
    }

    /// Parses `arguments` (without the program name; `--flag value` or `--flag=value`) into
    /// `RunOptions`; throws `.badFlag` naming the flag and what was expected. Ranges are checked
    /// later, against the scene, by `RunOptions.validate`.
    public static func parse(_ rawArguments: [String]) throws -> RunOptions {
        var positionals: [String] = []
        let options = try parse(rawArguments, positionals: &positionals)
        if let first = positionals.first { throw PlaygroundError.badFlag("unexpected argument '\(first)': expected flags only") }
        return options
    }

    /// Like `parse(_:)`, collecting arguments that are neither flags nor their values (a scene
    /// name, in any position) into `positionals`.
    public static func parse(_ rawArguments: [String], positionals: inout [String]) throws -> RunOptions {
        let arguments = rawArguments.flatMap { a -> [String] in
            guard a.hasPrefix("--"), let eq = a.firstIndex(of: "=") else { return [a] }
            return [String(a[..<eq]), String(a[a.index(after: eq)...])]
        }
        var o = RunOptions()
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            if !arg.hasPrefix("-") || arg == "-" {
                positionals.append(arg)
                i += 1
                continue
            }
            guard let flag = flags.first(where: { $0.name == arg }) else {
                let list = flags.map(\.usage).joined(separator: ", ")
                throw PlaygroundError.badFlag("unknown flag \(arg.isEmpty ? "''" : arg): expected \(list)")
            }
            var value = ""
            if flag.valueName != nil {
                i += 1
                guard i < arguments.count else { throw PlaygroundError.badFlag("\(arg): expected a value after it") }
                value = arguments[i]
            }
            try flag.apply(&o, value)
            i += 1
        }
        return o
    }

    private static func number(_ flag: String, _ text: String) throws -> Double {
        guard let v = Double(text), v.isFinite else { throw PlaygroundError.badFlag("\(flag) '\(text)': expected a number") }
        return v
    }

    private static func integer(_ flag: String, _ text: String) throws -> Int {
        guard let v = Int(text) else { throw PlaygroundError.badFlag("\(flag) '\(text)': expected a whole number") }
        return v
    }
}
