import PlaygroundUI

/// The "hero animation" of the matchedGeometryEffect tutorials: a small card in a list expands
/// into a detail card when tapped, its shape, image and title flying to their new places.
/// Tap the card to expand it, tap the expanded card to close it.
enum HeroCard {
    struct ContentView: View {
        @Namespace private var animation
        @State private var isExpanded = false

        var body: some View {
            ZStack {
                if !isExpanded {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Featured")
                            .font(.largeTitle.bold())
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 16)
                                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                                .matchedGeometryEffect(id: "background", in: animation)
                                .frame(width: 110, height: 110)
                            VStack(alignment: .leading, spacing: 4) {
                                Text("Sunset Trails")
                                    .font(.headline)
                                    .matchedGeometryEffect(id: "title", in: animation)
                                Text("Tap to explore")
                                    .font(.subheadline)
                                    .foregroundColor(.secondary)
                            }
                            Spacer()
                        }
                        .contentShape(Rectangle())
                        .onTapGesture {
                            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { isExpanded = true }
                        }
                        Spacer()
                    }
                    .padding()
                } else {
                    VStack(alignment: .leading, spacing: 16) {
                        RoundedRectangle(cornerRadius: 24)
                            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .matchedGeometryEffect(id: "background", in: animation)
                            .frame(height: 300)
                        Text("Sunset Trails")
                            .font(.title.bold())
                            .matchedGeometryEffect(id: "title", in: animation)
                        Text("Golden-hour walks along the coast, with the best viewpoints marked for the evening light.")
                            .font(.body)
                            .foregroundColor(.secondary)
                        Spacer()
                    }
                    .padding()
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { isExpanded = false }
                    }
                }
            }
        }
    }
}
