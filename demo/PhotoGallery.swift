import SwiftUI

// A photo gallery in the iOS 17 style: a lazy grid with a section per month whose headers pin
// below the navigation bar as the grid scrolls (`LazyVGrid(pinnedViews: .sectionHeaders)`), a
// toolbar tinted by a `.tint` written after `.toolbar`, and the arrow keys moving the selection
// (`focusable()` + `onKeyPress`) with a hardware keyboard.
// Open it with `playground open demo/PhotoGallery.swift --script demo/photo-gallery.txt`.

struct Month: Identifiable {
    let id: String
    let photos: Range<Int>
}

struct PhotoTile: View {
    let index: Int
    let selected: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(Color(hue: Double(index % 12) / 12, saturation: 0.45, brightness: 0.9).gradient)
            .aspectRatio(1, contentMode: .fit)
            .overlay(alignment: .bottomTrailing) {
                Text("\(index + 1)").font(.caption2.bold()).foregroundStyle(.white).padding(4)
            }
            .overlay {
                if selected { RoundedRectangle(cornerRadius: 6).strokeBorder(.tint, lineWidth: 3) }
            }
    }
}

struct GalleryView: View {
    let months = [Month(id: "September", photos: 0..<7), Month(id: "October", photos: 7..<18),
                  Month(id: "November", photos: 18..<30)]
    @State private var selected = 0
    @FocusState private var focused: Bool

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 4)], spacing: 4,
                          pinnedViews: [.sectionHeaders]) {
                    ForEach(months) { month in
                        Section {
                            ForEach(month.photos, id: \.self) { i in
                                PhotoTile(index: i, selected: i == selected)
                                    .onTapGesture { selected = i }
                            }
                        } header: {
                            Text(month.id)
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .padding(.vertical, 8)
                                .background(.bar, ignoresSafeAreaEdges: [])
                        }
                    }
                }
                .padding(.horizontal)
            }
            .focusable()
            .focused($focused)
            .onKeyPress(.rightArrow) { selected = min(selected + 1, 29); return .handled }
            .onKeyPress(.leftArrow) { selected = max(selected - 1, 0); return .handled }
            .onAppear { focused = true }
            .navigationTitle("Photo \(selected + 1)")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
            }
            .tint(.pink)
        }
    }
}

#Preview("Gallery") { GalleryView() }
