import Scenario
import Testing
import Yams
@testable import BoardFormat
import TestSupport

/// The nesting limit (docs/limits.md): counted in the text, before Yams composes nodes
/// recursively. Positions are worked out by hand.
@Suite struct NestingTests {
    @Test func aListNestedThousandsDeepIsRefusedWhereItPassesTheLimit() throws {
        // 5,000 '[' (10 KB) overflowed Yams' recursion (SIGSEGV). The board's mapping is level 1 and
        // the k-th '[' level k + 1, so the 64th '[' is level 65; "items: " is 7 bytes, so the k-th '['
        // is column 7 + k: 71. The board is line 3.
        let deep = String(repeating: "[", count: 5_000) + "A" + String(repeating: "]", count: 5_000)
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems: \(deep)\n```\n")
        expectDiagnostic(diagnostic, "a list or mapping nested 65 deep exceeds the limit of 64 levels of nesting "
                         + "per board (see docs/limits.md)", line: 3, column: 71)
    }

    @Test func blockListsNestedByIndentationAreCountedToo() throws {
        // Line 4 + j is j spaces and "- ": the first entry (line 4) is a list under 'items:' at the
        // key's indentation, level 2; line 4 + j is level j + 2, so level 65 is line 67, column 64.
        let lines = (0..<5_000).map { String(repeating: " ", count: $0) + "-" }.joined(separator: "\n")
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems:\n\(lines)\n```\n")
        expectDiagnostic(diagnostic, "a list or mapping nested 65 deep exceeds the limit of 64 levels of nesting "
                         + "per board (see docs/limits.md)", line: 67, column: 64)
    }

    @Test func aliasesThatRepeatNestingAreCountedToo() throws {
        // Line 6 + k is "    - &nk [*n(k-1)]": n0 is [x], and each nk one list around n(k-1), so the
        // list on line 6 + k holds k + 1 levels. The lists sit in 'data:' (level 3) in 'expect:' (2) in
        // the board (1): the alias on line 6 + k reaches level 4 + k. Level 65 is k = 61: the alias *n60
        // on line 67; "    - &n61 [" is 12 bytes, so it is column 13. (Composed, 100,000 lines of
        // this overflowed the stack when the nodes were freed.)
        let lines = ["    - &n0 [x]"] + (1..<100_000).map { "    - &n\($0) [*n\($0 - 1)]" }
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems: [A]\nexpect:\n  data:\n"
                                            + lines.joined(separator: "\n") + "\n```\n")
        expectDiagnostic(diagnostic, "a list or mapping nested 65 deep (through the alias *n60) exceeds the limit "
                         + "of 64 levels of nesting per board (see docs/limits.md)", line: 67, column: 13)
    }

    @Test func nestingAtTheLimitIsLeftToTheParser() throws {
        // 63 '[' make 64 levels with the board's mapping: within the limit, so the parser says what
        // is wrong with the board itself (a label that is a list), at the first '[' inside items.
        let deep = String(repeating: "[", count: 63) + "A" + String(repeating: "]", count: 63)
        let diagnostic = try onlyDiagnostic(of: "```board\nviewport: 100x100\nitems: \(deep)\n```\n")
        #expect(diagnostic.message.hasPrefix("items: expected a label"))
        #expect(NestingScanner.depth(of: "items: \(deep)") == 64)
    }

    /// Documents whose depth the scan must find exactly as Yams composes it: each construct
    /// that hides brackets and dashes from the structure, or that nests without them.
    static let documents = [
        "a: 1",
        "a:\n- x\n- [y, {z: 1}]\nb: 2",
        "- - - x\n  - y\n- {a: [b, c]}",
        "a:\n  b:\n    c:\n      - d",
        "k: 'it''s [ { not'\nl: \"a \\\" ] [ [\"\nm: [x]",
        "k: |\n  - - [ {\n  ]] - x\nm: [[y]]",
        "k: >-\n    [\n  # not a comment [[\nm: 1",
        "k: a#b [c\nl: plain\n  [continued { here\n  - - too\nm: -x [",
        "k: x # [[[[ comment\nl: [a, # [[[\n  b]",
        "&anchor a: *anchor\n!!str b: !tag [x]\nc: !<tag:[x]> y",
        "[a, b]: c\n? [d]\n: {e: f}",
        "{\"a\":\"b\", 'c': [1, 2]}",
        "a: \"line\n  - [ still quoted ]\n  end\"\nb: [1]",
        "- a:\n  - b\n  - c: [d]\n- e",
        "--- \na: [1]\n",
        "a: [x\u{2028}, [y]]\nb: \"\u{2029}[\"",
        "a: &x [[1]]\nb: [*x]\nc: *x",
        "[? 1, a: [b: c], {d: e}]",
        "{}: x\n[[a]]: b",
        "- [x, y]: [z]",
    ]

    @Test(arguments: documents)
    func theScanFindsTheDepthYamsComposes(_ yaml: String) throws {
        let node = try #require(try Yams.compose(yaml: yaml))
        #expect(NestingScanner.depth(of: yaml) == Self.depth(of: node))
    }

    @Test func anAliasIsCountedAtLeastAsDeepAsTheNodeItRepeats() throws {
        // The bound takes the deepest place between anchor and alias: here the first *a (level 3,
        // inside b) is counted into the second, so the scan finds 6 where Yams composes 5: never less.
        let yaml = "- &a [1]\n- &b [*a, *a]\n- [[*b]]"
        let node = try #require(try Yams.compose(yaml: yaml))
        #expect(Self.depth(of: node) == 5)
        #expect(NestingScanner.depth(of: yaml) == 6)
    }

    @Test func theScanFindsTheDepthOfRandomDocumentsInEveryStyle() throws {
        // Seeded: random trees written with block and flow collections and tricky scalars.
        var random = SplitMix64(seed: 11)
        var composed = 0, deepest = 0
        for _ in 0..<400 {
            let tree = RandomTree.make(depth: 6, random: &random)
            let yaml = RandomTree.write(tree, indent: 0, inFlow: false, random: &random)
            guard let node = try? Yams.compose(yaml: yaml) else { continue }
            composed += 1
            deepest = max(deepest, Self.depth(of: node))
            #expect(NestingScanner.depth(of: yaml) == Self.depth(of: node), "\(yaml)")
        }
        #expect(composed >= 350, "the generator writes valid YAML")
        #expect(deepest >= 6)
    }

    @Test func theScanNeverCountsLessThanYamsOnRandomText() {
        // Seeded random text from YAML's indicators and a few words: wherever Yams composes it,
        // the scan's depth is at least the tree's (more is allowed: it is a bound).
        var random = SplitMix64(seed: 2026)
        let pieces = "[]{}-?:,'\"#|>&*!  \n\n\t ab1-:%.\r\u{2028}".unicodeScalars.map(String.init)
            + ["- ", "a: ", "? ", ": ", "\n  ", "\n    ", "&x ", "*x", "|\n", ">-\n  ", "\\", "---\n", "é"]
        var composed = 0
        for _ in 0..<60_000 {
            let text = (0...random.below(60)).map { _ in pieces[random.below(pieces.count)] }.joined()
            guard let node = try? Yams.compose(yaml: text) else { continue }
            composed += 1
            let (scanned, yams) = (NestingScanner.depth(of: text), Self.depth(of: node))
            #expect(scanned >= yams, "\(text.debugDescription): the scan found \(scanned), Yams composed \(yams)")
        }
        #expect(composed >= 5_000)
    }

    static func depth(of node: Node) -> Int {
        switch node {
        case .scalar: 0
        case .sequence(let sequence): 1 + (sequence.map(depth(of:)).max() ?? 0)
        case .mapping(let mapping): 1 + (mapping.map { max(depth(of: $0.key), depth(of: $0.value)) }.max() ?? 0)
        default: 0
        }
    }
}

/// Random YAML trees and ways of writing them.
indirect enum RandomTree {
    case scalar
    case list([RandomTree])
    case mapping([RandomTree])

    static let scalars = ["a", "b c", "'q [ ] { }'", "\"d \\\" [ {\"", "'it''s'", "x#y", "1.5", "&a z", "!t w", "~",
                          "\"multi\n  line [\""]
    static let blockScalars = ["|\n  - [ {\n  ]: x", ">\n  # [[\n  {a: b"]

    static func make(depth: Int, random: inout SplitMix64) -> RandomTree {
        guard depth > 0, random.below(3) != 0 else { return .scalar }
        let count = 1 + random.below(3)
        let children = (0..<count).map { _ in make(depth: depth - 1, random: &random) }
        return random.below(2) == 0 ? .list(children) : .mapping(children)
    }

    static func write(_ tree: RandomTree, indent: Int, inFlow: Bool, random: inout SplitMix64) -> String {
        let pad = String(repeating: " ", count: indent)
        switch tree {
        case .scalar:
            let plain = scalars[random.below(scalars.count)]
            if inFlow { return plain.contains("\n") || plain.hasPrefix("&") ? "a" : plain }
            return plain.hasPrefix("\"multi") ? plain.replacingNewlines(with: "\n" + pad + "  ") : plain
        case .list(let children):
            if inFlow || random.below(2) == 0 {
                return "[" + children.map { write($0, indent: indent, inFlow: true, random: &random) }
                    .joined(separator: ", ") + "]"
            }
            return children.map { child -> String in
                if case .scalar = child, random.below(4) == 0 {
                    return "- " + blockScalars[random.below(blockScalars.count)]
                        .replacingNewlines(with: "\n" + pad + "  ")
                }
                return "- " + write(child, indent: indent + 2, inFlow: false, random: &random)
            }.joined(separator: "\n" + pad)
        case .mapping(let children):
            if inFlow || random.below(2) == 0 {
                let pairs = children.enumerated().map { key, child in
                    "k\(key): " + write(child, indent: indent, inFlow: true, random: &random)
                }
                return "{" + pairs.joined(separator: ", ") + "}"
            }
            return children.enumerated().map { key, child -> String in
                switch child {
                case .scalar:
                    return "k\(key): " + write(child, indent: indent + 2, inFlow: false, random: &random)
                case .list where random.below(2) == 0:
                    // A list at its key's indentation.
                    return "k\(key):\n" + pad + write(child, indent: indent, inFlow: false, random: &random)
                default:
                    return "k\(key):\n" + pad + "  " + write(child, indent: indent + 2, inFlow: false, random: &random)
                }
            }.joined(separator: "\n" + pad)
        }
    }
}

private extension String {
    func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
