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
        .testTarget(
            name: "PlaygroundUITests",
            dependencies: ["PlaygroundUI", "PlaygroundScenes"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
