package folder

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"time"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/draft"
	"twilight/session"
)

// The Card Drafting Variant's autosave: the draft (package rules/draft's
// own save), the seats and, during step G, each human's deck in
// progress. It is written atomically after every decision and every
// change to a deck being built, so Continue resumes a draft exactly where
// it was left; it is removed when the drafted match starts (that match
// then has the usual autosave).

// DraftFile is the draft's autosave in Dir.
const DraftFile = "draft.json"

const (
	draftSaveFormat  = "twilight-draft-seats"
	draftSaveVersion = 1
)

// DraftDeck is a human's step G deck as it stands: the Deity chosen
// (-1: none yet) and the cards put in so far.
type DraftDeck struct {
	Deity int           `json:"deity"`
	Cards []rules.DefID `json:"cards,omitempty"`
}

// DraftGame is a draft in progress at this screen: the seats (Setup, its
// decks unused: the draft makes them), the draft with its computer
// drafters, and the humans' decks being built.
type DraftGame struct {
	Setup MatchSetup
	Run   *session.Draft
	// Decks are the humans' decks in progress at step G, by seat.
	Decks []DraftDeck
	path  string // the autosave, "" for none
	// saver writes the autosave off the game loop (an atomic write waits
	// for the disk: tens of milliseconds on a busy machine); nil before
	// the first save and after Close, when saves are written at once.
	saver *session.Saver
}

// draftFile is a DraftGame on disk.
type draftFile struct {
	Format  string          `json:"format"`
	Version int             `json:"version"`
	Setup   MatchSetup      `json:"setup"`
	Decks   []DraftDeck     `json:"decks"`
	Draft   json.RawMessage `json:"draft"`
}

// StartDraft deals a new draft for the seats of setup (their decks are
// ignored) and autosaves it in Dir. The computers make their first
// decisions at once.
func (a *Folder) StartDraft(setup MatchSetup) (*DraftGame, error) {
	if len(setup.Seats) < 2 || len(setup.Seats) > rules.MaxPlayers {
		return nil, fmt.Errorf("a draft needs 2 to %d seats", rules.MaxPlayers)
	}
	if setup.Seed == 0 {
		setup.Seed = rand.Uint64() | 1
	}
	setup.Draft = true
	setup.Seats = slices.Clone(setup.Seats)
	for i := range setup.Seats {
		setup.Seats[i].Deck, setup.Seats[i].Declines = "", nil
	}
	cfg := draft.Config{Seed: setup.Seed, Players: len(setup.Seats)}
	if setup.Teams {
		cfg.Teams = rules.TeamsFor(len(setup.Seats))
	}
	d, err := draft.New(a.Set, cfg)
	if err != nil {
		return nil, err
	}
	if a.Dir != "" {
		if st := a.SaveStatus(); st.Trouble() {
			if _, err := a.SetSaveAside(); err != nil {
				return nil, err
			}
		}
	}
	return a.runDraft(setup, d, nil)
}

// runDraft seats the computer drafters and saves the draft as it stands.
func (a *Folder) runDraft(setup MatchSetup, d *draft.Draft, decks []DraftDeck) (*DraftGame, error) {
	var seats []session.DraftSeat
	for i, ss := range setup.Seats {
		s := session.DraftSeat{Name: ss.Name}
		if !ss.Human {
			dr, err := ai.NewDrafter(ss.Level)
			if err != nil {
				return nil, fmt.Errorf("seat %d: %w", i+1, err)
			}
			s.Drafter = dr
		}
		seats = append(seats, s)
	}
	if len(decks) != len(seats) {
		decks = make([]DraftDeck, len(seats))
		for i := range decks {
			decks[i].Deity = -1
		}
	}
	g := &DraftGame{Setup: setup, Decks: decks}
	if a.Dir != "" {
		g.path = filepath.Join(a.Dir, DraftFile)
	}
	run, err := session.NewDraft(d, seats)
	if err != nil {
		return nil, err
	}
	g.Run = run
	run.Saved = func(*draft.Draft) error { return g.Save() }
	if err := g.Save(); err != nil {
		return g, err
	}
	if g.path != "" {
		g.saver = session.NewSaver()
	}
	return g, nil
}

// Save writes the draft atomically (nothing without a folder): the JSON
// is made at once, the file written on the saver's goroutine. It returns
// the last write's error.
func (g *DraftGame) Save() error {
	if g.path == "" {
		return nil
	}
	var b bytes.Buffer
	if err := g.Run.D.Save(&b); err != nil {
		return err
	}
	data, err := json.Marshal(draftFile{Format: draftSaveFormat, Version: draftSaveVersion,
		Setup: g.Setup, Decks: g.Decks, Draft: b.Bytes()})
	if err != nil {
		return err
	}
	if g.saver == nil {
		return WriteAtomic(g.path, data)
	}
	path := g.path
	g.saver.Save(func() error { return WriteAtomic(path, data) })
	return g.saver.Err()
}

// Close finishes the last save and stops the saver (later saves are
// written at once). Call it before the screen leaves the draft.
func (g *DraftGame) Close() error {
	if g.saver == nil {
		return nil
	}
	err := g.saver.Close()
	g.saver = nil
	return err
}

// SetDeck records human seat p's deck in progress and saves it.
func (g *DraftGame) SetDeck(p, deity int, cards []rules.DefID) error {
	g.Decks[p] = DraftDeck{Deity: deity, Cards: slices.Clone(cards)}
	return g.Save()
}

// DraftSaved reports whether a draft is saved in Dir.
func (a *Folder) DraftSaved() bool {
	return a.Dir != "" && fileExists(filepath.Join(a.Dir, DraftFile))
}

// ContinueDraft restores the saved draft exactly as it was left.
func (a *Folder) ContinueDraft() (*DraftGame, error) {
	if a.Dir == "" {
		return nil, errors.New("no saved draft")
	}
	b, err := os.ReadFile(filepath.Join(a.Dir, DraftFile))
	if err != nil {
		return nil, err
	}
	var f draftFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("the saved draft is damaged: %v", err)
	}
	if f.Format != draftSaveFormat || f.Version != draftSaveVersion {
		return nil, fmt.Errorf("not a saved draft this version reads (%q, version %d)", f.Format, f.Version)
	}
	d, err := draft.Load(bytes.NewReader(f.Draft), a.Set)
	if err != nil {
		return nil, err
	}
	if len(f.Setup.Seats) != d.Players() {
		return nil, fmt.Errorf("the saved draft is damaged: %d seats for %d players", len(f.Setup.Seats), d.Players())
	}
	return a.runDraft(f.Setup, d, f.Decks)
}

// SetDraftAside keeps the saved draft under another name in Dir, so a
// new match or draft can start, and returns that name.
func (a *Folder) SetDraftAside() (string, error) {
	if a.Dir == "" {
		return "", errors.New("no folder")
	}
	stamp := time.Now().Format("20060102-150405")
	name := "draft-set-aside-" + stamp + ".json"
	for i := 2; fileExists(filepath.Join(a.Dir, name)); i++ {
		name = fmt.Sprintf("draft-set-aside-%s-%d.json", stamp, i)
	}
	return name, os.Rename(filepath.Join(a.Dir, DraftFile), filepath.Join(a.Dir, name))
}

// StartDrafted starts the match a finished draft leads to: each player's
// drafted Deity and deck, the teams, the unmet Faction Requirements. The
// draft's autosave gives way to the match's.
func (a *Folder) StartDrafted(g *DraftGame) (*session.Session, MatchSetup, error) {
	setup := g.Setup
	cfg, err := g.Run.D.MatchConfig(setup.Seed)
	if err != nil {
		return nil, setup, err
	}
	var players []session.Seat
	for i, ss := range setup.Seats {
		p := session.Seat{Name: ss.Name}
		if p.Name == "" {
			p.Name = a.Set.Deities[cfg.Seats[i].Deity].Title
		}
		if !ss.Human {
			bot, err := ai.New(ss.Level, ai.Options{Deck: cfg.Seats[i].Deck})
			if err != nil {
				return nil, setup, fmt.Errorf("seat %d: %w", i+1, err)
			}
			p.Bot = bot
		}
		players = append(players, p)
	}
	s, err := a.openMatch(setup, cfg, players)
	if err == nil && g.path != "" {
		g.Close()
		os.Remove(g.path)
	}
	return s, setup, err
}
