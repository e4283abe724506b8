package table

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"

	"twilight/scenes/widget"
)

// anchorPoint is the point of box b that anchor at refers to.
func anchorPoint(b widget.Rect, at render.Anchor) (x, y float64) {
	x, y = b.X, b.Y
	switch at.H {
	case text.AlignCenter:
		x += b.W / 2
	case text.AlignEnd:
		x += b.W
	}
	switch at.V {
	case text.AlignCenter:
		y += b.H / 2
	case text.AlignEnd:
		y += b.H
	}
	return x, y
}

// label draws s in box b, anchored at at, shortened with an ellipsis when
// it is wider than the box, and records it for the audit.
func (g *painter) label(dst *ebiten.Image, s string, face *text.GoTextFace, b widget.Rect, at render.Anchor, c color.Color) {
	if s == "" {
		return
	}
	s = widget.FitText(s, face, b.W)
	x, y := anchorPoint(b, at)
	if g.Audit != nil {
		g.Audit.Items = append(g.Audit.Items, widget.AuditItem{S: s, Box: b, Ink: widget.InkRect(s, face, x, y, at)})
	}
	g.text(dst, s, face, x, y, at, c)
}

// textWidth is the width of s set in f.
func textWidth(s string, f text.Face) float64 {
	w, _ := text.Measure(s, f, 0)
	return w
}

// painter is the table's drawing kit: the faces sized for the layout, the
// options and vertices reused by every draw (so drawing allocates
// nothing), the markers, and the text audit.
type painter struct {
	op    ebiten.DrawImageOptions
	triOp ebiten.DrawTrianglesOptions
	white *ebiten.Image
	vs    []ebiten.Vertex
	is    []uint16
	top   text.DrawOptions
	marks render.Markers

	fTitle, fBody, fSmall, fTiny, fNum, fNumBig, fCurtain *text.GoTextFace
	numFaces                                              map[int]*text.GoTextFace
	numSrc                                                *text.GoTextFaceSource

	// audit, when set, records every label drawn (the layout test).
	Audit *widget.TextAudit
}
