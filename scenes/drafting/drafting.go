// Package drafting is the drafting room of the Card Drafting Variant
// (Room): for each human's pick, the Deities or the pile in front of them
// with the pointed card large and its rules text, what they have drafted
// so far by faction and level with the curve, where the rest goes next
// and how many picks are left; the privacy curtain between humans at one
// screen. Computers decide through session.Draft (rules/ai's drafters).
// At step G each human builds their deck in the deck builder
// (Routes.DraftDeck); when every deck is built the match starts
// (Routes.Match). Every decision is autosaved (folder.DraftGame).
package drafting

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"twilight/input"
	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/draft"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// Room is the drafting room.
type Room struct {
	app *scene.App
	g   *folder.DraftGame

	// Seat is the human whose picks are shown (-1 before the first).
	Seat int
	// CurtainUp hides the table while the screen is handed to Seat (pass
	// and play: more than one human).
	CurtainUp bool
	// Sel and Hover are positions in the choices (-1: none).
	Sel, Hover int
	note       string // a refusal or a failed save, in words

	PickBtn  *widget.Button
	LeaveBtn *widget.Button
	Form     widget.Form
	Sk       widget.Skin
	keys     widget.Keys
	w, h     int
	Lay      layout
	look     looks
	ctx      *scene.Context
	started  bool // the match has been asked for
}

// New opens the drafting room on a new or continued draft.
func New(app *scene.App, g *folder.DraftGame) *Room {
	r := &Room{app: app, g: g, Seat: -1, Sel: -1, Hover: -1, Form: widget.NewForm()}
	r.PickBtn = &widget.Button{Label: "Pick", Primary: true, OnPress: r.pickSelected}
	r.LeaveBtn = &widget.Button{Label: "Leave", Small: true, OnPress: r.leave}
	r.next()
	return r
}

// Draft is the draft in progress.
func (r *Room) Draft() *draft.Draft { return r.g.Run.D }

// Choices are what Seat chooses from now: the Deities in front of them
// (Deity draft) or the stub (Action draft), as Deity indexes or cards.
func (r *Room) Choices() (deities []int, cards []rules.DefID) {
	d := r.Draft()
	if r.Seat < 0 {
		return nil, nil
	}
	s := &d.Seats[r.Seat]
	switch d.Stage {
	case draft.StageDeity:
		return s.DeityHand, nil
	case draft.StageAction:
		return nil, s.Stub
	}
	return nil, nil
}

// count is how many choices there are.
func (r *Room) count() int {
	g, c := r.Choices()
	return len(g) + len(c)
}

// next moves on to whoever decides next: the next human's pick (behind
// the curtain when several humans share the screen), a human's deck
// building, or — every deck built — the match.
func (r *Room) next() {
	d := r.Draft()
	if d.Over() {
		r.startMatch()
		return
	}
	p := r.g.Run.Human()
	if p < 0 {
		r.note = "No one is left to decide, yet the draft is not over."
		return
	}
	if p != r.Seat {
		r.Seat, r.Sel, r.Hover = p, -1, -1
		r.CurtainUp = r.g.Run.Humans() > 1
	}
	if d.Stage == draft.StageBuild && !r.CurtainUp {
		r.openBuild(p)
	}
	r.relayout()
}

// Pick picks choice i for Seat.
func (r *Room) Pick(i int) {
	if r.CurtainUp || i < 0 || i >= r.count() {
		return
	}
	if err := r.g.Run.Pick(r.Seat, i); err != nil {
		r.note = widget.Sentence(err.Error())
		return
	}
	r.note = ""
	if err := r.g.Run.SaveErr; err != nil {
		r.note = "The draft could not be saved: " + folder.PlainError(err)
	}
	r.Sel, r.Hover = -1, -1
	r.next()
}

func (r *Room) pickSelected() { r.Pick(r.Sel) }

// LiftCurtain shows Seat their choices.
func (r *Room) LiftCurtain() {
	if !r.CurtainUp {
		return
	}
	r.CurtainUp = false
	r.setForm()
	if r.Draft().Stage == draft.StageBuild {
		r.openBuild(r.Seat)
	}
}

// names of the seats, as the room writes them.
func (r *Room) name(p int) string {
	s := r.g.Setup.Seats[p]
	if s.Name != "" {
		return s.Name
	}
	return fmt.Sprintf("Seat %d (%s computer)", p+1, s.Level)
}

// openBuild hands human p's step G to the deck builder.
func (r *Room) openBuild(p int) {
	if r.ctx == nil || r.app.Routes.DraftDeck == nil {
		return
	}
	r.ctx.GoTo(r.app.Routes.DraftDeck(r.app, r.Build(p)))
}

// Build is human p's step G as the deck builder takes it.
func (r *Room) Build(p int) scene.DraftBuild {
	d := r.Draft()
	s := &d.Seats[p]
	saved := r.g.Decks[p]
	b := scene.DraftBuild{Seat: r.name(p), Deities: s.Deities, Picks: s.Picks, Deity: saved.Deity, Cards: saved.Cards}
	if b.Deity < 0 && len(s.Deities) > 0 {
		b.Deity = s.Deities[0]
	}
	b.Complete = func(deity int, keep []rules.DefID) ([]rules.DefID, error) {
		dr, err := ai.NewDrafter("hard")
		if err != nil {
			return nil, err
		}
		deck, _, err := dr.Deck(r.app.Set, deity, s.Picks, keep)
		return deck, err
	}
	b.Changed = func(deity int, cards []rules.DefID) { _ = r.g.SetDeck(p, deity, cards) }
	b.Done = func(ctx *scene.Context, deity int, cards []rules.DefID) error {
		if err := r.g.Run.Build(p, deity, cards); err != nil {
			return err
		}
		ctx.GoTo(r.app.Routes.Draft(r.app, r.g))
		return nil
	}
	b.Leave = func(ctx *scene.Context) {
		r.g.Close() // the deck so far is on disk before the title looks
		ctx.GoTo(r.app.Routes.Title(r.app))
	}
	return b
}

// startMatch starts the drafted match.
func (r *Room) startMatch() {
	if r.ctx == nil || r.started {
		return
	}
	s, setup, err := r.app.StartDrafted(r.g)
	if err != nil {
		r.note = "The match could not start: " + folder.PlainError(err)
		return
	}
	r.started = true
	r.ctx.GoTo(r.app.Routes.Match(r.app, s, setup))
}

// leave goes to the title; the draft is saved, and Continue resumes it.
func (r *Room) leave() {
	if r.ctx != nil {
		r.g.Close() // the last pick is on disk before the title looks
		r.ctx.GoTo(r.app.Routes.Title(r.app))
	}
}

// Update implements Scene.
func (r *Room) Update(ctx *scene.Context) error {
	widget.ReadKeys(&r.keys)
	r.Handle(ctx, &r.keys)
	return nil
}

// Handle runs one tick with the given keys.
func (r *Room) Handle(ctx *scene.Context, in *widget.Keys) {
	r.ctx = ctx
	defer func() { r.ctx = nil }()
	r.wantFaces()
	if ctx.Fading() {
		return
	}
	if r.Draft().Over() || r.Draft().Stage == draft.StageBuild && !r.CurtainUp {
		r.next() // the first tick after a deck was built, or a Continue at step G
		return
	}
	if r.CurtainUp {
		for _, g := range ctx.Gestures {
			if g.Kind == input.Click && !r.LeaveBtn.Box.Contains(g.Pos) {
				r.LiftCurtain()
				return
			}
		}
		if in.Has(ebiten.KeySpace) || in.Enter() {
			r.LiftCurtain()
			return
		}
		if in.Has(ebiten.KeyEscape) {
			r.leave()
		}
		r.Form.Update(&widget.Keys{}, ctx.Gestures, ctx.Cursor)
		return
	}
	r.keysDown(in)
	r.Hover = r.choiceAt(ctx.Cursor)
	for _, g := range ctx.Gestures {
		if g.Kind != input.Click {
			continue
		}
		if i := r.choiceAt(g.Pos); i >= 0 {
			if i == r.Sel {
				r.Pick(i) // a second click on the chosen card picks it
				return
			}
			r.Sel = i
		}
	}
	r.PickBtn.Disabled = r.Sel < 0
	r.Form.Update(&widget.Keys{}, ctx.Gestures, ctx.Cursor)
}

// keysDown moves the selection with the arrows and picks with Enter.
func (r *Room) keysDown(in *widget.Keys) {
	n := r.count()
	for _, k := range in.Pressed {
		step := 0
		switch k {
		case ebiten.KeyArrowLeft:
			step = -1
		case ebiten.KeyArrowRight:
			step = 1
		case ebiten.KeyArrowUp:
			step = -r.Lay.Cols
		case ebiten.KeyArrowDown:
			step = r.Lay.Cols
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			r.Pick(r.Sel)
			return
		case ebiten.KeyEscape:
			r.leave()
			return
		}
		if step != 0 && n > 0 {
			if r.Sel < 0 {
				r.Sel = 0
			} else {
				r.Sel = min(max(r.Sel+step, 0), n-1)
			}
		}
	}
}

// Resting implements scene.Rester: the room changes by itself while faces
// arrive, and on the tick after a deck was built (it moves on then).
func (r *Room) Resting() bool {
	moving := r.Draft().Over() || r.Draft().Stage == draft.StageBuild && !r.CurtainUp
	return !moving && r.app.Faces.Painting() == 0 && !r.Form.Blinking()
}
