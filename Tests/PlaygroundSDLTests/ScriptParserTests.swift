import Foundation
import PlaygroundSDL
import Testing

/// The input-script parser: the format of design.md, its errors, and robustness.
struct ScriptParserTests {
    @Test func parsesEveryAction() throws {
        let text = """
        # comment line
        0.5  tap 120,80          # mouse click
        1.0  tap "三月"
        1.5  touch 300,200
        2.0  down 10,10
        2.1  move 200, 10
        2.2  up 200,10
        2.5  key right
        3.0  scroll 150,200 0,-40.5
        0.1  tap "a # not a comment \\" quote"
        """
        let script = try InputScript.parse(text, file: "t.txt")
        #expect(script.events.map(\.action) == [
            .tapText("a # not a comment \" quote"), .tap(CGPoint(x: 120, y: 80)), .tapText("三月"),
            .touch(CGPoint(x: 300, y: 200)), .down(CGPoint(x: 10, y: 10)), .move(CGPoint(x: 200, y: 10)),
            .up(CGPoint(x: 200, y: 10)), .key("right"),
            .scroll(CGPoint(x: 150, y: 200), CGSize(width: 0, height: -40.5)),
        ])
        #expect(script.events.first?.line == 10)
    }

    // §23.10: double and triple clicks at a point.
    @Test func parsesMultiTaps() throws {
        let script = try InputScript.parse("1 doubletap 10,20\n2 tripletap 30.5,4", file: "t.txt")
        #expect(script.events.map(\.action) == [.multiTap(CGPoint(x: 10, y: 20), 2), .multiTap(CGPoint(x: 30.5, y: 4), 3)])
    }

    @Test(arguments: [
        ("0.5 tap", "t.txt:1: expected a point X,Y"),
        ("x tap 1,2", "t.txt:1: expected a time"),
        ("\n\n-1 tap 1,2", "t.txt:3: expected a time"),
        ("1 jump 1,2", "t.txt:1: unknown action 'jump'"),
        ("1 tap \"open", "t.txt:1: unterminated quoted text"),
        ("1 key", "t.txt:1: expected one key name"),
        ("1", "t.txt:1: expected an action"),
        ("1 move 1,2,3", "t.txt:1: expected a point X,Y"),
        ("1 tap \"a\" b", "t.txt:1: unexpected text after the quoted text"),
        ("1 scroll 10,10", "t.txt:1: expected 'scroll X,Y DX,DY'"),
        ("1 scroll 10,10 0,x", "t.txt:1: expected 'scroll X,Y DX,DY'"),
        ("1 scroll 10,10 5", "t.txt:1: expected 'scroll X,Y DX,DY'"),
        ("1 scroll", "t.txt:1: expected 'scroll X,Y DX,DY'"),
        ("1 doubletap", "t.txt:1: expected a point X,Y in points after 'doubletap'"),
        ("1 tripletap \"word\"", "t.txt:1: expected a point X,Y in points after 'tripletap'"),
    ])
    func malformedLinesNameFileAndLine(text: String, prefix: String) {
        do {
            _ = try InputScript.parse(text, file: "t.txt")
            Issue.record("expected an error for \(text)")
        } catch {
            #expect("\(error)".hasPrefix(prefix), "got: \(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func thousandsOfRandomAndMutatedScriptsNeverCrash() {
        var rng = SplitMix(seed: 42)
        let seeds = ["0.5 tap 120,80", "1 tap \"三月\"", "1.5 touch 3,4", "2 down 1,1", "2.1 move 2,2", "2.2 up 2,2",
                     "2.5 key right", "# c", "", "3 tap \"a\\\"b\" # x"]
        let alphabet = Array("0123456789.,-+eE \t\"#\\xyz月\u{0}\r\nnaninf tapkeydownupmovetouch0x\u{FEFF}\u{1B}")
        var parsed = 0
        for _ in 0..<5000 {
            var lines: [String] = []
            for _ in 0..<Int(rng.next() % 6) {
                var line = Array(seeds[Int(rng.next() % UInt64(seeds.count))])
                for _ in 0..<Int(rng.next() % 4) {
                    let pos = line.isEmpty ? 0 : Int(rng.next() % UInt64(line.count + 1))
                    switch rng.next() % 3 {
                    case 0: line.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: pos)
                    case 1: if !line.isEmpty { line.remove(at: min(pos, line.count - 1)) }
                    default: if !line.isEmpty { line[min(pos, line.count - 1)] = alphabet[Int(rng.next() % UInt64(alphabet.count))] }
                    }
                }
                lines.append(String(line))
            }
            // Any line ending, sometimes a byte-order mark: each script parses, or fails with one line.
            let newline = ["\n", "\r\n", "\r"][Int(rng.next() % 3)]
            let text = (rng.next() % 5 == 0 ? "\u{FEFF}" : "") + lines.joined(separator: newline)
            do {
                let s = try InputScript.parse(text, file: "fuzz")
                parsed += 1
                #expect(s.events.allSatisfy { $0.time >= 0 && $0.time.isFinite })
            } catch {
                #expect(!"\(error)".contains("\n") && !"\(error)".contains("\r"), "a multi-line error: \(error)")
            }
        }
        #expect(parsed > 100)
    }
}

/// A tiny deterministic random generator for the fuzz test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
