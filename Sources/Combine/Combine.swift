// The module `import Combine` finds on Linux: this package's Combine implementation. It lives in
// `PlaygroundUI` with the rest of the package, so this module re-exports all of it: code that
// imports only Combine also sees the SwiftUI names (on Apple platforms it would not).
@_exported import PlaygroundUI
