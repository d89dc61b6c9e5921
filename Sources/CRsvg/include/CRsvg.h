#ifndef SHUFFLEBOARD_CRSVG_H
#define SHUFFLEBOARD_CRSVG_H

#include <stddef.h>

/// librsvg and cairo, loaded when `shuffleboard export` first needs them (dlopen), so that
/// the tool builds and runs without them: only export does. No C pointer leaves this module.
///
/// Loads librsvg (`library`, or "librsvg-2.so.2" when NULL), cairo and GLib's object and error
/// functions. Returns 0 when every function was found; otherwise writes why into `error`.
/// Call once, before any render; later calls return the first result.
int sb_rsvg_load(const char *library, char *error, size_t error_size);

/// Renders the SVG document `svg` (`length` bytes) at its own size (its `width` and `height`,
/// one pixel a point), on white, into a PNG file at `png_path` (cairo's PNG encoder, written through a descriptor of our own: a failed write says "cannot write: " and its errno text), the
/// size rounded up to whole pixels. Returns 0, or writes why not into `error`. Safe to call
/// from several threads at once (each call has its own handle, surface and context).
int sb_rsvg_render_png(const char *svg, size_t length, const char *png_path, char *error, size_t error_size);

/// Renders `svg` at its own size (one pixel a point) on opaque white into `pixels`, a picture of
/// `width` × `height` (at least the SVG's size; the rest stays white) held as cairo's ARGB32: 4 bytes
/// a pixel, B G R A in memory on a little-endian machine (ffmpeg's `bgra`), rows `width * 4` apart,
/// every alpha 255. Returns 0, or writes why not into `error`. Safe from several threads at once.
int sb_rsvg_render_bgra(const char *svg, size_t length, int width, int height, unsigned char *pixels,
                        char *error, size_t error_size);

#endif
