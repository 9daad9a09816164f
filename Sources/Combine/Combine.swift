// The module `import Combine` finds on Linux: OpenCombine with this package's additions
// (`combineLatest`, `merge`, the virtual-clock schedulers, `Timer.publish`), all re-exported by
// `PlaygroundUI` (README "Combine"). Code that imports only Combine also sees the SwiftUI names
// (on Apple platforms it would not).
@_exported import PlaygroundUI
