// The module `import SwiftUI` finds on Linux: this package's SwiftUI implementation
// (`PlaygroundUI`) under Apple's module name, so that views written for iOS build unchanged in a
// package that depends on the `SwiftUI` product (README, "Test SwiftUI code in a package").
@_exported import PlaygroundUI
