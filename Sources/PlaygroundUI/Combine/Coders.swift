import Foundation

// Foundation's coders as Combine's `TopLevelDecoder`/`TopLevelEncoder`, so that `.decode(type:
// decoder: JSONDecoder())` and `.encode(encoder: JSONEncoder())` compile as on Apple platforms
// (OpenCombine puts these in a module of its own, OpenCombineFoundation, with the rest of its
// Foundation wrappers; this package has its own schedulers, so only these are needed).
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
