import Foundation
@testable import PlaygroundUI

/// What `ShowsMadeView` shows: set by a test before each forced rebuild (tests that change a
/// view between rebuilds and compare with a host built afresh: ImageRebuildTests,
/// TextIdentityTests, EnvironmentMemoTests). The tests using it run synchronously on the main
/// actor, so each sets it and builds with it without another test in between.
@MainActor
enum MadeView {
    static var make: () -> AnyView = { AnyView(EmptyView()) }
}

/// Shows what `MadeView.make` makes, at each evaluation (a forced rebuild evaluates every body).
struct ShowsMadeView: View {
    var body: some View { MadeView.make() }
}
