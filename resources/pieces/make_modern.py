#!/usr/bin/env python3
"""Writes the "modern" piece set: twelve SVG files, drawn for Kibitz.

A flat, geometric set, unlike the turned Staunton shapes of "classic". Every piece but the knight
is a straight cone standing on the floor of the box, a flat band round its neck and a head of
plain figures: a disc (pawn), a crenellated block (rook), a pointed mitre with a slit (bishop), a
fan of five pearl-tipped points (queen), a flat-topped cup under a bold cross (king). The knight
is a horse's head of straight facets on a low slab. A line across every foot makes a common base.
There is no shading and no ornament; the silhouettes are large, the outline and the lines are
heavy, and the heads differ in outline, so that the pieces read at 32 px and on a projector.

Each piece is drawn in three passes from one list of shapes:
  1. the shapes with a wide stroke in the outline colour, which leaves a ring of OUTLINE units
     all round the piece's silhouette;
  2. the same shapes filled with the body colour and no stroke, which hides the inner half of that
     stroke, so only the silhouette is outlined and the parts merge into one flat body;
  3. "cuts": lines and dots in the detail colour that mark where the parts meet (the foot, the
     neck band) and the features (the bishop's slit, the knight's eye and mane). A cut across a
     joint ends exactly on the silhouette, where the outline takes over.
A white piece is a light body with a dark outline and dark cuts; a black piece is a dark body with
a dark outline and light cuts, which is what keeps its parts apart on a dark square. The geometry
is written once here, so both colours always match.

Run from this directory: python3 make_modern.py
"""

from math import cos, radians, sin, sqrt
from pathlib import Path

WHITE = {"fill": "#f8f8f6", "stroke": "#22252a", "detail": "#22252a"}
BLACK = {"fill": "#30343b", "stroke": "#101114", "detail": "#e4e6ea"}

OUTLINE = 1.25  # the outline's width outside the silhouette
CUT_WIDTH = 1.4

CX = 22.5  # the vertical axis every piece (but the knight) is symmetric about


def num(value):
    return f"{value:.2f}".rstrip("0").rstrip(".")


def rect(x1, y1, x2, y2, r=0.0):
    radius = f' rx="{num(r)}"' if r else ""
    return (f'<rect x="{num(x1)}" y="{num(y1)}" width="{num(x2 - x1)}" height="{num(y2 - y1)}"'
            f"{radius}/>")


def circle(cx, cy, r):
    return f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"/>'


def polygon(*points):
    return '<polygon points="' + " ".join(f"{num(x)},{num(y)}" for x, y in points) + '"/>'


def path(d):
    return f'<path d="{d}"/>'


def trapezoid(y_bottom, bottom_half, y_top, top_half):
    """A body symmetric about CX, bottom_half wide each side at y_bottom, top_half at y_top."""
    return polygon((CX - bottom_half, y_bottom), (CX - top_half, y_top),
                   (CX + top_half, y_top), (CX + bottom_half, y_bottom))


def half_width(y_bottom, bottom_half, y_top, top_half, y):
    """How far the trapezoid above reaches either side of CX at height y."""
    t = (y_bottom - y) / (y_bottom - y_top)
    return bottom_half + t * (top_half - bottom_half)


def hcut(y, half):
    """A cut across the piece at height y, `half` units either side of CX."""
    return f"M {num(CX - half)} {num(y)} H {num(CX + half)}"


# Every piece stands on the floor of the box at FLOOR; a cut across its foot at FOOT sets off a
# low base, the same on all pieces.
FLOOR, FOOT = 40.4, 36.9


def cone(bottom_half, y_top, top_half):
    """The body: a straight cone from the floor up to y_top, and the cut across its foot."""
    shape = trapezoid(FLOOR, bottom_half, y_top, top_half)
    return shape, hcut(FOOT, half_width(FLOOR, bottom_half, y_top, top_half, FOOT))


def ring(y_top, y_bottom, half):
    """A flat band round the neck, over the top of the cone; its cuts depend on its neighbours."""
    return rect(CX - half, y_top, CX + half, y_bottom, (y_bottom - y_top) / 2)


def make_pawn():
    bottom, top_y, top = 10.2, 27.5, 3.6
    body, foot = cone(bottom, top_y, top)
    head_cy, head_r = 18.4, 7.0
    ring_top, ring_bottom = 24.6, 28.0
    chord = sqrt(head_r ** 2 - (ring_top - head_cy) ** 2)
    return {
        "shapes": [body, ring(ring_top, ring_bottom, 6.6), circle(CX, head_cy, head_r)],
        "cuts": [foot, hcut(ring_top, chord),
                 hcut(ring_bottom, half_width(FLOOR, bottom, top_y, top, ring_bottom))],
    }


def make_rook():
    # A tower under a crenellated block: three merlons between two wide embrasures.
    bottom, top_y, top = 12.0, 17.0, 8.2
    body, foot = cone(bottom, top_y, top)
    y_top, notch, y_bottom = 6.6, 11.4, 17.6
    left, right, gap = CX - 11.6, CX + 11.6, 4.8
    merlon = (right - left - 2 * gap) / 3
    points = [(left, y_bottom), (left, y_top)]
    for i in range(3):
        x = left + i * (merlon + gap)
        if i:
            points += [(x, notch), (x, y_top)]
        points.append((x + merlon, y_top))
        if i < 2:
            points.append((x + merlon, notch))
    points.append((right, y_bottom))
    return {
        "shapes": [body, polygon(*points), ring(17.0, 20.4, 10.2)],
        # The cut under the battlement stops where the band's rounded ends begin.
        "cuts": [foot, hcut(17.6, 9.9),
                 hcut(20.4, half_width(FLOOR, bottom, top_y, top, 20.4))],
    }


def make_bishop():
    bottom, top_y, top = 11.2, 26.0, 3.4
    body, foot = cone(bottom, top_y, top)
    ring_top, ring_bottom = 23.2, 26.6
    mitre = path(f"M {num(CX - 7.0)} 23.8 C {num(CX - 8.4)} 17.6 {num(CX - 5.2)} 13.2 "
                 f"{num(CX)} 9.6 C {num(CX + 5.2)} 13.2 {num(CX + 8.4)} 17.6 "
                 f"{num(CX + 7.0)} 23.8 Z")
    return {
        "shapes": [body, ring(ring_top, ring_bottom, 7.4), mitre, circle(CX, 8.0, 2.4)],
        "cuts": [foot, hcut(ring_top, 7.0),
                 hcut(ring_bottom, half_width(FLOOR, bottom, top_y, top, ring_bottom)),
                 f"M {num(CX + 3.9)} 14.0 L {num(CX - 1.3)} 19.6"],
    }


def make_knight():
    # A horse's head of straight facets facing left, the back of the neck one sweeping curve, on
    # a low slab as high as the other pieces' feet; the cut across the neck is its top.
    head = path("M 13.6 38 L 15.2 30.8 L 19.6 25.6 L 13.8 26.8 L 9.4 25.4 L 8.2 21.8 "
                "L 15.6 11.6 L 20.4 8.8 L 23.2 4.6 L 26.2 9.0 "
                "C 32 10.6 35.4 17.6 34.6 25.4 C 34.2 29.6 33.6 33.6 33.4 38 Z")
    foot = trapezoid(FLOOR, 12.4, FOOT, 11.6)
    return {
        "shapes": [foot, head],
        "cuts": [f"M 13.8 {num(FOOT)} H 33.5", "M 26.8 12.4 C 30.6 14.6 32.2 19.6 31.4 25.2"],
        "dots": [circle(19.4, 14.8, 1.6), circle(11.0, 22.5, 0.9)],
    }


def crowned(head, head_cuts):
    """The queen and the king: the same cone and ring under different heads."""
    bottom, top_y, top = 12.6, 22.6, 3.9
    body, foot = cone(bottom, top_y, top)
    ring_top, ring_bottom = 20.2, 23.6
    return {
        "shapes": [body] + head + [ring(ring_top, ring_bottom, 8.0)],
        "cuts": [foot, hcut(ring_bottom, half_width(FLOOR, bottom, top_y, top, ring_bottom)),
                 hcut(ring_top, 6.4)] + head_cuts,
    }


def make_queen():
    # A fan of five even points, radiating from a centre below the crown.
    def ray(angle, radius):
        return CX + radius * sin(radians(angle)), 26.0 - radius * cos(radians(angle))

    points = [(CX - 7.2, 20.8)]
    for angle in (-36, -18, 0, 18, 36):
        if angle > -36:
            points.append(ray(angle - 9, 14.2))
        points.append(ray(angle, 20.6))
    points.append((CX + 7.2, 20.8))
    pearls = [circle(*ray(angle, 20.6), 1.7) for angle in (-36, -18, 0, 18, 36)]
    return crowned([polygon(*points)] + pearls, [])


def make_king():
    # A flat-topped head under a bold cross.
    cup = polygon((CX - 6.6, 20.8), (CX - 9.6, 11.0), (CX + 9.6, 11.0), (CX + 6.6, 20.8))
    cross = polygon((CX - 1.9, 11.6), (CX - 1.9, 8.0), (CX - 4.8, 8.0), (CX - 4.8, 4.8),
                    (CX - 1.9, 4.8), (CX - 1.9, 2.2), (CX + 1.9, 2.2), (CX + 1.9, 4.8),
                    (CX + 4.8, 4.8), (CX + 4.8, 8.0), (CX + 1.9, 8.0), (CX + 1.9, 11.6))
    return crowned([cross, cup], [])


PIECES = {
    "P": make_pawn(),
    "R": make_rook(),
    "B": make_bishop(),
    "N": make_knight(),
    "Q": make_queen(),
    "K": make_king(),
}

TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<!-- Kibitz modern piece set, drawn for Kibitz (generated by make_modern.py). -->
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="45" height="45" viewBox="0 0 45 45">
<g fill="{stroke}" stroke="{stroke}" stroke-width="{ring}" stroke-linejoin="round">
{shapes}
</g>
<g fill="{fill}" stroke="none">
{shapes}
</g>
<g fill="none" stroke="{detail}" stroke-width="{cw}" stroke-linecap="butt">
{cuts}
</g>
{dots}</svg>
"""


def dots(piece, colour):
    if not piece.get("dots"):
        return ""
    shapes = "\n".join(piece["dots"])
    return f'<g fill="{colour["detail"]}" stroke="none">\n{shapes}\n</g>\n'


def main():
    out = Path(__file__).resolve().parent / "modern"
    out.mkdir(exist_ok=True)
    for colour, prefix in ((WHITE, "w"), (BLACK, "b")):
        for letter, piece in PIECES.items():
            text = TEMPLATE.format(
                fill=colour["fill"], stroke=colour["stroke"], detail=colour["detail"],
                ring=num(2 * OUTLINE), cw=num(CUT_WIDTH),
                shapes="\n".join(piece["shapes"]),
                cuts="\n".join(f'<path d="{d}"/>' for d in piece["cuts"]),
                dots=dots(piece, colour))
            (out / f"{prefix}{letter}.svg").write_text(text)


if __name__ == "__main__":
    main()
