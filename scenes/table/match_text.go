package table

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/scenes/widget"
)

// painter is the table's drawing kit: the brush (reused options and
// vertices, so drawing allocates nothing; the markers; the text audit)
// and the faces sized for the layout.
type painter struct {
	widget.Brush

	fTitle, fBody, fSmall, fTiny, fNum, fNumBig, fCurtain *text.GoTextFace
	numFaces                                              map[int]*text.GoTextFace
	numSrc                                                *text.GoTextFaceSource
}
