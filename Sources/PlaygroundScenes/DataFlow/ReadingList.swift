import PlaygroundUI

// A reading list in the style of Observation tutorials: an `@Observable` library in the
// environment, rows that star books through `@Bindable`, a custom environment key for the accent,
// a header whose badge is sized through a preference, `onAppear` loading, `onChange` reporting
// the last action, and a light/dark switch kept in `@AppStorage` that sets
// `.preferredColorScheme` for the whole window.
public enum ReadingList {

@Observable
final class Library {
    var books: [Book] = []
    var starredCount: Int { books.filter(\.isStarred).count }

    func load() {
        books = [
            Book(title: "The Swift Programming Language", author: "Apple"),
            Book(title: "Thinking in SwiftUI", author: "objc.io"),
            Book(title: "Designing Data-Intensive Apps", author: "M. Kleppmann"),
            Book(title: "The Pragmatic Programmer", author: "Hunt & Thomas"),
        ]
    }
}

@Observable
final class Book: Identifiable {
    let id = UUID()
    let title: String
    let author: String
    var isStarred = false
    init(title: String, author: String) { self.title = title; self.author = author }
}

struct AccentKey: EnvironmentKey {
    static let defaultValue = Color.orange
}

struct BadgeWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct BookRow: View {
    @Bindable var book: Book
    @Environment(\.readingAccent) private var accent

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title).font(.headline)
                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: book.isStarred ? "star.fill" : "star")
                .foregroundStyle(book.isStarred ? accent : Color.secondary)
                .font(.title3)
                .onTapGesture { withAnimation(.spring()) { book.isStarred.toggle() } }
        }
        .padding(.vertical, 10)
        .padding(.horizontal, 16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

struct Header: View {
    @Environment(Library.self) private var library
    @Environment(\.readingAccent) private var accent
    @State private var badgeWidth: CGFloat = 0

    var body: some View {
        HStack {
            Text("Reading list").font(.largeTitle.bold())
            Spacer()
            Text("\(library.starredCount) starred")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.white)
                .padding(.horizontal, 10)
                .padding(.vertical, 5)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: BadgeWidthKey.self, value: proxy.size.width)
                })
                .background(Capsule().fill(accent))
        }
        .overlay(alignment: .bottomTrailing) {
            // The badge's measured width, drawn as an underline of the same length.
            Capsule().fill(accent.opacity(0.4)).frame(width: badgeWidth, height: 3).offset(y: 8)
        }
        .onPreferenceChange(BadgeWidthKey.self) { badgeWidth = $0 }
    }
}

public struct ContentView: View {
    @State private var library = Library()
    @AppStorage("readingList.dark") private var dark = false
    @State private var lastAction = "Tap a star"

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Header()
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            HStack {
                Text(lastAction).font(.footnote).foregroundStyle(.secondary)
                Spacer()
                Text(dark ? "Light" : "Dark")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(Color.accentColor)
                    .onTapGesture { dark.toggle() }
            }
            Spacer(minLength: 0)
        }
        .padding(20)
        .environment(library)
        .environment(\.readingAccent, dark ? .yellow : .orange)
        .preferredColorScheme(dark ? .dark : .light)
        .onAppear { library.load() }
        .onChange(of: library.starredCount) { old, new in
            lastAction = new > old ? "Starred one (\(new) now)" : "Unstarred one (\(new) left)"
        }
    }
}
}

extension EnvironmentValues {
    /// The reading list's accent (a custom environment key).
    var readingAccent: Color {
        get { self[ReadingList.AccentKey.self] }
        set { self[ReadingList.AccentKey.self] = newValue }
    }
}
