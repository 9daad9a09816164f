// swift-tools-version: 6.1
import PackageDescription

/// PreferencePlayground: SwiftUI's preference system on Linux.
/// - `PlaygroundUI`: the SwiftUI-compatible API and the headless engine (Foundation only).
/// - `PlaygroundScenes`: every seed example as a scene (Swift 5 mode, so snippets compile verbatim).
let package = Package(
    name: "PreferencePlayground",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PlaygroundUI", targets: ["PlaygroundUI"]),
        .library(name: "PlaygroundScenes", targets: ["PlaygroundScenes"]),
        .executable(name: "playground-bench", targets: ["playground-bench"]),
    ],
    targets: [
        .target(
            name: "PlaygroundUI",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "PlaygroundScenes",
            dependencies: ["PlaygroundUI"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `make bench`: the release-mode benchmark (issue 6) and its malloc-counting interposer.
        .target(
            name: "CMallocCounter",
            path: "Sources/playground-bench/CMallocCounter"
        ),
        .executableTarget(
            name: "playground-bench",
            dependencies: ["PlaygroundUI", "PlaygroundScenes", "CMallocCounter"],
            path: "Sources/playground-bench/Bench",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "PlaygroundUITests",
            dependencies: ["PlaygroundUI", "PlaygroundScenes"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
