import PlaygroundUI

/// The seed author's `HStackForEach(data, spacing:) { element in … }`: an HStack over a ForEach.
public struct HStackForEach<Data: RandomAccessCollection, Content: View>: View where Data.Element: Hashable {
    let data: Data
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: (Data.Element) -> Content
    public init(_ data: Data, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.alignment = alignment; self.spacing = spacing; self.content = content
    }
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { ForEach(data, id: identityKeyPath(), content: content) }
    }
}

/// The seed author's `VStackForEach(data, spacing:) { element in … }`: a VStack over a ForEach.
public struct VStackForEach<Data: RandomAccessCollection, Content: View>: View where Data.Element: Hashable {
    let data: Data
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: (Data.Element) -> Content
    public init(_ data: Data, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.alignment = alignment; self.spacing = spacing; self.content = content
    }
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { ForEach(data, id: identityKeyPath(), content: content) }
    }
}

/// `\Element.self`, made once per element type. Written as `\.self` inside these generic views,
/// the key path is instantiated by the Swift runtime on every body evaluation (it resolves the
/// generic argument by its mangled name: about 18,000 instructions, 13 % of a month-grid frame).
@MainActor private var identityKeyPaths: [ObjectIdentifier: AnyKeyPath] = [:]

@MainActor func identityKeyPath<Element>() -> KeyPath<Element, Element> {
    let key = ObjectIdentifier(Element.self)
    if let path = identityKeyPaths[key] { return unsafeDowncast(path, to: KeyPath<Element, Element>.self) }
    let path: KeyPath<Element, Element> = \.self
    identityKeyPaths[key] = path
    return path
}
