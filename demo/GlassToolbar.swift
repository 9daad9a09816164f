import SwiftUI

// A sketching screen with iOS 26's Liquid Glass: a floating tool bar on glass over the drawing,
// the chosen tool marked by a glass lens that follows it (its place comes up through an anchor
// preference), colour swatches that slide out of the bar in a glass container, and glass
// buttons. `playground open demo/GlassToolbar.swift --script demo/glass-toolbar.txt`

enum Tool: String, CaseIterable, Identifiable {
    case pencil, highlighter, eraser
    var id: String { rawValue }
    var symbol: String {
        switch self {
        case .pencil: "pencil"
        case .highlighter: "paintbrush.pointed"
        case .eraser: "trash"
        }
    }
}

struct ToolBoundsKey: PreferenceKey {
    static var defaultValue: [Tool: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Tool: Anchor<CGRect>], nextValue: () -> [Tool: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct GlassToolbar: View {
    @State private var tool: Tool = .pencil
    @State private var showsColors = false
    @State private var ink: Color = .indigo
    @State private var strokes = 3
    @Namespace private var glass

    private let swatches: [Color] = [.indigo, .teal, .orange, .pink]

    var body: some View {
        ZStack {
            drawing
            VStack {
                HStack {
                    Text("Sketch \(strokes)")
                        .font(.headline)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .glassEffect()
                    Spacer()
                    Button("Done") { strokes = 0 }
                        .buttonStyle(.glassProminent)
                }
                .padding(.horizontal)
                Spacer()
                toolBar
            }
            .padding(.vertical, 24)
        }
    }

    private var drawing: some View {
        ZStack {
            LinearGradient(colors: [.yellow.opacity(0.6), .orange, .pink], startPoint: .top, endPoint: .bottom)
            ForEach(0..<strokes, id: \.self) { i in
                Circle()
                    .stroke(ink, lineWidth: 6)
                    .frame(width: 80 + CGFloat(i) * 50, height: 80 + CGFloat(i) * 50)
                    .offset(y: 120)
            }
        }
        .ignoresSafeArea()
    }

    private var toolBar: some View {
        GlassEffectContainer(spacing: 16) {
            VStack(spacing: 12) {
                if showsColors {
                    HStack(spacing: 10) {
                        ForEach(swatches, id: \.self) { color in
                            Button {
                                ink = color
                                strokes += 1
                            } label: {
                                Circle().fill(color).frame(width: 30, height: 30)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding(10)
                    .glassEffect()
                    .glassEffectID("swatches", in: glass)
                }
                HStack(spacing: 6) {
                    ForEach(Tool.allCases) { item in
                        Button {
                            withAnimation(.spring(duration: 0.35, bounce: 0.3)) { tool = item }
                        } label: {
                            Image(systemName: item.symbol)
                                .font(.title3)
                                .frame(width: 48, height: 48)
                        }
                        .buttonStyle(.plain)
                        .anchorPreference(key: ToolBoundsKey.self, value: .bounds) { [item: $0] }
                    }
                    Button {
                        withAnimation(.bouncy) { showsColors.toggle() }
                    } label: {
                        Circle().fill(ink).frame(width: 26, height: 26)
                            .frame(width: 48, height: 48)
                    }
                    .buttonStyle(.plain)
                }
                .padding(6)
                .backgroundPreferenceValue(ToolBoundsKey.self) { bounds in
                    GeometryReader { proxy in
                        if let anchor = bounds[tool] {
                            let rect = proxy[anchor]
                            Capsule()
                                .fill(.clear)
                                .glassEffect(.regular.tint(ink.opacity(0.35)))
                                .frame(width: rect.width, height: rect.height)
                                .offset(x: rect.minX, y: rect.minY)
                        }
                    }
                }
                .glassEffect()
                .glassEffectID("tools", in: glass)
            }
        }
    }
}

#Preview { GlassToolbar() }
