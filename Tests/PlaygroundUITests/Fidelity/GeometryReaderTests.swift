import Foundation
import Testing
@testable import PlaygroundUI

/// GeometryReader sizing/placement and GeometryProxy.frame(in:) (docs/semantics.md §5, §12.9).
extension Fidelity {
    @MainActor
    struct GeometryReaderTests {
        // §5: the reader takes the whole proposal and pins its child to the top-leading corner
        // (iOS 14+), proposing it the full size.
        @Test func greedyAndTopLeading() {
            let size = Box<CGSize>(.zero)
            let host = makeHost(topLeading(
                GeometryReader { proxy in
                    let _ = size.set(proxy.size)
                    Color.red.frame(width: 30, height: 20)
                }
                .frame(width: 300, height: 200)
                .background(Color.blue)
                .padding(.leading, 40).padding(.top, 10)
            ))
            expectEqual(size.value, CGSize(width: 300, height: 200))
            expectEqual(host.rect(filled: .blue), CGRect(x: 40, y: 10, width: 300, height: 200))
            expectEqual(host.rect(filled: .red), CGRect(x: 40, y: 10, width: 30, height: 20))
        }

        // §5: the child is proposed the reader's full size (a flexible child fills it).
        @Test func childProposedFullSize() {
            let host = makeHost(topLeading(
                GeometryReader { _ in Color.red }.frame(width: 120, height: 80)
            ))
            expectEqual(host.rect(filled: .red), CGRect(x: 0, y: 0, width: 120, height: 80))
        }

        // §5: an unspecified (nil) dimension becomes 0, not 10.
        @Test func nilProposalBecomesZero() {
            let size = Box<CGSize?>(nil)
            _ = makeHost(topLeading(
                GeometryReader { proxy in let _ = size.set(proxy.size); Color.clear }
                    .fixedSize()
            ))
            expectEqual(size.value, CGSize(width: 0, height: 0))
        }

        // §5: inside a stack the reader is flexible and takes what remains.
        @Test func greedyInsideStack() {
            let host = makeHost(topLeading(
                HStack(spacing: 0) {
                    Color.red.frame(width: 100)
                    GeometryReader { _ in Color.blue }
                }
                .frame(width: 500, height: 50)
            ))
            expectEqual(host.rect(filled: .blue), CGRect(x: 100, y: 0, width: 400, height: 50))
        }

        // §5: several children are all proposed the full size and stacked at the origin, later on top.
        @Test func severalChildrenStackAtOrigin() {
            let host = makeHost(topLeading(
                GeometryReader { _ in
                    Color.red.frame(width: 50, height: 50)
                    Color.green.frame(width: 20, height: 30)
                }
                .frame(width: 200, height: 100)
            ))
            expectEqual(host.rect(filled: .red), CGRect(x: 0, y: 0, width: 50, height: 50))
            expectEqual(host.rect(filled: .green), CGRect(x: 0, y: 0, width: 20, height: 30))
            let order = host.shapeDrawings.map(\.paint)
            #expect(order.firstIndex(of: .fill(Color.red.resolved))! < order.firstIndex(of: .fill(Color.green.resolved))!)
        }

        // §5: frame(in:) — .local is (0,0,size); .global is root space; .named finds the nearest
        // enclosing space of that name (nested); an unknown name resolves like .global.
        @Test func frameInCoordinateSpaces() {
            let frames = Box<[String: CGRect]>([:])
            _ = makeHost(topLeading(
                VStack(alignment: .leading, spacing: 0) {
                    VStack(alignment: .leading, spacing: 0) {
                        GeometryReader { proxy in
                            let _ = frames.set([
                                "local": proxy.frame(in: .local),
                                "global": proxy.frame(in: .global),
                                "outer": proxy.frame(in: .named("outer")),
                                "inner": proxy.frame(in: .named("inner")),
                                "dup": proxy.frame(in: .named("dup")),
                                "unknown": proxy.frame(in: .named("nope")),
                            ])
                            Color.clear
                        }
                        .frame(width: 50, height: 40)
                        .padding(.leading, 7).padding(.top, 3)
                    }
                    .coordinateSpace(name: "inner")
                    .coordinateSpace(name: "dup")
                    .padding(.leading, 20).padding(.top, 10)
                }
                .coordinateSpace(name: "outer")
                .coordinateSpace(name: "dup")
                .padding(.leading, 100).padding(.top, 200)
            ))
            let f = frames.value
            expectEqual(f["local"], CGRect(x: 0, y: 0, width: 50, height: 40))
            expectEqual(f["global"], CGRect(x: 127, y: 213, width: 50, height: 40))
            expectEqual(f["outer"], CGRect(x: 27, y: 13, width: 50, height: 40))
            expectEqual(f["inner"], CGRect(x: 7, y: 3, width: 50, height: 40))
            #expect(f["dup"] == CGRect(x: 7, y: 3, width: 50, height: 40))   // nearest ancestor wins
            expectEqual(f["unknown"], f["global"])
        }

        // §5: the iOS 17 spelling `.coordinateSpace(.named(_))` names the same space.
        @Test func iOS17NamedCoordinateSpace() {
            let frame = Box<CGRect?>(nil)
            _ = makeHost(topLeading(
                GeometryReader { proxy in let _ = frame.set(proxy.frame(in: .named("s"))); Color.clear }
                    .frame(width: 10, height: 10)
                    .padding(.leading, 15)
                    .coordinateSpace(.named("s"))
                    .padding(.top, 30)
            ))
            expectEqual(frame.value, CGRect(x: 15, y: 0, width: 10, height: 10))
        }

        // §5: the proxy reflects render transforms of ancestors (offset): .global moves, .local not.
        @Test func proxyReflectsAncestorOffset() {
            let frames = Box<(CGRect, CGRect)>((.zero, .zero))
            _ = makeHost(topLeading(
                GeometryReader { proxy in
                    let _ = frames.set((proxy.frame(in: .global), proxy.frame(in: .local)))
                    Color.clear
                }
                .frame(width: 10, height: 10)
                .offset(x: 25, y: 35)
            ))
            expectEqual(frames.value.0, CGRect(x: 25, y: 35, width: 10, height: 10))
            expectEqual(frames.value.1, CGRect(x: 0, y: 0, width: 10, height: 10))
        }

        // §1.5: a GeometryReader's content's preferences pass through like any child.
        @Test func contentPreferencesPassThrough() {
            let host = makeHost(
                GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) }
                    .frame(width: 10, height: 42)
            )
            #expect(host.preferenceValue(HeightKey.self) == 42)
        }
    }
}
