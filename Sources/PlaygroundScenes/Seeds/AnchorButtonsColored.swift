import PlaygroundUI

// Seed 003 (003_d84d332dd463bcfe.txt), second example: `ButtonView` with left/center/right
// alignment, `ColoredTextBoundsKey` carrying the anchor and a colour, `.easeOut`.
// Verbatim inside a namespace enum.
public enum AnchorButtonsColored {

struct AnchorValue {
    
    let rectAnchor: Anchor<CGRect>
    let color: Color
}

struct ColoredTextBoundsKey: PreferenceKey {
    static var defaultValue: AnchorValue? = nil
    
    static func reduce(value: inout AnchorValue?, nextValue: () -> AnchorValue?) {
        value = value ?? nextValue()
    }
}

struct ButtonView: View {
    
    // for simplicity this type is not handled RTL and LTR
    enum Alignment { 
        
        case left
        case center
        case right
    }
    
    let text: String
    let rectColor: Color
    let position: Int
    let alignment: ButtonView.Alignment
    @Binding var selectedIndex: Int
    
    var body: some View {
        HStack {
            
            if alignment != .left {
                Spacer()
            }
            
            Button(action: {
                selectedIndex = position
            }, label: {
                Text(text)
            })
            .padding()
            .captureColoredTextBounds(selectedIndex == position, color: rectColor)
            if alignment != .right {
                Spacer()
            }
        }
    }
}

public struct AnchorView: View {
    public init() {}
    
    @State private var selectedItemIndex: Int = 0
    
    public var body: some View {
        VStack {
            ButtonView(
                text: "Hi",
                rectColor: .red,
                position: 0,
                alignment: .left,
                selectedIndex: $selectedItemIndex
            )
            ButtonView(
                text: "Hello",
                rectColor: .green,
                position: 1,
                alignment: .center,
                selectedIndex: $selectedItemIndex
            )
            ButtonView(
                text: "Aloha",
                rectColor: .blue,
                position: 2,
                alignment: .right,
                selectedIndex: $selectedItemIndex
            )
        }
        .padding(32)
        .overlayPreferenceValue(ColoredTextBoundsKey.self, { value in
            GeometryReader { geometryProxy in
                if let value = value {
                        RoundedRectangle(cornerRadius: 3)
                            .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [1, 2], dashPhase: 0.5))
                            .foregroundColor(value.color)
                            .frame(width: geometryProxy[value.rectAnchor].size.width, height: geometryProxy[value.rectAnchor].size.height)
                            .offset(x: geometryProxy[value.rectAnchor].minX, y: geometryProxy[value.rectAnchor].minY)
                            .animation(.easeOut)

                }
            }
        })
    }
}
}

// The seed's extension, at file scope (extensions cannot nest in the namespace enum), so its key is
// qualified with the namespace; otherwise verbatim.
extension View {
    func captureColoredTextBounds(_ shouldCaptureAnchor: Bool, color: Color) -> some View {
        anchorPreference(key: AnchorButtonsColored.ColoredTextBoundsKey.self, value: .bounds, transform: { anchor in
            shouldCaptureAnchor ? AnchorButtonsColored.AnchorValue(rectAnchor: anchor, color: color) : nil
        })
    }
}
