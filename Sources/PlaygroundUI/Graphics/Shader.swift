import Foundation

// iOS 17's Metal shaders (docs/semantics.md §35.7): `ShaderLibrary.name(arguments…)` makes a
// `Shader`, and `colorEffect`, `layerEffect` and `distortionEffect` run it on every pixel of a
// view. There is no Metal here and no shader compiler: the API compiles, the effects leave the
// view as it is, and the first one a program applies warns once.

/// A shader function of a library with the arguments it is called with (SwiftUI's `Shader`).
/// Here it is never run.
public struct Shader: Equatable, Sendable {
    /// A value passed to a shader function (SwiftUI's `Shader.Argument`); kept, never read.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Double]), color(Color), colors([Color]), image(String), data(Data), boundingRect
        }
        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Double(x), Double(y)])) }
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image(String(describing: image))) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounds of the view the shader draws, as a `float4`.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }

    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether the shader's output is dithered (kept, never read here).
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

/// A library of Metal shader functions (SwiftUI's `ShaderLibrary`): `ShaderLibrary.name` and
/// `ShaderLibrary.default.name` name a function. Here no library is loaded.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    let source: String
    /// The app's default library (its `.metal` files).
    public static let `default` = ShaderLibrary(source: "default")
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }
    public init(url: URL) { source = url.path }
    public init(data: Data) { source = "data" }
    init(source: String) { self.source = source }

    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// One function of a shader library (SwiftUI's `ShaderFunction`); called with its arguments it
/// makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// Leaves its content as it is and warns once that shaders do not run here (engine detail).
struct _ShaderEffectModifier: ViewModifier {
    let shader: Shader
    func body(content: Content) -> some View {
        EvaluationThread.currentGraph?.warnOnce("Metal shaders do not run here: colorEffect, layerEffect and distortionEffect draw the view without the effect")
        return content
    }
}

extension View {
    /// Runs `shader` on each pixel's colour (iOS 17). Not here: no Metal — the view is drawn
    /// as it is, and the first such effect warns once (docs/semantics.md §35.7).
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffectModifier(shader: shader))
    }
    /// Runs `shader` on the view's rendered layer (iOS 17). Not here, as `colorEffect`.
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffectModifier(shader: shader))
    }
    /// Moves each pixel where `shader` says (iOS 17). Not here, as `colorEffect`.
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffectModifier(shader: shader))
    }
}

extension VisualEffect {
    /// `colorEffect` inside `visualEffect`: no change here (no Metal, §35.7).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
    /// `layerEffect` inside `visualEffect`: no change here.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
    /// `distortionEffect` inside `visualEffect`: no change here.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}
