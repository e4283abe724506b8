package replays

import (
	"context"
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/ai"
	"twilight/session"

	"twilight/scenes/widget"
)

// ReviewState is "Review my play" in the viewer: the strongest computer
// level looks again at each decision of the seat watched, from that
// seat's view at the time, off the game loop (session.StartReview). The
// strip's button starts it, shows its progress and cancels it; when it
// is done the panel lists the marked decisions with their sentences, and
// a click on one (or Up and Down) moves the replay to it.
type ReviewState struct {
	button *widget.Button
	run    *session.Review
	seat   int8
	// Marks are the review's findings once it has finished; Err why it
	// stopped short (nil when it finished; cancelling is not an error).
	Marks []ai.Mark
	Done  bool
	Err   error
	open  bool
	cur   int // the mark shown, or -1
	top   int // the first mark the panel lists
	box   widget.Rect
	rows  []widget.Rect
}

// StartReview reviews the decisions of the seat watched now (again, when
// one was reviewed before).
func (v *WatchScene) StartReview() {
	r := &v.review
	r.cancel()
	r.seat, r.Marks, r.Done, r.Err, r.open, r.cur, r.top = v.seat, nil, false, nil, false, -1, 0
	r.run = session.StartReview(v.W.Replayer(), ai.ReviewOptions{Player: v.seat, Seed: 1})
	v.labels()
}

// Review is the review under way or done: its marks once done.
func (v *WatchScene) Review() *ReviewState { return &v.review }

// CancelReview stops the review under way, if any.
func (v *WatchScene) CancelReview() {
	if v.review.Reviewing() {
		v.pressReview()
	}
}

// Reviewing reports whether a review is under way.
func (r *ReviewState) Reviewing() bool { return r.run != nil && !r.Done }

func (r *ReviewState) cancel() {
	if r.run != nil && !r.Done {
		r.run.Cancel()
	}
	r.run = nil
}

// pressReview is the strip's button: start, cancel, or show and hide
// the marks.
func (v *WatchScene) pressReview() {
	r := &v.review
	switch {
	case r.Reviewing():
		r.cancel()
		r.Done = false
	case r.Done && r.seat == v.seat:
		r.open = !r.open
	default:
		v.StartReview()
	}
	v.labels()
}

// label is the button's word for where the review stands.
func (r *ReviewState) label(v *WatchScene) {
	switch {
	case r.Reviewing():
		done, total := r.run.Progress()
		r.button.Label = fmt.Sprintf("Cancel %d/%d", done, total)
	case r.Done && r.seat == v.seat:
		r.button.Label = fmt.Sprintf("Marks: %d", len(r.Marks))
	default:
		r.button.Label = "Review play"
	}
}

// poll takes the review's result when it is ready, and keeps the
// button's progress up to date.
func (r *ReviewState) poll(v *WatchScene) {
	if !r.Reviewing() {
		return
	}
	marks, finished, err := r.run.Poll()
	if finished {
		r.Marks, r.Done, r.open = marks, true, true
		if err != nil && !errors.Is(err, context.Canceled) {
			r.Err = err
		}
	}
	r.label(v)
}

// jump shows mark i's decision: the replay before it, from the reviewed
// seat's eyes.
func (v *WatchScene) jump(i int) {
	r := &v.review
	if i < 0 || i >= len(r.Marks) {
		return
	}
	r.cur = i
	v.seat = r.seat
	v.Seek(r.Marks[i].Decision)
}

// reviewKeys: with the marks open, Up and Down go to the mark before or
// after. It reports whether it used the key.
func (v *WatchScene) reviewKeys(k ebiten.Key) bool {
	r := &v.review
	if !r.open || len(r.Marks) == 0 {
		return false
	}
	switch k {
	case ebiten.KeyArrowUp:
		v.jump(max(0, r.cur-1))
	case ebiten.KeyArrowDown:
		v.jump(min(len(r.Marks)-1, r.cur+1))
	default:
		return false
	}
	return true
}

// click jumps to the mark clicked; it reports whether p was on the panel.
func (v *WatchScene) reviewClick(p input.Point) bool {
	r := &v.review
	if !r.open || !r.box.Contains(p.X, p.Y) {
		return false
	}
	for i, row := range r.rows {
		if row.Contains(p.X, p.Y) {
			v.jump(r.top + i) // the rows list the marks from top
		}
	}
	return true
}

// drawReview paints the marks' panel over the top of the board.
func (v *WatchScene) drawReview(screen *ebiten.Image) {
	r := &v.review
	if !r.open {
		return
	}
	sk := &v.Sk
	u := sk.U
	w := 560 * u
	r.box = widget.Rect{X: v.strip.X + v.strip.W - w - 8*u, Y: 8 * u, W: w}
	line := 19 * u
	type entry struct {
		lines []string
		mark  int
	}
	room := v.strip.Y - 24*u
	var entries []entry
	var height float64
	list := func() {
		entries, height = entries[:0], 44*u
		for i := r.top; i < len(r.Marks); i++ {
			ls := widget.Wrap(markText(r.Marks[i]), sk.Small, w-32*u)
			if height+float64(len(ls))*line+8*u > room-line {
				break
			}
			entries = append(entries, entry{ls, i})
			height += float64(len(ls))*line + 8*u
		}
	}
	r.top = min(r.top, max(0, r.cur))
	for list(); r.cur >= 0 && len(entries) > 0 && entries[len(entries)-1].mark < r.cur; list() {
		r.top++ // keep the mark shown in view
	}
	more := len(entries) > 0 && entries[len(entries)-1].mark < len(r.Marks)-1
	if more || r.top > 0 {
		height += line
	}
	if len(r.Marks) == 0 || r.Err != nil {
		height += line
	}
	r.box.H = height
	widget.FillRect(screen, r.box, render.Fade(render.Ink, 0.94))
	widget.StrokeRect(screen, r.box, 1, render.Fade(render.Gilt, 0.6))
	who := v.W.Session().State().PlayerName(r.seat)
	head := fmt.Sprintf("Review of %s play: %d marked", rules.Possessive(who), len(r.Marks))
	render.DrawText(screen, head, sk.Label, r.box.X+16*u, r.box.Y+20*u, render.LeftMiddle, render.GiltLight)
	y := r.box.Y + 40*u
	r.rows = r.rows[:0]
	for _, e := range entries {
		row := widget.Rect{X: r.box.X + 6*u, Y: y - 2*u, W: w - 12*u, H: float64(len(e.lines))*line + 4*u}
		ink := render.Fade(render.Ivory, 0.82)
		if e.mark == r.cur {
			widget.FillRect(screen, row, render.Fade(render.Gilt, 0.16))
			ink = render.GiltLight
		}
		for k, l := range e.lines {
			render.DrawText(screen, l, sk.Small, r.box.X+16*u, y+float64(k)*line+line/2, render.LeftMiddle, ink)
		}
		r.rows = append(r.rows, row)
		y += float64(len(e.lines))*line + 8*u
	}
	switch {
	case r.Err != nil:
		render.DrawText(screen, widget.FitText("The review stopped: "+r.Err.Error(), sk.Note, w-32*u), sk.Note, r.box.X+16*u, y+line/2, render.LeftMiddle, widget.ErrorInk)
	case more || r.top > 0:
		render.DrawText(screen, fmt.Sprintf("Marks %d to %d of %d · Up and Down go through them", r.top+1, r.top+len(entries), len(r.Marks)),
			sk.Note, r.box.X+16*u, y+line/2, render.LeftMiddle, render.Fade(render.Ivory, 0.7))
	case len(r.Marks) == 0:
		render.DrawText(screen, "No decision where another move was clearly better.", sk.Note, r.box.X+16*u, y+line/2, render.LeftMiddle, render.Fade(render.Ivory, 0.75))
	}
}

// markText is a mark's line in the panel: when, then the review's
// sentence.
func markText(m ai.Mark) string {
	when := fmt.Sprintf("Turn %d", m.Turn)
	if m.Turn == 0 {
		when = "Opening hands"
	}
	return fmt.Sprintf("%s, action %d: %s", when, m.Decision+1, m.Reason)
}
