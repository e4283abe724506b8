package rules_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"twilight/rules"
)

// recordedGame is a random game played through a Record, with the game's
// hash after each action (hashes[0]: as dealt).
type recordedGame struct {
	set    *rules.CardSet
	state  *rules.State
	record *rules.Record
	hashes []uint64
}

// playRecorded plays a random game of the pre-built decks at a table of
// the given size (teams: 2 v 2), stopping after limit actions (0: to the
// end).
func playRecorded(t testing.TB, seed uint64, players int, teams bool, limit int) *recordedGame {
	t.Helper()
	set, decks, deities := baseSet(t)
	cfg := rules.Config{Seed: seed, First: -1}
	for i := 0; i < players; i++ {
		k := (int(seed) + i) % len(decks)
		cfg.Seats = append(cfg.Seats, rules.Seat{Deity: deities[k], Deck: decks[k]})
	}
	if teams {
		cfg.Teams = rules.TeamsFor(players)
	}
	s, rec, err := rules.NewRecordedGame(set, cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := &recordedGame{set: set, state: s, record: rec, hashes: []uint64{s.StateHash()}}
	r := rand.New(rand.NewPCG(seed, 5))
	var buf []rules.Action
	for !s.Over() && (limit == 0 || rec.Len() < limit) {
		buf = s.Legal(buf[:0])
		if err := rec.Apply(s, buf[r.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
		g.hashes = append(g.hashes, s.StateHash())
		if rec.Len() > 100000 {
			t.Fatal("the game does not end")
		}
	}
	return g
}

// replayBytes writes the game's replay file.
func (g *recordedGame) replayBytes(t testing.TB) []byte {
	t.Helper()
	f, err := g.record.Replay(g.state)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := f.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func openReplay(data []byte) (*rules.Replayer, error) {
	f, err := rules.ReadReplay(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return f.Open()
}

func TestReplayPlaysTheMatchAgain(t *testing.T) {
	tests := []struct {
		name    string
		seed    uint64
		players int
		teams   bool
		limit   int
	}{
		{"two players to the end", 3, 2, false, 0},
		{"three players to the end", 4, 3, false, 0},
		{"four players to the end", 5, 4, false, 0},
		{"two against two to the end", 6, 4, true, 0},
		{"a match still being played", 7, 2, false, 150},
		{"a match saved before its first action", 8, 3, false, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := playRecorded(t, tt.seed, tt.players, tt.teams, tt.limit)
			p, err := openReplay(g.replayBytes(t))
			if err != nil {
				t.Fatal(err)
			}
			if p.Len() != g.record.Len() || p.End().StateHash() != g.state.StateHash() {
				t.Fatalf("the replay ends after %d actions in %016x; the match after %d in %016x",
					p.Len(), p.End().StateHash(), g.record.Len(), g.state.StateHash())
			}
			// Forward, then back: each step is the match's own.
			order := make([]int, 0, 2*len(g.hashes))
			for n := range g.hashes {
				order = append(order, n)
			}
			for n := len(g.hashes) - 1; n >= 0; n -= 7 {
				order = append(order, n)
			}
			for _, n := range order {
				if got := p.At(n).StateHash(); got != g.hashes[n] {
					t.Fatalf("after %d actions the replay is at %016x, the match was at %016x", n, got, g.hashes[n])
				}
			}
			for i := 0; i < p.Len(); i++ {
				if start := p.TurnStart(p.Turn(i)); start > i || p.Turn(start) != p.Turn(i) {
					t.Fatalf("action %d is in turn %d, which TurnStart says begins at action %d", i, p.Turn(i), start)
				}
			}
		})
	}
}

func TestReplayNeedsNoInstalledSet(t *testing.T) {
	g := playRecorded(t, 11, 2, false, 0)
	data := g.replayBytes(t)
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	cards := doc["cards"].([]any)
	if len(cards) >= len(g.set.Cards)-1 {
		t.Errorf("the replay carries %d definitions; the match used fewer than the set's %d", len(cards), len(g.set.Cards)-1)
	}
	if _, err := openReplay(data); err != nil {
		t.Fatal(err)
	}
}

// TestReplayRefusesWhatDoesNotMatch edits a sound replay file and expects
// each edit to be refused with its reason (and an action number where one
// action is at fault), never a panic.
func TestReplayRefusesWhatDoesNotMatch(t *testing.T) {
	g := playRecorded(t, 21, 2, false, 200)
	sound := g.replayBytes(t)
	n := g.record.Len()
	if n < 150 {
		t.Fatalf("the game ended after %d actions; the edits need 150", n)
	}
	tests := []struct {
		name string
		edit func(doc map[string]any)
		want string
	}{
		{"another format", func(d map[string]any) { d["format"] = "twilight-save" }, "not a Twilight replay file"},
		{"a later version", func(d map[string]any) { d["version"] = 9 }, "version 9"},
		{"a card edited", func(d map[string]any) { card(d, 0)["title"] = "Forged Card" }, "checksum"},
		{"cut short", func(d map[string]any) { d["actions"] = actions(d)[:150] }, fmt.Sprintf("ends after action 150 of the %d", n)},
		{"one seat", func(d map[string]any) { d["seats"] = d["seats"].([]any)[:1] }, "1 seats"},
		{"an action by the wrong player", func(d map[string]any) {
			a := actions(d)[40].(map[string]any)
			a["player"] = 3 - a["player"].(float64)
		}, "action 41 ("},
		{"an action of no kind", func(d map[string]any) { actions(d)[3].(map[string]any)["kind"] = "fly" }, "no action is called \"fly\""},
		{"an action with a field its kind lacks", func(d map[string]any) {
			a := actions(d)[0].(map[string]any)
			a["serial"] = 2
		}, "has no \"serial\""},
		{"another seed", func(d map[string]any) { d["seed"] = d["seed"].(float64) + 1 }, "action"},
		{"a checkpoint changed", func(d map[string]any) { d["checks"].([]any)[1] = "0000000000000000" }, "after action 128 the game is not the one recorded"},
		{"the end changed", func(d map[string]any) { d["end"].(map[string]any)["hash"] = "0000000000000001" }, fmt.Sprintf("after its last action (%d)", n)},
		{"a deck card no one defined", func(d map[string]any) {
			deck := d["seats"].([]any)[0].(map[string]any)["deck"].([]any)
			deck[0] = 4000.0
		}, "cannot be dealt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var doc map[string]any
			if err := json.Unmarshal(sound, &doc); err != nil {
				t.Fatal(err)
			}
			tt.edit(doc)
			data, err := json.Marshal(doc)
			if err != nil {
				t.Fatal(err)
			}
			_, err = openReplay(data)
			if !errors.Is(err, rules.BadReplay) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v; want a bad replay mentioning %q", err, tt.want)
			}
		})
	}
}

func card(doc map[string]any, i int) map[string]any { return doc["cards"].([]any)[i].(map[string]any) }
func actions(doc map[string]any) []any              { return doc["actions"].([]any) }

// TestActionJSONRoundTrip writes every legal action of random games in the
// replay file's form and reads it back unchanged.
func TestActionJSONRoundTrip(t *testing.T) {
	kinds := map[rules.ActKind]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		g := playRecorded(t, seed, 2+int(seed%3), false, 0)
		p, err := openReplay(g.replayBytes(t))
		if err != nil {
			t.Fatal(err)
		}
		s := p.At(0)
		var buf []rules.Action
		for i := 0; i < p.Len(); i++ {
			for _, a := range s.Legal(buf[:0]) {
				data, err := json.Marshal(a)
				if err != nil {
					t.Fatal(err)
				}
				var back rules.Action
				if err := json.Unmarshal(data, &back); err != nil || back != a {
					t.Fatalf("%s → %s → %s (%v)", a, data, back, err)
				}
				kinds[a.Kind] = true
			}
			if err := s.Apply(p.Action(i)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(kinds) < 12 {
		t.Errorf("only %d kinds of action came up; the test saw too little", len(kinds))
	}
}

// FuzzReadReplay feeds ReadReplay and Open any bytes: a file is read and
// played, or refused as a bad replay; nothing panics.
func FuzzReadReplay(f *testing.F) {
	g := playRecorded(f, 31, 2, false, 70)
	f.Add(g.replayBytes(f))
	f.Add([]byte(`{"format":"twilight-replay","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := openReplay(data)
		if err != nil {
			if !errors.Is(err, rules.BadReplay) {
				t.Fatalf("refused with %v, not a bad replay", err)
			}
			return
		}
		if got := p.At(p.Len()).StateHash(); got != p.End().StateHash() {
			t.Fatal("the replay's end moved")
		}
	})
}
