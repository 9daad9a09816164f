import SwiftUI

enum BrewMethod: String, CaseIterable, Identifiable {
    case pourOver, frenchPress, aeropress

    var id: String { rawValue }

    /// The key of the method's name in Localizable.strings.
    var title: LocalizedStringKey {
        switch self {
        case .pourOver: "method.pourOver"
        case .frenchPress: "method.frenchPress"
        case .aeropress: "method.aeropress"
        }
    }

    /// Grams of coffee for one cup.
    var gramsPerCup: Int {
        switch self {
        case .pourOver: 15
        case .frenchPress: 17
        case .aeropress: 14
        }
    }
}
