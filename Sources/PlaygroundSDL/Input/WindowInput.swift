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

    init(window: OpaquePointer) {
        self.window = window
        ClipboardAccess.current = SDLClipboard()
        SDL_StopTextInput()   // on again while a text field has focus
    }

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
            // SDL counts clicks with the system's double-click time and radius (§23.10).
            host.press(at: CGPoint(x: Int(e.button.x), y: Int(e.button.y)), clickCount: Int(e.button.clicks))
        case SDL_MOUSEMOTION.rawValue where e.motion.which != Self.touchMouseID && pressed:
            host.send(.move(CGPoint(x: Int(e.motion.x), y: Int(e.motion.y))))
        case SDL_MOUSEMOTION.rawValue where e.motion.which != Self.touchMouseID:
            host.send(.hover(CGPoint(x: Int(e.motion.x), y: Int(e.motion.y))))   // onHover
        case SDL_MOUSEBUTTONUP.rawValue where e.button.which != Self.touchMouseID && e.button.button == UInt8(SDL_BUTTON_LEFT):
            pressed = false
            host.release(at: CGPoint(x: Int(e.button.x), y: Int(e.button.y)))
            updateTextInput(session)
        case SDL_MOUSEBUTTONUP.rawValue where e.button.which != Self.touchMouseID && e.button.button == UInt8(SDL_BUTTON_RIGHT):
            // A secondary click opens the contextMenu under the pointer (§28.8).
            host.send(.secondaryClick(CGPoint(x: Int(e.button.x), y: Int(e.button.y))))
        case SDL_MOUSEWHEEL.rawValue where e.wheel.which != Self.touchMouseID:
            // Precise deltas (trackpads, smooth wheels) where SDL gives them; one notch scrolls
            // `pointsPerWheelNotch`. SDL's +y is away from the user: content moves toward its start.
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: Double = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            if (UInt32(SDL_GetModState().rawValue) & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue)) != 0 {
                // ctrl + wheel pinches (MagnificationGesture): each notch away from the user 1.1×.
                let factor = pow(1.1, Double(e.wheel.preciseY) * flip)
                host.send(.magnify(CGPoint(x: Int(x), y: Int(y)), CGFloat(factor)))
                return true
            }
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
            let mod = UInt32(e.key.keysym.mod)
            let ctrl = (mod & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue)) != 0
            if ctrl, sym == SDL_Keycode(SDLK_q.rawValue) { return false }
            session.key(Self.keyCombo(sym, mod))
            updateTextInput(session)
        case SDL_TEXTINPUT.rawValue:
            // Typed text (after the input method): UTF-8, NUL-terminated, in a fixed 32-byte buffer.
            var t = e.text
            let text = withUnsafeBytes(of: &t.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            host.typeText(text)
            updateTextInput(session)
        case SDL_TEXTEDITING.rawValue:
            var t = e.edit
            let text = withUnsafeBytes(of: &t.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            host.setMarkedText(text)
        case SDL_WINDOWEVENT.rawValue:
            if e.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) { host.invalidate() }
        default:
            break
        }
        return true
    }

    /// SDL text input (and the input method's window) is on only while a text field has focus,
    /// so plain keys stay browser keys otherwise.
    private var textInputOn = false
    private func updateTextInput(_ session: LiveSession) {
        let want = session.host.isEditingText
        guard want != textInputOn else { return }
        textInputOn = want
        if want { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// The key name with its modifiers, as `LiveSession.key` takes it: "cmd+a", "shift+left".
    /// The GUI (Super/Command) key is `cmd`.
    static func keyCombo(_ sym: SDL_Keycode, _ mod: UInt32) -> String {
        var s = ""
        if mod & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0 { s += "ctrl+" }
        if mod & (KMOD_LALT.rawValue | KMOD_RALT.rawValue) != 0 { s += "alt+" }
        if mod & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0 { s += "shift+" }
        if mod & (KMOD_LGUI.rawValue | KMOD_RGUI.rawValue) != 0 { s += "cmd+" }
        return s + keyName(sym)
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
        case SDL_Keycode(SDLK_BACKSPACE.rawValue): return "backspace"
        case SDL_Keycode(SDLK_DELETE.rawValue): return "delete"
        case SDL_Keycode(SDLK_HOME.rawValue): return "home"
        case SDL_Keycode(SDLK_END.rawValue): return "end"
        case SDL_Keycode(SDLK_PAGEUP.rawValue): return "pageup"
        case SDL_Keycode(SDLK_PAGEDOWN.rawValue): return "pagedown"
        case SDL_Keycode(SDLK_KP_ENTER.rawValue): return "return"
        default: return String(cString: SDL_GetKeyName(sym)).lowercased()
        }
    }
}

/// The system clipboard through SDL (cut, copy and paste in text fields, §23.4).
@MainActor
final class SDLClipboard: Clipboard {
    var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let p = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(p) }
            return String(cString: p)
        }
        set { _ = SDL_SetClipboardText(newValue ?? "") }
    }
}
