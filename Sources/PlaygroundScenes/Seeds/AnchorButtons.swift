import PlaygroundUI

// Seed 003 (003_d84d332dd463bcfe.txt), first example: `captureBounds` with `TextBoundsKey`, a dashed
// rounded stroke read through `overlayPreferenceValue` + `GeometryReader`, animated `.easeIn`.
// Verbatim inside a namespace enum (the seed's two `AnchorView` snippets are combined: the
// buttons with their actions, and the overlay added "at the end of body").
public enum AnchorButtons {

struct TextBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

public struct AnchorView: View {
    public init() {}
    
    @State private var selectedItemIndex: Int = 0
    
    public var body: some View {
        VStack {
            HStack {
                Button(action: {
                    selectedItemIndex = 0
                }, label: {
                    Text("Hi")
                })
                .padding()
                .captureBounds(selectedItemIndex == 0)
                Spacer()
            }
            HStack {
                Spacer()
                Button(action: {
                    selectedItemIndex = 1
                }, label: {
                    Text("Hello")
                })
                .captureBounds(selectedItemIndex == 1)
                Spacer()
            }
            HStack {
                Spacer()
                Button(action: {
                    selectedItemIndex = 2
                }, label: {
                    Text("Aloha")
                })
                .padding()
                .captureBounds(selectedItemIndex == 2)
            }
        }
        .padding(32)
// at the end of body
.overlayPreferenceValue(TextBoundsKey.self, { value in
    GeometryReader { geometryProxy in
        if let value = value { // <-- optional, so unwrap and use if exist
            RoundedRectangle(cornerRadius: 3)
                .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [1, 2], dashPhase: 0.5))
                .frame(width: geometryProxy[value].size.width, height: geometryProxy[value].size.height)
                .offset(x: geometryProxy[value].minX, y: geometryProxy[value].minY)
                .animation(.easeIn)
        }
    }
})
	}
}
}

// The seed's extension, at file scope (extensions cannot nest in the namespace enum), so its key is
// qualified with the namespace; otherwise verbatim.
extension View {
    func captureBounds(_ shouldCaptureAnchor: Bool) -> some View {
        anchorPreference(
            key: AnchorButtons.TextBoundsKey.self,
            value: .bounds, // <-- var bounds: Anchor<CGRect>.Source
            transform: { anchor in
                shouldCaptureAnchor ? anchor : nil
            }
        )
    }
}
