import SwiftUI

struct TrailList: View {
    @EnvironmentObject private var store: TrailStore

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.trails) { trail in
                    NavigationLink(value: trail) {
                        TrailRow(trail: trail, isFavourite: store.isFavourite(trail))
                    }
                }
                .onDelete(perform: store.delete)
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetail(trail: trail)
            }
            .toolbar { EditButton() }
        }
    }
}

#Preview {
    TrailList().environmentObject(TrailStore())
}
