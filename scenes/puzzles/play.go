package puzzles

import (
	"github.com/hajimehoshi/ebiten/v2"

	"twilight/present/puzzle"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/ai"
	"twilight/session"

	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// PlayScene is one puzzle on the match table: the player's moves are
// judged against the answer; once they are right, or one is wrong, a
// panel opens over the table. Esc returns to the list.
type PlayScene struct {
	app  *scene.App
	list *ListScene
	// Index is the puzzle's place in the list.
	Index int
	P     *puzzle.Puzzle
	Table scene.PuzzleTable
	S     *session.Session
	judge *puzzle.Judge
	// judging brings the verdict on such a move, worked out off the game
	// loop (nil: none under way). Meanwhile the judge is the worker's
	// alone and the table takes no input; moves made in the same stroke
	// (a Scheme dropped on its target: the Summon, then the target) wait
	// in queue for it, in order.
	judging chan puzzle.Verdict
	queue   []madeMove
	// Shown: the answer was shown this attempt (solving it then does not
	// mark the puzzle solved).
	Shown bool
	// Open: the verdict's panel is over the table; Answer: it shows the
	// answer.
	Open, Answer bool

	try, answer, next, toList, playIt *widget.Button
	Sk                                widget.Skin
	Form                              widget.Form
	keys                              widget.Keys
	w, h                              int
	ctx                               *scene.Context
}

// NewPlay sets puzzle i of the list up on the table.
func NewPlay(app *scene.App, list *ListScene, i int) (*PlayScene, error) {
	p := &PlayScene{app: app, list: list, Index: i, P: list.Puzzles[i], Form: widget.NewForm()}
	p.try = &widget.Button{Label: "Try again", Primary: true, OnPress: p.Retry}
	p.answer = &widget.Button{Label: "See the answer", OnPress: p.ShowAnswer}
	p.next = &widget.Button{Label: "Next puzzle", Primary: true, OnPress: p.Next}
	p.toList = &widget.Button{Label: "Puzzles", OnPress: p.leave}
	p.playIt = &widget.Button{Label: "Play it", Primary: true, OnPress: p.PlayAnswer}
	if err := p.reset(); err != nil {
		return nil, err
	}
	return p, nil
}

// reset puts the puzzle's position on a fresh table.
func (p *PlayScene) reset() error {
	state, err := p.P.Position(p.app.Set)
	if err != nil {
		return err
	}
	seats := make([]session.Seat, state.NumPlayers())
	for i := range seats {
		seats[i].Name = state.PlayerName(int8(i))
		if int8(i) == p.P.Seat {
			seats[i].Name = "You"
			continue
		}
		if seats[i].Bot, err = ai.New("normal", ai.Options{}); err != nil {
			return err
		}
	}
	s, err := session.New(state, seats, "")
	if err != nil {
		return err
	}
	s.MinThink = p.app.Settings.Pace()
	if p.S != nil {
		_ = p.S.Close()
	}
	p.S, p.judge, p.judging, p.queue = s, puzzle.NewJudge(p.P, ai.NewArbiter(ai.Options{})), nil, nil
	p.Open, p.Shown, p.Answer = false, false, false
	p.Table = p.app.Routes.PuzzleTable(p.app, scene.PuzzlePlay{Session: s, Acted: p.acted, Held: p.held})
	if p.w > 0 {
		p.Table.Layout(p.w, p.h)
	}
	return nil
}

// WhyWrong is what the wrong move leads to, when the puzzle says.
func (p *PlayScene) WhyWrong() string {
	if p.judging != nil {
		return ""
	}
	return p.judge.Why
}

// Verdict is the attempt's result so far (Going while a move is being
// judged).
func (p *PlayScene) Verdict() puzzle.Verdict {
	if p.judging != nil {
		return puzzle.Going
	}
	return p.judge.Verdict()
}

// Judging reports whether a move is being judged by its outcome (off the
// game loop; the table waits).
func (p *PlayScene) Judging() bool { return p.judging != nil }

// held: the table takes no keys while the panel is open or a move is
// being judged.
func (p *PlayScene) held() bool { return p.Open || p.judging != nil }

// madeMove is a move of the player's, with the game just before it.
type madeMove struct {
	before *rules.State
	a      rules.Action
}

// acted judges the player's move, taken in before (after the moves
// waiting in queue).
func (p *PlayScene) acted(before *rules.State, a rules.Action) {
	p.queue = append(p.queue, madeMove{before, a})
	p.judgeNext()
}

// judgeNext judges the moves in queue, in order: at once those the file
// decides, the first that needs the outcome test on a goroutine of its
// own (it takes up to a few tenths of a second), whose verdict poll
// collects before the rest are judged.
func (p *PlayScene) judgeNext() {
	for p.judging == nil && len(p.queue) > 0 {
		m := p.queue[0]
		p.queue = p.queue[1:]
		if p.judge.Verdict() != puzzle.Going {
			p.queue = nil
			return
		}
		if v, ok := p.judge.Listed(m.before, m.a); ok {
			p.decided(v)
			continue
		}
		ch, j := make(chan puzzle.Verdict, 1), p.judge
		p.judging = ch
		go func() { ch <- j.Move(m.before, m.a) }()
	}
}

// poll collects the verdict worked out off the game loop, once it came,
// and judges the moves waiting for it.
func (p *PlayScene) poll() {
	if p.judging == nil {
		return
	}
	select {
	case v := <-p.judging:
		p.judging = nil
		p.decided(v)
		p.judgeNext()
	default:
	}
}

// settle lets the game as played decide an attempt still going once the
// puzzle's turn is over (a move the answer does not list was right).
func (p *PlayScene) settle() {
	if p.judging == nil && len(p.queue) == 0 && p.judge.Verdict() == puzzle.Going {
		p.decided(p.judge.Settle(p.S.State()))
	}
}

// decided opens the panel once the attempt is decided (marking the
// puzzle solved, unless the answer was shown).
func (p *PlayScene) decided(v puzzle.Verdict) {
	switch v {
	case puzzle.Solved:
		if !p.Shown {
			p.list.markSolved(p.P.Name)
		}
		p.Open = true
	case puzzle.Wrong:
		p.Open = true
	}
	p.buttons()
}

// Retry puts the position back as it was.
func (p *PlayScene) Retry() {
	if err := p.reset(); err != nil {
		p.list.Status = widget.Sentence("This puzzle cannot be played: " + err.Error())
		p.leave()
	}
}

// ShowAnswer opens the answer: the move and why it is right.
func (p *PlayScene) ShowAnswer() {
	p.Open, p.Answer = true, true
	p.buttons()
}

// PlayAnswer puts the position back and points at the answer's move, for
// the player to make (which then does not mark the puzzle solved).
func (p *PlayScene) PlayAnswer() {
	p.Retry()
	if a, ok := p.P.FirstMove(p.S.State()); ok {
		p.Table.ShowMove(a, p.P.Move)
	}
	p.Shown = true
}

// Next opens the next puzzle (after the last, the list).
func (p *PlayScene) Next() {
	if p.Index+1 >= len(p.list.Puzzles) {
		p.leave()
		return
	}
	p.list.Select(p.Index + 1)
	p.list.ctx = p.ctx
	p.list.Open(p.Index + 1)
	p.list.ctx = nil
}

func (p *PlayScene) leave() {
	_ = p.S.Close()
	if p.ctx != nil {
		p.ctx.GoTo(p.list)
	}
}

// buttons are the panel's buttons for the verdict.
func (p *PlayScene) buttons() {
	u := p.Sk.U
	box := p.panelBox()
	y := box.Y1 - 96*u
	var ws []widget.Widget
	switch {
	case p.Answer:
		p.playIt.Box = widget.BoxAt(box.X1-28*u-180*u, y, 180*u, 46*u)
		p.toList.Box = widget.BoxAt(p.playIt.Box.X0-20*u-150*u, y, 150*u, 46*u)
		ws = []widget.Widget{p.toList, p.playIt}
		p.Form.OnEnter = p.PlayAnswer
	case p.Verdict() == puzzle.Solved:
		p.next.Box = widget.BoxAt(box.X1-28*u-200*u, y, 200*u, 46*u)
		p.toList.Box = widget.BoxAt(p.next.Box.X0-20*u-150*u, y, 150*u, 46*u)
		ws = []widget.Widget{p.toList, p.next}
		p.Form.OnEnter = p.Next
	default:
		p.try.Box = widget.BoxAt(box.X1-28*u-180*u, y, 180*u, 46*u)
		p.answer.Box = widget.BoxAt(p.try.Box.X0-20*u-210*u, y, 210*u, 46*u)
		p.toList.Box = widget.BoxAt(p.answer.Box.X0-20*u-150*u, y, 150*u, 46*u)
		ws = []widget.Widget{p.toList, p.answer, p.try}
		p.Form.OnEnter = p.Retry
	}
	p.Form.Set(ws, ws[len(ws)-1])
}

// panelBox is where the verdict's panel is: the middle of the screen.
func (p *PlayScene) panelBox() widget.Box {
	u := p.Sk.U
	w, h := 640*u, 300*u
	x, y := (float64(p.w)-w)/2, (float64(p.h)-h)/2-40*u
	return widget.BoxAt(x, y, w, h)
}

// Layout implements Scene.
func (p *PlayScene) Layout(w, h int) {
	p.w, p.h = w, h
	p.Sk.Setup(p.app.Fonts, p.app.Table, widget.ScaleFor(w, h, p.app.Settings))
	p.Table.Layout(w, h)
	p.buttons()
}

// Update implements Scene.
func (p *PlayScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&p.keys)
	return p.Handle(ctx, &p.keys)
}

// Handle runs one tick (tests hand their own keys): Esc leaves for the
// list; with the panel open its buttons take the input and the table
// only plays on, else the table takes it.
func (p *PlayScene) Handle(ctx *scene.Context, in *widget.Keys) error {
	p.ctx = ctx
	defer func() { p.ctx = nil }()
	if !ctx.Fading() && in.Has(ebiten.KeyEscape) {
		p.leave()
		return nil
	}
	p.poll()
	if !p.held() {
		err := p.Table.Update(ctx)
		p.settle()
		return err
	}
	held := *ctx
	held.Gestures = nil
	if err := p.Table.Update(&held); err != nil || !p.Open {
		return err
	}
	if !ctx.Fading() {
		if p.Verdict() == puzzle.Wrong && !p.Answer && in.Has(ebiten.KeyA) {
			p.ShowAnswer()
			return nil
		}
		p.Form.Update(in, ctx.Gestures, ctx.Cursor)
	}
	return nil
}

// Draw implements Scene.
func (p *PlayScene) Draw(screen *ebiten.Image) {
	p.Table.Draw(screen)
	p.drawTask(screen)
	if p.Open {
		p.drawPanel(screen)
	}
}

// drawTask is the puzzle's title and task, at the top middle.
func (p *PlayScene) drawTask(screen *ebiten.Image) {
	sk := &p.Sk
	u := sk.U
	line := p.P.Title + ": " + p.P.Task
	if p.judging != nil {
		line = p.P.Title + ": weighing your move against the answer…"
	}
	w := min(widget.TextWidth(line, sk.Small)+40*u, float64(p.w)*0.5)
	b := widget.BoxAt((float64(p.w)-w)/2, 6*u, w, 30*u)
	sk.Panel(screen, b, 6*u, render.Fade(render.Ink, 0.92), render.Fade(render.Gilt, 0.8), u)
	render.DrawText(screen, widget.FitText(line, sk.Small, w-24*u), sk.Small, (b.X0+b.X1)/2, (b.Y0+b.Y1)/2, render.Center, render.GiltLight)
}

// drawPanel is the verdict: Solved with why, or Not quite with the
// choices.
func (p *PlayScene) drawPanel(screen *ebiten.Image) {
	sk := &p.Sk
	u := sk.U
	b := p.panelBox()
	sk.Panel(screen, b, 10*u, render.Fade(render.Ink, 0.96), render.Gilt, 1.5*u)
	head, body := "Not quite", "That is not the move this position asks for. Try again, or see the answer and why it works."
	if p.WhyWrong() != "" {
		body = p.WhyWrong() + " Try again, or see the answer."
	}
	switch {
	case p.Answer:
		head, body = "The answer: "+p.P.Move, p.P.Why
	case p.Verdict() == puzzle.Solved && p.Shown:
		head, body = "Played as the answer shows", p.P.Why+" Solve it again without the answer to mark it solved."
	case p.Verdict() == puzzle.Solved && p.judge.OwnWay:
		head, body = "Solved, your own way", "That does as well as the answer. The answer: "+p.P.Move+" "+p.P.Why
	case p.Verdict() == puzzle.Solved:
		head, body = "Solved", p.P.Why
	}
	render.DrawText(screen, widget.FitText(head, sk.Label, b.W()-56*u), sk.Label, b.X0+28*u, b.Y0+34*u, render.LeftMiddle, render.GiltLight)
	lines := widget.Wrap(body, sk.Small, b.W()-56*u)
	for i, line := range lines[:min(len(lines), 7)] {
		render.DrawText(screen, line, sk.Small, b.X0+28*u, b.Y0+70*u+float64(i)*22*u, render.LeftMiddle, render.Ivory)
	}
	p.Form.Draw(screen, sk)
	hint := "Enter: next  ·  Esc: puzzles"
	switch {
	case p.Answer:
		hint = "Enter: play it  ·  Esc: puzzles"
	case p.Verdict() != puzzle.Solved:
		hint = "Enter: try again  ·  A: the answer  ·  Esc: puzzles"
	}
	render.DrawText(screen, hint, sk.Small, b.X0+28*u, b.Y1-20*u, render.LeftMiddle, render.Fade(render.Mist, 0.8))
}
