import CSDL2
import Foundation
import PlaygroundRender
import PlaygroundUI

/// The window's pixels: a streaming texture the software renderer fills at the window's
/// pixel density (HiDPI: output pixels ÷ window points).
@MainActor
final class WindowSurface {
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let text: TextRasterizing
    private var texture: OpaquePointer?
    private var software: SoftwareRenderer?
    private var lastList: DisplayList?
    private(set) var pointSize = CGSize.zero

    init(window: OpaquePointer, renderer: OpaquePointer, text: TextRasterizing) {
        self.window = window; self.renderer = renderer; self.text = text
    }

    /// Window size in points (SDL window coordinates).
    var windowPoints: CGSize {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return CGSize(width: Int(w), height: Int(h))
    }

    /// The new window size in points after a resize (nil when unchanged).
    func resized() -> CGSize? {
        let points = windowPoints
        guard points != pointSize, points.width > 0, points.height > 0 else { return nil }
        pointSize = points
        software = nil
        lastList = nil
        return points
    }

    /// Draws `list` (skipped when it equals the last one drawn) and presents.
    func present(_ list: DisplayList) {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &pw, &ph)
        guard pw > 0, ph > 0 else { return }
        if software == nil || software!.pixelWidth != Int(pw) || software!.pixelHeight != Int(ph) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pw, ph)
            let density = pointSize.width > 0 ? Double(pw) / Double(pointSize.width) : 1
            software = SoftwareRenderer(pixelWidth: Int(pw), pixelHeight: Int(ph), scale: density, text: text)
            lastList = nil
        }
        guard let software, let texture else { return }
        if lastList != list {
            software.render(list)
            // Only the repainted pixels go to the texture (the rest of it is still right).
            let damage = software.lastRepaint
            var rect = SDL_Rect(x: Int32(damage.x0), y: Int32(damage.y0), w: Int32(damage.width), h: Int32(damage.height))
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            if !damage.isEmpty, SDL_LockTexture(texture, &rect, &pixels, &pitch) == 0, let pixels {
                software.copyBGRA(to: pixels, pitch: Int(pitch), region: damage)
                SDL_UnlockTexture(texture)
            }
            lastList = list
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
    }
}
