import Testing

/// `#expect(actual == expected)` as a function, for the expectations that are one equality.
///
/// Why not the macro there: each `#expect(a == b)` expands to a call with a closure and the
/// expression's source text, which a debug build type-checks and compiles at every use — about
/// 50 ms of compiler time each on this machine kind, and this module had about 2,000 of them
/// (docs/performance-profile.md, "What `make test` spends"). On failure this records an issue at
/// the caller's line with both values, as `#expect` does; it does not show the expression's parts.
func expectEqual<T: Equatable>(_ actual: T, _ expected: T, sourceLocation: SourceLocation = #_sourceLocation) {
    if actual != expected {
        Issue.record("Expectation failed: \(String(describing: actual)) is not \(String(describing: expected))",
                     sourceLocation: sourceLocation)
    }
}

@Suite struct ExpectEqualTests {
    @Test func aDifferenceIsRecordedWithBothValues() {
        withKnownIssue {
            expectEqual(Optional(24.5), 25)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Expectation failed: Optional(24.5) is not Optional(25.0)" }
        }
    }

    @Test func equalValuesRecordNothing() {
        expectEqual([1, 2], [1, 2])
        expectEqual(Optional<Int>.none, nil)
    }
}
