package table

import "slices"

// faceW notes that the table asks the face cache for width w and returns
// it: the faces of the widths a layout no longer uses are freed when the
// window or the interface size changes (dropOldFaces).
func (m *MatchScene) faceW(w int) int {
	if !slices.Contains(m.faceWidths, w) {
		m.faceWidths = append(m.faceWidths, w)
	}
	return w
}

// dropOldFaces frees the faces drawn at the previous size when the table
// is laid out for another window size or interface scale. Without it
// every size a window is dragged through keeps a full table of faces,
// and the texture atlas they share grows page after page (in the text
// audit, 16 sizes, to pages of 16384 pixels).
func (m *MatchScene) dropOldFaces(scale float64) {
	now := [3]float64{float64(m.W), float64(m.H), scale}
	if m.laidFor == now {
		return
	}
	if m.laidFor != ([3]float64{}) {
		for _, w := range m.faceWidths {
			m.app.Faces.DropWidth(w)
		}
		m.faceWidths = m.faceWidths[:0]
	}
	m.laidFor = now
}
