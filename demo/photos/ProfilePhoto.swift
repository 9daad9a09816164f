// A profile photo and an album chosen with PhotosPicker (iOS 16), in the style of the profile
// screens tutorials build: the picked item loads as Data, which UIImage(data:) decodes. Here the
// photo library is the PNG files beside this file (lake, forest, ridge: drawn for the Trails
// demo app).
// Run: playground open demo/photos/ProfilePhoto.swift --script demo/photos/profile-photo.txt
import SwiftUI
import PhotosUI

struct ProfilePhotoView: View {
    @State private var avatarItem: PhotosPickerItem?
    @State private var avatar: UIImage?
    @State private var albumItems: [PhotosPickerItem] = []
    @State private var album: [UIImage] = []

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if let avatar {
                    Image(uiImage: avatar)
                        .resizable()
                        .scaledToFill()
                } else {
                    Image(systemName: "person.crop.circle.fill")
                        .resizable()
                        .foregroundStyle(.gray.opacity(0.6))
                }
            }
            .frame(width: 120, height: 120)
            .clipShape(Circle())
            .overlay(Circle().stroke(.white, lineWidth: 4))
            .shadow(radius: 4)

            PhotosPicker(selection: $avatarItem, matching: .images) {
                Label("Choose a photo", systemImage: "photo")
            }
            .buttonStyle(.borderedProminent)

            Divider()

            HStack(spacing: 8) {
                ForEach(album.indices, id: \.self) { i in
                    Image(uiImage: album[i])
                        .resizable()
                        .scaledToFill()
                        .frame(width: 90, height: 90)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                }
            }
            .frame(height: 90)

            PhotosPicker("Add to album", selection: $albumItems, maxSelectionCount: 3, selectionBehavior: .ordered,
                         matching: .images)
        }
        .padding()
        .onChange(of: avatarItem) { _, item in
            Task {
                if let data = try? await item?.loadTransferable(type: Data.self) {
                    avatar = UIImage(data: data)
                }
            }
        }
        .onChange(of: albumItems) { _, items in
            Task {
                var loaded: [UIImage] = []
                for item in items {
                    if let data = try? await item.loadTransferable(type: Data.self), let image = UIImage(data: data) {
                        loaded.append(image)
                    }
                }
                album = loaded
            }
        }
    }
}

#Preview {
    ProfilePhotoView()
}
