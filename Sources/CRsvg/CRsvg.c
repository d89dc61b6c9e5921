#include "CRsvg.h"

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The few declarations of librsvg, cairo and GLib this file uses, as their headers have them
   (librsvg 2.52 or later for rsvg_handle_get_intrinsic_size_in_pixels). */
typedef struct { unsigned int domain; int code; char *message; } SBGError;
typedef struct { double x, y, width, height; } SBRsvgRectangle;
enum { SB_CAIRO_FORMAT_ARGB32 = 0, SB_CAIRO_FORMAT_RGB24 = 1, SB_CAIRO_STATUS_SUCCESS = 0 };

static void *(*rsvg_new_from_data)(const unsigned char *, size_t, SBGError **);
static int (*rsvg_intrinsic_size)(void *, double *, double *);
static int (*rsvg_render_document)(void *, void *, const SBRsvgRectangle *, SBGError **);
static void (*g_object_unref_)(void *);
static void (*g_error_free_)(SBGError *);
static void *(*cairo_image_surface_create_)(int, int, int);
static void *(*cairo_image_surface_create_for_data_)(unsigned char *, int, int, int, int);
static void (*cairo_surface_flush_)(void *);
static int (*cairo_surface_status_)(void *);
static void *(*cairo_create_)(void *);
static void (*cairo_set_source_rgb_)(void *, double, double, double);
static void (*cairo_paint_)(void *);
static void (*cairo_destroy_)(void *);
typedef int (*SBCairoWrite)(void *, const unsigned char *, unsigned int);
static int (*cairo_surface_write_to_png_stream_)(void *, SBCairoWrite, void *);
static void (*cairo_surface_destroy_)(void *);

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded = -1;   /* -1 not tried, 0 loaded, 1 failed */
static char load_error[512];

static void *open_library(const char *name) {
    void *h = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!h) snprintf(load_error, sizeof load_error, "cannot load %s: %s", name, dlerror());
    return h;
}

#define FIND(handle, pointer, symbol) \
    if (!(*(void **)&(pointer) = dlsym(handle, symbol))) { \
        snprintf(load_error, sizeof load_error, "%s lacks %s", #handle, symbol); return 1; }

static int load(const char *library) {
    void *rsvg = open_library(library ? library : "librsvg-2.so.2");
    if (!rsvg) return 1;
    void *cairo = open_library("libcairo.so.2");
    if (!cairo) return 1;
    void *gobject = open_library("libgobject-2.0.so.0");
    if (!gobject) return 1;
    void *glib = open_library("libglib-2.0.so.0");
    if (!glib) return 1;
    FIND(rsvg, rsvg_new_from_data, "rsvg_handle_new_from_data")
    FIND(rsvg, rsvg_intrinsic_size, "rsvg_handle_get_intrinsic_size_in_pixels")
    FIND(rsvg, rsvg_render_document, "rsvg_handle_render_document")
    FIND(gobject, g_object_unref_, "g_object_unref")
    FIND(glib, g_error_free_, "g_error_free")
    FIND(cairo, cairo_image_surface_create_, "cairo_image_surface_create")
    FIND(cairo, cairo_image_surface_create_for_data_, "cairo_image_surface_create_for_data")
    FIND(cairo, cairo_surface_flush_, "cairo_surface_flush")
    FIND(cairo, cairo_surface_status_, "cairo_surface_status")
    FIND(cairo, cairo_create_, "cairo_create")
    FIND(cairo, cairo_set_source_rgb_, "cairo_set_source_rgb")
    FIND(cairo, cairo_paint_, "cairo_paint")
    FIND(cairo, cairo_destroy_, "cairo_destroy")
    FIND(cairo, cairo_surface_write_to_png_stream_, "cairo_surface_write_to_png_stream")
    FIND(cairo, cairo_surface_destroy_, "cairo_surface_destroy")
    return 0;
}

int sb_rsvg_load(const char *library, char *error, size_t error_size) {
    pthread_mutex_lock(&load_lock);
    if (loaded < 0) loaded = load(library);
    pthread_mutex_unlock(&load_lock);
    if (loaded != 0 && error && error_size) snprintf(error, error_size, "%s", load_error);
    return loaded;
}

static int fail(char *error, size_t error_size, const char *what, SBGError *e) {
    if (error && error_size) snprintf(error, error_size, "%s%s%s", what, e ? ": " : "", e ? e->message : "");
    if (e) g_error_free_(e);
    return 1;
}

/* The PNG as cairo writes it, in memory: `bytes` grown as needed (NULL, 0 and 0 to start). */
typedef struct { unsigned char *bytes; size_t length, capacity; } SBBuffer;

static int append_png_bytes(void *closure, const unsigned char *data, unsigned int length) {
    SBBuffer *out = closure;
    if (out->length + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 1 << 16;
        while (capacity < out->length + length) capacity *= 2;
        unsigned char *grown = realloc(out->bytes, capacity);
        if (!grown) return 1; /* CAIRO_STATUS_NO_MEMORY */
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->length, data, length);
    out->length += length;
    return SB_CAIRO_STATUS_SUCCESS;
}

int sb_rsvg_render_png(const char *svg, size_t length, unsigned char **png, size_t *png_length,
                       char *error, size_t error_size) {
    *png = NULL;
    *png_length = 0;
    if (loaded != 0) return fail(error, error_size, "librsvg is not loaded", NULL);
    SBGError *e = NULL;
    void *handle = rsvg_new_from_data((const unsigned char *)svg, length, &e);
    if (!handle) return fail(error, error_size, "librsvg could not read the SVG", e);
    double width = 0, height = 0;
    if (!rsvg_intrinsic_size(handle, &width, &height) || width < 1 || height < 1 || width > 32767 || height > 32767) {
        g_object_unref_(handle);
        return fail(error, error_size, "the SVG has no usable width and height", NULL);
    }
    int w = (int)ceil(width), h = (int)ceil(height);
    void *surface = cairo_image_surface_create_(SB_CAIRO_FORMAT_RGB24, w, h);
    if (cairo_surface_status_(surface) != SB_CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy_(surface);
        g_object_unref_(handle);
        return fail(error, error_size, "cairo could not make the picture", NULL);
    }
    void *cr = cairo_create_(surface);
    cairo_set_source_rgb_(cr, 1, 1, 1);
    cairo_paint_(cr);
    SBRsvgRectangle viewport = { 0, 0, width, height };
    int drawn = rsvg_render_document(handle, cr, &viewport, &e);
    cairo_destroy_(cr);
    g_object_unref_(handle);
    if (!drawn) {
        cairo_surface_destroy_(surface);
        return fail(error, error_size, "librsvg could not draw the SVG", e);
    }
    SBBuffer out = { NULL, 0, 0 };
    int status = cairo_surface_write_to_png_stream_(surface, append_png_bytes, &out);
    cairo_surface_destroy_(surface);
    if (status != SB_CAIRO_STATUS_SUCCESS) {
        free(out.bytes);
        return fail(error, error_size, "cairo could not encode the PNG", NULL);
    }
    *png = out.bytes;
    *png_length = out.length;
    return 0;
}

void sb_rsvg_free(void *bytes) { free(bytes); }

int sb_rsvg_render_bgra(const char *svg, size_t length, int width, int height, unsigned char *pixels,
                        char *error, size_t error_size) {
    if (loaded != 0) return fail(error, error_size, "librsvg is not loaded", NULL);
    if (width < 1 || height < 1 || width > 32767 || height > 32767)
        return fail(error, error_size, "the picture has no usable width and height", NULL);
    SBGError *e = NULL;
    void *handle = rsvg_new_from_data((const unsigned char *)svg, length, &e);
    if (!handle) return fail(error, error_size, "librsvg could not read the SVG", e);
    double w = 0, h = 0;
    if (!rsvg_intrinsic_size(handle, &w, &h) || w < 1 || h < 1) {
        g_object_unref_(handle);
        return fail(error, error_size, "the SVG has no usable width and height", NULL);
    }
    void *surface = cairo_image_surface_create_for_data_(pixels, SB_CAIRO_FORMAT_ARGB32, width, height, width * 4);
    if (cairo_surface_status_(surface) != SB_CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy_(surface);
        g_object_unref_(handle);
        return fail(error, error_size, "cairo could not make the picture", NULL);
    }
    void *cr = cairo_create_(surface);
    cairo_set_source_rgb_(cr, 1, 1, 1);
    cairo_paint_(cr);
    SBRsvgRectangle viewport = { 0, 0, w, h };
    int drawn = rsvg_render_document(handle, cr, &viewport, &e);
    cairo_destroy_(cr);
    g_object_unref_(handle);
    cairo_surface_flush_(surface);
    cairo_surface_destroy_(surface);
    if (!drawn) return fail(error, error_size, "librsvg could not draw the SVG", e);
    return 0;
}
