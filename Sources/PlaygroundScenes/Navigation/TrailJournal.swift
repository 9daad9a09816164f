import PlaygroundUI

// A custom navigation bar in the style of many tutorials: the system bar is hidden, each screen
// states its title, subtitle and whether it shows Back through preferences, and a container above
// the content reads them with onPreferenceChange and draws its own gradient bar. Pushing goes
// through a NavigationStack underneath, so Back, Escape and the slide are the system's.
public enum TrailJournal {

struct BarTitleKey: PreferenceKey {
    static var defaultValue: String = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
}

struct BarSubtitleKey: PreferenceKey {
    static var defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = nextValue() }
}

struct BarBackHiddenKey: PreferenceKey {
    static var defaultValue: Bool = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = nextValue() }
}

/// The bar drawn above every screen.
struct JournalBar: View {
    @Environment(\.dismiss) private var dismiss
    let title: String
    let subtitle: String?
    let showsBack: Bool

    var body: some View {
        HStack(spacing: 12) {
            if showsBack {
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "chevron.left")
                        .font(.system(size: 17, weight: .bold))
                        .frame(width: 36, height: 36)
                        .background(Circle().fill(Color.white.opacity(0.2)))
                }
                .buttonStyle(.plain)
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.title2.weight(.bold))
                if let subtitle {
                    Text(subtitle)
                        .font(.subheadline)
                        .opacity(0.85)
                }
            }
            Spacer()
        }
        .foregroundColor(.white)
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(
            LinearGradient(colors: [Color(red: 0.13, green: 0.45, blue: 0.35), Color(red: 0.2, green: 0.62, blue: 0.5)],
                           startPoint: .leading, endPoint: .trailing)
                .ignoresSafeArea(edges: .top)
        )
    }
}

/// Wraps a screen: the custom bar on top, fed by the screen's preferences.
struct JournalContainer<Content: View>: View {
    let content: Content
    @State private var title = ""
    @State private var subtitle: String? = nil
    @State private var backHidden = false
    @Environment(\.isPresented) private var isPushed

    init(@ViewBuilder content: () -> Content) { self.content = content() }

    var body: some View {
        VStack(spacing: 0) {
            JournalBar(title: title, subtitle: subtitle, showsBack: isPushed && !backHidden)
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .onPreferenceChange(BarTitleKey.self) { title = $0 }
        .onPreferenceChange(BarSubtitleKey.self) { subtitle = $0 }
        .onPreferenceChange(BarBackHiddenKey.self) { backHidden = $0 }
        .toolbar(.hidden, for: .navigationBar)
    }
}

struct Trail: Identifiable, Hashable {
    let id: Int
    let name: String
    let region: String
    let miles: Double
    let climb: Int
}

static let trails = [
    Trail(id: 1, name: "Ridge Loop", region: "North Cascades", miles: 7.4, climb: 2100),
    Trail(id: 2, name: "Lake Spur", region: "Olympic Range", miles: 3.1, climb: 450),
    Trail(id: 3, name: "Cedar Falls", region: "Snoqualmie", miles: 5.6, climb: 1200),
    Trail(id: 4, name: "Summit Track", region: "Mount Rainier", miles: 11.8, climb: 4300),
]

struct TrailRow: View {
    let trail: Trail
    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(trail.name).font(.headline)
                Text(trail.region).font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            Text(String(format: "%.1f mi", trail.miles))
                .font(.subheadline.monospacedDigit())
                .foregroundColor(.secondary)
            Image(systemName: "chevron.right").foregroundColor(Color(UIColor.tertiaryLabel))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .contentShape(Rectangle())
    }
}

struct TrailDetail: View {
    let trail: Trail
    @State private var logged = false

    var body: some View {
        JournalContainer {
            VStack(alignment: .leading, spacing: 16) {
                HStack(spacing: 24) {
                    stat("Distance", String(format: "%.1f mi", trail.miles))
                    stat("Climb", "\(trail.climb) ft")
                }
                Text("A \(trail.miles > 6 ? "long" : "short") day out in the \(trail.region).")
                    .foregroundColor(.secondary)
                Button(logged ? "Logged" : "Log this hike") { logged = true }
                    .buttonStyle(.borderedProminent)
                    .tint(Color(red: 0.13, green: 0.45, blue: 0.35))
                Spacer()
            }
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
            .journalTitle(trail.name)
            .journalSubtitle(logged ? "Logged today" : trail.region)
        }
    }

    private func stat(_ label: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(label).font(.caption).foregroundColor(.secondary)
            Text(value).font(.title3.weight(.semibold))
        }
    }
}

public struct ContentView: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            JournalContainer {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(TrailJournal.trails) { trail in
                            NavigationLink(value: trail) {
                                TrailRow(trail: trail)
                            }
                            .buttonStyle(.plain)
                            Divider().padding(.leading, 16)
                        }
                    }
                }
                .journalTitle("Trail Journal")
                .journalSubtitle("\(TrailJournal.trails.count) trails saved")
                .journalBackHidden(true)
            }
            .navigationDestination(for: Trail.self) { trail in
                TrailDetail(trail: trail)
            }
        }
    }
}
}

extension View {
    func journalTitle(_ title: String) -> some View { preference(key: TrailJournal.BarTitleKey.self, value: title) }
    func journalSubtitle(_ subtitle: String?) -> some View { preference(key: TrailJournal.BarSubtitleKey.self, value: subtitle) }
    func journalBackHidden(_ hidden: Bool) -> some View { preference(key: TrailJournal.BarBackHiddenKey.self, value: hidden) }
}

