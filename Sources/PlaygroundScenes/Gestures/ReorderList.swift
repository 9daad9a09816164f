import PlaygroundUI

// A drag-to-reorder list in the style of the "reorder without List" tutorials: every row publishes
// its frame in the list's coordinate space through a PreferenceKey (a GeometryReader in its
// background), the list collects them with onPreferenceChange, and a DragGesture on each row
// moves it with the pointer. While dragging, the rows it passes slide out of its way; on drop the
// array is reordered inside withAnimation, so the row glides into its new slot.
public enum ReorderList {

struct Task: Identifiable, Equatable {
    let id: Int
    let title: String
    let detail: String
    let color: Color
}

struct RowFramesKey: PreferenceKey {
    static var defaultValue: [Int: CGRect] = [:]
    static func reduce(value: inout [Int: CGRect], nextValue: () -> [Int: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The drag in progress: which row, how far, and the frames the rows had when it began.
struct DragInfo {
    var id: Int
    var translation: CGFloat
    var startFrames: [Int: CGRect]
    /// The index the row would take if dropped now.
    var target: Int
}

public struct ContentView: View {
    @State private var tasks: [Task] = [
        Task(id: 1, title: "Write the proposal", detail: "Due Monday", color: .blue),
        Task(id: 2, title: "Review pull requests", detail: "3 waiting", color: .green),
        Task(id: 3, title: "Plan the sprint", detail: "With the team", color: .orange),
        Task(id: 4, title: "Update the docs", detail: "Gestures section", color: .purple),
        Task(id: 5, title: "Book the venue", detail: "For the meetup", color: .pink),
    ]
    @State private var rowFrames: [Int: CGRect] = [:]
    @State private var drag: DragInfo?
    /// The row dropped last: it stays in front while it springs into its slot.
    @State private var lastMoved: Int?

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Today").font(.largeTitle).bold()
                Text("Drag a task to change its order").font(.subheadline).foregroundColor(.secondary)
            }
            VStack(spacing: 10) {
                ForEach(tasks) { task in
                    row(task)
                        .background(
                            GeometryReader { proxy in
                                Color.clear.preference(key: RowFramesKey.self,
                                                       value: [task.id: proxy.frame(in: .named("list"))])
                            }
                        )
                        .offset(y: offset(for: task))
                        .zIndex(drag?.id == task.id || (drag == nil && lastMoved == task.id) ? 1 : 0)
                        .gesture(
                            DragGesture(coordinateSpace: .named("list"))
                                .onChanged { value in
                                    var d = drag ?? DragInfo(id: task.id, translation: 0, startFrames: rowFrames,
                                                             target: tasks.firstIndex(of: task) ?? 0)
                                    d.translation = value.translation.height
                                    let target = targetIndex(d)
                                    if target != d.target {
                                        // The rows in the way slide over.
                                        d.target = target
                                        withAnimation(.easeInOut(duration: 0.2)) { drag = d }
                                    } else {
                                        drag = d
                                    }
                                }
                                .onEnded { _ in drop() }
                        )
                }
            }
            .coordinateSpace(name: "list")
            .onPreferenceChange(RowFramesKey.self) { frames in rowFrames = frames }
            Text(tasks.map { String($0.id) }.joined(separator: " · "))
                .font(.caption).foregroundColor(.secondary)
            Spacer()
        }
        .padding(20)
    }

    private func row(_ task: Task) -> some View {
        let lifted = drag?.id == task.id
        return HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6).fill(task.color).frame(width: 28, height: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(task.title).font(.headline)
                Text(task.detail).font(.caption).foregroundColor(.secondary)
            }
            Spacer()
            VStack(spacing: 4) {
                ForEach(0..<3) { _ in Capsule().fill(Color.gray.opacity(0.5)).frame(width: 18, height: 3) }
            }
        }
        .padding(.horizontal, 14)
        .frame(height: 60)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.white)
                .shadow(color: .black.opacity(lifted ? 0.25 : 0.08), radius: lifted ? 10 : 2, y: lifted ? 6 : 1)
        )
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(lifted ? task.color : Color.clear, lineWidth: 2))
        .contentShape(Rectangle())
    }

    /// Where the dragged row would land: among the other rows, after every one whose middle is
    /// above the dragged row's middle.
    private func targetIndex(_ d: DragInfo) -> Int {
        guard let frame = d.startFrames[d.id] else { return tasks.firstIndex { $0.id == d.id } ?? 0 }
        let middle = frame.midY + d.translation
        return tasks.filter { $0.id != d.id }.filter { (d.startFrames[$0.id]?.midY ?? 0) < middle }.count
    }

    private func offset(for task: Task) -> CGFloat {
        guard let d = drag else { return 0 }
        if task.id == d.id { return d.translation }
        guard let from = tasks.firstIndex(where: { $0.id == d.id }),
              let index = tasks.firstIndex(where: { $0.id == task.id }),
              let height = d.startFrames[d.id]?.height else { return 0 }
        let to = d.target
        let step = height + 10
        if from < to && index > from && index <= to { return -step }
        if from > to && index >= to && index < from { return step }
        return 0
    }

    private func drop() {
        guard let d = drag, let from = tasks.firstIndex(where: { $0.id == d.id }) else { drag = nil; return }
        let to = d.target
        lastMoved = d.id
        withAnimation(.spring()) {
            let moved = tasks.remove(at: from)
            tasks.insert(moved, at: to)
            drag = nil
        }
    }
}
}
