import Foundation

/// A `#Preview`'s record in the `playground_previews` linker section (engine detail; the macro
/// writes these): a magic number, a format version, and a C function that stores the preview's
/// `_PreviewEntry` at the pointer it is given. A tuple, because a section's contents must be a
/// compile-time constant.
/// Public because `#Preview` expands to it in the user's module.
public typealias _PreviewRecord = (magic: UInt32, version: UInt32, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

/// The magic number of a `_PreviewRecord` ("PRVW"; the macro writes the literal).
public let _previewRecordMagic: UInt32 = 0x5052_5657

/// What a `#Preview` declares (engine detail; the macro's record makes one).
/// Public because `#Preview` expands to it in the user's module.
public struct _PreviewEntry {
    let name: String?
    let fileID: String
    let line: Int
    let traits: [PreviewTrait<Preview.ViewTraits>]
    let makeView: @MainActor () -> AnyView

    /// Initialises the memory at `pointer` with an entry (called by the record's C function).
    public static func _store(into pointer: UnsafeMutableRawPointer, name: String?, fileID: String, line: Int,
                              traits: [PreviewTrait<Preview.ViewTraits>], makeView: @escaping @MainActor () -> AnyView) {
        pointer.initializeMemory(as: _PreviewEntry.self,
                                 to: _PreviewEntry(name: name, fileID: fileID, line: line, traits: traits, makeView: makeView))
    }
}
