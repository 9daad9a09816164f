// The layouts and devices live in `PlaygroundSnapshotLayout`, re-exported here. The enum is also
// re-exported by name: swift-snapshot-testing declares its own `SwiftUISnapshotLayout` (without
// `.device`) whenever its build finds a module named SwiftUI — ours, when it was built first —
// and a declaration imported by name takes precedence over one from a whole-module import, so a
// test that names the type gets this one either way (docs/snapshot-testing.md).
@_exported import PlaygroundSnapshotLayout
@_exported import enum PlaygroundSnapshotLayout.SwiftUISnapshotLayout
