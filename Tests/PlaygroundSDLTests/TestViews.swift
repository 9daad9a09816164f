import PlaygroundUI

/// A small scene for golden images: a 3 pt pink rounded border around Latin and CJK text.
struct BorderSample: View {
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).stroke(Color.pink, lineWidth: 3)
            VStack(spacing: 4) {
                Text("Month")
                Text("ㄧ月 三月").foregroundColor(.blue)
            }
        }
        .frame(width: 100, height: 64)
        .frame(width: 120, height: 80)
    }
}

/// Shapes, caps, dashes, opacity, clip and shadow in one picture.
struct ShapesSample: View {
    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                Circle().fill(Color.red).frame(width: 30, height: 30)
                Ellipse().stroke(Color.green, lineWidth: 2).frame(width: 40, height: 24)
                Capsule().fill(Color.blue.opacity(0.5)).frame(width: 40, height: 20)
                RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.orange).frame(width: 30, height: 30)
            }
            HStack(spacing: 6) {
                Rectangle().stroke(Color.purple, style: StrokeStyle(lineWidth: 3, lineJoin: .round)).frame(width: 30, height: 20)
                RoundedRectangle(cornerRadius: 6).stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [4, 3])).frame(width: 40, height: 24)
                Circle().fill(Color.teal).frame(width: 24, height: 24).shadow(color: .black, radius: 3, x: 2, y: 2)
                Rectangle().fill(Color.yellow).frame(width: 30, height: 20).opacity(0.5)
            }
        }
        .frame(width: 180, height: 80)
    }
}
