import CSDL2
import Foundation
import PlaygroundRender
import PlaygroundUI

/// Turns SDL events into input for the session's current `ViewHost`: mouse and finger
/// press/move/release (a tap fires on release inside the view that got the press), key names
/// (through `LiveSession.key`, so browser keys switch scenes), and quit requests.
/// Mouse events SDL synthesises from touch are ignored, so one physical tap never fires twice.
@MainActor
final class WindowInput {
    private let window: OpaquePointer
    private var pressed = false
    /// SDL_TOUCH_MOUSEID: `which` of mouse events synthesised from touch (the macro doesn't import).
    private static let touchMouseID = UInt32.max

    init(window: OpaquePointer) { self.window = window }

    /// Points one wheel notch scrolls (ours: about three text lines, like a browser's step).
    static let pointsPerWheelNotch = 40.0

    /// Handles one event; false when the program should quit.
    func handle(_ event: SDL_Event, session: LiveSession, surface: WindowSurface) -> Bool {
        let e = event
        let host = session.host
        switch e.type {
        case SDL_QUIT.rawValue:
            return false
        case SDL_MOUSEBUTTONDOWN.rawValue where e.button.which != Self.touchMouseID && e.button.button == UInt8(SDL_BUTTON_LEFT):
            pressed = true
            host.press(at: CGPoint(x: Int(e.button.x), y: Int(e.button.y)))
        case SDL_MOUSEMOTION.rawValue where e.motion.which != Self.touchMouseID && pressed:
            host.send(.move(CGPoint(x: Int(e.motion.x), y: Int(e.motion.y))))
        case SDL_MOUSEBUTTONUP.rawValue where e.button.which != Self.touchMouseID && e.button.button == UInt8(SDL_BUTTON_LEFT):
            pressed = false
            host.release(at: CGPoint(x: Int(e.button.x), y: Int(e.button.y)))
        case SDL_MOUSEWHEEL.rawValue where e.wheel.which != Self.touchMouseID:
            // Precise deltas (trackpads, smooth wheels) where SDL gives them; one notch scrolls
            // `pointsPerWheelNotch`. SDL's +y is away from the user: content moves toward its start.
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: Double = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let dx = Double(e.wheel.preciseX) * flip * Self.pointsPerWheelNotch
            let dy = -Double(e.wheel.preciseY) * flip * Self.pointsPerWheelNotch
            host.scroll(at: CGPoint(x: Int(x), y: Int(y)), by: CGSize(width: dx, height: dy))
        case SDL_FINGERDOWN.rawValue:
            host.press(at: point(e.tfinger, surface))
        case SDL_FINGERMOTION.rawValue:
            host.send(.move(point(e.tfinger, surface)))
        case SDL_FINGERUP.rawValue:
            host.release(at: point(e.tfinger, surface))
        case SDL_KEYDOWN.rawValue:
            let sym = e.key.keysym.sym
            let ctrl = (UInt32(e.key.keysym.mod) & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue)) != 0
            if ctrl, sym == SDL_Keycode(SDLK_q.rawValue) { return false }
            session.key(Self.keyName(sym))
        case SDL_WINDOWEVENT.rawValue:
            if e.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) { host.invalidate() }
        default:
            break
        }
        return true
    }

    /// Finger coordinates are normalised 0…1 over the window; convert to points.
    private func point(_ f: SDL_TouchFingerEvent, _ surface: WindowSurface) -> CGPoint {
        let size = surface.windowPoints
        return CGPoint(x: Double(f.x) * Double(size.width), y: Double(f.y) * Double(size.height))
    }

    /// A plain key name: "right", "left", "up", "down", "return", "space", "escape", "a", "1", …
    static func keyName(_ sym: SDL_Keycode) -> String {
        switch sym {
        case SDL_Keycode(SDLK_RIGHT.rawValue): return "right"
        case SDL_Keycode(SDLK_LEFT.rawValue): return "left"
        case SDL_Keycode(SDLK_UP.rawValue): return "up"
        case SDL_Keycode(SDLK_DOWN.rawValue): return "down"
        case SDL_Keycode(SDLK_RETURN.rawValue): return "return"
        case SDL_Keycode(SDLK_SPACE.rawValue): return "space"
        case SDL_Keycode(SDLK_ESCAPE.rawValue): return "escape"
        case SDL_Keycode(SDLK_TAB.rawValue): return "tab"
        default: return String(cString: SDL_GetKeyName(sym)).lowercased()
        }
    }
}
