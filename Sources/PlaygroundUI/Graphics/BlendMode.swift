import Foundation

/// How a view's colours combine with what lies beneath it (the W3C compositing formulas: the
/// separable modes per channel, `hue`…`luminosity` on whole colours; docs/semantics.md §18.4).
public enum BlendMode: Sendable, Equatable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
