#!/usr/bin/env bash
# The by-URL dependency check (issue 10): a throwaway package depends on this checkout through a
# git URL and a version tag (a local bare clone of HEAD, tagged 1.0.0), builds — which SwiftPM
# refuses for a dependency whose product targets have unsafe flags — and runs headless: a
# setLiveView program with a #Preview in another file, recorded to PNG frames. Its view files say
# `import SwiftUI` and `import Combine`, as on iOS, through this package's `SwiftUI` and `Combine`
# products (declared for Linux only, as a package that also builds on Apple platforms would).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/pp-dependency.XXXXXX")
trap 'rm -rf "$work"' EXIT
start=$(date +%s)

git clone -q --bare "$root" "$work/PreferencePlayground.git"
git -C "$work/PreferencePlayground.git" tag 1.0.0 HEAD

app="$work/Consumer"
mkdir -p "$app/Sources/Consumer"
cat > "$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "file://$work/PreferencePlayground.git", from: "1.0.0"),
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
    ]
)
MANIFEST
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
swift build --scratch-path "$work/build" >"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "dependency-check: the consumer package did not build"; exit 1; }
"$work/build/debug/Consumer" --headless --size 300x240 --frames 3 --record "$work/frames"
test -s "$work/frames/frame-00002.png" || { echo "dependency-check: no frames recorded"; exit 1; }
echo "dependency-check: a package depending on PreferencePlayground 1.0.0 by git URL (its views importing SwiftUI and Combine) built and recorded 3 frames ($(( $(date +%s) - start )) s)"
