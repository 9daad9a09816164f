import Foundation

// iOS 18's custom containers, by section (docs/semantics.md §31.8): `Group(sections:)` and
// `ForEach(sections:)` hand a container its content's sections, each with its header, rows and
// footer as subviews. Views outside any `Section` make implicit sections of the runs of
// siblings between sections, so there is always at least one section.

/// One section of a container's content (SwiftUI's `SectionConfiguration`).
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place in the content's structure.
    public struct ID: Hashable {
        let part: Int
    }

    public let id: ID
    /// The section's header views (none for an implicit section).
    public let header: SubviewsCollection
    /// The section's rows.
    public let content: SubviewsCollection
    /// The section's footer views (none for an implicit section).
    public let footer: SubviewsCollection
    /// The values handed to the section with `containerValue(_:_:)` (empty for an implicit
    /// section).
    public let containerValues: ContainerValues

    /// This section's subviews built in the environment being built in.
    func inContainerEnvironment() -> SectionConfiguration {
        SectionConfiguration(id: id, header: header.inContainerEnvironment(), content: content.inContainerEnvironment(),
                             footer: footer.inContainerEnvironment(), containerValues: containerValues)
    }
}

/// The sections of a view (SwiftUI's `SectionCollection`), in order.
public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    let sections: [SectionConfiguration]

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }

    /// The sections of `view`: each `Section`, and each run of views between them.
    @MainActor init<V: View>(of view: V, environment: EnvironmentValues?) {
        var segments: [_LazySegment] = []
        LazyBodyHosts.listingIfBuilding { V._makeLazySegments(view, &segments) }
        var sections: [SectionConfiguration] = []
        let none = SubviewsCollection(subviews: [])
        var p = 0
        var looseStart: Int? = nil
        func closeLoose(_ end: Int) {
            guard let start = looseStart else { return }
            looseStart = nil
            let rows = SubviewsCollection(segments, start..<end, environment: environment)
            if !rows.isEmpty || sections.isEmpty && end == segments.count {
                sections.append(SectionConfiguration(id: .init(part: start), header: none, content: rows, footer: none, containerValues: ContainerValues()))
            }
        }
        while p < segments.count {
            guard segments[p].kind == .sectionStart else {
                if looseStart == nil { looseStart = p }
                p += 1
                continue
            }
            closeLoose(p)
            let start = p
            var end = p + 1, depth = 1
            while end < segments.count {
                if segments[end].kind == .sectionStart { depth += 1 }
                if segments[end].kind == .sectionEnd { depth -= 1; if depth == 0 { break } }
                end += 1
            }
            var header: [Subview] = [], footer: [Subview] = []
            for k in (start + 1)..<Swift.min(end, segments.count) where segments[k].kind == _LazySegment.Kind.header || segments[k].kind == _LazySegment.Kind.footer {
                let s = segments[k]
                for i in 0..<s.count {
                    let sub = Subview(id: Subview.ID(part: k, element: s.id(i)), segment: s, index: i, environment: environment)
                    if s.kind == .header { header.append(sub) } else { footer.append(sub) }
                }
            }
            let rows = SubviewsCollection(segments, (start + 1)..<Swift.min(end, segments.count), environment: environment)
            let values = segments[start].containerValues?(0) ?? ContainerValues()
            sections.append(SectionConfiguration(id: .init(part: start), header: SubviewsCollection(subviews: header), content: rows,
                                                 footer: SubviewsCollection(subviews: footer), containerValues: values))
            p = end + 1
        }
        if looseStart == nil && sections.isEmpty { looseStart = segments.count }
        closeLoose(segments.count)
        self.sections = sections
    }
}

// MARK: Group(sections:)

/// The content of `Group(sections:transform:)` (SwiftUI's `GroupSectionsOfContent`).
public struct GroupSectionsOfContent<Sections: View, Content: View> {
    let sections: Sections
    let transform: (SectionCollection) -> Content
}

extension GroupSectionsOfContent: View, PrimitiveView {
    public static func _makeNode(_ view: Self, _ graph: _ViewGraph, _ slot: inout _Node?) {
        Content._makeNode(view.transform(SectionCollection(of: view.sections, environment: graph.env)), graph, &slot)
    }
    public static func _isViewList(_ graph: _ViewGraph) -> Bool { Content._isViewList(graph) }
    public static func _makeLazySegments(_ view: Self, _ segments: inout [_LazySegment]) {
        let result = view.transform(SectionCollection(of: view.sections, environment: EvaluationThread.currentGraph?.env))
        Content._makeLazySegments(result, &segments)
    }
}

extension Group {
    /// A view made from the sections of `view` by `transform` (iOS 18).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}

// MARK: ForEach(sections:)

/// The data of `ForEach(sections:content:)` (SwiftUI's `ForEachSectionCollection`).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    let sections: [SectionConfiguration]
    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension ForEach {
    /// A view for each section of `view` (iOS 18), identified by the section's id.
    @MainActor public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        let sections = SectionCollection(of: view, environment: nil).sections
        self.init(ForEachSectionCollection(sections: sections), id: \SectionConfiguration.id, isIntegerRange: false,
                  content: { content($0.inContainerEnvironment()) })
    }
}
