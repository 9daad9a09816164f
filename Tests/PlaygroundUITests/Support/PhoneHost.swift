import Foundation
@testable import PlaygroundUI

extension ViewHost {
    /// `view` in an iPhone 15's window (390 × 844 pt, a 59-pt status area, a 34-pt home
    /// indicator), its first frame made.
    static func phone<V: View>(_ view: V) -> ViewHost {
        let host = ViewHost(rootView: view, size: CGSize(width: 390, height: 844))
        host.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        host.advance()
        return host
    }
}
