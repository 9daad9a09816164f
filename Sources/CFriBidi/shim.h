// GNU FriBidi (apt: libfribidi-dev): the Unicode bidirectional algorithm for text layout.
#include <fribidi/fribidi.h>
#include <stdlib.h>

/// The embedding level of each of `length` UTF-32 characters of one paragraph, its base direction
/// taken from the first strong character (as a Text with natural alignment does). Explicit
/// embeddings and overrides (U+202A–202E, U+2066–2069) take effect. Returns the paragraph's
/// maximum level plus one, or 0 on failure.
static inline int playground_bidi_levels(const uint32_t *chars, int length, uint8_t *levels) {
    if (length <= 0) return 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    int result = 0;
    if (types && brackets) {
        fribidi_get_bidi_types((const FriBidiChar *)chars, length, types);
        fribidi_get_bracket_types((const FriBidiChar *)chars, length, types, brackets);
        FriBidiParType base = FRIBIDI_PAR_ON;
        result = (int)fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, (FriBidiLevel *)levels);
    }
    free(types);
    free(brackets);
    return result;
}
