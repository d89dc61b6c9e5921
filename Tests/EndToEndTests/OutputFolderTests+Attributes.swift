#if os(Linux)
import Foundation
import Glibc
import Testing

/// Issue 29, item 2: a rebuild recreates the user's folders and the output folder itself (the swap puts a new
/// folder in its place), and dropped their extended attributes, and so their ACL, which Linux keeps in two of
/// them: the owning group, given `r-x` by the ACL, came out with the mask's `rwx`. The attributes are set
/// here through the system calls, not `setfacl`, so the test needs no `acl` package.
extension OutputFolderTests {
    @Test(.enabled(if: Attributes.supported, "the temporary folder's file system keeps no extended attributes or ACLs"))
    func keptFoldersAndTheOutputFolderKeepTheirACLsAndExtendedAttributes() throws {
        let space = try Workspace()
        defer { space.remove() }
        try space.board("alpha")
        #expect(try space.build().status == 0)
        try space.write("site/mine/deep/note.txt", "mine\n")
        try space.write("site/kept.txt", "kept\n")

        // The output folder: a named user with rwx, the owning group r-x (so the mask, rwx, is wider).
        let rootACL = Attributes.acl([(.userObject, 7, nil), (.user, 7, 4321), (.groupObject, 5, nil),
                                      (.mask, 7, nil), (.other, 5, nil)])
        try Attributes.set("user.tag", Array("root".utf8), on: space.url("site"))
        try Attributes.set(Attributes.access, rootACL, on: space.url("site"))
        // A folder of the user's: an ACL, a default ACL (what is created inside inherits it), two user
        // attributes (one empty), and the set-group-ID bit, set after the ACL (chmod keeps the ACL's mask:
        // it is the group bits, rwx).
        let mineACL = Attributes.acl([(.userObject, 7, nil), (.user, 7, 1234), (.groupObject, 5, nil),
                                      (.group, 1, 2345), (.mask, 7, nil), (.other, 0, nil)])
        let mineDefault = Attributes.acl([(.userObject, 7, nil), (.user, 6, 1234), (.groupObject, 5, nil),
                                          (.mask, 7, nil), (.other, 0, nil)])
        try Attributes.set("user.colour", Array("blue".utf8), on: space.url("site/mine"))
        try Attributes.set("user.empty", [], on: space.url("site/mine"))
        try Attributes.set(Attributes.access, mineACL, on: space.url("site/mine"))
        try Attributes.set(Attributes.defaultACL, mineDefault, on: space.url("site/mine"))
        #expect(chmod(space.url("site/mine").path, 0o2770) == 0)
        // `deep` was made before the default ACL, so it has none, while its copy, made inside the copy of
        // `mine`, inherits one: it must lose it again.
        try Attributes.set("user.deep", [0, 1, 2, 0xFF], on: space.url("site/mine/deep"))
        // Files are hard-linked, so they keep theirs; checked all the same.
        try Attributes.set("user.file", Array("kept".utf8), on: space.url("site/kept.txt"))
        try Attributes.set(Attributes.access, Attributes.acl([(.userObject, 6, nil), (.user, 6, 1234),
                                                              (.groupObject, 4, nil), (.mask, 6, nil),
                                                              (.other, 4, nil)]), on: space.url("site/kept.txt"))

        let paths = ["site", "site/mine", "site/mine/deep", "site/mine/deep/note.txt", "site/kept.txt"]
        let before = try paths.map { try Attributes(space.url($0)) }
        #expect(before[0].extended == ["user.tag": Array("root".utf8), Attributes.access: rootACL])
        #expect(before[1].extended == ["user.colour": Array("blue".utf8), "user.empty": [],
                                       Attributes.access: mineACL, Attributes.defaultACL: mineDefault])
        #expect(before[1].mode == 0o2770)
        #expect(before[2].extended == ["user.deep": [0, 1, 2, 0xFF]])
        let oldRoot = try Attributes(space.url("site")).inode

        try space.board("alpha", moves: 3)
        let result = try space.build()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let after = try paths.map { try Attributes(space.url($0)) }
        #expect(after[0].inode != oldRoot, "the rebuild did not replace the output folder, so it tested nothing")
        for (path, (old, new)) in zip(paths, zip(before, after)) {
            #expect(new.extended == old.extended, "\(path): extended attributes")
            #expect(new.mode == old.mode && new.metadata.owner == old.metadata.owner, "\(path): mode or owner")
            // The output folder is a new folder, with the new site's times.
            if path != "site" { #expect(new.metadata == old.metadata, "\(path): times") }
        }
        #expect(space.fm.contents(atPath: space.url("site/mine/deep/note.txt").path) == Data("mine\n".utf8))
    }

    /// An entry's mode, owner, times and extended attributes (but `security.*`, which the system sets on a
    /// new entry as its policy says), read through the system calls.
    struct Attributes: Equatable {
        var metadata: Metadata
        var mode: mode_t
        var inode: ino_t
        var extended: [String: [UInt8]]

        init(_ url: URL) throws {
            metadata = try OutputFolderTests.metadata(url)
            var info = stat()
            #expect(lstat(url.path, &info) == 0)
            mode = info.st_mode & 0o7777
            inode = info.st_ino
            extended = [:]
            let size = Self.list(url.path, nil, 0)
            try #require(size >= 0, "llistxattr \(url.path): \(String(cString: strerror(errno)))")
            var names = [CChar](repeating: 0, count: size)
            let count = Self.list(url.path, &names, size)
            try #require(count >= 0)
            for raw in names[..<count].split(separator: 0) {
                let name = String(decoding: raw.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if name.hasPrefix("security.") { continue }
                let length = Self.get(url.path, name, nil, 0)
                try #require(length >= 0)
                var value = [UInt8](repeating: 0, count: length)
                let read = value.withUnsafeMutableBytes { Self.get(url.path, name, $0.baseAddress, length) }
                try #require(read == length)
                extended[name] = value
            }
        }

        static let access = "system.posix_acl_access"
        static let defaultACL = "system.posix_acl_default"

        enum Kind: UInt16 {
            case userObject = 0x01, user = 0x02, groupObject = 0x04, group = 0x08, mask = 0x10, other = 0x20
        }

        /// The value of an ACL attribute, as the kernel takes and gives it (`struct posix_acl_xattr_header`
        /// and `posix_acl_xattr_entry` of linux/posix_acl_xattr.h), all little-endian: a 4-byte version, 2;
        /// then per entry a 2-byte tag (the owner 0x01, a named user 0x02, the owning group 0x04, a named
        /// group 0x08, the mask 0x10, others 0x20), 2 bytes of permissions (read 4, write 2, execute 1) and a
        /// 4-byte user or group id (0xFFFFFFFF, "undefined", for all but the named ones). The entries are in
        /// the order of their tags, then ids, as the kernel keeps them.
        static func acl(_ entries: [(kind: Kind, permissions: UInt16, id: UInt32?)]) -> [UInt8] {
            func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
            return bytes(UInt32(2)) + entries.flatMap { bytes($0.kind.rawValue) + bytes($0.permissions) + bytes($0.id ?? .max) }
        }

        static func set(_ name: String, _ value: [UInt8], on url: URL) throws {
            let status = value.withUnsafeBytes { Self.setAttribute(url.path, name, $0.baseAddress, $0.count, 0) }
            try #require(status == 0, "lsetxattr \(name) on \(url.path): \(String(cString: strerror(errno)))")
        }

        /// Whether the temporary folder's file system takes a user attribute and an ACL on a folder.
        static let supported: Bool = {
            guard let folder = try? CLI.temporaryDirectory() else { return false }
            defer { try? FileManager.default.removeItem(at: folder) }
            let minimal = Attributes.acl([(.userObject, 7, nil), (.groupObject, 5, nil), (.other, 5, nil)])
            let tag = Array("probe".utf8)
            return tag.withUnsafeBytes { setAttribute(folder.path, "user.probe", $0.baseAddress, $0.count, 0) } == 0
                && minimal.withUnsafeBytes { setAttribute(folder.path, access, $0.baseAddress, $0.count, 0) } == 0
        }()

        // Glibc's Swift module does not export <sys/xattr.h>: the calls are looked up in the C library.
        private static let setAttribute = unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "lsetxattr"), to: (@convention(c)
            (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32).self)
        private static let get = unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "lgetxattr"), to: (@convention(c)
            (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int).self)
        private static let list = unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "llistxattr"), to: (@convention(c)
            (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int).self)
    }
}
#endif
