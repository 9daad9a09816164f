#!/usr/bin/env bash
# The by-URL dependency check (issue 10): a throwaway package depends on this checkout through a
# git URL and a version tag (a local bare clone of HEAD, tagged 1.0.N), builds — which SwiftPM
# refuses for a dependency whose product targets have unsafe flags — and runs headless: a
# setLiveView program with a #Preview in another file, recorded to PNG frames. Its view files say
# `import SwiftUI` and `import Combine`, as on iOS, through this package's `SwiftUI` and `Combine`
# products (declared for Linux only, as a package that also builds on Apple platforms would).
# Its snapshot tests are an iOS project's, unchanged (issue 27, README "Test your SwiftUI code on
# Linux"): the first `swift test` records the references and fails, the second passes, and after
# the view changes it fails with swift-snapshot-testing's message and a difference image.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# Built once and kept between runs in .build-consumer (ignored by git): the consumer's build
# folder, so a later run compiles only what changed (swift-snapshot-testing and the
# unchanged modules of this package are reused). The package, its bare clone and the run's files
# are made anew each time; each run tags a new version, so the cached clone of the URL never
# holds a tag that moved.
cache="$root/.build-consumer"
work="$cache/run"
rm -rf "$work" "$cache/PreferencePlayground.git" "$cache/Consumer"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
start=$(date +%s)

git clone -q --bare "$root" "$cache/PreferencePlayground.git"
git -C "$cache/PreferencePlayground.git" tag "1.0.$start" HEAD

app="$cache/Consumer"
mkdir -p "$app/Sources/Consumer"
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "file://$cache/PreferencePlayground.git", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "SwiftUI", package: "PreferencePlayground", condition: .when(platforms: [.linux])),
                .product(name: "Combine", package: "PreferencePlayground", condition: .when(platforms: [.linux])),
                .product(name: "PlaygroundSupport", package: "PreferencePlayground"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "BadgeKit",
            dependencies: [
                .product(name: "SwiftUI", package: "PreferencePlayground", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "BadgeKitTests",
            dependencies: [
                "BadgeKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SwiftUI", package: "PreferencePlayground", condition: .when(platforms: [.linux])),
                .product(name: "PlaygroundSnapshotTesting", package: "PreferencePlayground", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
MANIFEST
mkdir -p "$app/Sources/BadgeKit" "$app/Tests/BadgeKitTests/__Snapshots__"
cat > "$app/Sources/BadgeKit/Badge.swift" <<'SWIFT'
import SwiftUI

public struct Badge: View {
    public init() {}
    public var body: some View {
        Label("3 new", systemImage: "star.fill")
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.blue))
    }
}
SWIFT
cat > "$app/Tests/BadgeKitTests/BadgeTests.swift" <<'SWIFT'
import BadgeKit
import SnapshotTesting
import SwiftUI
import XCTest
#if os(Linux)
import PlaygroundSnapshotTesting
#endif

// How iOS projects name their own strategies (the layout type named, Format == UIImage).
extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
    static func card(layout: SwiftUISnapshotLayout = .sizeThatFits) -> Snapshotting {
        .image(precision: 1, perceptualPrecision: 0.98, layout: layout, traits: UITraitCollection(userInterfaceStyle: .dark))
    }
}

final class BadgeTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: Badge(), as: .image(layout: .fixed(width: 200, height: 100)))
        assertSnapshot(of: Badge(), as: .image(layout: .device(config: .iPhone13)), named: "device")
    }

    func testBadgeCard() {
        assertSnapshot(of: Badge(), as: .card())
    }
}
SWIFT
cat > "$app/Sources/Consumer/Counter.swift" <<'SWIFT'
import Combine

final class Counter: ObservableObject {
    @Published var taps = 3
}
SWIFT
cat > "$app/Sources/Consumer/Chip.swift" <<'SWIFT'
import SwiftUI

struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

struct Chips: View {
    @State private var total: CGFloat = 0
    @StateObject private var counter = Counter()
    var body: some View {
        VStack {
            ForEach(["alpha", "beta", "gamma"], id: \.self) { word in
                Text(word).padding(6).background(Color.orange)
                    .background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
            }
            Text("total \(Int(total)), \(counter.taps) taps")
        }
        .onPreferenceChange(HeightKey.self) { total = $0 }
    }
}

#Preview("Chips") { Chips() }
SWIFT
cat > "$app/Sources/Consumer/main.swift" <<'SWIFT'
import PlaygroundSupport
PlaygroundPage.current.setLiveView(Chips())
SWIFT

cd "$app"
swift build --scratch-path "$cache/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "dependency-check: the consumer package did not build"; exit 1; }
"$cache/build/debug/Consumer" --headless --size 300x240 --frames 3 --record "$work/frames"
test -s "$work/frames/frame-00002.png" || { echo "dependency-check: no frames recorded"; exit 1; }
built=$(date +%s)

# Snapshot tests: record, pass, then fail on a changed view.
snapshots="$app/Tests/BadgeKitTests/__Snapshots__/BadgeTests"
export SNAPSHOT_ARTIFACTS="$work/artifacts"
fail() { echo "dependency-check: $1"; cat "$work/test.log"; exit 1; }
swift build --build-tests --scratch-path "$cache/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "dependency-check: the snapshot tests did not build"; exit 1; }
if swift test --skip-build --scratch-path "$cache/build" >"$work/test.log" 2>&1; then fail "the first snapshot run passed without references"; fi
grep -q "No reference was found on disk. Automatically recorded snapshot" "$work/test.log" || fail "the first run recorded nothing"
for f in testBadge.1.png testBadge.device.png testBadgeCard.1.png; do
  test -s "$snapshots/$f" || fail "no $f recorded"
done
swift test --skip-build --scratch-path "$cache/build" >"$work/test.log" 2>&1 || fail "the second snapshot run failed"
sed -i 's/Color.blue/Color.green/' "$app/Sources/BadgeKit/Badge.swift"
swift build --build-tests --scratch-path "$cache/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "dependency-check: the changed view did not build"; exit 1; }
if swift test --skip-build --scratch-path "$cache/build" >"$work/test.log" 2>&1; then fail "a changed view passed its snapshot"; fi
grep -q 'Snapshot "device" does not match reference.' "$work/test.log" || fail "no mismatch message for the changed view"
difference=$(sed -n 's|^Difference: file://||p' "$work/test.log" | head -n 1)
test -s "$difference" || fail "no difference image ($difference)"
echo "dependency-check: snapshot tests recorded, passed, and failed on a changed view with a difference image ($(( $(date +%s) - built )) s)"
echo "dependency-check: a package depending on PreferencePlayground 1.0.$start by git URL (its views importing SwiftUI and Combine) built and recorded 3 frames ($(( $(date +%s) - start )) s)"
