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
/// one pixel a point), on white, into a PNG file at `png_path` (cairo's PNG writer), the
/// size rounded up to whole pixels. Returns 0, or writes why not into `error`. Safe to call
/// from several threads at once (each call has its own handle, surface and context).
int sb_rsvg_render_png(const char *svg, size_t length, const char *png_path, char *error, size_t error_size);

#endif
