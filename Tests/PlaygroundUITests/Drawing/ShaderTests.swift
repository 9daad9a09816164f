import Foundation
import Testing
@testable import PlaygroundUI

// iOS 17's Metal shaders (docs/semantics.md §35.7): they compile and leave the view as it is,
// with one warning.

@MainActor
@Suite struct ShaderTests {
    @Test func shaderEffectsCompileDrawTheViewAsItIsAndWarnOnce() {
        let plain = ViewHost(rootView: Color.red.frame(width: 100, height: 60), size: CGSize(width: 200, height: 200))
        plain.printsWarnings = false
        plain.advance()
        let shaded = ViewHost(rootView: Color.red.frame(width: 100, height: 60)
            .colorEffect(ShaderLibrary.noise(.float(0.5), .color(.blue), .boundingRect))
            .layerEffect(ShaderLibrary.default.ripple(.float2(CGPoint(x: 1, y: 2))), maxSampleOffset: CGSize(width: 10, height: 10))
            .distortionEffect(ShaderLibrary.wave(.floatArray([1, 2])), maxSampleOffset: .zero)
            .visualEffect { content, _ in content.colorEffect(ShaderLibrary.tint(.float(1))).opacity(0.5) },
            size: CGSize(width: 200, height: 200))
        shaded.printsWarnings = false
        shaded.advance(frames: 3)
        expectEqual(shaded.rect(filled: .red), plain.rect(filled: .red))
        #expect(shaded.warnings.filter { $0.contains("Metal shaders do not run here") }.count == 1, "\(shaded.warnings)")
        let shader = ShaderLibrary.noise(.float(2))
        #expect(shader.function.name == "noise" && shader.arguments == [.float(2.0)])
    }
}
