import PlaygroundUI

// The seed author's view extensions (seed 000: "🌀View + frame", "🌀View + ref",
// "🌀View + preference"), reconstructed from how the seeds call them.

extension View {
    /// `frame(rect.size)`: a fixed frame of `size`.
    public func frame(_ size: CGSize, alignment: Alignment = .center) -> some View {
        frame(width: size.width, height: size.height, alignment: alignment)
    }

    /// Appends this view's frame in `space` to a key that collects CGRects (`AllValues<CGRect>`),
    /// through a GeometryReader in the background (the swiftui-lab part 1 pattern).
    public func appendFrame<K: PreferenceKey>(to key: K.Type, in space: CoordinateSpace) -> some View where K.Value == [CGRect] {
        background(GeometryReader { geo in
            Color.clear.preference(key: key, value: [geo.frame(in: space)])
        })
    }

    /// Appends this view's bounds anchor to a key that collects anchors (`AllValues<Anchor<CGRect>>`).
    public func register<K: PreferenceKey>(to key: K.Type) -> some View where K.Value == [Anchor<CGRect>] {
        anchorPreference(key: key, value: .bounds) { [$0] }
    }

    /// An overlay built from this view's value for `key` (`overlayPreferenceValue`).
    public func overlay<K: PreferenceKey, V: View>(with key: K.Type, @ViewBuilder content: @escaping (K.Value) -> V) -> some View {
        overlayPreferenceValue(key) { content($0) }
    }
}
