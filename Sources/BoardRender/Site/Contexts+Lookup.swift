import Mustache

/// How the templates read the contexts: each context answers `child(named:)` with a
/// `switch` over its fields (swift-mustache's ``MustacheParent``), so no lookup goes
/// through `Mirror`, which walked every field of a struct for each `{{name}}` and was a
/// quarter of a site build's CPU (issue 17). A name that is not a field answers nil, as
/// `Mirror` did, so the lookup goes on up the context stack (`{{dir}}` in a step reads
/// the figure's). Every field must be listed: `ContextLookupTests` checks each type
/// against its `Mirror`, field by field.
///
/// A context that a section enters (`{{#figure}}`, each of `{{#steps}}`) is handed over in a
/// ``ContextBox``, as is the context a template is rendered with (``Templates/render(_:_:)``).

extension PageContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "version": version
        case "root": root
        case "blocks": ContextBox.all(blocks)
        default: nil
        }
    }
}

extension BlockContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "isProse": isProse
        case "proseHTML": proseHTML
        case "figures": ContextBox.all(figures)
        default: nil
        }
    }
}

extension FigureContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "pauseID": pauseID
        case "playID": playID
        case "title": title
        case "profile": profile
        case "dir": dir
        case "width": width
        case "height": height
        case "alt": alt
        case "walkthroughSVG": walkthroughSVG
        case "walkthroughFileSVG": walkthroughFileSVG
        case "stillFile": stillFile
        case "stillAlt": stillAlt
        case "stillSVG": stillSVG
        case "inlineStill": inlineStill
        case "duration": duration
        case "end": end
        case "fps": fps
        case "stepTimes": stepTimes
        case "violationTimes": violationTimes
        case "frameTimes": frameTimes
        case "statusClass": statusClass
        case "statusText": statusText
        case "steps": ContextBox.all(steps)
        case "rows": ContextBox.all(rows)
        case "hasViolations": hasViolations
        case "violations": ContextBox.all(violations)
        case "hasExpectFailures": hasExpectFailures
        case "expectFailures": expectFailures
        case "source": source
        case "file": file
        case "line": line
        case "walkthroughFile": walkthroughFile
        case "hasVariants": hasVariants
        case "firstProfile": firstProfile
        case "firstStatusClass": firstStatusClass
        case "firstStatusText": firstStatusText
        case "variants": ContextBox.all(variants)
        case "partingHeads": partingHeads
        case "partings": ContextBox.all(partings)
        case "variantRows": ContextBox.all(variantRows)
        case "selfContained": selfContained
        case "styleCSS": styleCSS
        default: nil
        }
    }
}

extension StepContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "file": file
        case "anchor": anchor
        case "caption": caption
        case "hasNote": hasNote
        case "note": note
        case "time": time
        case "playbackTime": playbackTime
        case "inlineSVG": inlineSVG
        case "variantStills": ContextBox.all(variantStills)
        default: nil
        }
    }
}

extension VariantStill: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "profile": profile
        case "file": file
        case "width": width
        case "height": height
        case "alt": alt
        default: nil
        }
    }
}

extension OrderRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "caption": caption
        case "screen": screen
        case "data": data
        case "differs": differs
        case "comparison": comparison
        default: nil
        }
    }
}

extension ViolationContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rule": rule
        case "message": message
        case "frame": frame
        case "time": time
        case "stepAnchor": stepAnchor
        case "playbackTime": playbackTime
        default: nil
        }
    }
}

extension PartingRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "aspect": aspect
        case "when": when
        case "cells": cells
        default: nil
        }
    }
}

extension ReportContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "version": version
        case "figure": ContextBox(figure)
        case "pageFile": pageFile
        default: nil
        }
    }
}

extension IndexContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "version": version
        case "pages": ContextBox.all(pages)
        case "boards": ContextBox.all(boards)
        case "boardCount": boardCount
        case "pageCount": pageCount
        default: nil
        }
    }
}

extension IndexPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "file": file
        case "boards": ContextBox.all(boards)
        case "boardsText": boardsText
        default: nil
        }
    }
}

extension IndexBoard: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "title": title
        case "href": href
        case "pageTitle": pageTitle
        case "pageHref": pageHref
        case "thumbnail": thumbnail
        case "profile": profile
        case "statusClass": statusClass
        case "statusText": statusText
        default: nil
        }
    }
}

extension NoContext: MustacheParent {
    func child(named name: String) -> Any? { nil }
}

/// A context as the template library's stack holds it: a reference. The library casts each
/// entry of its stack it passes on a lookup (`as? MustacheParent`, `as? MustacheCustomRepresentation`);
/// a cast that succeeds copies the value, which for a struct such as ``FigureContext`` (forty-odd
/// fields) meant retaining and releasing every field, on every `{{name}}` (issue 17).
final class ContextBox<Value: MustacheParent & Sendable>: MustacheParent, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    func child(named name: String) -> Any? { value.child(named: name) }

    /// Each of `values` boxed, in order (an array is still a list to a section: empty is false).
    static func all(_ values: [Value]) -> [ContextBox<Value>] { values.map(ContextBox.init) }
}
