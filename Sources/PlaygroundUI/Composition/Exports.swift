// `import SwiftUI` brings CGFloat, CGPoint, CGSize and CGRect along; so does `import PlaygroundUI`.
@_exported import Foundation
@_exported import Observation
