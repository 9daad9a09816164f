import Foundation
import PlaygroundUI
import Testing

// PhotosUI's picker (docs/semantics.md §24.14): the photos are the image files in the folders
// `Image("name")` searches; the sheet writes one item or several; items load as data, images
// and the program's own transferable types. `ImageLibrary.shared`, whose folders are the photo
// library, is global: the suite runs inside `ImageFileTests`, serialized with it.

/// A program's type made from a photo's bytes, as Apple's sample code writes one.
private struct ProfilePhoto: Transferable {
    let bytes: Int
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { data in ProfilePhoto(bytes: data.count) }
    }
}

/// One made from a copy of the photo's file.
private struct PhotoFile: Transferable {
    let name: String
    let existed: Bool
    let original: Bool
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .jpeg) { received in
            PhotoFile(name: received.file.lastPathComponent, existed: FileManager.default.fileExists(atPath: received.file.path),
                      original: received.isOriginalFile)
        }
    }
}

/// One made from the photo's bytes through a proxy.
private struct Sized: Transferable {
    let bytes: Int
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(importing: { (data: Data) in Sized(bytes: data.count) })
    }
}

/// One that takes only PDF documents: a photo is not one.
private struct Document: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .pdf) { _ in Document() }
    }
}

extension ImageFileTests {
@MainActor
@Suite(.serialized)
struct PhotosPickerTests {
    /// A folder of three "photos" (their bytes are not decoded here) searched as the asset folder.
    final class Library {
        let dir: URL
        @MainActor init() throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (name, size) in [("canyon.jpg", 30), ("beach.png", 20), ("dunes.jpeg", 40), ("notes.txt", 5)] {
                try Data(repeating: 7, count: size).write(to: dir.appendingPathComponent(name))
            }
            ImageLibrary.shared.reset()
            ImageLibrary.shared.searchPaths = [dir]
            ImageLibrary.shared.warn = { _ in }
        }
        deinit {
            try? FileManager.default.removeItem(at: dir)
            guard Thread.isMainThread else { return }
            MainActor.assumeIsolated {
                ImageLibrary.shared.searchPaths = []
                ImageLibrary.shared.reset()
                ImageLibrary.shared.warn = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            }
        }
    }

    private func open(_ h: ViewHost, _ title: String) throws {
        try #require(h.find(text: title)).tap()
        h.advance(seconds: 1)
        #expect(h.exists(text: "Photos") && h.exists(text: "Cancel"), "the sheet is up")
    }

    /// Picking one photo writes it and dismisses the sheet; its identifier is nil without a
    /// photo library (Apple: "itemIdentifier"), its type the file's; Cancel writes nothing. A
    /// picked photo whose file goes before it loads throws.
    @Test func aPickerOfOnePhotoWritesThePhotoTapped() async throws {
        let library = try Library()
        final class Picked { var item: PhotosPickerItem? }
        struct Profile: View {
            let picked: Picked
            @State var item: PhotosPickerItem?
            var body: some View {
                VStack {
                    PhotosPicker("Choose", selection: Binding(get: { item }, set: { item = $0; picked.item = $0 }), matching: .images)
                    Text(item.map { "\($0.supportedContentTypes.map(\.identifier)) \($0.itemIdentifier ?? "no id")" } ?? "nothing")
                }
            }
        }
        let picked = Picked()
        let h = ViewHost(rootView: Profile(picked: picked), size: CGSize(width: 390, height: 844))
        h.advance()
        try open(h, "Choose")
        #expect(h.find(label: "notes.txt") == nil, "only image files are photos")
        try #require(h.find(text: "Cancel")).tap()
        h.advance(seconds: 1)
        #expect(h.exists(text: "nothing") && !h.exists(text: "Cancel"))
        try open(h, "Choose")
        // The grid is in file-name order: beach, canyon, dunes along the first row.
        let beach = try #require(h.find(label: "beach.png")), canyon = try #require(h.find(label: "canyon.jpg"))
        #expect(beach.frame.minX < canyon.frame.minX && abs(beach.frame.width - beach.frame.height) < 0.5)
        canyon.tap()
        h.advance(seconds: 1)
        #expect(h.exists(text: "[\"public.jpeg\"] no id"))
        #expect(!h.exists(text: "Cancel"), "dismissed")
        let item = try #require(picked.item)
        #expect(try await item.loadTransferable(type: Data.self)?.count == 30)
        try FileManager.default.removeItem(at: library.dir.appendingPathComponent("canyon.jpg"))
        await #expect(throws: (any Error).self) { try await item.loadTransferable(type: Data.self) }
    }

    /// A picker of several: taps toggle photos, the limit stops more, Add writes them — in the
    /// library's order by default, in the order tapped when `.ordered` (numbered).
    @Test func aPickerOfSeveralWritesThePhotosAdded() throws {
        let library = try Library()
        struct Album: View {
            let behavior: PhotosPickerSelectionBehavior
            @State var items: [PhotosPickerItem] = []
            var body: some View {
                VStack {
                    PhotosPicker("Add photos", selection: $items, maxSelectionCount: 2, selectionBehavior: behavior,
                                 photoLibrary: .shared())
                    Text(items.isEmpty ? "empty" : items.compactMap(\.itemIdentifier).joined(separator: ","))
                }
            }
        }
        for (behavior, expected) in [(PhotosPickerSelectionBehavior.default, "canyon.jpg,dunes.jpeg"),
                                     (.ordered, "dunes.jpeg,canyon.jpg")] {
            let h = ViewHost(rootView: Album(behavior: behavior), size: CGSize(width: 390, height: 844))
            h.advance()
            try open(h, "Add photos")
            for name in ["dunes.jpeg", "beach.png", "canyon.jpg"] {
                try #require(h.find(label: name)).tap()
                h.advance()
            }
            // The third was over the limit of two; beach tapped again is off, and canyon then in.
            #expect(h.accessibilityElement(label: "canyon.jpg")?.traits.contains(.isSelected) == false)
            try #require(h.find(label: "beach.png")).tap()
            h.advance()
            try #require(h.find(label: "canyon.jpg")).tap()
            h.advance()
            #expect(h.accessibilityElement(label: "canyon.jpg")?.traits.contains(.isSelected) == true)
            if behavior == .ordered { #expect(h.exists(text: "1") && h.exists(text: "2"), "numbered") }
            #expect(h.exists(text: "empty"), "nothing written before Add")
            try #require(h.find(text: "Add")).tap()
            h.advance(seconds: 1)
            #expect(h.exists(text: expected), "\(behavior)")
        }
        // Continuous: no Add button; each tap writes (in the order tapped when also ordered).
        let live = ViewHost(rootView: Album(behavior: .continuousAndOrdered), size: CGSize(width: 390, height: 844))
        live.advance()
        try open(live, "Add photos")
        #expect(!live.exists(text: "Add"))
        try #require(live.find(label: "dunes.jpeg")).tap()
        live.advance()
        try #require(live.find(label: "beach.png")).tap()
        live.advance()
        try #require(live.find(text: "Cancel")).tap()
        live.advance(seconds: 1)
        #expect(live.exists(text: "dunes.jpeg,beach.png"))
        _ = library
    }

    /// `.photosPicker(isPresented:)` presents the same sheet; a filter that takes no still
    /// images shows none.
    @Test func theModifierPresentsAndFiltersApply() throws {
        let library = try Library()
        struct Clips: View {
            @State var shown = false
            @State var item: PhotosPickerItem?
            var body: some View {
                Button("Videos") { shown = true }
                    .photosPicker(isPresented: $shown, selection: $item, matching: .any(of: [.videos, .not(.images)]))
            }
        }
        let h = ViewHost(rootView: Clips(), size: CGSize(width: 390, height: 844))
        h.advance()
        try open(h, "Videos")
        #expect(h.exists(text: "No Photos") && h.find(label: "beach.png") == nil)
        // Filters that take still images show them.
        for filter in [PHPickerFilter.any(of: [.videos, .images]), .all(of: [.images, .not(.screenshots)])] {
            struct Photos: View {
                let filter: PHPickerFilter
                @State var item: PhotosPickerItem?
                var body: some View { PhotosPicker("Pick", selection: $item, matching: filter) }
            }
            let h = ViewHost(rootView: Photos(filter: filter), size: CGSize(width: 390, height: 844))
            h.advance()
            try open(h, "Pick")
            #expect(h.find(label: "beach.png") != nil && !h.exists(text: "No Photos"))
        }
        _ = library
    }

    /// An item loads as its file's bytes, as a type that imports image data or a file (given a
    /// copy, removed after), and not as a type that takes no image; an item made from an
    /// identifier finds its photo by name.
    @Test func itemsLoadAsTheTypesAsked() async throws {
        let library = try Library()
        let canyon = PhotosPickerItem(itemIdentifier: "canyon.jpg")
        let data = try #require(try await canyon.loadTransferable(type: Data.self))
        #expect(data.count == 30)
        let profile = try #require(try await canyon.loadTransferable(type: ProfilePhoto.self))
        #expect(profile.bytes == 30)
        let file = try #require(try await canyon.loadTransferable(type: PhotoFile.self))
        #expect(file.name == "canyon.jpg" && file.existed && !file.original)
        #expect(try await canyon.loadTransferable(type: Sized.self)?.bytes == 30)
        #expect(try await canyon.loadTransferable(type: Document.self) == nil)
        let beach = PhotosPickerItem(itemIdentifier: "beach.png")
        #expect(try await beach.loadTransferable(type: PhotoFile.self) == nil, "a PNG is not a JPEG")
        let named = PhotosPickerItem(itemIdentifier: "dunes.jpeg")
        #expect(named.supportedContentTypes == [.jpeg])
        #expect(try await named.loadTransferable(type: Data.self)?.count == 40)
        #expect(try await PhotosPickerItem(itemIdentifier: "gone.png").loadTransferable(type: Data.self) == nil)
        // A photo whose file went after it was picked: the load throws.
        let picked = PhotosPickerItem(itemIdentifier: "dunes.jpeg")
        try FileManager.default.removeItem(at: library.dir.appendingPathComponent("dunes.jpeg"))
        #expect(try await picked.loadTransferable(type: Data.self) == nil, "found by name: no photo of that name now")
        // With a completion handler: the result, and the progress completed.
        final class Got: @unchecked Sendable { var bytes: Int?; var failed = false; var progress: Progress? }
        let got = Got()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            got.progress = canyon.loadTransferable(type: Data.self) { result in
                switch result {
                case .success(let data): got.bytes = data?.count
                case .failure: got.failed = true
                }
                done.resume()
            }
        }
        #expect(got.bytes == 30 && !got.failed && got.progress?.fractionCompleted == 1)
    }
}
}
