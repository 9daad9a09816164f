import Foundation

// `NSItemProvider` (Foundation on Apple's systems; Linux's Foundation has none), as much of it as
// SwiftUI's `onDrag`/`onDrop` and their published uses need (docs/semantics.md §25.12): a
// provider holds representations of one item, each named by a type identifier, and loads them.
// Everything stays in this process, so a load completes at once: its completion handler runs
// before the load call returns, on the main thread (on iOS it runs later, on another queue).

/// A type whose values an item provider can carry (Foundation's protocol).
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the value can be written as, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the value as `typeIdentifier`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A type an item provider can make values of (Foundation's protocol).
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the type can be read from, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Reads a value from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier] }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler((self as String).data(using: .utf8), nil)
        return nil
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else { throw ItemProviderError.unreadable(typeIdentifier) }
        // A subclass of NSString asked for is given an NSString (no subclass reads itself here).
        return unsafeDowncast(NSString(string: string), to: self)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.fileURL.identifier] }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(absoluteString.data(using: .utf8), nil)
        return nil
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let url = URL(string: string) else { throw ItemProviderError.unreadable(typeIdentifier) }
        return unsafeDowncast(url as NSURL, to: self)
    }
}

/// An image carries itself: a provider made with `init(object:)` of a `UIImage` gives the same
/// image to `loadObject(ofClass: UIImage.self)` (dragging an image inside the app); as data it
/// has none (this package's `UIImage` neither encodes nor decodes image files).
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier] }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(nil, ItemProviderError.unreadable(typeIdentifier))
        return nil
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        throw ItemProviderError.unreadable(typeIdentifier)
    }
}

/// What a load's completion handler gave (the handlers run before the load returns).
final class LoadResult<T>: @unchecked Sendable {
    var value: T?
}

/// Why a load failed.
enum ItemProviderError: Error, CustomStringConvertible {
    case noRepresentation(String)
    case unreadable(String)
    var description: String {
        switch self {
        case .noRepresentation(let t): return "the item provider has nothing of type \(t)"
        case .unreadable(let t): return "the item provider's \(t) data cannot be read"
        }
    }
}

/// One item carried by a drag (Foundation's `NSItemProvider`): its representations, each a type
/// identifier and what gives that type's data or value.
open class NSItemProvider: @unchecked Sendable, CustomStringConvertible {
    /// One representation: its type, and the value registered for it (an object or item) or the
    /// data it loads.
    private struct Representation {
        let typeIdentifier: String
        let value: AnyObject?
        let data: (() -> Data?)?
    }
    private var representations: [Representation] = []

    /// A name for the item, for the file it may become.
    open var suggestedName: String?

    /// A provider with nothing registered yet.
    public init() {}

    /// A provider carrying `object` in each type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider carrying `item` as `typeIdentifier` (nothing when either is nil).
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let typeIdentifier else { return }
        let value = item.map { $0 as AnyObject }
        representations.append(Representation(typeIdentifier: typeIdentifier, value: value, data: {
            if let s = value as? NSString { return (s as String).data(using: .utf8) }
            if let d = value as? NSData { return Data(referencing: d) }
            return nil
        }))
    }

    /// A provider carrying the file at `fileURL` (nil when there is none).
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        representations.append(Representation(typeIdentifier: type.identifier, value: fileURL as NSURL, data: { try? Data(contentsOf: fileURL) }))
    }

    /// Registers `object` under each type it can be written as.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(Representation(typeIdentifier: type, value: object, data: {
                let result = LoadResult<Data>()
                _ = object.loadData(withTypeIdentifier: type) { data, _ in result.value = data }
                return result.value
            }))
        }
    }

    /// Registers what `loadHandler` gives as `typeIdentifier`.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, value: nil, data: {
            let result = LoadResult<Data>()
            _ = loadHandler { data, _ in result.value = data }
            return result.value
        }))
    }

    /// The types registered, in the order they were.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether a representation is of `typeIdentifier` or a type that conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a value of `aClass` can be made from a representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes a value of `aClass` from the first representation it reads (the handler runs at
    /// once).
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        for type in aClass.readableTypeIdentifiersForItemProvider {
            guard let r = representation(conformingTo: type) else { continue }
            if let value = r.value as? any NSItemProviderReading, ObjectIdentifier(Swift.type(of: value)) == ObjectIdentifier(aClass) {
                completionHandler(value, nil)
            } else if let data = r.data?() {
                do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: r.typeIdentifier), nil) }
                catch { completionHandler(nil, error) }
            } else {
                completionHandler(nil, ItemProviderError.unreadable(r.typeIdentifier))
            }
            progress.completedUnitCount = 1
            return progress
        }
        completionHandler(nil, ItemProviderError.noRepresentation(aClass.readableTypeIdentifiersForItemProvider.first ?? "?"))
        return progress
    }

    /// Whether a `String` can be made from a representation (text).
    open func canLoadObject(ofClass aClass: String.Type) -> Bool { canLoadObject(ofClass: NSString.self) }

    /// Makes a `String` from the first text representation (the handler runs at once).
    @discardableResult
    open func loadObject(ofClass aClass: String.Type, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: NSString.self as any NSItemProviderReading.Type) { value, error in
            completionHandler((value as? NSString).map { $0 as String }, error)
        }
    }

    /// Whether a `URL` can be made from a representation.
    open func canLoadObject(ofClass aClass: URL.Type) -> Bool { canLoadObject(ofClass: NSURL.self) }

    /// Makes a `URL` from the first URL representation (the handler runs at once).
    @discardableResult
    open func loadObject(ofClass aClass: URL.Type, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadObject(ofClass: NSURL.self as any NSItemProviderReading.Type) { value, error in
            completionHandler((value as? NSURL).map { $0 as URL }, error)
        }
    }

    /// Loads the item of `typeIdentifier` as it was registered: the object or item itself, else
    /// its data (the handler runs at once).
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
        guard let r = representation(conformingTo: typeIdentifier) else {
            completionHandler?(nil, ItemProviderError.noRepresentation(typeIdentifier))
            return
        }
        if let coded = r.value as? any NSSecureCoding { completionHandler?(coded, nil); return }
        completionHandler?(r.data?().map { NSData(data: $0) }, nil)
    }

    /// Loads the data of the first representation of `typeIdentifier` (the handler runs at
    /// once).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let r = representation(conformingTo: typeIdentifier) {
            completionHandler(r.data?(), nil)
        } else {
            completionHandler(nil, ItemProviderError.noRepresentation(typeIdentifier))
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Loads the data of the first representation of `contentType` (iOS 16).
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    open var description: String { "<NSItemProvider: \(registeredTypeIdentifiers)>" }

    /// The first representation of `typeIdentifier` or of a type conforming to it.
    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        return representations.first { r in
            r.typeIdentifier == typeIdentifier || (wanted.map { UTType(r.typeIdentifier)?.conforms(to: $0) ?? false } ?? false)
        }
    }

    /// The text this provider carries, if it carries text (for a `dropDestination(for:)` of
    /// `String`).
    var carriedText: String? {
        let text = LoadResult<String>()
        loadObject(ofClass: String.self) { value, _ in text.value = value }
        return text.value
    }
}

/// Who may see a registered representation (Foundation's; every representation is seen here).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}
