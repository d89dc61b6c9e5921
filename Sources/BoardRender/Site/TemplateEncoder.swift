import CollectionLayout

/// How the templates print numbers: the one place a context's number becomes text.
enum TemplateNumbers {
    /// A count, a frame, a line, frames per second: its digits.
    static func text(_ value: Int) -> String { String(value) }
    /// Points and the session's seconds (a frame's `time`): two places (``format(_:places:)``).
    static func text(_ value: Double) -> String { format(value) }
    /// Seconds on the walkthrough's clock (``ClockTime``): four places, so that the player seeks
    /// to within a tenth of a millisecond of a frame.
    static func clockText(_ seconds: Double) -> String { format(seconds, places: 4) }
}

/// A time on the walkthrough's clock (``WalkthroughClock``), in seconds: where the player seeks.
struct ClockTime: Encodable, Sendable, Equatable {
    var seconds: Double

    init(_ seconds: Double) { self.seconds = seconds }

    /// As a template reads it.
    var text: String { TemplateNumbers.clockText(seconds) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// Times on the walkthrough's clock, read by a template as one value: space-separated
/// (`data-steps="0 1.2 2.4"`).
struct ClockTimes: Encodable, Sendable, Equatable {
    var times: [ClockTime]

    init(_ times: [ClockTime]) { self.times = times }

    /// `times` in order, each printed once: of those that print alike (``ClockTime/text``), the first.
    static func distinct(_ times: [ClockTime]) -> ClockTimes {
        var seen = Set<String>()
        return ClockTimes(times.sorted { $0.seconds < $1.seconds }.filter { seen.insert($0.text).inserted })
    }

    var text: String { times.map(\.text).joined(separator: " ") }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// A rectangle of a picture as an SVG `viewBox` reads it: "x y width height", in points.
struct ViewBox: Encodable, Sendable, Equatable {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0

    var text: String { [x, y, width, height].map(TemplateNumbers.text).joined(separator: " ") }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// Turns a context into the table its ``ContextBox`` answers from: each field under its name, a
/// String or number as ``TemplateText`` (numbers through ``TemplateNumbers``), a Bool as itself
/// (sections test it), a struct as a box of its own, a list as `[Any]` of those, and the fields of
/// an ``Inlined`` part in its parent's table. The field names are the synthesized `CodingKeys`':
/// compiled code, no reflection, and no cast to a protocol (each first cast of a type scans the
/// binary's conformance records).
///
/// Contexts are plain structs of such fields: a nested keyed container or a super-encoder is not
/// one of them, and stops the program (a programming error, never the user's input).
final class TemplateEncoder: Encoder {
    /// What the value encoded itself as.
    private enum Shape { case nothing, fields, list, value }

    private var shape = Shape.nothing
    private var fields: [String: Any] = [:]
    private var list: [Any] = []
    private var single: Any?
    /// Set by ``Inlined``: the value's fields join the table of the context holding it.
    var isInlined = false

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The names and values of `context`.
    static func table(of context: some Encodable) -> [String: Any] {
        let encoder = TemplateEncoder()
        try? context.encode(to: encoder)
        return encoder.fields
    }

    /// What a field's value is to the templates.
    fileprivate enum Answer {
        /// Nothing: the name is not answered.
        case nothing
        /// A value: text, a Bool, a box, a list.
        case value(Any)
        /// An ``Inlined`` part's names and values, for the table of the context holding it.
        case part([String: Any])
    }

    /// `value` as the templates get it.
    fileprivate static func answer(_ value: some Encodable) -> Answer {
        if let text = value as? String { return .value(TemplateText(text)) }   // a list's strings
        let encoder = TemplateEncoder()
        try? value.encode(to: encoder)
        switch encoder.shape {
        case .nothing: return .nothing
        case .fields: return encoder.isInlined ? .part(encoder.fields) : .value(ContextBox(table: encoder.fields))
        case .list: return .value(encoder.list)
        case .value: return encoder.single.map { .value($0) } ?? .nothing
        }
    }

    fileprivate func put(_ value: Any, named name: String) {
        assert(fields[name] == nil, "two fields of one context, or of it and its Inlined parts, are named '\(name)'")
        fields[name] = value
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        precondition(shape == .nothing || shape == .fields, "a context's value encodes itself twice")
        shape = .fields
        return KeyedEncodingContainer(Fields(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        precondition(shape == .nothing, "a context's value encodes itself twice")
        shape = .list
        return Items(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        precondition(shape == .nothing, "a context's value encodes itself twice")
        shape = .value
        return Value(encoder: self)
    }

    /// A context's fields.
    private struct Fields<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }

        private func put(_ value: Any, _ key: Key) { encoder.put(value, named: key.stringValue) }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: Bool, forKey key: Key) { put(value, key) }
        mutating func encode(_ value: String, forKey key: Key) { put(TemplateText(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) { put(TemplateText(TemplateNumbers.text(value)), key) }
        mutating func encode(_ value: Float, forKey key: Key) { encode(Double(value), forKey: key) }
        mutating func encode(_ value: Int, forKey key: Key) { put(TemplateText(TemplateNumbers.text(value)), key) }
        mutating func encode(_ value: Int8, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int16, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int32, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: Int64, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt, forKey key: Key) { put(TemplateText(String(value)), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { encode(Int(value), forKey: key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { put(TemplateText(String(value)), key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
            switch TemplateEncoder.answer(value) {
            case .nothing: break
            case .value(let answer): put(answer, key)
            case .part(let part): for (name, value) in part { encoder.put(value, named: name) }
            }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("a template context is a plain struct: no nested container (\(key.stringValue))")
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("a template context is a plain struct: no nested container (\(key.stringValue))")
        }

        mutating func superEncoder() -> any Encoder { preconditionFailure("a template context has no superclass") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("a template context has no superclass") }
    }

    /// A list's items (an array field's elements).
    private struct Items: UnkeyedEncodingContainer {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }
        var count: Int { encoder.list.count }

        mutating func encodeNil() {}
        mutating func encode<T: Encodable>(_ value: T) {
            if case .value(let answer) = TemplateEncoder.answer(value) { encoder.list.append(answer) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("a template context's list holds values, not nested containers")
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            preconditionFailure("a template context's list holds values, not nested containers")
        }

        mutating func superEncoder() -> any Encoder { preconditionFailure("a template context has no superclass") }
    }

    /// A value that encodes itself as one value (``ClockTime``: its text).
    private struct Value: SingleValueEncodingContainer {
        let encoder: TemplateEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() {}
        mutating func encode(_ value: Bool) { encoder.single = value }
        mutating func encode(_ value: String) { encoder.single = TemplateText(value) }
        mutating func encode(_ value: Double) { encoder.single = TemplateText(TemplateNumbers.text(value)) }
        mutating func encode(_ value: Float) { encode(Double(value)) }
        mutating func encode(_ value: Int) { encoder.single = TemplateText(TemplateNumbers.text(value)) }
        mutating func encode(_ value: Int8) { encode(Int(value)) }
        mutating func encode(_ value: Int16) { encode(Int(value)) }
        mutating func encode(_ value: Int32) { encode(Int(value)) }
        mutating func encode(_ value: Int64) { encode(Int(value)) }
        mutating func encode(_ value: UInt) { encoder.single = TemplateText(String(value)) }
        mutating func encode(_ value: UInt8) { encode(Int(value)) }
        mutating func encode(_ value: UInt16) { encode(Int(value)) }
        mutating func encode(_ value: UInt32) { encode(Int(value)) }
        mutating func encode(_ value: UInt64) { encoder.single = TemplateText(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) {
            if case .value(let answer) = TemplateEncoder.answer(value) { encoder.single = answer }
        }
    }
}
