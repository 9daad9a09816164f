import Foundation

// What PhotosUI's SwiftUI picker hands the program (§24.14): items that load as `Data`, an
// `Image` or a type of the program's own that imports image data or files, the filter that says
// which assets the picker offers, and the photo library. Linux has no photo library: the photos
// are the image files beside the program (`PhotoLibrary`).

/// A photo the picker returned (PhotosUI's `PhotosPickerItem`): a placeholder from which the
/// program loads the representation it wants with `loadTransferable(type:)`.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The photo's local identifier: here its file name. Nil when the picker was made without a
    /// photo library, as on iOS.
    public let itemIdentifier: String?
    /// The photo's content types, most preferred first (PNG or JPEG here).
    public let supportedContentTypes: [UTType]
    /// The photo's file; nil for an item made from an identifier (found when it loads).
    let file: URL?

    /// An item for the photo with `itemIdentifier` (here a file name in the photo library).
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        file = nil
        supportedContentTypes = PhotoLibrary.contentTypes(ofFileNamed: itemIdentifier)
    }

    init(photo: URL, identified: Bool) {
        file = photo
        itemIdentifier = identified ? photo.lastPathComponent : nil
        supportedContentTypes = PhotoLibrary.contentTypes(ofFileNamed: photo.lastPathComponent)
    }

    /// How the picker picks among a photo's encodings (HEIC or JPEG on iOS). Accepted: a photo
    /// here is the file it is.
    public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        case automatic, current, compatible
    }

    /// The photo as `type`: `Data` is the file's bytes, `Image` the decoded picture, and a type
    /// of the program's own is made by its `transferRepresentation` — a `DataRepresentation` or
    /// `FileRepresentation` importing an image type, or a `ProxyRepresentation` from `Data` or
    /// `Image`. Nil when none of them can take the photo (as on iOS when no content type is
    /// supported); throws when the file cannot be read.
    ///
    /// Here it runs on the main actor (iOS loads off it): a load that asks for `Data` or an
    /// `Image` is done when the main queue is next drained, before the next frame of a window or
    /// a recording, so a recorded run is repeatable. A representation's own importing closure
    /// runs where Swift runs it (off the main actor, unless it is isolated).
    @MainActor
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> sending T? {
        guard let url = file ?? itemIdentifier.flatMap({ PhotoLibrary.photo(named: $0) }) else { return nil }
        let data = try Data(contentsOf: url)
        // The item is made here and handed over whole; nothing else holds it.
        nonisolated(unsafe) let item = try await T._loaded(fromPhoto: data, contentType: supportedContentTypes.first ?? .image, file: url)
        return item
    }

    /// `loadTransferable(type:)` with a completion handler, called when the photo is loaded (on
    /// the main actor here; iOS calls it on a queue of its own). The returned progress completes
    /// with it.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type,
                                                   completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let load: any PhotoLoading = PhotoLoad<T>(item: self, progress: progress, completionHandler: completionHandler)
        Task.detached { await load.run() }
        return progress
    }
}

/// A load with a completion handler: the item, its progress and the handler, handed to the task
/// that loads (the progress object is only counted up, once).
private protocol PhotoLoading: Sendable {
    @MainActor func run() async
}

private struct PhotoLoad<T: Transferable>: PhotoLoading, @unchecked Sendable {
    let item: PhotosPickerItem
    let progress: Progress
    let completionHandler: @Sendable (Result<T?, any Error>) -> Void

    @MainActor func run() async {
        let result: Result<T?, any Error>
        do { result = .success(try await item.loadTransferable(type: T.self)) } catch { result = .failure(error) }
        progress.completedUnitCount = 1
        completionHandler(result)
    }
}

extension Transferable {
    /// An item of this type made from a photo's bytes (`PhotosPickerItem.loadTransferable`).
    @MainActor
    static func _loaded(fromPhoto data: Data, contentType: UTType, file: URL) async throws -> Self? {
        if let data = data as? Self { return data }
        // Decoded only when an image is asked for, or a proxy may be made from one.
        func image() -> Image? { UIImage(data: data).map { Image(uiImage: $0) } }
        if Self.self == Image.self { return image() as? Self }
        // A value of the program's type, read once for this load.
        nonisolated(unsafe) let representation = transferRepresentation
        if let item = try await representation._importData(data, contentType: contentType, file: file) as? Self { return item }
        return _taken(from: [data] + (image().map { [$0] } ?? []))
    }
}

/// Which assets a photos picker offers (PhotosUI's `PHPickerFilter`). The photos here are still
/// images: `.images` takes them; the kinds of video, live photos and the kinds of image iOS tells
/// apart by their metadata (screenshots, panoramas, bursts…) take none.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }
    let rule: Rule

    public static let images = PHPickerFilter(rule: .kind("images"))
    public static let videos = PHPickerFilter(rule: .kind("videos"))
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos"))
    public static let screenshots = PHPickerFilter(rule: .kind("screenshots"))
    public static let panoramas = PHPickerFilter(rule: .kind("panoramas"))
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos"))
    public static let bursts = PHPickerFilter(rule: .kind("bursts"))
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos"))
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos"))
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings"))
    public static let spatialMedia = PHPickerFilter(rule: .kind("spatialMedia"))

    /// Assets any of `subfilters` takes.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(subfilters.map(\.rule))) }
    /// Assets all of `subfilters` take.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(subfilters.map(\.rule))) }
    /// Assets `filter` does not take.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether a still photo passes.
    var takesStillImages: Bool { Self.takesStillImage(rule) }
    private static func takesStillImage(_ rule: Rule) -> Bool {
        switch rule {
        case .kind(let k): return k == "images"
        case .any(let rules): return rules.contains(where: takesStillImage)
        case .all(let rules): return rules.allSatisfy(takesStillImage)
        case .not(let r): return !takesStillImage(r)
        }
    }
}

/// The photo library (PhotoKit's `PHPhotoLibrary`); giving it to a picker gives its items
/// identifiers.
open class PHPhotoLibrary: @unchecked Sendable {
    private static let instance = PHPhotoLibrary()
    /// The library of the device: here the image files beside the program (`PhotoLibrary`).
    open class func shared() -> PHPhotoLibrary { instance }
}

/// How a picker of several photos orders and numbers them (`PhotosPickerSelectionBehavior`).
public enum PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    /// Checkmarks; the photos come back in the library's order.
    case `default`
    /// Numbers; the photos come back in the order they were picked.
    case ordered
    /// The selection is written at each tap, without an Add button.
    case continuous
    /// Continuous and ordered.
    case continuousAndOrdered
}

/// Where the photos of a picker come from here: the PNG and JPEG files right inside the folders
/// `Image("name")` searches (the opened program's folder, `--assets` folders), by file name.
@MainActor
enum PhotoLibrary {
    static let extensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The photos, sorted by file name (a name in several folders: the first folder's).
    static func photos() -> [URL] {
        var seen = Set<String>()
        var found: [URL] = []
        for folder in ImageLibrary.shared.searchPaths {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where extensions.contains((name as NSString).pathExtension.lowercased()) {
                if seen.insert(name).inserted { found.append(folder.appendingPathComponent(name)) }
            }
        }
        return found.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The photo called `name`, or nil.
    static func photo(named name: String) -> URL? {
        photos().first { $0.lastPathComponent == name }
    }

    nonisolated static func contentTypes(ofFileNamed name: String) -> [UTType] {
        switch (name as NSString).pathExtension.lowercased() {
        case "png": return [.png]
        case "jpg", "jpeg": return [.jpeg]
        default: return [.image]
        }
    }
}
