package render

import (
	"image"

	"twilight/rules"
)

// LevelSymbol paints the symbol of level l as the cost pips on card faces
// show it — a bronze circle (Lesser, I), a silver square (Greater, II), a
// gold triangle (Exalted, III) — at size×size pixels, for legends.
func LevelSymbol(l rules.Level, size int) *image.RGBA {
	size = max(size, 6)
	cv := newCanvas(size, size)
	s := float64(size)
	paintLevelShape(cv, l, s/2, s/2, s*0.36, false)
	return cv.image()
}
