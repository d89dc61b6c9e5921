#ifndef SHUFFLEBOARD_CSHIMS_H
#define SHUFFLEBOARD_CSHIMS_H

#include <sys/types.h>

/// Atomically exchanges two paths (both must exist), e.g. two folders on one file system:
/// Linux renameat2(RENAME_EXCHANGE), macOS renamex_np(RENAME_SWAP).
/// Returns 0, or -1 with errno set (EINVAL, ENOSYS or ENOTSUP when the file system
/// or the system cannot exchange).
int shuffleboard_exchange(const char *a, const char *b);

/// Starts writing the open file `fd`'s dirty pages to disk and returns without waiting
/// (Linux sync_file_range(SYNC_FILE_RANGE_WRITE); elsewhere nothing). Not a flush: a later
/// fsync of the file waits for them and makes the file durable, and finds less left to write.
/// Returns 0, or -1 with errno set.
int shuffleboard_start_writeback(int fd);

/// Whether `path`, relative to the open folder `dirfd` (AT_FDCWD: the current folder; "": `dirfd`
/// itself), not followed when a symbolic link, is the root of a mount: 1 yes, 0 no, -1 when the
/// system cannot tell (no statx, or a file system that does not report STATX_ATTR_MOUNT_ROOT), in which case
/// callers compare device ids. A bind mount of a folder of the same file system has the same device id as
/// its parent, so only this tells it apart.
int shuffleboard_is_mount_root(int dirfd, const char *path);

/// Extended attributes (Linux: the ACLs are the `system.posix_acl_access` and `system.posix_acl_default`
/// ones) of `path`, never following a symbolic link: llistxattr, lgetxattr, lsetxattr and lremovexattr
/// (macOS: the same calls with XATTR_NOFOLLOW; elsewhere -1 with errno ENOTSUP). Each returns what the call
/// returns, -1 with errno set on failure: the names NUL-separated and their size, a value's size (with
/// `size` 0, the size needed), 0 when set or removed.
ssize_t shuffleboard_list_attributes(const char *path, char *names, size_t size);
ssize_t shuffleboard_get_attribute(const char *path, const char *name, void *value, size_t size);
int shuffleboard_set_attribute(const char *path, const char *name, const void *value, size_t size);
int shuffleboard_remove_attribute(const char *path, const char *name);

/// accept(2) whose new descriptor is close-on-exec from the start (Linux accept4(SOCK_CLOEXEC);
/// elsewhere accept and FD_CLOEXEC), so that a child serve starts (Chromium, for a recording)
/// never holds a client's connection open. Returns the descriptor, or -1 with errno set.
int shuffleboard_accept_cloexec(int fd);

#endif
