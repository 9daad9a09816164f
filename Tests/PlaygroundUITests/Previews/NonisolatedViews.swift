import PlaygroundUI

// Views built outside the main actor, as SwiftUI allows (its ViewBuilder is not isolated, its
// views' initialisers and its modifiers are nonisolated): a global @ViewBuilder function, a
// @ViewBuilder requirement of a non-isolated protocol, a `nonisolated` helper. This file is part
// of PlaygroundUITests (Swift 6 mode), which hosts these views, and Swift6ClientTests type-checks
// it on its own with warnings as errors. It imports only PlaygroundUI.

struct NonisolatedWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

struct NonisolatedInset: ViewModifier {
    func body(content: Content) -> some View { content.padding(2) }
}

@ViewBuilder func nonisolatedRows() -> some View {
    Text("a")
    Text("b")
}

protocol NonisolatedCard {
    associatedtype Face: View
    @ViewBuilder func face() -> Face
}

struct NonisolatedPlainCard: NonisolatedCard {
    let on: Bool
    func face() -> some View {
        if on { Color.blue } else { Text("off").foregroundColor(.red) }
        HStack { Spacer(); Rectangle().fill(Color.red); Circle().stroke(Color.green, lineWidth: 2) }
        ForEach(0..<3) { Text("\($0)") }
        ForEach(["x"], id: \.self) { Text($0) }
        AnyView(EmptyView())
        Group { Text("grouped") }
    }
}

nonisolated func nonisolatedDecorated(_ title: String) -> some View {
    VStack(alignment: .leading, spacing: 4) {
        Text(title).font(.headline).bold()
        Capsule().frame(width: 40, height: 4)
        ZStack(alignment: .topLeading) { EmptyView(); AnyView(Text("z")) }
        GeometryReader { proxy in Color.clear.preference(key: NonisolatedWidthKey.self, value: proxy.size.width) }
        Button("Tap") {}
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray))
    .overlayPreferenceValue(NonisolatedWidthKey.self) { width in Text("\(Int(width))") }
    .transformPreference(NonisolatedWidthKey.self) { $0 += 1 }
    .onPreferenceChange(NonisolatedWidthKey.self) { _ in }
    .offset(x: 1, y: 2)
    .opacity(0.5)
    .animation(.spring(), value: title)
    .onTapGesture {}
    .contentShape(Rectangle())
    .coordinateSpace(name: "card")
    .id(title)
    .modifier(NonisolatedInset())
    .previewDisplayName("Card")
}
