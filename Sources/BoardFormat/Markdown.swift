import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One top-level block of a CommonMark document, copied out of cmark's tree.
///
/// This file is the only one that imports `CCmark`; no C pointer leaves it.
struct MarkdownBlock: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// An ATX or setext heading with its plain text (inline markup removed).
        case heading(level: Int, text: String)
        /// A code block: its raw info string (empty for an indented block) and its body, verbatim.
        case codeBlock(info: String, literal: String)
        /// Anything else: paragraphs, lists, quotes, indented code, HTML, rules.
        case other
    }

    var kind: Kind
    /// The block rendered by cmark with its safe defaults (`CMARK_OPT_DEFAULT`):
    /// raw HTML is dropped and unsafe links are emptied.
    var html: String
    /// 1-based line of the block's first character (for a fenced block: the opening fence).
    var line: Int
    /// 1-based column, in UTF-8 bytes, of the block's first character.
    var column: Int
}

/// A thin, memory-safe wrapper over libcmark.
enum Markdown {
    /// Parses `source` as CommonMark and returns its top-level blocks in document order.
    ///
    /// Every C object is freed before this returns.
    static func blocks(of source: String) -> [MarkdownBlock] {
        let options = CMARK_OPT_SOURCEPOS
        guard let document = cmark_parse_document(source, source.utf8.count, options) else { return [] }
        defer { cmark_node_free(document) }

        var blocks: [MarkdownBlock] = []
        var child = cmark_node_first_child(document)
        while let node = child {
            blocks.append(block(from: node))
            child = cmark_node_next(node)
        }
        return blocks
    }

    private static func block(from node: OpaquePointer) -> MarkdownBlock {
        let kind: MarkdownBlock.Kind
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            kind = .heading(level: Int(cmark_node_get_heading_level(node)), text: plainText(of: node))
        case CMARK_NODE_CODE_BLOCK:
            kind = .codeBlock(info: string(cmark_node_get_fence_info(node)),
                               literal: string(cmark_node_get_literal(node)))
        default:
            kind = .other
        }
        return MarkdownBlock(kind: kind, html: html(of: node),
                             line: Int(cmark_node_get_start_line(node)),
                             column: Int(cmark_node_get_start_column(node)))
    }

    /// The node rendered on its own with the safe default options.
    private static func html(of node: OpaquePointer) -> String {
        guard let buffer = cmark_render_html(node, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// The text of the node's inlines, markup removed; line breaks become spaces.
    private static func plainText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                  let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += string(cmark_node_get_literal(current))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return text.trimmingSpaces()
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
