import Foundation

/// A button that presents the photo picker (PhotosUI's `PhotosPicker`, iOS 16, §24.14): its label
/// is a button; tapping it presents a sheet of the photos; picking one (or several and Add)
/// writes the selection and dismisses the sheet; Cancel leaves it as it was.
///
/// Linux has no photo library: the photos are the PNG and JPEG files beside the program (the
/// folders `Image("name")` searches: the opened file's folder and `--assets`). The sheet is a
/// grid of them under "Photos", without iOS's albums, search and zoom.
public struct PhotosPicker<Label: View>: View {
    let selection: _PhotosPickerSelection
    let filter: PHPickerFilter?
    let library: PHPhotoLibrary?
    let label: Label
    @State private var isPresented = false

    /// A picker of one photo.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.selection = .one(selection)
        self.filter = filter
        library = nil
        self.label = label()
    }

    /// A picker of one photo from `photoLibrary` (its items have identifiers).
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.selection = .one(selection)
        self.filter = filter
        library = photoLibrary
        self.label = label()
    }

    /// A picker of up to `maxSelectionCount` photos (nil: no limit).
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.selection = .many(selection, max: maxSelectionCount, behavior: selectionBehavior)
        self.filter = filter
        library = nil
        self.label = label()
    }

    /// A picker of up to `maxSelectionCount` photos from `photoLibrary`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.selection = .many(selection, max: maxSelectionCount, behavior: selectionBehavior)
        self.filter = filter
        library = photoLibrary
        self.label = label()
    }

    public var body: some View {
        let presented = $isPresented
        Button { presented.wrappedValue = true } label: { label }
            .modifier(_PhotosPickerPresenter(isPresented: presented, selection: selection, filter: filter,
                                             identified: library != nil))
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                   photoLibrary: PHPhotoLibrary) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(title) }
    }
}

extension View {
    /// Presents the photo picker for one photo while `isPresented` is true (§24.14).
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(_PhotosPickerPresenter(isPresented: isPresented, selection: .one(selection), filter: filter, identified: false))
    }
    /// Presents the photo picker for one photo from `photoLibrary` while `isPresented` is true.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                         photoLibrary: PHPhotoLibrary) -> some View {
        modifier(_PhotosPickerPresenter(isPresented: isPresented, selection: .one(selection), filter: filter, identified: true))
    }
    /// Presents the photo picker for up to `maxSelectionCount` photos while `isPresented` is true.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                                         maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(_PhotosPickerPresenter(isPresented: isPresented, selection: .many(selection, max: maxSelectionCount, behavior: selectionBehavior),
                                        filter: filter, identified: false))
    }
    /// Presents the photo picker for up to `maxSelectionCount` photos from `photoLibrary`.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                                         maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                         photoLibrary: PHPhotoLibrary) -> some View {
        modifier(_PhotosPickerPresenter(isPresented: isPresented, selection: .many(selection, max: maxSelectionCount, behavior: selectionBehavior),
                                        filter: filter, identified: true))
    }
}

/// What a photos picker writes: one item, or a list with its limit and behaviour.
enum _PhotosPickerSelection {
    case one(Binding<PhotosPickerItem?>)
    case many(Binding<[PhotosPickerItem]>, max: Int?, behavior: PhotosPickerSelectionBehavior)

    /// Photos numbered, and written in the order picked.
    var isOrdered: Bool {
        guard case .many(_, _, let behavior) = self else { return false }
        return behavior == .ordered || behavior == .continuousAndOrdered
    }
    /// Several photos, written only by the Add button (not at each tap).
    var hasAddButton: Bool {
        guard case .many(_, _, let behavior) = self else { return false }
        return behavior == .default || behavior == .ordered
    }
    /// Whether `chosen` has reached the limit, so that no other photo may be picked.
    func isFull(_ chosen: [URL]) -> Bool {
        guard case .many(_, let max?, _) = self else { return false }
        return chosen.count >= max
    }
}

/// Presents the picker's sheet while `isPresented` is true. (Its conformance is declared apart,
/// so that it is made outside the main actor.)
struct _PhotosPickerPresenter {
    let isPresented: Binding<Bool>
    let selection: _PhotosPickerSelection
    let filter: PHPickerFilter?
    let identified: Bool
}

extension _PhotosPickerPresenter: ViewModifier {
    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented) {
            // iOS's picker is the system's own screen: the button style and font set around the
            // picker's button do not reach it.
            _PhotosPickerSheet(selection: selection, filter: filter, identified: identified) { isPresented.wrappedValue = false }
                .buttonStyle(.automatic)
                .font(.body)
        }
    }
}

/// The numbers of the picker's sheet (§24.14): not measured on iOS.
enum PhotosPickerMetrics {
    static let columns = 3
    static let spacing: CGFloat = 2
    static let badge: CGFloat = 22
}

/// The sheet: Cancel, the title "Photos", Add for a picker of several, and a grid of the photos.
struct _PhotosPickerSheet: View {
    let selection: _PhotosPickerSelection
    let filter: PHPickerFilter?
    let identified: Bool
    let dismiss: () -> Void
    /// The photos picked so far, in the order picked (a picker of several).
    @State private var picked: [URL]?

    var body: some View {
        let photos = (filter?.takesStillImages ?? true) ? PhotoLibrary.photos() : []
        let chosen = picked ?? initiallyPicked
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: PhotosPickerMetrics.spacing),
                                         count: PhotosPickerMetrics.columns),
                          spacing: PhotosPickerMetrics.spacing) {
                    ForEach(photos, id: \.self) { photo in
                        cell(photo, photos: photos, chosen: chosen)
                    }
                }
            }
            .overlay {
                if photos.isEmpty {
                    ContentUnavailableView("No Photos", systemImage: "photo.on.rectangle",
                                           description: Text("Put PNG or JPEG files beside the program, or pass --assets."))
                }
            }
            .navigationTitle("Photos")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                if selection.hasAddButton {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") { finish(chosen, photos: photos) }
                    }
                }
            }
        }
    }

    private var initiallyPicked: [URL] {
        guard case .many(let binding, _, _) = selection else { return [] }
        return binding.wrappedValue.compactMap(\.file)
    }

    @ViewBuilder
    private func cell(_ photo: URL, photos: [URL], chosen: [URL]) -> some View {
        let place = chosen.firstIndex(of: photo)
        let full = selection.isFull(chosen)
        Color(.secondarySystemFill)
            .aspectRatio(1, contentMode: .fit)
            .overlay { Image(source: .file(photo.path)).resizable().scaledToFill() }
            .clipped()
            .overlay(alignment: .bottomTrailing) {
                if let place { badge(place) }
            }
            .opacity(place == nil && full ? 0.4 : 1)
            .contentShape(Rectangle())
            .onTapGesture { tap(photo, photos: photos, chosen: chosen, full: full) }
            // Named by its file, so that a test finds it (`ViewHost.find(label:)`).
            .accessibilityLabel(photo.lastPathComponent)
            .accessibilityAddTraits(place == nil ? [.isImage] : [.isImage, .isSelected])
    }

    /// A picked photo's mark: a check, or its number when the picker is ordered.
    @ViewBuilder
    private func badge(_ place: Int) -> some View {
        ZStack {
            Circle().fill(Color.accentColor)
            Circle().strokeBorder(Color.white, lineWidth: 1.5)
            if selection.isOrdered {
                Text("\(place + 1)").font(.caption.bold()).foregroundColor(.white)
            } else {
                Image(systemName: "checkmark").font(.caption2.bold()).foregroundColor(.white)
            }
        }
        .frame(width: PhotosPickerMetrics.badge, height: PhotosPickerMetrics.badge)
        .padding(4)
    }

    private func tap(_ photo: URL, photos: [URL], chosen: [URL], full: Bool) {
        switch selection {
        case .one(let binding):
            binding.wrappedValue = PhotosPickerItem(photo: photo, identified: identified)
            dismiss()
        case .many:
            var next = chosen
            if let i = next.firstIndex(of: photo) { next.remove(at: i) } else if !full { next.append(photo) } else { return }
            picked = next
            if !selection.hasAddButton { write(next, photos: photos) }
        }
    }

    private func finish(_ chosen: [URL], photos: [URL]) {
        write(chosen, photos: photos)
        dismiss()
    }

    /// Writes the picked photos: in the order picked when ordered, else in the library's order.
    private func write(_ chosen: [URL], photos: [URL]) {
        guard case .many(let binding, _, _) = selection else { return }
        let urls = selection.isOrdered ? chosen : photos.filter { chosen.contains($0) }
        binding.wrappedValue = urls.map { PhotosPickerItem(photo: $0, identified: identified) }
    }
}
