import SwiftUI

final class TrailStore: ObservableObject {
    @Published private(set) var trails: [Trail] = []
    @Published private(set) var favourites: Set<String> = []

    init() {
        guard let url = Bundle.main.url(forResource: "trails", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let decoded = try? JSONDecoder().decode([Trail].self, from: data) else {
            print("trails.json is missing")
            return
        }
        trails = decoded
    }

    func isFavourite(_ trail: Trail) -> Bool { favourites.contains(trail.id) }

    func toggleFavourite(_ trail: Trail) {
        if favourites.contains(trail.id) {
            favourites.remove(trail.id)
        } else {
            favourites.insert(trail.id)
        }
    }

    func delete(at offsets: IndexSet) {
        trails.remove(atOffsets: offsets)
    }
}
