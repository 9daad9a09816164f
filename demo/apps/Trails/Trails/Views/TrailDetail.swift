import SwiftUI

struct TrailDetail: View {
    @EnvironmentObject private var store: TrailStore
    let trail: Trail

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Image(trail.imageName)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(height: 200)
                    .clipped()
                VStack(alignment: .leading, spacing: 12) {
                    HStack(spacing: 16) {
                        Label(trail.distanceText, systemImage: "figure.walk")
                        Label("\(trail.climbM) m", systemImage: "arrow.up.right")
                        DifficultyBadge(difficulty: trail.difficulty)
                    }
                    .font(.subheadline)
                    Text(trail.summary)
                    Button {
                        store.toggleFavourite(trail)
                    } label: {
                        Label(store.isFavourite(trail) ? "Remove from favourites" : "Add to favourites",
                              systemImage: store.isFavourite(trail) ? "star.fill" : "star")
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding(.horizontal)
            }
        }
        .navigationTitle(trail.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct DifficultyBadge: View {
    let difficulty: Trail.Difficulty

    var body: some View {
        Text(difficulty.rawValue.capitalized)
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Color(difficulty.rawValue.capitalized), in: Capsule())
            .foregroundStyle(.white)
    }
}

#Preview("Lakeside Loop") {
    NavigationStack {
        TrailDetail(trail: TrailStore().trails[1])
    }
    .environmentObject(TrailStore())
}
