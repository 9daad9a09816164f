// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// PreferencePlayground: SwiftUI's preference system on Linux.
/// - `PlaygroundUI`: the SwiftUI-compatible API and the headless engine (Foundation only).
/// - `PlaygroundScenes`: every seed example as a scene (Swift 5 mode, so snippets compile verbatim).
/// - `PlaygroundRender`: what needs no SDL — software rasteriser, overlays, PNG recording, input
///   scripts, the live session.
/// - `PlaygroundSDL`: the SDL2 host — window, events, SDL_ttf text (re-exports `PlaygroundRender`).
/// - `PlaygroundSupport`: `PlaygroundPage.current.setLiveView(_:)` and the shared command-line flags.
/// - `PlaygroundSnapshotTesting`: swift-snapshot-testing's SwiftUI image strategies on Linux.
/// - `playground`: the command-line tool (`list`, `run`).
let package = Package(
    name: "PreferencePlayground",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PlaygroundUI", targets: ["PlaygroundUI"]),
        .library(name: "PlaygroundScenes", targets: ["PlaygroundScenes"]),
        .executable(name: "playground-bench", targets: ["playground-bench"]),
        .library(name: "PlaygroundRender", targets: ["PlaygroundRender"]),
        .library(name: "PlaygroundSDL", targets: ["PlaygroundSDL"]),
        .library(name: "PlaygroundSupport", targets: ["PlaygroundSupport"]),
        // `import SwiftUI` / `import Combine` for packages built on Linux (depend on these with
        // `condition: .when(platforms: [.linux])`; Apple platforms keep Apple's modules).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        // swift-snapshot-testing's `.image(layout:)` strategies for SwiftUI views, on Linux.
        .library(name: "PlaygroundSnapshotTesting", targets: ["PlaygroundSnapshotTesting"]),
        .executable(name: "playground", targets: ["playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `PlaygroundSnapshotTesting` extends its `Snapshotting` (its `DiffAttachment` is from 1.19).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The macros' compiler plug-in speaks the plug-in protocol itself, without swift-syntax
        // (docs/macros.md).
        .macro(name: "PlaygroundMacros", swiftSettings: [.swiftLanguageMode(.v6)]),
        // Reads the `playground_previews` linker section that `#Preview` records are placed in.
        .target(name: "CPreviewSection"),
        // Moves the calling thread onto a large mapped stack, so deeply nested views do not overflow.
        .target(name: "CLargeStack"),
        // Cache-line prefetch hints for the build's walk over nodes that memory holds far away.
        .target(name: "CPrefetch"),
        .target(
            name: "PlaygroundUI",
            dependencies: ["PlaygroundMacros", "CPreviewSection", "CLargeStack", "CPrefetch"],
            // The engine is single-threaded (main actor) and its hot loops touch node fields
            // constantly; dynamic exclusivity checks cost ~20 % of a frame (callgrind), so the
            // engine's class fields are declared `@exclusivity(unchecked)` (no unsafe flags: a
            // package with them cannot be a versioned dependency).
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
        // Callgrind's client requests, so `scripts/instruction-check.sh` simulates only the frames it counts.
        .target(
            name: "CCallgrind",
            path: "Sources/playground-bench/CCallgrind"
        ),
        .executableTarget(
            name: "playground-bench",
            dependencies: ["PlaygroundUI", "PlaygroundScenes", "PlaygroundSDL", "CMallocCounter", "CCallgrind"],
            path: "Sources/playground-bench/Bench",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // MARK: SDL host (branch sdl)
        // SDL2, SDL2_ttf, SDL2_image (apt: libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev; `make deps-demo`).
        // The shims include <SDL2/…> and the modulemaps link the libraries, so no pkg-config is
        // needed: `pkgConfig: "sdl2"` would add `-D_REENTRANT`, which SwiftPM rejects with a warning
        // on every build (and glibc ignores it anyway).
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2TTF"),
        .systemLibrary(name: "CSDL2Image"),
        // GNU FriBidi (apt: libfribidi-dev) for right-to-left text; linked by its modulemap.
        .systemLibrary(name: "CFriBidi"),
        // HarfBuzz (apt: libharfbuzz-dev; SDL_ttf shapes with it too) for tracked text's cluster positions.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "CPNGWriter", dependencies: ["CLibPNG"]),
        // The renderer's float pictures as bytes, in C: in a debug build the Swift loop was half a recording's time.
        .target(name: "CPixels"),
        // Everything between the engine and a screen that needs no SDL: the software rasteriser,
        // overlays, PNG recording, input scripts and the live session (scene browser).
        .target(
            name: "PlaygroundRender",
            dependencies: ["PlaygroundUI", "CPNGWriter", "CPixels"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The thin SDL layer: the window, its events, and text through SDL_ttf.
        .target(
            name: "PlaygroundSDL",
            dependencies: ["PlaygroundUI", "PlaygroundRender", "CSDL2", "CSDL2TTF", "CSDL2Image", "CFriBidi", "CHarfBuzz"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .target(
            name: "PlaygroundSupport",
            dependencies: ["PlaygroundUI", "PlaygroundSDL"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Modules named as Apple's that re-export this package's implementation, so that code
        // written for iOS keeps its imports (README "Test SwiftUI code in a package").
        .target(name: "SwiftUI", dependencies: ["PlaygroundUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Combine", dependencies: ["PlaygroundUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Snapshot strategies for SwiftUI views (README "Test your SwiftUI code on Linux"); the
        // layouts and the device table are a module of their own so that the strategies' module
        // can re-export the layout enum by name (docs/snapshot-testing.md).
        .target(name: "PlaygroundSnapshotLayout", dependencies: ["PlaygroundUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(
            name: "PlaygroundSnapshotTesting",
            dependencies: [
                "PlaygroundUI", "PlaygroundRender", "PlaygroundSDL", "PlaygroundSnapshotLayout",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "playground",
            dependencies: [
                "PlaygroundUI", "PlaygroundScenes", "PlaygroundSDL", "PlaygroundSupport",
                // `playground open` compiles user files against these two (built with the tool).
                "SwiftUI", "Combine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "PlaygroundSDLTests",
            dependencies: ["PlaygroundUI", "PlaygroundScenes", "PlaygroundSDL", "PlaygroundSupport", "CSDL2", "CSDL2Image"],
            resources: [.copy("Golden")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Written as an iOS project's snapshot tests are (Swift 5 mode, `import SwiftUI`).
        .testTarget(
            name: "PlaygroundSnapshotTestingTests",
            dependencies: [
                "PlaygroundSnapshotTesting", "SwiftUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PlaygroundUITests",
            dependencies: ["PlaygroundUI", "PlaygroundScenes"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
