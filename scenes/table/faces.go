package table

// faceW notes that the table asks the face cache for width w and returns
// it (render.FaceWidths).
func (m *MatchScene) faceW(w int) int { return m.faceWidths.Note(w) }
