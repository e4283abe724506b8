package menu

import (
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/input"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// GameOverScene closes a match: the winner's Deity and name, a short
// account of the match (turns, and per player the damage dealt and the
// cards destroyed), and the way on — a rematch with the same seats and a
// new seed, or the title.
type GameOverScene struct {
	app     *scene.App
	Summary folder.MatchSummary
	Deities []int // each seat's Deity, -1 if unknown

	rematch, title *widget.Button
	// replays opens the Replays screen; watch the match's own replay,
	// when it was kept.
	replays, watch, review *widget.Button
	err                    string

	Sk     widget.Skin
	chrome widget.Chrome
	Form   widget.Form
	keys   widget.Keys
	w, h   int
	name   render.Gilded
	table  widget.Box
	ticks  int
	// drawnStep is the breath's step last drawn (see breathStep).
	drawnStep int
	ctx       *scene.Context

	numFace *text.GoTextFace
}

// NewGameOver makes the game over screen for a finished match.
func NewGameOver(app *scene.App, summary folder.MatchSummary) *GameOverScene {
	g := &GameOverScene{app: app, Summary: summary, Form: widget.NewForm()}
	for _, s := range summary.Setup.Seats {
		g.Deities = append(g.Deities, seatDeity(app, s.Deck))
	}
	g.rematch = &widget.Button{Label: "Rematch", Primary: true, OnPress: g.startRematch}
	g.title = &widget.Button{Label: "Title", OnPress: func() {
		if g.ctx != nil {
			g.ctx.GoTo(NewTitle(g.app))
		}
	}}
	g.replays = &widget.Button{Label: "Replays", OnPress: func() {
		if g.ctx != nil {
			g.ctx.GoTo(g.app.Routes.Replays(g.app, g))
		}
	}}
	g.watch = &widget.Button{Label: "Watch it again", Disabled: summary.Replay == "", OnPress: func() { g.watchReplay(-1) }}
	you := g.reviewSeat()
	g.review = &widget.Button{Label: "Review my play", Disabled: summary.Replay == "" || you < 0, OnPress: func() { g.watchReplay(you) }}
	g.Form.OnEnter = g.startRematch
	return g
}

// reviewSeat is the seat whose play "Review my play" reviews: the one
// human's in a match against the computer (-1 otherwise).
func (g *GameOverScene) reviewSeat() int8 {
	you := int8(-1)
	for i, s := range g.Summary.Setup.Seats {
		if s.Human {
			if you >= 0 {
				return -1
			}
			you = int8(i)
		}
	}
	return you
}

// watchReplay opens the match's replay in the viewer, reviewing seat
// review's play when it is not -1.
func (g *GameOverScene) watchReplay(review int8) {
	v, err := g.app.Routes.Watch(g.app, g.Summary.Replay, review, g)
	if err != nil {
		g.err = "The replay could not be opened. " + widget.Sentence(folder.PlainError(err))
		return
	}
	if g.ctx != nil {
		g.ctx.GoTo(v)
	}
}

// seatDeity finds the Deity of a seat's deck: a pre-built key or a deck
// file. It is -1 when the deck cannot be read.
func seatDeity(app *scene.App, deck string) int {
	for _, d := range app.Decks {
		if d.Key == deck {
			return d.Deity
		}
	}
	f, err := os.Open(deck)
	if err != nil {
		return -1
	}
	defer f.Close()
	d, err := cardset.ParseDeck(filepath.Base(deck), f, app.Set)
	if err != nil {
		return -1
	}
	return d.Deity
}

// Heading is the screen's title: Victory or Defeat when one human played,
// otherwise who won.
func (g *GameOverScene) Heading() string {
	humans, youWon, youLost := 0, false, false
	for i, s := range g.Summary.Setup.Seats {
		if s.Human {
			humans++
			youWon = youWon || g.won(i)
			youLost = youLost || i < len(g.Summary.Lost) && g.Summary.Lost[i]
		}
	}
	switch {
	case humans == 1 && youLost && !youWon:
		return "Defeat"
	case g.Summary.Winner < 0:
		return "Twilight for all"
	case humans == 1 && youWon:
		return "Victory"
	case humans == 1:
		return "Defeat"
	}
	if g.Summary.Setup.Teams {
		return g.winnerName() + " endure"
	}
	return g.winnerName() + " endures"
}

// won reports whether seat i is on the winning side (its team, in a team
// game).
func (g *GameOverScene) won(i int) bool {
	if i < len(g.Summary.Won) {
		return g.Summary.Won[i]
	}
	return i == int(g.Summary.Winner)
}

func (g *GameOverScene) winnerName() string {
	if g.Summary.WinnerName != "" {
		return g.Summary.WinnerName
	}
	return g.seatName(int(g.Summary.Winner))
}

func (g *GameOverScene) Deity(seat int) int {
	if seat < 0 || seat >= len(g.Deities) {
		return -1
	}
	return g.Deities[seat]
}

// seatName is how seat i is called in the summary.
func (g *GameOverScene) seatName(i int) string {
	seats := g.Summary.Setup.Seats
	if i < len(seats) && seats[i].Name != "" {
		return seats[i].Name
	}
	if i == int(g.Summary.Winner) && g.Summary.WinnerName != "" && !g.Summary.Setup.Teams {
		return g.Summary.WinnerName
	}
	if d := g.Deity(i); d >= 0 {
		return g.app.Set.Deities[d].Title
	}
	return fmt.Sprintf("Seat %d", i+1)
}

// startRematch deals the same seats again with a new seed; after a
// drafted match, the same seats draft again.
func (g *GameOverScene) startRematch() {
	setup := g.Summary.Setup
	setup.Seats = append([]folder.SeatSetup(nil), setup.Seats...)
	setup.Seed = 0
	if setup.Draft {
		d, err := g.app.StartDraft(setup)
		if err != nil {
			g.err = "The rematch could not start. " + widget.Sentence(folder.PlainError(err))
		} else if g.ctx != nil {
			g.ctx.GoTo(g.app.Routes.Draft(g.app, d))
		}
		return
	}
	s, setup, err := g.app.StartMatch(setup)
	if err != nil {
		g.err = "The rematch could not start. " + widget.Sentence(folder.PlainError(err))
		return
	}
	if g.ctx != nil {
		g.ctx.GoTo(g.app.Routes.Match(g.app, s, setup))
	}
}

// Layout implements Scene.
func (g *GameOverScene) Layout(w, h int) {
	g.w, g.h = w, h
	g.Sk.Setup(g.app.Fonts, g.app.Table, widget.ScaleFor(w, h, g.app.Settings))
	u := g.Sk.U
	g.chrome.Layout(&g.Sk, w, h, g.Heading())
	g.numFace = render.Face(g.app.Fonts.Serif, widget.Px(22, u, 14))
	g.numFace.SetFeature(text.MustParseTag("lnum"), 1)
	g.numFace.SetFeature(text.MustParseTag("tnum"), 1)
	g.name.Set(g.winnerName(), render.Face(g.app.Fonts.Serif, widget.Px(40, u, 22)))

	left := float64(w)/2 - 520*u
	rows := max(2, len(g.Summary.Setup.Seats))
	// The table and the buttons, centred on the Deity card beside them.
	tableH := float64(rows)*52*u + 70*u
	block := tableH + 34*u + 48*u
	cardMid := g.cardTop() + float64(render.CardHeight(g.cardW()))/2
	top := math.Max(g.chrome.Top(&g.Sk)+10*u, cardMid-block/2)
	g.table = widget.BoxAt(left+292*u, top, 760*u, tableH)
	by := g.table.Y1 + 34*u
	g.rematch.Box = widget.BoxAt(g.table.X1-180*u, by, 180*u, 48*u)
	g.title.Box = widget.BoxAt(g.table.X1-180*u-24*u-150*u, by, 150*u, 48*u)
	g.replays.Box = widget.BoxAt(g.title.Box.X0-24*u-150*u, by, 150*u, 48*u)
	// The replay's own ways, a row below.
	by2 := by + 48*u + 18*u
	g.review.Box = widget.BoxAt(g.table.X1-190*u, by2, 190*u, 48*u)
	g.watch.Box = widget.BoxAt(g.review.Box.X0-24*u-190*u, by2, 190*u, 48*u)
	g.Form.Set([]widget.Widget{g.replays, g.title, g.rematch, g.watch, g.review}, g.rematch)
}

// Update implements Scene.
func (g *GameOverScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&g.keys)
	g.Handle(ctx, &g.keys)
	return nil
}

// Resting implements scene.Rester: the picture changes by itself only
// when the winner's light takes a step of its breath.
func (g *GameOverScene) Resting() bool {
	return breathStep(g.ticks) == g.drawnStep && !g.Form.Blinking()
}

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (g *GameOverScene) Hot(p input.Point) bool { return g.Form.At(p) >= 0 }

func (g *GameOverScene) Handle(ctx *scene.Context, in *widget.Keys) {
	g.ticks++
	g.ctx = ctx
	defer func() { g.ctx = nil }()
	if ctx.Fading() {
		return
	}
	if in.Has(ebiten.KeyEscape) {
		ctx.GoTo(NewTitle(g.app))
		return
	}
	g.Form.Update(in, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (g *GameOverScene) Draw(screen *ebiten.Image) {
	sk := &g.Sk
	u := sk.U
	sum := g.Summary
	turns := "turn"
	if sum.Turns != 1 {
		turns = "turns"
	}
	sub := fmt.Sprintf("The last card fell after %d %s.", sum.Turns, turns)
	if sum.Winner >= 0 {
		sub = fmt.Sprintf("%s outlasted the dusk after %d %s.", g.winnerName(), sum.Turns, turns)
	}
	g.chrome.Draw(screen, sk, sub, "Enter for a rematch  ·  Esc for the title")

	// The winner's Deity, lit from behind.
	cx := float64(g.w)/2 - 520*u + 150*u
	top := g.cardTop()
	cardW := g.cardW()
	g.drawnStep = breathStep(g.ticks)
	breath := float64(g.drawnStep) / breathSteps
	sk.Glow.Draw(screen, cx, top+float64(render.CardHeight(cardW))/2, 210*u, 250*u, render.Gilt, 0.10+0.03*breath)
	var img *ebiten.Image
	if d := g.Deity(int(sum.Winner)); d >= 0 {
		img = g.app.Faces.Deity(&g.app.Set.Deities[d], false, cardW)
	} else {
		img = g.app.Faces.Back(rules.NoLevel, cardW)
	}
	widget.DrawCard(screen, sk, img, cx, top)
	if sum.Winner >= 0 {
		ny := top + float64(render.CardHeight(cardW)) + 34*u
		g.name.Draw(screen, cx, ny, 0.6)
		if deck := g.deckName(int(sum.Winner)); deck != "" {
			render.DrawText(screen, deck, sk.Note, cx, ny+34*u, render.Center, render.Fade(render.Ivory, 0.65))
		}
	}

	// The account of the match.
	t := g.table
	sk.Sheet(screen, t)
	colName := t.X0 + 44*u
	colDeity := t.X0 + 268*u
	colDmg := t.X1 - 190*u
	colDes := t.X1 - 44*u
	hy := t.Y0 + 34*u
	head := render.Fade(render.Gilt, 0.9)
	render.DrawText(screen, "Player", sk.Small, colName, hy, render.LeftMiddle, head)
	render.DrawText(screen, "Deck", sk.Small, colDeity, hy, render.LeftMiddle, head)
	render.DrawText(screen, "Damage dealt", sk.Small, colDmg, hy, render.RightMiddle, head)
	render.DrawText(screen, "Cards destroyed", sk.Small, colDes, hy, render.RightMiddle, head)
	sk.Pen.Rule(screen, (t.X0+t.X1)/2, hy+22*u, t.W()/2-30*u, u*0.45, render.Fade(render.Gilt, 0.5))
	for i := range sum.Setup.Seats {
		y := hy + 22*u + 30*u + float64(i)*52*u
		won := g.won(i)
		c := render.Fade(render.Ivory, 0.78)
		if won {
			c = render.GiltLight
			sk.Pen.Diamond(screen, t.X0+26*u, y, 5*u, render.Gilt)
		}
		render.DrawText(screen, widget.FitText(g.seatName(i), sk.Label, colDeity-colName-14*u), sk.Label, colName, y, render.LeftMiddle, c)
		deck := g.deckName(i)
		if deck == "" && i < len(sum.Setup.Seats) {
			deck = filepath.Base(sum.Setup.Seats[i].Deck)
		}
		render.DrawText(screen, widget.FitText(deck, sk.Note, colDmg-colDeity-104*u), sk.Note, colDeity, y, render.LeftMiddle, render.Fade(render.Ivory, 0.7))
		render.DrawText(screen, stat(sum.DamageDealt, i), g.numFace, colDmg, y, render.RightMiddle, c)
		render.DrawText(screen, stat(sum.Destroyed, i), g.numFace, colDes, y, render.RightMiddle, c)
	}
	g.Form.Draw(screen, sk)
	if g.err != "" {
		render.DrawText(screen, widget.FitText(g.err, sk.Note, float64(g.w)-140*u), sk.Note, float64(g.w)/2, g.review.Box.Y1+30*u, render.Center, widget.ErrorInk)
	}
}

func (g *GameOverScene) cardW() int       { return int(math.Round(190 * g.Sk.U)) }
func (g *GameOverScene) cardTop() float64 { return g.chrome.Top(&g.Sk) + 20*g.Sk.U }

// deckName is the name of seat i's pre-built deck, or "".
func (g *GameOverScene) deckName(i int) string {
	if i < 0 || i >= len(g.Summary.Setup.Seats) {
		return ""
	}
	for _, d := range g.app.Decks {
		if d.Key == g.Summary.Setup.Seats[i].Deck {
			return d.Name
		}
	}
	return ""
}

// stat is entry i of vs as text, or a dash when there is none.
func stat(vs []int, i int) string {
	if i < 0 || i >= len(vs) {
		return "—"
	}
	return fmt.Sprint(vs[i])
}
