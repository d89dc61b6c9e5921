import CollectionLayout
import Yams

/// `items:` and `sections:`: the labels, their own sizes, and their uniqueness.
extension BoardParser {
    /// `items: N` may make at most this many items; so may literal labels, all sections together.
    static let maxGeneratedItems = BoardLimits.items

    static let itemExample = "a label like A, or a label and its own size like \"G 80x120\""

    /// Exactly one of `items:` (one section) or `sections:`.
    mutating func sections(items: Field?, sections: Field?) -> [BoardSection]? {
        switch (items, sections) {
        case (nil, nil):
            report("missing required key 'items' (or 'sections'), like 'items: [A, B, C]'", at: source.fence)
            return nil
        case (.some, .some(let sections)):
            report("use either 'items' or 'sections', not both", at: sections.key)
            return nil
        case (.some(let items), nil):
            guard withinItemLimit(items) else { return nil }
            return itemsSection(items.value).map { [$0] }
        case (nil, .some(let sections)):
            guard withinItemLimit(sections) else { return nil }
            return sectionList(sections.value)
        }
    }

    /// Counts the labels written in `items:` or `sections:` before any is parsed, so a
    /// board with millions of them fails at once.
    private mutating func withinItemLimit(_ field: Field) -> Bool {
        let lists: [Node]
        if field.value.listItems != nil, field.key.text == "items" {
            lists = [field.value]
        } else {
            let sections = field.value.listItems ?? []
            guard sections.count <= BoardLimits.sections else {
                report("sections: \(sections.count) sections exceed the limit of \(BoardLimits.sections) per board"
                       + BoardLimits.seeDocs, at: field.value)
                return false
            }
            lists = sections.compactMap { section in
                section.listItems != nil ? section
                    : section.mappingPairs?.first { $0.key.text == "items" }?.value
            }
        }
        let count = lists.reduce(0) { $0 + ($1.listItems?.count ?? 0) }
        guard count <= BoardLimits.items else {
            report("\(field.key.text ?? "items"): \(count) items exceed the limit of \(BoardLimits.items) per board"
                   + BoardLimits.seeDocs, at: field.value)
            return false
        }
        return true
    }

    /// `items: [A, B, C]` or `items: 20` (labels `1`…`20`).
    private mutating func itemsSection(_ node: Node) -> BoardSection? {
        if let nodes = node.listItems {
            return itemList(nodes, key: "items").map { BoardSection(items: $0) }
        }
        if let text = node.text, ValueSyntax.isDigits(text),
           ValueSyntax.integer(text).map({ $0 > Self.maxGeneratedItems }) ?? true {
            report("items: \(text.trimmingSpaces()) items exceed the limit of \(Self.maxGeneratedItems) per board"
                   + BoardLimits.seeDocs, at: node)
            return nil
        }
        guard let text = node.text, let count = ValueSyntax.integer(text) else {
            report("items: expected a list of labels like [A, B, C] or a number of items like 20, "
                   + "found \(node.found)", at: node)
            return nil
        }
        guard (0...Self.maxGeneratedItems).contains(count) else {
            report("items: expected a number of items from 0 to \(Self.maxGeneratedItems), found \(text.quoted)",
                   at: node)
            return nil
        }
        let position = source.position(of: node)
        let labels = count == 0 ? [] : (1...count).map(String.init)
        for label in labels { labelPositions[label] = position }
        return BoardSection(items: labels.map { BoardItem(label: $0) })
    }

    /// `sections:` — each a list of labels, or `{title: …, items: […]}`.
    private mutating func sectionList(_ node: Node) -> [BoardSection]? {
        guard let nodes = node.listItems, !nodes.isEmpty else {
            report("sections: expected a list of sections, each a list like [A, B] or a mapping like "
                   + "{title: More, items: [C, D]}, found \(node.found)", at: node)
            return nil
        }
        var sections: [BoardSection] = []
        var isValid = true
        for element in nodes {
            let section: BoardSection?
            if let items = element.listItems {
                section = itemList(items, key: "sections").map { BoardSection(items: $0) }
            } else if let pairs = element.mappingPairs {
                section = titledSection(element, pairs: pairs)
            } else {
                report("sections: expected a section, a list like [A, B] or a mapping like "
                       + "{title: More, items: [C, D]}, found \(element.found)", at: element)
                section = nil
            }
            if let section { sections.append(section) } else { isValid = false }
        }
        return isValid ? sections : nil
    }

    private mutating func titledSection(_ node: Node, pairs: [(key: Node, value: Node)]) -> BoardSection? {
        let keys = ["title", "items"]
        var title: String?
        var items: [BoardItem]?
        var seen: Set<String> = []
        var isValid = true
        var hasUnknownKey = false
        for (key, value) in pairs {
            let name = key.text ?? ""
            guard keys.contains(name) else {
                report("unknown key \(name.quoted) in a section; expected title or items"
                       + name.suggestion(among: keys), at: key)
                isValid = false
                hasUnknownKey = true
                continue
            }
            guard seen.insert(name).inserted else {
                report("duplicate key '\(name)' in a section", at: key)
                isValid = false
                continue
            }
            if name == "title" {
                title = text(value, key: "sections: title", expected: "a section title")
                isValid = isValid && title != nil
            } else if let nodes = value.listItems {
                items = itemList(nodes, key: "sections: items")
                isValid = isValid && items != nil
            } else {
                report("sections: items: expected a list of labels like [C, D], found \(value.found)", at: value)
                isValid = false
            }
        }
        if !seen.contains("items") {
            // A misspelt 'items' has been reported already.
            if !hasUnknownKey { report("sections: a section mapping needs 'items', like {title: More, items: [C, D]}", at: node) }
            return nil
        }
        guard isValid, let items else { return nil }
        return BoardSection(title: title, items: items)
    }

    private mutating func itemList(_ nodes: [Node], key: String) -> [BoardItem]? {
        var items: [BoardItem] = []
        var isValid = true
        for node in nodes {
            if let item = item(node, key: key) { items.append(item) } else { isValid = false }
        }
        return isValid ? items : nil
    }

    /// `A`, or `G 80x120`: a label and its own size. Labels are unique in a board.
    private mutating func item(_ node: Node, key: String) -> BoardItem? {
        let raw = node.text ?? ""
        let text = raw.trimmingSpaces()
        guard !text.isEmpty else {
            report("\(key): expected \(Self.itemExample), found \(node.found)", at: node)
            return nil
        }
        var label = text
        var size: Size?
        let words = raw.words()
        if words.count >= 2, let last = words.last, ValueSyntax.looksLikeSize(last.text) {
            guard let own = ValueSyntax.size(last.text), own.width > 0, own.height > 0 else {
                report("\(key): expected a size greater than 0 like 80x120 after the label, found "
                       + "\(String(last.text).quoted) in \(text.quoted)",
                       at: source.position(of: node, utf8Offset: last.offset))
                return nil
            }
            guard checkLength([own.width, own.height], key: key, written: String(last.text),
                              at: source.position(of: node, utf8Offset: last.offset)) else { return nil }
            label = String(raw[..<last.text.startIndex]).trimmingSpaces()
            size = own
        }
        if let first = labelPositions[label] {
            report("duplicate item label \(label.quoted) (first on line \(first.line))", at: node)
            return nil
        }
        labelPositions[label] = source.position(of: node)
        return BoardItem(label: label, size: size)
    }
}
