// The test, as an iOS project writes it: it passes here unchanged against the references
// in __Snapshots__/BadgeTests/ (recorded by this package's renderer; README "Test your SwiftUI
// code on Linux").
import SnapshotTesting
import SwiftUI
import XCTest
#if os(Linux)
import PlaygroundSnapshotTesting
#endif

struct Badge: View {
    var count = 3
    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "star.fill")
            Text("\(count) new")
        }
        .font(.headline)
        .foregroundStyle(.white)
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.blue))
    }
}

final class BadgeTests: XCTestCase {
    func testBadge() {
        assertSnapshot(of: Badge(), as: .image(layout: .fixed(width: 200, height: 100)))
        assertSnapshot(of: Badge(), as: .image(layout: .device(config: .iPhone13)), named: "device")
    }

    /// swift-snapshot-testing's text strategy works on a view value as on iOS: it dumps the
    /// view's stored properties (not its body).
    func testBadgeDump() {
        assertSnapshot(of: Badge(count: 7), as: .dump)
    }

    func testBadgeDarkAtTwoX() {
        assertSnapshot(of: Badge(count: 12), as: .image(traits: UITraitCollection(traitsFrom: [
            .init(userInterfaceStyle: .dark), .init(displayScale: 2),
        ])))
    }
}
