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

/// Renders the SVG document `svg` (`length` bytes) at its own size (its `width` and `height`, one
/// pixel a point, rounded up to whole pixels), on white, as a PNG (cairo's encoder) in memory: on
/// success `*png` holds its `*png_length` bytes, for the caller to copy and free with `sb_rsvg_free`.
/// Returns 0, or writes why not into `error` (`*png` NULL). Writes no file: the caller's file writer
/// does. Safe to call from several threads at once (each call has its own handle, surface and context).
int sb_rsvg_render_png(const char *svg, size_t length, unsigned char **png, size_t *png_length,
                       char *error, size_t error_size);

/// Frees what `sb_rsvg_render_png` returned.
void sb_rsvg_free(void *bytes);

/// Renders `svg` at its own size (one pixel a point) on opaque white into `pixels`, a picture of
/// `width` × `height` (at least the SVG's size; the rest stays white) held as cairo's ARGB32: 4 bytes
/// a pixel, B G R A in memory on a little-endian machine (ffmpeg's `bgra`), rows `width * 4` apart,
/// every alpha 255. Returns 0, or writes why not into `error`. Safe from several threads at once.
int sb_rsvg_render_bgra(const char *svg, size_t length, int width, int height, unsigned char *pixels,
                        char *error, size_t error_size);

#endif
