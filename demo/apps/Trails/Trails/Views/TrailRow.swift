import SwiftUI

struct TrailRow: View {
    let trail: Trail
    let isFavourite: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(trail.imageName)
                .resizable()
                .scaledToFill()
                .frame(width: 56, height: 56)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(trail.name)
                    .font(.headline)
                Text("\(trail.region) · \(trail.distanceText)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isFavourite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}
