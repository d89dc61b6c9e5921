import SitePlan
import Scenario
import BoardFormat
import Foundation
import Testing
@testable import BoardRender

/// The names the site derives from board ids: HTML ids that no other board's id
/// can produce, and board folders that every file system accepts (issue 11, item 20).
@Suite struct SiteNameTests {
    static func site(_ markdown: String) throws -> [(path: String, contents: String)] {
        let page = try PageParser.parse(markdown: markdown, file: "p.md")
        return SiteBuilder(templates: try FragmentBuilderTests.templates()).build([SitePage(document: page.document(), path: "p")]).texts
    }

    static func board(_ id: String) -> String {
        "```board\nid: \(id)\nviewport: 200x200\nitems: [A, B]\nsteps: [press A, move to B, release]\n```\n\n"
    }

    /// The values of every `attribute="…"` in an HTML text.
    static func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func boardsWhoseIDsLookLikeAnotherBoardsElementsGetDistinctHTMLIDs() throws {
        let ids = ["x", "x-pause", "x-step-1", "x-step-0"]
        let page = try #require(try Self.site(ids.map(Self.board).joined()).first { $0.path == "p.html" }).contents
        let allIDs = Self.values(of: "id", in: page)
        // The walkthrough's own ids (its clip paths and shapes) are the board's id, a dot
        // and a name too: distinct across boards like the rest.
        let htmlIDs = allIDs.filter { id in !ids.contains { id.hasPrefix("\($0).") } || id.hasSuffix(".pause")
            || id.hasSuffix(".play") || id.contains(".step-") }
        // Per board: the figure, the pause control and its reduced-motion twin, and steps 0 to 3.
        #expect(htmlIDs.count == ids.count * 7)
        #expect(Set(allIDs).count == allIDs.count, "duplicate ids: \(allIDs)")
        #expect(Set(htmlIDs).count == htmlIDs.count, "duplicate ids: \(htmlIDs)")
        // Each board's figure has the board's own id; its control and steps a dot after it.
        for id in ids {
            #expect(htmlIDs.contains(id))
            #expect(htmlIDs.contains("\(id).pause"))
            #expect(htmlIDs.contains("\(id).step-3"))
        }
        // Every label drives the checkbox of its own figure.
        for figure in page.components(separatedBy: "<figure ").dropFirst() {
            let figureID = try #require(Self.values(of: "id", in: " " + figure).first)
            #expect(Self.values(of: "for", in: figure) == ["\(figureID).pause", "\(figureID).play"])
        }
    }

    @Test(arguments: [
        ("con", "boards/_con/"), ("aux", "boards/_aux/"), ("nul", "boards/_nul/"), ("prn", "boards/_prn/"),
        ("com1", "boards/_com1/"), ("com9", "boards/_com9/"), ("lpt1", "boards/_lpt1/"), ("lpt9", "boards/_lpt9/"),
        ("CON", "boards/_CON/"), ("Nul.txt", "boards/_Nul.txt/"),
        ("console", "boards/console/"), ("com10", "boards/com10/"), ("con-1", "boards/con-1/"),
        ("con_", "boards/con_/"), ("drag-b", "boards/drag-b/"),
    ])
    func boardFoldersAreSafeOnWindows(id: String, folder: String) {
        #expect(SitePath.boardFolder(id) == folder)
    }

    @Test func boardsNamedLikeWindowsDevicesAreWrittenToSafeFolders() throws {
        let ids = ["con", "aux", "nul", "prn", "com1", "lpt9", "con_"]
        let files = try Self.site(ids.map(Self.board).joined())
        let folders = Set(files.compactMap { file -> String? in
            let parts = file.path.split(separator: "/")
            return parts.count == 3 && parts[0] == "boards" ? String(parts[1]) : nil
        })
        #expect(folders == ["_con", "_aux", "_nul", "_prn", "_com1", "_lpt9", "con_"])
        let page = try #require(files.first { $0.path == "p.html" }).contents
        #expect(page.contains("href=\"boards/_con/walkthrough.svg\""))
        #expect(page.contains("href=\"boards/con_/walkthrough.svg\""))
        // The board keeps its id everywhere else.
        #expect(page.contains("<figure class=\"board\" id=\"con\">"))
        #expect(SiteBuilder.fragmentAssetPrefix(base: "/assets/", id: "con") == "/assets/boards/_con/")
    }

    @Test func aPageNameLongerThanAFileNameIsFound() {
        // 250 bytes + ".html" = 255 fits; 251 + 5 = 256 does not; a folder fits up to 255.
        #expect(SitePath.overlongName(ofPage: String(repeating: "a", count: 250), limit: 255) == nil)
        let long = String(repeating: "a", count: 251)
        #expect(SitePath.overlongName(ofPage: long, limit: 255)?.name == long + ".html")
        #expect(SitePath.overlongName(ofPage: long, limit: 255)?.isFile == true)
        #expect(SitePath.overlongName(ofPage: String(repeating: "é", count: 126), limit: 255)?.name.utf8.count == 257)
        let folder = String(repeating: "f", count: 256)
        #expect(SitePath.overlongName(ofPage: "\(String(repeating: "f", count: 255))/x", limit: 255) == nil)
        #expect(SitePath.overlongName(ofPage: "\(folder)/x", limit: 255)?.name == folder)
        #expect(SitePath.overlongName(ofPage: "\(folder)/x", limit: 255)?.isFile == false)
    }
}
