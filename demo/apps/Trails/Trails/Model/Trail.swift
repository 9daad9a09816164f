import Foundation

struct Trail: Identifiable, Codable, Hashable {
    enum Difficulty: String, Codable {
        case easy, moderate, hard
    }

    let id: String
    let name: String
    let region: String
    let lengthKm: Double
    let climbM: Int
    let difficulty: Difficulty
    let imageName: String
    let summary: String

    var distanceText: String { String(format: "%.1f km", lengthKm) }
}
