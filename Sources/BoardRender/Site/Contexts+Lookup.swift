import Mustache

/// How the templates read the contexts: a context is a plain `Encodable` struct, and the box it is
/// handed over in (``ContextBox``) turns it, once, into a table from each field's name to its value
/// as the templates get it (``TemplateEncoder``). Every `{{name}}` after that is one dictionary
/// lookup. A field is declared once, in its struct: the names are the compiler's (the synthesized
/// `CodingKeys`), so there is no list of them to keep in step, and no `Mirror` (swift-mustache's
/// default lookup walked every field of a struct for each `{{name}}`: a quarter of a site build's
/// CPU, issue 17). A name that is not a field answers nil, so the lookup goes on up the context
/// stack (`{{dir}}` in a step that has none reads the figure's).
///
/// A field holding a struct is a section of its own (`{{#figure}}` in the report); a field marked
/// ``Inlined`` is a part of its parent, its fields the parent's names (``FigureContext/player``:
/// the walkthrough partial's values, read as the figure's `{{duration}}`).
protocol TemplateContext: Encodable, Sendable {}

/// A context as the template library's stack holds it: its names and their values, in one
/// dictionary (one word, so an `Any` holds the box inline and a cast copies one reference).
///
/// One type for every context: the first cast of a type to a protocol scans every conformance
/// record of the binary (8,000, with the server's packages linked in), and the library tries five
/// protocols on each new type it meets (`MustacheParent`, `MustacheLambda`,
/// `MustacheCustomRepresentation`, `MustacheTransformable`, `MustacheSequence` on a list of them):
/// with a box per context type, each paid those scans once per process (issue 17). The values in
/// the table are of four types only: ``TemplateText``, `Bool`, a box, and `[Any]` (a list).
///
/// The table is built when the box is made, for the whole tree below it (each section's context a
/// box in it): a box is made by ``Templates/render(_:_:)`` for one render, read on one thread.
struct ContextBox: MustacheParent {
    /// Each name of the context and its value as the templates get it.
    let table: [String: Any]

    init(table: [String: Any]) { self.table = table }

    /// `context`'s fields, encoded once (``TemplateEncoder``).
    init(_ context: some TemplateContext) { table = TemplateEncoder.table(of: context) }

    func child(named name: String) -> Any? { table[name] }
}

/// A field whose own fields are its parent's names: a part of a context, not a section
/// (`@Inlined var player: WalkthroughContext` in ``FigureContext``). A part's names must differ
/// from its parent's and from the other parts' (``TemplateEncoder`` checks it in debug builds).
@propertyWrapper
struct Inlined<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value

    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        (encoder as? TemplateEncoder)?.isInlined = true
        try wrappedValue.encode(to: encoder)
    }
}

/// A String or number field as the templates get it: swift-mustache renders a
/// `MustacheCustomRenderable` by its `renderText` as soon as it finds it, instead of trying
/// further casts (`MustacheLambda`, optional) and printing the value with
/// `String(describing:)`, which was most of a `{{name}}`'s cost once `Mirror` was gone. The
/// text is the same: a String is itself, a number as ``TemplateNumbers`` prints it.
/// In a section it is a value, like the String it holds (never null, never a list).
struct TemplateText: MustacheCustomRenderable, Sendable {
    let renderText: String

    init(_ text: String) { renderText = text }

    var isNull: Bool { false }
}
