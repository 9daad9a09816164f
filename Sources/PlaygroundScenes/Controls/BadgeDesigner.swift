import PlaygroundUI

// A badge designer in the style of the ColorPicker tutorials people publish: two ColorPickers
// bound to @State colours (the background with opacity, the text without), a ControlGroup of
// alignment and weight buttons, and a TextField for the title. The script edits the title by
// double-clicking a word and typing over it, undoes that, picks colours from the picker's
// grid and sliders, and taps the group's buttons.
public enum BadgeDesigner {

struct ContentView: View {
    @State private var title = "Swift Student Challenge"
    @State private var background = Color.indigo
    @State private var foreground = Color.white
    @State private var alignment: TextAlignment = .center
    @State private var isBold = true

    var body: some View {
        VStack(spacing: 20) {
            Text(title)
                .font(isBold ? .title2.bold() : .title2)
                .multilineTextAlignment(alignment)
                .foregroundColor(foreground)
                .frame(maxWidth: .infinity, alignment: frameAlignment)
                .padding(24)
                .frame(minHeight: 140)
                .background(background, in: RoundedRectangle(cornerRadius: 24, style: .continuous))

            ControlGroup {
                Button { alignment = .leading } label: { Image(systemName: "text.alignleft") }
                Button { alignment = .center } label: { Image(systemName: "text.aligncenter") }
                Button { alignment = .trailing } label: { Image(systemName: "text.alignright") }
                Button { isBold.toggle() } label: { Image(systemName: "bold") }
            }
            .frame(width: 240)

            VStack(spacing: 16) {
                TextField("Title", text: $title)
                    .textFieldStyle(.roundedBorder)
                ColorPicker("Background", selection: $background)
                ColorPicker("Text colour", selection: $foreground, supportsOpacity: false)
            }

            Spacer()
        }
        .padding()
    }

    private var frameAlignment: Alignment {
        switch alignment {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}
}
