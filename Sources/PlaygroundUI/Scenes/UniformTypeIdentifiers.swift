import Foundation

/// A uniform type identifier (`UTType` of Apple's UniformTypeIdentifiers), as document types and
/// file importers name the kinds of files they read (docs/semantics.md §33.2). Here an identifier
/// with the file-name extensions it is known by; `import UniformTypeIdentifiers` in a file run by
/// `playground open` resolves to this package.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// The extension files of this type usually have.
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?

    init(_ identifier: String, _ ext: String?, _ mime: String? = nil) {
        self.identifier = identifier; preferredFilenameExtension = ext; preferredMIMEType = mime
    }

    /// A type the app declares (Info.plist's exported types).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(identifier, nil) }
    /// A type another app declares, which this one reads.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { self.init(identifier, nil) }
    /// A known type by identifier.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }
    /// The known type files with `filenameExtension` have.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }) else { return nil }
        self = known
    }

    public var description: String { identifier }

    public static let item = UTType("public.item", nil)
    public static let content = UTType("public.content", nil)
    public static let data = UTType("public.data", nil)
    public static let text = UTType("public.text", "txt", "text/plain")
    public static let plainText = UTType("public.plain-text", "txt", "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", "txt", "text/plain")
    public static let json = UTType("public.json", "json", "application/json")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv", "text/csv")
    public static let html = UTType("public.html", "html", "text/html")
    public static let xml = UTType("public.xml", "xml", "application/xml")
    public static let image = UTType("public.image", nil)
    public static let png = UTType("public.png", "png", "image/png")
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg")
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf")
    public static let movie = UTType("public.movie", nil)
    public static let audio = UTType("public.audio", nil)
    public static let folder = UTType("public.folder", nil)
    public static let url = UTType("public.url", nil)
    public static let fileURL = UTType("public.file-url", nil)

    /// Whether a value of this type is also of `type`: the same identifier, or `type` is among
    /// this one's parents (text conforms to data, content and item; plain text to text; PNG to
    /// image…), as Apple's type tree has them for the types known here.
    public func conforms(to type: UTType) -> Bool {
        var id: String? = identifier
        while let current = id {
            if current == type.identifier { return true }
            id = Self.parents[current]
        }
        // Every type is an item; data and content are the roots of the concrete ones.
        return type.identifier == UTType.item.identifier
    }

    /// A known type's parent in Apple's type tree (the one line this package follows).
    private static let parents: [String: String] = [
        "public.utf8-plain-text": "public.plain-text", "public.plain-text": "public.text",
        "public.json": "public.text", "public.comma-separated-values-text": "public.text",
        "public.html": "public.text", "public.xml": "public.text", "public.text": "public.data",
        "public.png": "public.image", "public.jpeg": "public.image", "public.image": "public.data",
        "com.adobe.pdf": "public.data", "public.movie": "public.data", "public.audio": "public.data",
        "public.file-url": "public.url", "public.url": "public.data", "public.data": "public.item",
        "public.folder": "public.item", "public.content": "public.item",
    ]

    private static let known: [UTType] = [.text, .plainText, .utf8PlainText, .json, .commaSeparatedText, .html, .xml,
                                          .png, .jpeg, .pdf, .item, .content, .data, .image, .movie, .audio, .folder, .url, .fileURL]
}

/// A file's contents as documents write and read them (Foundation's `FileWrapper`, which Linux's
/// Foundation lacks): a regular file's bytes, or a folder of wrappers.
open class FileWrapper: @unchecked Sendable {
    open var preferredFilename: String?
    open var filename: String?
    public let regularFileContents: Data?
    public let fileWrappers: [String: FileWrapper]?
    open var isRegularFile: Bool { regularFileContents != nil }
    open var isDirectory: Bool { fileWrappers != nil }

    public init(regularFileWithContents contents: Data) { regularFileContents = contents; fileWrappers = nil }
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        regularFileContents = nil; fileWrappers = childrenByPreferredName
    }
}
