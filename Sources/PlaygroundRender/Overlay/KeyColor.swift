import PlaygroundUI

/// The inspector's colour for a preference key: picked from a fixed palette by a stable hash of
/// the key's name (FNV-1a, not Swift's per-process `Hasher`), so a key has the same colour in
/// every run, window and recording.
public enum KeyColor {
    /// Saturated colours that read on white and differ from the seeds' pink/green/blue.
    static let palette: [ResolvedColor] = [
        (0.82, 0.10, 0.62), (0.00, 0.52, 0.85), (0.93, 0.42, 0.00), (0.22, 0.62, 0.12),
        (0.52, 0.22, 0.86), (0.00, 0.58, 0.55), (0.78, 0.14, 0.10), (0.50, 0.38, 0.05),
    ].map { ResolvedColor(red: $0.0, green: $0.1, blue: $0.2, opacity: 1) }

    /// The colour of the key called `name`.
    public static func color(for name: String) -> ResolvedColor {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return palette[Int(hash % UInt32(palette.count))]
    }
}
