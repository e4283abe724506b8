package render

import "slices"

// FaceWidths are the widths a screen asks of a Faces while laid out at
// one size, so that the faces of a size the screen no longer uses can be
// freed when it is laid out again: without it every size a window is
// dragged through keeps a full set of faces, and the texture atlas they
// share grows page after page (in the table's text audit, 16 sizes, to
// pages of 16384 pixels).
//
// With Faces.Background the faces of the old size are kept until Retire:
// they stand in, scaled, while the new ones are painted off the game loop
// (dropped at once, every card would show its back for a moment).
type FaceWidths struct {
	widths  []int
	retired []int // the old size's widths, kept until Retire
	laid    [3]float64
}

// Note records that width w is asked for and returns it.
func (fw *FaceWidths) Note(w int) int {
	if !slices.Contains(fw.widths, w) {
		fw.widths = append(fw.widths, w)
	}
	return w
}

// Lay tells the screen is laid out for size (say width, height and
// interface scale): when that differs from the last size, the faces of
// every width noted since are freed from f.
func (fw *FaceWidths) Lay(f *Faces, size [3]float64) {
	if fw.laid == size {
		return
	}
	if fw.laid != ([3]float64{}) {
		fw.retired = append(fw.retired, fw.widths...)
		fw.widths = fw.widths[:0]
		if !f.Background {
			fw.Retire(f)
		}
	}
	fw.laid = size
}

// Retire frees the faces of the widths an earlier size used and the
// present one does not: at once without Faces.Background, else when the
// screen's faces at its present size are in.
func (fw *FaceWidths) Retire(f *Faces) {
	for _, w := range fw.retired {
		if !slices.Contains(fw.widths, w) {
			f.DropWidth(w)
		}
	}
	fw.retired = fw.retired[:0]
}
