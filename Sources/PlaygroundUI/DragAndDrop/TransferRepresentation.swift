import Foundation

// How a `Transferable` type is carried (CoreTransferable's representations, §25.11). A drag here
// stays in the window, so an item travels as the Swift value itself; the representations say
// which other values it can also be taken as (a `ProxyRepresentation`'s proxy) and which values
// it can be made from (a proxy's importing closure). Codable, data and file representations
// carry the value only in a drag: nothing is encoded, and nothing leaves the process. Data and
// file representations' importing closures make items from a picked photo (§24.14).

/// How a transferable type is carried (CoreTransferable's `TransferRepresentation`).
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    /// The values `item` can also be taken as (a proxy's export), most preferred first.
    func _exports(_ item: Item) -> [Any]
    /// `Item` made from another value (a proxy's import), or nil.
    func _import(_ value: Any) -> Item?
    /// `Item` made from a file's bytes of `contentType` (a photo a picker returned, §24.14) by a
    /// data or file representation that imports that type, or nil.
    func _importData(_ data: Data, contentType: UTType, file: URL) async throws -> Item?
}

extension TransferRepresentation {
    public func _exports(_ item: Item) -> [Any] { [] }
    public func _import(_ value: Any) -> Item? { nil }
    public func _importData(_ data: Data, contentType: UTType, file: URL) async throws -> Item? { nil }
    /// A file name a receiver outside the app would use (nothing leaves the window here).
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// A file name made from the item (nothing leaves the window here).
    public func suggestedFileName(_ fileName: @escaping (Item) -> String?) -> Self { self }
    /// Whether the representation is offered for an item (always, here).
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
    /// Which receivers see the representation (all of them, here: they are in the window).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Which receivers a representation is offered to.
public enum TransferRepresentationVisibility: Sendable {
    case all, team, group, ownProcess
}

/// Combines the representations written in a `transferRepresentation` body, in order.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    public static func buildPartialBlock<A: TransferRepresentation, B: TransferRepresentation>(accumulated: A, next: B) -> TupleTransferRepresentation<Item, A, B>
    where A.Item == Item, B.Item == Item {
        TupleTransferRepresentation(first: accumulated, second: next)
    }
}

/// Representations written one after another in a `transferRepresentation` body, the first
/// preferred (CoreTransferable's name; here it holds two, and longer bodies nest them).
public struct TupleTransferRepresentation<Item: Transferable, A: TransferRepresentation, B: TransferRepresentation>: TransferRepresentation
where A.Item == Item, B.Item == Item {
    let first: A
    let second: B
    public func _exports(_ item: Item) -> [Any] { first._exports(item) + second._exports(item) }
    public func _import(_ value: Any) -> Item? { first._import(value) ?? second._import(value) }
    public func _importData(_ data: Data, contentType: UTType, file: URL) async throws -> Item? {
        if let item = try await first._importData(data, contentType: contentType, file: file) { return item }
        return try await second._importData(data, contentType: contentType, file: file)
    }
}

/// The representation of the types this package makes transferable itself, and of a program's
/// type that declares none: the value alone.
/// Public because `Transferable`'s default `transferRepresentation` returns it.
public struct _ValueRepresentation<Item: Transferable>: TransferRepresentation {
    public init() {}
}

/// Carries a `Codable` item (encoded as JSON by CoreTransferable; here the value itself).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {}
    public init<E, D>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: E, decoder: D) {}
}

/// Carries an item as another transferable value: what `exporting` makes of it, and from what
/// `importing` makes one.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: ((Item) throws -> Proxy)?
    let importing: ((Proxy) throws -> Item)?
    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }
    public init(exporting: @escaping (Item) throws -> Proxy) {
        self.exporting = exporting
        importing = nil
    }
    public init(importing: @escaping (Proxy) throws -> Item) {
        exporting = nil
        self.importing = importing
    }
    public func _exports(_ item: Item) -> [Any] {
        guard let exporting, let proxy = try? exporting(item) else { return [] }
        return [proxy]
    }
    public func _import(_ value: Any) -> Item? {
        guard let importing, let proxy = value as? Proxy else { return nil }
        return try? importing(proxy)
    }
}

/// Carries an item as bytes of a content type. A drag carries the value itself (the exporting
/// closure is not run); the importing closure makes an item from a picked photo's bytes (§24.14).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let importer: RepresentationImport<Data, Item>?
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data,
                importing: @escaping (Data) async throws -> Item) {
        importer = RepresentationImport(type: contentType, run: importing)
    }
    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> Data) {
        importer = nil
    }
    public init(importedContentType: UTType, importing: @escaping (Data) async throws -> Item) {
        importer = RepresentationImport(type: importedContentType, run: importing)
    }
    public func _importData(_ data: Data, contentType: UTType, file: URL) async throws -> Item? {
        guard let importer, importer.takes(contentType) else { return nil }
        return try await importer.run(data)
    }
}

/// A representation's importing closure and the content type it takes.
struct RepresentationImport<Input, Item> {
    let type: UTType
    let run: (Input) async throws -> Item
    func takes(_ contentType: UTType) -> Bool { contentType.conforms(to: type) }
}

/// Carries an item as a file. A drag carries the value itself (the exporting closure is not
/// run); the importing closure makes an item from a picked photo, given a copy of its file that
/// is removed when the closure returns, as iOS does (§24.14).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let importer: RepresentationImport<ReceivedTransferredFile, Item>?
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> SentTransferredFile,
                importing: @escaping (ReceivedTransferredFile) async throws -> Item) {
        importer = RepresentationImport(type: contentType, run: importing)
    }
    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> SentTransferredFile) {
        importer = nil
    }
    public init(importedContentType: UTType, importing: @escaping (ReceivedTransferredFile) async throws -> Item) {
        importer = RepresentationImport(type: importedContentType, run: importing)
    }
    public func _importData(_ data: Data, contentType: UTType, file: URL) async throws -> Item? {
        guard let importer, importer.takes(contentType) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-received-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent(file.lastPathComponent)
        try data.write(to: copy)
        return try await importer.run(ReceivedTransferredFile(file: copy, isOriginalFile: false))
    }
}

/// A file a `FileRepresentation` sends.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a `FileRepresentation` receives.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

extension Transferable {
    /// The values an item of this type can be taken as, itself first (§25.11). (The
    /// representation's `Item` is `Self` whenever it was written in the type's own
    /// `transferRepresentation`; the protocol cannot say so, as an opaque representation would
    /// then not satisfy it.)
    static func _carried(_ item: Self) -> [Any] {
        guard let own = item as? Representation.Item else { return [item] }
        return [item] + transferRepresentation._exports(own)
    }
    /// An item of this type from what a drag carries: the value itself, else one made from it
    /// or from one of its other forms by this type's representations.
    static func _taken(from carried: [Any]) -> Self? {
        for v in carried { if let item = v as? Self { return item } }
        let r = transferRepresentation
        for v in carried { if let item = r._import(v) as? Self { return item } }
        return nil
    }
}
