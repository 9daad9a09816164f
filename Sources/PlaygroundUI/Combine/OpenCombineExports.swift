// Combine on Linux is OpenCombine (github.com/OpenCombine/OpenCombine), whose test suite encodes
// Apple's Combine behaviour; this package adds the schedulers that run on the host's virtual clock
// (`Scheduler.swift`), `Timer.publish` and `NotificationCenter.publisher` (README "Combine",
// docs/semantics.md §30.6). Re-exported here so that `import SwiftUI` alone sees Combine's names,
// as it does on Apple platforms.
@_exported import OpenCombine
