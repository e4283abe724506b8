package collection

import "time"

// WarmTexts shapes, ahead of need, the preview texts of the cards that
// pass the filters, for about budget: the first ones while the collection
// opens, a few a tick, so that pointing at a card later shapes nothing.
func (d *DecksScene) WarmTexts(budget time.Duration) {
	if d.Lay.Cols == 0 || d.rowFace == nil {
		return
	}
	start := time.Now()
	b := d.previewTextBox()
	for _, i := range d.Passing {
		if time.Since(start) >= budget {
			return
		}
		d.cardText(d.Cat.Items[i], b)
	}
}

// PreviewLines are the lines of text the preview writes under the card it
// shows now (none when it shows no card).
func (d *DecksScene) PreviewLines() []string {
	i := d.ShownItem()
	if i < 0 || d.rowFace == nil {
		return nil
	}
	var out []string
	for _, l := range d.cardText(d.Cat.Items[i], d.previewTextBox()).lines {
		out = append(out, l.s)
	}
	return out
}
