#ifndef SHUFFLEBOARD_CSHIMS_H
#define SHUFFLEBOARD_CSHIMS_H

/// Atomically exchanges two paths (both must exist), e.g. two folders on one file system:
/// Linux renameat2(RENAME_EXCHANGE), macOS renamex_np(RENAME_SWAP).
/// Returns 0, or -1 with errno set (EINVAL, ENOSYS or ENOTSUP when the file system
/// or the system cannot exchange).
int shuffleboard_exchange(const char *a, const char *b);

/// Flushes to disk everything written on the file system holding the open file `fd`
/// (Linux syncfs; elsewhere fsync of `fd`). Returns 0, or -1 with errno set.
int shuffleboard_syncfs(int fd);

/// Whether `path`, relative to the open folder `dirfd` (AT_FDCWD: the current folder; "": `dirfd`
/// itself), not followed when a symbolic link, is the root of a mount: 1 yes, 0 no, -1 when the
/// system cannot tell (no statx, or a file system that does not report STATX_ATTR_MOUNT_ROOT), in which case
/// callers compare device ids. A bind mount of a folder of the same file system has the same device id as
/// its parent, so only this tells it apart.
int shuffleboard_is_mount_root(int dirfd, const char *path);

#endif
