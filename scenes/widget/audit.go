package widget

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
)

// TextAudit records every label a screen draws with the box it must fit
// in and the extent the text actually takes, measured with its face, so
// that a test can find any text that overflows its box.
type TextAudit struct {
	Items []AuditItem
}

type AuditItem struct {
	S        string
	Box, Ink Rect
}

// InkRect is where text s in face, drawn at (x, y) with anchor at, lies.
func InkRect(s string, face text.Face, x, y float64, at render.Anchor) Rect {
	w, h := text.Measure(s, face, 0)
	switch at.H {
	case text.AlignCenter:
		x -= w / 2
	case text.AlignEnd:
		x -= w
	}
	switch at.V {
	case text.AlignCenter:
		y -= h / 2
	case text.AlignEnd:
		y -= h
	}
	return Rect{X: x, Y: y, W: w, H: h}
}
