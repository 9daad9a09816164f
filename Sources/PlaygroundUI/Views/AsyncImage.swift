import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where an `AsyncImage` is in loading its image (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? { if case .success(let i) = self { return i } else { return nil } }
    public var error: Error? { if case .failure(let e) = self { return e } else { return nil } }
}

/// A view that loads and shows an image from a URL (SwiftUI's `AsyncImage`, docs/semantics.md
/// §19.5): a placeholder (by default a grey fill) until the image arrives, then the image.
///
/// Here a `file:` URL is read before the first frame is drawn after the view appears; an
/// `http(s):` URL is downloaded with `URLSession` and the image shows in the first frame after it
/// arrives, so a recording of a remote image depends on the network. A URL that cannot be loaded
/// or decoded is the `.failure` phase.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @State private var phase = AsyncImagePhase.empty
    @State private var loaded: URL?

    /// The image at its size, or a grey fill while it loads (and when it fails).
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefault {
        self.url = url; self.scale = scale; transaction = Transaction()
        content = { _AsyncImageDefault(phase: $0) }
    }

    /// `content` with the image once it is loaded, `placeholder` until then (and when it fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url; self.scale = scale; transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// The view for each phase of loading.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; self.scale = scale; self.transaction = transaction; self.content = content
    }

    public var body: some View {
        content(loaded == url ? phase : .empty)
            .task(id: url) { await load() }
    }

    private func load() async {
        guard let url else { phase = .empty; loaded = nil; return }
        let result = await Self.fetch(url)
        withTransaction(transaction) {
            phase = result
            loaded = url
        }
    }

    /// The image file for `url` (a downloaded one kept in a temporary folder), or why not.
    @MainActor static func fetch(_ url: URL) async -> AsyncImagePhase {
        var path: String
        if url.isFileURL {
            path = url.path
        } else {
            do {
                let (data, _) = try await URLSession.shared.data(from: url)
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-async-images")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                // Named by a stable hash of the URL (FNV-1a; `hashValue` changes every run), so a
                // URL downloaded again replaces its file instead of adding one.
                let hash = url.absoluteString.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
                let file = folder.appendingPathComponent(String(hash, radix: 16) + "-" + url.lastPathComponent)
                try data.write(to: file, options: .atomic)
                path = file.path
            } catch {
                return .failure(error)
            }
        }
        guard FileManager.default.fileExists(atPath: path), ImageLibrary.shared.image(atPath: path) != nil else {
            return .failure(AsyncImageError(url: url))
        }
        return .success(Image(source: .file(path)))
    }
}

/// An image that could not be loaded or decoded.
struct AsyncImageError: Error, CustomStringConvertible {
    let url: URL
    var description: String { "cannot load an image from \(url)" }
}

/// What `AsyncImage(url:)` shows: the image at its size, else a grey fill.
/// Public because `AsyncImage(url:scale:)`'s content type names it.
public struct _AsyncImageDefault: View {
    let phase: AsyncImagePhase
    public var body: some View {
        if let image = phase.image { image } else { Color(.secondarySystemFill) }
    }
}
