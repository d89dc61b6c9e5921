import BoardRender
import Foundation
import Testing
import TestSupport

/// The templates built into the module (the EmbedTemplates plugin) are templates/, byte for byte.
@Test func builtInTemplatesAreTheTemplatesFolderByteForByte() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.templates.path)
        .filter { $0.hasSuffix(".mustache") }.sorted()
    #expect(files.map { String($0.dropLast(".mustache".count)) } == Templates.builtIn.keys.sorted())
    #expect(Templates.builtIn.keys.sorted() == Templates.names.sorted())
    for file in files {
        let bytes = try Data(contentsOf: Fixtures.templates.appendingPathComponent(file))
        let name = String(file.dropLast(".mustache".count))
        #expect(Templates.builtIn[name].map { Data($0.utf8) } == bytes, "\(file)")
    }
}

@Test func builtInTemplatesParse() throws {
    _ = try Templates()
}
