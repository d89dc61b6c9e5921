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

#endif
