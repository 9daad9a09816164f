import Foundation
import Testing
@testable import PlaygroundUI

/// `visualEffect(_:)`: effects on the rendering chosen from the view's geometry
/// (docs/semantics.md §18.6).
@MainActor
@Suite struct VisualEffectModifierTests {
    private func transforms(_ h: ViewHost) -> [ProjectionTransform] {
        h.displayList.items.compactMap { if case .beginGroup(.transform(let t)) = $0 { return t } else { return nil } }
    }
    private func opacities(_ h: ViewHost) -> [Double] {
        h.displayList.items.compactMap { if case .beginGroup(.opacity(let o)) = $0 { return o } else { return nil } }
    }

    // The proxy reads the view as laid out: a 100-pt square centred in a 390-pt window is at
    // x = 145, so an offset by its own minX draws it 145 pt further right; layout is unchanged.
    @Test func theClosureReadsTheViewsGeometry() {
        let h = ViewHost(rootView: Color.red.frame(width: 100, height: 50)
            .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minX) },
                         size: CGSize(width: 390, height: 844))
        h.advance()
        expectEqual(transforms(h).map { $0.m31 }, [145])
        expectEqual(h.rect(filled: .red), CGRect(x: 145, y: 397, width: 100, height: 50))
    }

    // A view scrolled is drawn again with its new place: a fade by how far it is from the top of
    // the scroll view.
    @Test func aScrolledViewGetsItsNewPlace() {
        let h = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) {
                Color.blue.frame(height: 300)
                Color.red.frame(height: 100)
                    .visualEffect { content, proxy in content.opacity(Double(proxy.frame(in: .scrollView).minY) / 400) }
                Color.blue.frame(height: 1000)
            }
        }, size: CGSize(width: 300, height: 500))
        h.advance()
        expectEqual(opacities(h), [0.75])
        h.scroll(at: CGPoint(x: 150, y: 250), by: CGSize(width: 0, height: 100))
        h.advance(frames: 2)
        expectEqual(opacities(h), [0.5])
    }

    // State the closure reads is read again when it changes (a new closure, layout unchanged).
    @Test func aChangedClosureIsAppliedAgain() {
        struct Fader: View {
            @State var faded = false
            var body: some View {
                VStack {
                    Text("fade").onTapGesture { faded = true }
                    Color.red.frame(width: 50, height: 50)
                        .visualEffect { [faded] content, _ in content.opacity(faded ? 0.25 : 1) }
                }
            }
        }
        let h = ViewHost(rootView: Fader(), size: CGSize(width: 300, height: 300))
        h.advance()
        #expect(opacities(h).isEmpty)
        h.tap(onText: "fade")
        h.advance()
        expectEqual(opacities(h), [0.25])
    }
}
