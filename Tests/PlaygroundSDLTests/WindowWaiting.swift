import Foundation

/// Waiting on what a window shows instead of sleeping a fixed time (issue 26, item 11): a window
/// under Xvfb renders in software, and on a loaded machine a frame can take seconds, so "sleep 1 s,
/// then look" fails there while "look until it shows, then until it stops changing" does not.
extension XvfbDisplay {
    /// How long a window may take to draw or to settle before the test gives up: reached only
    /// when something is wrong.
    static let patience = 120.0

    /// A screenshot of `window`, or nil when none could be taken. The file is this display's:
    /// window tests run side by side, each on its own server.
    func screenshot(_ window: String) -> RGBImage? {
        let file = Tool.tempDir("window-shot-\(display.dropFirst())").appendingPathComponent("window.png")
        guard let grab = try? grabWindow(window, to: file), grab.status == 0 else { return nil }
        return RGBImage.load(file.path)
    }

    /// ImageMagick's `import` of `window` into `file`, killed after 10 s. `import` grabs the X
    /// server and then waits for the window's events; a window whose renderer is waiting for the
    /// server at that moment (Mesa's GLX under Xvfb, seen once in a loaded run) never sends them,
    /// and both wait forever. Killing `import` ends its grab; the callers take another shot.
    func grabWindow(_ window: String, to file: URL) throws -> Tool.Result {
        try Tool.run(["-s", "KILL", "10", X11Tools.importTool, "-window", window, file.path],
                     executable: URL(fileURLWithPath: "/usr/bin/timeout"), environment: environment)
    }

    /// Screenshots of `window` until one satisfies `condition`; that one, or nil after `patience`.
    func screenshot(_ window: String, when condition: (RGBImage) -> Bool) -> RGBImage? {
        var found: RGBImage?
        _ = Self.waitFor(Self.patience) {
            if let shot = screenshot(window), condition(shot) { found = shot }
            return found != nil
        }
        return found
    }

    /// Screenshots of `window` until three in a row are the same (whatever was animating has
    /// stopped); the last one, or the last taken after `patience`.
    func settledScreenshot(_ window: String) -> RGBImage? {
        var last: RGBImage?
        var same = 0
        _ = Self.waitFor(Self.patience) {
            guard let shot = screenshot(window) else { return false }
            same = shot == last ? same + 1 : 0
            last = shot
            return same >= 2
        }
        return last
    }

    /// Waits until `window` has drawn its first frame (its picture is not one flat colour).
    func waitUntilDrawn(_ window: String) -> Bool {
        screenshot(window) { !$0.isFlat } != nil
    }
}

extension RGBImage {
    /// True when every pixel is the same colour (a window that has not drawn yet).
    var isFlat: Bool {
        guard bytes.count >= 3 else { return true }
        let r = bytes[0], g = bytes[1], b = bytes[2]
        var i = 3
        while i + 2 < bytes.count {
            if bytes[i] != r || bytes[i + 1] != g || bytes[i + 2] != b { return false }
            i += 3
        }
        return true
    }
}
