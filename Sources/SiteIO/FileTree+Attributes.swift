import CShims
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Extended attributes, for the entries the site writer recreates (the user's folders, the output folder
/// itself, a file copied where hard links are refused): on Linux they hold the ACL as well
/// (`system.posix_acl_access`, and a folder's default ACL, `system.posix_acl_default`), so copying them
/// copies the ACL. A hard-linked file keeps its own: it is the same inode.
extension FileTree {
    /// The extended attributes of the entry at `path` (not followed when a symbolic link), each name with its
    /// value; empty when the file system keeps none. Nil (errno set) when they cannot be read: the entry is
    /// gone, or a read failed.
    static func attributes(of path: [CChar]) -> [(name: [CChar], value: [UInt8])]? {
        guard let names = attributeNames(of: path) else {
            return errno == ENOTSUP || errno == EOPNOTSUPP ? [] : nil
        }
        var result: [(name: [CChar], value: [UInt8])] = []
        for name in names {
            // Sized first; a value that grew in between is asked for again.
            while true {
                let size = shuffleboard_get_attribute(path, name, nil, 0)
                if size < 0 && isMissing(errno) { break }   // removed since it was listed
                guard size >= 0 else { return nil }
                var value = [UInt8](repeating: 0, count: size)
                let count = value.withUnsafeMutableBytes { shuffleboard_get_attribute(path, name, $0.baseAddress, size) }
                if count < 0 && errno == ERANGE { continue }
                if count < 0 && isMissing(errno) { break }
                guard count >= 0 else { return nil }
                result.append((name, Array(value[..<count])))
                break
            }
        }
        return result
    }

    /// Gives the entry at `target` the extended attributes of the one at `source` (neither followed when a
    /// symbolic link), `only` those whose names it takes (all by default): each of the source's is set, and
    /// each of the target's that the source lacks is removed when it is a `user.` attribute or an ACL (a
    /// new entry inherits its folder's default ACL, which the source may not have); the others, which the
    /// system sets on a new entry (`security.selinux`), stay as the system set them.
    ///
    /// An attribute the file system or the kernel refuses to set or remove (`ENOTSUP`, `EOPNOTSUPP`: a
    /// namespace this file system does not keep; `EPERM`, `EACCES`: one that needs a privilege the builder
    /// lacks, such as `trusted.*` and most `security.*` for a user other than root, or `user.*` on a
    /// symbolic link) is skipped. A source whose attributes cannot be read (gone since it was walked) gives
    /// nothing and takes nothing. Returns false (errno set) when another failure stops it (`ENOSPC`,
    /// `EDQUOT`).
    static func copyAttributes(from source: [CChar], to target: [CChar], only: ([CChar]) -> Bool = { _ in true }) -> Bool {
        guard let wanted = attributes(of: source)?.filter({ only($0.name) }) else { return true }
        let names = Set(wanted.map(\.name))
        for name in attributeNames(of: target) ?? [] where only(name) && !names.contains(name) && isRemovable(name) {
            if shuffleboard_remove_attribute(target, name) != 0 && !isMissing(errno) && !isRefused(errno) {
                return false
            }
        }
        for (name, value) in wanted {
            let status = value.withUnsafeBytes { shuffleboard_set_attribute(target, name, $0.baseAddress, $0.count) }
            if status != 0 && !isRefused(errno) { return false }
        }
        return true
    }

    /// The name of a folder's default ACL (Linux), which the entries created inside it inherit.
    static let defaultACL = Array("system.posix_acl_default".utf8CString)

    /// The names of the extended attributes of `path`; nil (errno set) when they cannot be listed.
    private static func attributeNames(of path: [CChar]) -> [[CChar]]? {
        while true {
            let size = shuffleboard_list_attributes(path, nil, 0)
            guard size >= 0 else { return nil }
            if size == 0 { return [] }
            var buffer = [CChar](repeating: 0, count: size)
            let count = shuffleboard_list_attributes(path, &buffer, size)
            if count < 0 && errno == ERANGE { continue }   // one added in between
            guard count >= 0 else { return nil }
            // NUL-terminated names, one after the other.
            return buffer[..<count].split(separator: 0).map { Array($0) + [0] }
        }
    }

    private static func isRemovable(_ name: [CChar]) -> Bool {
        let text = String(decoding: name.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.hasPrefix("user.") || text.hasPrefix("system.posix_acl_")
    }

    private static func isRefused(_ code: Int32) -> Bool {
        code == ENOTSUP || code == EOPNOTSUPP || code == EPERM || code == EACCES
    }

    private static func isMissing(_ code: Int32) -> Bool {
        #if canImport(Darwin)
        code == ENOATTR || code == ENOENT
        #else
        code == ENODATA || code == ENOENT
        #endif
    }
}
