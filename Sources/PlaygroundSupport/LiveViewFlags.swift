import Foundation
import PlaygroundSDL
import PlaygroundUI

/// The flags every live view accepts, parsed by hand so programs that only call
/// `setLiveView` need no argument-parser dependency. `playground run` uses the same names.
public enum LiveViewArguments {
    /// Parses `arguments` (without the program name) into `RunOptions`; throws `.badFlag`
    /// naming the flag and what was expected.
    public static func parse(_ rawArguments: [String]) throws -> RunOptions {
        // Accept --flag=value as well as --flag value.
        let arguments = rawArguments.flatMap { a -> [String] in
            guard a.hasPrefix("--"), let eq = a.firstIndex(of: "=") else { return [a] }
            return [String(a[..<eq]), String(a[a.index(after: eq)...])]
        }
        var o = RunOptions()
        var i = 0
        func value(_ flag: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw PlaygroundError.badFlag("\(flag): expected a value after it") }
            return arguments[i]
        }
        func number(_ flag: String) throws -> Double {
            let text = try value(flag)
            guard let v = Double(text), v.isFinite else { throw PlaygroundError.badFlag("\(flag) '\(text)': expected a number") }
            return v
        }
        func integer(_ flag: String) throws -> Int {
            let text = try value(flag)
            guard let v = Int(text) else { throw PlaygroundError.badFlag("\(flag) '\(text)': expected a whole number") }
            return v
        }
        while i < arguments.count {
            var arg = arguments[i]
            switch arg {
            case "--headless": o.headless = true
            case "--inspect": o.inspect = true
            case "--bounds": o.bounds = true
            case "--slow": o.slow = try number(arg)
            case "--size": o.size = try RunOptions.parseSize(try value(arg))
            case "--scale": o.scale = try number(arg)
            case "--record": o.record = try RunOptions.parseRecordFolder(try value(arg))
            case "--duration": o.duration = try number(arg)
            case "--frames": o.frames = try integer(arg)
            case "--fps": o.fps = try integer(arg)
            case "--script": o.script = URL(fileURLWithPath: try value(arg))
            case "--gif": o.gif = URL(fileURLWithPath: try value(arg))
            case "--mp4": o.mp4 = URL(fileURLWithPath: try value(arg))
            case "--era":
                let text = try value(arg)
                guard let era = AnimationEra(rawValue: text.lowercased()) else {
                    throw PlaygroundError.badFlag("--era '\(text)': expected legacy or modern")
                }
                o.era = era
            default:
                arg = arg.isEmpty ? "''" : arg
                throw PlaygroundError.badFlag("unknown flag \(arg): expected --headless, --size WxH, --scale S, --record DIR, --duration S, --frames N, --fps N, --script FILE, --era legacy|modern, --slow FACTOR, --gif FILE, --mp4 FILE, --inspect, --bounds")
            }
            i += 1
        }
        return o
    }
}
