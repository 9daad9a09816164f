import Foundation
import Testing

/// Every `§` that code and tests cite resolves to a section of `docs/semantics.md`, the behaviour
/// reference that lives in the repository (issue 12): `§6.4` a `### 6.4` heading, `§7` a `## 7.`
/// heading, `§12.9` item 9 of the numbered list of section 12, `§12.9–12` each of 9 to 12.
struct SemanticsReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The section numbers `docs/semantics.md` defines.
    static func sections() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/semantics.md"), encoding: .utf8)
        var found: Set<String> = []
        var section = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let m = line.firstMatch(of: #/^##+ (\d+(?:\.\d+)?)\.? /#) {
                found.insert(String(m.1))
                section = String(m.1.split(separator: ".")[0])
            } else if let m = line.firstMatch(of: #/^(\d+)\. /#), !section.isEmpty {
                found.insert("\(section).\(m.1)")
            }
        }
        return found
    }

    /// Every cited number, ranges expanded (`12.9–12` → 12.9 … 12.12, `7.2–7.3` → 7.2, 7.3).
    static func citations() -> [(file: String, number: String)] {
        var result: [(String, String)] = []
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                guard let text = try? String(contentsOf: base.appendingPathComponent(file), encoding: .utf8) else { continue }
                for m in text.matches(of: #/§(\d+)(?:\.(\d+))?(?:[–-](?:(\d+)\.)?(\d+))?/#) {
                    let major = String(m.1)
                    guard let minor = m.2 else { result.append((file, major)); continue }
                    let first = Int(minor)!
                    let last = m.4.map { Int($0)! } ?? first
                    for k in first...max(first, last) { result.append((file, "\(major).\(k)")) }
                }
            }
        }
        return result
    }

    @Test func everyCitedSectionExists() throws {
        let sections = try Self.sections()
        #expect(sections.count > 40)
        let cited = Self.citations()
        #expect(cited.count > 70)
        for c in cited where !sections.contains(c.number) {
            Issue.record("\(c.file) cites §\(c.number), which docs/semantics.md does not have")
        }
    }
}
