import PlaygroundUI

// A reader app's settings screen in the style of published SwiftUI settings forms: a `Form` with
// sections of toggles, a font-size `Slider` with small and large "A" value labels, a segmented
// theme `Picker`, a menu `Picker`, a `Stepper`, `LabeledContent`, and a destructive reset button.
// The preview paragraph's height is read through a preference (GeometryReader + PreferenceKey +
// onPreferenceChange) and shown in the form, so dragging the slider grows the reported height.
public enum ReaderSettings {

enum Theme: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", sepia = "Sepia"
    var id: String { rawValue }
}

struct PreviewHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

public struct ContentView: View {
    @State private var fontSize = 17.0
    @State private var justify = false
    @State private var hyphenate = true
    @State private var theme = Theme.system
    @State private var syncInterval = 60
    @State private var downloads = 3
    @State private var previewHeight: CGFloat = 0

    public init() {}

    public var body: some View {
        Form {
            Section("Text") {
                Slider(value: $fontSize, in: 12...28, step: 1) {
                    Text("Font Size")
                } minimumValueLabel: {
                    Text("A").font(.system(size: 12))
                } maximumValueLabel: {
                    Text("A").font(.system(size: 22))
                }
                Toggle("Justify Text", isOn: $justify)
                Toggle("Hyphenation", isOn: $hyphenate)
            }

            Section("Theme") {
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.rawValue).tag(theme)
                    }
                }
                .pickerStyle(.segmented)
            }

            Section("Preview") {
                Text("The quick brown fox jumps over the lazy dog.")
                    .font(.system(size: fontSize))
                    .multilineTextAlignment(justify ? .center : .leading)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: PreviewHeightKey.self, value: proxy.size.height)
                        }
                    )
                LabeledContent("Preview height", value: "\(Int(previewHeight)) pt")
            }

            Section("Library") {
                Picker("Sync", selection: $syncInterval) {
                    Text("Every 15 min").tag(15)
                    Text("Hourly").tag(60)
                    Text("Daily").tag(1440)
                }
                .pickerStyle(.menu)
                Stepper("Downloads: \(downloads)", value: $downloads, in: 1...5)
                Button("Reset All Settings", role: .destructive) {
                    fontSize = 17
                    justify = false
                    hyphenate = true
                    theme = .system
                    syncInterval = 60
                    downloads = 3
                }
            }
        }
        .onPreferenceChange(PreviewHeightKey.self) { previewHeight = $0 }
        .tint(theme == .sepia ? .brown : nil)
    }
}
}
