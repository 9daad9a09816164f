// HarfBuzz (apt: libharfbuzz-dev, which libsdl2-ttf-dev already pulls in): glyph advances and
// clusters of a shaped run, for placing tracked text glyph by glyph.
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <stddef.h>
#include <stdint.h>

/// A font for shaping in font units: the face at `index` of the file at `path`, or NULL when the
/// file cannot be read or is not a font. Free it with hb_font_destroy.
static inline hb_font_t *playground_hb_open(const char *path, unsigned int index) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) return NULL;
    hb_face_t *face = hb_face_create(blob, index);
    hb_blob_destroy(blob);
    if (!face || hb_face_get_glyph_count(face) == 0) { hb_face_destroy(face); return NULL; }
    hb_font_t *font = hb_font_create(face);
    hb_face_destroy(face);
    return font;
}

/// The font's units per em.
static inline unsigned int playground_hb_upem(hb_font_t *font) {
    return hb_face_get_upem(hb_font_get_face(font));
}

/// Shapes `length` bytes of UTF-8 left to right with the font's default features and writes,
/// for at most `capacity` glyphs in visual order, each glyph's cluster (the byte offset of its
/// first character) and x advance in font units. Returns the number of glyphs shaped (which may
/// exceed `capacity`: call again with room for all of them).
static inline int playground_hb_shape(hb_font_t *font, const char *utf8, int length,
                                      uint32_t *clusters, int32_t *advances, int capacity) {
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf8(buffer, utf8, length, 0, length);
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, NULL);
    for (unsigned int i = 0; i < count && (int)i < capacity; i++) {
        clusters[i] = info[i].cluster;
        advances[i] = pos[i].x_advance;
    }
    hb_buffer_destroy(buffer);
    return (int)count;
}
