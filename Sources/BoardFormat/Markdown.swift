import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One top-level block of a CommonMark document, copied out of cmark's tree (or a part of
/// one, or a code block lifted out of one: see ``Markdown/blocks(of:lifting:)``).
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
    /// A code block nested in a list item or a block quote whose info string `lifts` is
    /// lifted out to the top level where it is written: its containers are split around it,
    /// so the blocks are the container up to it, the code block, and the container after it
    /// (a list continues with the next item's number; containers left empty are dropped).
    ///
    /// Every C object is freed before this returns.
    static func blocks(of source: String, lifting lifts: (String) -> Bool = { _ in false }) -> [MarkdownBlock] {
        let options = CMARK_OPT_SOURCEPOS
        guard let document = cmark_parse_document(source, source.utf8.count, options) else { return [] }
        defer { cmark_node_free(document) }

        var blocks: [MarkdownBlock] = []
        var child = cmark_node_first_child(document)
        while let node = child {
            child = cmark_node_next(node)
            blocks += lifted(from: node, lifts: lifts)
        }
        return blocks
    }

    /// The block, or when code blocks nested in it are lifted, its parts and those code blocks.
    private static func lifted(from container: OpaquePointer, lifts: (String) -> Bool) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var part = container  // what is left of the container; from the first split on, a tree of its own
        while let code = firstNestedCodeBlock(in: part, where: lifts) {
            let rest = split(part, at: code)
            if cmark_node_first_child(part) != nil { blocks.append(block(from: part)) }
            blocks.append(block(from: code))
            cmark_node_free(code)
            if part != container { cmark_node_free(part) }
            part = rest
        }
        if part == container || cmark_node_first_child(part) != nil { blocks.append(block(from: part)) }
        if part != container { cmark_node_free(part) }
        return blocks
    }

    /// The first code block below `node` (not `node` itself) whose info string `lifts`.
    private static func firstNestedCodeBlock(in node: OpaquePointer, where lifts: (String) -> Bool) -> OpaquePointer? {
        guard let iterator = cmark_iter_new(node) else { return nil }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                  let current = cmark_iter_get_node(iterator), current != node,
                  cmark_node_get_type(current) == CMARK_NODE_CODE_BLOCK,
                  lifts(string(cmark_node_get_fence_info(current))) else { continue }
            return current
        }
        return nil
    }

    /// Splits `root` at `code`, a node below it: `code` is unlinked, and everything after it
    /// moves into a new document, which is returned. There, the containers of what follows
    /// are copies of the containers it was in, except a list item: the rest of an item goes
    /// on as plain blocks, then the list goes on with the next item's number. Containers
    /// left empty before `code` (an item that held only the board) are removed. `root` may
    /// be a document an earlier split returned.
    private static func split(_ root: OpaquePointer, at code: OpaquePointer) -> OpaquePointer {
        var node = code
        var after: [OpaquePointer] = []  // what follows `node` in its parent, already unlinked
        var emptied: [OpaquePointer] = []
        while node != root, let parent = cmark_node_parent(node) {
            var following: [OpaquePointer] = []
            while let sibling = cmark_node_next(node) {
                cmark_node_unlink(sibling)
                following.append(sibling)
            }
            switch cmark_node_get_type(parent) {
            case CMARK_NODE_ITEM, CMARK_NODE_DOCUMENT:  // a document: what is left after an earlier split
                after += following
            case CMARK_NODE_LIST:
                let list = emptyCopy(of: parent)
                var number: Int32 = 1
                var previous = cmark_node_previous(node)
                while let item = previous { number += 1; previous = cmark_node_previous(item) }
                cmark_node_set_list_start(list, cmark_node_get_list_start(parent) + number)
                after += [list]
                append(following, to: list)
            default:
                let copy = emptyCopy(of: parent)
                append(after + following, to: copy)
                after = [copy]
            }
            emptied.append(parent)
            node = parent
        }
        cmark_node_unlink(code)
        for container in emptied where container != root && cmark_node_first_child(container) == nil {
            cmark_node_unlink(container)
            cmark_node_free(container)
        }
        let rest = cmark_node_new(CMARK_NODE_DOCUMENT)!  // cmark aborts rather than return NULL
        append(after, to: rest)
        return rest
    }

    /// Appends `nodes` to `parent` in order; an empty container among them is freed instead.
    private static func append(_ nodes: [OpaquePointer], to parent: OpaquePointer) {
        for node in nodes {
            let type = cmark_node_get_type(node)
            let isContainer = type == CMARK_NODE_LIST || type == CMARK_NODE_ITEM || type == CMARK_NODE_BLOCK_QUOTE
            if isContainer && cmark_node_first_child(node) == nil {
                cmark_node_free(node)
            } else {
                cmark_node_append_child(parent, node)
            }
        }
    }

    /// A node of the same kind as `node`, without children (a list keeps its type, delimiter,
    /// start and tightness).
    private static func emptyCopy(of node: OpaquePointer) -> OpaquePointer {
        let copy = cmark_node_new(cmark_node_get_type(node))!  // cmark aborts rather than return NULL
        if cmark_node_get_type(node) == CMARK_NODE_LIST {
            cmark_node_set_list_type(copy, cmark_node_get_list_type(node))
            cmark_node_set_list_delim(copy, cmark_node_get_list_delim(node))
            cmark_node_set_list_start(copy, cmark_node_get_list_start(node))
            cmark_node_set_list_tight(copy, cmark_node_get_list_tight(node))
        }
        return copy
    }

    /// The bytes of `source` outside code blocks: what cmark may parse as inline content.
    ///
    /// cmark 0.30.2 parses some inline content in time quadratic in its length (`![[]()`
    /// repeated), but never the body of a code block, so a limit on these bytes bounds the
    /// parse whatever the boards hold. Code blocks are found by parsing a copy in which every
    /// `[` is an `x`: brackets, which that case needs, only start link reference definitions
    /// and CDATA blocks among blocks (lines holding `<![CDATA[` keep theirs), and a definition
    /// is resolved when its paragraph closes, so the copy has the code blocks of `source`,
    /// on the same lines, and parses in linear time. A code block's lines (fences and
    /// container markers included) hold no inline content.
    ///
    /// - Complexity: O(n), one cmark parse of a copy of `source`.
    static func proseBytes(of source: String) -> Int { outline(of: source).proseBytes }

    /// ``proseBytes(of:)``, and whether one of the code blocks is a board's (its info string
    /// passes `isBoard`; the copy's info strings have `x` for `[`, which starts no word).
    ///
    /// - Complexity: O(n), one cmark parse of a copy of `source`.
    static func outline(of source: String, isBoard: (String) -> Bool = { _ in false })
        -> (proseBytes: Int, holdsBoard: Bool) {
        var bytes = Array(source.utf8)
        // Each line's first byte (cmark's line ends: \n, \r\n or \r), and the end.
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\r"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
            if bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { starts.append(i + 1) }
            i += 1
        }
        if starts.last != bytes.count { starts.append(bytes.count) }
        let cdata = Array("<![CDATA[".utf8)
        for l in 0..<(starts.count - 1) {
            let line = bytes[starts[l]..<starts[l + 1]]
            guard line.contains(UInt8(ascii: "[")) else { continue }
            if line.count >= cdata.count, (line.startIndex...(line.endIndex - cdata.count)).contains(where: {
                bytes[$0..<($0 + cdata.count)].elementsEqual(cdata)
            }) { continue }
            for j in line.indices where bytes[j] == UInt8(ascii: "[") { bytes[j] = UInt8(ascii: "x") }
        }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, 0) }
        }
        guard let document = parsed, let iterator = cmark_iter_new(document) else { return (bytes.count, false) }
        defer {
            cmark_iter_free(iterator)
            cmark_node_free(document)
        }
        var inCode = 0
        var holdsBoard = false
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { continue }
            if !holdsBoard, isBoard(string(cmark_node_get_fence_info(node))) { holdsBoard = true }
            // Lines are 1-based; line k spans starts[k - 1]..<starts[k].
            let first = Int(cmark_node_get_start_line(node))
            let last = min(Int(cmark_node_get_end_line(node)), starts.count - 1)
            guard first >= 1, last >= first else { continue }
            inCode += starts[last] - starts[first - 1]
        }
        return (bytes.count - inCode, holdsBoard)
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
