import Foundation
@testable import PlaygroundUI

extension ViewHost {
    /// The first text input node (TextField, SecureField, TextEditor) in the tree, depth first.
    @MainActor var firstTextInput: TextInputNode? {
        func visit(_ n: _Node) -> TextInputNode? {
            if let t = n as? TextInputNode { return t }
            var found: TextInputNode?
            n.forEachChild { if found == nil { found = visit($0) } }
            return found
        }
        return rootForTesting.flatMap(visit)
    }
}
