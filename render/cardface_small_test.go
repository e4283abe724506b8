package render

import "testing"

// TestTinyFaces: every sample card renders without panicking at the
// smallest widths a crowded table might ask for.
func TestTinyFaces(t *testing.T) {
	needGPU(t)
	f := newTestFaces(t)
	for _, s := range samples() {
		for w := 16; w <= 40; w++ {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s at %d px: %v", s.def.Title, w, r)
					}
				}()
				f.Card(&s.def, w)
			}()
		}
	}
}
