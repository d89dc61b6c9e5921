// System calls Swift's Glibc module does not export (they need _GNU_SOURCE).
#define _GNU_SOURCE
#include "CShims.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>

#if defined(__linux__) || defined(__APPLE__)
#include <sys/xattr.h>
#endif
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

ssize_t shuffleboard_list_attributes(const char *path, char *names, size_t size) {
#if defined(__linux__)
    return llistxattr(path, names, size);
#elif defined(__APPLE__)
    return listxattr(path, names, size, XATTR_NOFOLLOW);
#else
    (void)path; (void)names; (void)size;
    errno = ENOTSUP;
    return -1;
#endif
}

ssize_t shuffleboard_get_attribute(const char *path, const char *name, void *value, size_t size) {
#if defined(__linux__)
    return lgetxattr(path, name, value, size);
#elif defined(__APPLE__)
    return getxattr(path, name, value, size, 0, XATTR_NOFOLLOW);
#else
    (void)path; (void)name; (void)value; (void)size;
    errno = ENOTSUP;
    return -1;
#endif
}

int shuffleboard_set_attribute(const char *path, const char *name, const void *value, size_t size) {
#if defined(__linux__)
    return lsetxattr(path, name, value, size, 0);
#elif defined(__APPLE__)
    return setxattr(path, name, value, size, 0, XATTR_NOFOLLOW);
#else
    (void)path; (void)name; (void)value; (void)size;
    errno = ENOTSUP;
    return -1;
#endif
}

int shuffleboard_remove_attribute(const char *path, const char *name) {
#if defined(__linux__)
    return lremovexattr(path, name);
#elif defined(__APPLE__)
    return removexattr(path, name, XATTR_NOFOLLOW);
#else
    (void)path; (void)name;
    errno = ENOTSUP;
    return -1;
#endif
}

#include <sys/socket.h>

int shuffleboard_accept_cloexec(int fd) {
#if defined(__linux__)
    return accept4(fd, NULL, NULL, SOCK_CLOEXEC);
#else
    int client = accept(fd, NULL, NULL);
    if (client >= 0) fcntl(client, F_SETFD, FD_CLOEXEC);
    return client;
#endif
}
