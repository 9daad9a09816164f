import Foundation

/// A type that identifies an alignment guide (`HorizontalAlignment(MyID.self)`), with the value
/// a view has for it when it sets none explicitly (docs/semantics.md §26.1).
public protocol AlignmentID {
    /// The guide's value in a view of dimensions `context` that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which guide an alignment is, and how a container merges its children's explicit values.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    /// The axis the guide measures along (the same ID type makes two guides, one per axis).
    let axis: Axis
    /// How a container (a stack, a ZStack, a layout) merges its children's explicit values:
    /// average (a custom guide), first (min) or last (max) for the text baselines, or not at all
    /// for the built-in edges and centres (§26.1).
    let merge: Merge
    enum Merge: Sendable {
        case average, first, last
        /// A frame alignment (leading, centre, trailing; top, centre, bottom): a container's value
        /// is always its default, whatever its children set.
        case none
    }
    /// Whether the guide is a text baseline: a text has an explicit value for it, and containers
    /// pass up their first (last) child's.
    var isTextBaseline: Bool { merge == .first || merge == .last }
    init(_ id: any AlignmentID.Type, axis: Axis, merge: Merge = .average) { self.id = id; self.axis = axis; self.merge = merge }
    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(id)); h.combine(axis == .horizontal) }
    func defaultValue(_ size: CGSize) -> CGFloat { id.defaultValue(in: ViewDimensions(size: size)) }
}

enum _LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum _HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum _TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum _TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum _VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum _BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum _ListRowSeparatorLeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum _ListRowSeparatorTrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
/// A view without text has its baselines at its bottom edge.
enum _FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum _LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis (a guide: built-in or `HorizontalAlignment(MyID.self)`).
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey
    /// A guide identified by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    init(key: AlignmentKey) { self.key = key }
    /// Where the guide sits as a fraction of the width when no view sets it explicitly (for a
    /// custom guide: its default value in a 1 × 1 view).
    var fraction: CGFloat { key.defaultValue(CGSize(width: 1, height: 1)) }
    public static let leading = HorizontalAlignment(key: AlignmentKey(_LeadingID.self, axis: .horizontal, merge: .none))
    public static let center = HorizontalAlignment(key: AlignmentKey(_HCenterID.self, axis: .horizontal, merge: .none))
    public static let trailing = HorizontalAlignment(key: AlignmentKey(_TrailingID.self, axis: .horizontal, merge: .none))
    /// Where a list row's separator starts (iOS 16): the row's text unless something in the row
    /// sets it (`.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }` on a `Label` runs it
    /// under the icon too); a guide of its own, passed up through the row's stacks (§14.9).
    public static let listRowSeparatorLeading = HorizontalAlignment(_ListRowSeparatorLeadingID.self)
    /// Where a list row's separator ends: the row's trailing edge unless something in the row
    /// sets it (§14.9).
    public static let listRowSeparatorTrailing = HorizontalAlignment(_ListRowSeparatorTrailingID.self)
}

/// An alignment position along the vertical axis (a guide: built-in or `VerticalAlignment(MyID.self)`).
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey
    /// A guide identified by `id`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    init(key: AlignmentKey) { self.key = key }
    /// Where the guide sits as a fraction of the height when no view sets it explicitly.
    var fraction: CGFloat { key.defaultValue(CGSize(width: 1, height: 1)) }
    public static let top = VerticalAlignment(key: AlignmentKey(_TopID.self, axis: .vertical, merge: .none))
    public static let center = VerticalAlignment(key: AlignmentKey(_VCenterID.self, axis: .vertical, merge: .none))
    public static let bottom = VerticalAlignment(key: AlignmentKey(_BottomID.self, axis: .vertical, merge: .none))
    /// The first line's baseline of the text in the view (a stack's: its first child's that has
    /// one); a view without text has it at its bottom (§26.2).
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(_FirstBaselineID.self, axis: .vertical, merge: .first))
    /// The last line's baseline of the text in the view (a stack's: its last child's that has one).
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(_LastBaselineID.self, axis: .vertical, merge: .last))
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a child of `size` aligned inside `container` (default guides only; see
    /// `alignedOrigin(of:size:in:_:)` for children with explicit guides).
    func origin(of size: CGSize, in container: CGRect) -> CGPoint {
        CGPoint(x: container.minX + key(horizontal, container.size) - key(horizontal, size),
                y: container.minY + key(vertical, container.size) - key(vertical, size))
    }
    private func key(_ h: HorizontalAlignment, _ s: CGSize) -> CGFloat { h.key.defaultValue(s) }
    private func key(_ v: VerticalAlignment, _ s: CGSize) -> CGFloat { v.key.defaultValue(s) }
}
