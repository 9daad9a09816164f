#!/usr/bin/env python3
"""Generate the SF Symbol glyph outlines that `Image(systemName:)` draws.

Reads Google's Material Icons font (Debian package fonts-material-design-icons-iconfont,
Apache-2.0) and the mapping table fonts/sf-symbol-map.tsv, and writes

  Sources/PlaygroundUI/Graphics/SymbolGlyphData.swift   the outlines, one string literal
  docs/symbols.md                                       the table of supported names

Run by hand after changing the table (never by CI); see fonts/SYMBOLS.md:

  sudo apt-get install -y fonts-material-design-icons-iconfont
  python3 -m venv /tmp/ftv && /tmp/ftv/bin/pip install fonttools
  /tmp/ftv/bin/python3 scripts/make-symbol-glyphs.py

Output format, one line per SF name:  name <TAB> advance <TAB> path
Coordinates are integers in font units (UNITS_PER_EM per em), x to the right from the glyph
origin, y DOWN from the baseline (so the icon, which sits on the baseline, has negative y).
Path commands: "M x y", "L x y", "Q cx cy x y", "C c1x c1y c2x c2y x y", "Z".

It also writes the digits 0-9 of the bundled Inter Display Bold (fonts/InterDisplay-Bold.otf,
SIL Open Font Licence), which the engine sets in a circle or a square for the numbered symbols
`0.circle` … `50.square.fill` that Material Icons has no glyph for: a third table, `digits`,
one line per digit, `digit <TAB> advance <TAB> path` in the same units, standing on the baseline,
then the same digit with its contours turned the other way (named `digit~`), to be cut out of a
disc or a filled square.

Names whose table row has a fourth column (layers, for `symbolRenderingMode`) get a line in a
second table:  name <TAB> layer <TAB> layer ...  where a layer is
"LEVEL COLOUR CONTOURS [PATH]": LEVEL 0, 1 or 2 (primary, secondary, tertiary), COLOUR the
system colour the layer takes in multicolour or "-" (the foreground style), CONTOURS the indices
of the outline's contours that make the layer (comma-separated), and PATH, when present, a
contour cut away from the layer (the gap round a badge).

  --contours NAME   lists the contours of NAME's outline (index, box in grid units, outer or
                    hole), to write its layers.
"""

import argparse
import math
import os
import sys
from datetime import date

try:
    from fontTools.ttLib import TTFont
    from fontTools.pens.basePen import BasePen
except ImportError:  # pragma: no cover - a hint for whoever runs this by hand
    sys.exit("fontTools is needed: python3 -m venv /tmp/ftv && /tmp/ftv/bin/pip install fonttools")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_FONT_DIR = "/usr/share/fonts/truetype/material-design-icons-iconfont"
PACKAGE = "fonts-material-design-icons-iconfont"

# The table's style column → font file. Debian ships only "Regular" (the filled set); the other
# Material Icons styles are listed so that a table row can name them once their fonts are given
# with --font-dir.
STYLE_FILES = {
    "Regular": ["MaterialIcons-Regular.ttf", "MaterialIcons-Regular.otf"],
    "Outlined": ["MaterialIconsOutlined-Regular.otf", "MaterialIconsOutlined-Regular.ttf"],
    "Round": ["MaterialIconsRound-Regular.otf", "MaterialIconsRound-Regular.ttf"],
    "Sharp": ["MaterialIconsSharp-Regular.otf", "MaterialIconsSharp-Regular.ttf"],
    "TwoTone": ["MaterialIconsTwoTone-Regular.otf", "MaterialIconsTwoTone-Regular.ttf"],
}

SIZE_LIMIT = 400 * 1024


class Fail(Exception):
    pass


# MARK: Reading glyphs

class ContourPen(BasePen):
    """Collects a glyph as contours in font units, y up. A contour is (start, segments) where a
    segment is ("L", p) / ("Q", c, p) / ("C", c1, c2, p). BasePen splits TrueType's runs of
    off-curve points into single quadratic segments and handles all-off-curve contours."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.contours = []
        self.current = None

    def _moveTo(self, p):
        self._finish()
        self.current = (p, [])

    def _lineTo(self, p):
        self.current[1].append(("L", p))

    def _qCurveToOne(self, c, p):
        self.current[1].append(("Q", c, p))

    def _curveToOne(self, c1, c2, p):
        self.current[1].append(("C", c1, c2, p))

    def _closePath(self):
        self._finish()

    def _endPath(self):
        self._finish()  # an open contour is filled as if closed

    def _finish(self):
        if self.current is not None and self.current[1]:
            self.contours.append(self.current)
        self.current = None


class IconFont:
    """One Material Icons font: icon names resolved through its ligature table (the way the
    font itself turns the text "star" into the star glyph)."""

    def __init__(self, path):
        self.path = path
        self.font = TTFont(path)
        self.glyph_set = self.font.getGlyphSet()
        self.units_per_em = self.font["head"].unitsPerEm
        self.ascent = self.font["hhea"].ascent
        self.descent = self.font["hhea"].descent
        self.version = self.font["head"].fontRevision
        self.cmap = self.font.getBestCmap()
        self.ligatures = {}
        if "GSUB" in self.font:
            for lookup in self.font["GSUB"].table.LookupList.Lookup:
                for sub in lookup.SubTable:
                    if sub.LookupType == 7:  # extension: unwrap
                        sub = sub.ExtSubTable
                    for first, ligs in getattr(sub, "ligatures", {}).items():
                        for lig in ligs:
                            self.ligatures[(first, *lig.Component)] = lig.LigGlyph

    def glyph_name(self, icon):
        try:
            seq = tuple(self.cmap[ord(ch)] for ch in icon)
        except KeyError:
            return None
        return self.ligatures.get(seq)

    def outline(self, icon):
        name = self.glyph_name(icon)
        if name is None:
            raise Fail(f"no icon named '{icon}' in {os.path.basename(self.path)}")
        pen = ContourPen(self.glyph_set)
        self.glyph_set[name].draw(pen)
        width = self.font["hmtx"][name][0]
        # To y down, baseline at 0.
        flip = lambda p: (float(p[0]), -float(p[1]))
        contours = [(flip(s), [(seg[0], *map(flip, seg[1:])) for seg in segs]) for s, segs in pen.contours]
        return contours, width


# MARK: Digits

DIGIT_FONT = os.path.join(ROOT, "fonts", "InterDisplay-Bold.otf")


def digit_lines(upm):
    """The digits 0-9 of DIGIT_FONT in font units of `upm` per em, y down, standing on the
    baseline; each also reversed (`N~`)."""
    font = TTFont(DIGIT_FONT)
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    k = upm / font["head"].unitsPerEm
    lines = []
    for d in "0123456789":
        name = cmap[ord(d)]
        pen = ContourPen(glyph_set)
        glyph_set[name].draw(pen)
        flip = lambda p: (float(p[0]) * k, -float(p[1]) * k)
        contours = [(flip(st), [(seg[0], *map(flip, seg[1:])) for seg in segs]) for st, segs in pen.contours]
        advance = int(round(font["hmtx"][name][0] * k))
        for suffix, sign in (("", 1), ("~", -1)):
            lines.append(f"{d}{suffix}\t{advance}\t{path_text(oriented(contours, sign))}")
    return lines, font["head"].fontRevision


# MARK: Expressions

def parse_term(text):
    parts = [p.strip() for p in text.split(":")]
    icon, ops = parts[0], []
    if not icon:
        raise Fail(f"empty icon name in '{text}'")
    for op in parts[1:]:
        key, _, value = op.partition("=")
        try:
            if key in ("mirror", "flip", "cut") and not value:
                ops.append((key, None))
            elif key in ("rot", "dx", "dy") and value:
                ops.append((key, float(value)))
            elif key == "scale" and value:
                f = [float(v) for v in value.split(",")]
                if len(f) not in (1, 2):
                    raise ValueError
                ops.append((key, (f[0], f[-1])))
            elif key == "keep" and value:
                ops.append((key, [int(v) for v in value.split(",")]))
            else:
                raise Fail(f"unknown operation ':{op}' "
                           "(mirror, flip, cut, rot=D, scale=F, scale=FX,FY, dx=N, dy=N, keep=I,J)")
        except ValueError:
            raise Fail(f"bad number in ':{op}'")
    return icon, ops


def parse_expression(text):
    terms = [t.strip() for t in text.split("+")]
    if not all(terms):
        raise Fail(f"empty term in '{text}'")
    return [parse_term(t) for t in terms]


def reverse_contour(contour):
    start, segs = contour
    points = [start] + [seg[-1] for seg in segs]
    if points[-1] != start:  # make the implied closing line explicit
        segs = segs + [("L", start)]
        points.append(start)
    out = []
    for i in range(len(segs) - 1, -1, -1):
        seg = segs[i]
        controls = list(reversed(seg[1:-1]))
        out.append((seg[0], *controls, points[i]))
    new_start = points[-1]
    if out and out[-1][0] == "L" and out[-1][-1] == new_start:
        out.pop()  # the closing line is implied again
    return (new_start, out)


def signed_area(contour):
    """Twice the shoelace area of the contour's control polygon (enough for its turning sense):
    positive for a contour that turns clockwise on screen (y down)."""
    start, segs = contour
    pts = [start] + [p for seg in segs for p in seg[1:]]
    return sum(pts[i - 1][0] * pts[i][1] - pts[i][0] * pts[i - 1][1] for i in range(len(pts)))


def oriented(contours, sign):
    """The contours, all turned round if needed so that the largest one (an outer contour) has
    the given turning sense. Fonts are not consistent about it from glyph to glyph, and it
    matters where outlines from different glyphs are overlaid under the non-zero rule."""
    if not contours:
        return contours
    largest = max(contours, key=lambda ct: abs(signed_area(ct)))
    if signed_area(largest) * sign < 0:
        return [reverse_contour(ct) for ct in contours]
    return contours


def transform_contours(contours, matrix):
    a, b, c, d, e, f = matrix  # x' = a x + c y + e, y' = b x + d y + f
    apply = lambda p: (a * p[0] + c * p[1] + e, b * p[0] + d * p[1] + f)
    result = [(apply(s), [(seg[0], *map(apply, seg[1:])) for seg in segs]) for s, segs in contours]
    if a * d - b * c < 0:  # a reflection turns every contour round; turn it back
        result = [reverse_contour(ct) for ct in result]
    return result


def about_centre(cx, cy, a, b, c, d):
    return (a, b, c, d, cx - a * cx - c * cy, cy - b * cx - d * cy)


def build(expression, font):
    """The outline and advance an expression draws, in font units, y down. Every term's outer
    contours turn clockwise on screen, except a `cut` term's, which turn the other way."""
    grid = font.units_per_em / 24.0  # Material icons are drawn on a 24 × 24 grid
    contours, advance = [], 0
    for icon, ops in parse_expression(expression):
        cs, width = font.outline(icon)
        advance = max(advance, width)
        cx, cy = width / 2.0, -(font.ascent + font.descent) / 2.0
        sign = 1
        for key, value in ops:
            if key == "mirror":
                cs = transform_contours(cs, about_centre(cx, cy, -1, 0, 0, 1))
            elif key == "flip":
                cs = transform_contours(cs, about_centre(cx, cy, 1, 0, 0, -1))
            elif key == "rot":  # clockwise on screen (y down)
                r = math.radians(value)
                cos, sin = math.cos(r), math.sin(r)
                cs = transform_contours(cs, about_centre(cx, cy, cos, sin, -sin, cos))
            elif key == "scale":
                cs = transform_contours(cs, about_centre(cx, cy, value[0], 0, 0, value[1]))
            elif key == "dx":
                cs = transform_contours(cs, (1, 0, 0, 1, value * grid, 0))
            elif key == "dy":
                cs = transform_contours(cs, (1, 0, 0, 1, 0, value * grid))
            elif key == "keep":
                if any(i < 0 or i >= len(cs) for i in value):
                    raise Fail(f"'{icon}' has contours 0 to {len(cs) - 1}, not {value}")
                cs = [cs[i] for i in value]
            elif key == "cut":
                sign = -sign
        contours += oriented(cs, sign)
    return contours, advance


def fmt(v):
    n = int(round(v))
    return "0" if n == 0 else str(n)  # no "-0"


def path_text(contours):
    out = []
    for start, segs in contours:
        out += ["M", fmt(start[0]), fmt(start[1])]
        for seg in segs:
            out.append(seg[0])
            for p in seg[1:]:
                out += [fmt(p[0]), fmt(p[1])]
        out.append("Z")
    return " ".join(out)


def bounds(contours):
    xs = [p[0] for s, segs in contours for p in [s] + [q for seg in segs for q in seg[1:]]]
    ys = [p[1] for s, segs in contours for p in [s] + [q for seg in segs for q in seg[1:]]]
    return min(xs), min(ys), max(xs), max(ys)


# MARK: Layers

LEVELS = {"p": 0, "s": 1, "t": 2}
LEVEL_WORDS = ["primary", "secondary", "tertiary"]
# The colours a layer may take in multicolour: SwiftUI's system colours, resolved by the engine
# for light and dark.
COLOURS = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
           "pink", "brown", "gray", "white", "black"]


def parse_layers(text, count):
    """The layers column: `LABEL:LEVEL[/COLOUR]=CONTOURS[~K+G]` entries separated by spaces
    (see the table's header). Returns (label, level, colour or None, [indices], cut) tuples, cut
    being (contour index, gap in grid units) or None."""
    layers = []
    for entry in text.split():
        label, sep, rest = entry.partition(":")
        if not sep or not label:
            raise Fail(f"layer '{entry}': expected LABEL:LEVEL=CONTOURS")
        head, sep, body = rest.partition("=")
        if not sep:
            raise Fail(f"layer '{entry}': expected LABEL:LEVEL=CONTOURS")
        level_text, _, colour = head.partition("/")
        if level_text not in LEVELS:
            raise Fail(f"layer '{entry}': level '{level_text}' is not p, s or t")
        if colour and colour not in COLOURS:
            raise Fail(f"layer '{entry}': colour '{colour}' is not one of {', '.join(COLOURS)}")
        contours_text, _, cut_text = body.partition("~")
        if contours_text == "all":
            indices = list(range(count))
        else:
            indices = []
            try:
                for part in contours_text.split(","):
                    a, dash, b = part.partition("-")
                    indices += list(range(int(a), int(b) + 1)) if dash else [int(a)]
            except ValueError:
                raise Fail(f"layer '{entry}': bad contour list '{contours_text}'")
        cut = None
        if cut_text:
            k, plus, g = cut_text.partition("+")
            try:
                cut = (int(k), float(g) if plus else 0.0)
            except ValueError:
                raise Fail(f"layer '{entry}': bad cut '~{cut_text}' (~K or ~K+GAP)")
        for i in indices + ([cut[0]] if cut else []):
            if i < 0 or i >= count:
                raise Fail(f"layer '{entry}': the outline has contours 0 to {count - 1}, not {i}")
        layers.append((label, LEVELS[level_text], colour or None, indices, cut))
    # One layer says something only in multicolour (a heart drawn red).
    if len(layers) < 2 and not (layers and layers[0][2]):
        raise Fail("a symbol with layers needs at least two, or one with a colour")
    return layers


def grown(contour, gap):
    """`contour` scaled about the centre of its box so that the box grows by `gap` font units on
    every side (a circle stays a circle: the gap round a badge)."""
    x0, y0, x1, y1 = bounds([contour])
    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    fx = (x1 - x0 + 2 * gap) / (x1 - x0)
    fy = (y1 - y0 + 2 * gap) / (y1 - y0)
    return transform_contours([contour], about_centre(cx, cy, fx, 0, 0, fy))[0]


def layer_line(name, layers, contours, grid):
    parts = [name]
    for _, level, colour, indices, cut in layers:
        text = f"{level} {colour or '-'} {','.join(map(str, indices))}"
        if cut:
            text += " " + path_text([grown(contours[cut[0]], cut[1] * grid)])
        parts.append(text)
    return "\t".join(parts)


def markdown_layers(layers):
    out = []
    for label, level, colour, _, cut in layers:
        words = f"{label} {LEVEL_WORDS[level]}"
        if colour:
            words += f" ({colour} in multicolour)"
        if cut:
            around = next((other[0] for other in layers if cut[0] in other[3] and other[0] != label), "a contour")
            words += f", cut {cut[1]:g}/24 em clear of the {around}" if cut[1] else f", cut clear of the {around}"
        out.append(words)
    return "; ".join(out)


# MARK: The table

def read_table(path):
    rows, seen = [], {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) not in (3, 4):
                raise Fail(f"{path}:{number}: expected 3 or 4 tab-separated columns, got {len(cols)}")
            name, expression, style = (c.strip() for c in cols[:3])
            layers = cols[3].strip() if len(cols) == 4 else ""
            if not name or any(ch.isspace() for ch in name):
                raise Fail(f"{path}:{number}: bad SF name '{name}'")
            if name in seen:
                raise Fail(f"{path}:{number}: '{name}' already mapped on line {seen[name]}")
            if style not in STYLE_FILES:
                raise Fail(f"{path}:{number}: unknown style '{style}' ({', '.join(STYLE_FILES)})")
            seen[name] = number
            rows.append((name, expression, style, number, layers))
    return rows


def open_fonts(styles, font_dir):
    fonts = {}
    for style in sorted(styles):
        for filename in STYLE_FILES[style]:
            path = os.path.join(font_dir, filename)
            if os.path.exists(path):
                fonts[style] = IconFont(path)
                break
        else:
            raise Fail(f"style {style}: none of {', '.join(STYLE_FILES[style])} in {font_dir}")
    ems = {f.units_per_em for f in fonts.values()}
    if len(ems) != 1:
        raise Fail(f"the fonts disagree about units per em: {sorted(ems)}")
    return fonts


# MARK: Writing

SWIFT_TEMPLATE = """\
// GENERATED by scripts/make-symbol-glyphs.py from fonts/sf-symbol-map.tsv: do not edit by hand.
// Outlines from Google's Material Icons ({fonts}; Debian package {package} {version}),
// licensed under the Apache License 2.0 (fonts/LICENSE-MaterialIcons.txt). Changed from the
// original: converted to path data, and for some names turned, mirrored, scaled or combined as
// fonts/sf-symbol-map.tsv says. The digits are Inter Display Bold's (SIL Open Font Licence 1.1,
// fonts/LICENSE-Inter.txt), converted to path data. Provenance: fonts/SYMBOLS.md.

/// The outlines `SymbolGlyphs` parses: one line per SF Symbol name,
/// `name<TAB>advance<TAB>path`. Coordinates are integers in font units (`unitsPerEm` to the em),
/// x to the right of the glyph's origin, y down from the baseline (negative is above it). Path
/// commands: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`.
enum SymbolGlyphData {{
    /// Font units per em.
    static let unitsPerEm = {upm}
    /// The top of the icons' square, in font units (y down): each icon is drawn in a square of
    /// this height standing on the baseline.
    static let emBoxTop = {top}
    /// How many names `table` holds.
    static let count = {count}

    static let table = #\"\"\"
{lines}
\"\"\"#

    /// The layers of the names that have them (`symbolRenderingMode`, docs/semantics.md §19.6):
    /// `name<TAB>layer<TAB>layer…`, back to front, each layer `LEVEL COLOUR CONTOURS [PATH]` —
    /// LEVEL 0, 1, 2 (primary, secondary, tertiary), COLOUR the system colour it takes in
    /// multicolour or `-` (the foreground style), CONTOURS the indices of the contours of the
    /// name's path in `table` that make it, PATH a contour cut away from it (a badge's gap).
    static let layers = #\"\"\"
{layer_lines}
\"\"\"#

    /// The digits 0–9 of Inter Display Bold ({digit_font}), set by `SymbolGlyphs` in a circle or a
    /// square for the numbered symbols (`7.circle`): `digit<TAB>advance<TAB>path` as in `table`,
    /// standing on the baseline; `digit~` is the same digit with its contours turned the other
    /// way, cut out of a disc or a filled square.
    static let digits = #\"\"\"
{digit_lines}
\"\"\"#
}}
"""


def write_swift(path, lines, layer_lines, fonts, pkg_version):
    font = next(iter(fonts.values()))
    names = ", ".join(f"{os.path.basename(f.path)} {f.version:.3f}" for f in fonts.values())
    digits, digit_version = digit_lines(font.units_per_em)
    text = SWIFT_TEMPLATE.format(
        fonts=names, package=PACKAGE, version=pkg_version, upm=font.units_per_em, top=-font.ascent,
        count=len(lines), lines="\n".join(lines), layer_lines="\n".join(layer_lines),
        digit_font=f"{os.path.basename(DIGIT_FONT)} {digit_version:.3f}", digit_lines="\n".join(digits))
    if "\"\"\"#" in "\n".join(lines + layer_lines + digits):
        raise Fail("a line contains the string's closing delimiter")
    size = len(text.encode("utf-8"))
    if size > SIZE_LIMIT:
        raise Fail(f"{path} would be {size} bytes, more than {SIZE_LIMIT}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return size


def markdown_expression(expression):
    """`circle + filter_list:scale=0.6:cut` → readable prose-ish code spans."""
    parts = []
    for icon, ops in parse_expression(expression):
        words = []
        for key, value in ops:
            if key in ("mirror", "flip", "cut"):
                words.append({"mirror": "mirrored", "flip": "flipped", "cut": "cut out"}[key])
            elif key == "rot":
                words.append(f"turned {value:g}° clockwise")
            elif key == "scale":
                words.append(f"at {value[0]:g}×" if value[0] == value[1] else f"at {value[0]:g}× by {value[1]:g}×")
            elif key == "keep":
                words.append("contour" + ("s " if len(value) > 1 else " ") + ", ".join(map(str, value)) + " only")
            elif key == "dx":
                words.append(f"moved {abs(value):g}/24 em {'right' if value > 0 else 'left'}")
            elif key == "dy":
                words.append(f"moved {abs(value):g}/24 em {'down' if value > 0 else 'up'}")
        parts.append(f"`{icon}`" + (f" ({', '.join(words)})" if words else ""))
    return " + ".join(parts)


def write_markdown(path, rows, fonts, pkg_version):
    font_names = ", ".join(f"`{os.path.basename(f.path)}`" for f in fonts.values())
    out = [
        "# Symbols: `Image(systemName:)`",
        "",
        "<!-- GENERATED by scripts/make-symbol-glyphs.py from fonts/sf-symbol-map.tsv: edit those, not this file. -->",
        "",
        "PlaygroundUI cannot ship Apple's SF Symbols, so `Image(systemName:)` draws a stand-in: for",
        "each SF Symbol name below, the nearest icon in Google's Material Icons, a free icon set",
        "under the Apache License 2.0. The artwork is Google's, not Apple's: a symbol means the same",
        "thing and has roughly the shape it has on Apple platforms, but not the same look (Material's",
        "strokes are heavier and its corners squarer). Only Material's filled style is available, so",
        "an outline name (`star`) uses Material's outline variant where the filled set has one",
        "(`star_border`), and where Material has a single design the outline and `.fill` names draw",
        "the same icon (`house`, `house.fill`). A few names are built by turning, mirroring or",
        "overlaying Material icons (`chevron.left.circle` is Material's ring with its chevron",
        "inside); the right-hand column says how.",
        "",
        "Every icon is drawn in a square one em on a side standing on the baseline, with a margin of",
        "about 1/12 em around most artwork. The outlines were taken from the font once and are stored",
        "as path data in `Sources/PlaygroundUI/Graphics/SymbolGlyphData.swift`; the engine fills them",
        "with its own path rasteriser, so no font is loaded at run time. Names not listed here have no",
        "glyph. To add a name or regenerate the data see [fonts/SYMBOLS.md](../fonts/SYMBOLS.md);",
        "licence: [fonts/LICENSE-MaterialIcons.txt](../fonts/LICENSE-MaterialIcons.txt).",
        "",
        f"Source: {font_names} from the Debian package `{PACKAGE}` {pkg_version}.",
        f"{len(rows)} names, {sum(1 for r in rows if r[4])} of them with layers.",
        "",
        "Besides the table, the numbered symbols SF Symbols has from 0 to 50 — `N.circle`,",
        "`N.circle.fill`, `N.square`, `N.square.fill` — draw for every number the table lacks (0 and",
        "7 to 50; 1 to 6 are Material's own): the enclosure below with the number's digits, from the",
        "bundled Inter Display Bold (SIL Open Font Licence, `fonts/LICENSE-Inter.txt`), standing in",
        "its middle, cut out of a filled one. They are set by `SymbolGlyphs.addNumbered` when the",
        "symbols are first used.",
        "",
        "A name with layers is drawn in several layers by `symbolRenderingMode(.hierarchical)`,",
        "`.palette` and `.multicolor` (docs/semantics.md §19.6): the third column names them back",
        "to front, with the level each takes (primary, secondary) and the colour it keeps in",
        "multicolour; a layer without a colour takes the foreground style there, and a name none of",
        "whose layers has a colour is drawn in one layer in multicolour (as SF Symbols draws a",
        "symbol without multicolour annotations). The other names, and every name in monochrome,",
        "are drawn in one layer.",
        "",
        "| SF Symbol | Material icon | Layers |",
        "|---|---|---|",
    ]
    for name, expression, style, _, layers in sorted(rows, key=lambda r: r[0]):
        note = "" if style == "Regular" else f" ({style})"
        described = markdown_layers(parse_layers(layers, 10 ** 6)) if layers else ""
        out.append(f"| `{name}` | {markdown_expression(expression)}{note} | {described} |")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def package_version():
    try:
        import subprocess
        v = subprocess.run(["dpkg-query", "-W", "-f=${Version}", PACKAGE],
                           capture_output=True, text=True, check=True).stdout.strip()
        return v or "(unknown version)"
    except Exception:
        return "(unknown version)"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--font-dir", default=DEFAULT_FONT_DIR, help="where the Material Icons fonts are")
    ap.add_argument("--table", default=os.path.join(ROOT, "fonts", "sf-symbol-map.tsv"))
    ap.add_argument("--swift", default=os.path.join(ROOT, "Sources", "PlaygroundUI", "Graphics", "SymbolGlyphData.swift"))
    ap.add_argument("--markdown", default=os.path.join(ROOT, "docs", "symbols.md"))
    ap.add_argument("--contours", metavar="NAME", help="list the contours of NAME's outline and write nothing")
    args = ap.parse_args()
    try:
        rows = read_table(args.table)
        fonts = open_fonts({r[2] for r in rows}, args.font_dir)
        upm = next(iter(fonts.values())).units_per_em
        if args.contours:
            row = next((r for r in rows if r[0] == args.contours), None)
            if row is None:
                raise Fail(f"no row for '{args.contours}'")
            contours, _ = build(row[1], fonts[row[2]])
            grid = upm / 24.0
            for i, ct in enumerate(contours):
                x0, y0, x1, y1 = bounds([ct])
                kind = "outer" if signed_area(ct) > 0 else "hole"
                print(f"{i}: x {x0 / grid:.1f}…{x1 / grid:.1f}, y {(y0 + upm) / grid:.1f}…{(y1 + upm) / grid:.1f} "
                      f"(grid units from the square's top left), {kind}")
            return
        lines, layer_lines, errors = [], [], []
        for name, expression, style, number, layers in sorted(rows, key=lambda r: r[0]):
            try:
                contours, advance = build(expression, fonts[style])
                if layers:
                    layer_lines.append(layer_line(name, parse_layers(layers, len(contours)), contours, upm / 24.0))
            except Fail as e:
                errors.append(f"{args.table}:{number}: {name}: {e}")
                continue
            if not contours:
                errors.append(f"{args.table}:{number}: {name}: '{expression}' has no outline")
                continue
            x0, y0, x1, y1 = bounds(contours)
            if x0 < -0.1 * upm or x1 > 1.1 * advance or y0 < -1.1 * upm or y1 > 0.1 * upm:
                errors.append(f"{args.table}:{number}: {name}: outline leaves the icon's square "
                              f"({x0:.0f}, {y0:.0f}, {x1:.0f}, {y1:.0f})")
                continue
            lines.append(f"{name}\t{advance}\t{path_text(contours)}")
        if errors:
            raise Fail("\n".join(errors))
        version = package_version()
        size = write_swift(args.swift, lines, layer_lines, fonts, version)
        write_markdown(args.markdown, rows, fonts, version)
    except Fail as e:
        sys.exit(f"make-symbol-glyphs: {e}")
    print(f"{len(lines)} symbols ({len(layer_lines)} with layers), {size} bytes → {os.path.relpath(args.swift, ROOT)}; "
          f"table → {os.path.relpath(args.markdown, ROOT)}")


if __name__ == "__main__":
    main()
