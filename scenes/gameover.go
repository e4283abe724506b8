package scenes

import (
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"
)

// GameOverScene closes a match: the winner's Deity and name, a short
// account of the match (turns, and per player the damage dealt and the
// cards destroyed), and the way on — a rematch with the same seats and a
// new seed, or the title.
type GameOverScene struct {
	app     *App
	summary MatchSummary
	deities []int // each seat's Deity, -1 if unknown

	rematch, title *Button
	err            string

	sk     skin
	chrome chrome
	form   form
	keys   keys
	w, h   int
	name   render.Gilded
	table  box
	ticks  int
	ctx    *Context

	numFace *text.GoTextFace
}

// NewGameOver makes the game over screen for a finished match.
func NewGameOver(app *App, summary MatchSummary) *GameOverScene {
	g := &GameOverScene{app: app, summary: summary, form: newForm()}
	for _, s := range summary.Setup.Seats {
		g.deities = append(g.deities, seatDeity(app, s.Deck))
	}
	g.rematch = &Button{Label: "Rematch", Primary: true, OnPress: g.startRematch}
	g.title = &Button{Label: "Title", OnPress: func() {
		if g.ctx != nil {
			g.ctx.GoTo(NewTitle(g.app))
		}
	}}
	g.form.onEnter = g.startRematch
	return g
}

// seatDeity finds the Deity of a seat's deck: a pre-built key or a deck
// file. It is -1 when the deck cannot be read.
func seatDeity(app *App, deck string) int {
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
	humans, youWon := 0, false
	for i, s := range g.summary.Setup.Seats {
		if s.Human {
			humans++
			youWon = youWon || g.won(i)
		}
	}
	switch {
	case g.summary.Winner < 0:
		return "Twilight for all"
	case humans == 1 && youWon:
		return "Victory"
	case humans == 1:
		return "Defeat"
	}
	if g.summary.Setup.Teams {
		return g.winnerName() + " endure"
	}
	return g.winnerName() + " endures"
}

// won reports whether seat i is on the winning side (its team, in a team
// game).
func (g *GameOverScene) won(i int) bool {
	if i < len(g.summary.Won) {
		return g.summary.Won[i]
	}
	return i == int(g.summary.Winner)
}

func (g *GameOverScene) winnerName() string {
	if g.summary.WinnerName != "" {
		return g.summary.WinnerName
	}
	return g.seatName(int(g.summary.Winner))
}

func (g *GameOverScene) deity(seat int) int {
	if seat < 0 || seat >= len(g.deities) {
		return -1
	}
	return g.deities[seat]
}

// seatName is how seat i is called in the summary.
func (g *GameOverScene) seatName(i int) string {
	seats := g.summary.Setup.Seats
	if i < len(seats) && seats[i].Name != "" {
		return seats[i].Name
	}
	if i == int(g.summary.Winner) && g.summary.WinnerName != "" && !g.summary.Setup.Teams {
		return g.summary.WinnerName
	}
	if d := g.deity(i); d >= 0 {
		return g.app.Set.Deities[d].Title
	}
	return fmt.Sprintf("Seat %d", i+1)
}

// startRematch deals the same seats again with a new seed.
func (g *GameOverScene) startRematch() {
	setup := g.summary.Setup
	setup.Seats = append([]SeatSetup(nil), setup.Seats...)
	setup.Seed = 0
	s, setup, err := g.app.StartMatch(setup)
	if err != nil {
		g.err = "The rematch could not start. " + sentence(plainError(err))
		return
	}
	if g.ctx != nil {
		g.ctx.GoTo(g.app.Routes.Match(g.app, s, setup))
	}
}

// Layout implements Scene.
func (g *GameOverScene) Layout(w, h int) {
	g.w, g.h = w, h
	g.sk.setup(g.app.Fonts, scaleFor(w, h, g.app.Settings))
	u := g.sk.u
	g.chrome.layout(&g.sk, w, h, g.Heading())
	g.numFace = render.Face(g.app.Fonts.Serif, px(22, u, 14))
	g.numFace.SetFeature(text.MustParseTag("lnum"), 1)
	g.numFace.SetFeature(text.MustParseTag("tnum"), 1)
	g.name.Set(g.winnerName(), render.Face(g.app.Fonts.Serif, px(40, u, 22)))

	left := float64(w)/2 - 520*u
	rows := max(2, len(g.summary.Setup.Seats))
	// The table and the buttons, centred on the Deity card beside them.
	tableH := float64(rows)*52*u + 70*u
	block := tableH + 34*u + 48*u
	cardMid := g.cardTop() + float64(render.CardHeight(g.cardW()))/2
	top := math.Max(g.chrome.top(&g.sk)+10*u, cardMid-block/2)
	g.table = boxAt(left+292*u, top, 760*u, tableH)
	by := g.table.y1 + 34*u
	g.rematch.Box = boxAt(g.table.x1-180*u, by, 180*u, 48*u)
	g.title.Box = boxAt(g.table.x1-180*u-24*u-150*u, by, 150*u, 48*u)
	g.form.set([]widget{g.title, g.rematch}, g.rematch)
}

// Update implements Scene.
func (g *GameOverScene) Update(ctx *Context) error {
	readKeys(&g.keys)
	g.update(ctx, &g.keys)
	return nil
}

func (g *GameOverScene) update(ctx *Context, in *keys) {
	g.ticks++
	g.ctx = ctx
	defer func() { g.ctx = nil }()
	if ctx.fading() {
		return
	}
	if in.has(ebiten.KeyEscape) {
		ctx.GoTo(NewTitle(g.app))
		return
	}
	g.form.update(in, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (g *GameOverScene) Draw(screen *ebiten.Image) {
	sk := &g.sk
	u := sk.u
	sum := g.summary
	turns := "turn"
	if sum.Turns != 1 {
		turns = "turns"
	}
	sub := fmt.Sprintf("The last card fell after %d %s.", sum.Turns, turns)
	if sum.Winner >= 0 {
		sub = fmt.Sprintf("%s outlasted the dusk after %d %s.", g.winnerName(), sum.Turns, turns)
	}
	g.chrome.draw(screen, sk, sub, "Enter for a rematch  ·  Esc for the title")

	// The winner's Deity, lit from behind.
	cx := float64(g.w)/2 - 520*u + 150*u
	top := g.cardTop()
	cardW := g.cardW()
	breath := 0.5 + 0.5*math.Sin(float64(g.ticks)/80)
	sk.glow.Draw(screen, cx, top+float64(render.CardHeight(cardW))/2, 210*u, 250*u, render.Gilt, 0.10+0.03*breath)
	var img *ebiten.Image
	if d := g.deity(int(sum.Winner)); d >= 0 {
		img = g.app.Faces.Deity(&g.app.Set.Deities[d], false, cardW)
	} else {
		img = g.app.Faces.Back(rules.NoLevel, cardW)
	}
	drawCard(screen, sk, img, cx, top)
	if sum.Winner >= 0 {
		ny := top + float64(render.CardHeight(cardW)) + 34*u
		g.name.Draw(screen, cx, ny, 0.6)
		if deck := g.deckName(int(sum.Winner)); deck != "" {
			render.DrawText(screen, deck, sk.note, cx, ny+34*u, render.Center, render.Fade(render.Ivory, 0.65))
		}
	}

	// The account of the match.
	t := g.table
	sk.sheet(screen, t)
	colName := t.x0 + 44*u
	colDeity := t.x0 + 268*u
	colDmg := t.x1 - 190*u
	colDes := t.x1 - 44*u
	hy := t.y0 + 34*u
	head := render.Fade(render.Gilt, 0.9)
	render.DrawText(screen, "Player", sk.small, colName, hy, render.LeftMiddle, head)
	render.DrawText(screen, "Deck", sk.small, colDeity, hy, render.LeftMiddle, head)
	render.DrawText(screen, "Damage dealt", sk.small, colDmg, hy, render.RightMiddle, head)
	render.DrawText(screen, "Cards destroyed", sk.small, colDes, hy, render.RightMiddle, head)
	sk.pen.Rule(screen, (t.x0+t.x1)/2, hy+22*u, t.w()/2-30*u, u*0.45, render.Fade(render.Gilt, 0.5))
	for i := range sum.Setup.Seats {
		y := hy + 22*u + 30*u + float64(i)*52*u
		won := g.won(i)
		c := render.Fade(render.Ivory, 0.78)
		if won {
			c = render.GiltLight
			sk.pen.Diamond(screen, t.x0+26*u, y, 5*u, render.Gilt)
		}
		render.DrawText(screen, fitText(g.seatName(i), sk.label, colDeity-colName-14*u), sk.label, colName, y, render.LeftMiddle, c)
		deck := g.deckName(i)
		if deck == "" && i < len(sum.Setup.Seats) {
			deck = filepath.Base(sum.Setup.Seats[i].Deck)
		}
		render.DrawText(screen, fitText(deck, sk.note, colDmg-colDeity-104*u), sk.note, colDeity, y, render.LeftMiddle, render.Fade(render.Ivory, 0.7))
		render.DrawText(screen, stat(sum.DamageDealt, i), g.numFace, colDmg, y, render.RightMiddle, c)
		render.DrawText(screen, stat(sum.Destroyed, i), g.numFace, colDes, y, render.RightMiddle, c)
	}
	g.form.draw(screen, sk)
	if g.err != "" {
		render.DrawText(screen, fitText(g.err, sk.note, float64(g.w)-140*u), sk.note, float64(g.w)/2, g.rematch.Box.y1+30*u, render.Center, errorInk)
	}
}

func (g *GameOverScene) cardW() int       { return int(math.Round(190 * g.sk.u)) }
func (g *GameOverScene) cardTop() float64 { return g.chrome.top(&g.sk) + 20*g.sk.u }

// deckName is the name of seat i's pre-built deck, or "".
func (g *GameOverScene) deckName(i int) string {
	if i < 0 || i >= len(g.summary.Setup.Seats) {
		return ""
	}
	for _, d := range g.app.Decks {
		if d.Key == g.summary.Setup.Seats[i].Deck {
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
