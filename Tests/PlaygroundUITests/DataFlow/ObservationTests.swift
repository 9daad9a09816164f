import Foundation
import Testing
@testable import PlaygroundUI

// §21.4 (@Observable, @Bindable, .environment(model)) and §21.5 (ObservableObject family).

@MainActor private var evaluations: [String: Int] = [:]

@Observable
private final class Profile {
    var name = "Ada"
    var visits = 0
    var starred = false
}

private struct NameView: View {
    let profile: Profile
    var body: some View {
        let _ = evaluations["name", default: 0] += 1
        Text("name \(profile.name)")
    }
}

private struct VisitsView: View {
    let profile: Profile
    var body: some View {
        let _ = evaluations["visits", default: 0] += 1
        Text("visits \(profile.visits)")
    }
}

private struct EnvironmentProfileView: View {
    @Environment(Profile.self) private var profile
    var body: some View {
        let _ = evaluations["env", default: 0] += 1
        Text("env \(profile.name)")
    }
}

private struct StarToggle: View {
    @Bindable var profile: Profile
    var body: some View {
        Text(profile.starred ? "starred" : "not starred")
            .onTapGesture { $profile.starred.wrappedValue.toggle() }
    }
}

private struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        let _ = evaluations["root", default: 0] += 1
        VStack {
            NameView(profile: profile)
            VisitsView(profile: profile)
            EnvironmentProfileView()
            StarToggle(profile: profile)
            Text("visit").onTapGesture { profile.visits += 1 }
            Text("rename").onTapGesture { profile.name = "Grace" }
        }
        .environment(profile)
    }
}

private final class TapCounter: ObservableObject {
    @Published var count = 0
    var unpublished = 0
}

private struct ObservedCount: View {
    @ObservedObject var counter: TapCounter
    var body: some View {
        let _ = evaluations["observed", default: 0] += 1
        Text("observed \(counter.count)")
    }
}

private struct EnvironmentCount: View {
    @EnvironmentObject var counter: TapCounter
    var body: some View {
        let _ = evaluations["environment", default: 0] += 1
        Text("environment \(counter.count) \(counter.unpublished)")
    }
}

private struct Bystander: View {
    var body: some View {
        let _ = evaluations["bystander", default: 0] += 1
        Text("bystander")
    }
}

private struct CounterScreen: View {
    @StateObject private var counter = TapCounter()
    var body: some View {
        VStack {
            ObservedCount(counter: counter)
            EnvironmentCount()
            Bystander()
            Text("increment").onTapGesture { counter.count += 1 }
            Text("silent").onTapGesture { counter.unpublished += 1 }
            Text("announce").onTapGesture { counter.objectWillChange.send() }
        }
        .environmentObject(counter)
    }
}

@Observable private final class WidthBox { var wide = false }

@MainActor
struct ObservationTests {
    /// §21.4: a change of one property evaluates only the views whose body read it, not their
    /// ancestors (whose bodies built them but did not read it).
    @Test func onlyViewsReadingAPropertyReevaluate() {
        evaluations = [:]
        let host = ViewHost(rootView: ProfileScreen())
        expectEqual(evaluations, ["root": 1, "name": 1, "visits": 1, "env": 1])
        host.tap(onText: "visit")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "visits 1") != nil)
        // The holder of the model (an ancestor of the readers) is not evaluated again.
        expectEqual(evaluations, ["root": 1, "name": 1, "visits": 2, "env": 1])
        host.tap(onText: "rename")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "name Grace") != nil)
        #expect(host.frame(ofText: "env Grace") != nil)
        expectEqual(evaluations, ["root": 1, "name": 2, "visits": 2, "env": 2])
    }

    /// §21.4: `@Bindable` bindings write the object's property, and views reading it update.
    @Test func bindableWritesThrough() {
        let host = ViewHost(rootView: ProfileScreen())
        host.tap(onText: "not starred")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "starred") != nil)
    }

    /// §21.4: a change made inside `withAnimation` animates the layout it causes.
    @Test func observableChangeInsideWithAnimationAnimates() {
        struct V: View {
            let box: WidthBox
            var body: some View {
                Color.red.frame(width: box.wide ? 200 : 100, height: 10)
            }
        }
        let box = WidthBox()
        let host = ViewHost(rootView: V(box: box))
        withAnimation(.linear(duration: 1)) { box.wide = true }
        host.advance(frames: 30)
        let width = host.displayList.items.compactMap { item -> CGFloat? in
            if case .shape(let s) = item { return s.rect.width }
            return nil
        }.first ?? 0
        #expect(width > 140 && width < 160)   // halfway through a linear second
    }

    /// §21.5: `@Published` changes evaluate the views observing the object (through
    /// `@ObservedObject` and `@EnvironmentObject`), not others; an unpublished property changes
    /// nothing until `objectWillChange.send()`.
    @Test func publishedChangesReachObservers() {
        evaluations = [:]
        let host = ViewHost(rootView: CounterScreen())
        expectEqual(evaluations, ["observed": 1, "environment": 1, "bystander": 1])
        host.tap(onText: "increment")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "observed 1") != nil)
        #expect(host.frame(ofText: "environment 1 0") != nil)
        expectEqual(evaluations["bystander"], 1)
        host.tap(onText: "silent")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "environment 1 0") != nil)
        host.tap(onText: "announce")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "environment 1 1") != nil)
    }

    /// §21.5: a `@StateObject` is made once and kept while the view stays.
    @Test func stateObjectIsMadeOnce() {
        final class Made: ObservableObject {
            nonisolated(unsafe) static var count = 0
            @Published var n = 0
            init() { Made.count += 1 }
        }
        struct Holder: View {
            @StateObject var made = Made()
            var body: some View { Text("n \(made.n)").onTapGesture { made.n += 1 } }
        }
        struct Parent: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Holder()
                    Text("tick \(tick)").onTapGesture { tick += 1 }
                }
            }
        }
        Made.count = 0
        let host = ViewHost(rootView: Parent())
        host.tap(onText: "n 0")
        host.advance(frames: 1)
        host.tap(onText: "tick 0")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "n 1") != nil)
        expectEqual(Made.count, 1)
    }
}

@MainActor
struct ObservationGateTests {
    /// §21.4: plain-data views are evaluated without tracking; anything that can hold a model is
    /// tracked.
    @Test func gateFollowsStoredProperties() {
        struct Plain: View { let n: Int; let s: String; let d: Double?; var body: some View { EmptyView() } }
        struct Holder: View { let profile: Profile; var body: some View { EmptyView() } }
        struct WithClosure: View { let make: () -> String; var body: some View { EmptyView() } }
        struct WithState: View { @State var n = 0; var body: some View { EmptyView() } }
        struct WithArray: View { let items: [Profile]; var body: some View { EmptyView() } }
        #expect(!ObservationGate.mayObserve(Plain.self))
        #expect(ObservationGate.mayObserve(Holder.self))
        #expect(ObservationGate.mayObserve(WithClosure.self))
        #expect(ObservationGate.mayObserve(WithState.self))
        #expect(ObservationGate.mayObserve(WithArray.self))
    }
}

@MainActor
struct StateHeldModelTests {
    /// §21.4: writing a property through `$model.name` of a `@State` model changes the object,
    /// not the state: the holder is not evaluated again unless it reads the property.
    @Test func bindingThroughStateModelDoesNotReevaluateHolder() {
        struct Holder: View {
            @State var profile = Profile()
            var body: some View {
                let _ = evaluations["holder", default: 0] += 1
                VStack {
                    NameView(profile: profile)
                    Text("write").onTapGesture { $profile.name.wrappedValue = "Lin" }
                }
            }
        }
        evaluations = [:]
        let host = ViewHost(rootView: Holder())
        host.tap(onText: "write")
        host.advance(frames: 1)
        #expect(host.frame(ofText: "name Lin") != nil)
        expectEqual(evaluations["holder"], 1)
        expectEqual(evaluations["name"], 2)
    }
}
