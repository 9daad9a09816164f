import Foundation
import Testing
@testable import PlaygroundUI

/// Anchors: captured in root space, resolved into the reading proxy's space; offsets inside vs
/// outside the writer (docs/semantics.md §4, §3, §6.5, §12.7–8).
extension Fidelity {
    @MainActor
    struct AnchorTests {
        /// A writer at a known place inside a container at a known place:
        /// container at (100, 50) size 400×300 (inside an 800×600 top-leading canvas, padded),
        /// writer Color frame 40×20 at container-local (30, 60) via padding.
        @Test func capturedInRootResolvedInProxySpace() {
            let resolved = Box<CGRect?>(nil)
            let host = makeHost(topLeading(
                VStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 20)
                        .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["r": $0] }
                        .padding(.leading, 30).padding(.top, 60)
                }
                .frame(width: 400, height: 300, alignment: .topLeading)
                .overlayPreferenceValue(AnchorsKey.self) { anchors in
                    GeometryReader { proxy in
                        let _ = resolved.set(anchors["r"].map { proxy[$0] })
                        Color.clear
                    }
                }
                .padding(.leading, 100).padding(.top, 50)
            ))
            // Root space: the red rect is at (130, 110).
            expectEqual(host.rect(filled: .red), CGRect(x: 130, y: 110, width: 40, height: 20))
            // Resolved in the overlay's proxy (top-leading of the view carrying overlayPreferenceValue).
            expectEqual(resolved.value, CGRect(x: 30, y: 60, width: 40, height: 20))
        }

        // §4: the stored value is global; two readers at different places resolve the same anchor
        // into their own spaces.
        @Test func sameAnchorResolvesPerProxy() {
            let a = Box<CGPoint?>(nil), b = Box<CGPoint?>(nil)
            let host = makeHost(topLeading(
                Color.red.frame(width: 10, height: 10)
                    .anchorPreference(key: PointKey.self, value: .center) { $0 }
                    .padding(.leading, 200).padding(.top, 100)
                    .backgroundPreferenceValue(PointKey.self) { anchor in
                        HStack(alignment: .top, spacing: 0) {
                            GeometryReader { p in let _ = a.set(anchor.map { p[$0] }); Color.clear }
                                .frame(width: 50, height: 50)
                            GeometryReader { p in let _ = b.set(anchor.map { p[$0] }); Color.clear }
                                .frame(width: 50, height: 50)
                            Spacer()
                        }
                        .frame(maxHeight: .infinity, alignment: .top)
                    }
            ))
            _ = host
            // Red centre is at root (205, 105); reader a at (0, 0), reader b at (50, 0).
            expectEqual(a.value, CGPoint(x: 205, y: 105))
            expectEqual(b.value, CGPoint(x: 155, y: 105))
        }

        enum PointKey: PreferenceKey {
            static var defaultValue: Anchor<CGPoint>? { nil }
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
        }

        private func resolveBounds<V: View>(_ writer: V) -> CGRect? {
            let resolved = Box<CGRect?>(nil)
            _ = makeHost(topLeading(
                writer
                    .frame(width: 800, height: 600, alignment: .topLeading)
                    .overlayPreferenceValue(AnchorsKey.self) { anchors in
                        GeometryReader { proxy in
                            let _ = resolved.set(anchors["w"].map { proxy[$0] })
                            Color.clear
                        }
                    }
            ))
            return resolved.value
        }

        // §6.5 / §12.8: `.offset(x: 20).anchorPreference(…)` — the anchor modifier sees the modified
        // view's layout rect, which the offset does not change: the anchor does not move.
        @Test func offsetOutsideTheWriterScopeDoesNotMoveAnchor() {
            let r = resolveBounds(
                Color.red.frame(width: 40, height: 20)
                    .offset(x: 20, y: 10)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["w": $0] }
            )
            expectEqual(r, CGRect(x: 0, y: 0, width: 40, height: 20))
        }

        // §6.5 / §12.7: `.anchorPreference(…).offset(x: 20)` — the writer is inside the offset, its
        // captured geometry moves with the content.
        @Test func offsetAppliedToTheWriterMovesAnchor() {
            let r = resolveBounds(
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["w": $0] }
                    .offset(x: 20, y: 10)
            )
            expectEqual(r, CGRect(x: 20, y: 10, width: 40, height: 20))
        }

        // §4: `.rect(_:)` is in the view's local space.
        @Test func rectSourceIsViewLocal() {
            let r = resolveBounds(
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: AnchorsKey.self, value: .rect(CGRect(x: 5, y: 6, width: 7, height: 8))) { ["w": $0] }
                    .padding(.leading, 100)
            )
            expectEqual(r, CGRect(x: 105, y: 6, width: 7, height: 8))
        }

        enum PointsKey: PreferenceKey {
            static var defaultValue: [String: Anchor<CGPoint>] { [:] }
            static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
                value.merge(nextValue()) { $1 }
            }
        }

        // §4: the nine unit points map to (x·width, y·height) of the bounds; `.point` is view-local.
        @Test func pointSources() {
            let resolved = Box<[String: CGPoint]>([:])
            _ = makeHost(topLeading(
                Color.red.frame(width: 40, height: 20)
                    .transformAnchorPreference(key: PointsKey.self, value: .topLeading) { $0["topLeading"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .top) { $0["top"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .topTrailing) { $0["topTrailing"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .leading) { $0["leading"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .center) { $0["center"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .trailing) { $0["trailing"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .bottomLeading) { $0["bottomLeading"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .bottom) { $0["bottom"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) { $0["bottomTrailing"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 0.5))) { $0["unit"] = $1 }
                    .transformAnchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 3, y: 4))) { $0["point"] = $1 }
                    .padding(.leading, 10).padding(.top, 10)
                    .frame(width: 800, height: 600, alignment: .topLeading)
                    .overlayPreferenceValue(PointsKey.self) { anchors in
                        GeometryReader { proxy in
                            let _ = resolved.set(anchors.mapValues { proxy[$0] })
                            Color.clear
                        }
                    }
            ))
            let p = resolved.value
            expectEqual(p["topLeading"], CGPoint(x: 10, y: 10))
            expectEqual(p["top"], CGPoint(x: 30, y: 10))
            expectEqual(p["topTrailing"], CGPoint(x: 50, y: 10))
            expectEqual(p["leading"], CGPoint(x: 10, y: 20))
            expectEqual(p["center"], CGPoint(x: 30, y: 20))
            expectEqual(p["trailing"], CGPoint(x: 50, y: 20))
            expectEqual(p["bottomLeading"], CGPoint(x: 10, y: 30))
            expectEqual(p["bottom"], CGPoint(x: 30, y: 30))
            expectEqual(p["bottomTrailing"], CGPoint(x: 50, y: 30))
            expectEqual(p["unit"], CGPoint(x: 20, y: 20))
            expectEqual(p["point"], CGPoint(x: 13, y: 14))
        }

        enum ArrayKey: PreferenceKey {
            static var defaultValue: Anchor<[CGRect]>? { nil }
            static func reduce(value: inout Anchor<[CGRect]>?, nextValue: () -> Anchor<[CGRect]>?) { value = value ?? nextValue() }
        }
        enum OptionalKey: PreferenceKey {
            static var defaultValue: [Anchor<CGRect?>] { [] }
            static func reduce(value: inout [Anchor<CGRect?>], nextValue: () -> [Anchor<CGRect?>]) { value += nextValue() }
        }

        // §4: array sources give Anchor<[T]>; optional sources give Anchor<T?> with nil → nil.
        @Test func arrayAndOptionalSources() {
            let arr = Box<[CGRect]?>(nil)
            let opts = Box<[CGRect?]>([])
            let none: Anchor<CGRect>.Source? = nil
            _ = makeHost(topLeading(
                Color.red.frame(width: 40, height: 20)
                    .anchorPreference(key: ArrayKey.self, value: Anchor<[CGRect]>.Source([.bounds, .rect(CGRect(x: 1, y: 2, width: 3, height: 4))])) { $0 }
                    .anchorPreference(key: OptionalKey.self, value: Anchor<CGRect?>.Source(Anchor<CGRect>.Source.bounds)) { [$0] }
                    .transformAnchorPreference(key: OptionalKey.self, value: Anchor<CGRect?>.Source(none)) { $0.append($1) }
                    .padding(.leading, 10)
                    .frame(width: 800, height: 600, alignment: .topLeading)
                    .overlayPreferenceValue(ArrayKey.self) { a in
                        GeometryReader { proxy in let _ = arr.set(a.map { proxy[$0] }); Color.clear }
                    }
                    .overlayPreferenceValue(OptionalKey.self) { list in
                        GeometryReader { proxy in let _ = opts.set(list.map { proxy[$0] }); Color.clear }
                    }
            ))
            expectEqual(arr.value, [CGRect(x: 10, y: 0, width: 40, height: 20), CGRect(x: 11, y: 2, width: 3, height: 4)])
            expectEqual(opts.value, [CGRect(x: 10, y: 0, width: 40, height: 20), nil])
        }

        enum PointArrayKey: PreferenceKey {
            static var defaultValue: Anchor<[CGPoint]>? { nil }
            static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) { value = value ?? nextValue() }
        }
        enum NestedKey: PreferenceKey {
            static var defaultValue: Anchor<[CGRect?]>? { nil }
            static func reduce(value: inout Anchor<[CGRect?]>?, nextValue: () -> Anchor<[CGRect?]>?) { value = value ?? nextValue() }
        }

        /// A 40×20 writer of both composite keys 30 pt in and 40 down inside a reader of both,
        /// which itself sits 7 pt in from the window's corner.
        static func compositeWriterAndReader(points: @escaping (GeometryProxy, Anchor<[CGPoint]>?) -> Void,
                                             nested: @escaping (GeometryProxy, Anchor<[CGRect?]>?) -> Void) -> some View {
            let none: Anchor<CGRect?>.Source = Anchor<CGRect?>.Source(nil as Anchor<CGRect>.Source?)
            return Color.red.frame(width: 40, height: 20)
                .anchorPreference(key: PointArrayKey.self, value: Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])) { $0 }
                .anchorPreference(key: NestedKey.self, value: Anchor<[CGRect?]>.Source([Anchor<CGRect?>.Source(.bounds), none])) { $0 }
                .padding(.leading, 30).padding(.top, 40)
                .overlayPreferenceValue(PointArrayKey.self) { value in
                    GeometryReader { proxy in let _ = points(proxy, value); Color.clear }
                }
                .overlayPreferenceValue(NestedKey.self) { value in
                    GeometryReader { proxy in let _ = nested(proxy, value); Color.clear }
                }
                .padding(7)
        }

        // §4: composite anchors convert element by element into the reader's space (an array of
        // points; an array of optional rects, nil staying nil), and read by another host's proxy
        // keep their shape with zero geometry (the array its count, an optional nil).
        @Test func compositeAnchorsConvertPerElementAndFallBackToZero() {
            let points = Box<[CGPoint]?>(nil), nested = Box<[CGRect?]?>(nil)
            let first = makeHost(topLeading(Self.compositeWriterAndReader(
                points: { proxy, p in points.set(p.map { proxy[$0] }) }, nested: { proxy, n in nested.set(n.map { proxy[$0] }) })))
            expectEqual(points.value, [CGPoint(x: 30, y: 40), CGPoint(x: 70, y: 60)])
            expectEqual(nested.value, [CGRect(x: 30, y: 40, width: 40, height: 20), nil])
            // The same anchors taken from the first host and read in a second one.
            let foreignPoints = Box<Anchor<[CGPoint]>?>(nil), foreignNested = Box<Anchor<[CGRect?]>?>(nil)
            let fallbackPoints = Box<[CGPoint]?>(nil), fallbackNested = Box<[CGRect?]?>(nil)
            withExtendedLifetime(first) {
                _ = makeHost(topLeading(Self.compositeWriterAndReader(points: { foreignPoints.set($1) }, nested: { foreignNested.set($1) })))
            }
            let a = try! #require(foreignPoints.value), b = try! #require(foreignNested.value)
            _ = makeHost(topLeading(Self.compositeWriterAndReader(
                points: { proxy, _ in fallbackPoints.set(proxy[a]) }, nested: { proxy, _ in fallbackNested.set(proxy[b]) })))
            expectEqual(fallbackPoints.value, [.zero, .zero])
            expectEqual(fallbackNested.value, [nil, nil])
        }

        // §4: Anchor equality compares the stored (global) value: same geometry ⇒ equal.
        @Test func anchorsEqualByGeometry() {
            let host = makeHost(topLeading(HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .transformAnchorPreference(key: AnchorsKey.self, value: .bounds) { $0["a"] = $1 }
                    .transformAnchorPreference(key: AnchorsKey.self, value: .bounds) { $0["b"] = $1 }
                Color.blue.frame(width: 10, height: 10)
                    .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["c": $0] }
            }))
            let v = host.preferenceValue(AnchorsKey.self)
            expectEqual(v["a"], v["b"])
            #expect(v["a"] != v["c"])
        }

        // §5: a proxy inside an offset ancestor resolves anchors relative to its (offset) position.
        @Test func proxyUnderOffsetResolvesRelativeToItsDrawnPosition() {
            let resolved = Box<CGRect?>(nil)
            _ = makeHost(topLeading(
                VStack(alignment: .leading, spacing: 0) {
                    Color.red.frame(width: 40, height: 20)
                        .anchorPreference(key: AnchorsKey.self, value: .bounds) { ["w": $0] }
                        .padding(.leading, 100)
                }
                .backgroundPreferenceValue(AnchorsKey.self) { anchors in
                    GeometryReader { proxy in let _ = resolved.set(anchors["w"].map { proxy[$0] }); Color.clear }
                        .offset(x: 30, y: 5)
                }
            ))
            expectEqual(resolved.value, CGRect(x: 70, y: -5, width: 40, height: 20))
        }
    }
}
