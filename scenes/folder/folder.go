package folder

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"twilight/assets"
	"twilight/present"
	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset"
	"twilight/rules/userfile"
	"twilight/session"
)

// Folder is the player's side of the game, without any drawing: the card
// set and pre-built decks, the settings, and the folder where the
// player's files live.
type Folder struct {
	Set      *rules.CardSet
	Decks    []PrebuiltDeck
	Settings Settings
	// Dir is the player's Twilight folder (settings.json, the autosave,
	// seasons/ for extra card sets). Empty: nothing is read or written.
	Dir     string
	Version string
	// Notices are what the game did not take as it found it in Dir: a
	// Season left out, a setting brought into range. The title screen
	// shows them.
	Notices []Notice
}

// Notice is one thing the player should know about their folder.
type Notice struct {
	Title  string   // one line: "The Season embers.txt was left out."
	Detail []string // the full text: the file:line problems, the values changed
}

// PrebuiltDeck is one of the shipped decks.
type PrebuiltDeck struct {
	Key   string // mars, hera, reader, enlil
	Name  string // the deck's own name, or its Deity's
	Deity int
	Cards []rules.DefID
}

// Settings are the player's preferences, saved atomically in Dir.
type Settings struct {
	Fullscreen bool    `json:"fullscreen"`
	UIScale    float64 `json:"ui_scale"`   // 1 = fit the window
	AnimSpeed  float64 `json:"anim_speed"` // 1 = normal, 2 = twice as fast, 0 = instant
	// ComputerPaceMS is the least time a computer move takes to appear.
	ComputerPaceMS int `json:"computer_pace_ms"`
	// Confirmations before irreversible choices.
	ConfirmEndTurn      bool `json:"confirm_end_turn"`      // passing with Fresh attackers unused
	ConfirmDeclineTrade bool `json:"confirm_decline_trade"` // declining an offer

	// The match's flow: where the table stops for you when you hold
	// priority, first-match hints on the prompt bar, and how long the
	// hot-seat curtain waits before passing for a player who may respond
	// (0: it waits for an answer).
	Stops           present.Stops `json:"stops"`
	Hints           bool          `json:"hints"`
	HandOverSeconds int           `json:"hand_over_seconds"`

	// AskFirst: the table asks before a harmful effect is aimed at your
	// own card and before a Summon that forces a Creature-Limit discard.
	// MatchesPlayed counts finished matches (the cost legend shows in the
	// first ones, while Hints are on).
	AskFirst      bool `json:"ask_first"`
	MatchesPlayed int  `json:"matches_played"`
	// LoneTarget: a target choice with only one possible target is made
	// without a click (present.LoneTarget).
	LoneTarget bool `json:"lone_target"`
	// ComputerHint: the table's "Ask the computer" button and H key,
	// which show what the strongest computer level would do in your
	// decision (from your own View) without playing it. On by default:
	// nothing shows until you ask, so it costs a player who wants no help
	// nothing; off removes the button and the key.
	ComputerHint bool `json:"computer_hint"`

	// Sound: the master, effects and music volumes (0 to 100) and mute,
	// which silences everything and keeps the volumes.
	MasterVolume  int  `json:"master_volume"`
	EffectsVolume int  `json:"effects_volume"`
	MusicVolume   int  `json:"music_volume"`
	Muted         bool `json:"muted"`
}

// DefaultSettings are used until the player changes them.
func DefaultSettings() Settings {
	return Settings{UIScale: 1, AnimSpeed: 1, ComputerPaceMS: 450, ConfirmEndTurn: true, ConfirmDeclineTrade: false,
		Stops: present.DefaultStops(), Hints: true, HandOverSeconds: 4, AskFirst: true, LoneTarget: true, ComputerHint: true,
		MasterVolume: 80, EffectsVolume: 80, MusicVolume: 40}
}

// Pace is the computer's minimum time per move.
func (s Settings) Pace() time.Duration { return time.Duration(s.ComputerPaceMS) * time.Millisecond }

const (
	settingsFile = "settings.json"
	AutosaveFile = "autosave.json"
	SeatsFile    = "autosave-seats.json"
)

// UserDir returns the player's Twilight folder under the user config
// directory, creating it.
func UserDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(base, "twilight")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, nil
}

// LoadFolder is LoadApp without the typefaces: it reads the card set, the
// pre-built decks and the player's folder.
func LoadFolder(dir, version string) (Folder, error) {
	set, err := cardset.LoadFS(assets.Cards(), ".")
	if err != nil {
		return Folder{}, fmt.Errorf("the base card set does not load: %w", err)
	}
	var notices []Notice
	if dir != "" {
		removeLeftovers(dir, time.Now())
		seasons, err := cardset.LoadSeasons(filepath.Join(dir, "seasons"), set)
		if err != nil {
			notices = append(notices, Notice{Title: "The Seasons folder could not be read: " + PlainError(err), Detail: []string{PlainError(err)}})
		}
		notices = append(notices, seasonNotices(seasons)...)
	}
	app := Folder{Set: set, Settings: DefaultSettings(), Dir: dir, Version: version}
	names := assets.DeckFiles()
	decks, err := cardset.ParseDeckFiles(assets.Decks(), names, set)
	if err != nil {
		return Folder{}, err
	}
	cardset.Publish(set, decks) // the computer expects an opponent's Deity's pre-built deck
	for i, d := range decks {
		name := names[i]
		deckName := d.Name
		if deckName == "" && d.Deity >= 0 {
			deckName = set.Deities[d.Deity].Title
		}
		app.Decks = append(app.Decks, PrebuiltDeck{Key: strings.TrimSuffix(name, ".txt"), Name: deckName, Deity: d.Deity, Cards: d.Cards()})
	}
	if dir != "" {
		s, notes := LoadSettings(dir)
		app.Settings = s
		if len(notes) > 0 {
			title := "A setting in settings.json was adjusted."
			if len(notes) > 1 {
				title = fmt.Sprintf("%d settings in settings.json were adjusted.", len(notes))
			}
			notes = append(notes, "Changing any setting on the Settings screen saves the corrected values.")
			notices = append(notices, Notice{Title: title, Detail: notes})
		}
	}
	app.Notices = notices
	return app, nil
}

// seasonNotices tells the player which Seasons were left out and why.
func seasonNotices(s cardset.Seasons) []Notice {
	if len(s.Skipped) == 0 {
		return nil
	}
	title := fmt.Sprintf("The Season %s was left out.", s.Skipped[0].File)
	if len(s.Skipped) > 1 {
		title = fmt.Sprintf("%d Season files were left out.", len(s.Skipped))
	}
	detail := []string{"The rest of the game, and of your folder, is used as usual."}
	for _, sk := range s.Skipped {
		detail = append(detail, sk.File+" was left out:")
		for _, p := range sk.Problems {
			detail = append(detail, "    "+p.String())
		}
	}
	if len(s.Loaded) > 0 {
		var names []string
		for _, l := range s.Loaded {
			names = append(names, l.File)
		}
		detail = append(detail, "These Seasons are in play: "+strings.Join(names, ", ")+".")
	}
	detail = append(detail, "Fix a file and start the game again to add its Season; twilight-tools validate FILE checks it.")
	return []Notice{{Title: title, Detail: detail}}
}

// leftoverAge is how old a temporary file must be to count as left over
// by a save that was killed, rather than one another running copy of the
// game is writing right now (a save takes milliseconds).
const leftoverAge = time.Minute

// removeLeftovers deletes the temporary files in dir that saves killed
// mid-way left behind. It touches only files named like userfile.TempPattern (the
// temporary files of userfile.WriteAtomic).
func removeLeftovers(dir string, now time.Time) (removed int) {
	names, err := filepath.Glob(filepath.Join(dir, userfile.TempPattern))
	if err != nil {
		return 0
	}
	for _, n := range names {
		st, err := os.Lstat(n)
		if err != nil || st.IsDir() || now.Sub(st.ModTime()) < leftoverAge {
			continue
		}
		if os.Remove(n) == nil {
			removed++
		}
	}
	return removed
}

// SaveSettings writes the settings atomically.
func (a *Folder) SaveSettings() error {
	if a.Dir == "" {
		return nil
	}
	b, err := json.MarshalIndent(a.Settings, "", "  ")
	if err != nil {
		return err
	}
	return WriteAtomic(filepath.Join(a.Dir, settingsFile), b)
}

// WriteAtomic writes data to path with userfile.WriteAtomic.
func WriteAtomic(path string, data []byte) error {
	return userfile.WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// SeatSetup is one seat of a new match.
type SeatSetup struct {
	Name  string `json:"name"`
	Human bool   `json:"human"`
	Level string `json:"level"` // computer level: easy, normal, hard
	// Deck is a pre-built deck key (mars, hera, reader, enlil) or a deck
	// file path.
	Deck string `json:"deck"`
	// Declines are the seats whose trade offers this seat turns down
	// without being asked, for the rest of the match ("Decline all from").
	Declines []int8 `json:"declines,omitempty"`
}

// MatchSetup is everything needed to start (or rematch) a match.
type MatchSetup struct {
	Seats    []SeatSetup `json:"seats"`
	Seed     uint64      `json:"seed"` // 0: a new random seed
	Extended bool        `json:"extended"`
	// Teams plays four seats as two teams: seats 1 and 3 against 2 and 4.
	Teams bool `json:"teams,omitempty"`
	// Draft: the Card Drafting Variant; the seats' decks are drafted
	// (StartDraft), and a rematch drafts anew.
	Draft bool `json:"draft,omitempty"`
}

// DefaultSetup is "you versus the computer": your Mars against a normal
// computer's Enlil.
func DefaultSetup() MatchSetup {
	return MatchSetup{Seats: []SeatSetup{
		{Name: "You", Human: true, Deck: "mars"},
		{Name: "Computer", Level: "normal", Deck: "enlil"},
	}}
}

// deck finds a seat's deck: a pre-built key or a deck file (checked by
// the deck-building rules).
func (a *Folder) deck(key string, extended bool) (deity int, cards []rules.DefID, err error) {
	for _, d := range a.Decks {
		if d.Key == key {
			return d.Deity, d.Cards, nil
		}
	}
	b, err := cardset.ReadFile(key)
	if errors.Is(err, fs.ErrNotExist) {
		return -1, nil, fmt.Errorf("no pre-built deck %q and no such deck file", key)
	}
	if err != nil {
		return -1, nil, err
	}
	d, err := cardset.ParseDeck(key, bytes.NewReader(b), a.Set)
	if err != nil {
		return -1, nil, err
	}
	if probs := cardset.ValidateDeck(d, a.Set, extended); len(probs) > 0 {
		return -1, nil, fmt.Errorf("%s", probs[0].String())
	}
	return d.Deity, d.Cards(), nil
}

// StartMatch deals a new match and returns its session (autosaving in Dir).
func (a *Folder) StartMatch(setup MatchSetup) (*session.Session, MatchSetup, error) {
	if len(setup.Seats) < 2 || len(setup.Seats) > rules.MaxPlayers {
		return nil, setup, fmt.Errorf("a match needs 2 to %d seats", rules.MaxPlayers)
	}
	if setup.Seed == 0 {
		setup.Seed = rand.Uint64() | 1
	}
	setup.Seats = append([]SeatSetup(nil), setup.Seats...)
	for i := range setup.Seats {
		setup.Seats[i].Declines = nil // a new match: every offer is heard again
	}
	var seats []rules.Seat
	var players []session.Seat
	for i, ss := range setup.Seats {
		deity, cards, err := a.deck(ss.Deck, setup.Extended)
		if err != nil {
			return nil, setup, fmt.Errorf("seat %d: %w", i+1, err)
		}
		seats = append(seats, rules.Seat{Deity: deity, Deck: cards})
		p := session.Seat{Name: ss.Name}
		if p.Name == "" {
			p.Name = a.Set.Deities[deity].Title
		}
		if !ss.Human {
			bot, err := ai.New(ss.Level, ai.Options{Deck: cards})
			if err != nil {
				return nil, setup, fmt.Errorf("seat %d: %w", i+1, err)
			}
			p.Bot = bot
		}
		players = append(players, p)
	}
	cfg := rules.Config{Seed: setup.Seed, Seats: seats, First: -1}
	if setup.Teams {
		if len(seats) != 4 {
			return nil, setup, fmt.Errorf("a team game needs four seats, not %d", len(seats))
		}
		cfg.Teams = rules.TeamsFor(len(seats))
	}
	s, err := a.openMatch(setup, cfg, players)
	return s, setup, err
}

// openMatch deals the match of cfg and opens its session, autosaving in
// Dir beside the seats of setup.
func (a *Folder) openMatch(setup MatchSetup, cfg rules.Config, players []session.Seat) (*session.Session, error) {
	g, record, err := rules.NewRecordedGame(a.Set, cfg)
	if err != nil {
		return nil, err
	}
	save := ""
	if a.Dir != "" {
		if st := a.SaveStatus(); st.Trouble() {
			// Keep a save that cannot be continued rather than write over it.
			if _, err := a.SetSaveAside(); err != nil {
				return nil, err
			}
		}
		a.ClearOpen()
		if err := a.dropUnfinished(); err != nil {
			return nil, err
		}
		b, _ := json.MarshalIndent(setup, "", "  ")
		if err := WriteAtomic(filepath.Join(a.Dir, SeatsFile), b); err != nil {
			return nil, err
		}
		save = filepath.Join(a.Dir, AutosaveFile)
	}
	s, err := session.New(g, players, save)
	if err != nil {
		return nil, err
	}
	s.Keep(record) // for the match's replay, and take-backs
	s.MinThink = a.Settings.Pace()
	return s, nil
}

// ContinueMatch restores the autosaved match exactly as it was left. The
// computer players get their own deck lists from the save. The save is
// marked open until the table has shown it working (see markOpen). When
// the table kept the match's record on leaving (KeepUnfinished) and it
// ends in the game restored, the match goes on recording.
func (a *Folder) ContinueMatch() (*session.Session, MatchSetup, error) {
	g, setup, err := a.restore()
	if err != nil {
		return nil, setup, err
	}
	var players []session.Seat
	for i, ss := range setup.Seats {
		p := session.Seat{Name: ss.Name}
		if p.Name == "" {
			p.Name = g.PlayerName(int8(i))
		}
		if !ss.Human {
			bot, err := ai.New(ss.Level, ai.Options{Deck: g.Decks[i]})
			if err != nil {
				return nil, setup, err
			}
			p.Bot = bot
		}
		players = append(players, p)
	}
	s, err := session.New(g, players, filepath.Join(a.Dir, AutosaveFile))
	if err != nil {
		return nil, setup, err
	}
	a.resumeRecord(s)
	s.MinThink = a.Settings.Pace()
	a.markOpen()
	return s, setup, nil
}

// PlainError is an error as a sentence fragment for the player.
func PlainError(err error) string {
	if err == nil {
		return ""
	}
	return fmt.Sprint(err)
}
