import Mustache

/// How the templates read the contexts: each context answers `child(named:)` with a
/// `switch` over its fields (swift-mustache's ``MustacheParent``), so no lookup goes
/// through `Mirror`, which walked every field of a struct for each `{{name}}` and was a
/// quarter of a site build's CPU (issue 17). A name that is not a field answers nil, as
/// `Mirror` did, so the lookup goes on up the context stack (`{{dir}}` in a step reads
/// the figure's). Every field must be listed: `ContextLookupTests` checks each type
/// against its `Mirror`, field by field.
///
/// Text and numbers are answered as ``TemplateText``. A context that a section enters (`{{#figure}}`, each of `{{#steps}}`) is handed over in a
/// ``ContextBox``, as is the context a template is rendered with (``Templates/render(_:_:)``).

extension PageContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": TemplateText(title)
        case "version": TemplateText(version)
        case "root": TemplateText(root)
        case "blocks": ContextBox.all(blocks)
        default: nil
        }
    }
}

extension BlockContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "isProse": isProse
        case "proseHTML": TemplateText(proseHTML)
        case "figures": ContextBox.all(figures)
        default: nil
        }
    }
}

extension FigureContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": TemplateText(id)
        case "pauseID": TemplateText(pauseID)
        case "playID": TemplateText(playID)
        case "title": TemplateText(title)
        case "profile": TemplateText(profile)
        case "dir": TemplateText(dir)
        case "width": TemplateText(width)
        case "height": TemplateText(height)
        case "alt": TemplateText(alt)
        case "walkthroughSVG": TemplateText(walkthroughSVG)
        case "walkthroughFileSVG": TemplateText(walkthroughFileSVG)
        case "stillFile": TemplateText(stillFile)
        case "stillAlt": TemplateText(stillAlt)
        case "stillSVG": TemplateText(stillSVG)
        case "sharedHTML": TemplateText(sharedHTML)
        case "thumbnailView": TemplateText(thumbnailView)
        case "inlineStill": inlineStill
        case "duration": TemplateText(duration)
        case "end": TemplateText(end)
        case "fps": TemplateText(String(fps))
        case "stepTimes": TemplateText(stepTimes)
        case "violationTimes": TemplateText(violationTimes)
        case "frameTimes": TemplateText(frameTimes)
        case "statusClass": TemplateText(statusClass)
        case "statusText": TemplateText(statusText)
        case "steps": ContextBox.all(steps)
        case "rows": ContextBox.all(rows)
        case "hasViolations": hasViolations
        case "violations": ContextBox.all(violations)
        case "hasExpectFailures": hasExpectFailures
        case "expectFailures": expectFailures
        case "source": TemplateText(source)
        case "file": TemplateText(file)
        case "line": TemplateText(String(line))
        case "walkthroughFile": TemplateText(walkthroughFile)
        case "hasVariants": hasVariants
        case "firstProfile": TemplateText(firstProfile)
        case "firstStatusClass": TemplateText(firstStatusClass)
        case "firstStatusText": TemplateText(firstStatusText)
        case "variants": ContextBox.all(variants)
        case "partingHeads": partingHeads
        case "partings": ContextBox.all(partings)
        case "variantRows": ContextBox.all(variantRows)
        case "selfContained": selfContained
        case "styleCSS": TemplateText(styleCSS)
        default: nil
        }
    }
}

extension StepContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "number": TemplateText(String(number))
        case "file": TemplateText(file)
        case "anchor": TemplateText(anchor)
        case "caption": TemplateText(caption)
        case "hasNote": hasNote
        case "note": TemplateText(note)
        case "time": TemplateText(time)
        case "playbackTime": TemplateText(playbackTime)
        case "inlineSVG": TemplateText(inlineSVG)
        case "variantStills": ContextBox.all(variantStills)
        case "dir": TemplateText(dir)
        case "width": TemplateText(width)
        case "height": TemplateText(height)
        default: nil
        }
    }
}

extension VariantStill: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "profile": TemplateText(profile)
        case "file": TemplateText(file)
        case "width": TemplateText(width)
        case "height": TemplateText(height)
        case "alt": TemplateText(alt)
        default: nil
        }
    }
}

extension OrderRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "caption": TemplateText(caption)
        case "screen": TemplateText(screen)
        case "data": TemplateText(data)
        case "differs": differs
        case "comparison": TemplateText(comparison)
        default: nil
        }
    }
}

extension ViolationContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rule": TemplateText(rule)
        case "message": TemplateText(message)
        case "frame": TemplateText(String(frame))
        case "time": TemplateText(time)
        case "stepAnchor": TemplateText(stepAnchor)
        case "playbackTime": TemplateText(playbackTime)
        default: nil
        }
    }
}

extension PartingRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "aspect": TemplateText(aspect)
        case "when": TemplateText(when)
        case "cells": cells
        default: nil
        }
    }
}

extension ReportContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": TemplateText(title)
        case "version": TemplateText(version)
        case "figure": ContextBox(figure)
        case "pageFile": TemplateText(pageFile)
        case "styleSheet": TemplateText(styleSheet)
        case "playerScript": TemplateText(playerScript)
        default: nil
        }
    }
}

extension IndexContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": TemplateText(title)
        case "version": TemplateText(version)
        case "pages": ContextBox.all(pages)
        case "boards": ContextBox.all(boards)
        case "boardCount": TemplateText(String(boardCount))
        case "pageCount": TemplateText(String(pageCount))
        default: nil
        }
    }
}

extension IndexPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": TemplateText(title)
        case "href": TemplateText(href)
        case "file": TemplateText(file)
        case "boards": ContextBox.all(boards)
        case "boardsText": TemplateText(boardsText)
        default: nil
        }
    }
}

extension IndexBoard: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": TemplateText(id)
        case "title": TemplateText(title)
        case "href": TemplateText(href)
        case "pageTitle": TemplateText(pageTitle)
        case "pageHref": TemplateText(pageHref)
        case "thumbnail": TemplateText(thumbnail)
        case "thumbnailView": TemplateText(thumbnailView)
        case "thumbnailWidth": TemplateText(thumbnailWidth)
        case "thumbnailHeight": TemplateText(thumbnailHeight)
        case "profile": TemplateText(profile)
        case "statusClass": TemplateText(statusClass)
        case "statusText": TemplateText(statusText)
        default: nil
        }
    }
}

extension NoContext: MustacheParent {
    func child(named name: String) -> Any? { nil }
}

/// A context as the template library's stack holds it: a one-word struct around a reference. The
/// library casts each entry of its stack it passes on a lookup (`as? MustacheParent`,
/// `as? MustacheCustomRepresentation`); a cast that succeeds copies the value, which for a struct
/// such as ``FigureContext`` (forty-odd fields) meant retaining and releasing every field, on every
/// `{{name}}` (issue 17). The box was a class: on Linux a cast of a class instance held in an `Any`
/// first asks whether it is a boxed Swift value (`swift_unboxFromSwiftValueWithType`, itself a
/// conformance lookup), so a struct's casts cost less.
///
/// One type for every context, not one per context type: the first cast of a type to a protocol
/// scans every conformance record of the binary (8,000, with the server's packages linked in), and
/// the library tries five protocols on each new type it meets (`MustacheParent`, `MustacheLambda`,
/// `MustacheCustomRepresentation`, `MustacheTransformable`, `MustacheSequence` on a list of them):
/// with a generic box, each context type and each list of them paid those scans once per process,
/// a few percent of a one-board build's CPU.
struct ContextBox: MustacheParent, Sendable {
    /// The context, behind one reference: the box is one word, so an `Any` holds it inline, and a
    /// cast that copies it retains that reference only.
    private final class Held: Sendable {
        let value: any MustacheParent & Sendable
        init(_ value: any MustacheParent & Sendable) { self.value = value }
    }

    private let held: Held

    init(_ value: some MustacheParent & Sendable) { held = Held(value) }

    /// The context in the box.
    var value: any MustacheParent & Sendable { held.value }

    func child(named name: String) -> Any? { held.value.child(named: name) }

    /// Each of `values` boxed, in order (an array is still a list to a section: empty is false).
    static func all<Value: MustacheParent & Sendable>(_ values: [Value]) -> [ContextBox] { values.map { ContextBox($0) } }
}

/// A String or number field as the templates get it: swift-mustache renders a
/// `MustacheCustomRenderable` by its `renderText` as soon as it finds it, instead of trying
/// further casts (`MustacheLambda`, optional) and printing the value with
/// `String(describing:)`, which was most of a `{{name}}`'s cost once `Mirror` was gone. The
/// text is the same: a String is itself, a number `String(n)`, as `String(describing:)` gave.
/// In a section it is a value, like the String it holds (never null, never a list).
struct TemplateText: MustacheCustomRenderable, Sendable {
    let renderText: String

    init(_ text: String) { renderText = text }

    var isNull: Bool { false }
}
