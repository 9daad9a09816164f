import Foundation
import PlaygroundScenes
import PlaygroundUI

/// The scene list shown by `playground run` without a scene: every scene's name and title;
/// click one to print the command that runs it.
struct SceneBrowser: View {
    static let size = CGSize(width: 800, height: 600)
    @State private var chosen: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("PreferencePlayground — scenes").font(.title2).bold()
            ForEach(SceneCatalog.all.map(\.name), id: \.self) { name in
                Text(name + "  ·  " + (SceneCatalog.scene(named: name)?.title ?? ""))
                    .foregroundColor(chosen == name ? .blue : .primary)
                    .onTapGesture { chosen = name; print("swift run playground run \(name)") }
            }
            Text(chosen.map { "Run it with: swift run playground run \($0)" } ?? "Click a scene to see how to run it.")
                .font(.footnote).foregroundColor(.gray)
        }
        .padding(24)
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
    }
}
