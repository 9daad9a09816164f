import Foundation

/// What can be shared or dragged (SwiftUI's `Transferable`, from CoreTransferable): strings,
/// URLs, data, images, texts, and types of the program's own that say how they are carried in
/// `transferRepresentation` (`DragAndDrop/TransferRepresentation.swift`, §25.9). A type that
/// declares none is carried as itself.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// Carried as itself.
    public static var transferRepresentation: _ValueRepresentation<Self> { _ValueRepresentation() }
}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension Text: Transferable {}
extension AttributedString: Transferable {}

/// A preview of what a `ShareLink` shares: a title and an optional image and icon.
public struct SharePreview<ImageView, IconView> {
    let title: Text
    public init(_ title: Text) where ImageView == Never, IconView == Never { self.title = title }
    public init(_ titleKey: LocalizedStringKey) where ImageView == Never, IconView == Never { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where ImageView == Never, IconView == Never { self.title = Text(title) }
    public init(_ title: Text, image: ImageView) where IconView == Never { self.title = title }
    public init(_ titleKey: LocalizedStringKey, image: ImageView) where IconView == Never { title = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageView) where IconView == Never { self.title = Text(title) }
    public init(_ title: Text, icon: IconView) where ImageView == Never { self.title = title }
    public init(_ titleKey: LocalizedStringKey, icon: IconView) where ImageView == Never { title = Text(titleKey) }
    public init(_ title: Text, image: ImageView, icon: IconView) { self.title = title }
    public init(_ titleKey: LocalizedStringKey, image: ImageView, icon: IconView) { title = Text(titleKey) }
}

/// A button that shares items (iOS 16's `ShareLink`): drawn as iOS draws it — by default the
/// label "Share" with the `square.and.arrow.up` symbol, in the tint colour — and tapping it
/// prints what would be shared to standard error ("share: …"): there is no share sheet here
/// (README, differences).
public struct ShareLink<Label: View> {
    let items: [String]
    let label: Label
}

extension ShareLink: View {
    @MainActor public var body: some View {
        let shared = items.joined(separator: ", ")
        return Button(action: { FileHandle.standardError.write(Data("share: \(shared) (no share sheet here)\n".utf8)) }) { label }
    }
}

/// How an item is written in the line a tap prints.
private func sharedDescription<T>(_ item: T) -> String {
    if let u = item as? URL { return u.absoluteString }
    if let t = item as? Text { return t.string }
    return String(describing: item)
}

extension ShareLink {
    /// Shares `item` with the given label.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: [sharedDescription(item)], label: label())
    }
    /// Shares `item` with a preview, with the given label.
    public init<Item: Transferable, I, C>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>,
                                         @ViewBuilder label: () -> Label) {
        self.init(items: [sharedDescription(item)], label: label())
    }
    /// Shares `items`, with the given label.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil,
                                              @ViewBuilder label: () -> Label) where Data.Element: Transferable {
        self.init(items: items.map(sharedDescription), label: label())
    }
}

extension ShareLink where Label == PlaygroundUI.Label<Text, Image> {
    /// Shares `item`: "Share" and `square.and.arrow.up`.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [sharedDescription(item)], label: PlaygroundUI.Label("Share", systemImage: "square.and.arrow.up"))
    }
    /// Shares `item` with a preview.
    public init<Item: Transferable, I, C>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(items: [sharedDescription(item)], label: PlaygroundUI.Label("Share", systemImage: "square.and.arrow.up"))
    }
    /// Shares `item` under `titleKey`, with the share symbol.
    public init<Item: Transferable>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [sharedDescription(item)], label: PlaygroundUI.Label(titleKey, systemImage: "square.and.arrow.up"))
    }
    /// Shares `item` under `title`, with the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(items: [sharedDescription(item)], label: PlaygroundUI.Label(title, systemImage: "square.and.arrow.up"))
    }
    /// Shares `items`: "Share" and `square.and.arrow.up`.
    public init<Data: RandomAccessCollection>(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element: Transferable {
        self.init(items: items.map(sharedDescription), label: PlaygroundUI.Label("Share", systemImage: "square.and.arrow.up"))
    }
}
