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
        HStack(alignment: alignment, spacing: spacing) { ForEach(data, id: \.self, content: content) }
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
        VStack(alignment: alignment, spacing: spacing) { ForEach(data, id: \.self, content: content) }
    }
}
