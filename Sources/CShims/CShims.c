// System calls Swift's Glibc module does not export (they need _GNU_SOURCE).
#define _GNU_SOURCE
#include "CShims.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>

#if defined(__linux__)
#include <sys/syscall.h>
#endif

int shuffleboard_exchange(const char *a, const char *b) {
#if defined(__linux__) && defined(SYS_renameat2)
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
    // The raw system call: glibc's wrapper only exists from 2.28 on.
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(a, b, RENAME_SWAP);
#else
    (void)a;
    (void)b;
    errno = ENOSYS;
    return -1;
#endif
}

int shuffleboard_start_writeback(int fd) {
#if defined(__linux__)
    return sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
#else
    (void)fd;
    return 0;
#endif
}

int shuffleboard_is_mount_root(int dirfd, const char *path) {
#if defined(__linux__) && defined(STATX_ATTR_MOUNT_ROOT)
    struct statx info;
    int flags = AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT | (path[0] == 0 ? AT_EMPTY_PATH : 0);
    if (statx(dirfd, path, flags, STATX_TYPE, &info) != 0) return -1;
    if (!(info.stx_attributes_mask & STATX_ATTR_MOUNT_ROOT)) return -1;
    return (info.stx_attributes & STATX_ATTR_MOUNT_ROOT) ? 1 : 0;
#else
    (void)dirfd;
    (void)path;
    return -1;
#endif
}
