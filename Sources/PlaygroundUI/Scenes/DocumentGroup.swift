import Foundation

/// A document a `DocumentGroup` edits, kept as a value (SwiftUI's `FileDocument`).
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document a `DocumentGroup` edits, kept as an object (SwiftUI's `ReferenceFileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What reading a document gets: the file's type and contents.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

/// What writing a document gets: the type to write and the file as it was.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

/// The document an editor of a `DocumentGroup` shows: a binding to it (`$document`), its file
/// (none here) and whether it may be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public var fileURL: URL? { nil }
    public var isEditable: Bool { true }
}

/// The document object an editor of a `DocumentGroup` shows.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public var fileURL: URL? { nil }
    public var isEditable: Bool { true }
}

/// A document-based app's scene (SwiftUI's `DocumentGroup`). On iOS it opens on a document
/// browser; this host has no files app, so an editing group shows its editor at once with a new,
/// untitled document (`newDocument`), kept in memory for the run and never written; a viewing
/// group (`viewing:`) has no document to show and shows a line saying so (docs/semantics.md §33.2).
public struct DocumentGroup<Content: View> {
    let title: String?
    let content: AnyView

    @MainActor public init<Document: FileDocument>(newDocument: @autoclosure @escaping () -> Document,
                                        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        title = nil
        content = AnyView(_NewValueDocument(make: newDocument, editor: editor))
    }

    @MainActor public init<Document: ReferenceFileDocument>(newDocument: @escaping () -> Document,
                                                 @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        title = nil
        content = AnyView(_NewReferenceDocument(make: newDocument, editor: editor))
    }

    @MainActor public init<Document: FileDocument>(viewing documentType: Document.Type,
                                        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        title = nil
        content = AnyView(_NoDocument(type: String(describing: Document.self)))
    }

    @MainActor public init<Document: ReferenceFileDocument>(viewing documentType: Document.Type,
                                                 @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        title = nil
        content = AnyView(_NoDocument(type: String(describing: Document.self)))
    }
}

extension DocumentGroup: Scene {
    public var body: Never { fatalError("DocumentGroup has no body") }
    public static func _windows(_ scene: Self, _ windows: inout [_SceneWindow]) {
        windows.append(_SceneWindow(title: scene.title, kind: .document, content: scene.content))
    }
}

/// A new value document, kept for the window's life.
struct _NewValueDocument<Document: FileDocument, Content: View>: View {
    let make: () -> Document
    let editor: (FileDocumentConfiguration<Document>) -> Content
    @State private var document: Document?

    var body: some View {
        let current = document ?? make()
        let binding = Binding<Document>(get: { document ?? current }, set: { document = $0 })
        editor(FileDocumentConfiguration(document: binding))
            .onAppear { if document == nil { document = current } }
    }
}

/// A new reference document, made once for the window's life.
struct _NewReferenceDocument<Document: ReferenceFileDocument, Content: View>: View {
    let make: () -> Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content
    @State private var holder = _DocumentHolder<Document>()

    var body: some View {
        let document = holder.document ?? make()
        holder.document = document
        return editor(ReferenceFileDocumentConfiguration(document: document))
    }
}

final class _DocumentHolder<Document> { var document: Document? }

/// What a viewing-only document group shows: there is no file to open here.
struct _NoDocument: View {
    let type: String
    var body: some View {
        Text("No \(type) to view: this host opens no files")
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
            .padding()
    }
}
