import Foundation
import Testing

/// `playground open` on an Xcode project folder and a Swift Playgrounds package
/// (docs/semantics.md §33.1): the app target's files as `project.pbxproj` lists them (group
/// paths, `SOURCE_ROOT` files, synchronised folders and their exception sets), the display name
/// from the build settings or the target's `Info.plist`, the project's Swift language mode and
/// default isolation; a `.swiftpm`'s app target and `displayName`.
@Suite(.serialized)
struct OpenXcodeProjectTests {
    static let cache = Tool.sharedOpenCache
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["PLAYGROUND_CACHE": Self.cache.path]) { $1 }
    }

    func open(_ arguments: [String]) throws -> Tool.Result {
        try Tool.run(["open"] + arguments, environment: environment)
    }

    static func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The app's Swift files: an App, a view in a subfolder, and a model kept outside the app
    /// folder (a `SOURCE_ROOT` reference); beside them a stale file that does not compile and a
    /// test target's file, neither of them the app target's.
    static func writeSources(_ root: URL) throws {
        try write("""
        import SwiftUI

        @main
        struct TallyApp: App {
            var body: some Scene {
                WindowGroup { TallyView() }
            }
        }

        """, root.appendingPathComponent("Tally/TallyApp.swift"))
        try write("""
        import SwiftUI

        struct TallyView: View {
            @State private var count = Shared.start
            var body: some View {
                Button("Count \\(count)") { count += 1 }
                    .onAppear { print("tally view appeared at \\(count)") }
            }
        }

        #Preview("Tally") { TallyView() }

        """, root.appendingPathComponent("Tally/Views/Tally View.swift"))
        try write("enum Shared { static let start = 40 }\n", root.appendingPathComponent("Shared/Shared Code.swift"))
        try write("this file was removed from the target long ago and no longer compiles\n", root.appendingPathComponent("Tally/Old.swift"))
        try write("import XCTest\nfinal class TallyTests: XCTestCase {}\n", root.appendingPathComponent("TallyTests/TallyTests.swift"))
    }

    /// A project as older Xcodes write it: groups with paths, a Sources build phase, an
    /// `Info.plist` naming the app for the home screen.
    static func writeClassicProject(_ root: URL) throws {
        try writeSources(root)
        try write("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        <key>CFBundleDisplayName</key><string>Tally Ho</string>
        <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
        </dict></plist>
        """, root.appendingPathComponent("Tally/Info.plist"))
        try write("""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		B1 /* TallyApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* TallyApp.swift */; };
        		B2 /* Tally View.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
        		B3 /* Shared Code.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3; };
        		B4 = {isa = PBXBuildFile; fileRef = F5; };
        		F1 /* TallyApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TallyApp.swift; sourceTree = "<group>"; };
        		F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Tally View.swift"; sourceTree = "<group>"; };
        		F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = "Shared Code.swift"; path = "Shared/Shared Code.swift"; sourceTree = SOURCE_ROOT; };
        		F4 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Old.swift; sourceTree = "<group>"; };
        		F5 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = TallyTests.swift; sourceTree = "<group>"; };
        		F6 = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
        		P1 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Tally.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		G0 = {isa = PBXGroup; children = (G1, G3, P0); sourceTree = "<group>"; };
        		G1 /* Tally */ = {isa = PBXGroup; children = (F1, G2, F4, F6); path = Tally; sourceTree = "<group>"; };
        		G2 /* Views */ = {isa = PBXGroup; children = (F2); path = Views; sourceTree = "<group>"; };
        		G3 = {isa = PBXGroup; children = (F5); path = TallyTests; sourceTree = "<group>"; };
        		P0 = {isa = PBXGroup; children = (P1); name = Products; sourceTree = "<group>"; };
        		S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
        		S2 = {isa = PBXSourcesBuildPhase; files = (B4); };
        		T1 /* Tally */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = Tally; productName = Tally; productReference = P1; productType = "com.apple.product-type.application"; };
        		T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (S2); name = TallyTests; productType = "com.apple.product-type.bundle.unit-test"; };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C3); };
        		L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
        		C0 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
        		C1 = {isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = "$(TARGET_NAME)/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 5.0; }; name = Debug; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = Wrong; }; name = Release; };
        		C3 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        		R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T1, T2); };
        	};
        	rootObject = R0;
        }
        """, root.appendingPathComponent("Tally.xcodeproj/project.pbxproj"))
    }

    /// The project folder runs the target's three files (the stale file and the tests left
    /// out, the shared file found through `SOURCE_ROOT`), titled with the `Info.plist`'s display
    /// name; the `@main` file opened alone finds the same project two folders up, and so does a
    /// view's file that does not compile alone (then its previews are shown).
    @Test func anXcodeProjectRunsItsAppTargetsFiles() throws {
        let root = Tool.tempDir("open-xcode-classic")
        try Self.writeClassicProject(root)
        let run = try open([root.path, "--headless", "--frames", "1"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("Tally Ho: 3 Swift files of target Tally in Tally.xcodeproj"), "\(run.stderr)")
        #expect(run.stdout.contains("tally view appeared at 40"), "\(run.stdout)")
        let main = try open([root.appendingPathComponent("Tally/TallyApp.swift").path, "--headless", "--frames", "1"])
        #expect(main.status == 0, "stderr: \(main.stderr)")
        #expect(main.stderr.contains("Tally Ho: 3 Swift files of target Tally in Tally.xcodeproj"), "\(main.stderr)")
        // A view's file needs the target's other files: it is built with them and its preview shown.
        let view = try open([root.appendingPathComponent("Tally/Views/Tally View.swift").path, "--headless", "--frames", "1"])
        #expect(view.status == 0, "stderr: \(view.stderr)")
        #expect(view.stderr.contains("Tally View.swift does not compile alone; with its app, Tally Ho: 3 Swift files of target Tally"), "\(view.stderr)")
        #expect(view.stdout.contains("tally view appeared at 40"), "\(view.stdout)")
        // Without the project the folder is walked: the stale file is compiled and fails.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Tally.xcodeproj"))
        let walked = try open([root.path, "--headless", "--frames", "1"])
        #expect(walked.status == 1 && walked.stderr.contains("Old.swift:1:"), "\(walked.stderr)")
    }

    /// Xcode 16's synchronised folder: every Swift file under it but the exception set's, the
    /// display name from `INFOPLIST_KEY_CFBundleDisplayName`, Swift 6 with `MainActor` as the
    /// default isolation (a global of a non-Sendable class compiles only with both).
    @Test func aSynchronisedFolderAndItsExceptionsAndLanguageSettings() throws {
        let root = Tool.tempDir("open-xcode-synced")
        try Self.writeSources(root)
        try FileManager.default.moveItem(at: root.appendingPathComponent("Shared/Shared Code.swift"),
                                         to: root.appendingPathComponent("Tally/Shared Code.swift"))
        try Self.write("""
        import SwiftUI

        final class Ledger { var entries: [Int] = [] }
        let ledger = Ledger()

        """, root.appendingPathComponent("Tally/Ledger.swift"))
        func project(isolation: String) -> String {
            """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 77;
            	objects = {
            		E1 /* Exceptions for "Tally" folder in "Tally" target */ = {
            			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            			membershipExceptions = (
            				Old.swift,
            			);
            			target = T1 /* Tally */;
            		};
            		G1 /* Tally */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Tally; sourceTree = "<group>"; };
            		G2 /* TallyTests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = TallyTests; sourceTree = "<group>"; };
            		G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
            		T1 /* Tally */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (G1); name = Tally; productType = "com.apple.product-type.application"; };
            		T2 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (G2); name = TallyTests; productType = "com.apple.product-type.bundle.unit-test"; };
            		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
            		C1 = {isa = XCBuildConfiguration; buildSettings = {
            			INFOPLIST_KEY_CFBundleDisplayName = "Tally Two";
            			\(isolation)
            			SDKROOT = iphoneos;
            			SWIFT_VERSION = 6.0;
            		}; name = Debug; };
            		R0 = {isa = PBXProject; mainGroup = G0; targets = (T2, T1); };
            	};
            	rootObject = R0;
            }
            """
        }
        let pbxproj = root.appendingPathComponent("Tally.xcodeproj/project.pbxproj")
        try Self.write(project(isolation: "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"), pbxproj)
        let run = try open([root.path, "--headless", "--frames", "1"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("Tally Two: 4 Swift files of target Tally in Tally.xcodeproj"), "\(run.stderr)")
        #expect(run.stdout.contains("tally view appeared at 40"), "\(run.stdout)")
        // Without the default isolation, Swift 6 refuses the global.
        try Self.write(project(isolation: ""), pbxproj)
        let strict = try open([root.path, "--headless", "--frames", "1"])
        #expect(strict.status == 1 && strict.stderr.contains("Ledger.swift:4:5: error:") && strict.stderr.contains("not concurrency-safe"),
                "\(strict.stderr)")
    }

    /// A file that does not compile, in a folder of unrelated Swift files (a Downloads folder)
    /// with one `@main` among them: the folder is tried as its app, and when that fails too the
    /// file's own errors are shown, with a note (§33.1).
    @Test func aFileAmongUnrelatedFilesKeepsItsOwnErrors() throws {
        let root = Tool.tempDir("open-xcode-downloads")
        try Self.write("import SwiftUI\nstruct Card: View { var body: some View { Text(model.title) } }\n#Preview { Card() }\n",
                       root.appendingPathComponent("Card.swift"))
        try Self.write("import SwiftUI\n@main struct Other: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n",
                       root.appendingPathComponent("Other.swift"))
        try Self.write("import SwiftUI\nlet broken: Int = \"not a number\"\n", root.appendingPathComponent("Scratch.swift"))
        let run = try open([root.appendingPathComponent("Card.swift").path, "--headless", "--frames", "1"])
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("Card.swift:2:48: error: cannot find 'model' in scope"), "\(run.stderr)")
        #expect(!run.stderr.contains("Scratch.swift:2"), "the folder's errors are not the file's: \(run.stderr)")
        #expect(run.stderr.contains("note: compiled with the other Swift files of its folder it does not compile either"), "\(run.stderr)")
    }

    /// A Swift Playgrounds package: the executable target's folder, the product's
    /// `displayName`; a project that cannot be read is one warning and the folder is walked.
    @Test func aSwiftPlaygroundsPackageAndAnUnreadableProject() throws {
        let root = Tool.tempDir("open-xcode-swiftpm").appendingPathComponent("Tally.swiftpm")
        try Self.writeSources(root)
        for stale in ["Tally/Old.swift", "TallyTests/TallyTests.swift"] {
            try FileManager.default.removeItem(at: root.appendingPathComponent(stale))
        }
        try Self.write("""
        // swift-tools-version: 5.9
        import PackageDescription
        import AppleProductTypes

        let package = Package(
            name: "Tally",
            platforms: [.iOS("17.0")],
            products: [
                .iOSApplication(
                    name: "Tally",
                    targets: ["AppModule"],
                    displayName: "Tally Playground",
                    supportedDeviceFamilies: [.pad, .phone]
                )
            ],
            targets: [
                .executableTarget(name: "AppModule", path: ".")
            ]
        )
        """, root.appendingPathComponent("Package.swift"))
        let run = try open([root.path, "--headless", "--frames", "1"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("Tally Playground: 3 Swift files in \(root.path) (the app target of Package.swift)"), "\(run.stderr)")
        #expect(run.stdout.contains("tally view appeared at 40"), "\(run.stdout)")

        let broken = Tool.tempDir("open-xcode-broken")
        try Self.writeSources(broken)
        try FileManager.default.removeItem(at: broken.appendingPathComponent("Tally/Old.swift"))
        try FileManager.default.removeItem(at: broken.appendingPathComponent("TallyTests/TallyTests.swift"))
        try Self.write("{ objects = ", broken.appendingPathComponent("Tally.xcodeproj/project.pbxproj"))
        let walked = try open([broken.path, "--headless", "--frames", "1"])
        #expect(walked.status == 0, "stderr: \(walked.stderr)")
        #expect(walked.stderr.contains("warning: \(broken.path)/Tally.xcodeproj/project.pbxproj: not a property list Xcode wrote; its folder's Swift files are used instead"),
                "\(walked.stderr)")
    }
}
