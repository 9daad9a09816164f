import Foundation

// Localized strings outside `Text` (docs/semantics.md §20.8): `String(localized:)`,
// `String.LocalizationValue` and `LocalizedStringResource`, which Foundation on Linux does not
// have. They read the same string tables as `Text("key")` (§20.6).

extension String {
    /// A key with its interpolated values, written as a string literal (Foundation's
    /// `String.LocalizationValue`): `"Score: \(n)"` is looked up as `"Score: %lld"`, and the
    /// values are formatted as in a `Text` key (§20.1).
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation
        /// The key as a table has it (specifiers for the interpolations).
        let key: String
        /// The interpolated values, formatted.
        let arguments: [String]
        /// The key with its values in place: what shows when no table has the key.
        let interpolated: String

        public init(_ value: String) { key = value; arguments = []; interpolated = value }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            interpolated = stringInterpolation.output
            key = stringInterpolation.formatKey ?? stringInterpolation.output
            arguments = stringInterpolation.arguments
        }
        public var description: String { interpolated }

        /// The text in the app's tables: `Localizable` (or no table name) is the table loaded
        /// (§20.6); another name is not loaded here, so the key shows with its values.
        func resolved(table: String?, key lookupKey: String? = nil) -> String {
            guard StringTables.isActive, table == nil || table == "Localizable",
                  let translated = StringTables.table[lookupKey ?? key] else { return interpolated }
            return StringTables.format(translated, arguments)
        }
    }

    /// The text of `keyAndValue` in the app's string tables, as `Text` would show it (§20.8).
    /// `bundle` and `locale` are accepted: the tables are the app's, in the language chosen at
    /// launch (`--locale`), and numbers are formatted in en_US.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.resolved(table: table)
    }

    /// The text of `key` in the app's string tables, or `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let name = key.description
        if StringTables.isActive, table == nil || table == "Localizable", let translated = StringTables.table[name] {
            self = StringTables.format(translated, defaultValue.arguments)
        } else {
            self = defaultValue.interpolated
        }
    }

    /// The text of a localized string resource. (A string literal picks the `LocalizationValue`
    /// form, which gives the same text.)
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

/// A string to be localized later, with where to look it up (Foundation's
/// `LocalizedStringResource`): a table name, a locale, a bundle and a comment. Here it is looked up
/// in the app's string tables when it is shown (`Text(resource)`) or turned into a string
/// (`String(localized: resource)`), §20.8.
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

    /// Where a resource's table is (accepted; the app's tables are the ones loaded).
    public enum BundleDescription: Equatable, Sendable {
        case main
        case atURL(URL)
    }

    /// The key looked up (with specifiers for the interpolated values).
    public var key: String
    /// What shows when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table's name (nil: `Localizable`).
    public var table: String?
    /// The locale asked for (accepted; the language is the one chosen at launch).
    public var locale: Locale
    /// The bundle asked for (accepted).
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The text in the app's tables, or the default value.
    var resolved: String { defaultValue.resolved(table: table, key: key) }
    public var description: String { resolved }

    public static func == (a: Self, b: Self) -> Bool {
        a.key == b.key && a.defaultValue == b.defaultValue && a.table == b.table && a.locale == b.locale && a.bundle == b.bundle
    }
}

extension Text {
    /// The text of a localized string resource, looked up in the app's string tables (§20.8),
    /// with its inline Markdown applied as for a key (§20.7).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(_resolved: resource.resolved))
    }
}

extension LocalizedStringKey {
    /// A key whose text is already looked up.
    init(_resolved text: String) { string = text }
}
