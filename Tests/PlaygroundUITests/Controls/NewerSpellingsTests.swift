import Foundation
import Testing
@testable import PlaygroundUI

// iOS 18's new names for modifiers that were here already: `labelsVisibility(_:)` (for
// `labelsHidden()`) and `toolbarVisibility(_:for:)` (for `toolbar(_:for:)`).
@MainActor
struct NewerSpellingsTests {
    @Test func labelsVisibilityHidesAndShowsControlLabels() {
        let hidden = ViewHost(rootView: Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden), size: CGSize(width: 300, height: 100))
        expectEqual(hidden.frame(ofText: "Wi-Fi"), nil)
        let shown = ViewHost(rootView: Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible).labelsHidden(),
                             size: CGSize(width: 300, height: 100))
        #expect(shown.frame(ofText: "Wi-Fi") != nil)   // the inner `.visible` wins
    }

    @Test func toolbarVisibilityHidesTheNavigationBar() {
        let plain = ViewHost(rootView: NavigationStack { Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) },
                             size: CGSize(width: 390, height: 400))
        let hidden = ViewHost(rootView: NavigationStack {
            Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline).toolbarVisibility(.hidden, for: .navigationBar)
        }, size: CGSize(width: 390, height: 400))
        #expect(plain.frame(ofText: "Title") != nil)
        expectEqual(hidden.frame(ofText: "Title"), nil)
    }
}
