package scenes

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"
)

// The computer's levels offered at the table, weakest first.
var computerLevels = [...]string{"easy", "normal", "hard"}

// playerChoices are the options of a seat's "who plays" stepper: a human,
// then the computer at each level.
var playerChoices = [...]string{"Human", "Easy computer", "Normal computer", "Hard computer"}

// deckFileChoice is the last option of a seat's deck stepper.
const deckFileChoice = "Deck file…"

// seatSlot is one seat's controls and what they currently show.
type seatSlot struct {
	player *Stepper
	deck   *Stepper
	path   *TextField
	remove *Button

	// For a deck file: the Deity it names (-1 if unknown) and why it did
	// not read, in plain words.
	fileDeity int
	fileNote  string
}

// NewMatchScene is where a match is set up: 2 to 4 seats, each a human or
// the computer at some level, each with a pre-built deck or a deck file;
// the Extended game switch and an optional seed. Its defaults are "you
// versus a normal computer", so Play (or Enter) at once starts that.
type NewMatchScene struct {
	app  *App
	back Scene

	seats    []*seatSlot
	saved    []SavedDeck // the player's saved decks that read, offered after the pre-built ones
	extended *Toggle
	teams    *Toggle // two against two, with four seats only
	seed     *TextField
	play     *Button
	backBtn  *Button
	add      *Button
	err      string

	sk     skin
	chrome chrome
	form   form
	keys   keys
	w, h   int
	boxes  []box // each seat's panel
	addBox box   // the empty panel holding "Add a seat"
	cap    *text.GoTextFace

	ctx *Context // during Update, for the buttons' callbacks
}

// NewNewMatch makes the New match screen; Back and Esc return to back.
func NewNewMatch(app *App, back Scene) *NewMatchScene {
	n := &NewMatchScene{app: app, back: back, form: newForm()}
	if all, err := app.SavedDecks(); err == nil {
		for _, sd := range all {
			if sd.Readable() {
				n.saved = append(n.saved, sd)
			}
		}
	}
	n.extended = &Toggle{}
	n.teams = &Toggle{OnChange: func(bool) { n.err = "" }}
	n.seed = &TextField{Placeholder: "random", Max: 20, Accept: func(r rune) bool { return r >= '0' && r <= '9' }}
	n.play = &Button{Label: "Play", Primary: true, OnPress: n.start}
	n.backBtn = &Button{Label: "Back", OnPress: n.goBack}
	n.add = &Button{Label: "Add a seat", OnPress: func() { n.addSeat(); n.relayout() }}
	for _, s := range DefaultSetup().Seats {
		n.addSeatFrom(s)
	}
	n.form.onEnter = n.start
	return n
}

// deckIndex is the position of a pre-built deck key in app.Decks, or -1.
func (n *NewMatchScene) deckIndex(key string) int {
	for i, d := range n.app.Decks {
		if d.Key == key {
			return i
		}
	}
	return -1
}

// addSeatFrom adds a seat showing s.
func (n *NewMatchScene) addSeatFrom(s SeatSetup) {
	slot := &seatSlot{fileDeity: -1}
	pi := 0
	if !s.Human {
		pi = 2 // normal
		for i, l := range computerLevels {
			if strings.EqualFold(l, s.Level) {
				pi = i + 1
			}
		}
	}
	slot.player = &Stepper{Options: playerChoices[:], Index: pi, OnChange: func(int) { n.err = "" }}
	var opts []string
	for _, d := range n.app.Decks {
		opts = append(opts, shortName(n.app.Set.Deities[d.Deity].Title))
	}
	for _, sd := range n.saved {
		opts = append(opts, sd.Title())
	}
	opts = append(opts, deckFileChoice)
	slot.deck = &Stepper{Options: opts}
	slot.path = &TextField{Placeholder: "path to a deck file", Max: 400}
	if i := n.deckIndex(s.Deck); i >= 0 {
		slot.deck.Index = i
	} else if i := n.savedIndex(s.Deck); i >= 0 {
		slot.deck.Index = len(n.app.Decks) + i
	} else {
		slot.deck.Index = len(opts) - 1
		slot.path.SetValue(s.Deck)
		n.readDeckFile(slot)
	}
	slot.deck.OnChange = func(int) {
		n.err = ""
		if sd := n.savedOf(slot); sd != nil && sd.Deck.Extended {
			n.extended.On = true // a deck built for an Extended game
		}
		n.relayout()
	}
	slot.path.OnChange = func(string) { n.err = ""; n.readDeckFile(slot) }
	slot.remove = &Button{Label: "Remove", Small: true, OnPress: func() { n.removeSeat(slot); n.relayout() }}
	n.seats = append(n.seats, slot)
}

// addSeat adds a normal computer with the first pre-built deck nobody has.
func (n *NewMatchScene) addSeat() {
	if len(n.seats) >= rules.MaxPlayers {
		return
	}
	used := map[int]bool{}
	for _, s := range n.seats {
		used[s.deck.Index] = true
	}
	key := ""
	for i, d := range n.app.Decks {
		if !used[i] {
			key = d.Key
			break
		}
	}
	if key == "" && len(n.app.Decks) > 0 {
		key = n.app.Decks[0].Key
	}
	n.addSeatFrom(SeatSetup{Level: "normal", Deck: key})
	n.err = ""
}

func (n *NewMatchScene) removeSeat(slot *seatSlot) {
	if len(n.seats) <= 2 {
		return
	}
	for i, s := range n.seats {
		if s == slot {
			n.seats = append(n.seats[:i], n.seats[i+1:]...)
			break
		}
	}
	n.err = ""
}

// shortName is a Deity's name short enough for a stepper: "Reader of
// the Portents" is "Reader"; the card above shows it in full.
func shortName(title string) string {
	if i := strings.Index(title, " of "); i > 0 {
		return title[:i]
	}
	return title
}

// usesFile reports whether the seat plays a deck file typed in.
func (n *NewMatchScene) usesFile(s *seatSlot) bool {
	return s.deck.Index >= len(n.app.Decks)+len(n.saved)
}

// savedOf is the saved deck the seat plays, or nil.
func (n *NewMatchScene) savedOf(s *seatSlot) *SavedDeck {
	i := s.deck.Index - len(n.app.Decks)
	if i < 0 || i >= len(n.saved) {
		return nil
	}
	return &n.saved[i]
}

// savedIndex is the position in saved of the deck file at path, or -1.
func (n *NewMatchScene) savedIndex(path string) int {
	for i := range n.saved {
		if n.saved[i].Path == path {
			return i
		}
	}
	return -1
}

// expandPath turns a leading ~ into the home folder.
func expandPath(p string) string {
	p = strings.TrimSpace(p)
	if p == "~" || strings.HasPrefix(p, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, p[1:])
		}
	}
	return p
}

// readDeckFile looks at the seat's deck file to show its Deity (or why it
// cannot be read) while the path is typed.
func (n *NewMatchScene) readDeckFile(s *seatSlot) {
	s.fileDeity, s.fileNote = -1, ""
	p := expandPath(s.path.Value())
	if p == "" {
		return
	}
	f, err := os.Open(p)
	if err != nil {
		s.fileNote = "no file there yet"
		return
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		s.fileNote = "that is a folder"
		return
	}
	d, err := cardset.ParseDeck(filepath.Base(p), f, n.app.Set)
	if err != nil {
		s.fileNote = "not a deck the game can read"
		return
	}
	s.fileDeity = d.Deity
	if d.Deity < 0 {
		s.fileNote = "names no Deity"
	}
}

// Setup is the match the screen describes now, or why it cannot be
// played, in plain words.
func (n *NewMatchScene) Setup() (MatchSetup, error) {
	var setup MatchSetup
	humans, computers := 0, 0
	for _, s := range n.seats {
		if s.player.Index == 0 {
			humans++
		} else {
			computers++
		}
	}
	human := 0
	for i, s := range n.seats {
		ss := SeatSetup{Human: s.player.Index == 0}
		if ss.Human {
			human++
			ss.Name = "You"
			if humans > 1 {
				ss.Name = fmt.Sprintf("Player %d", human)
			}
		} else {
			ss.Level = computerLevels[s.player.Index-1]
			if computers == 1 {
				ss.Name = "Computer"
			} // otherwise each computer goes by its Deity's name
		}
		if n.usesFile(s) {
			p := expandPath(s.path.Value())
			if p == "" {
				return setup, fmt.Errorf("Seat %d: type the path of a deck file, or choose a pre-built deck.", i+1)
			}
			if st, err := os.Stat(p); err != nil {
				return setup, fmt.Errorf("Seat %d: there is no deck file at %s.", i+1, p)
			} else if st.IsDir() {
				return setup, fmt.Errorf("Seat %d: %s is a folder, not a deck file.", i+1, p)
			}
			ss.Deck = p
		} else if sd := n.savedOf(s); sd != nil {
			ss.Deck = sd.Path
		} else {
			ss.Deck = n.app.Decks[s.deck.Index].Key
		}
		setup.Seats = append(setup.Seats, ss)
	}
	setup.Extended = n.extended.On
	setup.Teams = n.teams.On && len(n.seats) == 4
	if v := strings.TrimSpace(n.seed.Value()); v != "" {
		seed, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return setup, errors.New("The seed must be a whole number below 18446744073709551616, or blank for a random one.")
		}
		setup.Seed = seed
	}
	return setup, nil
}

// start deals the match and goes to the table, or shows what is wrong.
func (n *NewMatchScene) start() {
	setup, err := n.Setup()
	if err != nil {
		n.err = err.Error()
		return
	}
	s, setup, err := n.app.StartMatch(setup)
	if err != nil {
		n.err = "The match could not start. " + sentence(plainError(err))
		return
	}
	if n.ctx != nil {
		n.ctx.GoTo(n.app.Routes.Match(n.app, s, setup))
	}
}

func (n *NewMatchScene) goBack() {
	if n.ctx != nil && n.back != nil {
		n.ctx.GoTo(n.back)
	}
}

// Error is the message shown under the seats, or "".
func (n *NewMatchScene) Error() string { return n.err }

// Layout implements Scene.
func (n *NewMatchScene) Layout(w, h int) {
	n.w, n.h = w, h
	n.sk.setup(n.app.Fonts, scaleFor(w, h, n.app.Settings))
	n.chrome.layout(&n.sk, w, h, "New match")
	n.cap = render.Face(n.app.Fonts.Italic, px(18, n.sk.u, 12))
	n.relayout()
}

// Seat panel geometry at u = 1.
const (
	seatW   = 252.0
	seatH   = 372.0
	seatGap = 22.0
)

// relayout places every widget and rebuilds the form's focus order.
func (n *NewMatchScene) relayout() {
	u := n.sk.u
	if u == 0 {
		return
	}
	cols := len(n.seats)
	if cols < rules.MaxPlayers {
		cols++ // the "Add a seat" panel
	}
	total := float64(cols)*seatW*u + float64(cols-1)*seatGap*u
	x := (float64(n.w) - total) / 2
	y := n.chrome.top(&n.sk) + 10*u
	n.boxes = n.boxes[:0]
	var items []widget
	for i, s := range n.seats {
		b := boxAt(x, y, seatW*u, seatH*u)
		n.boxes = append(n.boxes, b)
		inner := b.x0 + 16*u
		iw := b.w() - 32*u
		s.remove.Box = boxAt(b.x1-14*u-76*u, b.y0+14*u, 76*u, 26*u)
		s.remove.Disabled = len(n.seats) <= 2
		s.player.Box = boxAt(inner, b.y0+262*u, iw, 38*u)
		s.deck.Box = boxAt(inner, b.y0+310*u, iw, 38*u)
		s.path.Box = boxAt(inner, b.y0+216*u, iw, 34*u)
		s.path.Disabled = !n.usesFile(s)
		if i >= 2 {
			items = append(items, s.remove)
		}
		items = append(items, s.player, s.deck)
		if n.usesFile(s) {
			items = append(items, s.path)
		}
		x += (seatW + seatGap) * u
	}
	n.addBox = box{}
	if len(n.seats) < rules.MaxPlayers {
		n.addBox = boxAt(x, y, seatW*u, seatH*u)
		cx, cy := n.addBox.center()
		n.add.Box = boxAt(cx-90*u, cy-22*u, 180*u, 44*u)
		items = append(items, n.add)
	}

	row := y + seatH*u + 26*u
	left := (float64(n.w) - (float64(rules.MaxPlayers)*seatW*u + 3*seatGap*u)) / 2
	left = math.Max(left, 60*u)
	n.extended.Box = boxAt(left+150*u, row, 120*u, 40*u)
	n.seed.Box = boxAt(left+390*u, row+2*u, 110*u, 36*u)
	n.teams.Box = boxAt(left+590*u, row, 120*u, 40*u)
	// Teams: two against two, so only with four seats.
	n.teams.Disabled = len(n.seats) != 4
	if n.teams.Disabled {
		n.teams.On = false
	}
	right := float64(n.w) - left
	n.play.Box = boxAt(right-170*u, row-2*u, 170*u, 46*u)
	n.backBtn.Box = boxAt(right-170*u-24*u-140*u, row-2*u, 140*u, 46*u)
	items = append(items, n.extended, n.seed, n.teams, n.backBtn, n.play)
	n.form.set(items, n.play)
}

// Update implements Scene.
func (n *NewMatchScene) Update(ctx *Context) error {
	readKeys(&n.keys)
	n.update(ctx, &n.keys)
	return nil
}

// update runs one tick with the given keys.
func (n *NewMatchScene) update(ctx *Context, in *keys) {
	n.ctx = ctx
	defer func() { n.ctx = nil }()
	if ctx.fading() {
		return
	}
	if in.has(ebiten.KeyEscape) {
		n.goBack()
		return
	}
	n.form.update(in, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (n *NewMatchScene) Draw(screen *ebiten.Image) {
	sk := &n.sk
	u := sk.u
	n.chrome.draw(screen, sk, "Who sits at the table tonight?",
		"Tab or arrows to move  ·  ‹ › to change  ·  Enter to play  ·  Esc to go back")
	for i, s := range n.seats {
		n.drawSeat(screen, i, s, n.boxes[i])
	}
	if n.addBox != (box{}) {
		// An empty place at the table: a faint dashed outline.
		sk.panel(screen, n.addBox, 14*u, render.Fade(render.Ink, 0.22), render.Fade(render.Gilt, 0.16), math.Max(1, u))
		cx, _ := n.addBox.center()
		render.DrawText(screen, fmt.Sprintf("up to %d players", rules.MaxPlayers), n.cap, cx, n.add.Box.y1+28*u, render.Center, render.Fade(render.Mist, 0.75))
	}
	_, ry := n.extended.Box.center()
	render.DrawText(screen, "Extended game", sk.label, n.extended.Box.x0-18*u, ry-1*u, render.RightMiddle, render.Fade(render.Ivory, 0.85))
	render.DrawText(screen, "Seed", sk.label, n.seed.Box.x0-14*u, ry-1*u, render.RightMiddle, render.Fade(render.Ivory, 0.85))
	if n.extended.On {
		render.DrawText(screen, "decks of 51 to 100 cards allowed", n.cap, n.extended.Box.x0-18*u, ry+24*u, render.TopLeft, render.Fade(render.Mist, 0.8))
	}
	teamInk := render.Fade(render.Ivory, 0.85)
	if n.teams.Disabled {
		teamInk = render.Fade(render.Mist, 0.6)
	}
	render.DrawText(screen, "Teams", sk.label, n.teams.Box.x0-20*u, ry-1*u, render.RightMiddle, teamInk)
	switch {
	case n.teams.On:
		render.DrawText(screen, "seats 1 & 3 against 2 & 4", n.cap, n.teams.Box.x1, ry+24*u, render.Anchor{H: text.AlignEnd, V: text.AlignStart}, render.Fade(render.Mist, 0.8))
	case n.teams.Disabled:
		render.DrawText(screen, "with four seats", n.cap, n.teams.Box.x1, ry+24*u, render.Anchor{H: text.AlignEnd, V: text.AlignStart}, render.Fade(render.Mist, 0.6))
	}
	n.form.draw(screen, sk)
	if n.err != "" {
		errY := n.play.Box.y1 + 30*u
		render.DrawText(screen, fitText(n.err, sk.note, float64(n.w)-140*u), sk.note, float64(n.w)/2, errY, render.Center, errorInk)
	}
}

// drawSeat paints one seat's panel: its number, the Deity's card, the
// deck's name, and (through the form) its controls.
func (n *NewMatchScene) drawSeat(dst *ebiten.Image, i int, s *seatSlot, b box) {
	sk := &n.sk
	u := sk.u
	sk.sheet(dst, b)
	render.DrawText(dst, fmt.Sprintf("Seat %d", i+1), sk.label, b.x0+20*u, b.y0+26*u, render.LeftMiddle, render.Gilt)

	cx := (b.x0 + b.x1) / 2
	deity, caption := -1, ""
	if n.usesFile(s) {
		deity = s.fileDeity
		caption = s.fileNote
		if caption == "" && deity >= 0 {
			caption = n.app.Set.Deities[deity].Title + "’s deck"
		}
	} else if sd := n.savedOf(s); sd != nil {
		deity, caption = sd.Deck.Deity, "your deck"
		if len(sd.Unmet) > 0 {
			caption = "not legal: " + shortUnmet(sd.Unmet[0].Msg)
		}
	} else {
		d := n.app.Decks[s.deck.Index]
		deity, caption = d.Deity, d.Name
	}
	cardW := int(math.Round(124 * u))
	top := b.y0 + 46*u
	if n.usesFile(s) {
		cardW = int(math.Round(96 * u)) // room for the path under it
	}
	var img *ebiten.Image
	if deity >= 0 {
		img = n.app.Faces.Deity(&n.app.Set.Deities[deity], false, cardW)
	} else {
		img = n.app.Faces.Back(rules.NoLevel, cardW)
	}
	drawCard(dst, sk, img, cx, top)
	capY := top + float64(render.CardHeight(cardW)) + 18*u
	if n.usesFile(s) {
		capY = s.path.Box.y0 - 13*u
	}
	c := render.Fade(render.Ivory, 0.72)
	if n.usesFile(s) && s.fileNote != "" {
		c = render.Fade(render.Mist, 0.9)
	}
	render.DrawText(dst, fitText(caption, n.cap, b.w()-30*u), n.cap, cx, capY, render.Center, c)
}
