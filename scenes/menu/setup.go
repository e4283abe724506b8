package menu

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

	"twilight/input"
	"twilight/render"
	"twilight/rules"
	"twilight/rules/cardset"

	"twilight/scenes/folder"
	"twilight/scenes/scene"
	"twilight/scenes/widget"
)

// The computer's levels offered at the table, weakest first.
var computerLevels = [...]string{"easy", "normal", "hard"}

// playerChoices are the options of a seat's "who plays" stepper: a human,
// then the computer at each level.
var playerChoices = [...]string{"Human", "Easy computer", "Normal computer", "Hard computer"}

// DeckFileChoice is the last option of a seat's deck stepper.
const DeckFileChoice = "Deck file…"

// seatSlot is one seat's controls and what they currently show.
type seatSlot struct {
	Player *widget.Stepper
	Deck   *widget.Stepper
	Path   *widget.TextField
	Remove *widget.Button

	// For a deck file: the Deity it names (-1 if unknown) and why it did
	// not read, in plain words.
	FileDeity int
	fileNote  string
}

// NewMatchScene is where a match is set up: 2 to 4 seats, each a human or
// the computer at some level, each with a pre-built deck or a deck file;
// the Extended game switch and an optional seed. Its defaults are "you
// versus a normal computer", so Play (or Enter) at once starts that.
type SetupScene struct {
	app  *scene.App
	back scene.Scene

	Seats    []*seatSlot
	saved    []folder.SavedDeck // the player's saved decks that read, offered after the pre-built ones
	Extended *widget.Toggle
	Teams    *widget.Toggle // two against two, with four seats only
	// Draft plays the Card Drafting Variant: every seat drafts its deck.
	Draft   *widget.Toggle
	Seed    *widget.TextField
	Play    *widget.Button
	backBtn *widget.Button
	Add     *widget.Button
	err     string
	// replaceOK: the player was told a match is saved and pressed Play
	// again; KeptAs is the name the saved match was then kept under.
	replaceOK bool
	KeptAs    string

	Sk     widget.Skin
	chrome widget.Chrome
	Form   widget.Form
	keys   widget.Keys
	w, h   int
	boxes  []widget.Box // each seat's panel
	addBox widget.Box   // the empty panel holding "Add a seat"
	cap    *text.GoTextFace

	ctx *scene.Context // during Update, for the buttons' callbacks
}

// NewNewMatch makes the New match screen; Back and Esc return to back.
func NewSetup(app *scene.App, back scene.Scene) *SetupScene {
	n := &SetupScene{app: app, back: back, Form: widget.NewForm()}
	if all, err := app.SavedDecks(); err == nil {
		for _, sd := range all {
			if sd.Readable() {
				n.saved = append(n.saved, sd)
			}
		}
	}
	n.Extended = &widget.Toggle{}
	n.Teams = &widget.Toggle{OnChange: func(bool) { n.err = "" }}
	n.Draft = &widget.Toggle{OnChange: func(bool) { n.err = ""; n.relayout() }}
	n.Seed = &widget.TextField{Placeholder: "random", Max: 20, Accept: func(r rune) bool { return r >= '0' && r <= '9' }}
	n.Play = &widget.Button{Label: "Play", Primary: true, OnPress: n.Start}
	n.backBtn = &widget.Button{Label: "Back", OnPress: n.goBack}
	n.Add = &widget.Button{Label: "Add a seat", OnPress: func() { n.AddSeat(); n.relayout() }}
	for _, s := range folder.DefaultSetup().Seats {
		n.AddSeatFrom(s)
	}
	n.Form.OnEnter = n.Start
	return n
}

// deckIndex is the position of a pre-built deck key in app.Decks, or -1.
func (n *SetupScene) deckIndex(key string) int {
	for i, d := range n.app.Decks {
		if d.Key == key {
			return i
		}
	}
	return -1
}

// AddSeatFrom adds a seat showing s.
func (n *SetupScene) AddSeatFrom(s folder.SeatSetup) {
	slot := &seatSlot{FileDeity: -1}
	pi := 0
	if !s.Human {
		pi = 2 // normal
		for i, l := range computerLevels {
			if strings.EqualFold(l, s.Level) {
				pi = i + 1
			}
		}
	}
	slot.Player = &widget.Stepper{Options: playerChoices[:], Index: pi, OnChange: func(int) { n.err = "" }}
	var opts []string
	for _, d := range n.app.Decks {
		opts = append(opts, shortName(n.app.Set.Deities[d.Deity].Title))
	}
	for _, sd := range n.saved {
		opts = append(opts, sd.Title())
	}
	opts = append(opts, DeckFileChoice)
	slot.Deck = &widget.Stepper{Options: opts}
	slot.Path = &widget.TextField{Placeholder: "path to a deck file", Max: 400}
	if i := n.deckIndex(s.Deck); i >= 0 {
		slot.Deck.Index = i
	} else if i := n.savedIndex(s.Deck); i >= 0 {
		slot.Deck.Index = len(n.app.Decks) + i
	} else {
		slot.Deck.Index = len(opts) - 1
		slot.Path.SetValue(s.Deck)
		n.ReadDeckFile(slot)
	}
	slot.Deck.OnChange = func(int) {
		n.err = ""
		if sd := n.savedOf(slot); sd != nil && sd.Deck.Extended {
			n.Extended.On = true // a deck built for an Extended game
		}
		n.relayout()
	}
	slot.Path.OnChange = func(string) { n.err = ""; n.ReadDeckFile(slot) }
	slot.Remove = &widget.Button{Label: "Remove", Small: true, OnPress: func() { n.removeSeat(slot); n.relayout() }}
	n.Seats = append(n.Seats, slot)
}

// AddSeat adds a normal computer with the first pre-built deck nobody has.
func (n *SetupScene) AddSeat() {
	if len(n.Seats) >= rules.MaxPlayers {
		return
	}
	used := map[int]bool{}
	for _, s := range n.Seats {
		used[s.Deck.Index] = true
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
	n.AddSeatFrom(folder.SeatSetup{Level: "normal", Deck: key})
	n.err = ""
}

func (n *SetupScene) removeSeat(slot *seatSlot) {
	if len(n.Seats) <= 2 {
		return
	}
	for i, s := range n.Seats {
		if s == slot {
			n.Seats = append(n.Seats[:i], n.Seats[i+1:]...)
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
func (n *SetupScene) usesFile(s *seatSlot) bool {
	return s.Deck.Index >= len(n.app.Decks)+len(n.saved)
}

// savedOf is the saved deck the seat plays, or nil.
func (n *SetupScene) savedOf(s *seatSlot) *folder.SavedDeck {
	i := s.Deck.Index - len(n.app.Decks)
	if i < 0 || i >= len(n.saved) {
		return nil
	}
	return &n.saved[i]
}

// savedIndex is the position in saved of the deck file at path, or -1.
func (n *SetupScene) savedIndex(path string) int {
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

// ReadDeckFile looks at the seat's deck file to show its Deity (or why it
// cannot be read) while the path is typed.
func (n *SetupScene) ReadDeckFile(s *seatSlot) {
	s.FileDeity, s.fileNote = -1, ""
	p := expandPath(s.Path.Value())
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
	s.FileDeity = d.Deity
	if d.Deity < 0 {
		s.fileNote = "names no Deity"
	}
}

// Setup is the match the screen describes now, or why it cannot be
// played, in plain words.
func (n *SetupScene) Setup() (folder.MatchSetup, error) {
	var setup folder.MatchSetup
	humans, computers := 0, 0
	for _, s := range n.Seats {
		if s.Player.Index == 0 {
			humans++
		} else {
			computers++
		}
	}
	human := 0
	for i, s := range n.Seats {
		ss := folder.SeatSetup{Human: s.Player.Index == 0}
		if ss.Human {
			human++
			ss.Name = "You"
			if humans > 1 {
				ss.Name = fmt.Sprintf("Player %d", human)
			}
		} else {
			ss.Level = computerLevels[s.Player.Index-1]
			if computers == 1 {
				ss.Name = "Computer"
			} // otherwise each computer goes by its Deity's name
		}
		if n.Draft.On {
			// The deck is drafted at the table.
		} else if n.usesFile(s) {
			p := expandPath(s.Path.Value())
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
			ss.Deck = n.app.Decks[s.Deck.Index].Key
		}
		setup.Seats = append(setup.Seats, ss)
	}
	setup.Extended = n.Extended.On && !n.Draft.On
	setup.Teams = n.Teams.On && len(n.Seats) == 4
	setup.Draft = n.Draft.On
	if v := strings.TrimSpace(n.Seed.Value()); v != "" {
		seed, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return setup, errors.New("The seed must be a whole number below 18446744073709551616, or blank for a random one.")
		}
		setup.Seed = seed
	}
	return setup, nil
}

// Start deals the match and goes to the table, or shows what is wrong.
func (n *SetupScene) Start() {
	setup, err := n.Setup()
	if err != nil {
		n.err = err.Error()
		return
	}
	if !n.keepSavedAside() {
		return
	}
	if setup.Draft {
		g, err := n.app.StartDraft(setup)
		if err != nil {
			n.err = "The draft could not start. " + widget.Sentence(folder.PlainError(err))
			return
		}
		if n.ctx != nil {
			n.ctx.GoTo(n.app.Routes.Draft(n.app, g))
		}
		return
	}
	s, setup, err := n.app.StartMatch(setup)
	if err != nil {
		n.err = "The match could not start. " + widget.Sentence(folder.PlainError(err))
		return
	}
	if n.ctx != nil {
		n.ctx.GoTo(n.app.Routes.Match(n.app, s, setup))
	}
}

// keepSavedAside keeps a saved match or draft aside before a new one
// starts, and reports whether the new one may start. A save is never lost
// silently: the first press of Play says so, the second keeps it aside in
// the folder.
func (n *SetupScene) keepSavedAside() bool {
	match, drafting := n.app.CanContinue(), n.app.DraftSaved()
	if !match && !drafting {
		return true
	}
	if !n.replaceOK {
		n.replaceOK = true
		what := "A match"
		if drafting {
			what = "A draft"
		}
		n.err = what + " is saved (Continue resumes it). Press Play again to keep it aside in your folder and start anew."
		return false
	}
	var name string
	var err error
	if drafting {
		name, err = n.app.SetDraftAside()
	} else {
		name, err = n.app.SetSaveAside()
	}
	if err != nil {
		n.err = "The saved game could not be kept aside, so nothing was started. " + widget.Sentence(folder.PlainError(err))
		return false
	}
	n.KeptAs = name
	return true
}

func (n *SetupScene) goBack() {
	if n.ctx != nil && n.back != nil {
		n.ctx.GoTo(n.back)
	}
}

// Error is the message shown under the seats, or "".
func (n *SetupScene) Error() string { return n.err }

// Layout implements Scene.
func (n *SetupScene) Layout(w, h int) {
	n.w, n.h = w, h
	n.Sk.Setup(n.app.Fonts, n.app.Table, widget.ScaleFor(w, h, n.app.Settings))
	n.chrome.Layout(&n.Sk, w, h, "New match")
	n.cap = render.Face(n.app.Fonts.Italic, widget.Px(18, n.Sk.U, 12))
	n.relayout()
}

// Seat panel geometry at u = 1.
const (
	seatW   = 252.0
	seatH   = 372.0
	seatGap = 22.0
)

// relayout places every widget and rebuilds the form's focus order.
func (n *SetupScene) relayout() {
	u := n.Sk.U
	if u == 0 {
		return
	}
	cols := len(n.Seats)
	if cols < rules.MaxPlayers {
		cols++ // the "Add a seat" panel
	}
	total := float64(cols)*seatW*u + float64(cols-1)*seatGap*u
	x := (float64(n.w) - total) / 2
	y := n.chrome.Top(&n.Sk) + 10*u
	n.boxes = n.boxes[:0]
	var items []widget.Widget
	for i, s := range n.Seats {
		b := widget.BoxAt(x, y, seatW*u, seatH*u)
		n.boxes = append(n.boxes, b)
		inner := b.X0 + 16*u
		iw := b.W() - 32*u
		s.Remove.Box = widget.BoxAt(b.X1-14*u-76*u, b.Y0+14*u, 76*u, 26*u)
		s.Remove.Disabled = len(n.Seats) <= 2
		s.Player.Box = widget.BoxAt(inner, b.Y0+262*u, iw, 38*u)
		s.Deck.Box = widget.BoxAt(inner, b.Y0+310*u, iw, 38*u)
		s.Path.Box = widget.BoxAt(inner, b.Y0+216*u, iw, 34*u)
		s.Path.Disabled = !n.usesFile(s) || n.Draft.On
		s.Deck.Disabled = n.Draft.On
		if i >= 2 {
			items = append(items, s.Remove)
		}
		items = append(items, s.Player, s.Deck)
		if n.usesFile(s) && !n.Draft.On {
			items = append(items, s.Path)
		}
		x += (seatW + seatGap) * u
	}
	n.addBox = widget.Box{}
	if len(n.Seats) < rules.MaxPlayers {
		n.addBox = widget.BoxAt(x, y, seatW*u, seatH*u)
		cx, cy := n.addBox.Center()
		n.Add.Box = widget.BoxAt(cx-90*u, cy-22*u, 180*u, 44*u)
		items = append(items, n.Add)
	}

	row := y + seatH*u + 26*u
	left := (float64(n.w) - (float64(rules.MaxPlayers)*seatW*u + 3*seatGap*u)) / 2
	left = math.Max(left, 60*u)
	n.Extended.Box = widget.BoxAt(left+150*u, row, 120*u, 40*u)
	n.Extended.Disabled = n.Draft.On // a drafted deck has fifty cards
	if n.Draft.On {
		n.Extended.On = false
	}
	n.Draft.Box = widget.BoxAt(float64(n.w)-left-120*u, y-52*u, 120*u, 40*u)
	n.Seed.Box = widget.BoxAt(left+390*u, row+2*u, 110*u, 36*u)
	n.Teams.Box = widget.BoxAt(left+590*u, row, 120*u, 40*u)
	// Teams: two against two, so only with four seats.
	n.Teams.Disabled = len(n.Seats) != 4
	if n.Teams.Disabled {
		n.Teams.On = false
	}
	right := float64(n.w) - left
	n.Play.Box = widget.BoxAt(right-170*u, row-2*u, 170*u, 46*u)
	n.backBtn.Box = widget.BoxAt(right-170*u-24*u-140*u, row-2*u, 140*u, 46*u)
	items = append([]widget.Widget{n.Draft}, items...)
	items = append(items, n.Extended, n.Seed, n.Teams, n.backBtn, n.Play)
	n.Form.Set(items, n.Play)
}

// Update implements Scene.
func (n *SetupScene) Update(ctx *scene.Context) error {
	widget.ReadKeys(&n.keys)
	n.Handle(ctx, &n.keys)
	return nil
}

// Typing implements scene.Typist: a focused text field takes letters.
func (n *SetupScene) Typing() bool { return n.Form.TakesText() }

// Resting implements scene.Rester: only a focused text field's caret
// moves by itself, and it stops blinking a while after the last key.
func (n *SetupScene) Resting() bool { return !n.Form.Blinking() }

// Hot reports whether p is on one of the screen's controls
// (scene.Hotspots).
func (n *SetupScene) Hot(p input.Point) bool { return n.Form.At(p) >= 0 }

// update runs one tick with the given keys.
func (n *SetupScene) Handle(ctx *scene.Context, in *widget.Keys) {
	n.ctx = ctx
	defer func() { n.ctx = nil }()
	if ctx.Fading() {
		return
	}
	if in.Has(ebiten.KeyEscape) {
		n.goBack()
		return
	}
	n.Form.Update(in, ctx.Gestures, ctx.Cursor)
}

// Draw implements Scene.
func (n *SetupScene) Draw(screen *ebiten.Image) {
	sk := &n.Sk
	u := sk.U
	n.chrome.Draw(screen, sk, "Who sits at the table tonight?",
		"Tab or arrows to move  ·  ‹ › to change  ·  Enter to play  ·  Esc to go back")
	for i, s := range n.Seats {
		n.drawSeat(screen, i, s, n.boxes[i])
	}
	if n.addBox != (widget.Box{}) {
		// An empty place at the table: a faint dashed outline.
		sk.Panel(screen, n.addBox, 14*u, render.Fade(render.Ink, 0.22), render.Fade(render.Gilt, 0.16), math.Max(1, u))
		cx, _ := n.addBox.Center()
		render.DrawText(screen, fmt.Sprintf("up to %d players", rules.MaxPlayers), n.cap, cx, n.Add.Box.Y1+28*u, render.Center, render.Fade(render.Mist, 0.75))
	}
	_, ry := n.Extended.Box.Center()
	render.DrawText(screen, "Extended game", sk.Label, n.Extended.Box.X0-18*u, ry-1*u, render.RightMiddle, render.Fade(render.Ivory, 0.85))
	render.DrawText(screen, "Seed", sk.Label, n.Seed.Box.X0-14*u, ry-1*u, render.RightMiddle, render.Fade(render.Ivory, 0.85))
	if n.Extended.On {
		render.DrawText(screen, "decks of 51 to 100 cards allowed", n.cap, n.Extended.Box.X0-18*u, ry+24*u, render.TopLeft, render.Fade(render.Mist, 0.8))
	}
	_, dy := n.Draft.Box.Center()
	render.DrawText(screen, "Card Drafting", sk.Label, n.Draft.Box.X0-18*u, dy-1*u, render.RightMiddle, render.Fade(render.Ivory, 0.85))
	teamInk := render.Fade(render.Ivory, 0.85)
	if n.Teams.Disabled {
		teamInk = render.Fade(render.Mist, 0.6)
	}
	render.DrawText(screen, "Teams", sk.Label, n.Teams.Box.X0-20*u, ry-1*u, render.RightMiddle, teamInk)
	switch {
	case n.Teams.On:
		render.DrawText(screen, "seats 1 & 3 against 2 & 4", n.cap, n.Teams.Box.X1, ry+24*u, render.Anchor{H: text.AlignEnd, V: text.AlignStart}, render.Fade(render.Mist, 0.8))
	case n.Teams.Disabled:
		render.DrawText(screen, "with four seats", n.cap, n.Teams.Box.X1, ry+24*u, render.Anchor{H: text.AlignEnd, V: text.AlignStart}, render.Fade(render.Mist, 0.6))
	}
	n.Form.Draw(screen, sk)
	if n.err != "" {
		errY := n.Play.Box.Y1 + 30*u
		render.DrawText(screen, widget.FitText(n.err, sk.Note, float64(n.w)-140*u), sk.Note, float64(n.w)/2, errY, render.Center, widget.ErrorInk)
	}
}

// drawSeat paints one seat's panel: its number, the Deity's card, the
// deck's name, and (through the form) its controls.
func (n *SetupScene) drawSeat(dst *ebiten.Image, i int, s *seatSlot, b widget.Box) {
	sk := &n.Sk
	u := sk.U
	sk.Sheet(dst, b)
	render.DrawText(dst, fmt.Sprintf("Seat %d", i+1), sk.Label, b.X0+20*u, b.Y0+26*u, render.LeftMiddle, render.Gilt)

	cx := (b.X0 + b.X1) / 2
	deity, caption := -1, ""
	if n.Draft.On {
		caption = "drafts a deck at the table"
	} else if n.usesFile(s) {
		deity = s.FileDeity
		caption = s.fileNote
		if caption == "" && deity >= 0 {
			caption = n.app.Set.Deities[deity].Title + "’s deck"
		}
	} else if sd := n.savedOf(s); sd != nil {
		deity, caption = sd.Deck.Deity, "your deck"
		if len(sd.Unmet) > 0 {
			caption = "not legal: " + folder.ShortUnmet(sd.Unmet[0].Msg)
		}
	} else {
		d := n.app.Decks[s.Deck.Index]
		deity, caption = d.Deity, d.Name
	}
	cardW := int(math.Round(124 * u))
	top := b.Y0 + 46*u
	if n.usesFile(s) && !n.Draft.On {
		cardW = int(math.Round(96 * u)) // room for the path under it
	}
	var img *ebiten.Image
	if deity >= 0 {
		img = n.app.Faces.Deity(&n.app.Set.Deities[deity], false, cardW)
	} else {
		img = n.app.Faces.Back(rules.NoLevel, cardW)
	}
	widget.DrawCard(dst, sk, img, cx, top)
	capY := top + float64(render.CardHeight(cardW)) + 18*u
	if n.usesFile(s) && !n.Draft.On {
		capY = s.Path.Box.Y0 - 13*u
	}
	c := render.Fade(render.Ivory, 0.72)
	if n.usesFile(s) && s.fileNote != "" {
		c = render.Fade(render.Mist, 0.9)
	}
	render.DrawText(dst, widget.FitText(caption, n.cap, b.W()-30*u), n.cap, cx, capY, render.Center, c)
}
